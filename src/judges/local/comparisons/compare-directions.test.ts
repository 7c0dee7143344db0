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
    // superlatives of degree are not directions
    ['A bit is the smallest unit of information.', 'The bit is the most basic unit of information.', false],
  ])('%s | %s', (claim, evidence, mismatch) => {
    expect(compareDirections({ claim: tokenize(claim), evidence: tokenize(evidence) }).mismatch).toBe(
      mismatch,
    );
  });
});
