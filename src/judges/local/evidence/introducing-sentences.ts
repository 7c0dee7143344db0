/**
 * The selected sentences that introduce one sentence of a chunk: the chunk's first (a heading,
 * "Welcome to the Tidewater Inn."), or one at most two before it. The copied sentence may leave
 * the names to them ("Check-in opens at 3 p.m. and check-out is by 11 a.m.").
 */
import type { SentenceMatch } from './sentence-match.js';

/** How far before the sentence an introducing one other than the chunk's first may stand. */
const BEFORE = 2;

/**
 * @example introducingSentences(alignment.selected, best) // the heading of best's chunk, when selected
 */
export function introducingSentences(
  selected: readonly SentenceMatch[],
  match: SentenceMatch,
): SentenceMatch[] {
  const { chunkIndex, position } = match.sentence;
  return selected.filter(
    (other) =>
      other !== match &&
      other.sentence.chunkIndex === chunkIndex &&
      other.sentence.position < position &&
      (other.sentence.position === 1 || position - other.sentence.position <= BEFORE),
  );
}

/**
 * The selected sentence right before `match` across a chunk break (chunks are cut from one text:
 * the last sentence of one may name what the first of the next speaks of), as a list of one or none.
 * @example sentenceBeforeAcrossBreak(alignment.selected, dated) // the previous chunk's last sentence, when selected
 */
export function sentenceBeforeAcrossBreak(
  selected: readonly SentenceMatch[],
  match: SentenceMatch,
): SentenceMatch[] {
  return selected.filter(
    (other) =>
      other.sentence.id === match.sentence.id - 1 && other.sentence.chunkIndex !== match.sentence.chunkIndex,
  );
}
