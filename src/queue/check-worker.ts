/**
 * A worker draining the check queue: jobs are fetched in batches and run concurrently; each is
 * verified, saved under its `checkId` (an upsert — a retry never adds a second row), logged, and
 * settled on its own: completed, failed (retried with backoff; dead-lettered with its error after
 * the last retry), or straight to the dead-letter queue when no retry can help (invalid data, a
 * configuration error, a judge call that says it is not retryable). A check that ends in the
 * dead-letter queue is saved as a `failed` row with its error, so it stays visible — also when its
 * last attempt never settled (its worker was killed and the job expired): the worker reads the
 * dead-letter queue too, and saves a `failed` row for a letter whose check has none.
 */

import { logCheckResult } from '../background/run-faithfulness-check.js';
import { fromTraceparent } from '../core/trace-link.js';
import { traceStage } from '../core/trace-stage.js';
import { ConfigurationError, describeError, InputError, JudgeCallError } from '../errors.js';
import { parseVerifyInput } from '../input/parse-verify-input.js';
import type { PolicySelection } from '../scoring/registry.js';
import type { Chunk } from '../spec/chunk.js';
import type { CheckStore } from '../store/check-store.js';
import { isUuid } from '../store/uuid.js';
import { type VerifyOptions, verify } from '../verify.js';
import { type CheckJobData, parseCheckJob } from './check-job.js';
import type { CheckQueue } from './check-queue.js';
import { failedCheckReport } from './failed-check-report.js';

export interface CheckWorkerOptions {
  queue: CheckQueue;
  /** Where checks are saved (usually the same PostgreSQL). */
  store: CheckStore;
  /** Checks running at once in this process. Default 8. */
  concurrency?: number;
  /** Passed to `verify()` (judge, policy, threshold, timeoutMs). `onJudgeError` defaults to `throw`: a judge failure is retried. */
  verifyOptions?: Omit<VerifyOptions, 'response' | 'chunks' | 'context' | 'query' | 'abortSignal'>;
  /** Idle polling interval in seconds (NOTIFY wakes workers sooner for new jobs). Default 2. */
  pollingIntervalSeconds?: number;
}

export interface CheckWorker {
  /** Jobs settled by this worker so far. */
  stats(): { completed: number; failed: number; deadLettered: number };
  /** Stops fetching; waits for the checks in hand. */
  stop(): Promise<void>;
}

type JobResult = { id: string; status: 'completed' | 'failed' | 'deadletter'; output?: object };

/** Why a dead-lettered check has no row: its last attempt never came back. */
export class LostAttemptError extends Error {
  constructor() {
    super(
      "its last attempt did not finish: the worker running it stopped (killed, or out of memory) or it ran past the queue's expireInSeconds",
    );
    this.name = 'LostAttemptError';
  }
}

/** Errors no retry can fix: the job's data or the configuration is wrong, or the judge said so. */
function isPermanent(error: unknown): boolean {
  return (
    InputError.isInstance(error) ||
    ConfigurationError.isInstance(error) ||
    (JudgeCallError.isInstance(error) && !error.isRetryable)
  );
}

/** What can be saved of a job whose data did not parse: enough for a `failed` row, or nothing. */
function readableJob(data: unknown): (CheckJobData & { chunks: Chunk[] }) | null {
  if (typeof data !== 'object' || data === null) return null;
  const raw = data as Record<string, unknown>;
  if (!isUuid(raw.checkId) || typeof raw.response !== 'string') return null;
  let chunks: Chunk[] = [];
  try {
    chunks = parseVerifyInput({ response: raw.response, chunks: raw.chunks as never }).chunks;
  } catch {
    // The chunks may be what is wrong; the row is still worth keeping without them.
  }
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    checkId: raw.checkId,
    chatId: text(raw.chatId),
    messageId: text(raw.messageId),
    query: text(raw.query),
    response: raw.response,
    chunks,
  };
}

/**
 * @example
 * const worker = await startCheckWorker({ queue, store, concurrency: 16, verifyOptions: { judge } });
 * process.once('SIGTERM', () => void worker.stop().then(() => queue.stop()));
 */
