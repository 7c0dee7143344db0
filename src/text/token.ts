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
