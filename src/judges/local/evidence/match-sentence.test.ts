import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Token, tokenize } from '../../../text/tokenize.js';
import { prepareContext } from '../prepare-context.js';
import type { SynonymTest } from './align-claim.js';
import { matchSentence } from './match-sentence.js';

const WORDS = [
  'car',
  'automobile',
  'called',
  'named',
  'big',
  'large',
  'founder',
  'founded',
  'river',
  'meadow',
  'grassland',
  'increase',
  'rise',
  'quickly',
  'fast',
  'company',
  'firm',
  '1998',
];

/** The rule written plainly: exact stem, else the first content token sharing a 5+-letter prefix or a sense. */
function scanEveryToken(
  words: ReadonlyArray<{ stem: string; hasSenses: boolean; isNumeric: boolean }>,
  tokens: readonly Token[],
  stems: ReadonlySet<string>,
  synonyms: SynonymTest,
) {
  return words.map((word) => {
    if (stems.has(word.stem)) return { kind: 'exact', partner: null };
    if (word.isNumeric || (word.stem.length < 5 && !word.hasSenses)) return null;
    for (const token of tokens) {
      if (!token.isContent || token.isNumber) continue;
      const [short, long] =
        word.stem.length <= token.stem.length ? [word.stem, token.stem] : [token.stem, word.stem];
      if (short.length >= 5 && long.startsWith(short)) return { kind: 'prefix', partner: token.text };
      if (synonyms(word.stem, token.stem)) return { kind: 'synonym', partner: token.text };
    }
    return null;
  });
}

describe('matchSentence', () => {
  it('finds the same matches with the prefix/sense prefilter as by scanning every token', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 8 }),
        fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 6 }),
        (sentenceWords, claimWords) => {
          const context = prepareContext({ chunks: [{ id: 'c1', text: `${sentenceWords.join(' ')}.` }] });
          const full = context.synonyms;
          const words = tokenize(claimWords.join(' '))
            .filter((token) => token.isContent)
            .map((token) => ({
              text: token.text,
              stem: token.stem,
              weight: 1,
              inContext: true,
              hasSenses: full.known?.(token.stem) ?? true,
              isNumeric: /^\d/.test(token.stem),
              senses: full.senses?.(token.stem),
            }));
          const sentence = context.index.sentences[0]!;
          const fast = matchSentence(words, sentence, full);
          const slow = scanEveryToken(words, sentence.tokens, sentence.stems, full);
          expect(fast.kinds).toEqual(slow.map((found) => found?.kind ?? null));
          expect(fast.partners).toEqual(slow.map((found) => found?.partner ?? null));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('matches by synonym and by prefix, naming the sentence word', () => {
    const context = prepareContext({ chunks: [{ id: 'c1', text: 'The automobile was founded here.' }] });
    const words = tokenize('car founder').map((token) => ({
      text: token.text,
      stem: token.stem,
      weight: 1,
      inContext: false,
      hasSenses: true,
      isNumeric: false,
      senses: context.synonyms.senses?.(token.stem),
    }));
    const match = matchSentence(words, context.index.sentences[0]!, context.synonyms);
    expect(match.kinds).toEqual(['synonym', 'prefix']);
    expect(match.partners).toEqual(['automobile', 'founded']);
  });
});
