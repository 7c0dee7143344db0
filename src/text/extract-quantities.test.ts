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
