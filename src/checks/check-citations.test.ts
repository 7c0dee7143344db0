import { describe, expect, it } from 'vitest';
import type { Chunk } from '../spec/chunk.js';
import { mockJudge } from '../test/mock-judge.js';
import { verify } from '../verify.js';
import { appleChunks } from './__fixtures__/mock-model.js';
import { checkCitations } from './check-citations.js';
import { findCitationPatterns, stripCitationMarkers } from './citation-markers.js';
import { sourceIdentifiers } from './source-identifiers.js';

describe('sourceIdentifiers', () => {
  it("builds the three-aspect specification's identifiers and combinations from metadata", () => {
    const identifiers = sourceIdentifiers(appleChunks[0]!);
    expect(identifiers.financial).toEqual([
      'AAPL 10-Q 2023',
      'AAPL 2023',
      'AAPL 10-Q',
      '10-Q 2023',
      'AAPL',
      '10-Q',
      '2023',
    ]);
  });

  it('reads loosely named keys and generic identifiers', () => {
    const identifiers = sourceIdentifiers({
      id: 'x',
      text: '',
      metadata: {
        Symbol: 'msft',
        filingDate: '2022-10-01',
        Form: '10-K',
        title: 'Annual Report',
        source: 'filings/msft-annual-2022.pdf',
        url: 'https://example.com/msft',
        doc_id: 'DOC-77',
        chunk_index: 4,
      },
    });
    expect(identifiers.financial).toContain('MSFT 10-K 2022');
    expect(identifiers.generic).toEqual([
      'Annual Report',
      'https://example.com/msft',
      'filings/msft-annual-2022.pdf',
      'msft-annual-2022',
      'DOC-77',
      'chunk 4',
    ]);
  });
});

