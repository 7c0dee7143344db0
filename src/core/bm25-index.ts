/**
 * A small in-memory BM25 index (Robertson–Spärck Jones idf, k1 = 1.2, b = 0.75 by default):
 * enough to rank a few thousand passages lexically with no external service, which is all the LLM judge's passage selection and the
 * corrective loop needs to run offline. Scores are returned, not just ranks, so callers can
 * threshold them.
 */
import { tokenize } from './tokenize.js';

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
    const terms = tokenize(text);
    const frequencies = new Map<string, number>();
    for (const term of terms) frequencies.set(term, (frequencies.get(term) ?? 0) + 1);
    for (const term of frequencies.keys())
      this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1);
    this.termFrequencies.push(frequencies);
    this.lengths.push(terms.length);
    this.totalLength += terms.length;
    return this.lengths.length - 1;
  }

  /** Inverse document frequency of an (already tokenised) term; never negative. */
  idf(term: string): number {
    const documentCount = this.size;
    const frequency = this.documentFrequency.get(term) ?? 0;
    return Math.log(1 + (documentCount - frequency + 0.5) / (frequency + 0.5));
  }

  /** BM25 score of one document for a query. */
  score(query: string, index: number): number {
    return this.scoreTerms([...new Set(tokenize(query))], index);
  }

  /** Documents with a positive score, best first (ties: earlier document first), at most `limit`. */
  search({ query, limit = 10 }: { query: string; limit?: number }): Bm25Hit[] {
    const terms = [...new Set(tokenize(query))];
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
    const lengthNorm = 1 - this.b + this.b * (this.lengths[index]! / averageLength);
    let score = 0;
    for (const term of terms) {
      const frequency = frequencies.get(term);
      if (!frequency) continue;
      score += (this.idf(term) * (frequency * (this.k1 + 1))) / (frequency + this.k1 * lengthNorm);
    }
    return score;
  }
}
