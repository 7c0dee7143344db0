import { describe, expect, it } from 'vitest';
import { extractQuantities } from '../../../text/extract-quantities.js';
import { tokenize } from '../../../text/tokenize.js';
import { extractDates } from './compare-dates.js';
import { findMisattachedDate, findMisattachedValue } from './misattached-value.js';

function read(claim: string, sentence: string) {
  const claimTokens = tokenize(claim);
  const sentenceTokens = tokenize(sentence);
  const found = findMisattachedValue({
    claim: claimTokens,
    claimQuantities: extractQuantities(claimTokens, claim, 0),
    sentence: sentenceTokens,
    sentenceQuantities: extractQuantities(sentenceTokens, sentence, 0),
  });
  return found && [found.claimValue, found.evidenceValue];
}

describe('findMisattachedValue', () => {
  it("reads the value the sentence gives after the claim's word for it", () => {
    expect(
      read(
        'The park was established in 1979.',
        'The park was established in 1949 and added to the World Heritage List in 1979.',
      ),
    ).toEqual(['1979', '1949']);
    expect(
      read(
        'At Portreath on Sunday, low water is at 18:40.',
        'Tide times for Portreath, Sunday: high water 06:12, low water 12:25, high water 18:40.',
      ),
    ).toEqual(['18:40', '12:25']);
  });

  it('lets the value stand where the sentence pairs it so, or with another word of the claim', () => {
    expect(
      read(
        'The park was added to the List in 1979.',
        'The park was established in 1949 and added to the List in 1979.',
      ),
    ).toBeNull();
    expect(
      read(
        'The screws in the fixing kit are each 4.5 cm long.',
        'Fixing kit contents: 8 wall plugs (diameter 6 mm) and 8 screws, each 45 mm long.',
      ),
    ).toBeNull();
  });

  it('leaves a negated claim and a value the sentence does not state to other rules', () => {
    expect(
      read(
        'The battery is not covered for 24 months.',
        'The warranty covers defects for 24 months, except the battery, which is covered for 12 months.',
      ),
    ).toBeNull();
    expect(read('The park was established in 1959.', 'The park was established in 1949.')).toBeNull();
  });
});

describe('findMisattachedDate', () => {
  const read = (claim: string, sentence: string) => {
    const found = findMisattachedDate({
      claim: tokenize(claim),
      claimDates: extractDates(tokenize(claim), claim, 0),
      sentence: tokenize(sentence),
      sentenceDates: extractDates(tokenize(sentence), sentence, 0),
    });
    return found && [found.claimValue, found.evidenceValue];
  };

  it("reads the date the sentence gives after the claim's word for it, written whole", () => {
    expect(
      read('The festival opens on 3 June.', 'The festival opens on 5 May and closes on 3 June.'),
    ).toEqual(['3 June', '5 May']);
    expect(
      read('The festival closes on 3 June.', 'The festival opens on 5 May and closes on 3 June.'),
    ).toBeNull();
  });
});
