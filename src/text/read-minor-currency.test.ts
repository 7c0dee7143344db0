import { describe, expect, it } from 'vitest';
import { quantities, statesAll } from './__fixtures__/quantity-checks.js';

describe('money in its minor unit', () => {
  it.each([
    ['fined 25p per item', 0.25, '25p'],
    ['only 99c today', 0.99, '99c'],
    ['a 50 cents fee', 0.5, '50 cents'],
    ['fifty pence', 0.5, 'fifty pence'],
    ['24.5p per kWh', 0.245, '24.5p'],
    ['£3 50p', 3.5, '3 50p'],
    ['three pounds fifty', 3.5, 'three pounds fifty'],
    ['two euros twenty', 2.2, 'two euros twenty'],
    ['3 dollars 20 cents', 3.2, '3 dollars 20 cents'],
  ])('%s → %d', (text, value, written) => {
    const [money] = quantities(text);
    expect(money).toMatchObject({ unit: 'money', text: written });
    expect(money!.value).toBeCloseTo(value, 9);
  });

  it('states the amount in the major unit, and not another', () => {
    expect(statesAll('£0.25 per item', '25p per item')).toBe(true);
    expect(statesAll('£25 per item', '25p per item')).toBe(false);
    expect(statesAll('$0.99', '99c')).toBe(true);
    expect(statesAll('$99', '99c')).toBe(false);
    expect(statesAll('three pounds fifty', '£3.50')).toBe(true);
    expect(statesAll('three pounds fifty', '£3.60')).toBe(false);
    expect(statesAll('three pounds fifty per month', '£3.50 a month')).toBe(true);
    expect(statesAll('£3 50p', '£3.50')).toBe(true);
    expect(statesAll('two euros twenty', '€2.20')).toBe(true);
    expect(statesAll('two euros twenty', '€2.02')).toBe(false);
    // A hundred pence or more after a price word: "costs 250p" is £2.50.
    expect(statesAll('A half pint costs 250p.', 'Half pints cost £2.50.')).toBe(true);
    expect(statesAll('A half pint costs 250p.', 'Half pints cost £25.')).toBe(false);
    expect(statesAll('Tickets are priced at 120p each.', 'Tickets cost £1.20 each.')).toBe(true);
  });

  it('leaves numbers that are no minor part alone', () => {
    expect(quantities('three pounds fifty people').map((quantity) => quantity.value)).toEqual([3, 50]);
    expect(quantities('costs £3 50 times').map((quantity) => quantity.value)).toEqual([3, 50]);
    expect(quantities('1080p video')[0]?.unit).not.toBe('money');
    expect(quantities('records video at 1080p')[0]?.unit).not.toBe('money');
    expect(quantities('ideal for 1080p screens')[0]?.unit).not.toBe('money');
    expect(quantities('3 pounds of flour')[0]?.otherReading?.unit).toBe('@mass-g');
    expect(quantities('£6 per item')[0]?.value).toBe(6);
  });
});
