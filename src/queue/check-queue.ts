/**
 * The durable queue for checks, on PostgreSQL through pg-boss: jobs survive restarts, any number
 * of worker processes on any number of machines drain it, failed checks are retried with
 * exponential backoff, and a check that keeps failing lands in a dead-letter queue with its error.
 * It needs a real PostgreSQL (`DATABASE_URL`): PGlite is one process, so the embedded default
 * keeps the in-process runner instead.
 */

import { randomUUID } from 'node:crypto';
import { PgBoss } from 'pg-boss';
import { captureTraceLink, toTraceparent } from '../core/trace-link.js';
import { ConfigurationError, StorageError } from '../errors.js';
import { consoleLogger, type Logger } from '../logger.js';
import { resolvePostgresTimeouts } from '../store/postgres-timeouts.js';
import { SCHEMA_NAME_PATTERN } from '../store/sql-client.js';
import { type CheckJobData, DEFAULT_CHECK_QUEUE, parseCheckJob } from './check-job.js';

export interface CheckQueueOptions {
  /** PostgreSQL connection string. Default `DATABASE_URL`. */
  databaseUrl?: string;
  /** pg-boss's schema. Default `pgboss`. */
  schema?: string;
  /** Default `faithcheck-checks`; dead letters go to `${queueName}-dead`. */
  queueName?: string;
  /*
   * The four settings below are the queue's policy, kept by pg-boss in its `queue` table and copied
   * into each job when it is sent. The first process to start the queue creates it with them
   * (defaults for those not given); a later process that gives one explicitly updates the stored
   * policy to it (logged), so `faithcheck worker --expire-seconds 10` takes effect even when
   * `faithcheck serve` created the queue first. Settings left out never reset the stored policy.
   */
  /** Retries after the first attempt. Default 3. */
  retryLimit?: number;
  /** First retry delay in seconds, doubled each retry (with jitter). Default 5. */
  retryDelaySeconds?: number;
  /** Upper bound of the backoff, seconds. Default 300. */
  retryDelayMaxSeconds?: number;
  /**
   * A job still active after this long is considered lost (its worker died) and is retried.
   * Default 300; keep it above the check timeout.
   */
  expireInSeconds?: number;
  /** How often this process looks for expired jobs (lost to a dead worker). Default 30. */
  superviseIntervalSeconds?: number;
  /** Connections in pg-boss's pool. Default 10. */
  poolSize?: number;
  logger?: Logger;
  env?: NodeJS.ProcessEnv;
}

export interface EnqueueCheckInput {
  chatId?: string | null;
  messageId?: string | null;
  query?: string | null;
  response: string;
  chunks: CheckJobData['chunks'];
  policy?: CheckJobData['policy'];
  threshold?: number;
  /** Answer-level check scores given with the request. */
  checks?: CheckJobData['checks'];
  /** The stored row's id. Default: a new uuid. */
  checkId?: string;
  /** The model response's id: `gen_ai.response.id` in telemetry. */
  responseId?: string;
  /** The request's trace (W3C `traceparent`). Default: the span active when `enqueueCheck` is called. */
  traceparent?: string;
  /** The request's `Idempotency-Key` and body hash, stored on the row the job writes. */
  idempotency?: CheckJobData['idempotency'];
}

/** The job's trace: the caller's, else the active span's (read now, before any await). */
function withTraceparent(input: EnqueueCheckInput): EnqueueCheckInput {
  if (input.traceparent !== undefined) return input;
  const link = captureTraceLink();
  return link ? { ...input, traceparent: toTraceparent(link) } : input;
}

export interface DeadLetter {
  jobId: string;
  /** The job id it had in the main queue. */
  sourceId: string | null;
  checkId: string;
  chatId: string | null;
  messageId: string | null;
  /** The last attempt's error, as the worker reported it. */
  error: unknown;
  retryCount: number | null;
  createdOn: Date;
}

