import { describe, expect, it } from 'vitest';
import { tokenize } from '../../../text/tokenize.js';
import { compareSlots, nameSpans } from './compare-slots.js';

function names(text: string, joined = false) {
  return nameSpans(tokenize(text), text, 0, undefined, joined).map((span) => span.text);
}

describe('nameSpans', () => {
  it.each([
    // Punctuation between capitalised words ends a name.
    ['A spokesperson of DIICOT, Romona Bolla, said so.', ['DIICOT', 'Romona Bolla']],
    ['He farms in Kasama, Zambia.', ['Kasama', 'Zambia']],
    ['Evan Moore, (Opelousas, La.) Daily World editor', ['Evan Moore', 'Opelousas', 'La', 'Daily World']],
    ['The single has "Playing With Fire", "Stay" and "Whistle".', ['Playing', 'Fire', 'Stay', 'Whistle']],
    // A period, a hyphen or an apostrophe stays inside one.
    ['He played for the St. Louis Cardinals in 1990.', ['St. Louis Cardinals']],
    ["The Coca-Cola Company's profits rose.", ["Coca-Cola Company's"]],
  ])('%s', (text, expected) => {
    expect(names(text)).toEqual(expected);
  });

  it('joins a list into one role when asked', () => {
    expect(names('He farms in Kasama, Zambia.', true)).toEqual(['Kasama, Zambia']);
  });
});

/**
 * The slot comparison on its own, with the alignment faked: a claim word is found when the
 * sentence has its stem, or one of `prefixes` (claim stem → sentence stem) stands in for it.
 */
function compare(claim: string, evidence: string, prefixes: Record<string, string> = {}) {
  const claimTokens = tokenize(claim);
  const evidenceTokens = tokenize(evidence);
  const stems = new Set(evidenceTokens.map((token) => token.stem));
  const partners = new Set(Object.values(prefixes));
  const found = (stem: string) =>
    stems.has(stem) || (prefixes[stem] !== undefined && stems.has(prefixes[stem]));
  const claimStems = new Set(claimTokens.filter((token) => found(token.stem)).map((token) => token.stem));
  return compareSlots({
    claim: claimTokens,
    claimSource: claim,
    evidence: evidenceTokens,
    evidenceSource: evidence,
    antonyms: new Map(),
    matches: {
      claimFound: (stem) => claimStems.has(stem),
      evidenceFound: (token) => claimStems.has(token.stem) || partners.has(token.stem),
    },
  });
}

describe('compareSlots: names', () => {
  it.each([
    // A word the sentence has only by prefix, in a slot a content word marks, where the sentence
    // has another name.
    [
      'The Germany water resources are debated, organised by the German Agency.',
      "The Kingdom's water resources are debated, organised by the German Agency.",
      { germani: 'german' },
      ['Germany', "Kingdom's"],
    ],
    // A company suffix alone is a name; a sentence's suffix replaced by a name word.
    [
      'She earned her degree in Inc in 2013.',
      'She earned her degree in India in 2013.',
      {},
      ['Inc', 'India'],
    ],
    [
      'CitySync Paris, established in 1999, is a leading company.',
      'CitySync Ltd, established in 1999, is a leading company.',
      {},
      ['CitySync Paris', 'CitySync Ltd'],
    ],
    // A capital letter hyphened to a word is a name.
    [
      'It was released in 2016 by A-side and distributed by KT Music.',
      'It was released in 2016 by YG Entertainment and distributed by KT Music.',
      {},
      ['A-side', 'YG Entertainment'],
    ],
    // A common first word both share is the anchor, no part of either name.
    [
      'Although ChartUtilities makes it easy to draw charts, it is slow.',
      'Although JFreeChart makes it easy to draw charts, it is slow.',
      {},
      ['ChartUtilities', 'JFreeChart'],
    ],
    // A function word the sentence capitalises, in a content-marked slot.
    [
      'Implicit solvation model Weilai Technology functionalities are under development.',
      'Implicit solvation model Other functionalities are under development.',
      {},
      ['Weilai Technology', 'Other'],
    ],
  ])('%s', (claim, evidence, prefixes, [claimValue, evidenceValue]) => {
    const conflict = compare(claim, evidence, prefixes);
    expect(conflict?.kind).toBe('entity');
    expect(conflict?.claimValue).toBe(claimValue);
    expect(conflict?.evidenceValue).toBe(evidenceValue);
  });

  it.each([
    // The prefix's own word in the slot agrees.
    [
      'The German economy grew by two percent.',
      "Germany's economy grew by two percent.",
      { german: 'germani' },
    ],
    // The suffix dropped, or kept.
    [
      'CitySync, established in 1999, is a leading company.',
      'CitySync Ltd, established in 1999, is a leading company.',
      {},
    ],
    ['Apple Inc opened a store in Paris.', 'Apple Inc opened a store in Paris.', {}],
    // An aside in brackets after the name holds no filler of the name's slot.
    [
      'Its imprints include Verve Forecast Records, Impulse Records and Decca Records.',
      'Its imprints include Verve Forecast (Richie Havens, Laura Nyro), Impulse and Decca Records.',
      {},
    ],
    // A letter compound the sentence has too.
    ['The X-ray of his knee showed a fracture.', 'An X-ray of his knee showed a fracture.', {}],
  ])('faithful: %s', (claim, evidence, prefixes) => {
    expect(compare(claim, evidence, prefixes)).toBeNull();
  });
});

describe('compareSlots: a direction word where the sentence has one of each', () => {
  it('reads the best-aligned place when one agrees in direction and another does not', () => {
    const evidence = 'Cloud services revenue grew 27% to $640 million, while hardware revenue fell 4%.';
    expect(compare('Cloud services revenue rose by a lot to $640m.', evidence)).toBeNull();
    expect(compare('Cloud services revenue fell by a lot to $640m.', evidence)).toMatchObject({
      kind: 'comparative',
      claimValue: 'fell',
      evidenceValue: 'grew',
    });
  });
});
