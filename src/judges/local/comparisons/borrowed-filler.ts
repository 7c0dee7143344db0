/**
 * A filler borrowed from the sentence's other clause: "Customer data for EU accounts is stored in
 * the Oregon region" against "Customer data for EU accounts is stored in our Frankfurt region;
 * data for US accounts is stored in our Oregon region". The claim copies one clause but for one
 * word or name, which it takes from another clause of the same sentence; where that word stands,
 * the copied clause has another. Every word of the claim is in the sentence, so the slot
 * comparison (which looks for a word the sentence lacks) passes it.
 */
import type { Token } from '../../../text/tokenize.js';
import { keyOf, type SlotConflict } from './compare-slots.js';

/** Words that may stand before a filler on either side ("in the Oregon region", "in our Frankfurt region"). */
const DETERMINERS: ReadonlySet<string> = new Set([
  'the',
  'a',
  'an',
  'our',
  'its',
  'their',
  'his',
  'her',
  'your',
]);

/** Most words the borrowed filler may have ("Caelus C220"). */
const FILLER_WORDS = 3;

/** Least content words the claim must share with the clause it copies. */
const SHARED_WORDS = 3;

/** Most content words of the copied clause the claim may leave out, besides the filler it replaces. */
const LEFT_OUT = 2;

/**
 * The claim's borrowed filler and the copied clause's own, or null.
 * @example findBorrowedFiller(tokenize('EU data is stored in Oregon.'), clauses) // Oregon vs Frankfurt
 */
export function findBorrowedFiller(
  claim: readonly Token[],
  clauses: ReadonlyArray<readonly Token[]>,
): SlotConflict | null {
  for (const [at, clause] of clauses.entries()) {
    const keys = new Set(clause.map(keyOf));
    const inClause = (token: Token) => keys.has(keyOf(token));
    // The claim's opening words the clause lacks are a lead-in another clause gives ("At Lake
    // Ormet, …" against "Field guide, Lake Ormet: the great crested grebe nests …").
    const from = claim.findIndex((token) => token.isContent && inClause(token));
    if (from < 0) continue;
    // A lead-in of names only ("Hydrogen atoms in water molecules …" is no lead-in).
    const leadIn = claim.slice(0, from).filter((token) => token.isContent);
    if (leadIn.some((token, index) => !token.isCapitalized || (index === 0 && claim[0] === token))) continue;
    // A copy of the clause keeps its negation ("There is no overall charge …" is no clause the
    // claim "have a positive charge" copies).
    if (clause.some((token) => token.isNegation) !== claim.some((token) => token.isNegation)) continue;
    const missing = claim.flatMap((token, index) =>
      index >= from && token.isContent && !inClause(token) ? [index] : [],
    );
    if (missing.length === 0 || missing.length > FILLER_WORDS) continue;
    const [first, last] = [missing[0]!, missing.at(-1)!];
    if (last - first + 1 !== missing.length) continue;
    const filler = claim.slice(first, last + 1);
    if (filler.some((token) => token.isNumber)) continue;
    const others = clauses.filter((_, index) => index !== at);
    if (!filler.every((token) => others.some((other) => other.some((word) => keyOf(word) === keyOf(token)))))
      continue;
    const shared = claim.filter((token, index) => index >= from && token.isContent && inClause(token));
    if (shared.length < SHARED_WORDS) continue;
    const own = ownFiller(claim, clause, first, last);
    if (!own || own.isCapitalized !== filler[0]!.isCapitalized) continue;
    const claimKeys = new Set(claim.map(keyOf));
    const leftOut = clause.filter(
      (token) => token.isContent && token !== own && !claimKeys.has(keyOf(token)) && !token.isNumber,
    );
    if (leftOut.length > LEFT_OUT) continue;
    return {
      kind: 'entity',
      claimValue: filler[0]!.text,
      evidenceValue: own.text,
      claimStems: [filler[0]!.stem],
      bySlot: true,
      anchored: true,
      ...(filler[0]!.isCapitalized ? {} : { common: true }),
    };
  }
  return null;
}

/**
 * The clause's word where the claim has its filler: after the word before it, or before the word
 * after it, determiners aside; a content word the claim does not have.
 */
function ownFiller(
  claim: readonly Token[],
  clause: readonly Token[],
  first: number,
  last: number,
): Token | null {
  const claimKeys = new Set(claim.map(keyOf));
  const fits = (token: Token | undefined): token is Token =>
    token?.isContent === true && !token.isNumber && !claimKeys.has(keyOf(token));
  const unique = (token: Token | undefined) => {
    if (!token) return -1;
    const found = clause.flatMap((word, index) => (keyOf(word) === keyOf(token) ? [index] : []));
    return found.length === 1 ? found[0]! : -1;
  };
  const before = claim.slice(0, first).findLast((token) => !DETERMINERS.has(token.lower));
  const after = claim.slice(last + 1).find((token) => !DETERMINERS.has(token.lower));
  const p = unique(before);
  if (p >= 0) {
    const next = clause.slice(p + 1).find((token) => !DETERMINERS.has(token.lower));
    if (fits(next)) return next;
  }
  const q = unique(after);
  if (q >= 0) {
    const previous = clause.slice(0, q).findLast((token) => !DETERMINERS.has(token.lower));
    if (fits(previous)) return previous;
  }
  return null;
}
