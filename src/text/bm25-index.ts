/**
 * BM25 (Robertson–Spärck Jones idf, k1 = 1.2, b = 0.75 by default) over the content stems of
 * `tokenize`. Two indexes use it: `Bm25Index` here, a small in-memory index for passages (the
 * corrective loop's retriever and extractive generator, the LLM judge's passage selection), and
 * the local judge's sentence postings (`judges/local/evidence/sentence-index.ts`), kept apart for
 * speed (flat postings, top-k without a sort, lazy tokens on long pages) but scoring with the same
 * `bm25Idf` and `bm25TermWeight` over the same tokens. Scores are returned, not just ranks, so
 * callers can threshold them.
 */
import { contentStems } from './content-words.js';

export interface Bm25Options {
  /** Term-frequency saturation. Default 1.2. */
  k1?: number;
  /** Length normalisation, 0–1. Default 0.75. */
  b?: number;
}

export interface Bm25Hit {
  /** Position of the document in the order it was added. */
  index: number;
  score: number;
}

/** Inverse document frequency of a term in `documentFrequency` of `documentCount` documents; never negative. */
export function bm25Idf(documentCount: number, documentFrequency: number): number {
  return Math.log(1 + (documentCount - documentFrequency + 0.5) / (documentFrequency + 0.5));
}

/**
 * One term's contribution to a document's score: `count` occurrences in a document of `length`
 * terms, when documents average `averageLength` terms.
 * @example bm25TermWeight({ idf: 1, count: 1, length: 5, averageLength: 5, k1: 1.2, b: 0.75 }) // 1
 */
export function bm25TermWeight(options: {
  idf: number;
  count: number;
  length: number;
  averageLength: number;
  k1: number;
  b: number;
}): number {
  const { idf, count, length, averageLength, k1, b } = options;
  return bm25NormedWeight(idf, count, bm25LengthNorm(length, averageLength, k1, b), k1);
}

/**
 * The part of `bm25TermWeight` that depends on the document's length alone, the same for every
 * term: an index that scores many terms against one document computes it once.
 */
export function bm25LengthNorm(length: number, averageLength: number, k1: number, b: number): number {
  return k1 * (1 - b + (b * length) / averageLength);
}

/** `bm25TermWeight` given the document's `bm25LengthNorm` (the same operations, the same result). */
export function bm25NormedWeight(idf: number, count: number, lengthNorm: number, k1: number): number {
  return (idf * count * (k1 + 1)) / (count + lengthNorm);
}

/**
 * @example
 * const index = new Bm25Index(['refunds take 5 days', 'shipping is free']);
 * index.search({ query: 'refund days' })[0]; // { index: 0, score: … }
 */
export class Bm25Index {
  private readonly k1: number;
  private readonly b: number;
  private readonly termFrequencies: Array<Map<string, number>> = [];
  private readonly lengths: number[] = [];
  private readonly documentFrequency = new Map<string, number>();
  private totalLength = 0;

  constructor(documents: readonly string[] = [], options: Bm25Options = {}) {
    this.k1 = options.k1 ?? 1.2;
    this.b = options.b ?? 0.75;
    for (const document of documents) this.add(document);
  }

  /** Number of documents in the index. */
  get size(): number {
    return this.lengths.length;
  }

  /** Adds a document; returns its index. */
  add(text: string): number {
    const terms = contentStems(text);
    const frequencies = new Map<string, number>();
    for (const term of terms) frequencies.set(term, (frequencies.get(term) ?? 0) + 1);
    for (const term of frequencies.keys())
      this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1);
    this.termFrequencies.push(frequencies);
    this.lengths.push(terms.length);
    this.totalLength += terms.length;
    return this.lengths.length - 1;
  }

  /** Inverse document frequency of a term (a content stem, as `contentStems` gives it); never negative. */
  idf(term: string): number {
    return bm25Idf(this.size, this.documentFrequency.get(term) ?? 0);
  }

  /** BM25 score of one document for a query. */
  score(query: string, index: number): number {
    return this.scoreTerms([...new Set(contentStems(query))], index);
  }

  /** Documents with a positive score, best first (ties: earlier document first), at most `limit`. */
  search({ query, limit = 10 }: { query: string; limit?: number }): Bm25Hit[] {
    const terms = [...new Set(contentStems(query))];
    if (terms.length === 0 || this.size === 0) return [];
    const hits: Bm25Hit[] = [];
    for (let index = 0; index < this.size; index += 1) {
      const score = this.scoreTerms(terms, index);
      if (score > 0) hits.push({ index, score });
    }
    hits.sort((left, right) => right.score - left.score || left.index - right.index);
    return hits.slice(0, limit);
  }

  private scoreTerms(terms: readonly string[], index: number): number {
    const frequencies = this.termFrequencies[index];
    if (!frequencies) return 0;
    const averageLength = this.totalLength / Math.max(1, this.size) || 1;
    const length = this.lengths[index]!;
    let score = 0;
    for (const term of terms) {
      const count = frequencies.get(term);
      if (!count) continue;
      score += bm25TermWeight({ idf: this.idf(term), count, length, averageLength, k1: this.k1, b: this.b });
    }
    return score;
  }
}
