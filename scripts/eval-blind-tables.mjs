// The held-out single-edit tables through verify(), pooled by kind: each change kind's catch rate
// and each faithful kind's flag rate, at the tables' own context size or with other cases'
// passages appended (as against a retrieval's ten chunks). Prints no case: the tables stay held out.
//   node scripts/eval-blind-tables.mjs            (after npm run build)
//   node scripts/eval-blind-tables.mjs --pad 8    (each case with eight passages of other cases)
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { passagesOfOthers, readBlindCases } from './blind-tables.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tables = join(root, 'src', 'judges', 'local', '__fixtures__', 'blind');
const EDIT_KINDS = ['entity', 'comparative', 'date', 'negation', 'antonym', 'number'];
const usage = `Usage: node scripts/eval-blind-tables.mjs [--pad N] [--json]

The held-out single-edit tables (src/judges/local/__fixtures__/blind/held-out.json) through verify()
with the local judge, pooled by kind; no case is printed.

  --pad N    append N passages of other tables' cases to each case's context (default 0)
  --json     print the figures as JSON
  -h, --help this text`;

let values;
try {
  ({ values } = parseArgs({
    options: { pad: { type: 'string' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
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
const pad = Number(values.pad ?? 0);
if (!Number.isInteger(pad) || pad < 0 || pad > 50) {
  console.error(`--pad must be a whole number from 0 to 50, not "${values.pad}"`);
  process.exit(2);
}

const { verify } = await import('../dist/index.js');
const { createLocalJudge } = await import('../dist/judges/index.js');
const judge = createLocalJudge();
const silent = { debug() {}, info() {}, warn() {}, error() {} };
let cases;
try {
  cases = readBlindCases(tables, { heldOut: true });
} catch (error) {
  console.error(error.message);
  process.exit(2);
}
const heldOut = new Set(cases.map((item) => item.table));

const byKind = new Map();
let wrong = 0;
for (const [index, item] of cases.entries()) {
  const context = [...item.context, ...passagesOfOthers(cases, index, pad, 977)];
  const chunks = context.map((text, at) => ({ id: `c${at + 1}`, text }));
  const report = await verify({ response: item.claim, chunks, judge, logger: silent });
  const flagged = report.claims.some((claim) => claim.verdict !== 'supported');
  const entry = byKind.get(item.kind) ?? { flagged: 0, total: 0 };
  entry.flagged += flagged ? 1 : 0;
  entry.total += 1;
  byKind.set(item.kind, entry);
  if (flagged !== (item.verdict === 'contradicted')) wrong += 1;
}

const figures = Object.fromEntries(
  [...byKind].map(([kind, { flagged, total }]) => [
    kind,
    {
      [EDIT_KINDS.includes(kind) ? 'caught' : 'flagged']: Math.round((1000 * flagged) / total) / 10,
      n: total,
    },
  ]),
);
if (values.json)
  console.log(JSON.stringify({ tables: heldOut.size, cases: cases.length, pad, wrong, figures }));
else {
  console.log(
    `${heldOut.size} held-out tables, ${cases.length} cases, ${pad} passages appended: ${wrong} wrong`,
  );
  for (const [kind, figure] of Object.entries(figures)) {
    const [label, value] = Object.entries(figure)[0];
    console.log(`  ${kind.padEnd(19)} ${label.padEnd(8)} ${String(value).padStart(5)} %  of ${figure.n}`);
  }
}
