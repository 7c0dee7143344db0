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
});
