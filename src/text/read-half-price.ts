/**
 * "Half price" and "half off": a discount of 50 %, as "50% off" writes it, so a claim's "pay half
 * price" is the sentence's "50% off" and not a missing number.
 */
import type { Quantity } from './quantity.js';
import type { Token } from './tokenize.js';

/** Words after "half" that make it a discount. */
const DISCOUNT = new Set(['price', 'off']);

/**
 * The discount written at `tokens[index]` ("half price", "half-price", "half off") as 50 %, and
 * the index of its last token; null otherwise.
 * @example readHalfPrice(tokenize('pay half price'), 1, 'pay half price', 0)?.quantity.value // 50
 */
export function readHalfPrice(
  tokens: readonly Token[],
  index: number,
  source: string,
  offset: number,
): { quantity: Quantity; last: number } | null {
  const token = tokens[index]!;
  const next = tokens[index + 1];
  if (token.lower !== 'half' || next === undefined || !DISCOUNT.has(next.lower)) return null;
  if (!/^[ -]$/.test(source.slice(token.end - offset, next.start - offset))) return null;
  const text = source.slice(token.start - offset, next.end - offset);
  return { quantity: { value: 50, unit: '%', text, start: token.start, end: next.end }, last: index + 1 };
}
