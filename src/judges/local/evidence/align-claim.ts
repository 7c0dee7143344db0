/**
 * Aligns a claim's content words with the best 1–3 evidence sentences: BM25 proposes candidates,
 * then each candidate is scored by how many of the claim's content words it covers — by stem,
 * by shared prefix (found/founder) or by a shared WordNet sense (called/named) — weighted by how
 * rare the word is in the context. A greedy pass adds a second and third sentence only when they
 * cover words the first one lacks.
 */

import { withFields } from '../../../core/with-fields.js';
import type { Token } from '../../../text/tokenize.js';
import { negatedBefore } from '../comparisons/compare-slots.js';
import { EMPHASIS_WORDS } from '../lexicon/english/generic-words.js';
import { downwardPositions } from './downward-positions.js';
import { matchSentence, wordPrefixes } from './match-sentence.js';
import {
  type IndexedSentence,
  inverseFrequency,
  type SentenceIndex,
  searchSentences,
} from './sentence-index.js';
import type { AlignedWord, MatchKind, SentenceMatch, SynonymTest } from './sentence-match.js';

// The shapes `matchSentence` shares with this file live in `sentence-match.ts` (no import cycle).
export type { AlignedWord, MatchKind, SentenceMatch, SynonymTest } from './sentence-match.js';

export interface ClaimAlignment {
  words: AlignedWord[];
  /** Best single sentence, or null when nothing shares a word with the claim. */
  best: SentenceMatch | null;
  /** Best sentence with its neighbours in the same chunk. */
  windowCoverage: number;
  /** 1–3 sentences chosen greedily, the best first. */
  selected: SentenceMatch[];
  /** Per claim word: found in any selected sentence (any kind). */
  selectedKinds: Array<MatchKind | null>;
  selectedCoverage: number;
  selectedWeightedCoverage: number;
  bestBm25: number;
  /**
   * Generic claim words ("visitors", "still") no chunk uses, as written, left out of `words`: the
   * negation's coverage floor counts them as missing (`lexicon/english/generic-words.ts`).
   */
  unsaid: string[];
}

/**
 * How many of the claim's unsaid generic words are emphasis words ("still", "yet"): the count the
 * other consistency rules add to the claim's words as missing.
 */
export function unsaidEmphasis(alignment: ClaimAlignment): number {
  let count = 0;
  for (const text of alignment.unsaid) if (EMPHASIS_WORDS.has(text.toLowerCase())) count += 1;
  return count;
}

/** Content words a claim keeps besides its generic ones before these are left out. */
const KEPT_WORDS = 4;

/**
 * The stems of the claim's generic words no chunk uses, to leave out of its words; none when
 * fewer than `KEPT_WORDS` others would remain ("The bridge is currently still open": two words
 * left say too little for the model to weigh).
 */
function unsaidGeneric(
  tokens: readonly Token[],
  genericWords: ReadonlySet<string>,
  index: SentenceIndex,
  antonyms: ReadonlyMap<string, ReadonlySet<string>> | undefined,
): ReadonlySet<string> | null {
  const others = new Set<string>();
  const generic = new Set<string>();
  // A word whose opposite the context uses is the slot the claim changes, not a phrasing of it:
  // "Campfires are allowed" against "open fires are prohibited".
  const opposedInContext = (stem: string) => {
    const opposites = antonyms?.get(stem);
    if (!opposites) return false;
    for (const opposite of opposites) if (index.contextStems.has(opposite)) return true;
    return false;
  };
  for (const token of tokens) {
    if (!token.isContent) continue;
    if (genericWords.has(token.lower) && !index.contextStems.has(token.stem) && !opposedInContext(token.stem))
      generic.add(token.stem);
    else others.add(token.stem);
  }
  return generic.size > 0 && others.size >= KEPT_WORDS ? generic : null;
}

/** Candidate sentences BM25 proposes per claim. */
export const CANDIDATES = 12;

