/**
 * Long contexts are never truncated silently. When the chunks exceed the token budget, each chunk
 * is cut into sentence-sized passages, the passages are ranked per claim with BM25, and the best
 * ones are taken in turns (every claim gets its best passage before any gets a second) until the
 * budget is full. Passages keep their chunk id and are exact substrings of the chunk, so quotes
 * from them still pass the mechanical evidence check. The caller reports that this happened.
 */

import type { Chunk } from '../../spec/chunk.js';
import type { Span } from '../../spec/claim.js';
import { Bm25Index } from '../../text/bm25-index.js';
import { splitChunkSentences } from '../../text/split-chunk-sentences.js';

/** The usual rough estimate: about four characters per token. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

export interface SelectPassagesOptions {
  /** What the passages must serve: claim texts (or response sentences). */
  queries: readonly string[];
  chunks: readonly Chunk[];
  /** Token budget for all chunk text together. */
  maxTokens: number;
}

export interface PassageSelection {
  /** The chunks to show the model (the originals when they fit). */
  chunks: Chunk[];
  /** Whether passages were selected (the context did not fit). */
  selected: boolean;
  originalTokens: number;
  selectedTokens: number;
}

interface Passage {
  chunkIndex: number;
  start: number;
  text: string;
}

const PASSAGE_CHARS = 240;

/** Consecutive sentences of a chunk (`splitChunkSentences`, as the local judge cuts chunks) up to PASSAGE_CHARS. */
function splitPassages(chunk: Chunk, chunkIndex: number): Passage[] {
  const passages: Passage[] = [];
  let first: Span | null = null;
  let last: Span | null = null;
  const flush = () => {
    if (first && last)
      passages.push({ chunkIndex, start: first.start, text: chunk.text.slice(first.start, last.end) });
  };
  for (const sentence of splitChunkSentences(chunk.text)) {
    if (first && sentence.end - first.start > PASSAGE_CHARS) {
      flush();
      first = null;
    }
    first ??= sentence;
    last = sentence;
  }
  flush();
  return passages;
}

/**
 * The chunks, or the most relevant passages of them when they exceed `maxTokens`.
 * @example selectPassages({ queries: ['The window is 30 days.'], chunks, maxTokens: 2000 })
 */
export function selectPassages(options: SelectPassagesOptions): PassageSelection {
  const originalTokens = options.chunks.reduce((sum, chunk) => sum + estimateTokens(chunk.text), 0);
  if (originalTokens <= options.maxTokens) {
    return { chunks: [...options.chunks], selected: false, originalTokens, selectedTokens: originalTokens };
  }
  const passages = options.chunks.flatMap(splitPassages);
  const index = new Bm25Index(passages.map((passage) => passage.text));
  const rankings = options.queries.map((query) => {
    return passages
      .map((_passage, position) => ({ index: position, score: index.score(query, position) }))
      .sort((left, right) => right.score - left.score || left.index - right.index)
      .map((entry) => entry.index);
  });
  const chosen = new Set<number>();
  let budget = options.maxTokens;
  for (let rank = 0; rank < passages.length && budget > 0; rank += 1) {
    for (const ranking of rankings) {
      const index = ranking[rank];
      if (index === undefined || chosen.has(index)) continue;
      const cost = estimateTokens(passages[index]!.text);
      if (cost > budget) continue;
      chosen.add(index);
      budget -= cost;
    }
  }
  const chunks: Chunk[] = [];
  options.chunks.forEach((chunk, chunkIndex) => {
    const parts = [...chosen]
      .map((index) => passages[index]!)
      .filter((passage) => passage.chunkIndex === chunkIndex)
      .sort((left, right) => left.start - right.start)
      .map((passage) => passage.text.trim());
    if (parts.length > 0) chunks.push({ ...chunk, text: parts.join('\n[…]\n') });
  });
  const selectedTokens = chunks.reduce((sum, chunk) => sum + estimateTokens(chunk.text), 0);
  return { chunks, selected: true, originalTokens, selectedTokens };
}
