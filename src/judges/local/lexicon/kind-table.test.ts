import { describe, expect, it } from 'vitest';
import { stemWord } from '../../../text/stem-word.js';
import { loadWordNet } from './load-wordnet.js';

describe('KindTable', () => {
  const { kinds } = loadWordNet();
  const isKindOf = (word: string, category: string) => kinds.isKindOf(stemWord(word), stemWord(category));

  it("reads a noun's categories a few levels up its most frequent sense", () => {
    expect(isKindOf('campfire', 'fire')).toBe(true);
    expect(isKindOf('bottle', 'container')).toBe(true);
    expect(isKindOf('sandwich', 'food')).toBe(true);
    expect(isKindOf('poodle', 'dog')).toBe(true);
  });

  it('control: not downwards, not to the top of the tree, not for number words', () => {
    expect(isKindOf('fire', 'campfire')).toBe(false);
    expect(isKindOf('dog', 'poodle')).toBe(false);
    expect(isKindOf('bottle', 'object')).toBe(false);
    expect(isKindOf('sandwich', 'entity')).toBe(false);
    expect(isKindOf('four', 'figure')).toBe(false);
    expect(isKindOf('unknownword', 'food')).toBe(false);
  });
});
