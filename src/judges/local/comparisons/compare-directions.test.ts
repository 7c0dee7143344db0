import { describe, expect, it } from 'vitest';
import { tokenize } from '../../../text/tokenize.js';
import { compareDirections } from './compare-directions.js';

describe('compareDirections', () => {
  it.each([
    ['Sales increased in 2023.', 'Sales decreased in 2023.', true],
    ['Prices fell last year.', 'Prices rose last year.', true],
    ['Model A is faster and larger.', 'Model A is smaller.', true],
    ['Sales increased in 2023.', 'Sales increased in 2023.', false],
    ['Sales increased in 2023.', 'Sales were flat in 2023.', false],
    // both directions on one side: not a clean contradiction
    ['Costs rose while margins fell.', 'Costs fell.', false],
    // comparatives of length, speed and weight
    [
      'It aborts any statement that runs for less than the set number of milliseconds.',
      'It aborts any statement that runs longer than the set number of milliseconds.',
      true,
    ],
    ['The new line is slower than the old one.', 'The new line is faster than the old one.', true],
    // "no longer" is time, not length
    ['The service is no longer free.', 'The service costs less than it did.', false],
    // superlatives of degree are not directions
    ['A bit is the smallest unit of information.', 'The bit is the most basic unit of information.', false],
    // the particle of a verb is no direction ("makes up", "shut down"); "went up" is one
    ['Sugar makes up 6% of the weight.', 'The cereal is below the limit.', false],
    ['The plant was shut down in May.', 'Output rose in May.', false],
    ['Sales went up by 4% in May.', 'Sales went down by 4% in May.', true],
  ])('%s | %s', (claim, evidence, mismatch) => {
    expect(compareDirections({ claim: tokenize(claim), evidence: tokenize(evidence) }).mismatch).toBe(
      mismatch,
    );
  });
});
