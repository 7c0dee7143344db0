import { describe, expect, it } from 'vitest';
import { extractQuantities } from './extract-quantities.js';
import { TIME_OF_DAY } from './quantity.js';
import { states } from './quantity-values.js';
import { tokenize } from './tokenize.js';

function quantities(text: string) {
  return extractQuantities(tokenize(text), text);
}

/** Whether some quantity of `claim` is stated by some quantity of `evidence`. */
function stated(claim: string, evidence: string): boolean {
  const others = quantities(evidence);
  return quantities(claim).some((quantity) => others.some((other) => states(quantity, other)));
}

describe('extractQuantities: times of day', () => {
  it.each([
    ['starts at 19:30, and', 19 * 60 + 30, undefined, '19:30'],
    ['starts at 7:30 p.m. sharp', 19 * 60 + 30, undefined, '7:30 p.m.'],
    ['starts at 7:30pm.', 19 * 60 + 30, undefined, '7:30pm'],
    ['starts at 7:30 AM', 7 * 60 + 30, undefined, '7:30 AM'],
    ['starts at 7 pm.', 19 * 60, undefined, '7 pm'],
    ['starts at 7pm', 19 * 60, undefined, '7pm'],
    ['starts at 7.30pm', 19 * 60 + 30, undefined, '7.30pm'],
    ['opens at 12 a.m.', 0, undefined, '12 a.m.'],
    ['opens at 12 p.m.', 12 * 60, undefined, '12 p.m.'],
    ['opens at noon', 12 * 60, undefined, 'noon'],
    ['opens at 12 noon', 12 * 60, undefined, '12 noon'],
    ['closes at midnight', 0, undefined, 'midnight'],
    ['closes at 00:15', 15, undefined, '00:15'],
    // An hour of 12 or less without am or pm may be either half of the day.
    ['starts at 7:30.', 7 * 60 + 30, 19 * 60 + 30, '7:30'],
    ['starts at 12:30', 12 * 60 + 30, 30, '12:30'],
    ["starts at 7 o'clock", 7 * 60, 19 * 60, "7 o'clock"],
  ])('%s → %d minutes', (text, value, otherHalf, written) => {
    const [time] = quantities(text);
    expect(time).toMatchObject({ value, unit: TIME_OF_DAY, text: written });
    expect(time?.otherHalf).toBe(otherHalf);
    expect(time!.end - time!.start).toBe(written.length);
  });

  it.each([
    ['It costs 7.30 dollars.'],
    ['at 7 the doors open'],
    ['a lap of 1:30:45'],
    ['the ratio 16:9'],
    ['I am 7 a man said'],
  ])('reads no time in %s', (text) => {
    expect(quantities(text).some((quantity) => quantity.unit === TIME_OF_DAY)).toBe(false);
  });

  it('states one time written on either clock, and not another time', () => {
    expect(stated('at 7:30 p.m.', 'at 19:30')).toBe(true);
    expect(stated('at 19:30', 'at 7:30 p.m.')).toBe(true);
    expect(stated('at 7:30', 'at 19:30')).toBe(true);
    expect(stated('at 7 pm', 'at 19:00')).toBe(true);
    expect(stated('at noon', 'at 12:00')).toBe(true);
    expect(stated('at 7:45 p.m.', 'at 19:30')).toBe(false);
    expect(stated('at 7:30 a.m.', 'at 19:30')).toBe(false);
    expect(stated('at 9:40', 'at 18:15')).toBe(false);
    // Minutes since midnight are no count: 1140 people are not 19:00.
    expect(stated('1140 people', 'at 19:00')).toBe(false);
    expect(stated('at 19:00', '1140 people')).toBe(false);
  });
});

