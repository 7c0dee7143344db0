import { describe, expect, it } from 'vitest';
import { extractQuantities } from '../../../text/extract-quantities.js';
import { tokenize } from '../../../text/tokenize.js';
import { readQuantifiedCount } from './quantified-count.js';

function read(claimSource: string, evidenceSource: string) {
  const claim = tokenize(claimSource);
  const evidence = tokenize(evidenceSource);
  const evidenceStems = new Set(evidence.map((token) => token.stem));
  return readQuantifiedCount({
    claim,
    claimSource,
    claimQuantities: extractQuantities(claim, claimSource, 0),
    evidence,
    evidenceSource,
    evidenceQuantities: extractQuantities(evidence, evidenceSource, 0),
    negationSaid: false,
    opposites: [],
    found: (stem) => evidenceStems.has(stem),
  });
}

describe('readQuantifiedCount', () => {
  it('reads "most" against the other part of a count the claim negates', () => {
    const counted = read('Most of the 24 plants did not show blight.', 'Of the 24 plants, 9 showed blight.');
    expect(counted).toMatchObject({ holds: true, claimText: 'Most', evidenceText: 'Of the 24 plants, 9' });
    expect(counted?.otherPart).toBe('15 of 24');
  });

  it('takes up the negation before "all" as the quantifier\'s', () => {
    const counted = read(
      'The club did not win all of its seven games.',
      'The club won six of its seven games.',
    );
    expect(counted).toMatchObject({ holds: true, claimText: 'not … all', otherPart: null });
  });

  it("reads a count of another whole as none of the claim's", () => {
    expect(read('Most of the 24 plants showed blight.', 'Of the 30 plants, 9 showed blight.')).toBeNull();
  });

  it.each([
    ['a superlative', 'It is the most popular of the 12 rides.', 'Of the 12 rides, 9 are popular.'],
    ['a bound', 'At most 12 rides are open.', 'Of the 12 rides, 9 are open.'],
    ['a span of time', 'The 12 rides are open every day.', 'Of the 12 rides, 9 are open.'],
    ['a whole named by "of all"', '75% of all 12 rides are open.', 'Of the 12 rides, 9 are open.'],
  ])('reads no quantifier in %s', (_, claim, evidence) => {
    expect(read(claim, evidence)).toBeNull();
  });

  it("reads no count where the sentence does not say the claim's predicate", () => {
    expect(read('None of the 40 rooms has a sea view.', 'All 40 rooms face the garden.')).toBeNull();
  });
});
