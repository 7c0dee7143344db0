import { describe, expect, it } from 'vitest';
import { contradictedSpan, derivedValue } from './derived-value.js';
import { extractQuantities } from './extract-quantities.js';
import { tokenize } from './tokenize.js';

const quantitiesIn = (text: string) => extractQuantities(tokenize(text), text);

/** How the claim's value at `text` (its first quantity containing it) is worked out from the sentence. */
function working(claim: string, sentence: string, text?: string): string | null {
  const quantity = quantitiesIn(claim).find((item) => text === undefined || item.text.includes(text))!;
  return derivedValue(quantity, claim, quantitiesIn(sentence), sentence)?.working ?? null;
}

describe('derivedValue: totals', () => {
  it('adds the sentence’s values of the claim’s kind when the claim says "in total"', () => {
    expect(
      working(
        'The clinic has 25 nurses and doctors in total.',
        'The clinic employs 18 nurses and 7 doctors.',
      ),
    ).toBe('18 + 7');
    expect(
      working(
        'The allotments cover 16,000 square metres in total.',
        'The allotments are split into 64 plots, each measuring 250 square metres.',
      ),
    ).toBe('64 × 250 square metres');
  });

  it('adds nothing without the words of a total, and no sum that is another number', () => {
    expect(
      working('The clinic has 25 nurses and doctors.', 'The clinic employs 18 nurses and 7 doctors.'),
    ).toBeNull();
    expect(
      working(
        'The clinic has 26 nurses and doctors in total.',
        'The clinic employs 18 nurses and 7 doctors.',
      ),
    ).toBeNull();
    // A sentence that gives its own total, and a term the claim gives itself.
    expect(
      working(
        'This update adds 14 new languages, bringing the total to 52.',
        'This update adds 14 new languages, bringing the total to 38.',
        '52',
      ),
    ).toBeNull();
    // A product needs a word that makes one value each item's.
    expect(
      working(
        'The allotments cover 16,000 square metres in total.',
        'There are 64 plots and 250 square metres of paths.',
      ),
    ).toBeNull();
  });
});

describe('derivedValue: rates, frequencies and lengths of time', () => {
  it('reads a rate over another period, a week of five days where the sentence says so', () => {
    const sentence = 'The clinic sees roughly 600 patients in a five-day working week.';
    expect(working('The clinic sees around 120 patients per working day.', sentence)).toBe(
      '600 per 5-day week',
    );
    expect(working('The clinic sees around 100 patients per working day.', sentence)).toBeNull();
    expect(
      working(
        'Customers used around 1,000 litres of water each per week.',
        'Customers used an average of 142 litres of water per person per day.',
      ),
    ).toBe('142 litres per day');
  });

  it('reads one frequency said another way, and no other frequency', () => {
    const sentence = 'The coach service runs every 15 minutes during the day.';
    expect(working('During the day the coach leaves four times an hour.', sentence)).toBe('every 15 minutes');
    expect(working('During the day the coach leaves three times an hour.', sentence)).toBeNull();
    expect(working('The meter sends 48 readings a day.', 'The meter sends a reading every 30 minutes.')).toBe(
      'every 30 minutes',
    );
    expect(
      working(
        'The waterwheel makes one full turn every ten seconds.',
        'The waterwheel turns at 6 revolutions per minute.',
      ),
    ).toBe('6 revolutions per minute');
  });

  it('reads the time between two ends the sentence gives', () => {
    expect(working('The regatta lasts seven hours.', 'The regatta runs from 9 am until 4 pm.')).toBe(
      'from 9 am to 4 pm',
    );
    expect(working('The regatta lasts eight hours.', 'The regatta runs from 9 am until 4 pm.')).toBeNull();
    expect(
      working(
        'The footbridge took about three years to build.',
        'Construction of the footbridge began in 2019 and was completed in 2022.',
      ),
    ).toBe('from 2019 to 2022');
    expect(
      working(
        'The footbridge took about five years to build.',
        'Construction of the footbridge began in 2019 and was completed in 2022.',
      ),
    ).toBeNull();
  });
});

describe('derivedValue: rates read as counts, frequencies over a period, products the claim counts', () => {
  it('reads a claim’s rate by its count and period', () => {
    const sentence = 'Around 50,000 animals use the crossing per year.';
    expect(working('About 137 animals a day use the crossing.', sentence)).toBe('50,000 per year');
    expect(working('About 180 animals a day use the crossing.', sentence)).toBeNull();
  });

  it('counts a weekly frequency over a year of 52 weeks', () => {
    const sentence = 'The physiotherapist recommends the exercises three times a week for the coming year.';
    expect(working('The plan amounts to roughly 156 sessions over the year.', sentence)).toBe(
      'three times a week over a year',
    );
    expect(working('The plan amounts to roughly 200 sessions over the year.', sentence)).toBeNull();
  });

  it('multiplies by a count the claim names itself', () => {
    const sentence = 'Each of the three Halloran stores employs 120 staff.';
    expect(working('Halloran employs 360 staff across its three stores.', sentence, '360')).toBe(
      'three × 120',
    );
    expect(working('Halloran employs 360 staff across its four stores.', sentence, '360')).toBeNull();
    // The claim's value is each one's: no product.
    expect(working('Each of the three Halloran stores employs 360 staff.', sentence, '360')).toBeNull();
  });
});