describe('extractQuantities: durations in pieces', () => {
  const MINUTE = 60;
  it.each([
    ['lasts 3 hours 15 minutes.', 195 * MINUTE, '@time-s', '3 hours 15 minutes'],
    ['lasts 2 hours and 28 minutes.', 148 * MINUTE, '@time-s', '2 hours and 28 minutes'],
    [
      'lasts 2 hours, 28 minutes and 30 seconds.',
      148.5 * MINUTE,
      '@time-s',
      '2 hours, 28 minutes and 30 seconds',
    ],
    ['takes an hour and a half.', 90 * MINUTE, '@time-s', 'an hour and a half'],
    ['takes two and a half hours.', 150 * MINUTE, '@time-s', 'two and a half hours'],
    ['takes half an hour.', 30 * MINUTE, '@time-s', 'half an hour'],
    ['takes a half hour.', 30 * MINUTE, '@time-s', 'a half hour'],
    ['takes a quarter of an hour.', 15 * MINUTE, '@time-s', 'a quarter of an hour'],
    ['takes three quarters of an hour.', 45 * MINUTE, '@time-s', 'three quarters of an hour'],
    ['lasts 1 week and 2 days.', 9 * 86_400, '@time-s', '1 week and 2 days'],
    ['lasts 1 year and 6 months.', 18, '@time-month', '1 year and 6 months'],
    ['lasts a year and a half.', 18, '@time-month', 'a year and a half'],
  ])('%s', (text, value, unit, written) => {
    const found = quantities(text);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ value, unit, text: written });
  });

  it.each([
    // A range, two durations, an ordinal: read piece by piece as before.
    ['between 2 hours and 30 minutes', 2],
    ['2 hours and 90 minutes', 2],
    ['24 hours 7 days a week', 3],
    ['in his third year of study', 0],
    ['a second hour', 0],
  ])('reads %s as %d quantities', (text, count) => {
    // A rank in words ("third") is read as a rank, not as a duration (`read-ordinal.test.ts`).
    expect(quantities(text).filter((quantity) => quantity.ordinal !== 'words')).toHaveLength(count);
  });

  it('states a duration written in pieces as one value, and not another length', () => {
    expect(stated('3 hours 15 minutes', '3.25 hours')).toBe(true);
    expect(stated('3 hours 15 minutes', '195 minutes')).toBe(true);
    expect(stated('195 minutes', '3 hours 15 minutes')).toBe(true);
    expect(stated('2 hours and 28 minutes', '148 minutes')).toBe(true);
    expect(stated('an hour and a half', '90 minutes')).toBe(true);
    expect(stated('an hour and a half', '1.5 hours')).toBe(true);
    expect(stated('half an hour', '30 minutes')).toBe(true);
    expect(stated('a quarter of an hour', '15 minutes')).toBe(true);
    expect(stated('three quarters of an hour', '45 minutes')).toBe(true);
    expect(stated('1 year and 6 months', '18 months')).toBe(true);
    expect(stated('18 months', '1 year and 6 months')).toBe(true);
    expect(stated('1 year and 6 months', '1.5 years')).toBe(true);
    expect(stated('2 hours and 20 minutes', '148 minutes')).toBe(false);
    expect(stated('three quarters of an hour', '1 hour')).toBe(false);
    expect(stated('three quarters of an hour', 'an hour')).toBe(false);
    expect(stated('1 year and 6 months', '17 months')).toBe(false);
    expect(stated('3 hours', '3 hours 15 minutes')).toBe(false);
  });
});

describe('extractQuantities: shares written as fractions', () => {
  it.each([
    ['A quarter of the budget', 25, 'A quarter'],
    ['half of the members', 50, 'half'],
    ['a third of voters', 100 / 3, 'a third'],
    ['two thirds of voters', 200 / 3, 'two thirds'],
    ['three quarters of the staff', 75, 'three quarters'],
    ['one fifth of households', 20, 'one fifth'],
  ])('%s', (text, value, written) => {
    const [share] = quantities(text);
    expect(share).toMatchObject({ unit: '%', text: written, fraction: true });
    expect(share!.value).toBeCloseTo(value, 9);
  });

  it.each([
    ['at a quarter past six'],
    ['in the third quarter of 2023'],
    ['a quarter of a million people'],
    ['one of the members'],
    ['sales grew in the first half of 2023'],
  ])('reads no share in %s', (text) => {
    expect(quantities(text).some((quantity) => quantity.fraction)).toBe(false);
  });

  it('states a share in per cent as answers round it, either way round', () => {
    expect(stated('A quarter of the budget', '25% of the budget')).toBe(true);
    expect(stated('25% of the budget', 'A quarter of the budget')).toBe(true);
    expect(stated('half of the members', '50 % of the members')).toBe(true);
    expect(stated('a third of voters', '33 % of voters')).toBe(true);
    expect(stated('a third of voters', '33.3 % of voters')).toBe(true);
    expect(stated('33% of voters', 'a third of voters')).toBe(true);
    expect(stated('two thirds of voters', '67% of voters')).toBe(true);
    expect(stated('three quarters of the staff', '75 percent of the staff')).toBe(true);
    expect(stated('A quarter of the budget', '30% of the budget')).toBe(false);
    expect(stated('a third of voters', '30% of voters')).toBe(false);
    expect(stated('two thirds of voters', '60% of voters')).toBe(false);
    // A share is per cent: 25 members are not a quarter.
    expect(stated('a quarter of the members', 'the 25 members')).toBe(false);
  });
});

describe('states: a year before a noun', () => {
  it("finds a claim's year in a four-digit number before a noun, and only of the same value", () => {
    expect(stated('did not take place in 2020', 'The 2020 edition was cancelled')).toBe(true);
    expect(stated('did not take place in 2021', 'The 2020 edition was cancelled')).toBe(false);
    // Counts stay counts: not against another count, nor a claim's count against a year.
    expect(stated('The race had 2021 runners', 'The race had 2020 runners')).toBe(false);
    expect(stated('The race had 2020 runners', 'The race was held in 2020')).toBe(false);
    expect(stated('in 2020', 'a distance of 2020 m')).toBe(false);
  });
});

