/**
 * Whether an opposite word of the sentence stands in the claim word's place, or the claim word's
 * own synonym does: "The overnight ferry leaves Rostrup at 22:15" against "The overnight ferry
 * from Rostrup departs at 22:15 and arrives at 07:40" says "leaves" with "departs", and
 * "arrives" speaks of the other end of the trip; "Prices dropped by 5%" against "Prices rose by
 * 5% … while wages fell" has the opposite "rose" where "dropped" stands, and "fell" elsewhere.
 * The place is read between the sentence's partners of the claim words either side. The claim
 * word is found by a synonym, or by a word with the same opposite ("departs", as "leaves", is
 * the opposite of "arrives"). An opposite that is the partner of another claim word is said by
 * that word ("starts … and finishes" against "begins … and ends").
 */
import type { Token } from '../../../text/tokenize.js';
import type { AlignedWord, SentenceMatch } from '../evidence/sentence-match.js';

/**
 * True when the opposite word at `oppositeIndex` of `evidence` is no swap of the claim word at
 * `claimIndex`: another claim word's partner, or farther from the claim word's place than the claim
 * word's own match (by a synonym or a word with the same opposite).
 */
export function oppositeOutOfPlace(options: {
  claim: readonly Token[];
  claimIndex: number;
  evidence: readonly Token[];
  oppositeIndex: number;
  words: readonly AlignedWord[];
  match: SentenceMatch;
  /** Opposites by stem. */
  antonyms: ReadonlyMap<string, ReadonlySet<string>>;
}): boolean {
  const { claim, claimIndex, evidence, oppositeIndex, words, match, antonyms } = options;
  const claimWord = claim[claimIndex];
  const opposite = evidence[oppositeIndex];
  if (!claimWord || !opposite) return false;
  if (
    match.partners.some(
      (partner, index) => partner === opposite.text && words[index]!.stem !== claimWord.stem,
    )
  )
    return true;
  const placeOf = (token: Token): number | null => {
    const at = words.findIndex((word) => word.stem === token.stem);
    if (at < 0 || match.kinds[at] === null) return null;
    const partner = match.partners[at];
    const index =
      match.kinds[at] === 'synonym' && partner
        ? evidence.findIndex((other) => other.text === partner)
        : evidence.findIndex((other) => other.stem === token.stem);
    return index < 0 ? null : index;
  };
  const sameOpposite = evidence.findIndex(
    (token, index) =>
      index !== oppositeIndex &&
      token.stem !== opposite.stem &&
      antonyms.get(token.stem)?.has(opposite.stem) === true,
  );
  const own = placeOf(claimWord) ?? (sameOpposite < 0 ? null : sameOpposite);
  if (own === null) return false;
  const neighbour = (step: -1 | 1): number | null => {
    for (let at = claimIndex + step; at >= 0 && at < claim.length; at += step) {
      if (!claim[at]!.isContent) continue;
      const place = placeOf(claim[at]!);
      if (place !== null) return place;
    }
    return null;
  };
  const sides = [neighbour(-1), neighbour(1)].filter((place): place is number => place !== null);
  if (sides.length === 0) return false;
  const [low, high] = [Math.min(...sides), Math.max(...sides)];
  const distance = (index: number) => (index < low ? low - index : index > high ? index - high : 0);
  return distance(own) < distance(oppositeIndex);
}
