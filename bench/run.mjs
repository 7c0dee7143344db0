// Runs every bench/*.bench.mjs in turn against the built package (dist/). Benchmarks measure;
// they are not tests and assert nothing.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
const files = readdirSync(here)
  .filter((name) => name.endsWith('.bench.mjs'))
  .filter((name) => !only || name.includes(only))
  .sort();
for (const name of files) {
  console.log(`\n# ${name}`);
  const module = await import(pathToFileURL(join(here, name)).href);
  await module.default();
}