function unionCoverage(words: readonly AlignedWord[], matches: readonly SentenceMatch[]) {
  const kinds: Array<MatchKind | null> = words.map((_, index) => {
    for (const match of matches) if (match.kinds[index]) return match.kinds[index]!;
    return null;
  });
  let covered = 0;
  let weighted = 0;
  let total = 0;
  words.forEach((word, index) => {
    total += word.weight;
    if (kinds[index]) {
      covered += 1;
      weighted += word.weight;
    }
  });
  return {
    kinds,
    coverage: words.length > 0 ? covered / words.length : 0,
    weightedCoverage: total > 0 ? weighted / total : 0,
  };
}

/** `unionCoverage(words, [...selected, extra]).weightedCoverage`, computed the same way without allocating. */
function unionWeightedCoverage(
  words: readonly AlignedWord[],
  selected: readonly SentenceMatch[],
  extra: SentenceMatch,
): number {
  let weighted = 0;
  let total = 0;
  for (let index = 0; index < words.length; index += 1) {
    const weight = words[index]!.weight;
    total += weight;
    let found = extra.kinds[index] !== null;
    for (let at = 0; !found && at < selected.length; at += 1) found = selected[at]!.kinds[index] !== null;
    if (found) weighted += weight;
  }
  return total > 0 ? weighted / total : 0;
}

/** Marks the words whose stems a sentence states by value as found there, and recounts its coverage. */
function creditByValue(
  match: SentenceMatch,
  words: readonly AlignedWord[],
  stems: ReadonlySet<string>,
): void {
  if (stems.size === 0) return;
  let changed = false;
  words.forEach((word, at) => {
    if (match.kinds[at] || !stems.has(word.stem)) return;
    match.kinds[at] = 'exact';
    changed = true;
  });
  if (!changed) return;
  const union = unionCoverage(words, [match]);
  match.coverage = union.coverage;
  match.weightedCoverage = union.weightedCoverage;
}

/**
 * The `held` marks of `searchSentences`, one slot per sentence: one array for the process, grown
 * as indexes need and zero-filled per claim, instead of a typed array allocated per claim (its
 * allocation cost as much as the search that fills it). Bounded by the largest index seen, as
 * `searchSentences`'s own scratch scores are. Read only inside one synchronous `alignClaim`.
 */
let heldMarks = new Uint32Array(0);

function heldScratch(sentences: number): Uint32Array {
  if (heldMarks.length < sentences) heldMarks = new Uint32Array(Math.max(sentences, 2 * heldMarks.length));
  else heldMarks.fill(0, 0, sentences);
  return heldMarks;
}

/** `/^\d/.test(text)` (ASCII digits, as `\d` without the `u` flag) without the regex call. */
function startsWithDigit(text: string): boolean {
  const code = text.charCodeAt(0);
  return code >= 48 && code <= 57;
}

/**
 * Aligns the claim's tokens with the index.
 * @example alignClaim({ claimTokens: tokenize('Refunds take 5 days.'), index, synonyms: () => false })
 */
