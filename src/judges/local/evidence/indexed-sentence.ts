/**
 * One sentence of the context and what matching reads from it again and again — its tokens,
 * content stems, 5-letter prefixes and WordNet senses — each computed once, on first use.
 */
import type { LanguageModule } from '../../../text/languages/language-module.js';
import { type Token, tokenize } from '../../../text/tokenize.js';
import { downwardPositions } from './downward-positions.js';

/**
 * The five-letter prefix of each stem seen, so that every sentence holding a stem adds the same
 * string to its prefix set (hashed once) instead of slicing a new one. Bounded like the stem cache.
 */
const prefixOfStem = new Map<string, string>();
const PREFIX_CACHE_LIMIT = 200_000;

function prefixOf(stem: string): string {
  let prefix = prefixOfStem.get(stem);
  if (prefix === undefined) {
    prefix = stem.slice(0, 5);
    if (prefixOfStem.size < PREFIX_CACHE_LIMIT) prefixOfStem.set(stem, prefix);
  }
  return prefix;
}

/**
 * One sentence of one chunk. In a long context its tokens are produced again on first use and kept
 * only for the sentences a claim looks at, so a 15,000-word page does not hold 15,000 token objects.
 */
export class IndexedSentence {
  #tokens: Token[] | null = null;
  #stems: Set<string> | null = null;
  #contentStems: string[] | null = null;
  #prefixes: Set<string> | null = null;
  #senses: number[] | null = null;
  #downward: boolean[] | null = null;

  constructor(
    /** Position in `SentenceIndex.sentences`. */
    readonly id: number,
    readonly chunkIndex: number,
    /** 1-based position within its chunk, for reasoning a person can check. */
    readonly position: number,
    readonly start: number,
    readonly end: number,
    /** The chunk's text (offsets index into it). */
    readonly source: string,
    readonly contentLength: number,
    tokens: Token[] | null = null,
    /** The language module the chunks are read with (English when absent). */
    readonly language?: LanguageModule,
  ) {
    this.#tokens = tokens;
  }

  /** Content stems of the sentence. */
  get stems(): Set<string> {
    this.#stems ??= new Set(this.contentStems);
    return this.#stems;
  }

  /** Stems of the content tokens, in order (with repeats). */
  get contentStems(): string[] {
    if (!this.#contentStems) {
      const stems: string[] = [];
      for (const token of this.tokens) if (token.isContent) stems.push(token.stem);
      this.#contentStems = stems;
    }
    return this.#contentStems;
  }

  /**
   * First five letters of every content, non-number stem of 5+ letters: two stems can only match
   * by prefix (`prefixMatch`) when they share these.
   */
  get prefixes(): Set<string> {
    if (!this.#prefixes) {
      const prefixes = new Set<string>();
      for (const token of this.tokens) {
        if (token.isContent && !token.isNumber && token.stem.length >= 5) prefixes.add(prefixOf(token.stem));
      }
      this.#prefixes = prefixes;
    }
    return this.#prefixes;
  }

  /** The WordNet senses of the sentence's content, non-number stems, repeats included (`appendSenses` is fixed per process). */
  senses(appendSenses: (stem: string, into: number[]) => void): number[] {
    if (!this.#senses) {
      const senses: number[] = [];
      for (const token of this.tokens)
        if (token.isContent && !token.isNumber) appendSenses(token.stem, senses);
      this.#senses = senses;
    }
    return this.#senses;
  }

  /**
   * Per token: whether the sentence speaks there of every member of a category
   * (`downward-positions.ts`) — by a prohibition or a quantifier, not by a plain "not": that one
   * reaches parts of a long sentence it does not rule on ("you do not claim that there is absolute
   * evidence to disprove …" made "proof" a kind of its "evidence" and woke an unrelated opposite
   * check on an LFQA row).
   */
  get downward(): boolean[] {
    this.#downward ??= downwardPositions(this.tokens, this.source, {
      fixedByDefinites: true,
      plainNegation: false,
    });
    return this.#downward;
  }

  /** The sentence's tokens (offsets in the chunk), computed once on first use. */
  get tokens(): Token[] {
    this.#tokens ??= tokenize(
      this.source.slice(this.start, this.end),
      this.start,
      this.source,
      this.language,
    );
    return this.#tokens;
  }

  /** The tokens if they are already held, else fresh ones that are not kept (for a one-off pass). */
  transientTokens(): Token[] {
    return (
      this.#tokens ??
      tokenize(this.source.slice(this.start, this.end), this.start, this.source, this.language)
    );
  }
}
