/**
 * The token every part of the text toolkit reads: `tokenize` makes them (English), and so does a
 * language module's tokenizer (`languages/tokenize-language.ts`), so the comparisons read one shape.
 */

/** One token of a text. */
export interface Token {
  /** The original characters. */
  text: string;
  /** Lower-cased, typographic apostrophes folded, possessive `'s` removed. */
  lower: string;
  /** Porter stem of `lower` (numbers: their canonical value). */
  stem: string;
  start: number;
  end: number;
  isNumber: boolean;
  /** Starts with an upper-case letter. */
  isCapitalized: boolean;
  /** Not a stopword, not a negation, at least two characters (or a number). */
  isContent: boolean;
  isNegation: boolean;
}

/** What a tokenizer's word cache keeps of a word, read once however often it occurs. */
export interface ReadWord {
  text: string;
  lower: string;
  stem: string;
  isCapitalized: boolean;
  isNegation: boolean;
}

/**
 * The token of a cached word (no number) at `start`, `length` characters long: built as one
 * literal, one object per word of a chunk, with no spread of a partial token.
 */
export function wordToken(word: ReadWord, start: number, length: number, isContent: boolean): Token {
  return {
    text: word.text,
    lower: word.lower,
    stem: word.stem,
    start,
    end: start + length,
    isNumber: false,
    isCapitalized: word.isCapitalized,
    isContent,
    isNegation: word.isNegation,
  };
}