export function alignClaim(options: {
  claimTokens: readonly Token[];
  index: SentenceIndex;
  synonyms: SynonymTest;
  /** Opposites by stem: a negated claim word is found as its opposite ("not open" as "closed"). */
  antonyms?: ReadonlyMap<string, ReadonlySet<string>>;
  /**
   * The claim's number words a sentence states by value ("3.24 million" where it says
   * "3,240,000": `stated-by-value.ts`), found in it as if written alike.
   */
  statedByValue?: (sentence: IndexedSentence) => ReadonlySet<string>;
  /**
   * The text the claim's token offsets index into: with it (and a lexicon that knows categories) a
   * claim word may be found as its category or a kind of it, as the claim's and the sentence's
   * logic allows (`match-kind.ts`).
   */
  claimSource?: string;
  /** Generic words left out of the claim's words where no chunk uses them (English: `GENERIC_WORDS`). */
  genericWords?: ReadonlySet<string>;
}): ClaimAlignment {
  const { index, synonyms, antonyms, statedByValue, claimSource, genericWords } = options;
  const downward =
    claimSource !== undefined && synonyms.isKindOf
      ? downwardPositions(options.claimTokens, claimSource)
      : undefined;
  const claimTokens = options.claimTokens;
  const seen = new Set<string>();
  const words: AlignedWord[] = [];
  const unsaid: string[] = [];
  const leftOut = genericWords ? unsaidGeneric(claimTokens, genericWords, index, antonyms) : null;
  for (let at = 0; at < claimTokens.length; at += 1) {
    const token = claimTokens[at]!;
    const stem = token.stem;
    if (!token.isContent || seen.has(stem)) continue;
    seen.add(stem);
    // A generic word the context never uses phrases the claim; it is no part of what to find.
    if (leftOut?.has(stem)) {
      unsaid.push(token.text);
      continue;
    }
    // One object literal (no conditional spreads) so every word is built with one shape; the
    // two optional fields are added after, and only when set, as before.
    const word: AlignedWord = {
      text: token.text,
      stem,
      weight: inverseFrequency(index, stem),
      inContext: index.contextStems.has(stem),
      hasSenses: synonyms.known ? synonyms.known(stem) : true,
      isNumeric: startsWithDigit(stem),
      senses: synonyms.senses?.(stem),
    };
    // The negation test first: it reads three tokens, the antonym table is a large Map.
    if (antonyms && !token.isNumber && negatedBefore(claimTokens, at)) {
      const opposites = antonyms.get(stem);
      if (opposites) word.negatedOpposites = opposites;
    }
    if (downward?.[at]) word.downward = true;
    words.push(word);
  }
  // Which words each sentence holds, read off the postings by the search (every sentence was
  // tokenised for them): the matches below then look up no stem sentence by sentence.
  const held = index.fullyPosted ? heldScratch(index.sentences.length) : undefined;
  const hits = searchSentences(
    index,
    words.map((word) => word.stem),
    CANDIDATES,
    held,
  );
  const empty = {
    words,
    best: null,
    windowCoverage: 0,
    selected: [],
    selectedKinds: words.map(() => null),
    unsaid,
  };
  if (hits.length === 0) {
    return withFields(empty, { selectedCoverage: 0, selectedWeightedCoverage: 0, bestBm25: 0 });
  }
  const cache = new Map<number, SentenceMatch>();
  const prefixes = wordPrefixes(words);
  const matchOf = (sentence: IndexedSentence) => {
    let match = cache.get(sentence.id);
    if (!match) {
      match = matchSentence(words, sentence, synonyms, prefixes, held?.[sentence.id]);
      if (statedByValue) creditByValue(match, words, statedByValue(sentence));
      cache.set(sentence.id, match);
    }
    return match;
  };
  const candidates = hits.map((hit) => matchOf(hit.sentence));
  let best = candidates[0]!;
  for (const candidate of candidates) {
    if (candidate.weightedCoverage > best.weightedCoverage + 1e-9) best = candidate;
  }
  const neighbours = [best.sentence.id - 1, best.sentence.id + 1]
    .map((id) => index.sentences[id])
    .filter((sentence): sentence is IndexedSentence => sentence?.chunkIndex === best.sentence.chunkIndex)
    .map(matchOf);
  const window = unionCoverage(words, [best, ...neighbours]);
  const selected = [best];
  const pool = [...candidates, ...neighbours];
  while (selected.length < 3) {
    const current = unionCoverage(words, selected).weightedCoverage;
    let next: SentenceMatch | null = null;
    let gain = 1e-9;
    for (const candidate of pool) {
      if (selected.includes(candidate)) continue;
      const improved = unionWeightedCoverage(words, selected, candidate) - current;
      if (improved > gain) {
        gain = improved;
        next = candidate;
      }
    }
    if (!next) break;
    selected.push(next);
  }
  const union = unionCoverage(words, selected);
  return {
    words,
    best,
    windowCoverage: window.coverage,
    selected,
    selectedKinds: union.kinds,
    selectedCoverage: union.coverage,
    selectedWeightedCoverage: union.weightedCoverage,
    bestBm25: hits[0]!.score,
    unsaid,
  };
}
