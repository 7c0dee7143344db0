/**
 * A number the writer gives as an estimate ("about 10 °F", "around three months"): compared with
 * a value in another unit it may round more loosely (`quantity-values.ts` `roundsTo`).
 */
import type { Quantity } from './quantity.js';

/** "about", "around", "roughly" … just before a number: the writer gives an estimate. */
const HEDGE_BEFORE =
  /(?:\b(?:about|around|roughly|approximately|approx\.|nearly|almost|some|circa|estimated)\s+|~\s*)$/i;

/** The words HEDGE_BEFORE ends with, before its white space. */
const HEDGE_WORDS = [
  'about',
  'around',
  'roughly',
  'approximately',
  'approx.',
  'nearly',
  'almost',
  'some',
  'circa',
  'estimated',
];

/**
 * Whether HEDGE_BEFORE can match `before`: it ends in "~" (and white space), or in white space
 * after one of its words. Most numbers follow none, and the pattern, anchored at the end, would
 * otherwise be tried from every position of the 16 characters.
 */
function mayEndInHedge(before: string): boolean {
  const words = before.trimEnd();
  if (words.endsWith('~')) return true;
  return words.length < before.length && endsWithOneOf(words, HEDGE_WORDS);
}

/**
 * Whether `text` ends with one of `words` (lower-case ASCII), ASCII letters compared in either
 * case, as a case-insensitive pattern compares them; without lower-casing a copy of `text`.
 */
export function endsWithOneOf(text: string, words: readonly string[]): boolean {
  for (const word of words) {
    const from = text.length - word.length;
    if (from < 0) continue;
    let at = 0;
    while (at < word.length) {
      const code = text.charCodeAt(from + at);
      if ((code >= 65 && code <= 90 ? code + 32 : code) !== word.charCodeAt(at)) break;
      at += 1;
    }
    if (at === word.length) return true;
  }
  return false;
}

/**
 * Marks the quantities written after a hedge (`Quantity.approximate`), with their other readings.
 * @example markHedged(quantities, 'about 10 °F', 0) // quantities[0].approximate === true
 */
export function markHedged(quantities: Quantity[], source: string, offset: number): void {
  for (const quantity of quantities) {
    const at = quantity.start - offset;
    const before = source.slice(Math.max(0, at - 16), at);
    if (!mayEndInHedge(before) || !HEDGE_BEFORE.test(before)) continue;
    quantity.approximate = true;
    if (quantity.otherReading) quantity.otherReading.approximate = true;
  }
}
