/** Measures hedged to one side (`mark-hedge-direction.ts`). */
import { describe, expect, it } from 'vitest';
import { quantities, statesAll } from './__fixtures__/quantity-checks.js';

describe('measures hedged to one side', () => {
  it('states a value just on the side the hedge allows', () => {
    expect(statesAll('in just under a minute', 'in 59 seconds')).toBe(true);
    expect(statesAll('just over 3 km', '3.2 kilometres')).toBe(true);
    expect(statesAll('nearly 2 metres', '1.9 metres')).toBe(true);
    expect(statesAll('in just under a minute', 'in 61 seconds')).toBe(false);
    expect(statesAll('in just under a minute', 'in 45 seconds')).toBe(false);
    expect(statesAll('just over 3 km', '2.9 kilometres')).toBe(false);
    expect(statesAll('almost two weeks', '13 days')).toBe(true);
    expect(statesAll('almost two weeks', '12 days')).toBe(false);
    expect(statesAll('almost two weeks', '14 days')).toBe(true); // the same length, as before
    expect(statesAll('just over 3 months', '14 weeks')).toBe(false);
    // A hedge of one side is no bound of a year.
    expect(quantities('just over 1998 runners')[0]?.bounds).toBeUndefined();
  });
});
