// Fits the local judge's parameters on labelled dev data and prints the cross-validated table.
// Everything it needs is in the repository and its flags (no environment switches); run
// `node scripts/calibrate-local.mjs --help` for the flags. Examples:
//   npm run calibrate                                  (builds; reads ../shared/data; rewrites the shipped params)
//   npm run calibrate -- --data /path/to/data --dry-run
//   npm run calibrate -- --exclude lfqa --json /tmp/params-without-lfqa.json
//     (held-out figures on lfqa: FAITHCHECK_LOCAL_PARAMS=/tmp/params-without-lfqa.json node bench/run.mjs llm-judge)
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { passagesOfOthers, readBlindCases } from './blind-tables.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const defaultData = join(root, '..', 'shared', 'data');
const shippedParams = join(root, 'src', 'judges', 'local', 'params', 'default-params.ts');
const defaultDatasets = ['wice', 'lfqa', 'factcheckgpt'];
const defaultTables = join(root, 'src', 'judges', 'local', '__fixtures__', 'blind');
/** The kinds of the tables' cases that change a detail: labelled unsupported; the rest are faithful. */
const EDIT_KINDS = new Set(['entity', 'comparative', 'date', 'negation', 'antonym', 'number']);
/** The most passages of other cases a table case is fitted with (0 to this many, by its place). */
const TABLE_PADDING = 8;

const usage = `Usage: npm run calibrate -- [flags]     (or: node scripts/calibrate-local.mjs [flags] after npm run build)

Cross-validates the local judge's model on labelled data (DIR/NAME.dev.jsonl), prints the table,
fits the model on all of it and writes src/judges/local/params/default-params.ts.

  --data DIR             folder of the labelled JSONL files (default: ../shared/data next to the
                         repository: ${defaultData})
  --datasets A,B         datasets to read (default: ${defaultDatasets.join(',')})
  --exclude A,B          leave these datasets out (implies --dry-run)
  --json FILE            write the fitted parameters as JSON (a --local-params file; implies --dry-run)
  --dry-run              print the table, write nothing
  --model NAME           measure and fit another model setting: "trees 200x3" (shipped),
                         "logistic l2=3", "trees 500x4" (implies --dry-run)
  --quick                canonical folds only, no comparisons (implies --dry-run)
  --drop-features A,B    leave these features out of every fit (implies --dry-run)
  --generated FILE       the generated single-edit rows to fit on as well (default: generated
                         afresh from the data folder by scripts/generate-single-edits.mjs); only
                         their \`fit\` split is used, it joins each training fold that does not
                         hold its source claim, and it is never scored
  --without-generated    fit on the labelled data only (implies --dry-run)
  --tables DIR           the single-edit tables (set-*.json) to fit on as well, those its
                         held-out.json lists left out (default: the repository's, ${defaultTables}):
                         only their claims no rule decides, each with up to eight passages of
                         other cases, never scored
  --without-tables       fit without the tables (implies --dry-run)
  -h, --help             this text

Experiments never overwrite the shipped parameters; write them with --json instead.`;

const list = (value) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

let values;
try {
  ({ values } = parseArgs({
    options: {
      data: { type: 'string' },
      datasets: { type: 'string' },
      exclude: { type: 'string' },
      json: { type: 'string' },
      'dry-run': { type: 'boolean' },
      model: { type: 'string' },
      quick: { type: 'boolean' },
      'drop-features': { type: 'string' },
      generated: { type: 'string' },
      'without-generated': { type: 'boolean' },
      tables: { type: 'string' },
      'without-tables': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: false,
  }));
} catch (error) {
  console.error(`${error.message}\n\n${usage}`);
  process.exit(2);
}
if (values.help) {
  console.log(usage);
  process.exit(0);
}

const dataDir = resolve(values.data ?? defaultData);
const excluded = new Set(list(values.exclude));
const datasets = (values.datasets ? list(values.datasets) : defaultDatasets).filter(
  (name) => !excluded.has(name),
);
const files = datasets.map((name) => join(dataDir, `${name}.dev.jsonl`));
const missing = files.filter((file) => !existsSync(file));
if (datasets.length === 0 || missing.length > 0) {
  console.error(
    datasets.length === 0
      ? 'no dataset left to calibrate on'
      : `missing labelled data: ${missing.join(', ')}\n(give the folder with --data DIR; --help for the flags)`,
  );
  process.exit(2);
}
const experiment =
  excluded.size > 0 ||
  values.datasets !== undefined ||
  values.model !== undefined ||
  values.quick === true ||
  values['drop-features'] !== undefined ||
  values['without-generated'] === true ||
  values['without-tables'] === true;
const dryRun = values['dry-run'] === true || values.json !== undefined || experiment;

// The shipped parameters are fitted with the single-edit rows generated from the same data.
let generated = [];
if (values['without-generated'] !== true) {
  let file = values.generated;
  if (!file) {
    file = join(mkdtempSync(join(tmpdir(), 'faithcheck-calibrate-')), 'single-edits.jsonl');
    execFileSync(
      process.execPath,
      [join(root, 'scripts', 'generate-single-edits.mjs'), '--data', dataDir, '--out', file],
      {
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
  }
  generated = [resolve(file)];
}

/**
 * The development tables' cases as generated-row JSONL (fit split; one group per claim), held-out
 * tables left out: hand-written near-copies with one detail changed and faithful rewrites.
 */
function tableRows(dir) {
  let cases;
  try {
    cases = readBlindCases(dir, { heldOut: false });
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
  if (!cases) {
    console.error(`no single-edit tables in ${dir} (it needs a held-out.json)`);
    process.exit(2);
  }
  // Each case's own passages, then up to eight passages of other tables' cases: a table's two to
  // four passages are shorter than a retrieval's ten chunks, and a model fitted on them alone
  // reads a short context as a faithful one — a shortcut no answer against ten chunks can take.
  const lines = cases.map((item, index) =>
    JSON.stringify({
      id: item.id,
      dataset: 'single-edit',
      split: 'fit',
      query: null,
      context: [...item.context, ...passagesOfOthers(cases, index, index % (TABLE_PADDING + 1), 7919)],
      claim: item.claim,
      label: EDIT_KINDS.has(item.kind) ? 'unsupported' : 'supported',
      fine_label: item.kind,
      group: item.claim.toLowerCase(),
    }),
  );
  const out = join(mkdtempSync(join(tmpdir(), 'faithcheck-calibrate-')), 'table-rows.jsonl');
  writeFileSync(out, `${lines.join('\n')}\n`);
  return out;
}
const tables = values['without-tables'] === true ? [] : [tableRows(resolve(values.tables ?? defaultTables))];

// Imported after the flags are read, so `--help` works before `npm run build`.
const { runCalibration } = await import('../dist/judges/local/calibration/run-calibration.js');
try {
  const { params } = await runCalibration({
    files,
    output: dryRun ? null : shippedParams,
    log: (line) => console.log(line),
    model: values.model,
    quick: values.quick === true,
    dropFeatures: list(values['drop-features']),
    trainingOnly: generated,
    tableRows: tables,
  });
  if (values.json) {
    writeFileSync(values.json, JSON.stringify(params));
    console.log(`wrote ${values.json}`);
  }
} catch (error) {
  // A bad setting or feature name is a usage error: say what was wrong, not where.
  if (error?.code === 'input_error') {
    console.error(`${error.message}\n(--help for the flags)`);
    process.exit(2);
  }
  throw error;
}
