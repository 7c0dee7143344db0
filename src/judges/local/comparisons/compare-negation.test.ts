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
    // a negation said again for another item is one; "not not" is two
    [
      'The P8 does not have a microSD slot.',
      'The P8 has no headphone jack and no microSD slot.',
      false,
      null,
    ],
    ['Health may not reflect actual health.', 'Health may not not reflect actual health.', true, 'not'],
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
    // the sentence's denial follows the claim's last shared word, after a verb word
    [
      'The sourdough is made without commercial yeast.',
      'The sourdough is leavened by a wild starter, and commercial yeast is never added.',
      false,
      null,
    ],
    [
      'The sourdough is made with commercial yeast.',
      'The sourdough is leavened by a wild starter, and commercial yeast is never added.',
      true,
      'never',
    ],
    // not past a comma that closes the clause the claim copies
    [
      'Her chain will sell coffee and chocolate-based cosmetics.',
      'Her chain, which will sell coffee and chocolate-based cosmetics, will have nothing to do with Starbucks.',
      false,
      null,
    ],
  ])('%s | %s', (claim, evidence, mismatch, word) => {
    const result = compareNegation({
      claim: tokenize(claim),
      evidence: tokenize(evidence),
      claimSource: claim,
      evidenceSource: evidence,
    });
    expect(result.mismatch).toBe(mismatch);
    expect(result.word).toBe(word);
  });
});

describe('compareNegation: a word that denies one predicate', () => {
  const read = (claim: string, evidence: string) =>
    compareNegation({
      claim: tokenize(claim),
      evidence: tokenize(evidence),
      claimSource: claim,
      evidenceSource: evidence,
    });

  it.each([
    [
      'The red Aria blender is not available at the moment.',
      'The red Aria blender is out of stock.',
      'out',
      'avail',
    ],
    [
      'The Hollow Lodge is not connected to the mains grid.',
      'The Hollow Lodge is off-grid.',
      'off',
      'connect',
    ],
    [
      'The bank did not change its base rate.',
      'The bank kept its base rate at 4.25 percent.',
      'kept',
      'chang',
    ],
  ])('"%s" against "%s": said by "%s", the negated word found', (claim, evidence, word, stem) => {
    const said = read(claim, evidence);
    expect(said).toMatchObject({ mismatch: false, negativeWord: word });
    expect(said.paraphrased).toContain(stem);
  });

  it('says nothing of a predicate the word does not deny, nor of a flip', () => {
    expect(read('The bank did not publish its base rate.', 'The bank kept its base rate.').mismatch).toBe(
      true,
    );
    expect(read('The bank did not keep its base rate.', 'The bank kept its base rate.').mismatch).toBe(true);
    expect(read('The blender is not available in red.', 'The blender is in stock in red.').mismatch).toBe(
      true,
    );
  });

  it('reads "failed" before its noun as no negation, and "failed to" as one', () => {
    const claim = 'Failed deployments are not rolled back automatically.';
    expect(
      compareNegation({
        claim: tokenize(claim),
        evidence: tokenize('Failed deployments are rolled back automatically.'),
      }),
    ).toMatchObject({ mismatch: true, word: 'not' });
    expect(
      compareNegation({
        claim: tokenize('The backup completed.'),
        evidence: tokenize('The backup failed to complete.'),
      }).mismatch,
    ).toBe(true);
  });
});
