import { describe, expect, it } from 'vitest';
import { extractQuantities } from '../../../text/extract-quantities.js';
import { tokenize } from '../../../text/tokenize.js';
import type { ValuedSentence } from './compare-stated-values.js';
import { compareSuperlativeInList, readSuperlative } from './superlative-in-list.js';

/** The reading as the judge calls it: the claim's superlative first, none read where it has none. */
function compare(options: { claim: ReturnType<typeof tokenize>; sentence: ValuedSentence }) {
  const superlative = readSuperlative(options.claim);
  return superlative ? compareSuperlativeInList({ ...options, superlative }) : null;
}

function valued(source: string): ValuedSentence {
  const tokens = tokenize(source);
  return { tokens, source, quantities: extractQuantities(tokens, source, 0), dates: [] };
}

const YIELDS = valued(
  'Crop yields, 2023 trial plots (tonnes per hectare): Variety A 7.2; Variety B 8.1; Variety C 6.4; Variety D 7.9.',
);

describe('compareSuperlativeInList', () => {
  it('names the item that has the largest value where the claim names another', () => {
    const conflict = compare({
      claim: tokenize('Variety C produced the largest yield per hectare.'),
      sentence: YIELDS,
    });
    expect(conflict).toMatchObject({
      kind: 'comparative',
      claimValue: 'largest',
      evidenceValue: "6.4' for 'Variety C' against '8.1' for 'Variety B",
    });
  });

  it('agrees with the item that has it, the smallest for "lowest"', () => {
    expect(
      compare({
        claim: tokenize('Variety B produced the largest yield.'),
        sentence: YIELDS,
      }),
    ).toMatchObject({ agrees: { text: 'largest' } });
    expect(compare({ claim: tokenize('Variety C had the lowest yield.'), sentence: YIELDS })).toMatchObject({
      agrees: { text: 'lowest' },
    });
  });

  it('reads nothing of a list of two, a negated claim, or an item the list lacks', () => {
    expect(
      compare({
        claim: tokenize('Variety A produced the largest yield.'),
        sentence: valued('Yields: Variety A 7.2; Variety B 8.1.'),
      }),
    ).toBeNull();
    expect(
      compare({
        claim: tokenize('Variety C did not produce the largest yield.'),
        sentence: YIELDS,
      }),
    ).toBeNull();
    expect(
      compare({
        claim: tokenize('Variety E produced the largest yield.'),
        sentence: YIELDS,
      }),
    ).toBeNull();
  });
});