describe('extractQuantities: signs, fractions and pounds', () => {
  it.each([
    ['falls to -12 °C', -12],
    ['falls to \u221212 °C', -12],
    ['falls to minus 12 °C', -12],
    ['between 10-12 °C', 12],
    ['the COVID-19 rules', 19],
    ['drops to minus five degrees Celsius', -5],
    ['accurate to plus or minus two seconds', 2],
    ['accurate to plus or minus 2 seconds', 2],
  ])('%s reads %d', (text, value) => {
    expect(quantities(text).at(-1)?.value).toBe(value);
  });

  it('reads "below zero" as a negative temperature, and not below anything else', () => {
    expect(quantities('fell to three degrees below zero')[0]?.value).toBe(-3);
    expect(quantities('fell to 3 °C below freezing')[0]?.value).toBe(-3);
    expect(quantities('is 5 degrees below the average')[0]?.value).toBe(5);
    expect(stated('minus three degrees', 'fell to three degrees below zero')).toBe(true);
  });

  it('takes no unit across a comma, but for a year', () => {
    expect(quantities('Claims numbered 15,900, most of them in January')[0]?.unit).toBeNull();
    expect(quantities('They received 15,900 claims, most of them in January')[0]?.unit).toBe('claim');
  });

  it('reads "8 business hours" as hours, and "10 working days" as no calendar days', () => {
    expect(stated('within 28,800 seconds', 'a first response within 8 business hours')).toBe(true);
    expect(quantities('within 8 business hours')[0]?.unit).toBe('@time-s');
    expect(quantities('within 10 working days')[0]?.unit).not.toBe('@time-s');
    expect(stated('within two weeks', 'within 10 working days')).toBe(false);
  });

  it('reads micrograms as a mass', () => {
    expect(stated('500 micrograms', 'a dose of 0.5 mg')).toBe(true);
    expect(stated('500 µg', 'a dose of 0.5 mg')).toBe(true);
    expect(stated('50 micrograms', 'a dose of 0.5 mg')).toBe(false);
  });

  it('reads fractions written as one character, alone or after digits', () => {
    expect(quantities('won 3½–2½').map((quantity) => quantity.value)).toEqual([3.5, 2.5]);
    expect(quantities('add ¾ cup').map((quantity) => quantity.value)).toEqual([0.75]);
  });

  it('states a weight in pounds by kilograms and money in pounds by pounds sterling', () => {
    expect(stated('up to 110 pounds of waste', 'up to 50 kilograms of waste')).toBe(true);
    expect(stated('about 44 pounds', 'weighs 20 kilograms')).toBe(true);
    expect(stated('up to 16.5 pounds', 'up to 7.5 kg')).toBe(true);
    expect(stated('up to 150 pounds of waste', 'up to 50 kilograms of waste')).toBe(false);
    expect(stated('costs 39 pounds', 'costs £39')).toBe(true);
    expect(stated('costs £39', 'costs £39')).toBe(true);
  });

  it('lets a hedged number round more loosely', () => {
    expect(stated('about 10 °F', 'minus 12 °C')).toBe(true);
    expect(stated('10 °F', 'minus 12 °C')).toBe(false);
    expect(stated('about 30 °F', 'minus 12 °C')).toBe(false);
  });

  it('reads a quarter of an hour without its article', () => {
    expect(stated('every quarter of an hour', 'every 15 minutes')).toBe(true);
    expect(stated('every quarter of an hour', 'every 20 minutes')).toBe(false);
  });
});

describe('extractQuantities: shares of a whole, ranges and race times', () => {
  it('reads "three in five" and "8 out of 10" as shares', () => {
    expect(stated('three in five trains', '60% of trains')).toBe(true);
    expect(stated('one in four adults', '25% of adults')).toBe(true);
    expect(stated('8 out of 10 cats', '80 % of cats')).toBe(true);
    expect(stated('two in five trains', '60% of trains')).toBe(false);
    expect(quantities('scored 2 in 10 minutes').some((quantity) => quantity.unit === '%')).toBe(false);
    expect(quantities('won 3 in 2019').some((quantity) => quantity.unit === '%')).toBe(false);
  });

  it("gives a range's first number the unit of its second", () => {
    expect(stated('120 to 180 minutes', 'two to three hours')).toBe(true);
    expect(quantities('2–3 hours')[0]).toMatchObject({ value: 7200, unit: '@time-s' });
    expect(quantities('between 2 and 3 km')[0]).toMatchObject({ value: 2000, unit: '@length-m' });
    const [start] = quantities('90 to 180 minutes');
    expect(quantities('two to three hours').some((other) => states(start!, other))).toBe(false);
    expect(quantities('from 9 to 5 pm')[0]?.unit).toBe(null);
  });

  it('compares a hedged duration in months with days', () => {
    expect(stated('about three months', '90 days')).toBe(true);
    expect(stated('about six months', '90 days')).toBe(false);
    expect(stated('3 months', '120 days')).toBe(false);
    expect(stated('1 month', '30 days')).toBe(false);
  });

  it('reads hours, minutes and seconds as a duration, not a time of day', () => {
    expect(quantities('a record of 2:00:35')[0]).toMatchObject({ value: 7235, unit: '@time-s' });
    expect(stated('two hours and 35 seconds', 'a record of 2:00:35')).toBe(true);
    expect(stated('two hours and 45 seconds', 'a record of 2:00:35')).toBe(false);
    expect(quantities('at 19:30:00')[0]?.unit).not.toBe('@time-s');
  });
});

