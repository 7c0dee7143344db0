/**
 * Opposite words with their names trading sides: "Ostrava Build lost out to Brennan Construction"
 * against "Brennan Construction … beat a rival bid from Ostrava Build"; "Holm has been bought from
 * Aalholm FC" against "Aalholm FC have sold … Holm". Said from the other side, the opposite word
 * states the same event, so it is no flip. A flip keeps its names where they were ("Brennan
 * Construction lost to Ostrava Build").
 */
import type { Token } from '../../../text/token.js';

/** Stems of the names (capitalised, not opening the text) before and after `index`. */
function sidesOf(tokens: readonly Token[], index: number): { before: Set<string>; after: Set<string> } {
  const before = new Set<string>();
  const after = new Set<string>();
  for (let at = 0; at < tokens.length; at += 1) {
    const token = tokens[at]!;
    if (at === 0 || at === index || !token.isCapitalized || !token.isContent || token.isNumber) continue;
    (at < index ? before : after).add(token.stem);
  }
  return { before, after };
}

/**
 * Whether a name before the claim's word stands after the sentence's opposite word and a name
 * after it stands before: the two say one event from its two sides.
 * @example converseRoles(tokenize('A lost to B.'), 1, tokenize('B beat A.'), 1) // true
 */
export function converseRoles(
  claim: readonly Token[],
  claimIndex: number,
  evidence: readonly Token[],
  evidenceIndex: number,
): boolean {
  const claimSides = sidesOf(claim, claimIndex);
  const evidenceSides = sidesOf(evidence, evidenceIndex);
  const movedBack = [...claimSides.before].some(
    (stem) => evidenceSides.after.has(stem) && !evidenceSides.before.has(stem),
  );
  const movedFront = [...claimSides.after].some(
    (stem) => evidenceSides.before.has(stem) && !evidenceSides.after.has(stem),
  );
  return movedBack && movedFront;
}
