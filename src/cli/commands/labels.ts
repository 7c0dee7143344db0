/**
 * `faithcheck labels export --out labels.jsonl`: the claims reviewers labelled on the review page,
 * with their checks' query and chunks, in the labelled-data schema that `eval` and `calibrate`
 * read — the loop from reviewers' judgements to a judge fitted to your domain. Streams page by
 * page, so the export's size is not held in memory.
 */
import type { Command } from 'commander';
import { parseNamedApiKeys } from '../../server/api-keys.js';
import type { CheckStore } from '../../store/check-store.js';
import { readDataDirLock } from '../../store/data-dir-lock.js';
import { countOf } from '../../text/count-of.js';
import { type CliIO, CliUsageError, type CliWriter, EXIT } from '../io.js';
import { reportCliError } from '../report-cli-error.js';
import { embeddedStoreExists, storeNotice, storeTarget } from '../store-notice.js';

export interface LabelsExportOptions {
  out?: string;
  dataset?: string;
  dataDir?: string;
  /** Only labels whose reviewer is an API key's name (not a name typed in the page). */
  verifiedOnly?: boolean;
}

export interface LabelsDependencies {
  openStore: (options: { dataDir?: string; env: NodeJS.ProcessEnv }) => Promise<CheckStore>;
  fetch: typeof fetch;
}

/** A writer for `out` (`-`: stdout); without `openWriter` (a bare test IO) it collects, then writes. */
async function openOutput(io: CliIO, out: string): Promise<CliWriter> {
  try {
    if (io.openWriter) return await io.openWriter(out);
  } catch (error) {
    throw new CliUsageError(`cannot write ${out}: ${(error as Error).message}`);
  }
  const parts: string[] = [];
  return {
    write: async (text) => {
      parts.push(text);
    },
    close: async () => {
      if (out === '-') io.stdout(parts.join(''));
      else await io.writeFile(out, parts.join(''));
    },
  };
}

/** The key to read through a running `serve` with: FAITHCHECK_API_KEY, else the first of FAITHCHECK_API_KEYS. */
function readThroughKey(env: NodeJS.ProcessEnv): string | undefined {
  const single = env.FAITHCHECK_API_KEY?.trim();
  if (single) return single;
  return parseNamedApiKeys(env.FAITHCHECK_API_KEYS)[0]?.key;
}

/**
 * The lines from `GET /v1/labels/export` of the `serve` that holds the embedded store: PGlite is
 * single-process, so while `serve` runs, the export reads through it (same lines, streamed).
 */
async function* exportThroughServer(
  url: string,
  query: URLSearchParams,
  env: NodeJS.ProcessEnv,
  fetchImpl: typeof fetch,
): AsyncGenerator<string> {
  const key = readThroughKey(env);
  let response: Response;
  try {
    response = await fetchImpl(`${url}/v1/labels/export?${query}`, {
      headers: key ? { authorization: `Bearer ${key}` } : {},
    });
  } catch (error) {
    throw new CliUsageError(
      `the embedded store is held by the server at ${url}, which did not answer: ${(error as Error).message}`,
    );
  }
  if (!response.ok || !response.body) {
    const text = (await response.text().catch(() => '')).slice(0, 500);
    throw new CliUsageError(
      `the server at ${url} holds the embedded store and refused the export (HTTP ${response.status}${response.status === 401 ? '; set FAITHCHECK_API_KEY to one of its keys' : ''}): ${text}`,
    );
  }
  const decoder = new TextDecoder();
  let rest = '';
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    rest += decoder.decode(chunk, { stream: true });
    let newline = rest.indexOf('\n');
    while (newline >= 0) {
      yield rest.slice(0, newline);
      rest = rest.slice(newline + 1);
      newline = rest.indexOf('\n');
    }
  }
  rest += decoder.decode();
  if (rest.trim())
    throw new CliUsageError(`the server at ${url} ended the export mid-line; nothing after it was written`);
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
  let writer: CliWriter | undefined;
  try {
    if (!options.out) throw new CliUsageError('give the output file: --out labels.jsonl (- for stdout)');
    const dataset = options.dataset ?? 'reviewed';
    if (!/^[\w.-]{1,100}$/.test(dataset))
      throw new CliUsageError(`--dataset must be a plain name (letters, digits, . _ -), got "${dataset}"`);
    const target = storeTarget(io, options.dataDir);
    io.stderr(storeNotice('labels export', target));
    const holder =
      !dependencies.openStore && target.backend === 'pglite' && target.location !== 'memory'
        ? readDataDirLock(target.location)
        : null;
    let lines: AsyncIterable<string> | null = null;
    if (holder?.url) {
      io.stderr(
        `faithcheck labels export: reading through ${holder.command} at ${holder.url} (it holds the store)\n`,
      );
      const query = new URLSearchParams({ dataset, ...(options.verifiedOnly ? { verified: 'true' } : {}) });
      lines = exportThroughServer(holder.url, query, io.env, dependencies.fetch ?? fetch);
    } else if (dependencies.openStore || embeddedStoreExists(target)) {
      store = await openStore({ dataDir: options.dataDir, env: io.env });
      const labels = store.labels;
      if (!labels) throw new CliUsageError('this store keeps no labels');
      lines = (async function* () {
        for await (const label of labels.export({ dataset, verifiedOnly: options.verifiedOnly }))
          yield JSON.stringify(label);
      })();
    }
    // Line by line to the output, never the whole export in memory.
    writer = await openOutput(io, options.out);
    let count = 0;
    for await (const line of lines ?? []) {
      await writer.write(`${line}\n`);
      count += 1;
    }
    const opened = writer;
    writer = undefined;
    try {
      await opened.close();
    } catch (error) {
      throw new CliUsageError(`cannot write ${options.out}: ${(error as Error).message}`);
    }
    io.stderr(
      count > 0
        ? `faithcheck labels export: ${countOf(count, 'labelled claim')}${options.verifiedOnly ? ' (verified reviewers only)' : ''}${options.out === '-' ? '' : ` written to ${options.out}`}; next: faithcheck calibrate ${options.out === '-' ? 'FILE' : options.out} --out params.json\n`
        : options.verifiedOnly
          ? 'faithcheck labels export: no labels from verified reviewers (named API keys) yet\n'
          : "faithcheck labels export: no labels yet (reviewers label claims on a check's review page)\n",
    );
    return EXIT.ok;
  } catch (error) {
    await writer?.close().catch(() => {});
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
    .option(
      '--verified-only',
      "only labels whose reviewer is a named API key's name (not a name typed in the page)",
    )
    .addHelpText(
      'after',
      `
Each line: { id, dataset, split, query, context[], claim, label: supported|unsupported,
fine_label: the reviewer's verdict (null when they said only "not supported"),
meta: { checkId, claimIndex, reviewer, reviewerVerified, judgeVerdict, note } }.
While \`faithcheck serve\` holds the embedded store, the export reads through it
(GET /v1/labels/export; FAITHCHECK_API_KEY, or the first of FAITHCHECK_API_KEYS, as its key).

Example:
  $ faithcheck labels export --out labels.jsonl
  $ faithcheck calibrate labels.jsonl --out params.json
`,
    )
    .action(async (options: LabelsExportOptions) => {
      setExitCode(await runLabelsExport(io, options));
    });
}
