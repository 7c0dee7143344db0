/**
 * A worker draining the check queue: jobs are fetched in batches and run concurrently; each is
 * verified, saved under its `checkId` (an upsert — a retry never adds a second row), logged, and
 * settled on its own: completed, failed (retried with backoff; dead-lettered with its error after
 * the last retry), or straight to the dead-letter queue when its data is invalid.
 */

import { logCheckResult } from '../background/run-faithfulness-check.js';
import { describeError, InputError } from '../errors.js';
import { parseVerifyInput } from '../input/parse-verify-input.js';
import type { PolicyId } from '../spec/report.js';
import type { CheckStore } from '../store/check-store.js';
import { type VerifyOptions, verify } from '../verify.js';
import { parseCheckJob } from './check-job.js';
import type { CheckQueue } from './check-queue.js';

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

  async function runJob(job: {
    id: string;
    data: unknown;
    signal: AbortSignal;
    retryCount: number;
  }): Promise<JobResult> {
    let data: ReturnType<typeof parseCheckJob>;
    try {
      data = parseCheckJob(job.data);
      parseVerifyInput({ query: data.query, response: data.response, chunks: data.chunks });
    } catch (error) {
      counts.deadLettered += 1;
      logger.error('[faithfulness] invalid check job sent to the dead-letter queue', {
        jobId: job.id,
        ...describeError(error),
      });
      return { id: job.id, status: 'deadletter', output: { error: describeError(error) } };
    }
    try {
      const input = parseVerifyInput({ query: data.query, response: data.response, chunks: data.chunks });
      const report = await verify({
        logger,
        onJudgeError: 'throw',
        ...options.verifyOptions,
        ...(data.policy ? { policy: data.policy as PolicyId } : {}),
        ...(data.threshold !== undefined ? { threshold: data.threshold } : {}),
        query: input.query,
        response: input.response,
        chunks: input.chunks,
        abortSignal: job.signal,
      });
      await store.save({
        id: data.checkId,
        chatId: data.chatId ?? null,
        messageId: data.messageId ?? null,
        query: data.query ?? null,
        response: data.response,
        chunks: input.chunks,
        report,
      });
      logCheckResult(logger, report, data);
      counts.completed += 1;
      return {
        id: job.id,
        status: 'completed',
        output: { checkId: data.checkId, overallScore: report.overallScore, flagged: report.flagged },
      };
    } catch (error) {
      const described = describeError(error);
      if (InputError.isInstance(error)) {
        counts.deadLettered += 1;
        return { id: job.id, status: 'deadletter', output: { error: described } };
      }
      counts.failed += 1;
      logger.warn('[faithfulness] check job failed; it will be retried or dead-lettered', {
        jobId: job.id,
        retryCount: job.retryCount,
        ...described,
      });
      return { id: job.id, status: 'failed', output: { error: described } };
    }
  }

  const workId = await queue.boss.work(
    queue.name,
    {
      batchSize: Math.ceil(concurrency / pollers),
      localConcurrency: pollers,
      perJobResults: true,
      burstWhenBatchFull: true,
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
      // NOTIFY only announces new jobs; retries coming due are found by polling, so poll as often.
      notifyPollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
    },
    async (jobs) => Promise.all(jobs.map((job) => runJob(job))),
  );

  return {
    stats: () => ({ ...counts }),
    async stop() {
      await queue.boss.offWork(queue.name, { id: workId, wait: true });
    },
  };
}