describe('extractQuantities: rates', () => {
  it('reads a count per unit of time as a count per second', () => {
    expect(quantities('prints 30 pages per minute')[0]).toMatchObject({ value: 0.5, unit: '@per-s:page' });
    expect(quantities('one page every two seconds')).toMatchObject([{ value: 0.5, unit: '@per-s:page' }]);
    expect(quantities('600 requests/min')[0]).toMatchObject({ value: 10, unit: '@per-s:request' });
    expect(quantities('two meals a day')[0]?.unit).toBe('@per-s:meal');
    // A unit of time counted is no rate; "one of the" is no number.
    expect(quantities('5 days a week')[0]?.unit).toBe('dai');
    expect(quantities('one of the pages per minute')).toEqual([]);
  });

  it('states a rate in another period, rounded as the claim rounds, and its count alone', () => {
    expect(stated('one page every two seconds', '30 pages per minute')).toBe(true);
    expect(stated('10 requests per second', '600 requests per minute')).toBe(true);
    expect(stated('one page every three seconds', '30 pages per minute')).toBe(false);
    expect(stated('10 requests per minute', '10 requests per second')).toBe(false);
    expect(stated('30 pages', '30 pages per minute')).toBe(true);
  });
});

describe('extractQuantities: multipliers, currency codes and millions', () => {
  it('reads a multiplier joined to the number or after a space', () => {
    expect(stated('£3.1bn', '£3.1 billion')).toBe(true);
    expect(stated('$640m', '$640 million')).toBe(true);
    expect(stated('£32.4k', '£32,400')).toBe(true);
    expect(stated('£1k', '£1,000')).toBe(true);
    expect(stated('$2.5 trillion', '$2,500bn')).toBe(true);
    expect(stated('$1.2tn', '$1.2 trillion')).toBe(true);
    expect(stated('€2 million', '€2,000,000')).toBe(true);
    expect(stated('£3.4bn', '£3.1 billion')).toBe(false);
    expect(stated('£32.8k', '£32,400')).toBe(false);
  });

  it('reads an "m" joined to a count as millions as well as metres', () => {
    expect(stated('1.5m people', '1,500,000 people')).toBe(true);
    expect(stated('1,500,000 people', '1.5m people')).toBe(true);
    expect(stated('a 1.5m wall', 'a wall of 150 cm')).toBe(true);
    expect(stated('1.6m people', '1,500,000 people')).toBe(false);
    expect(quantities('5 m away')[0]?.otherReading).toBeUndefined();
  });

  it("reads no unit after a possessive's apostrophe", () => {
    // "X2's" is a name's possessive: its "s" is no second.
    expect(quantities("The Vantor X2's graphics card")[0]?.unit).toBeNull();
    expect(quantities('a lap of 72 s')[0]?.unit).toBe('@time-s');
  });

  it('reads a currency code before the amount as money', () => {
    expect(quantities('up to EUR 50,000')[0]).toMatchObject({ value: 50_000, unit: 'money' });
    expect(quantities('USD 2.5m')[0]).toMatchObject({ value: 2_500_000, unit: 'money' });
  });
});

describe('extractQuantities: money per period', () => {
  it('reads money per period as money per second, months and years by the average month', () => {
    expect(quantities('£4.50 per month')[0]).toMatchObject({ unit: '@per-s:money', text: '4.50 per month' });
    expect(quantities('£54 annually')[0]?.unit).toBe('@per-s:money');
    expect(quantities('£54 p.a.')[0]?.unit).toBe('@per-s:money');
    expect(quantities('$5 a share')[0]?.unit).toBe('money');
  });

  it("states the amount in the claim's period, rounded as the claim rounds", () => {
    expect(stated('£54 a year', '£4.50 per month')).toBe(true);
    expect(stated('£4.50 monthly', '£54 per year')).toBe(true);
    expect(stated('£520 a year', '£10 a week')).toBe(true);
    expect(stated('£1.50 per day', '£10.50 weekly')).toBe(true);
    expect(stated('£60 a year', '£4.50 per month')).toBe(false);
    expect(stated('£54 a month', '£54 a year')).toBe(false);
    // The amount alone, either way.
    expect(stated('£4.50', '£4.50 per month')).toBe(true);
    expect(stated('£54 a year', 'costs £54')).toBe(true);
  });
});

