/** Volumes and areas written as a power of a length (`read-powered-length.ts`), and SI prefixes of power (`units.ts`). */
import { describe, expect, it } from 'vitest';
import { quantities, statesAll } from './__fixtures__/quantity-checks.js';

describe('volumes and SI prefixes', () => {
  it('reads a cubed length as a volume, a squared one as an area', () => {
    expect(statesAll('about 23.6 thousand km³', 'roughly 23,600 cubic kilometres')).toBe(true);
    expect(statesAll('30,000 cu m of sand', '30 million litres of sand')).toBe(true);
    expect(statesAll('about 23.6 thousand km³', 'roughly 23,600 kilometres')).toBe(false);
    expect(statesAll('about 23.6 thousand km³', 'roughly 23,600 square kilometres')).toBe(false);
    expect(quantities('25 km²')[0]).toMatchObject({ unit: '@area-m2', value: 25e6 });
  });

  it('compares megawatts with gigawatts', () => {
    expect(statesAll('a capacity of 2,900 MW', 'a capacity of 2.9 gigawatts')).toBe(true);
    expect(statesAll('1,320 megawatts', '1.32 GW')).toBe(true);
    expect(statesAll('a capacity of 2,300 MW', 'a capacity of 2.9 gigawatts')).toBe(false);
  });
});
