// The single-edit generator (scripts/generate-single-edits.mjs), run as its users run it: a data
// folder in, JSONL out. Its rows are the held-out measure of issue 24, so what makes them held out
// (the split, the half by chunk, the edit being the only change) is tested here.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

interface Row {
  split: string;
  half?: string;
  claim: string;
  source_claim: string;
  context: string[];
  label: string;
  fine_label: string;
  edit: string;
  near_copy: boolean;
}

const folder = mkdtempSync(join(tmpdir(), 'faithcheck-generator-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const CHUNKS = [
  'Lindner Küchen GmbH has its headquarters in Bielefeld, where the company was founded in 1952. ' +
    'Production takes place at two plants in Gütersloh and Paderborn, which employ more than 800 people. ' +
    'The company does not sell directly to consumers and works with 120 retailers across Germany.',
  'The Tar-Baby is the second of the Uncle Remus stories published by Joel Chandler Harris in 1881. ' +
    'Residence Mutschellen is 1.2 miles from the centre of Zurich and 3 miles from the lake shore.',
];

function generate(dataset: string, rows: object[], extra: string[]): Row[] {
  writeFileSync(
    join(folder, `${dataset}.dev.jsonl`),
    `${rows.map((row) => JSON.stringify(row)).join('\n')}\n`,
  );
  const out = join(folder, `${dataset}-${extra.join('')}.jsonl`);
  execFileSync(
    process.execPath,
    ['scripts/generate-single-edits.mjs', '--data', folder, '--datasets', dataset, '--out', out, ...extra],
    { encoding: 'utf8' },
  );
  return readFileSync(out, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Row);
}

describe('generate-single-edits --from-sentences', () => {
  const rows = generate(
    'tiny',
    [
      { id: 'a', claim: 'Something unrelated.', label: 'unsupported', context: CHUNKS },
      // The same chunks again: each chunk is a source once.
      { id: 'b', claim: 'Another claim.', label: 'supported', context: CHUNKS },
    ],
    ['--from-sentences'],
  );

  it('takes its sources from the chunks, each an exact sentence, once per chunk', () => {
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.split).toBe('sentences');
      expect(row.context.some((chunk) => chunk.includes(row.source_claim))).toBe(true);
      expect(row.near_copy).toBe(true);
      expect(row.claim).not.toBe(row.source_claim);
    }
    const sources = new Set(rows.map((row) => row.source_claim));
    expect(sources.size).toBeLessThanOrEqual(2 * CHUNKS.length);
    expect(
      rows.filter((row) => row.fine_label === 'entity' && row.source_claim === rows[0]!.source_claim).length,
    ).toBeLessThanOrEqual(1);
  });

  it('halves by chunk: every source of one chunk is on the same side', () => {
    for (const chunk of CHUNKS) {
      const halves = new Set(rows.filter((row) => chunk.includes(row.source_claim)).map((row) => row.half));
      expect(halves.size).toBeLessThanOrEqual(1);
      for (const half of halves) expect(['dev', 'test']).toContain(half);
    }
  });

  it('labels edits unsupported and rewrites supported, and changes one detail only', () => {
    for (const row of rows) {
      const faithful = row.fine_label === 'number-format' || row.fine_label === 'supported-negation';
      expect(row.label).toBe(faithful ? 'supported' : 'unsupported');
      // One change: the words before and after it are the source's own.
      const prefix = commonPrefix(row.claim, row.source_claim);
      const suffix = commonPrefix(
        [...row.claim].reverse().join(''),
        [...row.source_claim].reverse().join(''),
      );
      expect(prefix + suffix).toBeGreaterThan(Math.min(row.claim.length, row.source_claim.length) / 2);
    }
  });

  it('spells out a whole number only, never a digit of a decimal', () => {
    const rewrites = rows.filter((row) => row.fine_label === 'number-format');
    for (const row of rewrites) expect(row.claim).not.toMatch(/\d\.[a-z]/);
    expect(rows.some((row) => row.claim.includes('1.two'))).toBe(false);
  });
});

describe('generate-single-edits (claims)', () => {
  it('rewrites only supported claims, in the fresh split for a dataset it is not calibrated on', () => {
    const rows = generate(
      'other',
      [
        {
          id: 'a',
          claim: 'Lindner Küchen GmbH has its headquarters in Bielefeld.',
          label: 'supported',
          context: CHUNKS,
        },
        {
          id: 'b',
          claim: 'Lindner Küchen GmbH has its headquarters in Paderborn.',
          label: 'unsupported',
          context: CHUNKS,
        },
      ],
      [],
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.split).toBe('fresh');
      expect(row.source_claim).toBe('Lindner Küchen GmbH has its headquarters in Bielefeld.');
    }
    // The entity swap puts in a name of the same chunks, in place of one of the claim's.
    const swap = rows.find((row) => row.fine_label === 'entity');
    const [from, to] = swap?.edit.split(' → ') ?? [];
    expect(swap?.source_claim).toContain(from);
    expect(swap?.claim).toContain(to);
    expect(CHUNKS.some((chunk) => chunk.includes(to!))).toBe(true);
  });
});

function commonPrefix(a: string, b: string): number {
  let length = 0;
  while (length < a.length && a[length] === b[length]) length += 1;
  return length;
}
