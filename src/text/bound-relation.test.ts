import { describe, expect, it } from 'vitest';
import { boundRelation, boundSide, timeBoundSide } from './bound-relation.js';
import { extractQuantities } from './extract-quantities.js';
import { tokenize } from './tokenize.js';

const quantitiesIn = (text: string) => extractQuantities(tokenize(text), text);

/** The relation of the claim's first quantity to the sentence's quantity written `written`. */
function relation(claim: string, sentence: string, written: string, claimNegated?: boolean) {
  const claimPassage = quantitiesIn(claim);
  const passage = quantitiesIn(sentence);
  const evidence = passage.find((quantity) => quantity.text.includes(written))!;
  return boundRelation({
    claim: claimPassage[0]!,
    evidence,
    passage,
    source: sentence,
    claimSource: claim,
    claimPassage,
    ...(claimNegated === undefined ? {} : { claimNegated }),
  });
}

describe('boundRelation', () => {
  it.each([
    ['A 35 kg bag', 'Bags over 32 kg are refused.', '32', 'within'],
    ['A 30 kg bag', 'Bags over 32 kg are refused.', '32', 'outside'],
    ['A 32 kg bag', 'Bags of at least 32 kg are refused.', '32', 'within'],
    ['A 32 kg bag', 'Bags of more than 32 kg are refused.', '32', 'outside'],
    ['A 20 kg bag', 'Bags of up to 23 kg are free.', '23', 'within'],
    ['Aged 17', 'Open to those aged 16 or over.', '16', 'within'],
    ['Aged 15', 'Open to those aged 16 or over.', '16', 'outside'],
    ['Aged 76', 'Applicants must be aged 18 to 75.', '18', 'outside'],
    ['Aged 40', 'Applicants must be aged between 18 and 75.', '75', 'within'],
  ] as const)('%s against "%s": %s', (claim, sentence, written, expected) => {
    expect(relation(claim, sentence, written)).toBe(expected);
  });

  it.each([
    ['A bag of more than 35 kg', 'Bags over 32 kg are refused.', '32'],
    ['Held at 68°C or above', 'Held at 63°C or above.', '63'],
    ['Between 18 and 24 degrees', 'Between 18 and 27 degrees.', '27'],
    ['Rovers won 3–2', 'Rovers won 3–1 at home.', '1'],
    ['It costs 40 euros', 'It costs 32 euros.', '32'],
  ] as const)('no bound read: %s against "%s"', (claim, sentence, written) => {
    expect(relation(claim, sentence, written)).toBeNull();
  });
});

describe('boundRelation: durations in another unit (fourteenth pass)', () => {
  it('reads "two weeks" against "up to 90 days" in the bound\'s unit', () => {
    expect(relation('You can stay for two weeks.', 'You can stay for up to 90 days.', '90')).toBe('within');
    expect(relation('You can stay for six months.', 'You can stay for up to 90 days.', '90')).toBeNull();
    expect(relation('You can stay for 14 weeks.', 'You can stay for up to 90 days.', '90')).toBe('outside');
  });
});

describe('boundRelation: deadlines and spans a rule holds from (fourteenth pass)', () => {
  it('reads "up to six hours before" as a deadline: further ahead is within it', () => {
    const sentence = 'Classes can be cancelled without charge up to six hours before the class starts.';
    expect(relation('Cancelling 24 hours before the class costs nothing.', sentence, 'six')).toBe('within');
    expect(relation('Cancelling two hours before the class costs nothing.', sentence, 'six')).toBe('outside');
  });

  it('reads "only after ten years of service" as a bound from below', () => {
    const sentence = 'Staff become entitled to a sabbatical only after ten years of continuous service.';
    expect(relation("Staff with seven years' service cannot take one.", sentence, 'ten')).toBe('outside');
    expect(relation("Staff with twelve years' service can take one.", sentence, 'ten')).toBe('within');
  });
});

describe('boundRelation: times of day, for a negated claim only', () => {
  const hours = relation;
  const sentence = 'Check-in is between 8:00 and 11:00.';

  it('reads a range of hours', () => {
    expect(hours('not at 14:00', sentence, '8:00', true)).toBe('outside');
    expect(hours('not at 9:30', sentence, '8:00', true)).toBe('within');
  });

  it('leaves times alone for a claim that does not negate, and a single time always', () => {
    expect(hours('at 14:00', sentence, '8:00', false)).toBeNull();
    expect(hours('not at 14:00', 'The office opens at 9:00.', '9:00', true)).toBeNull();
  });
});

describe('boundSide', () => {
  const side = (text: string, written: string) => {
    const quantity = quantitiesIn(text).find((item) => item.text.includes(written))!;
    return boundSide(text, quantity);
  };

  it.each([
    ['Tenants must cultivate at least 75% of their plot.', '75', 'lower', 'at least'],
    ['Tenants may cultivate no more than 75% of their plot.', '75', 'upper', 'no more than'],
    ['Parcels may weigh up to 30 kg.', '30', 'upper', 'up to'],
    ['Parcels heavier than 30 kg are refused.', '30', 'lower', 'heavier than'],
    ['Rentals of seven days or more.', 'seven', 'lower', 'or more'],
    ['The app runs on macOS 12 or later.', '12', 'lower', 'or later'],
    ['Firmware 4.2 or earlier is affected.', '4.2', 'upper', 'or earlier'],
  ] as const)('%s: %s', (text, written, expected, words) => {
    expect(side(text, written)).toMatchObject({ side: expected, words });
  });

  it('reads no bound in a plain value', () => {
    expect(side('The plot measures 250 square metres.', '250')).toBeNull();
  });
});

describe('timeBoundSide', () => {
  const side = (text: string, written: string) => {
    const passage = quantitiesIn(text);
    const quantity = passage.find((item) => item.text.includes(written))!;
    return timeBoundSide(text, quantity, passage);
  };

  it.each([
    ['The library does not open before 9 am.', '9 am', 'upper', 'before 9 am'],
    ['The offer is valid until 31 March.', '31', 'upper', 'until 31 March'],
    ['The plant will close by 2030.', '2030', 'upper', 'by 2030'],
    ['The car park is free after 6 pm.', '6 pm', 'lower', 'after 6 pm'],
    ['The scheme has run since 2019.', '2019', 'lower', 'since 2019'],
    ['Open Monday to Saturday, 9 am to 6 pm.', '9 am', 'lower', 'from 9 am'],
    ['Open Monday to Saturday, 9 am to 6 pm.', '6 pm', 'upper', 'until 6 pm'],
    ['The pharmacy closes at 17:00 on weekdays.', '17:00', 'upper', 'closes at 17:00'],
    ['The offer ends at midnight on 31 March.', '31', 'upper', 'ends at midnight on 31 March'],
  ])('%s: %s bounds from the %s side', (text, written, expected, shown) => {
    expect(side(text, written)).toMatchObject({ side: expected, written: shown });
  });

  it('reads no side of a value that is no time, or of a time stated plainly', () => {
    expect(side('Prices rose by 20% in 2023.', '20')).toBeNull();
    expect(side('The library opens at 9 am.', '9 am')).toBeNull();
    expect(side('The library closed on 25 December for the holiday.', '25')).toBeNull();
  });
});
