/** Measures hedged to one side (`mark-hedge-direction.ts`). */
import { describe, expect, it } from 'vitest';
import { quantities, statesAll } from './__fixtures__/quantity-checks.js';

describe('measures hedged to one side', () => {
  it('states a value just on the side the hedge allows', () => {
    expect(statesAll('in just under a minute', 'in 59 seconds')).toBe(true);
    expect(statesAll('just over 3 km', '3.2 kilometres')).toBe(true);
    expect(statesAll('nearly 2 metres', '1.9 metres')).toBe(true);
    expect(statesAll('in just under a minute', 'in 61 seconds')).toBe(false);
    expect(statesAll('in just under a minute', 'in 45 seconds')).toBe(false);
    expect(statesAll('just over 3 km', '2.9 kilometres')).toBe(false);
    expect(statesAll('almost two weeks', '13 days')).toBe(true);
    expect(statesAll('almost two weeks', '12 days')).toBe(false);
    expect(statesAll('almost two weeks', '14 days')).toBe(true); // the same length, as before
    expect(statesAll('just over 3 months', '14 weeks')).toBe(false);
    // A hedge of one side is no bound of a year.
    expect(quantities('just over 1998 runners')[0]?.bounds).toBeUndefined();
  });
});

describe('shares, counts and money bounded to one side', () => {
  it('states a value on the side the bound allows', () => {
    expect(statesAll('Over 40% of premises', 'a further 41.6% of premises')).toBe(true);
    expect(statesAll('grew by almost 5%', 'an increase of 4.8%')).toBe(true);
    expect(statesAll('fewer than 45,000 spectators', '44,200 spectators')).toBe(true);
    expect(statesAll('almost £5', '£4.80')).toBe(true);
    // The same bound states the bound.
    expect(statesAll('more than 45,000 spectators', 'more than 45,000 spectators')).toBe(true);
  });

  it('is not stated by a value on the other side, nor by one a rounding reaches', () => {
    expect(statesAll('Over 40% of premises', 'a further 38.4% of premises')).toBe(false);
    expect(statesAll('grew by almost 5%', 'an increase of 5.2%')).toBe(false);
    // "less than 45,000" is no rounding of 45,318, and "more than 45,000" no bound of 30,000.
    expect(statesAll('less than 45,000 spectators', '45,318 spectators')).toBe(false);
    expect(statesAll('more than 45,000 spectators', 'less than 45,000 spectators')).toBe(false);
    expect(statesAll('Over 40% of premises', 'a further 71.6% of premises')).toBe(false);
  });

  it("leaves the bound's own value, and a bound that includes it, to the value", () => {
    expect(statesAll('more than 16 gold medals', '16 gold medals')).toBe(true);
    expect(quantities('no more than 75% of their plot')[0]?.bounds).toBeUndefined();
    expect(quantities('at least 75% of their plot')[0]?.bounds).toBeUndefined();
    // Money after a plain bound is left to its value.
    expect(quantities('over half a million dollars')[0]?.bounds).toBeUndefined();
  });

  it('leaves a bound in the context to its value, and a span of years alone', () => {
    expect(statesAll('40% of premises', 'over 40% of premises')).toBe(true);
    expect(quantities('spread over 3 years')[0]?.bounds).toBeUndefined();
  });
});
