import { describe, expect, it } from 'vitest';
import { tokenize } from '../../../text/tokenize.js';
import { findCrossedPairing } from './crossed-pairing.js';

const SENTENCE = 'Tom Reyes carries the camera, and Anna Berg carries the tripod.';
const read = (claim: string) => findCrossedPairing(tokenize(claim), tokenize(SENTENCE), SENTENCE);

describe('findCrossedPairing', () => {
  it('reads two common nouns after the same article as values of one role (twenty-third pass)', () => {
    expect(read('Anna Berg carries the camera.')).toMatchObject({
      claimValue: 'camera',
      evidenceValue: 'tripod',
    });
  });

  it('leaves each key with its own value alone', () => {
    expect(read('Anna Berg carries the tripod.')).toBeNull();
    expect(read('Tom Reyes carries the camera.')).toBeNull();
  });
});
