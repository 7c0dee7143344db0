/** Shares written as fractions (`read-share.ts`): the readings added for states and per cents. */
import { describe, expect, it } from 'vitest';
import { quantities, statesAll } from './__fixtures__/quantity-checks.js';

describe('a fraction of a whole in a state', () => {
  it('reads "two-thirds full" as the share of the whole', () => {
    expect(statesAll('is currently two-thirds full', 'is currently at 66.7% of capacity')).toBe(true);
    expect(statesAll('the car park is half empty', 'the car park is 50% empty')).toBe(true);
    expect(statesAll('is currently two-thirds full', 'is currently at 75% of capacity')).toBe(false);
  });

  it('reads no share without a state or "of"', () => {
    expect(quantities('two thirds voted').some((quantity) => quantity.unit === '%')).toBe(false);
  });
});

describe('a fraction of a per cent', () => {
  it('reads the fraction of the per cent after it', () => {
    expect(statesAll('one tenth of one per cent of the value', '0.1% of the value')).toBe(true);
    expect(statesAll('rates rose by half a percent', 'rates rose by 0.5%')).toBe(true);
    expect(statesAll('a quarter of 1% of the vote', '0.25% of the vote')).toBe(true);
  });

  it('is not the fraction itself, nor another per cent', () => {
    expect(statesAll('one tenth of one per cent of the value', '10% of the value')).toBe(false);
    expect(statesAll('one tenth of one per cent of the value', '1% of the value')).toBe(false);
  });
});

describe('a share after "by"', () => {
  it('reads the share a change is by, hedged or not', () => {
    expect(statesAll('cut the risk by a third', 'cut the risk by 33%')).toBe(true);
    expect(statesAll('cut the risk by a third', 'cut the risk by 50%')).toBe(false);
  });

  it('reads no share in a time', () => {
    expect(quantities('arrive by a quarter past nine').some((quantity) => quantity.unit === '%')).toBe(false);
  });
});

describe('a part of every whole', () => {
  it('reads "nineteen out of every twenty" and "one in every four" as shares', () => {
    expect(statesAll('nineteen out of every twenty children', '95% of children')).toBe(true);
    expect(statesAll('one in every four adults', '25% of adults')).toBe(true);
    expect(statesAll('nineteen out of every twenty children', '90% of children')).toBe(false);
  });
});

describe('a rate of incidence', () => {
  it('reads "8 cases per 1,000 people" and "3 faulty units in every 1,000" as shares', () => {
    expect(statesAll('an incidence of 0.8%', 'an incidence of 8 cases per 1,000 people')).toBe(true);
    expect(statesAll('3 faulty units in every 1,000', 'a defect rate of 0.3%')).toBe(true);
    expect(statesAll('an incidence of 8%', 'an incidence of 8 cases per 1,000 people')).toBe(false);
  });

  it('reads no share without "per" or "every", nor against a whole that is no power of ten', () => {
    expect(quantities('3 goals in 10 matches').some((quantity) => quantity.unit === '%')).toBe(false);
    expect(quantities('2 nurses per 7 beds').some((quantity) => quantity.unit === '%')).toBe(false);
  });
});

describe('rates of incidence in more forms', () => {
  it('reads "1 in 1,000", a part in tenths and "per" without a noun', () => {
    expect(statesAll('roughly 0.1% of patients', 'about 1 in 1,000 patients')).toBe(true);
    expect(statesAll('4.5 cases per 10,000 residents', '45 cases per 100,000 residents')).toBe(true);
    expect(statesAll('0.028% statewide', '28 per 100,000 statewide')).toBe(true);
    expect(statesAll('5.5 cases per 10,000 residents', '45 cases per 100,000 residents')).toBe(false);
  });

  it('still reads "3 in 2019" as a year', () => {
    expect(quantities('3 in 2019').some((quantity) => quantity.unit === '%')).toBe(false);
  });
});
