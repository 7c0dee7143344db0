/**
 * A rank written in words: "fifth", "third", "hundredth", "twenty-first". The quantity reader
 * reads "5th" as the number 5; read as the rank 5, "finished fifth" states "came 5th" and "its
 * 100th anniversary" states "its hundredth". A rank states only a rank (`Quantity.ordinal`): "the
 * first edition" is no "1 edition", and "one fifth" or "two thirds" are fractions, not ranks.
 */
import { WORD_NUMBERS } from './number-words.js';
import type { Quantity } from './quantity.js';
import type { Token } from './tokenize.js';

/** Ranks by word, from "first" to "twelfth"; the teens, the tens and the scales are built below. */
const UNITS = 'first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth';
const TEENS = 'thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth';
const TENS = 'twentieth thirtieth fortieth fiftieth sixtieth seventieth eightieth ninetieth';

const ORDINALS: ReadonlyMap<string, number> = new Map([
  ...UNITS.split(' ').map((word, at) => [word, at + 1] as const),
  ...TEENS.split(' ').map((word, at) => [word, at + 13] as const),
  ...TENS.split(' ').map((word, at) => [word, 20 + 10 * at] as const),
  ['hundredth', 100],
  ['thousandth', 1000],
  ['millionth', 1e6],
]);

/** Every word a rank is read from alone (a tens word starts "twenty-first" too). */
export const RANK_WORDS: ReadonlySet<string> = new Set(ORDINALS.keys());

/** The first nine ranks, which follow a tens word: "twenty-first". */
const UNIT_RANKS = new Set(UNITS.split(' ').slice(0, 9));

/**
 * Words before a rank's word that make it something else: a fraction ("one fifth", "two thirds",
 * "a tenth"), a time ("a second", "per second", "every second").
 */
const NOT_A_RANK = new Set(['a', 'an', 'per', 'every', 'each']);

/**
 * The rank written at `tokens[index]` as a quantity with `ordinal: 'words'` and the noun after it
 * as its unit, and the index of its last token; null for any other word.
 * @example readOrdinal(tokenize('finished fifth'), 1, 'finished fifth', 0)?.quantity.value // 5
 */
export function readOrdinal(
  tokens: readonly Token[],
  index: number,
  source: string,
  offset: number,
): { quantity: Quantity; last: number } | null {
  const token = tokens[index]!;
  const previous = tokens[index - 1];
  if (previous && (previous.isNumber || NOT_A_RANK.has(previous.lower) || WORD_NUMBERS.has(previous.lower)))
    return null;
  let value = ORDINALS.get(token.lower);
  let last = index;
  const tens = WORD_NUMBERS.get(token.lower);
  const next = tokens[index + 1];
  // "twenty-first": a tens word joined by a hyphen to one of the first nine ranks.
  if (
    value === undefined &&
    tens !== undefined &&
    tens >= 20 &&
    tens <= 90 &&
    tens % 10 === 0 &&
    next !== undefined &&
    UNIT_RANKS.has(next.lower) &&
    source.slice(token.end - offset, next.start - offset) === '-'
  ) {
    value = tens + ORDINALS.get(next.lower)!;
    last = index + 1;
  }
  if (value === undefined) return null;
  const end = tokens[last]!.end;
  // The noun a rank orders is its unit, as the digits' is: "the first quarter" is no "1st District".
  const noun = tokens[last + 1];
  const unit = noun?.isContent && !noun.isNumber && noun.start - end <= 1 ? noun.stem : null;
  return {
    quantity: {
      value,
      unit,
      text: source.slice(token.start - offset, end - offset),
      start: token.start,
      end,
      ordinal: 'words',
    },
    last,
  };
}
