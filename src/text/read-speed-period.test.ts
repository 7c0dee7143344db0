import { describe, expect, it } from 'vitest';
import { quantities, statesAll } from './__fixtures__/quantity-checks.js';
import { SPEED } from './read-speed-period.js';

describe('speeds per unit of time', () => {
  it.each([
    ['59 kilometres per second', 59_000],
    ['59 km/s', 59_000],
    ['3 m/s', 3],
    ['200 metres per minute', 200 / 60],
    ['160 km/h', 160 / 3.6],
  ])('%s → %d m/s', (text, value) => {
    const [speed] = quantities(text);
    expect(speed?.unit).toBe(SPEED);
    expect(speed!.value).toBeCloseTo(value, 6);
  });

  it('states a speed in another unit of time, and not another speed', () => {
    expect(statesAll('roughly 212,000 kilometres per hour', '59 kilometres per second')).toBe(true);
    expect(statesAll('roughly 212,000 kilometres per hour', '35 kilometres per second')).toBe(false);
    expect(statesAll('59 km/h', '59 km/s')).toBe(false);
    expect(statesAll('36 km/h', '10 m/s')).toBe(true);
    expect(statesAll('36 km/h', '12 m/s')).toBe(false);
  });

  it('leaves a length without a period a length', () => {
    expect(quantities('5 m a second')[0]?.unit).toBe('@length-m');
    expect(quantities('50 kilometres an hour')[0]?.unit).toBe('@length-m');
  });
});
