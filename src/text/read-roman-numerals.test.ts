import { describe, expect, it } from 'vitest';
import { extractQuantities } from './extract-quantities.js';
import { romanValue } from './read-roman-numerals.js';
import { tokenize } from './tokenize.js';

const quantities = (text: string) => extractQuantities(tokenize(text), text);

describe('romanValue', () => {
  it('reads numerals written by the rules', () => {
    expect(romanValue('XIV')).toBe(14);
    expect(romanValue('MCMXCIX')).toBe(1999);
    expect(romanValue('MMXXIV')).toBe(2024);
    expect(romanValue('IV')).toBe(4);
  });

  it('reads no word that breaks them', () => {
    expect(romanValue('IIII')).toBeNull();
    expect(romanValue('IC')).toBeNull();
    expect(romanValue('MID')).toBeNull();
    expect(romanValue('')).toBeNull();
  });
});

describe('readRomanNumerals (through extractQuantities)', () => {
  it('reads a numeral after a word that numbers, and a year of four letters or more', () => {
    expect(quantities('The trial occurs in Chapter XIV, after the return.')).toMatchObject([
      { value: 14, unit: 'chapter' },
    ]);
    expect(quantities('The treaty is set out in Article XII.')).toMatchObject([{ value: 12, unit: null }]);
    expect(quantities('The stone reads FOUNDED MCMXCIX.')).toMatchObject([{ value: 1999, unit: '@year' }]);
  });

  it('gives a number in digits after a word that numbers the same unit', () => {
    expect(quantities('The trial occurs in chapter 14.')).toMatchObject([{ value: 14, unit: 'chapter' }]);
  });

  it("gives no unit to a product's number", () => {
    expect(quantities('The Orbis Book 14 weighs 1.3 kg.')[0]?.unit).not.toBe('book');
  });

  it('reads no abbreviation of two capitals, and no pronoun', () => {
    expect(quantities('I bought a CD and a MIX tape in DC.')).toEqual([]);
  });
});
