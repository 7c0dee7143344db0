/**
 * Prepares the context side of a check once — sentence index, the query's stems, the WordNet
 * look-ups — so every claim of the answer reuses it.
 */
import type { Chunk } from '../../spec/chunk.js';
import type { SynonymTest } from './evidence/align-claim.js';
import { buildSentenceIndex, mentionsOf } from './evidence/sentence-index.js';
import { loadWordNet } from './lexicon/load-wordnet.js';
import type { PreparedContext } from './model/analyze-claim.js';
import { tokenize } from './text/tokenize.js';

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
}): PreparedContext {
  const mentions = options.claims
    ? options.claims.flatMap((claim) => mentionsOf(tokenize(claim)))
    : undefined;
  const index = buildSentenceIndex(options.chunks, mentions ? { mentions } : {});
  const queryStems = new Set(
    tokenize(options.query ?? '')
      .filter((token) => token.isContent)
      .map((token) => token.stem),
  );
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
  const synonyms: SynonymTest = (left: string, right: string): boolean => {
    const leftSenses = lexicon.senses.get(left);
    if (!leftSenses) return false;
    const rightSenses = lexicon.senses.get(right);
    if (!rightSenses) return false;
    for (const sense of leftSenses) if (rightSenses.includes(sense)) return true;
    return false;
  };
  synonyms.known = (stem: string) => lexicon.senses.has(stem);
  return {
    index,
    sentenceQuantities: new Map(),
    allQuantities: null,
    queryStems,
    synonyms,
    antonyms: lexicon.antonyms,
  };
}
