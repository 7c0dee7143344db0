/** Ranks written in words (`read-ordinal.ts`). */
import { describe, expect, it } from 'vitest';
import { quantities, statesAll } from './__fixtures__/quantity-checks.js';

describe('ranks in words', () => {
  it.each([
    ['Lucas Brenner finished fifth on the stage', 5, null],
    ['its hundredth anniversary', 100, 'anniversari'],
    ['the twenty-first anniversary', 21, 'anniversari'],
    ['in his third year of study', 3, 'year'],
  ])('reads %s as the rank %d of %s', (text, value, unit) => {
    expect(quantities(text)).toMatchObject([{ value, unit, ordinal: 'words' }]);
  });

  it('reads a rank before "century" as the century’s span (`read-eras.ts`)', () => {
    expect(quantities('the twenty-first century')).toMatchObject([{ value: 2000, unit: '@decade' }]);
  });

  it('states a rank in digits of the same value, and no other', () => {
    expect(statesAll('crossed the line 5th', 'finished fifth on the stage')).toBe(true);
    expect(statesAll('its hundredth anniversary', "the hospital's 100th anniversary")).toBe(true);
    expect(statesAll('came 3rd in the race', 'finished third in the race')).toBe(true);
    expect(statesAll('crossed the line 5th', 'finished fourth on the stage')).toBe(false);
    expect(statesAll('its hundredth anniversary', "the hospital's 150th anniversary")).toBe(false);
    // A rank of another thing: "the first quarter" is no "1st District".
    expect(statesAll('the 1st District seat', 'in the first quarter of 2013')).toBe(false);
  });

  it('is no count: a rank states no plain number and is stated by none', () => {
    expect(statesAll('the fifth stage', 'all 5 stages')).toBe(false);
    expect(statesAll('5 stages', 'the fifth stage')).toBe(false);
  });

  it('leaves fractions and a second of time alone', () => {
    expect(quantities('one fifth of the vote').some((quantity) => quantity.ordinal)).toBe(false);
    expect(quantities('two thirds full').some((quantity) => quantity.ordinal)).toBe(false);
    expect(quantities('in a second').some((quantity) => quantity.ordinal)).toBe(false);
  });
});
