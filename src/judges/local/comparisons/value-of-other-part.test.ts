import { describe, expect, it } from 'vitest';
import { extractQuantities } from '../../../text/extract-quantities.js';
import { tokenize } from '../../../text/tokenize.js';
import { extractDates } from './compare-dates.js';
import { findDateOfOtherPart, findQuantityOfOtherPart } from './value-of-other-part.js';

function quantity(claim: string, sentence: string) {
  const [claimTokens, sentenceTokens] = [tokenize(claim), tokenize(sentence)];
  const found = findQuantityOfOtherPart({
    claim: claimTokens,
    sentence: sentenceTokens,
    source: sentence,
    claimQuantities: extractQuantities(claimTokens, claim, 0),
    sentenceQuantities: extractQuantities(sentenceTokens, sentence, 0),
  });
  return found && [found.claimValue, found.evidenceValue];
}

function date(claim: string, sentence: string) {
  const [claimTokens, sentenceTokens] = [tokenize(claim), tokenize(sentence)];
  const found = findDateOfOtherPart({
    claim: claimTokens,
    sentence: sentenceTokens,
    source: sentence,
    claimDates: extractDates(claimTokens, claim, 0),
    sentenceDates: extractDates(sentenceTokens, sentence, 0),
  });
  return found && [found.claimValue, found.evidenceValue];
}

const seats = 'The main auditorium seats 650, and the studio theatre seats 120.';
const lifeboats =
  "The station's all-weather lifeboat was launched 41 times last year, and the inshore lifeboat 67 times.";

describe('findQuantityOfOtherPart', () => {
  it("reads the value another part gives, where the claim says that part's words and not its own", () => {
    expect(quantity('The main auditorium seats 120.', seats)).toEqual(['120', '650']);
    expect(quantity('The all-weather lifeboat was launched 67 times last year.', lifeboats)).toEqual([
      '67',
      '41',
    ]);
  });

  it("lets the value stand where the claim says its own part's words", () => {
    expect(quantity('The studio theatre seats 120.', seats)).toBeNull();
    expect(quantity('The inshore lifeboat was launched 67 times last year.', lifeboats)).toBeNull();
  });

  it("reads a capitalised name of the claim as no lower-case word of the sentence's part", () => {
    expect(quantity('The main auditorium at the Harbour Lights Theatre seats 120.', seats)).toEqual([
      '120',
      '650',
    ]);
  });

  it('keeps out negations, values of another kind and parts with no words of their own', () => {
    expect(quantity('The main auditorium does not seat 120.', seats)).toBeNull();
    expect(
      quantity(
        'The main hall is 120 metres long.',
        'The main hall seats 650, and the annex is 120 metres long.',
      ),
    ).toBeNull();
    expect(quantity('The main hall seats 120.', 'The main hall seats 650, and 120.')).toBeNull();
  });

  it('reads times of day whole, not split at their colon', () => {
    expect(
      quantity(
        'On weekdays, the last bus leaves Harbour Square at 00:40.',
        'The last bus leaves Harbour Square at 23:15 on weekdays and at 00:40 on Saturdays.',
      ),
    ).toEqual(['00:40', '23:15']);
    expect(
      quantity(
        'On Saturdays, the last bus leaves Harbour Square at 00:40.',
        'The last bus leaves Harbour Square at 23:15 on weekdays and at 00:40 on Saturdays.',
      ),
    ).toBeNull();
  });
});

describe('years and dates', () => {
  const fire = 'It was badly damaged by fire in 1934 and rebuilt in the Art Deco style, reopening in 1936.';
  it('reads the year of another part', () => {
    expect(quantity('The pavilion was badly damaged by fire in 1936.', fire)).toEqual(['1936', '1934']);
    expect(quantity('The pavilion reopened in 1936.', fire)).toBeNull();
  });
  const exhibition = 'The exhibition opens on 3 May, with a preview for members on 1 May.';
  it('reads the date of another part', () => {
    expect(date('The exhibition opens on 1 May.', exhibition)).toEqual(['1 May', '3 May']);
    expect(date('Members can attend a preview on 1 May.', exhibition)).toBeNull();
  });
});
