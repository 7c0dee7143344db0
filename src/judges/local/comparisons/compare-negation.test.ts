import { describe, expect, it } from 'vitest';
import { tokenize } from '../../../text/tokenize.js';
import { compareNegation } from './compare-negation.js';

describe('compareNegation', () => {
  it.each([
    ['Refunds are not issued for sale items.', 'Refunds are issued for sale items.', true, 'not'],
    ['Refunds are issued for sale items.', 'Refunds are not issued for sale items.', true, 'not'],
    ["The store doesn't ship abroad.", 'The store ships abroad.', true, "doesn't"],
    ['The store never ships abroad.', 'The store never ships abroad.', false, null],
    ['Refunds are issued for sale items.', 'Refunds are issued for sale items.', false, null],
    // idioms that negate nothing
    ['It protects all people.', 'It protects all people, no matter their origin.', false, null],
    [
      'It depends on the magnitude.',
      'It depends not only on the magnitude but also on the angle.',
      false,
      null,
    ],
    // a negation elsewhere in the sentence, about another word
    ['Salivary stones form in the duct.', 'Stones cause no symptoms as they form in the duct.', false, null],
  ])('%s | %s', (claim, evidence, mismatch, word) => {
    const result = compareNegation({ claim: tokenize(claim), evidence: tokenize(evidence) });
    expect(result.mismatch).toBe(mismatch);
    expect(result.word).toBe(word);
  });
});
