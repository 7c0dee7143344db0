/**
 * A negated claim denies the value its negation governs: "Ilse Varnhagen was not born in Vienna",
 * "The term does not begin on Monday 1 September". A source that gives another value in that place
 * ("… born in Leipzig", "… begins on Wednesday 3 September") bears the claim out, and no quote of
 * it contains the denied value — so neither the local judge's slot comparison nor the evidence
 * check may read the difference as a conflict or as a missing number.
 */
import type { Token } from './token.js';

/** A clause boundary between the negation and the value: the negation governs another clause. */
const CLAUSE_BREAK = /[;:,–—]/;
/** A relative clause between them ("not guilty … of an American who fell from a Melbourne clifftop"). */
const RELATIVES = new Set(['who', 'whom', 'whose', 'which', 'that', 'where', 'when', 'while', 'because']);
/**
 * Tokens at most between the negation and the value it denies: the slot of the negated predicate
 * ("was not born in Vienna", "cannot take a Kestrel car to France"), not a value further on.
 */
const REACH = 4;

/**
 * The negation that governs the value starting at `valueStart` (a character offset in `text`, the
 * text the tokens were read from): the last negation before it in the same clause, or null.
 * @example denyingNegation(tokenize('She was not born in Vienna.'), 'She was not born in Vienna.', 20) // the 'not' token
 */
export function denyingNegation(tokens: readonly Token[], text: string, valueStart: number): Token | null {
  let at = -1;
  let end = 0;
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    if (token.start >= valueStart) break;
    end = index + 1;
    // A negation inside a hyphenated word ("not-for-profit") denies nothing in the sentence.
    if (token.isNegation && text[token.end] !== '-') at = index;
  }
  if (at < 0 || end - at - 1 > REACH) return null;
  const negation = tokens[at]!;
  if (CLAUSE_BREAK.test(text.slice(negation.end, valueStart))) return null;
  for (let index = at + 1; index < end; index += 1) if (RELATIVES.has(tokens[index]!.lower)) return null;
  return negation;
}

/** Where the first token with one of `stems` starts, or null. */
export function stemStart(tokens: readonly Token[], stems: readonly string[]): number | null {
  const wanted = new Set(stems);
  return tokens.find((token) => wanted.has(token.stem))?.start ?? null;
}

/**
 * Whether every number in the text is one a negation denies ("does not begin on Monday 1
 * September"): its source need not state any of them.
 */
export function everyNumberDenied(tokens: readonly Token[], text: string): boolean {
  const numbers = tokens.filter((token) => token.isNumber);
  return numbers.length > 0 && numbers.every((token) => denyingNegation(tokens, text, token.start) !== null);
}
