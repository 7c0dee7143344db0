/** Durations in pieces (`read-duration-phrase.ts`) and number words read once (`extract-quantities.ts`). */
import { describe, expect, it } from 'vitest';
import { quantities, statesAll } from './__fixtures__/quantity-checks.js';

describe('durations with a quarter', () => {
  it('reads "an hour and a quarter" and "two and a quarter hours"', () => {
    expect(quantities('last about an hour and a quarter')[0]).toMatchObject({ value: 4500 });
    expect(statesAll('about an hour and a quarter', 'approximately 75 minutes')).toBe(true);
    expect(statesAll('roughly 2 hours 15 minutes', 'about two and a quarter hours')).toBe(true);
    expect(statesAll('an hour and three quarters', '105 minutes')).toBe(true);
    expect(statesAll('about an hour and a quarter', 'approximately 90 minutes')).toBe(false);
    expect(statesAll('roughly 2 hours 15 minutes', 'about two and a half hours')).toBe(false);
  });
});

describe('number words read once', () => {
  it('reads "twenty-six" and "two hundred" as one number each, not their last word again', () => {
    expect(quantities('twenty-six weeks of leave').map((quantity) => quantity.value)).toEqual([26]);
    expect(quantities('two hundred people came').map((quantity) => quantity.value)).toEqual([200]);
    expect(quantities('forty-five minutes').map((quantity) => quantity.text)).toEqual(['forty-five minutes']);
    expect(statesAll('twenty-six weeks of leave', 'the first 16 weeks of 26 weeks')).toBe(true);
    expect(statesAll('twenty-six weeks of leave', 'the first 16 weeks of 6 weeks')).toBe(false);
  });
});

describe('durations in pieces with a compound number', () => {
  it('reads "two hours, eight minutes and forty-one seconds" whole, as 2:08:41 is', () => {
    expect(quantities('won in two hours, eight minutes and forty-one seconds')[0]).toMatchObject({
      value: 7721,
    });
    expect(statesAll('two hours, eight minutes and forty-one seconds', 'in 2:08:41')).toBe(true);
    expect(statesAll('two hours, eight minutes and forty-one seconds', 'in 2:08:14')).toBe(false);
  });
});
