import { describe, expect, it } from 'vitest';
import { tokenize } from '../../../text/tokenize.js';
import { statedDirection } from './stated-direction.js';

/** The comparison of "Vestby finished with more points than Kalmar FF", as the value reader reads it. */
function comparison(word: string, up: boolean) {
  const tokens = tokenize(`Vestby finished with ${word} points than Kalmar FF.`);
  const at = tokens.findIndex((token) => token.lower === word);
  const than = tokens.findIndex((token) => token.lower === 'than');
  return {
    word: tokens[at]!,
    up,
    first: tokens.slice(0, at).filter((token) => token.isContent),
    second: tokens.slice(than + 1).filter((token) => token.isContent),
  };
}

describe('statedDirection', () => {
  const ahead = tokenize('Kalmar FF finished on 61 points, four ahead of Vestby.');

  it('reads the sentence’s comparison with the terms traded: a conflict, or agreement', () => {
    expect(statedDirection(comparison('more', true), ahead)).toMatchObject({
      kind: 'comparative',
      claimValue: 'more',
      evidenceValue: 'ahead of Vestby',
    });
    expect(statedDirection(comparison('fewer', false), ahead)).toMatchObject({ agrees: { text: 'fewer' } });
  });

  it('reads nothing where the sentence compares other things, or on another scale', () => {
    expect(
      statedDirection(comparison('more', true), tokenize('Orsa finished four ahead of Lund.')),
    ).toBeNull();
    const colder = tokenize('Kalmar FF plays in a colder city than Vestby.');
    expect(statedDirection(comparison('more', true), colder)).toBeNull();
  });

  it('reads terms that are no names by the term right after the sentence’s comparison', () => {
    const claim = tokenize('The wool blanket is warmer than the cotton throw.');
    const than = claim.findIndex((token) => token.lower === 'than');
    const warmer = {
      word: claim[than - 1]!,
      up: true,
      first: claim.slice(0, than - 1).filter((token) => token.isContent),
      second: claim.slice(than + 1).filter((token) => token.isContent),
    };
    // Said the other way round: agreement, and the traded terms' stems.
    expect(
      statedDirection(warmer, tokenize('The cotton throw is less warm than the wool blanket.')),
    ).toMatchObject({ agrees: { text: 'warmer' }, converse: ['wool', 'blanket', 'cotton', 'throw'] });
    // The same terms where they were, the comparison turned: a conflict that names the sentence's.
    expect(
      statedDirection(warmer, tokenize('The wool blanket is less warm than the cotton throw.')),
    ).toMatchObject({ kind: 'comparative', claimValue: 'warmer', evidenceValue: 'less warm than cotton' });
    // "before" orders times: no scale of "warmer".
    expect(
      statedDirection(warmer, tokenize('The cotton throw was washed before the wool blanket.')),
    ).toBeNull();
  });
});
