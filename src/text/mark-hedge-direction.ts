/**
 * A value written with the side it lies on: "just under a minute" for 59 seconds, "nearly 2
 * metres", "just over 3 km", "almost £5", and for shares and counts also a plain bound: "over 40%"
 * for 41.6 %, "fewer than 45,000 spectators". Compared as a value, "a minute"
 * is not "59 seconds", and "less than 45,000" would be stated by 45,318 merely rounded; read as a
 * bound close to the value (`Quantity.bounds`), it states what lies just on its side and nothing
 * on the other. Shares written as fractions read their hedges themselves (`read-share.ts`).
 */
import { endsWithOneOf } from './mark-hedged.js';
import { DAY, DECADE, type Quantity, TIME_OF_DAY, YEAR } from './quantity.js';

/** How close a hedge keeps the value: within a tenth of it ("just under a minute": 54 to 60 s). */
const MARGIN = 0.1;
/**
 * How far a plain bound reaches: "over 40%" is said of 41.6 % or 48 %, not of 70 %, which a writer
 * would give as "over two thirds" or "70%".
 */
const PLAIN_MARGIN = 0.25;

/** "just under", "slightly more than", "nearly", "almost" just before a number, by side. */
const UNDER_BEFORE =
  /\b((?:just|slightly|a little|a bit)\s+(?:under|below|less than|short of)|nearly|almost)\s+$/i;
const OVER_BEFORE = /\b((?:just|slightly|a little|a bit)\s+(?:over|above|more than))\s+$/i;
/**
 * Plain bounds that leave the value itself out. "At least", "up to" and "no more than" include it
 * and are left to the value (`bound-relation.ts` reads which side they bound): "over 3 years" may also be a span ("spread over 3 years"), so a plain
 * bound is read only before a share, a count or money; "over" between two numbers is read out
 * ("140 over 90 mmHg"), no bound.
 */
const PLAIN_UNDER_BEFORE = /(?<!\b(?:no|not)\s)\b((?:less|fewer) than|under|below)\s+$/i;
const PLAIN_OVER_BEFORE =
  /(?<!\b(?:no|not)\s)\b((?:more|greater) than|(?<!\d\s)over|above|upwards of|in excess of)\s+$/i;

/** The words the four patterns above end with, before their white space. */
const LAST_HEDGE_WORDS = ['under', 'below', 'than', 'of', 'nearly', 'almost', 'over', 'above'];

/**
 * Whether `before` ends in white space after a word one of the four patterns ends with: they can
 * match nowhere else, and most numbers follow no such word. Anchored at the end, each pattern
 * would otherwise be tried from every position of the 24 characters.
 */
function mayEndInHedge(before: string): boolean {
  const words = before.trimEnd();
  return words.length < before.length && endsWithOneOf(words, LAST_HEDGE_WORDS);
}

/**
 * `text.replace(/[$€£¥]$/, '')` by the last character's code: the pattern, anchored at the end,
 * was tried from every position (once per counted value of every sentence read).
 */
function withoutCurrencySign(text: string): string {
  const code = text.charCodeAt(text.length - 1);
  // $ £ ¥ €
  return code === 0x24 || code === 0xa3 || code === 0xa5 || code === 0x20ac ? text.slice(0, -1) : text;
}

/** Calendar values and times of day are exact: "just after 1998" is no bound of this kind. */
const EXACT = new Set([YEAR, DECADE, DAY, TIME_OF_DAY]);

type Side = { side: 'under' | 'over'; words: string };

/** "just under", "nearly", "just over" … at the end of `before`, with its side. */
function closeHedge(before: string): Side | null {
  const under = UNDER_BEFORE.exec(before)?.[1];
  if (under !== undefined) return { side: 'under', words: under };
  const over = OVER_BEFORE.exec(before)?.[1];
  return over === undefined ? null : { side: 'over', words: over };
}

/** "less than", "under", "more than", "over" … at the end of `before`, with its side. */
function plainBound(before: string): Side | null {
  const under = PLAIN_UNDER_BEFORE.exec(before)?.[1];
  if (under !== undefined) return { side: 'under', words: under };
  const over = PLAIN_OVER_BEFORE.exec(before)?.[1];
  return over === undefined ? null : { side: 'over', words: over };
}

/**
 * A share in per cent, a count of a noun or money: what a hedge is read before. Not four
 * digits in the years' range before a noun ("just after 1998 …" may be a year).
 */
function isCounted(quantity: Quantity): boolean {
  const { unit, value } = quantity;
  if (unit === null || (unit.startsWith('@') && unit !== '%')) return false;
  return !(
    unit !== '%' &&
    unit !== 'money' &&
    /^\d{4}$/.test(quantity.text) &&
    value >= 1000 &&
    value <= 2100
  );
}

/**
 * Gives a measure in its base unit (`@length-m`, `@time-s`, …) or a duration ("two weeks") written
 * after a hedge of one side, and a share, count or money after a hedge or a plain bound, the values
 * that hedge allows, in its own unit.
 * @example markHedgeDirection(quantities, 'in just under a minute', 0) // bounds 54 to 60 s, side 'under'
 */
export function markHedgeDirection(quantities: readonly Quantity[], source: string, offset: number): void {
  for (const quantity of quantities) {
    const { unit, value } = quantity;
    // A measure in its base unit, or a count of a duration's unit ("almost two weeks").
    const measure = unit?.startsWith('@') && !EXACT.has(unit);
    const counted = isCounted(quantity);
    if (quantity.bounds || !(measure || quantity.duration || counted) || value <= 0) continue;
    const at = quantity.start - offset;
    // Money's sign stands before its digits: "under £5" is read before the "£".
    const before = withoutCurrencySign(source.slice(Math.max(0, at - 24), at));
    if (!mayEndInHedge(before)) continue;
    const close = closeHedge(before);
    // Money is left to its value after a plain bound: "over half a million dollars" in a sentence
    // of several sums is read against each (dev row wice-03604 took a reading of it for support).
    const plain = counted && !quantity.duration && unit !== 'money';
    const hedge = close ?? (plain ? plainBound(before) : null);
    if (hedge === null) continue;
    const { side, words } = hedge;
    const margin = close ? MARGIN : PLAIN_MARGIN;
    quantity.bounds =
      side === 'under'
        ? { low: value * (1 - margin), high: value, side: 'under', words }
        : { low: value, high: value * (1 + margin), side: 'over', words };
  }
}