describe('derivedValue: a share of a count, and a value per item', () => {
  it('reads a share of the count right before it ("two thirds of whom")', () => {
    const sentence = 'The club has 60 members, two thirds of whom are juniors.';
    expect(working('The club has 40 junior members.', sentence)).toBe('two thirds of 60');
    expect(working('The club has 30 junior members.', sentence)).toBeNull();
  });

  it('divides by the items the claim counts its value per', () => {
    const sentence = 'The tower has 300 flats spread over 25 floors.';
    expect(working('The tower averages a dozen flats per floor.', sentence)).toBe('300 ÷ 25');
    expect(working('The tower averages 15 flats per floor.', sentence)).toBeNull();
    // A period is a rate's: "per day" is no item.
    expect(working('The tower sells 12 flats per day.', sentence)).toBeNull();
  });
});

describe('derivedValue: a period said by its adjective', () => {
  it('reads "a year" as "annual", and not as "monthly"', () => {
    const claim = 'The vale receives around 40 inches of rain a year.';
    expect(working(claim, 'Annual rainfall in the vale averages 1,016 mm.', 'a year')).toBe('Annual');
    expect(working(claim, 'Monthly rainfall in the vale averages 85 mm.', 'a year')).toBeNull();
    // A length of time after a preposition is no period of a rate.
    expect(
      working(
        'Cover starts after a year.',
        'The plan costs £20 per year, and cover starts at once.',
        'a year',
      ),
    ).toBeNull();
  });
});

describe('derivedValue: multiples and changes by their word', () => {
  it('gives the other term of a multiple, for the year the sentence names', () => {
    const sentence = 'The railway carried 84,000 passengers in 2023, twice as many as in 2020.';
    expect(working('The railway carried 42,000 passengers in 2020.', sentence, '42')).toBe('84,000 ÷ 2');
    // The year of the other term is 2020: 42,000 is no number of 2023.
    expect(working('The railway carried 42,000 passengers in 2023.', sentence, '42')).toBeNull();
  });

  it('reads "doubled" by two values of one kind, and not a change of another size', () => {
    const sentence = 'The shelter housed 40 dogs in 2019 and 80 dogs in 2023.';
    expect(
      working('The number of dogs at the shelter doubled between 2019 and 2023.', sentence, 'doubled'),
    ).toBe('from 40 to 80');
    expect(
      working('The number of dogs at the shelter tripled between 2019 and 2023.', sentence, 'tripled'),
    ).toBeNull();
  });
});

describe('derivedValue: a bound on whole numbers said on the other side of its value', () => {
  it('reads "15 or younger" for "under 16" and "16 or over" for "over 15"', () => {
    expect(
      working('Children aged 15 or younger must be accompanied.', 'Children under 16 must be accompanied.'),
    ).toBe('15 or younger = under 16');
    expect(working('Players aged 16 or over may enter.', 'Players over 15 may enter.')).toBe(
      '16 or over = over 15',
    );
  });

  it('reads no other value, no bound of the other side, and no two bounds written alike', () => {
    expect(
      working('Children aged 14 or younger must be accompanied.', 'Children under 16 must be accompanied.'),
    ).toBeNull();
    expect(
      working('Children aged 15 or older must be accompanied.', 'Children under 16 must be accompanied.'),
    ).toBeNull();
    expect(
      working('Children under 15 must be accompanied.', 'Children under 16 must be accompanied.'),
    ).toBeNull();
  });
});

describe('contradictedSpan', () => {
  const sentence = 'The reading room is open from 10 am until 6 pm on weekdays.';
  const span = (claim: string) =>
    contradictedSpan(quantitiesIn(claim)[0]!, claim, quantitiesIn(sentence), sentence)?.text ?? null;

  it('gives the two ends a claimed length of time contradicts', () => {
    expect(span('The reading room is open for ten hours.')).toBe('10 am to 6 pm');
  });

  it('gives none for the length the ends give, a hedged length, or a length of something else', () => {
    expect(span('The reading room is open for eight hours.')).toBeNull();
    expect(span('The reading room is open for about ten hours.')).toBeNull();
    expect(span('A visit takes ten hours.')).toBeNull();
  });
});

describe('contradictedSpan: a change by its word', () => {
  const span = (claim: string, sentence: string) =>
    contradictedSpan(quantitiesIn(claim)[0]!, claim, quantitiesIn(sentence), sentence)?.text ?? null;

  it('gives the two values whose change is another than the word says, as a change in per cent', () => {
    expect(
      span(
        'The number of hives at the apiary tripled between 2020 and 2024.',
        'The apiary kept 15 hives in 2020 and 30 hives in 2024.',
      ),
    ).toBe('from 15 to 30 (+100%)');
  });

  it('gives none for the word’s own change, within a tenth, or read the other way round', () => {
    const hives = 'The number of hives at the apiary tripled between 2020 and 2024.';
    expect(span(hives, 'The apiary kept 15 hives in 2020 and 45 hives in 2024.')).toBeNull();
    expect(span(hives, 'The apiary kept 15 hives in 2020 and 44 hives in 2024.')).toBeNull();
    expect(
      span(
        'Cheese output quadrupled from the first season to the second.',
        'In its second season the cooperative produced 4 tonnes of cheese, compared with 1 tonne in its first.',
      ),
    ).toBeNull();
  });
});
