import { describe, expect, it } from 'vitest';
import { isInitialismOf, sameByInitials } from './acronym.js';

describe('isInitialismOf', () => {
  it.each([
    ['US', 'United States', true],
    ['U.S.', 'United States', true],
    ['NHS', 'National Health Service', true],
    ['UK', 'United Kingdom', true],
    ['BoE', 'Bank of England', false],
    ['UK', 'United States', false],
    ['US', 'United', false],
    ['Us', 'United States', false],
    ['US', 'united states', false],
    ['EFTA', 'European Free Trade Association', true],
    ['FTA', 'European Free Trade Association', false],
  ])('%s for %s: %s', (short, long, expected) => {
    expect(isInitialismOf(short, long)).toBe(expected);
  });

  it('reads either side', () => {
    expect(sameByInitials('United Nations', 'UN')).toBe(true);
    expect(sameByInitials('UN', 'EU')).toBe(false);
  });
});
