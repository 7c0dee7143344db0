import { describe, expect, it } from 'vitest';
import type { ClaimVerdict } from '../spec/claim.js';
import { ChunkIndex, checkEvidence } from './check-evidence.js';
import { locateQuote } from './locate-quote.js';

const chunks = [
  { id: 'c1', text: 'Refunds.\nThe refund   window is 30 days from delivery.' },
  { id: 'c2', text: 'The project\u2019s code name is \u201cApollo\u201d.' },
];

describe('locateQuote', () => {
  it('folds case and whitespace and returns offsets in the original text', () => {
    const span = locateQuote(chunks[0]!.text, 'the REFUND window is 30 days');
    expect(span).not.toBeNull();
    expect(chunks[0]!.text.slice(span!.start, span!.end)).toBe('The refund   window is 30 days');
  });

  it('folds typographic quotes and strips wrapping quotes and ellipses', () => {
    const span = locateQuote(chunks[1]!.text, '"...project\'s code name is "Apollo"..."');
    expect(chunks[1]!.text.slice(span!.start, span!.end)).toBe(
      'project\u2019s code name is \u201cApollo\u201d',
    );
  });

  it('returns null for a quote that is not there, or empty', () => {
    expect(locateQuote(chunks[0]!.text, 'the refund window is 60 days')).toBeNull();
    expect(locateQuote(chunks[0]!.text, '   ')).toBeNull();
  });
});

describe('checkEvidence', () => {
  const index = new ChunkIndex(chunks);
  const base: ClaimVerdict = { verdict: 'supported', evidence: [], reasoning: 'found it', confidence: 0.9 };

  it('recomputes offsets from the chunk, ignoring the judge\u2019s', () => {
    const result = checkEvidence(
      { ...base, evidence: [{ chunkId: 'c1', quote: 'window is 30 days', start: 0, end: 3 }] },
      index,
    );
    expect(result.verdict.evidence).toEqual([
      { chunkId: 'c1', quote: 'window is 30 days', start: 22, end: 39 },
    ]);
    expect(chunks[0]!.text.indexOf('window is 30 days')).toBe(22);
    expect(result.downgrade).toBeUndefined();
  });

  it('downgrades a supported verdict whose quote is invented', () => {
    const result = checkEvidence(
      { ...base, evidence: [{ chunkId: 'c1', quote: 'window is 60 days', start: 0, end: 0 }] },
      index,
    );
    expect(result.verdict.verdict).toBe('no_evidence');
    expect(result.downgrade).toEqual({
      from: 'supported',
      reason: expect.stringContaining('not in the chunks'),
    });
    expect(result.rejected).toHaveLength(1);
  });

  it('downgrades a supported verdict that names an unknown chunk or quotes nothing', () => {
    expect(
      checkEvidence({ ...base, evidence: [{ chunkId: 'c9', quote: 'Apollo', start: 0, end: 0 }] }, index)
        .downgrade?.from,
    ).toBe('supported');
    expect(checkEvidence({ ...base, verdict: 'partially_supported' }, index).downgrade?.from).toBe(
      'partially_supported',
    );
  });

  it('keeps a contradicted verdict, dropping only invalid quotes', () => {
    const result = checkEvidence(
      {
        ...base,
        verdict: 'contradicted',
        evidence: [{ chunkId: 'c1', quote: 'invented', start: 0, end: 0 }],
      },
      index,
    );
    expect(result.verdict.verdict).toBe('contradicted');
    expect(result.verdict.evidence).toEqual([]);
    expect(result.downgrade).toBeUndefined();
  });
});

describe('locateQuote with astral characters', () => {
  it('keeps offsets aligned after emoji and accented capitals', () => {
    const text = 'Résumé 😀 ÉCOLE: the window is 30 days.';
    const span = locateQuote(text, 'window is 30 days');
    expect(text.slice(span!.start, span!.end)).toBe('window is 30 days');
    const accented = locateQuote(text, 'école');
    expect(text.slice(accented!.start, accented!.end)).toBe('ÉCOLE');
  });
});
