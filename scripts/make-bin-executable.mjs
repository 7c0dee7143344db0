// Gives every file named in package.json's `bin` its run bit (0755). tsc writes its output 0644, and
// the build removes dist/ first, so without this step a second build left `dist/cli/main.js`
// unexecutable and `npx faithcheck` answered "Permission denied" (exit 127, issue 20 item 6).
// Only the bin files, which the build itself has just written; nothing else is touched.
//
//   node scripts/make-bin-executable.mjs [package-root]
import { chmodSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'));
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const bins = typeof manifest.bin === 'string' ? [manifest.bin] : Object.values(manifest.bin ?? {});
for (const bin of bins) {
  const path = join(root, bin);
  // Adds the run bits to whatever read bits the file has (0644 → 0755), never removes any.
  const mode = statSync(path).mode & 0o777;
  chmodSync(path, mode | ((mode & 0o444) >> 2));
}