export interface CheckQueue {
  readonly name: string;
  readonly deadLetterName: string;
  readonly boss: PgBoss;
  /** Installs or upgrades pg-boss's schema and creates both queues. Idempotent. */
  start(): Promise<void>;
  /** Stores a job; returns its id and the row id the check will be saved under. */
  enqueueCheck(input: EnqueueCheckInput): Promise<{ jobId: string; checkId: string }>;
  /** Stores many jobs in one statement (backfills, bulk re-checks); ids in input order. */
  enqueueChecks(inputs: readonly EnqueueCheckInput[]): Promise<Array<{ jobId: string; checkId: string }>>;
  /** Jobs that failed every retry, newest first, with their error. */
  deadLetters(options?: { limit?: number }): Promise<DeadLetter[]>;
  /** Stops workers (waiting up to `timeoutMs` for active checks) and closes the pool. */
  stop(options?: { timeoutMs?: number }): Promise<void>;
  /** The queue's policy: as given before `start()`, as stored (and updated) in the database after. */
  readonly settings: QueuePolicySettings;
  readonly logger: Logger;
}

/** The queue policy faithcheck sets: retries, their backoff, and when an active job counts as lost. */
export type QueuePolicySettings = Required<
  Pick<CheckQueueOptions, 'retryLimit' | 'retryDelaySeconds' | 'retryDelayMaxSeconds' | 'expireInSeconds'>
>;

/** Each policy setting and its name in pg-boss's queue options. */
const POLICY_FIELDS = [
  ['retryLimit', 'retryLimit'],
  ['retryDelaySeconds', 'retryDelay'],
  ['retryDelayMaxSeconds', 'retryDelayMax'],
  ['expireInSeconds', 'expireInSeconds'],
] as const satisfies ReadonlyArray<readonly [keyof QueuePolicySettings, string]>;

/** The error `faithcheck worker` and `enqueueCheck` give without a PostgreSQL. */
export function missingDatabaseUrlError(): ConfigurationError {
  return new ConfigurationError(
    'the durable queue needs PostgreSQL: set DATABASE_URL (postgres://…). The embedded PGlite store is single-process; without DATABASE_URL use scheduleFaithfulnessCheck() (in-process runner) instead.',
  );
}

/**
 * @example
 * const queue = createCheckQueue({ databaseUrl: process.env.DATABASE_URL });
 * await queue.start();
 * await queue.enqueueCheck({ chatId, messageId, response, chunks });
 */
