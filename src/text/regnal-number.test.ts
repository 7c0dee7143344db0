import { describe, expect, it } from 'vitest';
import { romanValue, sameRegnalNumber } from './regnal-number.js';

describe('regnal numbers', () => {
  it('reads Roman numerals of capitals', () => {
    expect(romanValue('III')).toBe(3);
    expect(romanValue('XIV')).toBe(14);
    expect(romanValue('VIII')).toBe(8);
    expect(romanValue('Ivy')).toBeNull();
  });

  it('matches an ordinal word with the numeral of the same value only', () => {
    expect(sameRegnalNumber('Third', 'King Edmar III')).toBe(true);
    expect(sameRegnalNumber('the Eighth', 'Henry VIII')).toBe(true);
    expect(sameRegnalNumber('Fourth', 'King Edmar III')).toBe(false);
    expect(sameRegnalNumber('Edmar', 'King Edmar III')).toBe(false);
  });
});
