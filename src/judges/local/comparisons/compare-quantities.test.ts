import { describe, expect, it } from 'vitest';
import { extractQuantities } from '../../../text/extract-quantities.js';
import { tokenize } from '../../../text/tokenize.js';
import { compareQuantities } from './compare-quantities.js';

function quantities(text: string) {
  return extractQuantities(tokenize(text), text);
}

function check(claim: string, evidence: string) {
  const context = quantities(evidence);
  return compareQuantities({ claim: quantities(claim), context, passages: [context] });
}

/** `missing` claim quantities, and the conflict's claim and evidence texts (or no conflict). */
function expectCheck(claim: string, evidence: string, missing: number, conflict: string[] | null) {
  const result = check(claim, evidence);
  expect(result.missing).toHaveLength(missing);
  if (conflict === null) expect(result.conflict).toBeNull();
  else {
    expect(result.conflict?.claim.text).toContain(conflict[0]);
    expect(result.conflict?.evidence.text).toContain(conflict[1]);
  }
}

describe('extractQuantities', () => {
  it.each([
    ['within 30 days', 30, 'dai', '30 days'],
    ['grew 12% last year', 12, '%', '12'],
    ['grew 12 percent', 12, '%', '12'],
    ['costs $1.2 million', 1_200_000, 'money', '1.2 million'],
    ['founded in 1998', 1998, '@year', '1998'],
    ['popular in the 1990s', 1990, '@decade', '1990s'],
    ['five years later', 5, 'year', 'five years'],
    ['about 3,500 people', 3500, 'person', '3,500 people'],
  ])('%s → %d %s', (text, value, unit, quoted) => {
    const [first] = quantities(text);
    expect(first?.value).toBe(value);
    expect(first?.unit).toBe(unit);
    expect(first?.text.startsWith(quoted.split(' ')[0]!)).toBe(true);
  });

  it('ignores citation markers like [16]', () => {
    expect(quantities('Black holes evaporate [16] slowly.')).toEqual([]);
  });
});

describe('compareQuantities', () => {
  it.each([
    // claim, evidence, missing count, conflict (claim text vs evidence text) or null
    ['You have 60 days to return it.', 'The refund window is 30 days.', 1, ['60', '30']],
    ['Returns are accepted within 30 days.', 'The refund window is 30 days.', 0, null],
    ['Revenue rose 15% in 2023.', 'Revenue rose 12% in 2023.', 1, ['15', '12']],
    ['It was founded in 1998.', 'It was founded in 2001.', 1, ['1998', '2001']],
    ['It was popular in the 1990s.', 'It peaked in 1995.', 0, null],
    ['It was popular in the 1980s.', 'It peaked in 1995.', 1, null],
    ['The city has 3.5 million residents.', 'The city has 3,480,000 residents.', 0, null],
    ['It took five years.', 'It took 5 years.', 0, null],
    ['It costs $40.', 'It costs $45.', 1, ['40', '45']],
    ['He won in 2017.', 'The fellowship lasts two years.', 1, null],
    ['There were 12 members.', 'The club meets on 3 days.', 1, null],
  ])('%s | %s', (claim, evidence, missing, conflict) => {
    expectCheck(claim as string, evidence as string, missing as number, conflict as string[] | null);
  });
});

describe('compareQuantities: dates and lists of years (issue 15 §4)', () => {
  it.each([
    // claim, evidence, missing count, conflict (claim text vs evidence text) or null
    ['It opened on February 18th.', 'It opened on 18 February.', 0, null],
    ['It opened on 18 February.', 'It opened on February 18th.', 0, null],
    ['It opened on 18 February.', 'It opened on February 20.', 1, ['18', '20']],
    ['It opened on Jul 4, 1998.', 'It opened on July 4, 1998.', 0, null],
    ['It was released on 11 June 2003.', 'It was released 2003.06.11.', 0, null],
    ['It was released on 11 June 2003.', 'It was released 2003-06-12.', 1, ['11', '12']],
    ['He played in 1998, 2001 and 2004.', 'He played in 1998 and 2004.', 1, null],
    ['He played in 1998 and 2003.', 'He played in 1998 and 2004.', 1, ['2003', '2004']],
  ])('%s | %s', (claim, evidence, missing, conflict) => {
    expectCheck(claim as string, evidence as string, missing as number, conflict as string[] | null);
  });

  it('takes no unit from an ordinal suffix', () => {
    expect(quantities('on February 18th').map((quantity) => quantity.unit)).not.toContain('th');
  });

  it('contradicts a rank with a rank only', () => {
    // A rank in words orders the noun after it; it counts none of it.
    expectCheck(
      'The 1932 Australian Grand Prix was a handicap race.',
      'the first Australian Grand Prix',
      1,
      null,
    );
    expectCheck('She took 5th place.', 'She took third place.', 1, ['5th', 'third']);
  });
});

describe('compareQuantities: durations in other units (issue 24)', () => {
  it.each([
    // claim, evidence, missing count, conflict (claim text vs evidence text) or null
    ['The warranty lasts 24 months.', 'The warranty lasts 2 years.', 0, null],
    ['The loan runs for two years.', 'The loan runs for 24 months.', 0, null],
    ['Delivery takes 14 days.', 'Delivery takes 2 weeks.', 0, null],
    ['The patch works for 2 days.', 'The patch works for 48 hours.', 0, null],
    ['The lease runs 3 decades.', 'The lease runs 30 years.', 0, null],
    // not the same length: another value of the dimension conflicts
    ['The warranty lasts 25 months.', 'The warranty lasts 2 years.', 1, ['25', '2']],
    ['Delivery takes 3 weeks.', 'Delivery takes 14 days.', 1, ['3', '14']],
    // not exact, or not a duration of the same dimension: no conversion, no conflict by value
    ['Refunds take 1 month.', 'Refunds take 30 days.', 1, null],
    ['The plan lasts 1 year.', 'The plan lasts 365 days.', 1, null],
    ['Refunds take 30 days.', 'Refunds take 5 business days.', 1, null],
  ])('%s | %s', (claim, evidence, missing, conflict) => {
    expectCheck(claim as string, evidence as string, missing as number, conflict as string[] | null);
  });

  it('keeps a duration in its own unit, so a rounded value still states it', () => {
    const [claim] = quantities('about 10 days');
    expect(claim).toMatchObject({
      value: 10,
      unit: 'dai',
      duration: { dimension: '@time-s', value: 864_000 },
    });
    expectCheck('It takes about 10 days.', 'It takes 10.2 days.', 0, null);
  });
});

describe('compareQuantities: counts of the same things in other words', () => {
  // As the caller's alignment says: "storeys" was matched by its synonym "floors".
  const countsAlike = (
    claim: { unit: string | null; value: number },
    other: { unit: string | null; value: number },
  ) => claim.unit === 'storei' && other.unit === 'floor';
  const compare = (claim: string, evidence: string) => {
    const context = quantities(evidence);
    return compareQuantities({ claim: quantities(claim), context, passages: [context], countsAlike });
  };

  it('states the same count, and conflicts with another', () => {
    const sentence = 'The Meridian Tower has 42 floors and opened in 2021.';
    expect(compare('The Meridian Tower has forty-two storeys.', sentence)).toMatchObject({
      missing: [],
      conflict: null,
    });
    const other = compare('The Meridian Tower has forty-three storeys.', sentence);
    expect(other.conflict?.claim.text).toBe('forty-three');
    expect(other.conflict?.evidence.text).toBe('42');
  });
});
