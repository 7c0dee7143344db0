import { describe, expect, it } from 'vitest';
import { prepareContext } from '../prepare-context.js';
import { refersBack } from './refers-back.js';

/** Whether the second of `texts` (each its own chunk) refers back to the first, for a claim with `stems`. */
function refers(texts: string[], stems: string[]): boolean {
  const context = prepareContext({ chunks: texts.map((text, index) => ({ id: `c${index + 1}`, text })) });
  const [first, next] = context.index.sentences;
  return refersBack(first!, next!, new Set(stems), context.synonyms.isKindOf);
}

describe('refersBack', () => {
  it('reads "The dish" after a curry and "The bridge" after a footbridge, across a chunk break', () => {
    expect(
      refers(['Our Thai green curry is made with basil.', 'The dish contains no nuts.'], ['curri']),
    ).toBe(true);
    expect(
      refers(
        ['The Millbrook footbridge links the station.', 'The bridge is open to cyclists.'],
        ['footbridg'],
      ),
    ).toBe(true);
  });

  it('does not read a new thing named in passing, a name, a pronoun or a word the claim lacks', () => {
    expect(
      refers(['The fountain has been dry since June.', 'The town council switched it off.'], ['fountain']),
    ).toBe(false);
    expect(
      refers(['Our Thai green curry is made with basil.', 'The Curry House is closed.'], ['curri']),
    ).toBe(false);
    expect(refers(['Our Thai green curry is made with basil.', 'It contains no nuts.'], ['curri'])).toBe(
      false,
    );
    expect(
      refers(['Our Thai green curry is made with basil.', 'The dish contains no nuts.'], ['basil']),
    ).toBe(false);
  });

  it('reads only a sentence that follows within two', () => {
    expect(
      refers(['The dish contains no nuts.', 'Our Thai green curry is made with basil.'], ['curri']),
    ).toBe(false);
  });
});
