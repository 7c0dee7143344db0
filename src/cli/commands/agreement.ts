/**
 * `faithcheck agreement`: the reviewers' agreement with each judge that made the labelled
 * verdicts (and per value of a chunk metadata key with `--by`), with 95 % intervals and the
 * number of labels — the same figures as `GET /v1/labels/agreement` and the review page.
 */
import type { Command } from 'commander';
import type { AgreementFigures } from '../../eval/agreement-figures.js';
import { type AgreementReport, readAgreement } from '../../server/read-agreement.js';
import { TAG_PATTERN } from '../../store/label-agreement.js';
import type { SqlCheckStore } from '../../store/sql-check-store.js';
import { countOf } from '../../text/count-of.js';
import { type CliIO, CliUsageError, EXIT } from '../io.js';
import { reportCliError } from '../report-cli-error.js';
import { embeddedStoreExists, storeNotice, storeTarget } from '../store-notice.js';
import { terminalSafe } from '../terminal-safe.js';
import { parseSince } from './flagged.js';

export interface AgreementCommandOptions {
  by?: string;
  since?: string;
  verifiedOnly?: boolean;
  json?: boolean;
  dataDir?: string;
}

export interface AgreementDependencies {
  openStore: (options: { dataDir?: string; env: NodeJS.ProcessEnv }) => Promise<SqlCheckStore>;
  now: () => Date;
}

function percent(value: number | null): string {
  return value === null ? '–' : `${(value * 100).toFixed(1)}%`;
}

function figures(group: AgreementFigures): string {
  if (group.status === 'too_few_labels')
    return `too few labels (${group.labels} of ${group.minLabels} needed)`;
  const interval = group.interval ? ` [${percent(group.interval.low)}–${percent(group.interval.high)}]` : '';
  return [
    `accuracy ${percent(group.accuracy)}${interval}`,
    `balanced ${percent(group.balancedAccuracy)}`,
    `kappa ${group.kappa === null ? '–' : group.kappa.toFixed(2)}`,
    `reviewers: supported ${percent(group.baseRate)}`,
  ].join(', ');
}

/** A readable table: one block per (judge, tag value), the confusion by verdict under it. */
export function formatAgreementReport(report: AgreementReport): string {
  const lines = [
    `Agreement with reviewers per judge${report.by ? ` and ${report.by}` : ''} (Wilson ${report.level * 100}% intervals; "too few labels" below ${report.minLabels}):`,
  ];
  for (const group of report.groups) {
    const tag = report.by === null ? '' : `  ${report.by}=${group.tag ?? '(none)'}`;
    lines.push('', `${terminalSafe(group.judgeIdentity ?? 'unknown judge')}${terminalSafe(tag)}`);
    const failed =
      group.withoutJudgeVerdict > 0 ? ` (+${group.withoutJudgeVerdict} where the judge failed)` : '';
    lines.push(`  ${countOf(group.labels, 'label')}${failed}: ${figures(group)}`);
    for (const [judgeVerdict, row] of Object.entries(group.byVerdict)) {
      const cells = Object.entries(row)
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .map(([reviewerVerdict, count]) => `${reviewerVerdict} ${count}`);
      lines.push(`    judge ${judgeVerdict.padEnd(19)} → reviewers: ${cells.join(', ')}`);
    }
  }
  if (report.truncated) lines.push('', `Only the ${report.groups.length} groups with most labels are shown.`);
  return `${lines.join('\n')}\n`;
}

/** The action, testable without a process: 0, 2 (bad flags, no labels, unknown tag), 4. */
export async function runAgreement(
  io: CliIO,
  options: AgreementCommandOptions,
  dependencies: Partial<AgreementDependencies> = {},
): Promise<number> {
  const openStore =
    dependencies.openStore ??
    (async ({ dataDir, env }) => (await import('../../store/create-store.js')).createStore({ dataDir, env }));
  const now = dependencies.now ?? (() => new Date());
  let store: SqlCheckStore | undefined;
  try {
    if (options.by !== undefined && !TAG_PATTERN.test(options.by))
      throw new CliUsageError(
        `--by must be a chunk metadata key (1–100 letters, digits, "_", "-" or "."), got "${options.by}"`,
      );
    const since = options.since === undefined ? undefined : parseSince(options.since, now());
    const target = storeTarget(io, options.dataDir);
    io.stderr(storeNotice('agreement', target));
    if (!dependencies.openStore && !embeddedStoreExists(target)) {
      io.stderr(
        `faithcheck agreement: no labels: there is no embedded database in ${target.location} yet (set DATABASE_URL to read PostgreSQL)\n`,
      );
      return EXIT.usage;
    }
    store = await openStore({ dataDir: options.dataDir, env: io.env });
    const { report, problem } = await readAgreement(store.labels, {
      by: options.by,
      since,
      verifiedOnly: options.verifiedOnly === true,
    });
    if (problem) {
      io.stderr(`faithcheck agreement: ${terminalSafe(problem.message)}\n`);
      return EXIT.usage;
    }
    io.stdout(options.json ? `${JSON.stringify(report, null, 2)}\n` : formatAgreementReport(report));
    return EXIT.ok;
  } catch (error) {
    return reportCliError(io, 'agreement', error);
  } finally {
    await store?.close().catch(() => {});
  }
}

export function registerAgreementCommand(
  program: Command,
  io: CliIO,
  setExitCode: (code: number) => void,
): void {
  program
    .command('agreement')
    .description("the reviewers' agreement with each judge, with 95% intervals and the number of labels")
    .option('--by <key>', "split by this key of the chunks' metadata, e.g. tenant")
    .option('--since <when>', 'only labels saved since: 30m, 24h, 7d, 2w or an ISO date')
    .option('--verified-only', 'only labels from named API keys')
    .option('--json', 'print the figures as JSON')
    .option('--data-dir <dir>', 'PGlite data folder when DATABASE_URL is not set (default .faithcheck)')
    .addHelpText(
      'after',
      `
Exit codes: 0 figures printed, 2 bad flags, no labels or a tag no labelled check has, 4 the database failed.

Examples:
  $ faithcheck agreement
  $ faithcheck agreement --by tenant --since 30d --json`,
    )
    .action(async (options: AgreementCommandOptions) => {
      setExitCode(await runAgreement(io, options));
    });
}
