/**
 * `faithcheck worker`: drain the durable check queue (pg-boss on PostgreSQL) until SIGINT/SIGTERM,
 * then finish the checks in hand. Needs DATABASE_URL: the embedded PGlite cannot be shared by
 * processes, so without it checks run in-process (`scheduleFaithfulnessCheck`).
 */

import type { Command } from 'commander';
import { consoleLogger } from '../../logger.js';
import { isPolicyId, POLICY_IDS } from '../../scoring/registry.js';
import type { JudgeV1 } from '../../spec/judge.js';
import type { PolicyId } from '../../spec/report.js';
import { createStore } from '../../store/create-store.js';
import { createCliJudge } from '../create-cli-judge.js';
import { type CliIO, CliUsageError, EXIT } from '../io.js';
import { loadCliConfig } from '../load-cli-config.js';
import { reportCliError } from '../report-cli-error.js';
import { storeNotice, storeTarget } from '../store-notice.js';

export interface WorkerCommandOptions {
  /** `--local-params FILE`: the local judge's parameters (also for the cascade's local stage). */
  localParams?: string;
  databaseUrl?: string;
  concurrency?: string;
  judge?: string;
  model?: string;
  baseUrl?: string;
  policy?: string;
  threshold?: string;
  retryLimit?: string;
  expireSeconds?: string;
  drainSeconds?: string;
  queueSchema?: string;
  config?: string;
}

function integer<Fallback extends number | undefined>(
  value: string | undefined,
  flag: string,
  fallback: Fallback,
  minimum: number,
): number | Fallback {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < minimum)
    throw new CliUsageError(`${flag} must be an integer ≥ ${minimum}, got "${value}"`);
  return parsed;
}

/** The action. Runs until `signal` aborts; returns the exit code. `judge` overrides `--judge` (tests). */
export async function runWorker(
  io: CliIO,
  options: WorkerCommandOptions,
  dependencies: { signal: AbortSignal; judge?: JudgeV1 },
): Promise<number> {
  try {
    // pg-boss and the database drivers load only when the worker runs, not with every command.
    const [{ createCheckQueue, missingDatabaseUrlError }, { startCheckWorker }, { startRejudgeWorker }] =
      await Promise.all([
        import('../../queue/check-queue.js'),
        import('../../queue/check-worker.js'),
        import('../../queue/rejudge-job.js'),
      ]);
    const databaseUrl = options.databaseUrl ?? io.env.DATABASE_URL;
    if (!databaseUrl) throw missingDatabaseUrlError();
    const concurrency = integer(options.concurrency, '--concurrency', 8, 1);
    // Left undefined when not given: the queue then keeps its stored policy; a given flag updates it.
    const retryLimit = integer(options.retryLimit, '--retry-limit', undefined, 0);
    const expireInSeconds = integer(options.expireSeconds, '--expire-seconds', undefined, 1);
    const drainSeconds = integer(options.drainSeconds, '--drain-seconds', 30, 0);
    if (options.policy !== undefined && !isPolicyId(options.policy))
      throw new CliUsageError(`--policy must be one of ${POLICY_IDS.join(', ')}, got "${options.policy}"`);
    const threshold = options.threshold === undefined ? undefined : Number(options.threshold);
    if (threshold !== undefined && !(threshold >= 0 && threshold <= 1))
      throw new CliUsageError(`--threshold must be a number between 0 and 1, got "${options.threshold}"`);
    // The same configuration as verify and serve: flags > environment > config file > defaults.
    const configured = await loadCliConfig({ io, configPath: options.config, command: 'worker' });
    const judge = dependencies.judge ?? (await createCliJudge(io, configured.config, options));
    const policy = options.policy ? (options.policy as PolicyId) : configured.policy;
    const configuredThreshold = threshold ?? configured.threshold;
    const logger = { ...consoleLogger, info: (message: string) => io.stderr(`${message}\n`) };
    const queue = createCheckQueue({
      databaseUrl,
      schema: options.queueSchema ?? io.env.FAITHCHECK_QUEUE_SCHEMA ?? 'pgboss',
      retryLimit,
      expireInSeconds,
      logger,
      env: io.env,
    });
    io.stderr(
      storeNotice('worker', storeTarget({ env: { ...io.env, DATABASE_URL: databaseUrl } }, undefined)),
    );
    const store = await createStore({ databaseUrl, env: io.env });
    try {
      const worker = await startCheckWorker({
        queue,
        store,
        concurrency,
        verifyOptions: {
          judge,
          logger,
          ...(policy ? { policy } : {}),
          ...(configuredThreshold !== undefined ? { threshold: configuredThreshold } : {}),
          config: configured.config,
          env: io.env,
        },
      });
      // Re-judging runs (`enqueueRejudge`) go through this worker too, one at a time.
      const rejudgeWorker = await startRejudgeWorker({
        queue,
        store,
        createJudge: (job) => createCliJudge(io, configured.config, job),
        maxFlipRate: configured.config.values.driftMaxFlipRate,
        logger,
      });
      io.stderr(
        `faithcheck worker: draining "${queue.name}" with ${concurrency} concurrent checks (judge ${judge.id}); queue policy ${queue.settings.retryLimit} retries, lost after ${queue.settings.expireInSeconds} s; Ctrl-C to stop\n`,
      );
      if (!dependencies.signal.aborted)
        await new Promise<void>((resolve) =>
          dependencies.signal.addEventListener('abort', () => resolve(), { once: true }),
        );
      io.stderr('faithcheck worker: stopping; finishing the checks in hand\n');
      await Promise.all([worker.stop(), rejudgeWorker.stop()]);
      await queue.stop({ timeoutMs: drainSeconds * 1000 });
      const stats = worker.stats();
      io.stderr(
        `faithcheck worker: stopped (${stats.completed} completed, ${stats.failed} failed, ${stats.deadLettered} dead-lettered)\n`,
      );
      return EXIT.ok;
    } finally {
      await store.close();
    }
  } catch (error) {
    return reportCliError(io, 'worker', error);
  }
}

