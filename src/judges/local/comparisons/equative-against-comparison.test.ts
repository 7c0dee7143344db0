import { describe, expect, it } from 'vitest';
import { tokenize } from '../../../text/tokenize.js';
import { equativeAgainstComparison } from './equative-against-comparison.js';

const read = (claim: string, evidence: string) =>
  equativeAgainstComparison(tokenize(claim), tokenize(evidence));

describe('equativeAgainstComparison', () => {
  it('bears out a negated equative by the comparison with the terms traded', () => {
    expect(read('Wages did not rise as fast as rents.', 'Rents rose faster than wages.')).toBe(true);
    expect(read('Rents did not rise as fast as wages.', 'Rents rose faster than wages.')).toBe(false);
  });

  it('reads the terms in order, a comparative of another scale pointing the same way', () => {
    expect(
      read(
        'The second novel didn’t sell as well as her first.',
        'The second novel sold fewer copies than her first.',
      ),
    ).toBe(true);
    expect(
      read(
        'The second novel didn’t sell as well as her first.',
        'The second novel sold more copies than her first.',
      ),
    ).toBe(false);
  });

  it('reads nothing without a negated equative, a comparison, or terms that pair up', () => {
    expect(read('Wages rose as fast as rents.', 'Rents rose faster than wages.')).toBeNull();
    expect(read('Wages did not rise as fast as rents.', 'Rents and wages both rose.')).toBeNull();
    expect(read('Wages did not rise as fast as rents.', 'Prices rose faster than expected.')).toBeNull();
    expect(
      read('The hall holds twice as many people as the annexe.', 'The hall is larger than the annexe.'),
    ).toBeNull();
  });
});
