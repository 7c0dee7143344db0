/**
 * A filler borrowed from the sentence's other clause: "Customer data for EU accounts is stored in
 * the Oregon region" against "Customer data for EU accounts is stored in our Frankfurt region;
 * data for US accounts is stored in our Oregon region". The claim copies one clause but for one
 * word or name, which it takes from another clause of the same sentence; where that word stands,
 * the copied clause has another. Every word of the claim is in the sentence, so the slot
 * comparison (which looks for a word the sentence lacks) passes it.
 */
import { WORD_NUMBERS } from '../../../text/number-words.js';
import type { Token } from '../../../text/tokenize.js';
import { keyOf, type SlotConflict } from './compare-slots.js';

/** Words that may stand before a filler on either side ("in the Oregon region", "in our Frankfurt region"). */
export const DETERMINERS: ReadonlySet<string> = new Set([
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

/** Most words between the clause's filler and the claim's neighbours of its own. */
const NEAR = 4;

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
  if (clauses.length < 2) return null;
  // Each clause's words by key, read once: every clause is tried as the copied one.
  const clauseKeys = clauses.map((clause) => new Set(clause.map(keyOf)));
  const negated = claim.some((token) => token.isNegation);
  const content = claim.flatMap((token, index) => (token.isContent ? [{ index, key: keyOf(token) }] : []));
  for (let at = 0; at < clauses.length; at += 1) {
    const clause = clauses[at]!;
    // A copy of the clause keeps its negation ("There is no overall charge …" is no clause the
    // claim "have a positive charge" copies).
    if (clause.some((token) => token.isNegation) !== negated) continue;
    for (const found of fillersOf(claim, content, clauseKeys[at]!)) {
      const conflict = borrowedFrom(claim, clauses, clauseKeys, at, found);
      if (conflict) return conflict;
    }
  }
  return null;
}

/** The conflict of one reading of the claim's filler against the clause `at`, or null. */
function borrowedFrom(
  claim: readonly Token[],
  clauses: ReadonlyArray<readonly Token[]>,
  clauseKeys: ReadonlyArray<ReadonlySet<string>>,
  at: number,
  found: { first: number; last: number; shared: number },
): SlotConflict | null {
  const clause = clauses[at]!;
  const { first, last, shared } = found;
  const filler = claim.slice(first, last + 1).filter((token) => token.isContent);
  if (shared < SHARED_WORDS) return null;
  const inAnother = (token: Token) =>
    clauseKeys.some((keys, index) => index !== at && keys.has(keyOf(token)));
  if (!filler.every(inAnother)) return null;
  // A number only as part of a name ("the Aerolite 200" for "the Aerolite 300"), for a number.
  const numeric = filler.some((token) => token.isNumber);
  if (numeric && (filler.length > 1 || !claim[first - 1]?.isCapitalized)) return null;
  const own = ownFiller(claim, clause, first, last, numeric);
  // A number in words ("one in five patients") is a value, compared by value: no word's filler.
  if (!own || (!numeric && WORD_NUMBERS.has(own.lower))) return null;
  // A name for a name, a word for a word (the claim's first word is capitalised either way).
  const word = filler.find((token) => token !== claim[0]);
  if (!numeric && word !== undefined && own.isCapitalized !== word.isCapitalized) return null;
  // One word for one word, or a thing for a thing: not a verb and its object for a verb
  // ("exceeded the forecast" against "reached 3.1 million tonnes …, exceeding the forecast"), as
  // far as the endings tell.
  if (!numeric && filler.length > 1 && [...filler, own].some(verbLike)) return null;
  const claimKeys = new Set(claim.map(keyOf));
  const leftOut = clause.filter(
    (token) => token.isContent && token !== own && !claimKeys.has(keyOf(token)) && !token.isNumber,
  );
  if (leftOut.length > LEFT_OUT) return null;
  return {
    kind: 'entity',
    claimValue: filler[0]!.text,
    evidenceValue: own.text,
    claimStems: [filler[0]!.stem],
    bySlot: true,
    anchored: true,
    ...(filler[0]!.isCapitalized && filler[0] !== claim[0] ? {} : { common: true }),
  };
}

/** A lower-case word with a verb's ending ("exceeded", "reaching"). */
function verbLike(token: Token): boolean {
  return !token.isCapitalized && token.lower.length > 4 && /(?:ed|ing)$/u.test(token.lower);
}

/**
 * The claim's content words the clause lacks, when they stand together (no word the clause has
 * between them): where they start and end, and how many content words the claim shares with the
 * clause. Read twice where the claim opens with names the clause lacks: with them, and without
 * them, as a lead-in another clause gives ("At Lake Ormet, …" against "Field guide, Lake Ormet:
 * the great crested grebe nests …").
 */
function fillersOf(
  claim: readonly Token[],
  content: ReadonlyArray<{ index: number; key: string }>,
  keys: ReadonlySet<string>,
): Array<{ first: number; last: number; shared: number }> {
  // The claim's content words, in or out of the clause, once.
  const inClause = content.map((word) => keys.has(word.key));
  const read = (from: number) => {
    let first = -1;
    let last = -1;
    let missing = 0;
    let shared = 0;
    for (let at = 0; at < content.length; at += 1) {
      const word = content[at]!;
      if (word.index < from) continue;
      if (inClause[at]) {
        shared += 1;
        continue;
      }
      // A word the clause has between two it lacks: not one filler.
      if (first >= 0 && last !== content[at - 1]?.index) return null;
      if (first < 0) first = word.index;
      last = word.index;
      missing += 1;
    }
    if (missing === 0 || missing > FILLER_WORDS) return null;
    return { first, last, shared };
  };
  const readings = [read(0)];
  const opening = content.findIndex((_, at) => inClause[at]);
  const from = opening < 0 ? -1 : content[opening]!.index;
  const leadIn = claim.slice(0, Math.max(0, from)).filter((token) => token.isContent);
  if (from > 0 && !leadIn.some((token) => !token.isCapitalized || token === claim[0]))
    readings.push(read(from));
  return readings.filter((reading) => reading !== null);
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
  numeric: boolean,
): Token | null {
  const claimKeys = new Set(claim.map(keyOf));
  const fits = (token: Token | undefined): token is Token =>
    token?.isContent === true && token.isNumber === numeric && !claimKeys.has(keyOf(token));
  const unique = (token: Token | undefined) => {
    if (!token) return -1;
    const found = clause.flatMap((word, index) => (keyOf(word) === keyOf(token) ? [index] : []));
    return found.length === 1 ? found[0]! : -1;
  };
  const before = claim.slice(0, first).findLast((token) => !DETERMINERS.has(token.lower));
  const after = claim.slice(last + 1).find((token) => !DETERMINERS.has(token.lower));
  const [p, q] = [unique(before), unique(after)];
  // Both the claim's neighbours of its filler stand around the clause's (a few words apart, for a
  // filler of several words: "Helix Semiconductor"): "Halloran's January sale" is no copy of
  // "Halloran's department store".
  const around = (at: number) =>
    (before === undefined || (p >= 0 && p < at && at - p <= NEAR)) &&
    (after === undefined || (q > at && q - at <= NEAR));
  const candidates = [
    p >= 0 ? clause.slice(p + 1).find((token) => !DETERMINERS.has(token.lower)) : undefined,
    q >= 0 ? clause.slice(0, q).findLast((token) => !DETERMINERS.has(token.lower)) : undefined,
  ];
  return candidates.find((token) => fits(token) && around(clause.indexOf(token))) ?? null;
}
