/**
 * The chunks of one check, cut into sentences, tokenised once and indexed for BM25. Retrieval is
 * sentence-level so that evidence quotes are short and exact; the inverted index keeps a long
 * context (a scraped web page of 15,000 words) cheap to search for every claim.
 *
 * Why not `Bm25Index` (src/text/bm25-index.ts): this index is the judge's hot path. It keeps flat
 * postings per stem, scores only the sentences a query stem touches, keeps the top k without a
 * sort, and in a long context counts sentences without tokenising them. It reads the same tokens
 * (`tokenize`, content stems) and scores with the same `bm25Idf` / `bm25TermWeight` (its length
 * part computed once per sentence).
 */
import type { Chunk } from '../../../spec/chunk.js';
import { bm25Idf, bm25LengthNorm, bm25NormedWeight } from '../../../text/bm25-index.js';
import type { LanguageModule } from '../../../text/languages/language-module.js';
import { splitChunkSentences } from '../../../text/split-chunk-sentences.js';
import { type Token, tokenize } from '../../../text/tokenize.js';
import { IndexedSentence } from './indexed-sentence.js';

export { IndexedSentence } from './indexed-sentence.js';

/** BM25 over sentences; plus the set of every stem and lower-case word in the context. */
export interface SentenceIndex {
  chunks: readonly Chunk[];
  sentences: IndexedSentence[];
  /** Stem → flat pairs `[sentenceId, count, sentenceId, count, …]`. */
  postings: Map<string, number[]>;
  averageLength: number;
  /** Every stem in the context (content or not). */
  contextStems: StemLookup;
  totalTokens: number;
  /** Per sentence, BM25's length part of every term weight (`bm25LengthNorm`), computed once. */
  lengthNorms: Float64Array;
  /**
   * Whether every sentence was tokenised for the postings (no long-context prefilter): then a
   * sentence holds a content stem exactly when the stem's postings name it.
   */
  fullyPosted: boolean;
  /**
   * The sentences by their normalised text, built by `verbatimSentence` on the first claim that
   * asks. Held here, not in a WeakMap keyed by the index: V8's young-generation collections keep an
   * ephemeron's value alive while its key is young, so every check's index and tokens survived
   * them and were promoted (~2 MB a collection on the benchmark).
   */
  sentencesByText?: Map<string, IndexedSentence> | null;
}

/** Whether a stem is in a set of stems: all `SentenceIndex.contextStems` answers. */
export interface StemLookup {
  has(stem: string): boolean;
}

/**
 * Every stem of the indexed sentences: the content stems are the postings' keys already, so only
 * the others (function words, negations) are kept in a set of their own — one `Set.add` per token
 * of the context, for a set read only for a claim's few words, was a tenth of the indexing.
 */
class ContextStems implements StemLookup {
  constructor(
    private readonly postings: ReadonlyMap<string, unknown>,
    private readonly others: ReadonlySet<string>,
  ) {}

  has(stem: string): boolean {
    return this.postings.has(stem) || this.others.has(stem);
  }
}

/** Up to this many characters of context, sentence tokens are kept from the indexing pass. */
export const KEEP_TOKENS_CHARS = 15_000;

/** Above this many characters of context, sentences are prefiltered by the claims' word prefixes. */
export const PREFILTER_CHARS = 20_000;

