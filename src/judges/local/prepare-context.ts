/**
 * Prepares the context side of a check once — sentence index, the query's stems, the WordNet
 * look-ups — so every claim of the answer reuses it.
 */
import type { Chunk } from '../../spec/chunk.js';
import type { LanguageModule } from '../../text/languages/language-module.js';
import { type Token, tokenize } from '../../text/tokenize.js';
import type { SynonymTest } from './evidence/align-claim.js';
import { buildSentenceIndex, mentionsOf } from './evidence/sentence-index.js';
import { loadWordNet } from './lexicon/load-wordnet.js';
import type { PreparedContext } from './model/analyze-claim.js';

const NO_ANTONYMS: ReadonlyMap<string, ReadonlySet<string>> = new Map();

/**
 * @example prepareContext({ chunks: [{ id: 'c1', text: 'The refund window is 30 days.' }] })
 */
export function prepareContext(options: {
  chunks: readonly Chunk[];
  query?: string | null;
  useWordNet?: boolean;
  /** The claims this context will be checked against (lets a long context skip sentences that share no word with any). */
  claims?: readonly string[];
  /** The same claims already tokenised (saves tokenising them twice). */
  claimTokens?: ReadonlyArray<readonly Token[]>;
  /** Read the chunks, the query and the claims in this language (English when absent). */
  language?: LanguageModule;
}): PreparedContext {
  const { claims, claimTokens, language } = options;
  // Only a long context uses the mentions: computed on demand.
  const mentions = claimTokens
    ? () => claimTokens.flatMap((tokens) => mentionsOf(tokens))
    : claims
      ? () => claims.flatMap((claim) => mentionsOf(tokenize(claim, 0, undefined, language)))
      : undefined;
  const index = buildSentenceIndex(options.chunks, { ...(mentions ? { mentions } : {}), language });
  const queryStems = new Set(
    tokenize(options.query ?? '', 0, undefined, language)
      .filter((token) => token.isContent)
      .map((token) => token.stem),
  );
  if (language) {
    // WordNet is English: another language brings its own antonym pairs and no synonyms.
    return {
      index,
      sentenceQuantities: new Map(),
      allQuantities: null,
      queryStems,
      synonyms: () => false,
      antonyms: language.antonyms,
      language,
    };
  }
  if (options.useWordNet === false) {
    return {
      index,
      sentenceQuantities: new Map(),
      allQuantities: null,
      queryStems,
      synonyms: () => false,
      antonyms: NO_ANTONYMS,
    };
  }
  const lexicon = loadWordNet();
  const synonyms: SynonymTest = (left: string, right: string): boolean => lexicon.senses.share(left, right);
  synonyms.known = (stem: string) => lexicon.senses.has(stem);
  synonyms.senses = (stem: string) => lexicon.senses.get(stem);
  synonyms.appendSenses = (stem: string, into: number[]) => lexicon.senses.appendTo(stem, into);
  synonyms.senseCount = lexicon.senses.senseCount;
  synonyms.isKindOf = (stem: string, category: string) => lexicon.kinds.isKindOf(stem, category);
  return {
    index,
    sentenceQuantities: new Map(),
    allQuantities: null,
    queryStems,
    synonyms,
    antonyms: lexicon.antonyms,
  };
}
