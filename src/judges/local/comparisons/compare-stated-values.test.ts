import { describe, expect, it } from 'vitest';
import { extractQuantities } from '../../../text/extract-quantities.js';
import { tokenize } from '../../../text/tokenize.js';
import { extractDates } from './compare-dates.js';
import { compareStatedValues, compareValuesAcross } from './compare-stated-values.js';

function compare(claim: string, sentence: string) {
  const evidence = tokenize(sentence);
  return compareStatedValues({
    claim: tokenize(claim),
    evidence,
    source: sentence,
    quantities: extractQuantities(evidence, sentence),
    dates: extractDates(evidence, sentence),
  });
}

describe('compareStatedValues', () => {
  it('reads two counts of the two terms', () => {
    const sentence = 'The Harbour Trust rehomes about 420 cats and 95 rabbits a year.';
    expect(compare('The trust rehomes more rabbits than cats.', sentence)).toMatchObject({
      kind: 'comparative',
      claimValue: 'more',
      evidenceValue: "95' for 'rabbits' against '420' for 'cats",
    });
    expect(compare('The trust rehomes more cats than rabbits.', sentence)).toMatchObject({
      agrees: { text: expect.any(String) },
    });
  });

  it('reads durations in two parts of the sentence, in their units', () => {
    const sentence = 'Adults may borrow laptops for two weeks, while students may borrow them for 10 days.';
    expect(compare('Students may borrow laptops for longer than adults.', sentence)).toMatchObject({
      claimValue: 'longer',
    });
    expect(compare('Adults may borrow laptops for longer than students.', sentence)).toMatchObject({
      agrees: { text: expect.any(String) },
    });
  });

  it('reads dates: "later" for the earlier one', () => {
    const sentence = 'The spring sale opens on 4 April and the summer sale on 18 July.';
    expect(compare('The summer sale opens earlier than the spring sale.', sentence)).toMatchObject({
      claimValue: 'earlier',
    });
  });

  it('leaves alone a bound, a negated comparative and a sentence that names a term twice', () => {
    const sentence = 'The Harbour Trust rehomes about 420 cats and 95 rabbits a year.';
    expect(compare('The trust rehomes more than 400 cats.', sentence)).toBeNull();
    expect(compare('The trust rehomes no more rabbits than cats.', sentence)).toBeNull();
    expect(
      compare('More cats than rabbits are rehomed.', 'Of 420 cats and 95 rabbits, cats were rehomed first.'),
    ).toBeNull();
  });

  it('leaves alone values of different kinds', () => {
    const sentence = 'The north hall seats 300 people, while the south hall is 40 metres long.';
    expect(compare('The north hall is longer than the south hall.', sentence)).toBeNull();
  });
});

describe('compareValuesAcross', () => {
  const valued = (sentence: string) => {
    const tokens = tokenize(sentence);
    return {
      tokens,
      source: sentence,
      quantities: extractQuantities(tokens, sentence),
      dates: extractDates(tokens, sentence),
    };
  };
  const across = (claim: string, first: string, second: string) =>
    compareValuesAcross({ claim: tokenize(claim), first: valued(first), second: valued(second) });
  const orlen = 'The average July temperature in Orlen was 24.1°C, the warmest since 1881.';
  const valby = 'In Valby, 200 km further south, the July average was 26.3°C.';

  it('reads one value of a kind for each term, one in each sentence', () => {
    expect(across("Orlen's July average was higher than Valby's.", orlen, valby)).toMatchObject({
      kind: 'comparative',
      claimValue: 'higher',
      evidenceValue: "24.1°C' for 'Orlen's' against '26.3°C' for 'Valby's",
    });
    expect(across("Orlen's July average was lower than Valby's.", orlen, valby)).toMatchObject({
      agrees: { text: 'lower' },
    });
  });

  it('reads nothing where the first sentence names the second term too, or the kinds differ', () => {
    expect(
      across("Orlen's July average was higher than Valby's.", `${orlen} Valby is cooler.`, valby),
    ).toBeNull();
    expect(
      across(
        'The Orangery seats more guests than the Great Barn.',
        'The Great Barn seats 180 guests.',
        'The Orangery has a terrace of 60 square metres.',
      ),
    ).toBeNull();
  });

  it('reads each sentence’s one count beside years, percentages and the claim’s own numbers', () => {
    const kelby =
      'Kelby has a population of 184,000 according to the 2021 census, an increase of 9% on 2011.';
    const arden = 'The neighbouring town of Arden recorded 171,500 residents in the same census.';
    expect(across('Arden had more residents than Kelby in the 2021 census.', arden, kelby)).toMatchObject({
      kind: 'comparative',
      claimValue: 'more',
      evidenceValue: "171,500' for 'residents' against '184,000' for 'Kelby",
    });
    expect(across('Arden had fewer residents than Kelby in the 2021 census.', arden, kelby)).toMatchObject({
      agrees: { text: 'fewer' },
    });
    // Another number beside the count, or counts far apart: nothing read.
    expect(across('Arden had more residents than Kelby.', `${arden} It has 12 schools.`, kelby)).toBeNull();
    expect(across('Arden had more residents than Kelby.', 'Arden recorded 171 residents.', kelby)).toBeNull();
  });

  it('reads a ranking by a verb or "ahead of": the better term the faster time, else the larger value', () => {
    const chen = "In the women's 200 m freestyle final, Chen Yu touched in 1:55.42.";
    const laura = 'Australia’s Laura Finch stopped the clock at 1:55.09 after a powerful last length.';
    expect(across('Chen Yu beat Laura Finch in the final.', chen, laura)).toMatchObject({
      kind: 'comparative',
      claimValue: 'beat',
    });
    expect(across('Laura Finch beat Chen Yu in the final.', laura, chen)).toMatchObject({
      agrees: { text: 'beat' },
    });
    expect(across('Chen Yu finished behind Laura Finch in the final.', chen, laura)).toMatchObject({
      agrees: { text: 'behind' },
    });
    const west = 'At Westfield High, 78% of pupils reached the expected standard in maths.';
    const king = 'Kingsmere School reported 84% on the same measure.';
    expect(across('Westfield High outperformed Kingsmere School in maths.', west, king)).toMatchObject({
      kind: 'comparative',
      claimValue: 'outperformed',
    });
    // Under a negation the ranking is not read.
    expect(across('Westfield High did not outperform Kingsmere School in maths.', west, king)).toBeNull();
  });

  it('reads a sentence’s one number without a unit as a count, and no year', () => {
    expect(
      across(
        'Halden received more claims for storm damage than for burst pipes in 2023.',
        'In 2023 Halden received 12,400 claims for storm damage.',
        'Claims for burst pipes numbered 15,900.',
      ),
    ).toMatchObject({ evidenceValue: "12,400' for 'storm' against '15,900' for 'burst" });
  });
});
