import { describe, expect, it } from 'vitest';
import type { ClaimReport } from '../spec/report.js';
import type { Verdict } from '../spec/verdict.js';
import { extractiveGenerator } from './extractive-generator.js';
import { applyEdits, formatEdits, minimalEdit } from './minimal-edit.js';

const response =
  'Online orders may be returned within 30 days. Refunds take 14 business days. Items must be unused.  Every return gets a free label.';

function claimAt(text: string, verdict: Verdict | null, withSpan = true): ClaimReport {
  const start = response.indexOf(text);
  return {
    claim: text,
    span: withSpan ? { start, end: start + text.length } : null,
    verdict,
    supported: verdict === 'supported',
    sourceChunkId: null,
    evidence: [],
    reasoning: '',
    confidence: 1,
  };
}

const claims = [
  claimAt('Online orders may be returned within 30 days.', 'supported'),
  claimAt('Refunds take 14 business days.', 'contradicted'),
  claimAt('Items must be unused.', 'partially_supported'),
  claimAt('Every return gets a free label.', 'no_evidence'),
];
const chunks = [{ id: 'refunds', text: 'Refunds take 5 business days from receipt. Labels cost $6.95.' }];

describe('minimalEdit', () => {
  it('removes only the unsupported sentences when there is no rewriter, leaving the rest byte for byte', async () => {
    const result = await minimalEdit({ response, claims, query: 'returns?', chunks });
    expect(result.response).toBe('Online orders may be returned within 30 days. Items must be unused.');
    expect(result.edits.map((edit) => [edit.kind, edit.before, edit.after])).toEqual([
      ['removed', 'Refunds take 14 business days.', null],
      ['removed', 'Every return gets a free label.', null],
    ]);
    expect(result.unchangedSentences).toBe(2);
    for (const edit of result.edits) expect(response.slice(edit.start, edit.end)).toBe(edit.before);
  });

  it('rewrites from the context with a rewriter and reports the diff', async () => {
    const result = await minimalEdit({
      response,
      claims,
      query: 'returns?',
      chunks,
      rewrite: extractiveGenerator().rewrite,
    });
    expect(result.edits[0]).toMatchObject({
      kind: 'rewritten',
      before: 'Refunds take 14 business days.',
      after: 'Refunds take 5 business days from receipt.',
      claims: ['Refunds take 14 business days.'],
    });
    expect(result.response).toContain(
      'Online orders may be returned within 30 days. Refunds take 5 business days',
    );
    expect(result.response).toContain('Items must be unused.');
    expect(formatEdits(result.edits)).toContain(
      '- Refunds take 14 business days.\n+ Refunds take 5 business days',
    );
  });

  it('finds the sentence of a claim without a span by its text, and leaves judge errors alone', async () => {
    const result = await minimalEdit({
      response,
      claims: [
        claimAt('Refunds take 14 business days.', 'no_evidence', false),
        claimAt('Items must be unused.', null),
      ],
      query: '',
      chunks: [],
    });
    expect(result.edits.map((edit) => edit.before)).toEqual(['Refunds take 14 business days.']);
  });

  it('changes nothing when every claim is supported', async () => {
    const result = await minimalEdit({ response, claims: [claims[0]!], query: '', chunks });
    expect(result.response).toBe(response);
    expect(formatEdits(result.edits)).toBe('(no changes)\n');
  });

  it('applyEdits removes a trailing sentence with the space before it', () => {
    const text = 'A is true. B is false.';
    expect(
      applyEdits(text, [
        { kind: 'removed', start: 11, end: 22, before: 'B is false.', after: null, claims: [] },
      ]),
    ).toBe('A is true.');
  });
});

describe('minimalEdit with chosen verdicts', () => {
  it('edits partially supported sentences when asked to (the loop does when nothing worse is left)', async () => {
    const result = await minimalEdit({
      response,
      claims,
      query: '',
      chunks,
      verdicts: ['partially_supported'],
    });
    expect(result.edits.map((edit) => edit.before)).toEqual(['Items must be unused.']);
  });
});
