/**
 * `faithcheck rejudge` as a queue job: an application (or a cron) enqueues a re-judging run, and
 * `faithcheck worker` runs it with the judge the job names, against the worker's store. The run
 * is the same as the command's (`rejudgeChecks`): the stored checks are never written, the run is
 * saved for the review page and `/metrics`. A job is tried once: nothing to re-judge is logged and
 * completed; a judge that fails on every sampled check fails the job with its message.
 */
import { z } from 'zod';
import { MAX_REJUDGE_SAMPLE, NothingToRejudgeError, rejudgeChecks } from '../drift/rejudge-checks.js';
import { describeError, InputError } from '../errors.js';
import { consoleLogger, type Logger } from '../logger.js';
import type { JudgeV1 } from '../spec/judge.js';
import type { SqlCheckStore } from '../store/sql-check-store.js';
import type { CheckQueue } from './check-queue.js';

export const REJUDGE_QUEUE = 'faithcheck-rejudge';

export const rejudgeJobSchema = z
  .object({
    sample: z.number().int().min(1).max(MAX_REJUDGE_SAMPLE),
    since: z.iso.datetime({ offset: true }).optional(),
    seed: z.string().max(200).optional(),
    maxFlipRate: z.number().min(0).max(1).optional(),
    /** The candidate judge, as the CLI's flags name it. */
    judge: z.string().min(1).max(200).optional(),
    model: z.string().min(1).max(200).optional(),
    localParams: z.string().min(1).max(1000).optional(),
  })
  .strict()
  .refine((job) => job.judge || job.model || job.localParams, {
    message: 'name the judge to compare with: judge, model or localParams',
  });

export type RejudgeJob = z.infer<typeof rejudgeJobSchema>;

function parseRejudgeJob(data: unknown): RejudgeJob {
  const parsed = rejudgeJobSchema.safeParse(data);
  if (!parsed.success) throw new InputError(`invalid rejudge job: ${z.prettifyError(parsed.error)}`, 'job');
  return parsed.data;
}

/**
 * Stores a re-judging job for `faithcheck worker`.
 * @throws InputError for a bad job, StorageError when PostgreSQL fails.
 * @example await enqueueRejudge(queue, { sample: 200, localParams: 'params.json', maxFlipRate: 0.1 });
 */
export async function enqueueRejudge(queue: CheckQueue, job: RejudgeJob): Promise<{ jobId: string }> {
  const data = parseRejudgeJob(job);
  await queue.start();
  await queue.boss.createQueue(REJUDGE_QUEUE, { retryLimit: 0 });
  const jobId = await queue.boss.send(REJUDGE_QUEUE, data, { retryLimit: 0 });
  if (!jobId) throw new InputError('the queue refused the rejudge job', 'job');
  return { jobId };
}

export interface RejudgeWorkerOptions {
  queue: CheckQueue;
  store: SqlCheckStore;
  /** The candidate judge a job names (the worker command resolves it as `faithcheck rejudge` does). */
  createJudge: (job: Pick<RejudgeJob, 'judge' | 'model' | 'localParams'>) => Promise<JudgeV1>;
  /** `drift.max_flip_rate`, for jobs that do not give one. */
  maxFlipRate?: number | null;
  logger?: Logger;
  pollingIntervalSeconds?: number;
}

/** Runs rejudge jobs one at a time until `stop()`. */
export async function startRejudgeWorker(options: RejudgeWorkerOptions): Promise<{ stop(): Promise<void> }> {
  const { queue, store } = options;
  const logger = options.logger ?? consoleLogger;
  await queue.start();
  await queue.boss.createQueue(REJUDGE_QUEUE, { retryLimit: 0 });
  const workId = await queue.boss.work(
    REJUDGE_QUEUE,
    {
      batchSize: 1,
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
      notifyPollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
    },
    async (jobs) => {
      for (const job of jobs) {
        const data = parseRejudgeJob(job.data);
        try {
          const judge = await options.createJudge(data);
          const { report, runId } = await rejudgeChecks({
            store,
            judge,
            sample: data.sample,
            ...(data.since ? { since: new Date(data.since) } : {}),
            ...(data.seed ? { seed: data.seed } : {}),
            maxFlipRate: data.maxFlipRate ?? options.maxFlipRate ?? null,
            logger,
          });
          logger.info(
            `[faithcheck] rejudge run ${runId}: ${report.rejudged} checks, flip rate ${report.claims.flipRate ?? 'n/a'}${report.warning ? ' (above the threshold)' : ''}`,
          );
          return { runId, flipRate: report.claims.flipRate, warning: report.warning };
        } catch (error) {
          if (error instanceof NothingToRejudgeError) {
            logger.warn(`[faithcheck] rejudge job ${job.id}: ${error.message}`);
            return { runId: null, nothingToRejudge: true };
          }
          logger.error(`[faithcheck] rejudge job ${job.id} failed`, describeError(error));
          throw error;
        }
      }
      return undefined;
    },
  );
  return { stop: () => queue.boss.offWork(REJUDGE_QUEUE, { id: workId, wait: true }) };
}
