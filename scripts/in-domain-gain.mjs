// How much in-domain labels help: for each dev set, calibrate on one half (grouped by claim text)
// and judge the other half, against base parameters that never saw that dataset (the shipped
// setting refitted without it; SummEdits was never in the shipped fit). Prints the README table.
// Usage: npm run build && node scripts/in-domain-gain.mjs [--data DIR] [--only summedits,wice]
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const flag = (name) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const dataDir = resolve(flag('--data') ?? join(root, '..', 'shared', 'data'));
const only = new Set((flag('--only') ?? '').split(',').filter(Boolean));
const dist = (path) => import(join(root, 'dist', path));
const { runCalibration } = await dist('judges/local/calibration/run-calibration.js');
const { calibrateOnLabels } = await dist('judges/local/calibration/calibrate-on-labels.js');
const { labelRow, judgeRow } = await dist('judges/local/calibration/label-rows.js');
const { foldOf, groupOf } = await dist('judges/local/calibration/cross-validation-folds.js');
const { parseLabelledExamples } = await dist('eval/read-labelled-examples.js');
const { balancedAccuracyOfLabels: balancedAccuracy } = await dist('eval/compute-metrics.js');
const { DEFAULT_LOCAL_JUDGE_PARAMS } = await dist('judges/local/params/default-params.js');

const shippedOn = ['wice', 'lfqa', 'factcheckgpt'];
const datasets = ['wice', 'lfqa', 'factcheckgpt', 'summedits'].filter(
  (name) => only.size === 0 || only.has(name),
);
const file = (name) => join(dataDir, `${name}.dev.jsonl`);
const pct = (value) => (value * 100).toFixed(1);

function score(rows, params) {
  return balancedAccuracy(
    rows.map((row) => row.label),
    rows.map((row) => judgeRow(row, params).verdict === 'supported'),
  );
}

/** A deterministic subset of `size` rows, spread over claims. */
function sample(rows, size) {
  return [...rows]
    .map((row, index) => ({ row, key: foldOf(`${row.group}#sample${index}`, 2 ** 31) }))
    .sort((a, b) => a.key - b.key)
    .slice(0, size)
    .map((entry) => entry.row);
}

const lines = [];
for (const name of datasets) {
  const base = shippedOn.includes(name)
    ? (
        await runCalibration({
          files: shippedOn.filter((other) => other !== name).map(file),
          output: null,
          log: () => {},
          quick: true, // the base refits: canonical folds only, no comparisons
        })
      ).params
    : DEFAULT_LOCAL_JUDGE_PARAMS;
  const rows = parseLabelledExamples({ text: readFileSync(file(name), 'utf8'), source: file(name) }).map(
    labelRow,
  );
  const train = rows.filter((row) => foldOf(`${groupOf(row.example)}#half`, 2) === 0);
  const test = rows.filter((row) => foldOf(`${groupOf(row.example)}#half`, 2) === 1);
  const calibrate = (labelled) =>
    calibrateOnLabels({ rows: labelled, base, cascadeAccuracy: 0.95, name: `${name}-half`, provenance: {} });
  const with100 = calibrate(sample(train, 100));
  const withAll = calibrate(train);
  const row = {
    name,
    train: train.length,
    test: test.length,
    base: score(test, base),
    with100: score(test, with100.params),
    withAll: score(test, withAll.params),
    setting: withAll.setting,
    written100: with100.better,
    writtenAll: withAll.better,
    band: withAll.cascade,
  };
  lines.push(row);
  console.error(
    `${name}: base ${pct(row.base)}  100 labels ${pct(row.with100)}  all ${train.length} ${pct(row.withAll)}`,
  );
}

console.log(
  '| dev set | labels (half) | held-out half | base, never saw it | + 100 labels | + all labels | chosen fit (all) | cascade band, local share at ≥ 95 % |',
);
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const row of lines) {
  const fit =
    row.setting.kind === 'threshold'
      ? 'threshold'
      : `trees, ${Math.round(row.setting.baseWeight * 100)} % base`;
  const band = row.band.reachedTarget
    ? `${row.band.band.low.toFixed(2)}–${row.band.band.high.toFixed(2)}, ${pct(row.band.localShare)} %`
    : 'not reached';
  console.log(
    `| ${row.name} | ${row.train} | ${row.test} | ${pct(row.base)} | ${pct(row.with100)}${row.written100 ? '' : '¹'} | ${pct(row.withAll)}${row.writtenAll ? '' : '¹'} | ${fit} | ${band} |`,
  );
}
console.log(
  '\n¹ `faithcheck calibrate` would refuse to write these (not better than the base in cross-validation on the labelled half); shown as with `--force`.',
);