describe('extractQuantities: hedged shares', () => {
  it('reads a hedged fraction with the values its hedge allows', () => {
    expect(quantities('rose by just over a quarter to $640m')[0]).toMatchObject({
      value: 25,
      unit: '%',
      text: 'just over a quarter',
      bounds: { low: 25, high: 30, side: 'over' },
    });
    expect(quantities('nearly a third of voters')[0]?.bounds?.side).toBe('under');
    // "more than half of" is a bound, never 50 %.
    expect(quantities('more than half of the members')[0]?.bounds).toEqual({
      low: 50,
      high: 70,
      side: 'over',
    });
    // Without "of" or "by" a fraction is no share: "just over a quarter past five".
    expect(quantities('just over a quarter past five').some((quantity) => quantity.unit === '%')).toBe(false);
  });

  it('states a share on the side its hedge allows', () => {
    expect(stated('just over a quarter of sales', '27% of sales')).toBe(true);
    expect(stated('just over a quarter of sales', '30% of sales')).toBe(true);
    expect(stated('just over a quarter of sales', '24% of sales')).toBe(false);
    expect(stated('just over a quarter of sales', '25% of sales')).toBe(false);
    expect(stated('just under half of staff', '47% of staff')).toBe(true);
    expect(stated('almost half of staff', '52% of staff')).toBe(false);
    expect(stated('nearly a third of voters', '31% of voters')).toBe(true);
    expect(stated('more than a quarter of firms', '27% of firms')).toBe(true);
    expect(stated('around a fifth of adults', '21% of adults')).toBe(true);
    expect(stated('around a fifth of adults', '25% of adults')).toBe(false);
    expect(stated('just over a third of sales', '27% of sales')).toBe(false);
    // A precise claim is not stated by a hedge, nor contradicted by one it fits.
    expect(stated('27% of sales', 'just over a quarter of sales')).toBe(false);
  });
});

describe('extractQuantities: a fraction of a large number', () => {
  it('reads "half a million" and "a quarter of a million" as numbers', () => {
    expect(quantities('half a million people')[0]).toMatchObject({ value: 500_000, text: 'half a million' });
    expect(stated('a quarter of a million people', '250,000 people')).toBe(true);
    expect(stated('three quarters of a billion dollars', '$750 million')).toBe(true);
    expect(stated('half a million people', '400,000 people')).toBe(false);
    expect(quantities('half of the staff')[0]).toMatchObject({ value: 50, unit: '%' });
  });
});

describe('extractQuantities: a fraction of a unit', () => {
  it('reads "half a teaspoon" as the measure, in the unit of "0.5 tsp"', () => {
    expect(stated('half a teaspoon of chilli flakes', '0.5 tsp chilli flakes')).toBe(true);
    expect(stated('a quarter of a mile', '402 metres')).toBe(true);
    expect(stated('2 tbsp olive oil', '30 ml olive oil')).toBe(true);
  });

  it('is not another measure', () => {
    expect(stated('half a teaspoon of chilli flakes', '1 tsp chilli flakes')).toBe(false);
    expect(stated('half a teaspoon of chilli flakes', '0.5 tbsp chilli flakes')).toBe(false);
  });
});

describe('extractQuantities: counts written in words (fourteenth pass)', () => {
  it('multiplies by "dozen" and reads a fraction of one', () => {
    expect(quantities('This recipe makes two dozen biscuits.')).toMatchObject([
      { value: 24, unit: 'biscuit' },
    ]);
    expect(quantities('with half a dozen new rooms')).toMatchObject([{ value: 6 }]);
    expect(stated('six new rooms', 'half a dozen new rooms')).toBe(true);
    expect(stated('seven new rooms', 'half a dozen new rooms')).toBe(false);
  });

  it('adds a part of one after "and", with or without a multiplier after it', () => {
    expect(quantities('She scored six and a half points.')).toMatchObject([{ value: 6.5, unit: 'point' }]);
    expect(quantities('It handled one and three-quarter million passengers.')).toMatchObject([
      { value: 1_750_000 },
    ]);
    expect(stated('1.75 million passengers', 'one and three-quarter million passengers')).toBe(true);
  });

  it('reads "twice" as a multiple, which "three times" contradicts', () => {
    expect(quantities('It lasts twice as long.')).toMatchObject([{ value: 2, unit: 'time' }]);
    expect(quantities('It lasts three times as long.')).toMatchObject([{ value: 3, unit: 'time' }]);
  });

  it('gives a part the unit of its whole', () => {
    expect(quantities('Six of the nine trustees backed the sale.')).toMatchObject([
      { value: 6, unit: 'truste' },
      { value: 9, unit: 'truste' },
    ]);
    const [six] = quantities('Six of the nine trustees');
    const [seven] = quantities('Seven of the nine trustees');
    expect(states(six!, seven!)).toBe(false);
    expect(six!.unit).toBe(seven!.unit);
    // A year before "of" is no part: "in 2019 of the 40 members" keeps its bare number.
    expect(quantities('one of the 40 members')[0]?.value).toBe(40);
  });
});

