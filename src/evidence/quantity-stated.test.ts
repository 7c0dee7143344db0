import { describe, expect, it } from 'vitest';
import { quoteStatesClaimQuantity } from './quantity-stated.js';

describe('quoteStatesClaimQuantity', () => {
  it.each([
    ['The kettle holds 1,800 ml.', 'The kettle holds 1.8 litres of water.'],
    ['Apple reported revenue of $383 billion.', 'Apple reported revenue of $383.3 billion for fiscal 2023.'],
    ['The city has a population of 3.5 million.', 'The city has 3,480,000 inhabitants.'],
    ['The stadium seats 45 000 spectators.', 'The stadium seats 45,000 spectators.'],
    ['The cable is 150 cm long.', 'The cable is 1.5 m long.'],
    ['The flight takes 1.5 hours.', 'The flight takes 90 minutes.'],
    ['The warranty lasts 24 months.', 'The warranty lasts 2 years.'],
    ['Delivery takes 14 days.', 'Delivery takes two weeks.'],
    ['Refunds are paid within 2 weeks.', 'Refunds are paid within a fortnight.'],
    // Another unit system, compared in the claim's unit and rounded as it rounds.
    ['The trail is about 6.2 miles long.', 'The trail is 10 kilometres long.'],
    ['The trail is 10 km long.', 'The trail is 6.2 miles long.'],
    ['The tower is 984 feet tall.', 'The tower is 300 m tall.'],
    ['The box weighs 907 g.', 'The box weighs 2 lb.'],
    ['After opening, store below 41°F.', 'Store below 5°C after opening.'],
    ['Bake at 392 °F.', 'Bake at 200 °C.'],
    ['Store it between 2 and 8 degrees Celsius.', 'Store it between 2 °C and 8 °C.'],
    ['Water boils at 212 degrees Fahrenheit.', 'Water boils at 100 degrees Celsius.'],
    ['The park covers 25 square kilometres.', 'The park covers 2,500 hectares.'],
    ['The lake covers 2,500 hectares.', 'The lake covers 25 km².'],
    ['Trains reach about 100 mph.', 'Trains reach 160 km/h.'],
    ['The limit is about 31 mph.', 'The limit is 50 kilometres per hour.'],
    // Number words of two parts.
    ['The stadium holds forty-five thousand spectators.', 'The stadium holds 45,000 spectators.'],
    ['He was fined two and a half thousand pounds.', 'He was fined £2,500.'],
    ['The course lasts 7 days.', 'The course lasts a week.'],
    ['The flight takes 60 minutes.', 'The flight takes an hour.'],
    ['The concert starts at 7:30 p.m.', 'The concert starts at 19:30.'],
    ['The concert starts at 19:30.', 'The concert starts at 7:30pm.'],
    ['The shop opens at 9:00.', 'The shop opens at 9 am.'],
    ['The film lasts 3 hours 15 minutes.', 'The film lasts 195 minutes.'],
    ['The walk takes an hour and a half.', 'The walk takes 90 minutes.'],
    ['The walk takes three quarters of an hour.', 'The walk takes 45 minutes.'],
    ['The course lasts 18 months.', 'The course lasts 1 year and 6 months.'],
    ['25% of the budget is spent on staff costs.', 'A quarter of the budget is spent on staff costs.'],
    ['A quarter of the budget is spent on staff costs.', '25% of the budget is spent on staff costs.'],
    ['A third of the members voted for it.', '33.3 % of the members voted for it.'],
    ['The race did not take place in 2020.', 'The 2020 edition of the race was cancelled.'],
  ])('%s  ←  %s', (claim, quote) => {
    expect(quoteStatesClaimQuantity(claim, [quote])).toBe(true);
  });

  it.each([
    ['Apple reported revenue of $390 billion.', 'Apple reported revenue of $383.3 billion.'],
    ['The kettle holds 1,500 ml.', 'The kettle holds 1.8 litres.'],
    ['The flight takes 2 hours.', 'The flight takes 90 minutes.'],
    ['The survey had 120 answers.', 'The survey had 123 answers.'],
    ['The warranty lasts 3 years.', 'The warranty lasts 3 months.'],
    ['Refunds take 30 days.', 'Refunds take 1 month.'],
    ['Refunds take 30 days.', 'Refunds take 5 business days.'],
    ['Refunds are paid within 2 weeks.', 'Refunds are paid within a week.'],
    ['The trail is about 6.5 miles long.', 'The trail is 10 kilometres long.'],
    ['After opening, store below 45°F.', 'Store below 5°C after opening.'],
    ['Water boils at 100 degrees Fahrenheit.', 'Water boils at 100 degrees Celsius.'],
    ['Trains reach about 120 mph.', 'Trains reach 160 km/h.'],
    ['The park covers 30 square kilometres.', 'The park covers 2,500 hectares.'],
    ['The stadium holds forty-six thousand spectators.', 'The stadium holds 45,000 spectators.'],
    ['The flight takes 90 minutes.', 'The flight takes an hour.'],
    ['The offer was made a second time.', 'The offer was made 1 second later.'],
    ['The concert starts at 7:45 p.m.', 'The concert starts at 19:30.'],
    ['The concert starts at 7:30 a.m.', 'The concert starts at 19:30.'],
    ['The train leaves at 9:40.', 'The train leaves at 18:15.'],
    ['The film lasts 2 hours and 20 minutes.', 'The film lasts 148 minutes.'],
    ['The walk takes three quarters of an hour.', 'The walk takes an hour.'],
    ['A quarter of the budget is spent on staff costs.', '30% of the budget is spent on staff costs.'],
    ['The race did not take place in 2021.', 'The 2020 edition of the race was cancelled.'],
    ['The race had 2021 runners.', 'The race had 2020 runners.'],
  ])('not: %s  ←  %s', (claim, quote) => {
    expect(quoteStatesClaimQuantity(claim, [quote])).toBe(false);
  });

  it('is false for a claim without a quantity or without quotes', () => {
    expect(quoteStatesClaimQuantity('The kettle is white.', ['The kettle holds 1.8 litres.'])).toBe(false);
    expect(quoteStatesClaimQuantity('The kettle holds 1.8 litres.', [])).toBe(false);
  });
});