/** BM25's term-frequency saturation and length normalisation for sentences. */
const K1 = 1.2;
const B = 0.75;

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
  options: {
    mentions?: readonly string[] | (() => readonly string[]);
    /** Read the chunks in this language (English when absent). */
    language?: LanguageModule;
  } = {},
): SentenceIndex {
  const characters = chunks.reduce((sum, chunk) => sum + chunk.text.length, 0);
  const keepTokens = characters <= KEEP_TOKENS_CHARS;
  // In a long context, a sentence that mentions none of the claims' word prefixes cannot match
  // any of them: count it (for BM25's statistics) without tokenising it.
  const given =
    characters > PREFILTER_CHARS && options.mentions
      ? typeof options.mentions === 'function'
        ? options.mentions()
        : options.mentions
      : null;
  const mentions = given && given.length > 0 ? given : null;
  const sentences: IndexedSentence[] = [];
  const postings = new Map<string, number[]>();
  /** Stems of the tokens that are not content (the content stems are the postings' keys). */
  const otherStems = new Set<string>();
  let totalLength = 0;
  let totalTokens = 0;
  // Indexed loops, not forEach with closures: this runs on every sentence of every check.
  for (let chunkIndex = 0; chunkIndex < chunks.length; chunkIndex += 1) {
    const chunk = chunks[chunkIndex]!;
    const spans = splitChunkSentences(chunk.text, options.language);
    for (let index = 0; index < spans.length; index += 1) {
      const span = spans[index]!;
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
              null,
              options.language,
            ),
          );
          continue;
        }
      }
      const tokens = tokenize(text, span.start, chunk.text, options.language);
      totalTokens += tokens.length;
      const id = sentences.length;
      let contentLength = 0;
      for (let at = 0; at < tokens.length; at += 1) {
        const token = tokens[at]!;
        if (!token.isContent) {
          otherStems.add(token.stem);
          continue;
        }
        contentLength += 1;
        let list = postings.get(token.stem);
        if (!list) {
          list = [];
          postings.set(token.stem, list);
        }
        // Pairs [sentenceId, count]: a repeat in the same sentence bumps the last count.
        if (list.length > 0 && list[list.length - 2] === id) list[list.length - 1]! += 1;
        else list.push(id, 1);
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
          options.language,
        ),
      );
    }
  }
  const averageLength = sentences.length > 0 ? totalLength / sentences.length : 1;
  const lengthNorms = new Float64Array(sentences.length);
  for (const sentence of sentences)
    lengthNorms[sentence.id] = bm25LengthNorm(sentence.contentLength, averageLength, K1, B);
  return {
    chunks,
    sentences,
    postings,
    averageLength,
    lengthNorms,
    contextStems: new ContextStems(postings, otherStems),
    totalTokens,
    fullyPosted: mentions === null,
    sentencesByText: null,
  };
}

/** Inverse document frequency of a stem over the index's sentences (BM25's, never negative). */
export function inverseFrequency(index: SentenceIndex, stem: string): number {
  return bm25Idf(index.sentences.length, (index.postings.get(stem)?.length ?? 0) / 2);
}

/**
 * Scores by sentence id for `searchSentences`, zero wherever no search is under way: one array
 * grown as indexes need, instead of a typed array allocated (and zero-filled off the heap) per claim.
 */
let scratchScores = new Float64Array(0);

/**
 * The `limit` best sentences for the query stems, best first (ties: earlier sentence first).
 * With `held` (one slot per sentence, zero-filled), also marks which stems each sentence holds:
 * bit `q` of `held[id]` for `queryStems[q]`, the first 32 distinct stems — read off the postings
 * this search walks anyway, so a caller matching the stems against sentences need not look them up
 * sentence by sentence.
 * @example searchSentences(index, ['refund', 'window'], 3)
 */
export function searchSentences(
  index: SentenceIndex,
  queryStems: readonly string[],
  limit: number,
  held?: Uint32Array,
): Array<{ sentence: IndexedSentence; score: number }> {
  if (scratchScores.length < index.sentences.length)
    scratchScores = new Float64Array(Math.max(index.sentences.length, 2 * scratchScores.length));
  const scores = scratchScores;
  const lengthNorms = index.lengthNorms;
  const touched: number[] = [];
  const seen = new Set<string>();
  for (let position = 0; position < queryStems.length; position += 1) {
    const stem = queryStems[position]!;
    if (seen.has(stem)) continue;
    seen.add(stem);
    const list = index.postings.get(stem);
    if (!list) continue;
    const idf = inverseFrequency(index, stem);
    const bit = held && position < 32 ? 1 << position : 0;
    for (let at = 0; at < list.length; at += 2) {
      const id = list[at]!;
      if (bit !== 0) held![id]! |= bit;
      const count = list[at + 1]!;
      if (scores[id] === 0) touched.push(id);
      scores[id]! += bm25NormedWeight(idf, count, lengthNorms[id]!, K1);
    }
  }
  // Keep the `limit` best (score descending, then id ascending) by insertion: no full sort.
  const top: number[] = [];
  for (const id of touched) {
    const score = scores[id]!;
    let at = top.length;
    while (at > 0) {
      const other = top[at - 1]!;
      const otherScore = scores[other]!;
      if (otherScore > score || (otherScore === score && other < id)) break;
      at -= 1;
    }
    if (at >= limit) continue;
    // Insert at `at`, dropping the last when the list is full.
    if (top.length < limit) top.push(id);
    for (let move = top.length - 1; move > at; move -= 1) top[move] = top[move - 1]!;
    top[at] = id;
  }
  const found = top.map((id) => ({ sentence: index.sentences[id]!, score: scores[id]! }));
  for (const id of touched) scores[id] = 0;
  return found;
}
