// Fits the local judge's parameters on the shared dev data and prints the cross-validated table.
// Usage: npm run calibrate   (builds first; reads ../shared/data, writes src/judges/local/params/default-params.ts)
//        node scripts/calibrate-local.mjs --dry-run   (print the table, write nothing)
//        node scripts/calibrate-local.mjs --exclude lfqa --json /tmp/params-without-lfqa.json
//          (fit without one dataset and write the parameters as JSON: held-out figures on it, e.g.
//           FAITHCHECK_LOCAL_PARAMS=/tmp/params-without-lfqa.json node bench/run.mjs llm-judge)
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCalibration } from '../dist/judges/local/calibration/run-calibration.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = resolve(process.env.FAITHCHECK_DATA_DIR ?? join(root, '..', 'shared', 'data'));
const flag = (name) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const excluded = new Set((flag('--exclude') ?? '').split(',').filter(Boolean));
const files = ['wice', 'lfqa', 'factcheckgpt']
  .filter((name) => !excluded.has(name))
  .map((name) => join(dataDir, `${name}.dev.jsonl`));
const json = flag('--json');
const dryRun = process.argv.includes('--dry-run') || json !== undefined || excluded.size > 0;
const { params } = await runCalibration({
  files,
  output: dryRun ? null : join(root, 'src', 'judges', 'local', 'params', 'default-params.ts'),
  log: (line) => console.log(line),
});
if (json) {
  writeFileSync(json, JSON.stringify(params));
  console.log(`wrote ${json}`);
}