describe('extractQuantities: "the next decade" (fourteenth pass)', () => {
  it('reads a span after "over the next" or "in the past" as one of its unit, not a point in time', () => {
    expect(stated('over the next ten years', 'over the next decade')).toBe(true);
    expect(stated('in the last 12 months', 'in the past year')).toBe(true);
    expect(quantities('Their son was born the next year.')).toEqual([]);
    expect(quantities('They returned the next day.')).toEqual([]);
  });
});

describe('extractQuantities: words that place a sentence in time', () => {
  it('gives a number before "last year" no unit "last"', () => {
    expect(quantities('The average age was 29.8 last year.')).toMatchObject([{ value: 29.8, unit: null }]);
    expect(stated('about 30 years old', 'The average age was 29.8 last year.')).toBe(true);
  });
});

describe('extractQuantities: times to the second', () => {
  it('reads "2:28:20" exactly, not as a round 8,900 seconds that 2:28:02 rounds to', () => {
    const [twenty] = quantities('in 2:28:20');
    const [two] = quantities('in 2:28:02');
    expect(states(twenty!, two!)).toBe(false);
    expect(states(two!, quantities('in 2:28:02')[0]!)).toBe(true);
  });
});

describe('extractQuantities: multiples and changes by their word', () => {
  it('reads "twice as long", "double the" and "two-fold" as multiples, stated only by a multiple', () => {
    expect(quantities('roughly double the prior-year levels')).toMatchObject([{ value: 2, unit: 'time' }]);
    expect(quantities('a two-fold increase')).toMatchObject([{ value: 2, unit: 'time' }]);
    expect(stated('nearly twice the prior-year levels', 'roughly double the prior-year levels')).toBe(true);
    // "twice as long" is no "two batteries" of the context.
    expect(stated('lasts twice as long', 'supplied with two batteries')).toBe(false);
    expect(quantities('a double room')).toMatchObject([{ value: 2, unit: 'room' }]);
  });

  it('reads "halved" and "doubled" as changes by a share', () => {
    expect(quantities('Burglaries halved last year.')).toMatchObject([
      { value: 50, unit: '%', text: 'halved' },
    ]);
    expect(stated('fell by 50%', 'Burglaries halved last year.')).toBe(true);
    expect(stated('Burglaries halved', 'cut burglaries by 40%')).toBe(false);
    expect(stated('Sales doubled', 'Sales rose by 100%')).toBe(true);
  });
});

describe('extractQuantities: years, cents, thirds and units said otherwise (seventeenth pass)', () => {
  it('reads a year said as two numbers after a word years follow, and no other pair', () => {
    expect(quantities('founded in the year eighteen eighty-seven')).toMatchObject([
      { value: 1887, unit: '@year', text: 'eighteen eighty-seven' },
    ]);
    expect(quantities('built in nineteen oh five')).toMatchObject([{ value: 1905, unit: '@year' }]);
    expect(stated('founded in eighteen eighty-seven', 'founded in 1887')).toBe(true);
    expect(stated('founded in eighteen eighty-seven', 'founded in 1878')).toBe(false);
    // Not a year: no word before it that years follow, or a number joined to a unit by a hyphen.
    expect(quantities('fifteen twenty-minute sessions').some((quantity) => quantity.value === 1520)).toBe(
      false,
    );
    expect(quantities('in fifteen twenty-minute sessions').some((quantity) => quantity.value === 1520)).toBe(
      false,
    );
  });

  it('reads "fifteen dollars and fifty cents" as one amount', () => {
    expect(stated('fifteen dollars and fifty cents', '$15.50')).toBe(true);
    expect(stated('fifteen dollars and fifty cents', '$15.05')).toBe(false);
  });

  it('reads "and a third" and "and two thirds" as parts of the number before them', () => {
    expect(quantities('four and a third million records')[0]!.value).toBeCloseTo(4_333_333.33, 1);
    expect(quantities('two and two thirds cups')[0]!.value).toBeCloseTo(2.667, 3);
  });

  it('reads a race time with hundredths as a duration, and a period in two parts', () => {
    expect(quantities('a world record of 1:52.85')).toMatchObject([{ value: 112.85, unit: '@time-s' }]);
    expect(stated('a world record of 112.85 seconds', 'a world record of 1:52.85')).toBe(true);
    expect(stated('a world record of 112.58 seconds', 'a world record of 1:52.85')).toBe(false);
    // Minutes past 23 and seconds: no clock reads "49:37"; "19:30" stays a time of day.
    expect(quantities('set a time of 49:37')).toMatchObject([{ value: 2977, unit: '@time-s' }]);
    expect(stated('a time of 49 minutes 37 seconds', 'set a time of 49:37')).toBe(true);
    expect(quantities('opens at 19:30')).toMatchObject([{ unit: '@time-of-day' }]);
    expect(quantities('won in 2:08:41.5')).toMatchObject([{ value: 7721.5 }]);
    expect(quantities('at 19:30')).toMatchObject([{ unit: '@time-of-day' }]);
    expect(stated('one orbit every hour and 35 minutes', 'one orbit every 95 minutes')).toBe(true);
    expect(stated('one orbit every hour and 25 minutes', 'one orbit every 95 minutes')).toBe(false);
  });

  it('converts pressures, voltages and data rates', () => {
    expect(stated('at 240 kPa', 'inflated to 2.4 bar')).toBe(true);
    expect(stated('at 220 kPa', 'inflated to 2.4 bar')).toBe(false);
    expect(stated('carry 25,000 volts', 'carry 25 kV')).toBe(true);
    expect(stated('up to 1,000 Mbps', 'up to 1 Gbps')).toBe(true);
    expect(stated('up to 100 Mbps', 'up to 1 Gbps')).toBe(false);
  });
});

