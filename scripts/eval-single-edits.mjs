// Measures the local judge on generated single-edit claims (scripts/generate-single-edits.mjs):
// per kind, the share caught (an edited claim not judged `supported`) or flagged (a faithful
// rewrite not judged `supported`), and how many of the catches are `contradicted`. Reads only the
// split asked for (default `heldout`: the rows no parameter was fitted on; `fresh`: rows generated
// with `--datasets summedits`, a source the rules were never developed on).
//
//   npm run build && node scripts/eval-single-edits.mjs --in FILE [--split heldout|fit|fresh|sentences|all] [--near-copy]
//     [--params FILE] [--examples N] [--verify]
// --half dev|test keeps one half of the split, by source claim (develop on `dev`, report on `test`);
// rows made with --from-sentences carry their own half, by chunk.
// --verify judges each claim through verify() (claim splitting and the mechanical evidence check
// after the judge), the path a user's answers take, instead of the judge's verifyClaims alone.
// --near-copy keeps only rows whose source claim copies one sentence of its context (the case a
// single edit is about; the generator marks them without asking the judge).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

/**
 * `dev` or `test`: a second, independent halving of a split by its source claim (FNV-1a of the
 * claim with a salt the fit/held-out split does not use), so that rules can be developed on one
 * half of the fresh rows while the other stays unread.
 */
function halfOf(claim) {
  let value = 0x811c9dc5;
  const text = `half:${claim.trim().toLowerCase().replace(/\s+/g, ' ')}`;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value % 2 === 0 ? 'dev' : 'test';
}

const { values } = parseArgs({
  options: {
    in: { type: 'string' },
    split: { type: 'string', default: 'heldout' },
    help: { type: 'boolean', short: 'h' },
    params: { type: 'string' },
    examples: { type: 'string', default: '0' },
    'near-copy': { type: 'boolean', default: false },
    verify: { type: 'boolean', default: false },
    half: { type: 'string' },
  },
});
if (!values.in || values.help) {
  (values.help ? console.log : console.error)(
    'Usage: node scripts/eval-single-edits.mjs --in FILE [--split heldout|fit|fresh|sentences|all] [--near-copy] [--params FILE] [--examples N] [--verify] [--half dev|test]',
  );
  process.exit(values.help ? 0 : 2);
}
const { createLocalJudge } = await import('../dist/judges/local/create-local-judge.js');
const { verify } = await import('../dist/verify.js');
const { silentLogger } = await import('../dist/logger.js');
const judge = createLocalJudge(values.params ? { params: values.params } : {});
const rows = readFileSync(values.in, 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line))
  .filter((row) => values.split === 'all' || row.split === values.split)
  .filter((row) => values.half === undefined || (row.half ?? halfOf(row.source_claim)) === values.half)
  .filter((row) => !values['near-copy'] || row.near_copy);
// verify() refuses a chunk over its input limit (InputError); those rows are left out and counted.
const { DEFAULT_INPUT_LIMITS } = await import('../dist/input/limits.js');
const overLimit = values.verify
  ? rows.filter((row) => row.context.some((text) => text.length > DEFAULT_INPUT_LIMITS.maxChunkChars))
  : [];
if (overLimit.length > 0) {
  const skip = new Set(overLimit);
  rows.splice(0, rows.length, ...rows.filter((row) => !skip.has(row)));
}

const byKind = new Map();
const shown = Number(values.examples);
/**
 * The verdict on one claim: the judge's own, or with --verify the way a user meets it — verify()
 * splits the claim text and checks every quote after the judge; a claim counts as not supported
 * when any of its parts is not.
 */
async function judgeClaim(claim, chunks, query) {
  if (values.verify) {
    const report = await verify({
      response: claim,
      chunks,
      judge,
      query: query ?? undefined,
      logger: silentLogger,
    });
    const failing = report.claims.find((item) => item.verdict !== 'supported');
    return {
      verdict: failing ? failing.verdict : report.claims.length > 0 ? 'supported' : 'error',
      reasoning: failing?.reasoning ?? '',
    };
  }
  const { judgements } = await judge.verifyClaims({
    claims: [{ text: claim, span: null }],
    chunks,
    query: query ?? undefined,
  });
  const judgement = judgements[0];
  return judgement.ok
    ? { verdict: judgement.verdict, reasoning: judgement.reasoning }
    : { verdict: 'error', reasoning: judgement.error.message };
}

for (const row of rows) {
  const chunks = row.context.map((text, index) => ({ id: `c${index + 1}`, text }));
  const judgement = await judgeClaim(row.claim, chunks, row.query);
  const verdict = judgement.verdict;
  // The unedited claim's verdict: an edit can only be told apart where the original passes.
  const sourceSupported = (await judgeClaim(row.source_claim, chunks, row.query)).verdict === 'supported';
  const entry = byKind.get(row.fine_label) ?? {
    label: row.label,
    n: 0,
    notSupported: 0,
    contradicted: 0,
    misses: [],
    sourcePassed: 0,
    notSupportedWhereSourcePassed: 0,
  };
  if (sourceSupported) {
    entry.sourcePassed += 1;
    if (verdict !== 'supported') entry.notSupportedWhereSourcePassed += 1;
  }
  entry.n += 1;
  if (verdict !== 'supported') entry.notSupported += 1;
  if (verdict === 'contradicted') entry.contradicted += 1;
  const wrong = row.label === 'supported' ? verdict !== 'supported' : verdict === 'supported';
  if (wrong && entry.misses.length < shown)
    entry.misses.push(`${row.edit} | ${row.claim.slice(0, 140)} — ${judgement.reasoning}`);
  byKind.set(row.fine_label, entry);
}
console.log(
  `split ${values.split}${values['near-copy'] ? ', near-copies of one sentence only' : ''}: ${rows.length} rows` +
    (overLimit.length > 0 ? ` (${overLimit.length} left out: a chunk over verify()'s character limit)` : ''),
);
console.log(
  'kind                  n   not supported   of which contradicted   where the unedited claim is supported',
);
for (const [kind, entry] of [...byKind].sort()) {
  const share = ((100 * entry.notSupported) / entry.n).toFixed(1);
  const word = entry.label === 'supported' ? 'flagged' : 'caught ';
  const conditional =
    entry.sourcePassed > 0
      ? ((100 * entry.notSupportedWhereSourcePassed) / entry.sourcePassed).toFixed(1)
      : '-';
  console.log(
    `${kind.padEnd(20)} ${String(entry.n).padStart(4)}   ${word} ${share.padStart(5)} %   ${String(entry.contradicted).padStart(4)}                    ${word} ${conditional.padStart(5)} % of ${entry.sourcePassed}`,
  );
  for (const miss of entry.misses) console.log(`    ✗ ${miss}`);
}
