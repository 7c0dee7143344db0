/**
 * Long contexts are never truncated silently. When the chunks exceed the token budget, each chunk
 * is cut into sentence-sized passages, the passages are ranked per claim with BM25, and the best
 * ones are taken in turns (every claim gets its best passage before any gets a second) until the
 * budget is full. Passages keep their chunk id and are exact substrings of the chunk, so quotes
 * from them still pass the mechanical evidence check. The caller reports that this happened.
 */
import type { Chunk } from '../../spec/chunk.js';

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
  terms: string[];
}

const STOP = new Set(
  'a an and are as at be by for from has have in is it its of on or that the this to was were will with'.split(
    ' ',
  ),
);
const PASSAGE_CHARS = 240;

export function terms(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter((term) => !STOP.has(term));
}

function splitPassages(chunk: Chunk, chunkIndex: number): Passage[] {
  const passages: Passage[] = [];
  const sentences = chunk.text.match(/[^.!?\n]+(?:[.!?]+|\n+|$)/g) ?? [chunk.text];
  let start = 0;
  let current = '';
  let currentStart = 0;
  for (const sentence of sentences) {
    if (current.length > 0 && current.length + sentence.length > PASSAGE_CHARS) {
      passages.push({ chunkIndex, start: currentStart, text: current, terms: terms(current) });
      current = '';
    }
    if (current.length === 0) currentStart = start;
    current += sentence;
    start += sentence.length;
  }
  if (current.trim().length > 0)
    passages.push({ chunkIndex, start: currentStart, text: current, terms: terms(current) });
  return passages;
}

function bm25Scorer(passages: Passage[]) {
  const documentFrequency = new Map<string, number>();
  for (const passage of passages) {
    for (const term of new Set(passage.terms))
      documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  const averageLength =
    passages.reduce((sum, passage) => sum + passage.terms.length, 0) / (passages.length || 1);
  const k1 = 1.2;
  const b = 0.75;
  return (query: string[], passage: Passage): number => {
    let score = 0;
    for (const term of new Set(query)) {
      const frequency = passage.terms.filter((candidate) => candidate === term).length;
      if (frequency === 0) continue;
      const df = documentFrequency.get(term) ?? 0;
      const idf = Math.log(1 + (passages.length - df + 0.5) / (df + 0.5));
      score +=
        (idf * frequency * (k1 + 1)) /
        (frequency + k1 * (1 - b + (b * passage.terms.length) / averageLength));
    }
    return score;
  };
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
  const score = bm25Scorer(passages);
  const rankings = options.queries.map((query) => {
    const queryTerms = terms(query);
    return passages
      .map((passage, index) => ({ index, score: score(queryTerms, passage) }))
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