export function createCheckQueue(options: CheckQueueOptions = {}): CheckQueue {
  const env = options.env ?? process.env;
  const databaseUrl = options.databaseUrl ?? env.DATABASE_URL;
  if (!databaseUrl) throw missingDatabaseUrlError();
  if (!/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new ConfigurationError('DATABASE_URL must be a postgres:// or postgresql:// connection string');
  const schema = options.schema ?? 'pgboss';
  if (!SCHEMA_NAME_PATTERN.test(schema))
    throw new ConfigurationError(`invalid pg-boss schema name ${JSON.stringify(schema)}`);
  const name = options.queueName ?? DEFAULT_CHECK_QUEUE;
  const deadLetterName = `${name}-dead`;
  const logger = options.logger ?? consoleLogger;
  const settings: QueuePolicySettings = {
    retryLimit: options.retryLimit ?? 3,
    retryDelaySeconds: options.retryDelaySeconds ?? 5,
    retryDelayMaxSeconds: options.retryDelayMaxSeconds ?? 300,
    expireInSeconds: options.expireInSeconds ?? 300,
  };
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema,
    max: options.poolSize ?? 10,
    application_name: 'faithcheck-queue',
    // A server that accepts TCP but never answers fails the start instead of hanging it.
    connectionTimeoutMillis: resolvePostgresTimeouts({ env }).connectTimeoutMs,
    useListenNotify: true,
    // Expired jobs are reclaimed by the monitor, which runs at most every monitorIntervalSeconds.
    superviseIntervalSeconds: options.superviseIntervalSeconds ?? 30,
    monitorIntervalSeconds: options.superviseIntervalSeconds ?? 30,
  });
  boss.on('error', (error: Error) => logger.error('[faithfulness] queue error', { message: error.message }));
  let started: Promise<void> | null = null;

  const wrap = async <T>(action: string, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof ConfigurationError || StorageError.isInstance(error)) throw error;
      throw new StorageError(`${action} failed: ${(error as Error).message}`, {
        cause: error,
        isRetryable: true,
      });
    }
  };

  /**
   * `createQueue` leaves an existing queue as it is: compare the stored policy with the settings
   * this process was given explicitly and update those that differ, so a flag is never ignored.
   */
  const applyExplicitPolicy = async () => {
    const stored = await boss.getQueue(name);
    if (!stored) return;
    const update: Record<string, number> = {};
    const changes: string[] = [];
    for (const [setting, field] of POLICY_FIELDS) {
      const current = stored[field];
      const wanted = options[setting];
      if (wanted !== undefined && wanted !== current) {
        update[field] = wanted;
        changes.push(`${setting} ${current ?? 'unset'} → ${wanted}`);
      } else if (typeof current === 'number') {
        settings[setting] = current;
      }
    }
    if (changes.length === 0) return;
    await boss.updateQueue(name, update);
    logger.info(
      `[faithfulness] queue "${name}": policy updated (${changes.join(', ')}); jobs already enqueued keep the policy they were sent with`,
    );
  };

  return {
    name,
    deadLetterName,
    boss,
    settings,
    logger,
    start() {
      started ??= wrap('starting the queue', async () => {
        await boss.start();
        await boss.createQueue(deadLetterName, { retentionSeconds: 14 * 24 * 3600 });
        await boss.createQueue(name, {
          deadLetter: deadLetterName,
          retryLimit: settings.retryLimit,
          retryDelay: settings.retryDelaySeconds,
          retryBackoff: true,
          retryDelayMax: settings.retryDelayMaxSeconds,
          expireInSeconds: settings.expireInSeconds,
          notify: true,
        });
        await applyExplicitPolicy();
      });
      return started;
    },
    async enqueueCheck(input) {
      const data = parseCheckJob({
        ...withTraceparent(input),
        checkId: input.checkId ?? randomUUID(),
        enqueuedAt: Date.now(),
      });
      await this.start();
      const jobId = await wrap('enqueueing the check', () => boss.send(name, data));
      if (!jobId) throw new StorageError('the queue refused the check job');
      return { jobId, checkId: data.checkId };
    },
    async enqueueChecks(inputs) {
      const jobs = inputs.map((input) => {
        const data = parseCheckJob({
          ...withTraceparent(input),
          checkId: input.checkId ?? randomUUID(),
          enqueuedAt: Date.now(),
        });
        return { id: randomUUID(), data };
      });
      await this.start();
      await wrap('enqueueing checks', () => boss.insert(name, jobs));
      return jobs.map((job) => ({ jobId: job.id, checkId: job.data.checkId }));
    },
    async deadLetters({ limit = 50 } = {}) {
      await this.start();
      const jobs = await wrap('reading dead letters', () => boss.findJobs<CheckJobData>(deadLetterName, {}));
      return jobs
        .sort((left, right) => right.createdOn.getTime() - left.createdOn.getTime())
        .slice(0, limit)
        .map((job) => ({
          jobId: job.id,
          sourceId: job.sourceId ?? null,
          checkId: job.data.checkId,
          chatId: job.data.chatId ?? null,
          messageId: job.data.messageId ?? null,
          error: job.sourceOutput ?? job.output ?? null,
          retryCount: job.sourceRetryCount ?? null,
          createdOn: job.createdOn,
        }));
    },
    async stop({ timeoutMs = 10_000 } = {}) {
      await boss.stop({ graceful: true, timeout: timeoutMs, close: true });
    },
  };
}