export function registerWorkerCommand(
  program: Command,
  io: CliIO,
  setExitCode: (code: number) => void,
): void {
  program
    .command('worker')
    .description('drain the durable check queue (PostgreSQL via DATABASE_URL) until SIGINT/SIGTERM')
    .option('--database-url <url>', 'PostgreSQL connection string (default: DATABASE_URL)')
    .option('--concurrency <n>', 'checks running at once in this process', '8')
    .option(
      '--local-params <file>',
      'local judge parameters from `faithcheck calibrate` (default: FAITHCHECK_LOCAL_PARAMS, else the shipped ones)',
    )
    .option(
      '--judge <name>',
      'local | llm | cascade | a judge from verification.judge_module (default: verification.judge, else local)',
    )
    .option('--model <provider:model>', 'model for the llm and cascade judges, e.g. openai:gpt-4o-mini')
    .option('--base-url <url>', 'base URL for openai-compatible servers')
    .option(
      '--policy <policy>',
      `scoring policy: ${POLICY_IDS.join(' | ')} (default: verification.policy, else ratio)`,
    )
    .option(
      '--threshold <number>',
      'flag answers scoring below this (default: FAITHCHECK_THRESHOLD, verification.confidence_threshold, else 0.7)',
    )
    .option(
      '--retry-limit <n>',
      "retries of a failed check before it is dead-lettered; updates the queue's policy (default: as stored, 3 for a new queue)",
    )
    .option(
      '--expire-seconds <n>',
      "a check active longer than this is presumed lost and retried; updates the queue's policy (default: as stored, 300 for a new queue)",
    )
    .option('--drain-seconds <n>', 'on stop, wait this long for the checks in hand', '30')
    .option('--queue-schema <name>', "pg-boss's schema (default FAITHCHECK_QUEUE_SCHEMA, else pgboss)")
    .option('--config <path>', 'config file (default: FAITHCHECK_CONFIG, else ./faithcheck.config.yaml)')
    .addHelpText(
      'after',
      `
Exit codes: 0 stopped cleanly, 2 bad configuration (e.g. no DATABASE_URL), 4 the database failed.

Examples:
  $ DATABASE_URL=postgres://user@host/db faithcheck worker --concurrency 16
  $ faithcheck worker --judge llm --model openai:gpt-4o-mini`,
    )
    .action(async (options: WorkerCommandOptions) => {
      const controller = new AbortController();
      const stop = () => controller.abort();
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
      try {
        setExitCode(await runWorker(io, options, { signal: controller.signal }));
      } finally {
        process.off('SIGINT', stop);
        process.off('SIGTERM', stop);
      }
    });
}
