/**
 * The chunks of one check, cut into sentences, tokenised once and indexed for BM25. Retrieval is
 * sentence-level so that evidence quotes are short and exact; the inverted index keeps a long
 * context (a scraped web page of 15,000 words) cheap to search for every claim.
 */
import type { Chunk } from '../../../spec/chunk.js';
import { splitSentences } from '../text/split-sentences.js';
import { type Token, tokenize } from '../text/tokenize.js';

/**
 * One sentence of one chunk. In a long context its tokens are produced again on first use and kept
 * only for the sentences a claim looks at, so a 15,000-word page does not hold 15,000 token objects.
 */
export class IndexedSentence {
  #tokens: Token[] | null = null;
  #stems: Set<string> | null = null;

  constructor(
    /** Position in `SentenceIndex.sentences`. */
    readonly id: number,
    readonly chunkIndex: number,
    /** 1-based position within its chunk, for reasoning a person can check. */
    readonly position: number,
    readonly start: number,
    readonly end: number,
    /** The chunk's text (offsets index into it). */
    readonly source: string,
    readonly contentLength: number,
    tokens: Token[] | null = null,
  ) {
    this.#tokens = tokens;
  }

  /** Content stems of the sentence. */
  get stems(): Set<string> {
    this.#stems ??= new Set(this.tokens.filter((token) => token.isContent).map((token) => token.stem));
    return this.#stems;
  }

  /** The sentence's tokens (offsets in the chunk), computed once on first use. */
  get tokens(): Token[] {
    this.#tokens ??= tokenize(this.source.slice(this.start, this.end), this.start);
    return this.#tokens;
  }
}

/** BM25 over sentences; plus the set of every stem and lower-case word in the context. */
export interface SentenceIndex {
  chunks: readonly Chunk[];
  sentences: IndexedSentence[];
  /** Stem → flat pairs `[sentenceId, count, sentenceId, count, …]`. */
  postings: Map<string, number[]>;
  averageLength: number;
  /** Every stem in the context (content or not). */
  contextStems: Set<string>;
  totalTokens: number;
}

/** Up to this many characters of context, sentence tokens are kept from the indexing pass. */
export const KEEP_TOKENS_CHARS = 15_000;

/** Above this many characters of context, sentences are prefiltered by the claims' word prefixes. */
export const PREFILTER_CHARS = 20_000;

/** Share of content words among a sentence's words, for sentences counted but not tokenised. */
const CONTENT_SHARE = 0.55;

function estimateWords(text: string): number {
  let words = 0;
  let inWord = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const space = code === 32 || code === 10 || code === 9 || code === 13;
    if (!space && !inWord) words += 1;
    inWord = !space;
  }
  return words;
}

/**
 * What a claim must share with a sentence for the sentence to be worth tokenising: the first four
 * characters of each content word and of its stem (lower case).
 */
export function mentionsOf(claimTokens: readonly Token[]): string[] {
  const mentions = new Set<string>();
  for (const token of claimTokens) {
    if (!token.isContent) continue;
    mentions.add(token.lower.slice(0, 4));
    mentions.add(token.stem.slice(0, 4));
  }
  return [...mentions];
}

/** Builds the index. Pure and deterministic. */
export function buildSentenceIndex(
  chunks: readonly Chunk[],
  options: { mentions?: readonly string[] } = {},
): SentenceIndex {
  const characters = chunks.reduce((sum, chunk) => sum + chunk.text.length, 0);
  const keepTokens = characters <= KEEP_TOKENS_CHARS;
  // In a long context, a sentence that mentions none of the claims' word prefixes cannot match
  // any of them: count it (for BM25's statistics) without tokenising it.
  const mentions =
    characters > PREFILTER_CHARS && options.mentions && options.mentions.length > 0 ? options.mentions : null;
  const sentences: IndexedSentence[] = [];
  const postings = new Map<string, number[]>();
  const contextStems = new Set<string>();
  let totalLength = 0;
  let totalTokens = 0;
  chunks.forEach((chunk, chunkIndex) => {
    splitSentences(chunk.text).forEach((span, index) => {
      const text = chunk.text.slice(span.start, span.end);
      if (mentions) {
        const lower = text.toLowerCase();
        if (!mentions.some((mention) => lower.includes(mention))) {
          const words = estimateWords(text);
          totalTokens += words;
          const contentLength = Math.round(words * CONTENT_SHARE);
          totalLength += contentLength;
          sentences.push(
            new IndexedSentence(
              sentences.length,
              chunkIndex,
              index + 1,
              span.start,
              span.end,
              chunk.text,
              contentLength,
            ),
          );
          return;
        }
      }
      const tokens = tokenize(text, span.start);
      totalTokens += tokens.length;
      const counts = new Map<string, number>();
      let contentLength = 0;
      for (const token of tokens) {
        contextStems.add(token.stem);
        if (!token.isContent) continue;
        contentLength += 1;
        counts.set(token.stem, (counts.get(token.stem) ?? 0) + 1);
      }
      const id = sentences.length;
      for (const [stem, count] of counts) {
        let list = postings.get(stem);
        if (!list) {
          list = [];
          postings.set(stem, list);
        }
        list.push(id, count);
      }
      totalLength += contentLength;
      sentences.push(
        new IndexedSentence(
          id,
          chunkIndex,
          index + 1,
          span.start,
          span.end,
          chunk.text,
          contentLength,
          keepTokens ? tokens : null,
        ),
      );
    });
  });
  return {
    chunks,
    sentences,
    postings,
    averageLength: sentences.length > 0 ? totalLength / sentences.length : 1,
    contextStems,
    totalTokens,
  };
}

/** Inverse document frequency of a stem over the index's sentences (BM25's, never negative). */
export function inverseFrequency(index: SentenceIndex, stem: string): number {
  const frequency = (index.postings.get(stem)?.length ?? 0) / 2;
  const count = index.sentences.length;
  return Math.log(1 + (count - frequency + 0.5) / (frequency + 0.5));
}

/**
 * The `limit` best sentences for the query stems, best first (ties: earlier sentence first).
 * @example searchSentences(index, ['refund', 'window'], 3)
 */
export function searchSentences(
  index: SentenceIndex,
  queryStems: readonly string[],
  limit: number,
): Array<{ sentence: IndexedSentence; score: number }> {
  const k1 = 1.2;
  const b = 0.75;
  const scores = new Float64Array(index.sentences.length);
  const touched: number[] = [];
  for (const stem of new Set(queryStems)) {
    const list = index.postings.get(stem);
    if (!list) continue;
    const idf = inverseFrequency(index, stem);
    for (let at = 0; at < list.length; at += 2) {
      const id = list[at]!;
      const count = list[at + 1]!;
      const length = index.sentences[id]!.contentLength;
      const norm = count + k1 * (1 - b + (b * length) / index.averageLength);
      if (scores[id] === 0) touched.push(id);
      scores[id]! += (idf * count * (k1 + 1)) / norm;
    }
  }
  return touched
    .sort((left, right) => scores[right]! - scores[left]! || left - right)
    .slice(0, limit)
    .map((id) => ({ sentence: index.sentences[id]!, score: scores[id]! }));
}
