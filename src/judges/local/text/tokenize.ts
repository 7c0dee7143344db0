/**
 * Splits text into word and number tokens with exact offsets, lower-cased and stemmed once, so
 * that retrieval, alignment and the consistency checks all read the same tokens and every quote
 * they produce can be traced back to the original characters.
 */

import { stemWord } from './stem-word.js';
import { NEGATIONS, STOPWORDS } from './stopwords.js';

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

const TOKEN = /\d+(?:[.,]\d+)*|[\p{L}\p{M}]+(?:['\u2019][\p{L}]+)*|[\p{N}]+/gu;

function canonicalNumber(text: string): string {
  // "1,000" → "1000"; "3.50" → "3.5"; "2.1.3" stays as written (a version).
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) return String(Number(text.replace(/,/g, '')));
  if (/^\d+(\.\d+)?$/.test(text)) return String(Number(text));
  return text;
}

/**
 * Tokens of `text`, in order; `offset` is added to every token's start and end (for a slice).
 * @example tokenize('Orders are returned.').map((token) => token.stem) // ['order', 'ar', 'return']
 */
export function tokenize(text: string, offset = 0): Token[] {
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(text); match !== null; match = TOKEN.exec(text)) {
    const raw = match[0];
    const start = match.index + offset;
    const code = raw.charCodeAt(0);
    const isNumber = code >= 48 && code <= 57;
    let lower = raw.toLowerCase();
    if (lower.includes('\u2019')) lower = lower.replace(/\u2019/g, "'");
    let isNegation = false;
    if (!isNumber) {
      if (lower.endsWith("n't")) {
        isNegation = true;
        lower = lower.slice(0, -3) || 'not';
      } else if (lower.endsWith("'s")) lower = lower.slice(0, -2);
      isNegation = isNegation || NEGATIONS.has(lower);
    }
    const stem = isNumber ? canonicalNumber(raw) : stemWord(lower);
    const isCapitalized = code >= 65 && code <= 90 ? true : code < 128 ? false : raw[0] !== lower[0];
    tokens.push({
      text: raw,
      lower,
      stem,
      start,
      end: start + raw.length,
      isNumber,
      isCapitalized,
      isContent: isNumber || (!isNegation && !STOPWORDS.has(lower) && lower.length > 1),
      isNegation,
    });
  }
  return tokens;
}
