import { describe, expect, it } from 'vitest';
import type { Chunk } from '../../../spec/chunk.js';
import { extractQuantities } from '../../../text/extract-quantities.js';
import { tokenize } from '../../../text/tokenize.js';
import { analyzeClaim } from '../model/analyze-claim.js';
import { prepareContext } from '../prepare-context.js';
import { statedByValue } from './stated-by-value.js';

/** The claim's stems that `sentence` states by value. */
function stated(claim: string, sentence: string): string[] {
  const tokens = tokenize(claim);
  return [
    ...statedByValue({
      tokens,
      source: claim,
      claimQuantities: extractQuantities(tokens, claim),
      sentenceQuantities: extractQuantities(tokenize(sentence), sentence),
    }),
  ];
}

describe('statedByValue', () => {
  it("gives the words of a claim's number that a sentence states written otherwise", () => {
    expect(
      stated('Woodland covers 3.24 million hectares.', 'Total woodland area is 3,240,000 hectares.'),
    ).toEqual(['3.24', 'million', 'hectar']);
    expect(stated('The turbine is rated at 0.95 MW.', 'It has a rated output of 950 kW.')).toEqual([
      '0.95',
      'mw',
    ]);
    // A hedged value is stated by the value it rounds; a bare one only by the same value.
    expect(stated('The park had roughly 310,000 visitors.', 'The park welcomed 309,450 visitors.')).toEqual([
      '310000',
    ]);
    expect(stated('Earnings per share were $1.40.', 'Earnings per share were $1.36.')).toEqual([]);
    // Another value is no number of the claim's.
    expect(
      stated('Woodland covers 3.42 million hectares.', 'Total woodland area is 3,240,000 hectares.'),
    ).toEqual([]);
  });
});

describe('alignment by value', () => {
  const chunks: Chunk[] = [
    { id: 'c1', text: 'National Forest Survey. Woodland covers 13.2% of the country’s land area.' },
    {
      id: 'c2',
      text: 'Total woodland area in the country is 3,240,000 hectares. Of this, 45% is publicly owned.',
    },
  ];
  const best = (claim: string) => {
    const analysis = analyzeClaim({ claim, context: prepareContext({ chunks }) });
    const sentence = analysis.alignment.best!.sentence;
    return sentence.source.slice(sentence.start, sentence.end);
  };

  it('aligns a claim with the sentence that states its number, however written', () => {
    // By stem alone "Woodland covers 13.2% …" matched more words, and its 13.2 stood in the slot.
    expect(best('Woodland in the country covers 3.24 million hectares.')).toBe(
      'Total woodland area in the country is 3,240,000 hectares.',
    );
  });

  it('does not credit a changed number', () => {
    const analysis = analyzeClaim({
      claim: 'Woodland in the country covers 3.42 million hectares.',
      context: prepareContext({ chunks }),
    });
    const index = analysis.alignment.words.findIndex((word) => word.stem === '3.42');
    expect(analysis.alignment.selectedKinds[index]).toBeNull();
  });
});
