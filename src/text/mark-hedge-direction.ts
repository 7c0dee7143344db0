/**
 * A measure written with the side it lies on: "just under a minute" for 59 seconds, "nearly 2
 * metres", "just over 3 km". Compared as a value, "a minute" is not "59 seconds"; read as a bound
 * close to the value (`Quantity.bounds`), it states what lies just below it and not 45 seconds or
 * 61. Shares written as fractions read their hedges themselves (`read-share.ts`), with wider
 * margins than a measure's.
 */
import { DAY, DECADE, type Quantity, TIME_OF_DAY, YEAR } from './quantity.js';

/** How close a hedge keeps the value: within a tenth of it ("just under a minute": 54 to 60 s). */
const MARGIN = 0.1;

/** "just under", "slightly more than", "nearly", "almost" just before a number, by side. */
const UNDER_BEFORE =
  /\b((?:just|slightly|a little|a bit)\s+(?:under|below|less than|short of)|nearly|almost)\s+$/i;
const OVER_BEFORE = /\b((?:just|slightly|a little|a bit)\s+(?:over|above|more than))\s+$/i;

/** Calendar values and times of day are exact: "just after 1998" is no bound of this kind. */
const EXACT = new Set([YEAR, DECADE, DAY, TIME_OF_DAY]);

/**
 * Gives a measure in its base unit (`@length-m`, `@time-s`, …) or a duration ("two weeks") written
 * after a hedge of one side the values that hedge allows, in its own unit.
 * @example markHedgeDirection(quantities, 'in just under a minute', 0) // bounds 54 to 60 s, side 'under'
 */
export function markHedgeDirection(quantities: readonly Quantity[], source: string, offset: number): void {
  for (const quantity of quantities) {
    const { unit, value } = quantity;
    // A measure in its base unit, or a count of a duration's unit ("almost two weeks").
    const measure = unit?.startsWith('@') && !EXACT.has(unit);
    if (quantity.bounds || !(measure || quantity.duration) || value <= 0) continue;
    const at = quantity.start - offset;
    const before = source.slice(Math.max(0, at - 24), at);
    const under = UNDER_BEFORE.exec(before);
    const over = under ? null : OVER_BEFORE.exec(before);
    const words = (under ?? over)?.[1];
    if (words === undefined) continue;
    quantity.bounds = under
      ? { low: value * (1 - MARGIN), high: value, side: 'under', words }
      : { low: value, high: value * (1 + MARGIN), side: 'over', words };
  }
}
