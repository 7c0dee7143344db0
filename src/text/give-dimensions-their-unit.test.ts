/** Dimensions written with their unit once (`give-dimensions-their-unit.ts`). */
import { describe, expect, it } from 'vitest';
import { quantities, statesAll } from './__fixtures__/quantity-checks.js';

describe('dimensions with one unit', () => {
  it('gives the numbers of a list of dimensions the unit written after the last', () => {
    expect(quantities('55 x 40 x 23 cm').map((quantity) => quantity.text)).toEqual(['55', '40', '23 cm']);
    expect(quantities('55 x 40 x 23 cm').every((quantity) => quantity.unit === '@length-m')).toBe(true);
    expect(statesAll('roughly 22 × 16 × 9 inches', 'no larger than 55 x 40 x 23 cm')).toBe(true);
    expect(statesAll('a 5 by 10 metre room', 'a room 500 by 1,000 cm')).toBe(true);
    expect(statesAll('roughly 30 × 16 × 9 inches', 'no larger than 55 x 40 x 23 cm')).toBe(false);
    // A count before a measure is no dimension.
    expect(quantities('5 boxes of 10 kg')[0]?.unit).not.toBe('@mass-g');
  });
});