export async function startCheckWorker(options: CheckWorkerOptions): Promise<CheckWorker> {
  const { queue, store } = options;
  const logger = queue.logger;
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? 8));
  const pollers = Math.min(concurrency, 2);
  const counts = { completed: 0, failed: 0, deadLettered: 0 };
  await queue.start();

  /** Saves the `failed` row of a check that will not be tried again; never throws. */
  async function saveFailure(
    job: { id: string; retryCount?: number },
    data: (CheckJobData & { chunks: readonly Chunk[] }) | null,
    error: unknown,
  ): Promise<void> {
    if (!data) return;
    try {
      await store.save({
        id: data.checkId,
        chatId: data.chatId ?? null,
        messageId: data.messageId ?? null,
        query: data.query ?? null,
        response: data.response,
        chunks: data.chunks as Chunk[],
        report: failedCheckReport({
          error,
          job: data,
          judge: options.verifyOptions?.judge,
          policy: options.verifyOptions?.policy,
          threshold: options.verifyOptions?.threshold,
          attempts: job.retryCount === undefined ? undefined : job.retryCount + 1,
        }),
        // Keyed: a row the same request already stored (a synchronous retry) is kept, not failed.
        idempotency: data.idempotency ?? null,
      });
    } catch (saveError) {
      logger.error('[faithfulness] could not save the failed check', {
        jobId: job.id,
        checkId: data.checkId,
        ...describeError(saveError),
      });
    }
  }

  async function runJob(job: {
    id: string;
    data: unknown;
    signal: AbortSignal;
    retryCount: number;
    retryLimit: number;
  }): Promise<JobResult> {
    let data: ReturnType<typeof parseCheckJob>;
    let input: ReturnType<typeof parseVerifyInput>;
    try {
      data = parseCheckJob(job.data);
      input = parseVerifyInput({ query: data.query, response: data.response, chunks: data.chunks });
    } catch (error) {
      counts.deadLettered += 1;
      logger.error('[faithfulness] invalid check job sent to the dead-letter queue', {
        jobId: job.id,
        ...describeError(error),
      });
      await saveFailure(job, readableJob(job.data), error);
      return { id: job.id, status: 'deadletter', output: { error: describeError(error) } };
    }
    try {
      // The enqueuing request's trace: this check's span is its child and links to it.
      const report = await traceStage(
        'faithcheck.check',
        () =>
          verify({
            logger,
            onJudgeError: 'throw',
            ...options.verifyOptions,
            ...(data.policy ? { policy: data.policy as PolicySelection } : {}),
            ...(data.threshold !== undefined ? { threshold: data.threshold } : {}),
            ...(data.checks ? { checks: data.checks } : {}),
            ...(data.responseId ? { responseId: data.responseId } : {}),
            query: input.query,
            response: input.response,
            chunks: input.chunks,
            abortSignal: job.signal,
          }),
        { parent: fromTraceparent(data.traceparent) ?? null, attributes: { 'faithcheck.job.id': job.id } },
      );
      const saved = await store.save({
        id: data.checkId,
        chatId: data.chatId ?? null,
        messageId: data.messageId ?? null,
        query: data.query ?? null,
        response: data.response,
        chunks: input.chunks,
        report,
        idempotency: data.idempotency ?? null,
      });
      // An update of a chat message keeps that row's id: the key's reservation now names it.
      if (data.idempotency && saved.id !== data.checkId)
        await store.idempotencyKeys?.recordCheck(data.idempotency.key, saved.id);
      logCheckResult(logger, report, data);
      counts.completed += 1;
      return {
        id: job.id,
        status: 'completed',
        output: { checkId: data.checkId, overallScore: report.overallScore, flagged: report.flagged },
      };
    } catch (error) {
      const described = describeError(error);
      const stored = { ...data, chunks: input.chunks };
      if (isPermanent(error)) {
        counts.deadLettered += 1;
        logger.error('[faithfulness] check job cannot succeed; sent to the dead-letter queue', {
          jobId: job.id,
          ...described,
        });
        await saveFailure(job, stored, error);
        return { id: job.id, status: 'deadletter', output: { error: described } };
      }
      counts.failed += 1;
      const last = job.retryCount >= job.retryLimit;
      logger.warn(
        last
          ? '[faithfulness] check job failed its last attempt; dead-lettered and saved as failed'
          : '[faithfulness] check job failed; it will be retried',
        { jobId: job.id, retryCount: job.retryCount, ...described },
      );
      if (last) await saveFailure(job, stored, error);
      return { id: job.id, status: 'failed', output: { error: described } };
    }
  }

  const workId = await queue.boss.work(
    queue.name,
    {
      batchSize: Math.ceil(concurrency / pollers),
      localConcurrency: pollers,
      perJobResults: true,
      // retryLimit tells a job's last attempt, whose failure is saved as a `failed` row.
      includeMetadata: true,
      burstWhenBatchFull: true,
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
      // NOTIFY only announces new jobs; retries coming due are found by polling, so poll as often.
      notifyPollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
    },
    async (jobs) => Promise.all(jobs.map((job) => runJob(job))),
  );

  /**
   * A letter whose check was saved when it failed needs nothing. One without a row lost its last
   * attempt (the job expired with its worker gone): save the `failed` row its worker could not.
   */
  async function recordDeadLetter(job: { id: string; data: unknown }): Promise<void> {
    const data = readableJob(job.data);
    if (!data || (await store.get(data.checkId))) return;
    logger.warn('[faithfulness] a check was dead-lettered without finishing; saved as failed', {
      jobId: job.id,
      checkId: data.checkId,
    });
    // How many attempts it had is the source job's, which the letter does not carry: left unsaid.
    await saveFailure({ id: job.id }, data, new LostAttemptError());
  }

  const deadLetterWorkId = await queue.boss.work(
    queue.deadLetterName,
    {
      batchSize: 8,
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
      notifyPollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
    },
    async (jobs) => {
      for (const job of jobs) await recordDeadLetter(job);
    },
  );

  return {
    stats: () => ({ ...counts }),
    async stop() {
      await Promise.all([
        queue.boss.offWork(queue.name, { id: workId, wait: true }),
        queue.boss.offWork(queue.deadLetterName, { id: deadLetterWorkId, wait: true }),
      ]);
    },
  };
}