describe('quoteStatesClaimQuantity with a bound', () => {
  it('counts a value the quote bounds as the quote’s to check', () => {
    expect(
      quoteStatesClaimQuantity("A suitcase weighing 35 kg won't be accepted.", [
        'Bags weighing more than 32 kg will not be accepted.',
      ]),
    ).toBe(true);
  });

  it('does not count a value the quote states without a bound', () => {
    expect(quoteStatesClaimQuantity('A suitcase weighs 35 kg.', ['The suitcase weighs 32 kg.'])).toBe(false);
  });
});

describe('quoteStatesClaimQuantity with ranks', () => {
  it('reads a rank in digits in a quote that spells it', () => {
    expect(
      quoteStatesClaimQuantity('Lucas Brenner crossed the line 5th.', ['Lucas Brenner finished fifth.']),
    ).toBe(true);
    expect(
      quoteStatesClaimQuantity('Lucas Brenner crossed the line 5th.', ['Lucas Brenner finished fourth.']),
    ).toBe(false);
  });

  it('takes a rank in words for no number of the claim', () => {
    expect(
      quoteStatesClaimQuantity('If the company has $1M debt, secured creditors are paid first.', [
        'Secured creditors are paid first.',
      ]),
    ).toBe(false);
  });

  it('takes a year before the start a quote gives, and a time inside its hours, for a negated claim', () => {
    expect(
      quoteStatesClaimQuantity('The Brantwood Bridge was not open to traffic in 2016.', [
        'The Brantwood Bridge opened to traffic in September 2019.',
      ]),
    ).toBe(true);
    expect(
      quoteStatesClaimQuantity('The Brantwood Bridge was open to traffic in 2016.', [
        'The Brantwood Bridge opened to traffic in September 2019.',
      ]),
    ).toBe(false);
    expect(
      quoteStatesClaimQuantity('An Off-Peak Day Return is not valid on the 7:45am train.', [
        'Off-Peak Day Returns cannot be used on services that depart between 6:30am and 9:15am.',
      ]),
    ).toBe(true);
  });
});

describe('quoteStatesClaimQuantity: the size of a change', () => {
  it('finds a change the quote gives by its two ends', () => {
    expect(
      quoteStatesClaimQuantity('The lamp was 25% cheaper in the sale.', [
        'The price was cut from $48 to $36.',
      ]),
    ).toBe(true);
    expect(
      quoteStatesClaimQuantity('The lamp was 30% cheaper in the sale.', [
        'The price was cut from $48 to $36.',
      ]),
    ).toBe(false);
  });
});

describe('quoteStatesClaimQuantity: a count of another noun', () => {
  it('finds a count whatever noun each side counts, and not another count', () => {
    expect(
      quoteStatesClaimQuantity('About 2,000 people attended.', ['The festival drew 1,987 visitors.']),
    ).toBe(true);
    expect(
      quoteStatesClaimQuantity('About 3,000 people attended.', ['The festival drew 1,987 visitors.']),
    ).toBe(false);
    expect(quoteStatesClaimQuantity('The bag weighs 20 kg.', ['The bag holds 20 books.'])).toBe(false);
  });
});
