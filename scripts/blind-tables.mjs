// The single-edit tables of src/judges/local/__fixtures__/blind, read the same way by the
// calibration (the developed tables) and by eval-blind-tables.mjs (the held-out ones).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The largest table read (the repository's are 0.1–0.4 MB). */
const MAX_TABLE_BYTES = 16 * 1024 * 1024;

/** One table file's cases; a file past the bound is an error that names it, never read. */
function readTable(path) {
  const bytes = statSync(path).size;
  if (bytes > MAX_TABLE_BYTES)
    throw new Error(`${path} is ${bytes} bytes; a single-edit table may be at most ${MAX_TABLE_BYTES}`);
  return JSON.parse(readFileSync(path, 'utf8'));
}

/**
 * The cases of the tables in `dir`, each with its table's name and an id: with `heldOut`, the
 * tables its held-out.json lists, in that order; else every other set-*.json, in name order. Null
 * when `dir` has no held-out.json.
 */
export function readBlindCases(dir, { heldOut }) {
  if (!existsSync(join(dir, 'held-out.json'))) return null;
  const listed = readTable(join(dir, 'held-out.json'));
  const tables = heldOut
    ? listed
    : readdirSync(dir)
        .sort()
        .filter((file) => /^set-[a-z-]+\.json$/.test(file))
        .map((file) => file.replace(/\.json$/, ''))
        .filter((table) => !listed.includes(table));
  return tables.flatMap((table) =>
    readTable(join(dir, `${table}.json`)).map((item, index) => ({
      ...item,
      table,
      id: `${table}-${index}`,
    })),
  );
}

/**
 * The first passages of `count` cases of other tables than case `index`'s, stepping through the
 * list by `step` (a prime): the same ones every run.
 */
export function passagesOfOthers(cases, index, count, step) {
  const passages = [];
  for (let at = 1; passages.length < count; at += 1) {
    const other = cases[(index + at * step) % cases.length];
    if (other.table !== cases[index].table) passages.push(other.context[0]);
  }
  return passages;
}
