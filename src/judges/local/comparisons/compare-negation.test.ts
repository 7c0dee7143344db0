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
    // a claim part cut from a compound sentence: the "not" of the clause before is not the part's
    [
      'they can change how your body reads a DNA sequence.',
      'Epigenetic changes do not change your DNA sequence, but they can change how your body reads a DNA sequence.',
      false,
      null,
    ],
    [
      'they cannot change how your body reads a DNA sequence.',
      'Epigenetic changes do not change your DNA sequence, but they can change how your body reads a DNA sequence.',
      true,
      'cannot',
    ],
    // a word the part shares once with a later clause that has it again ("magnetic")
    [
      'The magnetic moments of the electrons cancel each other out.',
      'The magnetic moments of the electrons cancel each other out, and the atom is not magnetic.',
      false,
      null,
    ],
    [
      'The magnetic moments cancel out, and the atom is magnetic.',
      'The magnetic moments cancel out, and the atom is not magnetic.',
      true,
      'not',
    ],
    // the part's own negation after its last shared word, and a "not" in the clause before
    [
      'so they cohere to the molecules next to and below them, but not above.',
      'Surface molecules do not have neighbours on all sides, so they cohere to the molecules next to and below them, but not above.',
      false,
      null,
    ],
  ])('%s | %s', (claim, evidence, mismatch, word) => {
    const result = compareNegation({ claim: tokenize(claim), evidence: tokenize(evidence) });
    expect(result.mismatch).toBe(mismatch);
    expect(result.word).toBe(word);
  });
});
