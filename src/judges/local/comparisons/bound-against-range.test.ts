import { describe, expect, it } from 'vitest';
import { extractQuantities } from '../../../text/extract-quantities.js';
import { tokenize } from '../../../text/tokenize.js';
import { boundAgainstRange } from './bound-against-range.js';

function read(claim: string, source: string) {
  const [claimTokens, tokens] = [tokenize(claim), tokenize(source)];
  return boundAgainstRange({
    claim,
    tokens: claimTokens,
    claimQuantities: extractQuantities(claimTokens, claim, 0),
    quantities: extractQuantities(tokens, source, 0),
    source,
  });
}

describe('boundAgainstRange', () => {
  it('names the range a lower bound cuts into, and an upper one', () => {
    expect(read('Every applicant scored at least 60.', 'Applicants scored between 52 and 96.')).toEqual({
      conflict: expect.objectContaining({ claimValue: 'at least 60', evidenceValue: '52 and 96' }),
    });
    expect(read('Every applicant scored at most 90.', 'Applicants scored between 52 and 96.')).toEqual({
      conflict: expect.objectContaining({ claimValue: 'at most 90' }),
    });
  });

  it('bears out a bound the range lies inside, and reads nothing under a negation', () => {
    expect(read('Every applicant scored at least 50.', 'Applicants scored between 52 and 96.')).toEqual({
      agrees: ['at', 'least', '50'],
    });
    expect(read('No applicant scored less than 50.', 'Applicants scored between 52 and 96.')).toBeNull();
  });
});
