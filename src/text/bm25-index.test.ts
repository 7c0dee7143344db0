import { describe, expect, it } from 'vitest';
import { Bm25Index, bm25Idf, bm25TermWeight } from './bm25-index.js';
import { contentStems } from './content-words.js';

describe('Bm25Index', () => {
  it('ranks the document with the query terms first and weighs rare terms more', () => {
    const index = new Bm25Index([
      'shipping shipping shipping is free on large orders',
      'refunds take five business days',
      'shipping takes five business days',
    ]);
    const hits = index.search({ query: 'refund business days' });
    expect(hits[0]!.index).toBe(1);
    expect(hits.map((hit) => hit.index)).toEqual([1, 2]);
    expect(hits[0]!.score).toBeGreaterThan(hits[1]!.score);
    const [refund, shipping] = contentStems('refunds shipping');
    expect(index.idf(refund!)).toBeGreaterThan(index.idf(shipping!));
  });

  it('saturates term frequency and normalises length', () => {
    const index = new Bm25Index(['tent', 'tent tent tent tent', 'tent with many other unrelated words here']);
    const [one, four, long] = [0, 1, 2].map((position) => index.score('tent', position));
    expect(four!).toBeGreaterThan(one!);
    expect(four! / one!).toBeLessThan(4);
    expect(one!).toBeGreaterThan(long!);
  });

  it('returns nothing for an empty query or an empty index, and keeps ties in document order', () => {
    expect(new Bm25Index(['a tent']).search({ query: 'the of and' })).toEqual([]);
    expect(new Bm25Index().search({ query: 'tent' })).toEqual([]);
    const ties = new Bm25Index(['blue tent', 'blue tent']).search({ query: 'tent' });
    expect(ties.map((hit) => hit.index)).toEqual([0, 1]);
  });

  it('scores a document as the sum of bm25TermWeight over the distinct query terms', () => {
    const index = new Bm25Index(['refunds take five days', 'shipping is free', 'refunds refunds']);
    // Content stems per document: 4, 2 and 2 → average 8 / 3.
    const expected = bm25TermWeight({
      idf: bm25Idf(3, 2),
      count: 2,
      length: 2,
      averageLength: 8 / 3,
      k1: 1.2,
      b: 0.75,
    });
    expect(index.score('refund refunds', 2)).toBe(expected);
  });
});

describe('bm25Idf and bm25TermWeight', () => {
  it('give the textbook values', () => {
    // idf = ln(1 + (N − n + 0.5) / (n + 0.5)); never negative, even for a term in every document.
    expect(bm25Idf(10, 1)).toBeCloseTo(Math.log(1 + 9.5 / 1.5), 12);
    expect(bm25Idf(2, 2)).toBeGreaterThan(0);
    // A document of average length: weight = idf · tf · (k1 + 1) / (tf + k1).
    expect(bm25TermWeight({ idf: 2, count: 3, length: 5, averageLength: 5, k1: 1.2, b: 0.75 })).toBeCloseTo(
      (2 * 3 * 2.2) / 4.2,
      12,
    );
  });
});