describe('extractQuantities: powers of ten', () => {
  it.each([
    ['a density of 3.2 × 10^6 cells per millilitre', 3_200_000, '3.2 × 10^6'],
    ['a density of 3.2 x 10^6 cells', 3_200_000, '3.2 x 10^6'],
    ['about 1.5×10⁶ people', 1_500_000, '1.5×10⁶'],
    ['a concentration of 2.5 × 10⁻³ mol', 0.0025, '2.5 × 10⁻³'],
  ])('%s → %d', (text, value, written) => {
    expect(quantities(text)[0]).toMatchObject({ value, text: written });
  });

  it('states "3.2 million" by "3.2 × 10^6", and not "3.2 × 10^5"; a room of "5 x 10 m" stays two lengths', () => {
    expect(stated('3.2 million cells per millilitre', '3.2 × 10^6 cells per millilitre')).toBe(true);
    expect(stated('3.2 million cells per millilitre', '3.2 × 10^5 cells per millilitre')).toBe(false);
    expect(quantities('a 5 x 10 m room').map((quantity) => quantity.value)).toEqual([5, 10]);
  });
});

describe('extractQuantities: years cut to two digits', () => {
  it.each([
    ["set up in '89 by volunteers", 1989, "'89"],
    ['reopened in ’98.', 1998, '’98'],
    ['rebuilt in ’05', 2005, '’05'],
  ])('%s → %d', (text, value, written) => {
    expect(quantities(text)[0]).toMatchObject({ value, text: written });
  });

  it('states "1989" by "\'89", and not "1998"; a plain "89" is no year', () => {
    expect(stated("formed in '89", 'formed in 1989')).toBe(true);
    expect(stated("formed in '98", 'formed in 1989')).toBe(false);
    expect(quantities('scored 89 points')[0]?.value).toBe(89);
  });
});

describe('extractQuantities: rates written short', () => {
  it('reads "fps", "rpm" and "bpm" as the rates written out', () => {
    expect(stated('averaged 112 fps', 'averaged 112 frames per second')).toBe(true);
    expect(stated('spins at 1,400 rpm', 'spins at 1,400 revolutions per minute')).toBe(true);
    expect(stated('a pulse of 60 bpm', 'a pulse of 60 beats per minute')).toBe(true);
    expect(stated('spins at 1,200 rpm', 'spins at 1,400 revolutions per minute')).toBe(false);
    expect(quantities('managed 104 fps')[0]).toMatchObject({ value: 104, unit: '@per-s:frame' });
  });
});

describe('extractQuantities: the period of a rate', () => {
  it('reads no span of time in "twice a day" or "three times a week"', () => {
    expect(quantities('Take 5 ml twice a day for one week.').map((quantity) => quantity.text)).not.toContain(
      'a day',
    );
    expect(stated('twice a day for one week', 'twice daily for 7 days')).toBe(true);
  });

  it('keeps "once a year" a span, as "every twelve months" says it', () => {
    expect(quantities('Renew the training once a year.').map((quantity) => quantity.text)).toContain(
      'a year',
    );
  });
});

describe('extractQuantities: "No. 1"', () => {
  it('reads the number after the sign of "number" as a rank', () => {
    const [rank] = quantities('Mia is ranked No. 1 in the ladder.');
    expect(rank?.ordinal).toBe('digits');
    expect(stated('Mia is ranked first.', 'Mia is ranked No. 1 in the ladder.')).toBe(true);
    expect(stated('Mia is ranked third.', 'Mia is ranked No. 1 in the ladder.')).toBe(false);
  });
});

