/**
 * A share written as a fraction: "a quarter of the budget" is "25% of the budget", "half of the
 * members" "50 % of the members", "two thirds of voters" about 67 %. Only a fraction followed by
 * "of" is a share: "a quarter past" and "the third quarter" are not read, nor "a quarter of a
 * million" (a number), nor "the first half of 2023" (a part of a year, not 50 %). A fraction after "nearly", "over" or "about" is a bound, not the share
 * ("more than half of" is not 50 %): it is left as words.
 */
import type { Quantity } from './quantity.js';
import { readFraction } from './read-fraction.js';
import type { Token } from './tokenize.js';

/** Words before a fraction that make it a bound or an estimate. */
const HEDGES = new Set([
  'than',
  'over',
  'under',
  'nearly',
  'almost',
  'about',
  'around',
  'roughly',
  'approximately',
  'some',
  'just',
  'least',
  'most',
  'barely',
  'close',
  'circa',
  'estimated',
]);

/** Words that make a lone "half" a part, not a share: "the first half of 2023", "the other half of". */
const PART_OF = new Set(
  (
    'first second last latter former other final back front top bottom upper lower better early ' +
    'late earlier later northern southern eastern western'
  ).split(' '),
);

/**
 * The share written at `tokens[index]` in per cent, and the index of its last token.
 * @example readShare(tokenize('A quarter of the budget'), 0, 'A quarter of the budget', 0)?.quantity.value // 25
 */
export function readShare(
  tokens: readonly Token[],
  index: number,
  source: string,
  offset: number,
): { quantity: Quantity; last: number } | null {
  const token = tokens[index]!;
  if (token.isNumber) return null;
  const fraction = readFraction(tokens, index);
  if (!fraction || tokens[fraction.last + 1]?.lower !== 'of') return null;
  const after = tokens[fraction.last + 2]?.lower;
  const before = tokens[index - 1]?.lower ?? '';
  if (after === 'a' || after === 'an' || HEDGES.has(before)) return null;
  if (token.lower === 'half' && PART_OF.has(before)) return null;
  const end = tokens[fraction.last]!.end;
  return {
    quantity: {
      value: fraction.value * 100,
      unit: '%',
      text: source.slice(token.start - offset, end - offset),
      start: token.start,
      end,
      fraction: true,
    },
    last: fraction.last,
  };
}