describe('checkCitations', () => {
  it("the three-aspect specification's example: a fully cited answer over 5 AAPL 10-Q 2023 chunks has coverage 1.0", () => {
    const result = checkCitations({
      answer: "Apple's revenue was $394 billion [Source: AAPL 10-Q 2023]",
      chunks: appleChunks,
    });
    expect(result.score).toBe(1);
    expect(result.found).toBe(5);
    expect(result.total).toBe(5);
    expect(result.identifiersFound).toEqual(
      expect.arrayContaining(['AAPL', '2023', '10-Q', 'AAPL 10-Q 2023']),
    );
    expect(result.patterns.map((entry) => entry.pattern)).toEqual(['[Source: …]']);
    expect(result.perCitation).toHaveLength(1);
    expect(result.perCitation[0]).toMatchObject({
      marker: '[Source: AAPL 10-Q 2023]',
      claim: "Apple's revenue was $394 billion",
      citedChunkIds: appleChunks.map((chunk) => chunk.id),
      chunkId: 'aapl-1',
      supportsClaim: true,
      method: 'lexical',
    });
  });

  it('computes coverage = found / total + min(0.1 × patterns, 0.3), capped at 1', () => {
    const chunks: Chunk[] = [
      { id: 'm1', text: 'Cloud revenue grew.', metadata: { ticker: 'MSFT' } },
      { id: 'm2', text: 'Azure grew 29%.', metadata: { ticker: 'MSFT' } },
      { id: 'a1', text: 'iPhone sales fell.', metadata: { ticker: 'AAPL' } },
      { id: 'a2', text: 'Mac sales fell.', metadata: { ticker: 'AAPL' } },
    ];
    expect(checkCitations({ answer: 'Cloud revenue grew at MSFT.', chunks }).score).toBe(0.5);
    expect(checkCitations({ answer: 'According to MSFT, cloud revenue grew.', chunks }).score).toBe(0.6);
    expect(checkCitations({ answer: 'Sales fell.', chunks }).score).toBe(0);
    const many = checkCitations({ answer: 'A [1]. B [2]. C [3]. D [1]. per the filing.', chunks });
    expect(many.found).toBe(3);
    expect(many.patterns).toHaveLength(5);
    expect(many.patternBonus).toBe(0.3);
    expect(many.score).toBe(1); // 0.75 + 0.3, capped
  });

  it('counts every citation pattern, including "in the … filing"', () => {
    const found = findCitationPatterns(
      'As stated in the Q3 2023 10-Q filing, sales rose (Source: 2). According to management [Source: 1], per the filing, margins held [3].',
    ).map((entry) => entry.pattern);
    expect(found).toEqual([
      'in the … filing',
      '(Source: …)',
      'according to',
      '[Source: …]',
      'per the filing',
      '[n]',
    ]);
  });

  it('scores 0 with no sources, and ignores markdown links', () => {
    expect(checkCitations({ answer: 'It is 30 days [1].', chunks: [] }).score).toBe(0);
    const result = checkCitations({
      answer: 'See [the docs](https://example.com) for details.',
      chunks: [{ id: 'the docs', text: 'details' }],
    });
    expect(result.perCitation).toEqual([]);
    expect(result.found).toBe(0);
  });

  const policy: Chunk[] = [
    { id: 'refunds', text: 'The refund window is 30 days from delivery.' },
    { id: 'shipping', text: 'Shipping is free for members.' },
  ];

  it('maps each marker to its sentence and names the chunk that would support it (lexical)', () => {
    const result = checkCitations({
      answer: 'Shipping is free for members [1]. The refund window is 30 days. [2]',
      chunks: policy,
    });
    expect(result.perCitation).toEqual([
      expect.objectContaining({
        marker: '[1]',
        claim: 'Shipping is free for members.',
        chunkId: 'refunds',
        supportsClaim: false,
        betterChunkId: 'shipping',
        method: 'lexical',
      }),
      expect.objectContaining({
        marker: '[2]',
        claim: 'The refund window is 30 days.',
        chunkId: 'shipping',
        supportsClaim: false,
        betterChunkId: 'refunds',
      }),
    ]);
    const right = checkCitations({
      answer: 'Shipping is free for members [2]. The refund window is 30 days [refunds].',
      chunks: policy,
    });
    expect(
      right.perCitation.map((entry) => [entry.chunkId, entry.supportsClaim, entry.betterChunkId]),
    ).toEqual([
      ['shipping', true, null],
      ['refunds', true, null],
    ]);
  });

  it("uses the report's evidence when claim verdicts are available", async () => {
    const answer = 'Members ship for free [1]. Refunds take 45 days [2].';
    const judge = mockJudge({
      claims: { [answer]: ['Members ship for free', 'Refunds take 45 days'] },
      verdicts: {
        'Members ship for free': {
          verdict: 'supported',
          evidence: [{ chunkId: 'shipping', quote: 'Shipping is free for members' }],
        },
        'Refunds take 45 days': {
          verdict: 'contradicted',
          evidence: [{ chunkId: 'refunds', quote: 'refund window is 30 days' }],
        },
      },
    });
    const report = await verify({ response: answer, chunks: policy, judge });
    const result = checkCitations({ answer, chunks: policy, report });
    expect(result.perCitation).toEqual([
      expect.objectContaining({
        marker: '[1]',
        claim: 'Members ship for free.',
        chunkId: 'refunds',
        supportsClaim: false,
        betterChunkId: 'shipping',
        method: 'claim_verdicts',
      }),
      expect.objectContaining({
        marker: '[2]',
        chunkId: 'shipping',
        supportsClaim: false,
        betterChunkId: null,
        method: 'claim_verdicts',
      }),
    ]);
    judge.assertNoUnexpectedCalls();
  });

  it('resolves phrases and titles, and leaves unresolvable markers unresolved', () => {
    const chunks: Chunk[] = [
      { id: 'p1', text: 'Refunds are accepted within 30 days.', metadata: { title: 'Refund Policy' } },
      { id: 'p2', text: 'Orders ship in 2 days.', metadata: { title: 'Shipping Guide' } },
    ];
    const result = checkCitations({
      answer:
        'According to the Refund Policy, refunds are accepted within 30 days. Orders ship in 2 days [7].',
      chunks,
    });
    expect(result.citedChunkIds).toEqual(['p1']);
    expect(result.perCitation).toEqual([
      expect.objectContaining({
        marker: 'According to the Refund Policy',
        citedChunkIds: ['p1'],
        supportsClaim: true,
      }),
      expect.objectContaining({
        marker: '[7]',
        citedChunkIds: [],
        chunkId: null,
        supportsClaim: null,
        betterChunkId: 'p2',
        method: 'unresolved',
      }),
    ]);
  });
});

describe('stripCitationMarkers', () => {
  it('removes bracketed citation markers and tidies the spacing', () => {
    expect(stripCitationMarkers("Apple's revenue was $394 billion [Source: AAPL 10-Q 2023].")).toBe(
      "Apple's revenue was $394 billion.",
    );
    expect(stripCitationMarkers('Sales rose 8% (Source: 2) and margins held [3, 4].')).toBe(
      'Sales rose 8% and margins held.',
    );
  });
});
