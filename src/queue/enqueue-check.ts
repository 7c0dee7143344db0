/**
 * `enqueueCheck()`: hand a check to the durable queue and return once it is stored in PostgreSQL
 * (a few milliseconds). The process-wide queue is created from `DATABASE_URL` on first use;
 * `closeDefaultQueue()` releases its connections.
 */
import type { CheckQueue, EnqueueCheckInput } from './check-queue.js';
import { createCheckQueue } from './check-queue.js';

let defaultQueue: CheckQueue | null = null;

/** The process-wide queue (pg-boss on `DATABASE_URL`). Throws `ConfigurationError` without it. */
export function getDefaultQueue(): CheckQueue {
  defaultQueue ??= createCheckQueue();
  return defaultQueue;
}

/** Stops the process-wide queue if it was created. */
export async function closeDefaultQueue(): Promise<void> {
  const queue = defaultQueue;
  defaultQueue = null;
  await queue?.stop();
}

/**
 * Stores a check job for `faithcheck worker` processes. Throws `InputError` for bad input,
 * `ConfigurationError` without `DATABASE_URL`, `StorageError` when PostgreSQL fails.
 *
 * @example
 * const { jobId, checkId } = await enqueueCheck({ chatId, messageId, response: text, chunks });
 */
export function enqueueCheck(
  input: EnqueueCheckInput,
  options: { queue?: CheckQueue } = {},
): Promise<{ jobId: string; checkId: string }> {
  return (options.queue ?? getDefaultQueue()).enqueueCheck(input);
}
