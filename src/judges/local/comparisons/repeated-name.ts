/**
 * A name of the sentence written again in the place of another: "admitted to Ward 9 at Southgate
 * Hospital … transferred to the intensive care unit at Southgate Hospital" against "… at St Luke's
 * Hospital". The claim has every name of the sentence, so the name comparison finds nothing
 * missing; but it has one of them more often than the sentence, and where the extra one stands the
 * sentence names something else.
 */
import type { Token } from '../../../text/token.js';
import { countStem, keyOf, type SlotConflict } from './compare-slots.js';

/** The nearest content token from `index` in the direction `step` (past "at", "the", "of"), or -1. */
function nearest(tokens: readonly Token[], index: number, step: -1 | 1): number {
  for (let at = index + step; at >= 0 && at < tokens.length; at += step) if (tokens[at]!.isContent) return at;
  return -1;
}

/** The run of capitalised content tokens around `index`, joined by spaces only. */
function nameSpan(tokens: readonly Token[], source: string, index: number): [number, number] {
  const joined = (at: number) =>
    tokens[at]!.isCapitalized &&
    tokens[at]!.isContent &&
    tokens[at - 1]!.isCapitalized &&
    tokens[at - 1]!.isContent &&
    /^\s+$/.test(source.slice(tokens[at - 1]!.end, tokens[at]!.start));
  let first = index;
  let last = index;
  while (first > 0 && joined(first)) first -= 1;
  while (last + 1 < tokens.length && joined(last + 1)) last += 1;
  return [first, last];
}

/**
 * @example findRepeatedName(claimTokens, claim, sentenceTokens, source) // { claimValue: 'Southgate Hospital', evidenceValue: "St Luke's Hospital", … }
 */
export function findRepeatedName(
  claim: readonly Token[],
  claimSource: string,
  sentence: readonly Token[],
  source: string,
): SlotConflict | null {
  for (let index = 0; index < claim.length; index += 1) {
    const token = claim[index]!;
    if (index === 0 || !token.isCapitalized || !token.isContent || token.isNumber) continue;
    const inSentence = countStem(sentence, token.stem);
    if (inSentence === 0 || countStem(claim, token.stem) <= inSentence) continue;
    const [first, last] = nameSpan(claim, claimSource, index);
    if (first !== index) continue;
    const stems = claim.slice(first, last + 1).map((part) => part.stem);
    const left = nearest(claim, first, -1);
    if (left < 0) continue;
    // The sentence's own occurrences of the name, none beside the claim's left neighbour here.
    const key = keyOf(claim[left]!);
    const beside = sentence.some((other, at) => {
      if (other.stem !== token.stem) return false;
      const before = nearest(sentence, at, -1);
      return before >= 0 && keyOf(sentence[before]!) === key;
    });
    if (beside) continue;
    // Where the sentence has that neighbour, the name it puts after it.
    for (let at = 0; at < sentence.length; at += 1) {
      const other = sentence[at]!;
      if (keyOf(other) !== key) continue;
      const next = nearest(sentence, at, 1);
      const filler = sentence[next];
      if (!filler?.isCapitalized || !filler.isContent || filler.stem === token.stem) continue;
      const [from, to] = nameSpan(sentence, source, next);
      // Another name than the claim's there ("St Luke's Hospital" has no "Southgate"); a word both
      // share ("Hospital") is left out of the claim's differing stems below.
      if (sentence.slice(from, to + 1).some((part) => part.stem === token.stem)) continue;
      // The sentence's name is gone from the claim, which says the other in its place; a claim
      // that names both ("the Freer and Sackler Galleries … the Freer Gallery of Art") repeats one.
      const claimStems = new Set(claim.map((part) => part.stem));
      const own = sentence.slice(from, to + 1).filter((part) => part.isContent && !stems.includes(part.stem));
      if (own.some((part) => claimStems.has(part.stem))) continue;
      return {
        kind: 'entity',
        claimValue: claimSource.slice(claim[first]!.start, claim[last]!.end),
        evidenceValue: source.slice(sentence[from]!.start, sentence[to]!.end),
        claimStems: [
          ...new Set(
            stems.filter((stem) => !sentence.slice(from, to + 1).some((part) => part.stem === stem)),
          ),
        ],
        bySlot: true,
        anchored: true,
      };
    }
  }
  return null;
}
