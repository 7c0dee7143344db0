/**
 * A number the writer gives as an estimate ("about 10 °F", "around three months"): compared with
 * a value in another unit it may round more loosely (`quantity-values.ts` `roundsTo`).
 */
import type { Quantity } from './quantity.js';

/** "about", "around", "roughly" … just before a number: the writer gives an estimate. */
const HEDGE_BEFORE =
  /(?:\b(?:about|around|roughly|approximately|approx\.|nearly|almost|some|circa|estimated)\s+|~\s*)$/i;

/**
 * Marks the quantities written after a hedge (`Quantity.approximate`), with their other readings.
 * @example markHedged(quantities, 'about 10 °F', 0) // quantities[0].approximate === true
 */
export function markHedged(quantities: Quantity[], source: string, offset: number): void {
  for (const quantity of quantities) {
    const at = quantity.start - offset;
    if (!HEDGE_BEFORE.test(source.slice(Math.max(0, at - 16), at))) continue;
    quantity.approximate = true;
    if (quantity.otherReading) quantity.otherReading.approximate = true;
  }
}
