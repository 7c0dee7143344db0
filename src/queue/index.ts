/**
 * `faithcheck/queue`: the durable queue (pg-boss on PostgreSQL) and its worker. A subpath of its
 * own so that importing `faithcheck` never loads pg-boss; `enqueueCheck()` from the root loads this
 * on first use.
 */
export { type CheckJobData, checkJobSchema, DEFAULT_CHECK_QUEUE } from './check-job.js';
export {
  type CheckQueue,
  type CheckQueueOptions,
  createCheckQueue,
  type DeadLetter,
  type EnqueueCheckInput,
  missingDatabaseUrlError,
} from './check-queue.js';
export { type CheckWorker, type CheckWorkerOptions, startCheckWorker } from './check-worker.js';
export { closeDefaultQueue, enqueueCheck, getDefaultQueue } from './enqueue-check.js';
export {
  enqueueRejudge,
  REJUDGE_QUEUE,
  type RejudgeJob,
  type RejudgeWorkerOptions,
  rejudgeJobSchema,
  startRejudgeWorker,
} from './rejudge-job.js';
