import { describe, expect, it } from 'vitest';
import { tokenize } from '../../../text/tokenize.js';
import { findAgentSwap } from './agent-slot.js';

const swap = (claim: string, sentence: string) =>
  findAgentSwap({
    claim: tokenize(claim),
    claimSource: claim,
    evidence: tokenize(sentence),
    evidenceSource: sentence,
  });

describe('findAgentSwap', () => {
  it('compares the doer across voices', () => {
    expect(
      swap(
        'Maria Lind designed the Harbour Baths.',
        'The Harbour Baths were designed by the practice Holm & Berg.',
      ),
    ).toMatchObject({ kind: 'entity', claimValue: 'Maria Lind', evidenceValue: 'Holm & Berg' });
    expect(
      swap('The opera is conducted by Paul Reyes.', 'Ines Carvalho conducts the opera at the Lyric.'),
    ).toMatchObject({ claimValue: 'Paul Reyes', evidenceValue: 'Ines Carvalho' });
  });

  it('leaves alone the same doer, a doer the sentence names elsewhere, and a passive subject', () => {
    expect(
      swap('Maria Lind designed the baths.', 'The baths were designed by Maria Lind in 1931.'),
    ).toBeNull();
    expect(
      swap(
        'Maria Lind designed the baths.',
        'The baths were designed by Holm & Berg, with Maria Lind as engineer.',
      ),
    ).toBeNull();
    expect(
      swap('The Harbour Baths were designed in 1931.', 'Holm & Berg designed the baths in 1931.'),
    ).toBeNull();
  });

  it('reads the doer before auxiliaries and a negation', () => {
    expect(
      swap('Tomas Berg has designed the east wing.', 'The east wing was designed by Ines Okafor in 1998.'),
    ).toMatchObject({ claimValue: 'Tomas Berg', evidenceValue: 'Ines Okafor', doer: true });
  });

  it('takes a claim doer the sentence names elsewhere only where the claim denies the verb', () => {
    const sentence = 'The Harwick Shield was won by Dunmore Athletic, who beat Carrow Town in the final.';
    const claim = 'Carrow Town did not win the Harwick Shield.';
    const read = (denied: boolean) =>
      findAgentSwap({
        claim: tokenize(claim),
        claimSource: claim,
        evidence: tokenize(sentence),
        evidenceSource: sentence,
        denied,
      });
    expect(read(false)).toBeNull();
    expect(read(true)).toMatchObject({ claimValue: 'Carrow Town', evidenceValue: 'Dunmore Athletic' });
  });
});
