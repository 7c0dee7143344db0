/**
 * A count given as a part of its whole: "Six of the nine trustees backed the sale". Read number by
 * number, the part is a bare 6 that "Seven of the nine trustees" neither states nor contradicts; the
 * quantity reader gives it the unit of the whole, so the two parts are counts of one thing.
 */
import type { Quantity } from './quantity.js';

/** "of the", "out of", "of its last": what joins a part to its whole. */
const PART_OF =
  /^\s+(?:out\s+)?of\s+(?:(?:the|its|their|his|her|our|your|these|those)\s+)?(?:[a-z-]+\s+){0,2}$/i;

/** A count of things: a noun's stem for its unit, not a measure, a share, money or a date. */
function countsThings(quantity: Quantity): boolean {
  return (
    quantity.unit !== null &&
    !quantity.unit.startsWith('@') &&
    quantity.unit !== '%' &&
    quantity.unit !== 'money' &&
    quantity.scale === undefined &&
    quantity.duration === undefined
  );
}

/**
 * The part takes the unit of its whole: "six of the nine trustees" is 6 trustees of 9, so "seven
 * of the nine trustees" contradicts it. Only a whole number no greater than the whole, and no rank.
 * @example givePartsTheirUnit(quantities, 'Six of the nine trustees', 0) // the 6 counts trustees
 */
export function givePartsTheirUnit(quantities: Quantity[], source: string, offset: number): void {
  for (let index = 0; index + 1 < quantities.length; index += 1) {
    const part = quantities[index]!;
    const whole = quantities[index + 1]!;
    if (part.unit !== null || part.otherReading || part.ordinal || !countsThings(whole)) continue;
    if (!Number.isInteger(part.value) || part.value > whole.value) continue;
    if (!PART_OF.test(source.slice(part.end - offset, whole.start - offset))) continue;
    part.unit = whole.unit;
  }
}
