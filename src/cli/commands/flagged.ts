/**
 * `faithcheck flagged`: the flagged-responses review query from the terminal — flagged checks, newest first,
 * as a readable table (or JSON), with the claims that failed. Reads the same store as the server,
 * as summaries (`store.list`): what it prints is bounded whatever the checks hold; `GET
 * /v1/checks/:id` or the review page shows one check whole.
 */

import type { Command } from 'commander';
import type { CheckStore, CheckSummary } from '../../store/check-store.js';
import { MAX_LIST_LIMIT } from '../../store/list-limits.js';
import { type CliIO, CliUsageError, EXIT } from '../io.js';
import { reportCliError } from '../report-cli-error.js';
import { embeddedStoreExists, storeNotice, storeTarget } from '../store-notice.js';

export interface FlaggedCommandOptions {
  since?: string;
  limit?: string;
  json?: boolean;
  dataDir?: string;
}

const UNIT_MS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

/**
 * `7d`, `24h`, `30m`, `2w`, or an ISO date / date-time, relative to `now`.
 * @example parseSince('7d', new Date('2026-01-08T00:00:00Z')) // 2026-01-01T00:00:00Z
 */
export function parseSince(value: string, now: Date): Date {
  const relative = /^(\d+(?:\.\d+)?)\s*([mhdw])$/i.exec(value.trim());
  if (relative) return new Date(now.getTime() - Number(relative[1]) * UNIT_MS[relative[2]!.toLowerCase()]!);
  if (/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value.trim())) {
    const date = new Date(value.trim());
    if (!Number.isNaN(date.getTime())) return date;
  }
  throw new CliUsageError(
    `--since must be like 7d, 24h, 30m, 2w or an ISO date (2026-01-31), got "${value}"`,
  );
}

function cell(text: string, width: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat.padEnd(width);
}

/** The table: one line per check, then its first unsupported claims indented beneath. */
export function formatFlaggedTable(checks: readonly CheckSummary[]): string {
  if (checks.length === 0) return 'No flagged checks.\n';
  const header = `${cell('checked (UTC)', 16)}  ${cell('score', 5)}  ${cell('unsupported', 11)}  ${cell('chat / message', 24)}  answer`;
  const lines = [header, '-'.repeat(header.length + 30)];
  for (const check of checks) {
    const counts = check.claimCounts;
    const failing = counts.total - counts.supported;
    const where = check.chatId ? `${check.chatId.slice(0, 8)}…/${check.messageId ?? '-'}` : '-';
    lines.push(
      [
        cell(check.createdAt.toISOString().replace('T', ' ').slice(0, 16), 16),
        cell(check.status === 'failed' ? 'FAIL' : check.overallScore.toFixed(2), 5),
        cell(check.readable ? `${failing} of ${counts.total}` : 'unreadable', 11),
        cell(where, 24),
        cell(check.responsePreview, 60),
      ]
        .join('  ')
        .trimEnd(),
    );
    // A queued check that could not run (dead-lettered) is listed as failed, not with a score.
    if (check.status === 'failed')
      lines.push(
        `    ${cell('check failed', 19)} ${cell(check.errorMessage ?? 'the queued check could not run', 90)}`.trimEnd(),
      );
    for (const claim of check.failingClaims) {
      lines.push(`    ${cell(claim.verdict ?? 'judge error', 19)} ${cell(claim.claim, 90)}`.trimEnd());
    }
    if (failing > check.failingClaims.length)
      lines.push(`    … and ${failing - check.failingClaims.length} more`);
    lines.push(`    id ${check.id}`);
  }
  return `${lines.join('\n')}\n`;
}

export interface FlaggedDependencies {
  openStore: (options: { dataDir?: string; env: NodeJS.ProcessEnv }) => Promise<CheckStore>;
  now: () => Date;
}

/** The action, testable without a process. Returns the exit code (0, or 2 on bad flags). */
export async function runFlagged(
  io: CliIO,
  options: FlaggedCommandOptions,
  dependencies: Partial<FlaggedDependencies> = {},
): Promise<number> {
  const openStore =
    dependencies.openStore ??
    (async ({ dataDir, env }) => (await import('../../store/create-store.js')).createStore({ dataDir, env }));
  const now = dependencies.now ?? (() => new Date());
  let store: CheckStore | undefined;
  try {
    const since = parseSince(options.since ?? '7d', now());
    const limit = Number(options.limit ?? '50');
    if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIST_LIMIT)
      throw new CliUsageError(
        `--limit must be a whole number from 1 to ${MAX_LIST_LIMIT}, got "${options.limit}"`,
      );
    const target = storeTarget(io, options.dataDir);
    io.stderr(storeNotice('flagged', target));
    // An injected store (tests, embedding programs) is there by definition.
    if (!dependencies.openStore && !embeddedStoreExists(target)) {
      // Reading must not create an empty embedded database just to report that it is empty.
      io.stderr(
        `faithcheck flagged: no embedded database in ${target.location} yet: nothing was stored there (set DATABASE_URL to read PostgreSQL)\n`,
      );
      io.stdout(options.json ? '[]\n' : formatFlaggedTable([]));
      return EXIT.ok;
    }
    store = await openStore({ dataDir: options.dataDir, env: io.env });
    const { items: checks } = await store.list({ flagged: true, since, limit, order: 'newest' });
    io.stdout(options.json ? `${JSON.stringify(checks, null, 2)}\n` : formatFlaggedTable(checks));
    return EXIT.ok;
  } catch (error) {
    return reportCliError(io, 'flagged', error);
  } finally {
    await store?.close().catch(() => {});
  }
}

export function registerFlaggedCommand(
  program: Command,
  io: CliIO,
  setExitCode: (code: number) => void,
): void {
  program
    .command('flagged')
    .description('list flagged checks, newest first, with their unsupported claims')
    .option('--since <when>', 'how far back: 30m, 24h, 7d, 2w or an ISO date', '7d')
    .option('--limit <n>', `most checks to list (1–${MAX_LIST_LIMIT})`, '50')
    .option('--json', 'print the checks as JSON summaries (scores, counts, shortened texts)')
    .option('--data-dir <dir>', 'PGlite data folder when DATABASE_URL is not set (default .faithcheck)')
    .addHelpText(
      'after',
      `
Reads the store at DATABASE_URL, else the embedded PGlite in .faithcheck/.

Examples:
  $ faithcheck flagged
  $ faithcheck flagged --since 24h --limit 10
  $ faithcheck flagged --since 2026-01-01 --json | jq '.[].id'`,
    )
    .action(async (options: FlaggedCommandOptions) => {
      setExitCode(await runFlagged(io, options));
    });
}
