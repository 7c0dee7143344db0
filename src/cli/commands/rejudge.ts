/**
 * `faithcheck rejudge`: re-judge a stratified sample of stored checks with another judge (another
 * model, prompt, mode or `--local-params` file) and report the drift — verdict flip rate,
 * flagged-rate change, both judges' agreement with the reviewers' labels. The stored checks are
 * never written; the run is saved for the review page's banner and the service's metric. Exit 1
 * when the flip rate is above `drift.max_flip_rate` (`--max-flip-rate`), like a flagged answer.
 */
import type { Command } from 'commander';
import { formatDriftReport } from '../../drift/drift-report.js';
import { MAX_REJUDGE_SAMPLE, rejudgeChecks } from '../../drift/rejudge-checks.js';
import { silentLogger } from '../../logger.js';
import type { JudgeV1 } from '../../spec/judge.js';
import type { SqlCheckStore } from '../../store/sql-check-store.js';
import { createCliJudge, type JudgeFlags } from '../create-cli-judge.js';
import { type CliIO, CliUsageError, EXIT } from '../io.js';
import { loadCliConfig } from '../load-cli-config.js';
import { reportCliError } from '../report-cli-error.js';
import { embeddedStoreExists, storeNotice, storeTarget } from '../store-notice.js';
import { parseSince } from './flagged.js';

export interface RejudgeCommandOptions extends JudgeFlags {
  sample?: string;
  since?: string;
  seed?: string;
  maxFlipRate?: string;
  concurrency?: string;
  json?: boolean;
  save?: boolean;
  dataDir?: string;
  config?: string;
}

export interface RejudgeDependencies {
  openStore: (options: { dataDir?: string; env: NodeJS.ProcessEnv }) => Promise<SqlCheckStore>;
  createJudge: (io: CliIO, options: RejudgeCommandOptions) => Promise<JudgeV1>;
  now: () => Date;
}

function wholeNumber(
  value: string | undefined,
  flag: string,
  min: number,
  max: number,
  fallback?: number,
): number {
  if (value === undefined && fallback !== undefined) return fallback;
  const parsed = Number(value);
  if (value === undefined || !Number.isInteger(parsed) || parsed < min || parsed > max)
    throw new CliUsageError(`${flag} must be a whole number from ${min} to ${max}, got "${value ?? ''}"`);
  return parsed;
}

/** The action, testable without a process: 0, 1 (drift above the threshold), 2, 3 (the judge failed), 4. */
export async function runRejudge(
  io: CliIO,
  options: RejudgeCommandOptions,
  dependencies: Partial<RejudgeDependencies> = {},
): Promise<number> {
  const openStore =
    dependencies.openStore ??
    (async ({ dataDir, env }) => (await import('../../store/create-store.js')).createStore({ dataDir, env }));
  const now = dependencies.now ?? (() => new Date());
  let store: SqlCheckStore | undefined;
  try {
    const sample = wholeNumber(options.sample, '--sample', 1, MAX_REJUDGE_SAMPLE);
    const concurrency = wholeNumber(options.concurrency, '--concurrency', 1, 32, 2);
    const since = options.since === undefined ? undefined : parseSince(options.since, now());
    const configured = await loadCliConfig({ io, configPath: options.config, command: 'rejudge' });
    let maxFlipRate = configured.config.values.driftMaxFlipRate;
    if (options.maxFlipRate !== undefined) {
      maxFlipRate = Number(options.maxFlipRate);
      if (options.maxFlipRate.trim() === '' || !(maxFlipRate >= 0 && maxFlipRate <= 1))
        throw new CliUsageError(`--max-flip-rate must be a number from 0 to 1, got "${options.maxFlipRate}"`);
    }
    if (!options.judge && !options.model && !options.localParams)
      throw new CliUsageError(
        'name the judge to compare with: --judge NAME, --model PROVIDER:MODEL or --local-params FILE (the stored checks keep their own judge)',
      );
    const judge = dependencies.createJudge
      ? await dependencies.createJudge(io, options)
      : await createCliJudge(io, configured.config, options);
    const target = storeTarget(io, options.dataDir);
    io.stderr(storeNotice('rejudge', target));
    if (!dependencies.openStore && !embeddedStoreExists(target)) {
      io.stderr(
        `faithcheck rejudge: no stored check to re-judge: there is no embedded database in ${target.location} yet (set DATABASE_URL to read PostgreSQL)\n`,
      );
      return EXIT.usage;
    }
    store = await openStore({ dataDir: options.dataDir, env: io.env });
    const { report, runId } = await rejudgeChecks({
      store,
      judge,
      sample,
      since,
      seed: options.seed,
      maxFlipRate,
      concurrency,
      save: options.save !== false,
      logger: silentLogger,
    });
    io.stdout(
      options.json ? `${JSON.stringify({ runId, ...report }, null, 2)}\n` : formatDriftReport(report),
    );
    if (report.warning) io.stderr(`faithcheck rejudge: warning: ${report.warning}\n`);
    return report.warning ? EXIT.flagged : EXIT.ok;
  } catch (error) {
    return reportCliError(io, 'rejudge', error);
  } finally {
    await store?.close().catch(() => {});
  }
}

export function registerRejudgeCommand(
  program: Command,
  io: CliIO,
  setExitCode: (code: number) => void,
): void {
  program
    .command('rejudge')
    .description('re-judge a stratified sample of stored checks with another judge and report the drift')
    .requiredOption(
      '--sample <n>',
      `checks to re-judge (1–${MAX_REJUDGE_SAMPLE}), stratified by flagged and labelled`,
    )
    .option('--since <when>', 'only checks stored since: 30m, 24h, 7d, 2w or an ISO date')
    .option(
      '--judge <name>',
      'the judge to compare with: local | llm | cascade | a judge from verification.judge_module',
    )
    .option('--model <provider:model>', 'model for the llm and cascade judges, e.g. openai:gpt-4o')
    .option('--base-url <url>', 'base URL for openai-compatible servers')
    .option('--local-params <file>', 'local judge parameters to compare with (`faithcheck calibrate`)')
    .option('--seed <text>', 'the sample is drawn from this seed (same seed, same sample)', 'faithcheck')
    .option(
      '--max-flip-rate <rate>',
      'warn (exit 1) above this verdict flip rate (default: drift.max_flip_rate)',
    )
    .option('--concurrency <n>', 'checks re-judged at once (1–32)', '2')
    .option('--json', 'print the whole report as JSON (with every sampled check)')
    .option('--no-save', 'do not save the run (the review page and the metric show the last saved run)')
    .option('--data-dir <dir>', 'PGlite data folder when DATABASE_URL is not set (default .faithcheck)')
    .option('--config <path>', 'config file (default: FAITHCHECK_CONFIG, else ./faithcheck.config.yaml)')
    .addHelpText(
      'after',
      `
The stored checks are never changed. Exit codes: 0 done, 1 flip rate above the threshold,
2 bad flags or nothing to re-judge, 3 the judge failed on every sampled check, 4 the database failed.

Examples:
  $ faithcheck rejudge --sample 200 --local-params params.json
  $ faithcheck rejudge --sample 100 --since 7d --judge llm --model openai:gpt-4o --max-flip-rate 0.1`,
    )
    .action(async (options: RejudgeCommandOptions) => {
      setExitCode(await runRejudge(io, options));
    });
}
