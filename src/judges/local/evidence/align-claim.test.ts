import { describe, expect, it } from 'vitest';
import { tokenize } from '../../../text/tokenize.js';
import { GENERIC_WORDS } from '../lexicon/english/generic-words.js';
import { prepareContext } from '../prepare-context.js';
import { alignClaim, unsaidEmphasis } from './align-claim.js';

function align(claim: string, chunk: string, withGenericWords = true) {
  const context = prepareContext({ chunks: [{ id: 'c1', text: chunk }] });
  return alignClaim({
    claimTokens: tokenize(claim),
    claimSource: claim,
    index: context.index,
    synonyms: context.synonyms,
    ...(withGenericWords ? { genericWords: GENERIC_WORDS } : {}),
  });
}

const deck = 'The Kell Tower viewing deck will open to the public in spring 2027.';

describe('alignClaim: generic words no chunk uses', () => {
  it('leaves them out of the words and lists them as unsaid, as written', () => {
    const alignment = align('Visitors cannot yet use the Kell Tower viewing deck.', deck);
    expect(alignment.words.map((word) => word.text)).toEqual(['Kell', 'Tower', 'viewing', 'deck']);
    expect(alignment.unsaid).toEqual(['Visitors', 'yet', 'use']);
    expect(unsaidEmphasis(alignment)).toBe(1);
    expect(alignment.best?.coverage).toBe(1);
  });

  it('keeps a generic word the context uses', () => {
    const alignment = align(
      'Visitors cannot yet use the Kell Tower viewing deck.',
      `${deck} Visitors use the lift.`,
    );
    expect(alignment.words.map((word) => word.text)).toContain('Visitors');
    expect(alignment.words.map((word) => word.text)).toContain('use');
    expect(alignment.unsaid).toEqual(['yet']);
  });

  it('keeps them all where fewer than four other words would remain', () => {
    const alignment = align('The Kell deck is currently still open.', deck);
    expect(alignment.unsaid).toEqual([]);
    expect(alignment.words.map((word) => word.text)).toEqual(['Kell', 'deck', 'currently', 'still', 'open']);
  });

  it('leaves nothing out without a list of generic words (another language)', () => {
    const alignment = align('Visitors cannot yet use the Kell Tower viewing deck.', deck, false);
    expect(alignment.unsaid).toEqual([]);
    expect(alignment.words).toHaveLength(7);
  });
});
