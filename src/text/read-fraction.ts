/**
 * A fraction written in words: "half", "a half", "a quarter", "three quarters", "two thirds",
 * "one fifth". The readers of shares ("a quarter of the budget") and of durations ("three quarters
 * of an hour") start from it.
 */
import { WORD_NUMBERS } from './number-words.js';
import type { Token } from './tokenize.js';

/** Denominators by word: "a third" (singular after one), "two thirds" (plural after more). */
const SINGULAR = new Map(
  Object.entries({
    half: 2,
    third: 3,
    quarter: 4,
    fourth: 4,
    fifth: 5,
    sixth: 6,
    seventh: 7,
    eighth: 8,
    ninth: 9,
    tenth: 10,
  }),
);
const PLURAL = new Map(
  Object.entries({
    thirds: 3,
    quarters: 4,
    fourths: 4,
    fifths: 5,
    sixths: 6,
    sevenths: 7,
    eighths: 8,
    ninths: 9,
    tenths: 10,
  }),
);
const ONE = new Set(['a', 'an', 'one']);

/** The words a fraction may start with, for the quantity reader's one look-up before reading one. */
export const FRACTION_OPENERS: ReadonlySet<string> = new Set([
  'half',
  // "every quarter of an hour" (`read-duration-phrase.ts`).
  'quarter',
  ...ONE,
  ...WORD_NUMBERS.keys(),
]);

/**
 * The fraction written at `tokens[index]`: its value, its denominator word ("quarter", "thirds";
 * "half" for a lone "half") and the index of its last token. Only proper fractions: "three
 * halves" and "five quarters" are not read, nor "the third" (an ordinal).
 * @example readFraction(tokenize('three quarters of an hour'), 0) // { value: 0.75, word: 'quarters', last: 1 }
 */
export function readFraction(
  tokens: readonly Token[],
  index: number,
): { value: number; word: string; last: number } | null {
  const token = tokens[index]!;
  if (token.lower === 'half') return { value: 0.5, word: 'half', last: index };
  const next = tokens[index + 1];
  if (next === undefined || next.start - token.end > 1) return null;
  if (ONE.has(token.lower)) {
    const denominator = SINGULAR.get(next.lower);
    return denominator === undefined ? null : { value: 1 / denominator, word: next.lower, last: index + 1 };
  }
  const numerator = WORD_NUMBERS.get(token.lower);
  const denominator = PLURAL.get(next.lower);
  if (numerator === undefined || denominator === undefined || !Number.isInteger(numerator)) return null;
  if (numerator < 2 || numerator >= denominator) return null;
  return { value: numerator / denominator, word: next.lower, last: index + 1 };
}
