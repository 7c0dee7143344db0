import { describe, expect, it } from 'vitest';
import { tokenize } from '../../../text/tokenize.js';
import { loadWordNet } from '../lexicon/load-wordnet.js';
import { compareAntonyms } from './compare-antonyms.js';

describe('compareAntonyms (WordNet + hand list)', () => {
  const { antonyms } = loadWordNet();
  it.each([
    ['The museum is open on Mondays.', 'The museum is closed on Mondays.', ['open', 'closed']],
    ['Imports increased sharply.', 'Imports decreased sharply.', ['increased', 'decreased']],
    ['The test result was positive.', 'The test result was negative.', ['positive', 'negative']],
    ['The water was cold.', 'The water was hot.', ['cold', 'hot']],
    ['The museum is open on Mondays.', 'The museum is open on Mondays.', null],
    // degree words are left to the comparatives check
    ['It is the most basic unit.', 'It is the least basic unit.', null],
  ])('%s | %s', (claim, evidence, expected) => {
    const hit = compareAntonyms({ claim: tokenize(claim), evidence: tokenize(evidence), antonyms });
    if (expected === null) expect(hit).toBeNull();
    else expect([hit?.claimWord, hit?.evidenceWord]).toEqual(expected);
  });
});
