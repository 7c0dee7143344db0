/**
 * What aligning a claim with a sentence produces: how each claim word matched, and the synonym
 * test it uses. Shared by `align-claim.ts` and `match-sentence.ts` (which `align-claim.ts` calls),
 * so neither imports the other's types.
 */
import type { IndexedSentence } from './indexed-sentence.js';

/** How a claim word was found in a sentence. */
export type MatchKind = 'exact' | 'prefix' | 'synonym';

/** One claim content word and where it was found. */
export interface AlignedWord {
  text: string;
  stem: string;
  weight: number;
  /** Found somewhere in the context by exact stem. */
  inContext: boolean;
  /** Whether the lexicon knows senses for it (else no synonym can match). */
  hasSenses: boolean;
  /** Starts with a digit (never matched by prefix or synonym). */
  isNumeric: boolean;
  /** Its sense ids, when the synonym test exposes them. */
  senses: ArrayLike<number> | undefined;
  /**
   * For a word under a negation ("doesn't open"), the stems of its opposites: the sentence that
   * says "closed" states it.
   */
  negatedOpposites?: ReadonlySet<string>;
  /**
   * Whether the claim speaks of every member of the word's category where it stands (under a
   * prohibition, a negation, "no"/"any"): then it may be found as a word of the sentence that names
   * its category (`match-kind.ts`). Absent: no match by kind.
   */
  downward?: boolean;
}

export interface SentenceMatch {
  sentence: IndexedSentence;
  /** Per claim word: how it matched, or null. */
  kinds: Array<MatchKind | null>;
  /** For synonym matches: the sentence's word. */
  partners: Array<string | null>;
  /** Per claim word: found as a kind of its partner ("campfire" for "fires", `match-kind.ts`); absent when none was. */
  byKind?: boolean[];
  coverage: number;
  weightedCoverage: number;
}

/** Returns whether two stems share one of their most frequent WordNet senses. */
export type SynonymTest = ((left: string, right: string) => boolean) & {
  /** Whether the stem has any senses at all (absent: assume it may). */
  known?: (stem: string) => boolean;
  /**
   * The stem's sense ids, each below `senseCount` (with `appendSenses`, lets a sentence be ruled
   * out at once: no shared sense, no synonym).
   */
  senses?: (stem: string) => ArrayLike<number> | undefined;
  appendSenses?: (stem: string, into: number[]) => void;
  senseCount?: number;
  /** Whether WordNet files the first stem's most frequent noun sense under the second (`lexicon/kind-table.ts`). */
  isKindOf?: (stem: string, category: string) => boolean;
};
