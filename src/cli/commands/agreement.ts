/**
 * `faithcheck agreement`: the reviewers' agreement with each judge identity (and, with `--tag`, per
 * value of a chunk-metadata key), with its 95 % interval and the number of labels — the figures
 * `GET /v1/labels/agreement` and the review page give. Below the minimum: "too few labels".
 */
import type { Command } from 'commander';
import { agreementByJudge, type JudgeAgreementRow } from '../../drift/agreement-by-judge.js';
import { MIN_AGREEMENT_LABELS } from '../../drift/judge-agreement.js';
import type { SqlCheckStore } from '../../store/sql-check-store.js';
import { type CliIO, EXIT } from '../io.js';
import { reportCliError } from '../report-cli-error.js';
import { embeddedStoreExists, storeNotice, storeTarget } from '../store-notice.js';
import { parseSince } from './flagged.js';

export interface AgreementCommandOptions {
  since?: string;
  tag?: string;
  verifiedOnly?: boolean;
  json?: boolean;
  dataDir?: string;
}

const percent = (value: number | null) => (value === null ? '—' : `${(value * 100).toFixed(1)} %`);

export function formatAgreementTable(rows: readonly JudgeAgreementRow[], tagged: boolean): string {
  if (rows.length === 0) return 'No labels with a judge verdict yet.\n';
  const lines: string[] = [];
  for (const { judgeIdentity, tag, figures } of rows) {
    lines.push(`${judgeIdentity}${tagged ? ` · ${tag ?? '(no tag)'}` : ''}`);
    if (figures.tooFewLabels) {
      lines.push(
        `  ${figures.labels} labels: too few labels (fewer than ${MIN_AGREEMENT_LABELS}) for figures`,
      );
    } else {
      lines.push(
        `  ${figures.labels} labels · accuracy ${percent(figures.accuracy)} (95 % ${percent(figures.interval!.low)}–${percent(figures.interval!.high)})` +
          ` · balanced ${percent(figures.balancedAccuracy)} · κ ${figures.kappa === null ? '—' : figures.kappa.toFixed(2)}` +
          ` · reviewers call ${percent(figures.baseRate)} unsupported`,
      );
    }
    const confusion = Object.entries(figures.confusion)
      .filter(([, counts]) => counts.supported + counts.unsupported > 0)
      .map(
        ([verdict, counts]) =>
          `${verdict} → ${counts.supported} supported / ${counts.unsupported} unsupported`,
      );
    if (confusion.length > 0) lines.push(`  judge verdict → reviewers: ${confusion.join('; ')}`);
  }
  return `${lines.join('\n')}\n`;
}

export async function runAgreement(
  io: CliIO,
  options: AgreementCommandOptions,
  dependencies: {
    openStore?: (options: { dataDir?: string; env: NodeJS.ProcessEnv }) => Promise<SqlCheckStore>;
    now?: () => Date;
  } = {},
): Promise<number> {
  const openStore =
    dependencies.openStore ??
    (async ({ dataDir, env }) => (await import('../../store/create-store.js')).createStore({ dataDir, env }));
  let store: SqlCheckStore | undefined;
  try {
    const since = options.since
      ? parseSince(options.since, (dependencies.now ?? (() => new Date()))())
      : undefined;
    const target = storeTarget(io, options.dataDir);
    io.stderr(storeNotice('agreement', target));
    if (!dependencies.openStore && !embeddedStoreExists(target)) {
      io.stdout(options.json ? '[]\n' : formatAgreementTable([], false));
      return EXIT.ok;
    }
    store = await openStore({ dataDir: options.dataDir, env: io.env });
    const rows = await agreementByJudge(store.client, {
      since,
      verifiedOnly: options.verifiedOnly === true,
      ...(options.tag ? { tag: options.tag } : {}),
    });
    io.stdout(
      options.json ? `${JSON.stringify(rows, null, 2)}\n` : formatAgreementTable(rows, Boolean(options.tag)),
    );
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
    .description(
      "reviewers' agreement with each judge: accuracy (95 % interval), balanced accuracy, kappa, confusion",
    )
    .option('--since <when>', 'only labels since: 30m, 24h, 7d, 2w or an ISO date')
    .option('--tag <key>', 'also per value of this chunk-metadata key (e.g. tenant, domain)')
    .option('--verified-only', 'only labels of verified (named-key) reviewers')
    .option('--json', 'print the rows as JSON')
    .option('--data-dir <dir>', 'PGlite data folder when DATABASE_URL is not set (default .faithcheck)')
    .addHelpText(
      'after',
      `\nBelow ${MIN_AGREEMENT_LABELS} labels a judge's figures are shown as "too few labels".`,
    )
    .action(async (options: AgreementCommandOptions) => {
      setExitCode(await runAgreement(io, options));
    });
}
