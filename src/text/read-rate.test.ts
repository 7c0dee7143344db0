/** Money whose period an adjective gives before its noun (`read-rate.ts` readPeriodBefore). */
import { describe, expect, it } from 'vitest';
import { quantities, statesAll } from './__fixtures__/quantity-checks.js';
import { RATE } from './read-rate.js';

describe('a period before the noun of an amount', () => {
  it('reads the amount as money per that period', () => {
    expect(statesAll('a single annual payment of €480', 'costs €40 per month')).toBe(true);
    expect(statesAll('a monthly membership fee of £20', '£240 a year')).toBe(true);
    expect(statesAll('weekly rent of £150', '£150 per week')).toBe(true);
  });

  it('is not stated by another sum per period', () => {
    expect(statesAll('a single annual payment of €480', 'costs €45 per month')).toBe(false);
    expect(statesAll('a single annual payment of €480', 'costs €480 per month')).toBe(false);
  });

  it('keeps the amount as written, and reads no period without "of"', () => {
    expect(statesAll('an annual payment of €480', 'a single payment of €480')).toBe(true);
    expect(quantities('annual revenue rose by $5m')[0]?.unit).toBe('money');
    expect(quantities('an annual payment of €480')[0]?.unit).toBe(`${RATE}money`);
  });

  it('reads the period of a subject whose amount "is" gives', () => {
    const rent = 'The average monthly rent for a one-bedroom flat in Tarnbury is £1,150';
    expect(quantities(rent)[0]?.unit).toBe(`${RATE}money`);
    expect(statesAll(rent, 'costs £13,800 a year')).toBe(true);
    expect(statesAll(rent, 'costs £1,150 a week')).toBe(false);
    // A verb of change, or a number in the subject, gives no amount per period.
    expect(quantities('Annual revenue rose to $5m')[0]?.unit).toBe('money');
    expect(quantities('The 2023 annual report is 40 pages')[1]?.unit).not.toBe(`${RATE}money`);
  });
});
