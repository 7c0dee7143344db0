/** Comparisons across units and hedges (`quantity-values.ts`): converted measures, shares as hedged fractions, estimates. */
import { describe, expect, it } from 'vitest';
import { statesAll } from './__fixtures__/quantity-checks.js';
import { roundsTo } from './quantity-values.js';

describe('measures converted between units', () => {
  it('lets a hedged conversion lie a little off the converted value, and no further', () => {
    expect(statesAll('roughly 6.5 feet', 'about 2 metres')).toBe(true);
    expect(statesAll('as far as roughly 3,000 miles', 'up to 4,800 kilometres')).toBe(true);
    expect(statesAll('about 47 lb', '21.5 kilograms')).toBe(true);
    // Unhedged, 6.5 is not 6.56 rounded; changed numbers stay apart however hedged.
    expect(statesAll('6.5 feet', '2 metres')).toBe(false);
    expect(statesAll('roughly 4,000 miles', 'up to 4,800 kilometres')).toBe(false);
    expect(statesAll('about 60 lb', '21.5 kilograms')).toBe(false);
  });
});

describe('units said in full or in another prefix', () => {
  it('reads frequencies, milliseconds and storage in words by value', () => {
    expect(statesAll('4,200 MHz', '4.2 GHz')).toBe(true);
    expect(statesAll('4,200 MHz', '4.6 GHz')).toBe(false);
    expect(statesAll('0.003 seconds', '3 ms')).toBe(true);
    expect(statesAll('0.03 seconds', '3 ms')).toBe(false);
    expect(statesAll('16 gigabytes of memory', '16 GB of memory')).toBe(true);
  });

  it('counts storage in 1,024s as well as in 1,000s, a prefix step at a time', () => {
    expect(statesAll('half a terabyte', '512 GB')).toBe(true);
    expect(statesAll('2,048 MB', '2 GB')).toBe(true);
    // The same disk counted either way: a claim's 500 GB for 512 GB is not read as changed.
    expect(statesAll('500 GB', '512 GB')).toBe(true);
    expect(statesAll('480 GB', '512 GB')).toBe(false);
    // Only storage: 1.024 times a length is another length.
    expect(statesAll('1,024 metres', '1 km')).toBe(false);
  });
});

describe('shares as hedged fractions', () => {
  it('states "about a fifth" by a hedged "roughly 20%", not by another share', () => {
    expect(statesAll('roughly 20% of the water', 'about a fifth of all the water')).toBe(true);
    expect(statesAll('roughly 25% of the water', 'about a fifth of all the water')).toBe(false);
    // Unhedged, "20 %" says more than "about a fifth" does.
    expect(statesAll('20% of the water', 'about a fifth of all the water')).toBe(false);
  });
});

describe('small whole numbers given as an estimate', () => {
  it('rounds the count when the claim hedges it', () => {
    expect(statesAll('will provide about 150 homes', 'will deliver 148 homes')).toBe(true);
    expect(roundsTo(150, 148, true)).toBe(true);
  });

  it('keeps the count exact unhedged, and a hedge to its last digit', () => {
    expect(statesAll('will provide 150 homes', 'will deliver 148 homes')).toBe(false);
    expect(statesAll('will provide about 150 homes', 'will deliver 138 homes')).toBe(false);
    expect(statesAll('about 20 homes', '18 homes')).toBe(false);
  });
});

describe('large counts of two nouns', () => {
  it('states "4500 runners" by "4,500 entrants", exactly, and no year or small count', () => {
    expect(statesAll('capped at 4500 runners', 'capped at 4,500 entrants')).toBe(true);
    expect(statesAll('capped at 4600 runners', 'capped at 4,500 entrants')).toBe(false);
    // A year before a noun, and a small count, keep their nouns apart.
    expect(statesAll('the 2009 season', 'the 2009 draft')).toBe(false);
    expect(statesAll('3 dogs', '3 cats')).toBe(false);
  });

  it('reads a count in words or with a thousands comma as a count, not a year (seventeenth pass)', () => {
    expect(statesAll('employs twelve hundred people', 'has 1,200 employees')).toBe(true);
    expect(statesAll('had one hundred and eighty-seven call-outs', 'was called out 187 times')).toBe(true);
    expect(statesAll('employs 1,200 people', 'has 1,200 employees')).toBe(true);
    expect(statesAll('employs eleven hundred people', 'has 1,200 employees')).toBe(false);
    expect(statesAll('the 2009 season', 'the 2009 draft')).toBe(false);
  });
});

describe('units of two words', () => {
  it('reads fluid ounces, US gallons and watt-hours in full by value', () => {
    expect(statesAll('about 12 fl oz', '350 ml')).toBe(true);
    expect(statesAll('about 16 fl oz', '350 ml')).toBe(false);
    expect(statesAll('roughly 2.5 US gallons', '9.5 litres')).toBe(true);
    expect(statesAll('roughly 2.5 imperial gallons', '9.5 litres')).toBe(false);
    expect(statesAll('1,250 megawatt-hours', '1.25 GWh')).toBe(true);
    expect(statesAll('3 kilowatt hours', '3,000 Wh')).toBe(true);
  });
});

