/**
 * `enqueueCheck()`: hand a check to the durable queue and return once it is stored in PostgreSQL
 * (a few milliseconds). The process-wide queue is created from `DATABASE_URL` on first use, and so
 * is pg-boss loaded (importing faithcheck does not load it); `closeDefaultQueue()` releases its
 * connections.
 */
import type { CheckQueue, EnqueueCheckInput } from './check-queue.js';
import { loadCheckQueueModule } from './load-check-queue.js';

let defaultQueue: Promise<CheckQueue> | null = null;

/**
 * The process-wide queue (pg-boss on `DATABASE_URL`). Rejects with `ConfigurationError` without it
 * or without the pg-boss package (and tries again on the next call).
 */
export function getDefaultQueue(): Promise<CheckQueue> {
  if (!defaultQueue) {
    const creating = loadCheckQueueModule().then(({ createCheckQueue }) => createCheckQueue());
    defaultQueue = creating;
    creating.catch(() => {
      if (defaultQueue === creating) defaultQueue = null;
    });
  }
  return defaultQueue;
}

/** Stops the process-wide queue if it was created. */
export async function closeDefaultQueue(): Promise<void> {
  const queue = defaultQueue;
  defaultQueue = null;
  await (await queue?.catch(() => null))?.stop();
}

/**
 * Stores a check job for `faithcheck worker` processes. Rejects with `InputError` for bad input,
 * `ConfigurationError` without `DATABASE_URL`, `StorageError` when PostgreSQL fails.
 *
 * @example
 * const { jobId, checkId } = await enqueueCheck({ chatId, messageId, response: text, chunks });
 */
export async function enqueueCheck(
  input: EnqueueCheckInput,
  options: { queue?: CheckQueue } = {},
): Promise<{ jobId: string; checkId: string }> {
  return (options.queue ?? (await getDefaultQueue())).enqueueCheck(input);
}
