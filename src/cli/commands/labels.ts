/**
 * `faithcheck labels export --out labels.jsonl`: the claims reviewers labelled on the review page,
 * with their checks' query and chunks, in the labelled-data schema that `eval` and `calibrate`
 * read — the loop from reviewers' judgements to a judge fitted to your domain. Streams page by
 * page, so the export's size is not held in memory.
 */
import type { Command } from 'commander';
import type { CheckStore } from '../../store/check-store.js';
import { type CliIO, CliUsageError, EXIT } from '../io.js';
import { reportCliError } from '../report-cli-error.js';
import { embeddedStoreExists, storeNotice, storeTarget } from '../store-notice.js';

export interface LabelsExportOptions {
  out?: string;
  dataset?: string;
  dataDir?: string;
}

export interface LabelsDependencies {
  openStore: (options: { dataDir?: string; env: NodeJS.ProcessEnv }) => Promise<CheckStore>;
}

export async function runLabelsExport(
  io: CliIO,
  options: LabelsExportOptions,
  dependencies: Partial<LabelsDependencies> = {},
): Promise<number> {
  const openStore =
    dependencies.openStore ??
    (async ({ dataDir, env }) => (await import('../../store/create-store.js')).createStore({ dataDir, env }));
  let store: CheckStore | undefined;
  try {
    if (!options.out) throw new CliUsageError('give the output file: --out labels.jsonl (- for stdout)');
    const dataset = options.dataset ?? 'reviewed';
    if (!/^[\w.-]{1,100}$/.test(dataset))
      throw new CliUsageError(`--dataset must be a plain name (letters, digits, . _ -), got "${dataset}"`);
    const target = storeTarget(io, options.dataDir);
    io.stderr(storeNotice('labels export', target));
    const lines: string[] = [];
    if (dependencies.openStore || embeddedStoreExists(target)) {
      store = await openStore({ dataDir: options.dataDir, env: io.env });
      if (!store.labels) throw new CliUsageError('this store keeps no labels');
      for await (const label of store.labels.export({ dataset })) lines.push(JSON.stringify(label));
    }
    const text = lines.length > 0 ? `${lines.join('\n')}\n` : '';
    if (options.out === '-') io.stdout(text);
    else {
      try {
        await io.writeFile(options.out, text);
      } catch (error) {
        throw new CliUsageError(`cannot write ${options.out}: ${(error as Error).message}`);
      }
    }
    io.stderr(
      lines.length > 0
        ? `faithcheck labels export: ${lines.length} labelled claim(s)${options.out === '-' ? '' : ` written to ${options.out}`}; next: faithcheck calibrate ${options.out === '-' ? 'FILE' : options.out} --out params.json\n`
        : "faithcheck labels export: no labels yet (reviewers label claims on a check's review page)\n",
    );
    return EXIT.ok;
  } catch (error) {
    return reportCliError(io, 'labels export', error);
  } finally {
    await store?.close().catch(() => {});
  }
}

export function registerLabelsCommand(
  program: Command,
  io: CliIO,
  setExitCode: (code: number) => void,
): void {
  const labels = program.command('labels').description("reviewers' labels of checked claims");
  labels
    .command('export')
    .description('write the labelled claims as JSONL for `faithcheck eval` and `faithcheck calibrate`')
    .option('--out <file>', 'where to write them (- for stdout)')
    .option('--dataset <name>', 'the dataset name written on each line', 'reviewed')
    .option('--data-dir <dir>', 'PGlite data folder when DATABASE_URL is not set (default .faithcheck)')
    .addHelpText(
      'after',
      `
Each line: { id, dataset, split, query, context[], claim, label: supported|unsupported,
fine_label: the reviewer's verdict, meta: { checkId, claimIndex, reviewer, judgeVerdict, note } }.

Example:
  $ faithcheck labels export --out labels.jsonl
  $ faithcheck calibrate labels.jsonl --out params.json
`,
    )
    .action(async (options: LabelsExportOptions) => {
      setExitCode(await runLabelsExport(io, options));
    });
}