describe('the last minute of a day', () => {
  it('reads "23:59" as "midnight" in words, and no other time', () => {
    expect(statesAll('23:59', 'midnight')).toBe(true);
    expect(statesAll('midnight', '23:59')).toBe(true);
    expect(statesAll('23:30', 'midnight')).toBe(false);
    expect(statesAll('00:00', '23:59')).toBe(false);
  });
});

describe('a hedged third', () => {
  it('states a value it rounds to, and no other', () => {
    expect(statesAll('roughly four and a third million records', '4.3 million records')).toBe(true);
    expect(statesAll('four and a third million records', '4.3 million records')).toBe(false);
    expect(statesAll('roughly four and a third million records', '4.8 million records')).toBe(false);
  });
});

describe('more units', () => {
  it('reads nautical miles, micrometres, horsepower, joules, calories and stones by value', () => {
    expect(statesAll('about 26 kilometres', '14 nautical miles')).toBe(true);
    expect(statesAll('about 36 kilometres', '14 nautical miles')).toBe(false);
    expect(statesAll('pores of 100 micrometres', 'pores of 0.1 mm')).toBe(true);
    expect(statesAll('roughly 200 horsepower', '150 kW')).toBe(true);
    expect(statesAll('roughly 300 horsepower', '150 kW')).toBe(false);
    expect(statesAll('3.6 megajoules', '1 kWh')).toBe(true);
    expect(statesAll('roughly 8,400 kJ', '2,000 kcal')).toBe(true);
    expect(statesAll('roughly 8,400 kJ', '3,000 kcal')).toBe(false);
    expect(statesAll('about 70 kg', 'weighs 11 stone')).toBe(true);
  });

  it('reads basis points as hundredths of a percentage point', () => {
    expect(statesAll('by 0.25 percentage points', 'by 25 basis points')).toBe(true);
    expect(statesAll('by 0.5 percentage points', 'by 25 basis points')).toBe(false);
  });
});

describe('shares written as decimals, and days as ranks', () => {
  it('states "35%" by a bare "0.35", and no other share', () => {
    expect(statesAll('a precision of 35%', 'a precision of 0.35')).toBe(true);
    expect(statesAll('a precision of 45%', 'a precision of 0.35')).toBe(false);
    expect(statesAll('a precision of 35%', 'a precision of 0.35 mm')).toBe(false);
  });

  it('states "21 June" by "the twenty-first of June", and no rank by a day', () => {
    expect(statesAll('held on 21 June', 'held on the twenty-first of June')).toBe(true);
    expect(statesAll('held on 22 June', 'held on the twenty-first of June')).toBe(false);
    expect(statesAll('the first 11,000 crowns', 'from 1 July')).toBe(false);
  });
});

describe('years of a range written short', () => {
  it('gives "1921–58" its century', () => {
    expect(statesAll('from 1921 to 1958', 'from 1921–58')).toBe(true);
    expect(statesAll('from 1921 to 1968', 'from 1921–58')).toBe(false);
    expect(statesAll('in 2002', 'in 1998-02')).toBe(false);
  });
});

describe('two imperial units and temperature differences', () => {
  it('reads "6 feet 8 inches" and "9 st 4 lb" as one measure each', () => {
    expect(statesAll('about 2.03 metres tall', 'stands 6 feet 8 inches tall')).toBe(true);
    expect(statesAll('about 2.13 metres tall', 'stands 6 feet 8 inches tall')).toBe(false);
    expect(statesAll('130 pounds', 'carried 9 st 4 lb')).toBe(true);
    expect(statesAll('127 pounds', 'carried 9 st 4 lb')).toBe(false);
    expect(statesAll('about 3.26 kg', 'weighed 7 lb 3 oz')).toBe(true);
  });

  it('converts a temperature after "by" as a difference', () => {
    expect(statesAll('warmed by 3.6 °F', 'warmed by 2 °C')).toBe(true);
    expect(statesAll('warmed by 5.4 °F', 'warmed by 2 °C')).toBe(false);
    expect(statesAll('a high of 68 °F', 'a high of 20 °C')).toBe(true);
  });
});

describe('hedged temperatures and counts in words', () => {
  it('lets a hedged temperature round as cooks round, and no further', () => {
    expect(statesAll('about 350°F', '180°C')).toBe(true);
    expect(statesAll('350°F', '180°C')).toBe(false);
    expect(statesAll('about 400°F', '180°C')).toBe(false);
  });

  it('states a count in words that opens a sentence by the same count in digits', () => {
    expect(statesAll('A quarter of a million people', '250,000 visitors')).toBe(true);
    expect(statesAll('A quarter of a million people', '260,000 visitors')).toBe(false);
  });
});

describe('counts written with a "k"', () => {
  it('states "52,000 spectators" by "52k fans", and no other count', () => {
    expect(statesAll('52k fans', '52,000 spectators')).toBe(true);
    expect(statesAll('53k fans', '52,000 spectators')).toBe(false);
  });
});
