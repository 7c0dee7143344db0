/**
 * Dimensions written with their unit once: "55 × 40 × 23 cm", "55 x 40 x 23 cm", "a 5 by 10 metre
 * room". Read number by number, only the last is a length: "22 × 16 × 9 inches" would leave 22 and
 * 16 bare numbers that "55 × 40 × 23 cm" never states. Each number before the unit takes it, and
 * the hedge of the first ("roughly 22 × 16 × 9 inches") covers them all.
 */
import type { Quantity } from './quantity.js';

/** What joins two dimensions: "×", "x"; "by" only between lengths ("5 by 10 metres"). */
const DIMENSION_JOIN = /^\s*[×x]\s*$/;
const BY_JOIN = /^\s+by\s+$/;

/**
 * Gives the bare numbers of a list of dimensions the unit of its last (a length, an area or a
 * volume, each in its scale).
 * @example giveDimensionsTheirUnit(quantities, '55 × 40 × 23 cm', 0) // 55 and 40 become 0.55 m and 0.4 m
 */
export function giveDimensionsTheirUnit(quantities: Quantity[], source: string, offset: number): void {
  // From the right: "55 × 40 × 23 cm" gives 40 the unit of 23 cm, then 55 the unit of 40.
  for (let index = quantities.length - 2; index >= 0; index -= 1) {
    const first = quantities[index]!;
    const second = quantities[index + 1]!;
    if (first.unit !== null || first.otherReading || second.scale === undefined) continue;
    if (!second.unit?.startsWith('@length') && !second.unit?.startsWith('@area')) continue;
    const join = source.slice(first.end - offset, second.start - offset);
    if (!DIMENSION_JOIN.test(join) && !BY_JOIN.test(join)) continue;
    first.value *= second.scale;
    first.scale = second.scale;
    first.unit = second.unit;
  }
  // The hedge before the first dimension is the whole list's.
  for (let index = 1; index < quantities.length; index += 1) {
    const previous = quantities[index - 1]!;
    const quantity = quantities[index]!;
    const join = source.slice(previous.end - offset, quantity.start - offset);
    if (previous.approximate && previous.unit === quantity.unit && DIMENSION_JOIN.test(join))
      quantity.approximate = true;
  }
}
