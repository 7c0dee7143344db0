import { describe, expect, it } from 'vitest';
import { extractQuantities } from '../../../text/extract-quantities.js';
import { tokenize } from '../../../text/tokenize.js';
import { findBorrowedValue } from './borrowed-value.js';

function borrowed(claim: string, sentence: string) {
  const [claimTokens, sentenceTokens] = [tokenize(claim), tokenize(sentence)];
  return findBorrowedValue({
    claim: claimTokens,
    claimQuantities: extractQuantities(claimTokens, claim, 0),
    sentence: sentenceTokens,
    sentenceQuantities: extractQuantities(sentenceTokens, sentence, 0),
  });
}

describe('findBorrowedValue', () => {
  const sentence = 'The market runs from 6 am until noon on Sundays.';

  it("names the claim's value and the sentence's after the same words", () => {
    expect(borrowed('The market runs from 6 am until 3 pm on Sundays.', sentence)).toMatchObject({
      kind: 'number',
      claimValue: '3 pm',
      evidenceValue: 'noon',
    });
  });

  it('finds nothing for a value the sentence states, nor after other words', () => {
    expect(borrowed('The market runs from 6 am until 12 pm on Sundays.', sentence)).toBeNull();
    expect(borrowed('The market opens its gates at 3 pm on Sundays.', sentence)).toBeNull();
  });
});
