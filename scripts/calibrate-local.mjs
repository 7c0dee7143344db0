// Fits the local judge's parameters on the shared dev data and prints the cross-validated table.
// Usage: npm run calibrate   (builds first; reads ../shared/data, writes src/judges/local/params/default-params.ts)
//        node scripts/calibrate-local.mjs --dry-run   (print the table, write nothing)
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCalibration } from '../dist/judges/local/calibration/run-calibration.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = resolve(process.env.FAITHCHECK_DATA_DIR ?? join(root, '..', 'shared', 'data'));
const files = ['wice', 'lfqa', 'factcheckgpt'].map((name) => join(dataDir, `${name}.dev.jsonl`));
const dryRun = process.argv.includes('--dry-run');
await runCalibration({
  files,
  output: dryRun ? null : join(root, 'src', 'judges', 'local', 'params', 'default-params.ts'),
  log: (line) => console.log(line),
});
