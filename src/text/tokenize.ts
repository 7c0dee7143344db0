/**
 * Splits text into word and number tokens with exact offsets, lower-cased and stemmed once, so
 * that retrieval, alignment and the consistency checks all read the same tokens and every quote
 * they produce can be traced back to the original characters.
 */

import type { LanguageModule } from './languages/language-module.js';
import { tokenizeLanguage } from './languages/tokenize-language.js';
import { stemWord } from './stem-word.js';
import { NEGATIONS, STOP_WORDS } from './stop-words.js';
import type { Token } from './token.js';

export type { Token } from './token.js';

// An ordinal's suffix stays in its number token: "18th" is the number 18, not 18 and a word "th".
const TOKEN =
  /\d+(?:[.,]\d+)*(?:st|nd|rd|th)?(?![\p{L}\d])|\d+(?:[.,]\d+)*|[\p{L}\p{M}]+(?:['\u2019][\p{L}]+)*|[\p{N}]+/gu;
const ORDINAL_SUFFIX = /(?:st|nd|rd|th)$/;

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
/** Capitalised month abbreviations and the month they stand for ("Jul" = "July"). */
const MONTH_ABBREVIATIONS = new Map<string, string>([
  ['jan', 'january'],
  ['feb', 'february'],
  ['mar', 'march'],
  ['apr', 'april'],
  ['jun', 'june'],
  ['jul', 'july'],
  ['aug', 'august'],
  ['sep', 'september'],
  ['sept', 'september'],
  ['oct', 'october'],
  ['nov', 'november'],
  ['dec', 'december'],
]);
/** Stems of the month names: what a month token's stem is, however the month was written. */
export const MONTH_STEMS: ReadonlySet<string> = new Set(MONTHS.map((month) => stemWord(month)));

function canonicalNumber(text: string): string {
  // "1,000" → "1000"; "3.50" → "3.5"; "2.1.3" stays as written (a version).
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) return String(Number(text.replace(/,/g, '')));
  if (/^\d+(\.\d+)?$/.test(text)) return String(Number(text));
  if (ORDINAL_SUFFIX.test(text)) return canonicalNumber(text.slice(0, -2));
  return text;
}

/** A number token for a part of a numeric date. */
function numberToken(text: string, start: number): Token {
  return {
    text,
    lower: text,
    stem: String(Number(text)),
    start,
    end: start + text.length,
    isNumber: true,
    isCapitalized: false,
    isContent: true,
    isNegation: false,
  };
}

/** A month written as digits ("06" in 2003-06-11): stemmed as the month's name, so it matches "June". */
function monthToken(text: string, start: number): Token {
  return {
    ...numberToken(text, start),
    lower: MONTHS[Number(text) - 1]!,
    stem: stemWord(MONTHS[Number(text) - 1]!),
    isNumber: false,
  };
}

/**
 * Which part of a numeric date is its month, when the order is certain: year first (2003.06.11,
 * 2003-06-11, 2003/06/11: year, month, day), or year last with one of the other two above 12
 * (11.06.2003 is day first). Otherwise null: 05/06/2003 is 5 June in Europe and May 6 in the
 * United States, so it stays three numbers.
 */
function monthPosition(parts: readonly string[]): number | null {
  if (parts.length !== 3) return null;
  const [a, b, c] = parts.map(Number) as [number, number, number];
  const isDate = (year: number, month: number, day: number) =>
    year >= 1000 && year <= 2999 && month >= 1 && month <= 12 && day >= 1 && day <= 31;
  if (parts[0]!.length === 4) return isDate(a, b, c) ? 1 : null;
  if (parts[2]!.length !== 4) return null;
  if (a > 12) return isDate(c, b, a) ? 1 : null;
  if (b > 12) return isDate(c, a, b) ? 0 : null;
  return null;
}

/** The tokens of a numeric date's parts, in text order, its month as a month word; null if not a date. */
function dateTokens(parts: ReadonlyArray<{ text: string; start: number }>): Token[] | null {
  const month = monthPosition(parts.map((part) => part.text));
  if (month === null) return null;
  return parts.map((part, index) =>
    index === month ? monthToken(part.text, part.start) : numberToken(part.text, part.start),
  );
}

/**
 * Tokens of `text`, in order; `offset` is added to every token's start and end (for a slice).
 * English unless a language module is given (German, Spanish, French, Italian, Portuguese:
 * `loadLanguageModule`), which reads the text with that language's rules.
 * @example tokenize('Orders are returned.').map((token) => token.stem) // ['order', 'ar', 'return']
 */
export function tokenize(text: string, offset = 0, language?: LanguageModule): Token[] {
  if (language) return tokenizeLanguage(text, offset, language);
  const tokens: Token[] = [];
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(text); match !== null; match = TOKEN.exec(text)) {
    const raw = match[0];
    const start = match.index + offset;
    const code = raw.charCodeAt(0);
    const isNumber = code >= 48 && code <= 57;
    if (isNumber && raw.includes('.') && /^\d+\.\d+\.\d+$/.test(raw)) {
      // A dotted date (2003.06.11): its parts, when they are a date; a version (2.1.3) stays whole.
      let at = start;
      const parts = raw.split('.').map((text) => {
        const part = { text, start: at };
        at += text.length + 1;
        return part;
      });
      const date = dateTokens(parts);
      if (date) {
        tokens.push(...date);
        continue;
      }
    }
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
    const month = !isNumber && code >= 65 && code <= 90 ? MONTH_ABBREVIATIONS.get(lower) : undefined;
    const stem = isNumber ? canonicalNumber(raw) : stemWord(month ?? lower);
    const isCapitalized = code >= 65 && code <= 90 ? true : code < 128 ? false : raw[0] !== lower[0];
    tokens.push({
      text: raw,
      lower,
      stem,
      start,
      end: start + raw.length,
      isNumber,
      isCapitalized,
      isContent: isNumber || (!isNegation && !STOP_WORDS.has(lower) && lower.length > 1),
      isNegation,
    });
  }
  return joinSeparatedDates(tokens, text, offset);
}

/** Dates written with dashes or slashes (2003-06-11, 11/06/2003) arrive as three number tokens. */
function joinSeparatedDates(tokens: Token[], text: string, offset: number): Token[] {
  for (let index = 0; index + 2 < tokens.length; index += 1) {
    const [a, b, c] = [tokens[index]!, tokens[index + 1]!, tokens[index + 2]!];
    if (!a.isNumber || !b.isNumber || !c.isNumber) continue;
    const first = text.slice(a.end - offset, b.start - offset);
    const second = text.slice(b.end - offset, c.start - offset);
    if (first !== second || (first !== '-' && first !== '/')) continue;
    if (![a, b, c].every((token) => /^\d+$/.test(token.text))) continue;
    const date = dateTokens([a, b, c]);
    if (date) tokens.splice(index, 3, ...date);
  }
  return tokens;
}
