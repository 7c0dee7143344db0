import { describe, expect, it } from 'vitest';
import { quantities, statesAll } from './__fixtures__/quantity-checks.js';
import { TIME_OF_DAY } from './quantity.js';

describe('readClockWords', () => {
  it('reads the clock said in words as a time of day, in either half unless the day part is said', () => {
    expect(quantities('starts at half past eleven')[0]).toMatchObject({
      value: 690,
      unit: TIME_OF_DAY,
      otherHalf: 1410,
    });
    expect(quantities('starts at quarter to eleven')[0]).toMatchObject({ value: 645, otherHalf: 1365 });
    expect(quantities('ten past three in the afternoon')[0]).toMatchObject({ value: 910 });
    expect(quantities('ten past three in the afternoon')[0]?.otherHalf).toBeUndefined();
  });

  it('states the same time written in digits, and not another time', () => {
    expect(statesAll('at half past eleven in the morning', 'begins at 11:30 on the green')).toBe(true);
    expect(statesAll('at 10:45 in the morning', 'starts at quarter to eleven')).toBe(true);
    expect(statesAll("by 11 o'clock in the morning", 'vacated by 11:00')).toBe(true);
    expect(statesAll('at half past ten', 'begins at 11:30 on the green')).toBe(false);
    // The part of the day decides the half: "in the evening" is no 11:30 in the morning.
    expect(statesAll('at half past eleven in the evening', 'begins at 11:30 am')).toBe(false);
  });

  it('reads minutes said with their word, "fourteen minutes past three", and not a duration past something else', () => {
    expect(statesAll('at fourteen minutes past three in the morning', 'struck at 03:14 local time')).toBe(
      true,
    );
    expect(statesAll('at twenty minutes to six', 'leaves at 17:40')).toBe(true);
    expect(statesAll('at fourteen minutes past three in the morning', 'struck at 03:41 local time')).toBe(
      false,
    );
    expect(quantities('fourteen minutes past the deadline')[0]?.unit).not.toBe(TIME_OF_DAY);
  });

  it('reads no time in a range of numbers', () => {
    expect(quantities('from five to ten people').map((quantity) => quantity.unit)).not.toContain(TIME_OF_DAY);
  });
});

describe('readClockWords: midnight and noon (fourteenth pass)', () => {
  it.each([
    ['at a quarter to midnight', 23 * 60 + 45],
    ['at half past midnight', 30],
    ['at quarter past noon', 12 * 60 + 15],
    ['at quarter to midday', 11 * 60 + 45],
  ])('reads "%s" in its own half of the day', (text, minutes) => {
    const [time] = quantities(text);
    expect(time).toMatchObject({ value: minutes, unit: TIME_OF_DAY });
    expect(time?.otherHalf).toBeUndefined();
  });

  it('states "23:45" by "a quarter to midnight", not "11:45"', () => {
    expect(statesAll('at 23:45', 'at a quarter to midnight')).toBe(true);
    expect(statesAll('at 11:45 pm', 'at a quarter to midnight')).toBe(true);
    expect(statesAll('at 11:45 am', 'at a quarter to midnight')).toBe(false);
  });
});

describe('readClockWords: minutes to the hour with its part of the day (twenty-eighth pass)', () => {
  it('reads "ten to seven in the morning" as 06:50, and "ten to seven people" as no time', () => {
    expect(quantities('starts at ten to seven in the morning')).toMatchObject([
      { value: 6 * 60 + 50, unit: TIME_OF_DAY },
    ]);
    expect(statesAll('at ten to seven in the morning', 'at 06:50')).toBe(true);
    expect(statesAll('at ten to seven in the morning', 'at 07:10')).toBe(false);
    expect(quantities('there were ten to seven people').some((item) => item.unit === TIME_OF_DAY)).toBe(
      false,
    );
  });
});