describe('extractQuantities: periods and pence', () => {
  it('reads "every hour and 35 minutes" as one length of time, and "every hour" as none', () => {
    expect(quantities('one orbit of Earth every hour and 35 minutes')[0]?.value).toBe(5700);
    expect(quantities('The bus runs every hour.')).toEqual([]);
  });

  it('gives a rate of one the length of its period', () => {
    expect(stated('an orbit takes 1 hour 35 minutes', 'it completes one orbit every 95 minutes')).toBe(true);
    expect(stated('an orbit takes 1 hour 45 minutes', 'it completes one orbit every 95 minutes')).toBe(false);
    expect(stated('it prints 1 page in 2 seconds', 'it prints two pages every 2 seconds')).toBe(false);
  });

  it('reads "12½p" as pence', () => {
    expect(stated('a dividend of 12½p a share', 'a dividend of 12.5 pence per share')).toBe(true);
    expect(stated('a dividend of 17½p a share', 'a dividend of 12.5 pence per share')).toBe(false);
  });
});

describe('extractQuantities: half a point', () => {
  it('reads "half a point" and "half a percentage point" as halves, not shares', () => {
    expect(stated('finishing 0.5 points behind', 'half a point behind the winners')).toBe(true);
    expect(stated('finishing 1.5 points behind', 'half a point behind the winners')).toBe(false);
    expect(stated('rates rose by 0.5 percentage points', 'rates rose by half a percentage point')).toBe(true);
    expect(stated('rates rose by 50%', 'rates rose by half a percentage point')).toBe(false);
  });
});

describe('extractQuantities: one of a unit, eras, hectolitres', () => {
  it('reads "a mile", "one square mile" and "a mile and a half" as measures', () => {
    expect(stated('about a mile', '1.6 km')).toBe(true);
    expect(stated('about a mile and a half', '2.4 km')).toBe(true);
    expect(stated('one square mile', '640 acres')).toBe(true);
    expect(stated('about a mile', '3.2 km')).toBe(false);
    // No unit of time ("an hour" is a duration), and no "pound", which may be money.
    expect(quantities('I ate a pound of cheese.')).toEqual([]);
    expect(quantities('one of the litres')).toEqual([]);
  });

  it('reads "a pound fifty" as money', () => {
    expect(stated('a pound fifty', '£1.50')).toBe(true);
    expect(stated('one dollar twenty', '$1.20')).toBe(true);
    expect(stated('a pound fifty', '£1.60')).toBe(false);
  });

  it('reads centuries and decades in words as the decades in digits', () => {
    expect(stated('since the mid-nineteenth century', 'since 1851')).toBe(true);
    expect(stated('in the 19th century', 'in the 1800s')).toBe(true);
    expect(stated('in the late nineties', 'in 1998')).toBe(true);
    expect(stated('in the late eighties', 'in 1998')).toBe(false);
    expect(stated('in the eighteenth century', 'since 1851')).toBe(false);
    expect(stated('from the 19th century', 'in the 1880s')).toBe(true);
    expect(stated('from the 18th century', 'in the 1880s')).toBe(false);
    // "in their twenties" is an age.
    expect(quantities('She is in her twenties.')).toEqual([]);
  });

  it('reads hectolitres', () => {
    expect(stated('850,000 litres', '8,500 hectolitres')).toBe(true);
    expect(stated('85,000 litres', '8,500 hectolitres')).toBe(false);
  });
});

describe('extractQuantities: days as ranks, heads of cattle', () => {
  it('reads "the twenty-first of June" as a day of the month', () => {
    expect(stated('on the twenty-first of June', 'on 21 June')).toBe(true);
    expect(stated('on the twenty-second of June', 'on 21 June')).toBe(false);
    expect(quantities('on the twenty-first of June')).toMatchObject([{ value: 21, unit: '@day' }]);
    // A rank before anything else stays a rank.
    expect(quantities('the twenty-first anniversary')).toMatchObject([{ value: 21, ordinal: 'words' }]);
  });

  it('counts the noun after "head of"', () => {
    expect(quantities('The ranch grazes 1,200 head of cattle.')).toMatchObject([
      { value: 1200, unit: 'cattl' },
    ]);
  });

  it("reads a season's short second year as a year, before a noun or after a slash", () => {
    expect(quantities('in the 2023–24 season')).toMatchObject([
      { value: 2023, unit: '@year' },
      { value: 2024, unit: '@year' },
    ]);
    expect(quantities('the 2023/24 tax year')).toMatchObject([
      { value: 2023, unit: '@year' },
      { value: 2024, unit: '@year' },
    ]);
    // No earlier year: "1998-02" may be a month.
    expect(quantities('the 1998-02 report')[1]).toMatchObject({ value: 2 });
  });

  it('reads a year cut to two digits after an apostrophe whatever word follows it', () => {
    expect(quantities("the summer of '23 excavating the villa")).toMatchObject([
      { value: 2023, unit: '@year' },
    ]);
    expect(quantities("Rock 'n' roll 45 records")).toMatchObject([{ value: 45, unit: 'record' }]);
  });
});
