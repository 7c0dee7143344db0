/**
 * Splits text into word and number tokens with exact offsets, lower-cased and stemmed once, so
 * that retrieval, alignment and the consistency checks all read the same tokens and every quote
 * they produce can be traced back to the original characters.
 */

import { expandAbbreviations } from './expand-abbreviations.js';
import type { LanguageModule } from './languages/language-module.js';
import { tokenizeLanguage } from './languages/tokenize-language.js';
import { asciiWordEnd, nextTokenStart } from './next-token-start.js';
import { stemWord } from './stem-word.js';
import { NEGATIONS, STOP_WORDS } from './stop-words.js';
import { type Token, wordToken } from './token.js';

export type { Token } from './token.js';

// An ordinal's suffix stays in its number token: "18th" is the number 18, not 18 and a word "th".
// Thousands may be separated by a (narrow) no-break space or a space: "45 000" is one number. A
// decimal keeps its point before letters: "£3.1bn" is 3.1 and "bn", "2.5km" 2.5 and "km".
/** @internal Exported for the test that `tokenize` finds the tokens this pattern's global search finds. */
export const TOKEN =
  /\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?![\p{L}\d])|\d+(?:[.,]\d+)+(?=\p{L})(?!(?:st|nd|rd|th)(?!\p{L}))|\d+(?:[.,]\d+)*(?:st|nd|rd|th)?(?![\p{L}\d])|\d+(?:[.,]\d+)*|[\p{L}\p{M}]+(?:['\u2019][\p{L}]+)*|[\p{N}]+/gu;
const ORDINAL_SUFFIX = /(?:st|nd|rd|th)$/;
/**
 * TOKEN at one position (sticky): `tokenize` finds where each token starts itself and asks only
 * for its end, so no match array is built per token (they were a sixth of a check's allocations).
 */
const TOKEN_AT = new RegExp(TOKEN.source, 'uy');

/** Where TOKEN's match at `start` (a token start) ends. */
function tokenEnd(text: string, start: number): number {
  TOKEN_AT.lastIndex = start;
  TOKEN_AT.test(text);
  return TOKEN_AT.lastIndex;
}

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
const MONTH_NUMBERS = new Map(MONTHS.map((month, index) => [stemWord(month), index + 1]));

/** The month (1–12) a month token's stem stands for, or null. */
export function monthNumber(stem: string): number | null {
  return MONTH_NUMBERS.get(stem) ?? null;
}

/**
 * Whether `text` is a whole number already written as `String(Number(text))` writes it: digits
 * only, no leading zero, and few enough digits to be exact (most numbers of a text: "45", "2024").
 */
function isPlainInteger(text: string): boolean {
  if (text.length > 15 || (text.length > 1 && text.charCodeAt(0) === 48)) return false;
  for (let at = 0; at < text.length; at += 1) {
    const code = text.charCodeAt(at);
    if (code < 48 || code > 57) return false;
  }
  return true;
}

function canonicalNumber(text: string): string {
  // The common case without the five pattern tests below, which would return it unchanged.
  if (isPlainInteger(text)) return text;
  if (/[ \u00a0\u202f]/.test(text)) return canonicalNumber(text.replace(/[ \u00a0\u202f]/g, ''));
  // "1,000" → "1000"; "3.50" → "3.5"; "2.1.3" stays as written (a version).
  if (/^\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) return String(Number(text.replace(/,/g, '')));
  if (/^\d+(\.\d+)?$/.test(text)) return String(Number(text));
  // A decimal comma ("1,8 l"): one or two digits after it, never three (that is a thousands separator).
  if (/^\d+,\d{1,2}$/.test(text)) return String(Number(text.replace(',', '.')));
  // Thousands separated by points before a decimal comma ("1.234,56") are written no other way.
  if (/^\d{1,3}(\.\d{3})+,\d+$/.test(text)) return fromDecimalComma(text);
  if (ORDINAL_SUFFIX.test(text)) return canonicalNumber(text.slice(0, -2));
  return text;
}

/** A number written with a decimal comma and points between its thousands: "50.000", "1.234,5". */
function fromDecimalComma(text: string): string {
  return String(Number(text.replace(/\./g, '').replace(',', '.')));
}

/** "50.000", which is fifty in English and fifty thousand where commas mark decimals. */
const POINTED_THOUSANDS = /^\d{1,3}(?:\.\d{3})+$/;

/**
 * Whether a text marks decimals with a comma ("2,5 %") and none with a point ("2.5 %", not the
 * "28.02" of a date): then its "50.000" is fifty thousand, as a German or French reader means it.
 */
function writesDecimalCommas(text: string): boolean {
  return /\d,\d{1,2}(?!\d)/.test(text) && !/\d\.\d{1,2}(?![\d.])/.test(text);
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
function monthPosition(parts: readonly string[], order: DateOrder | null = null): number | null {
  if (parts.length !== 3) return null;
  const [a, b, c] = parts.map(Number) as [number, number, number];
  const isDate = (year: number, month: number, day: number) =>
    year >= 1000 && year <= 2999 && month >= 1 && month <= 12 && day >= 1 && day <= 31;
  if (parts[0]!.length === 4) return isDate(a, b, c) ? 1 : null;
  if (parts[2]!.length !== 4) return null;
  if (a > 12) return isDate(c, b, a) ? 1 : null;
  if (b > 12) return isDate(c, a, b) ? 0 : null;
  // Both parts could be the month: the text's other dates decide (01/12/2024 beside 25/12/2024).
  if (order === 'day-first') return isDate(c, b, a) ? 1 : null;
  if (order === 'month-first') return isDate(c, a, b) ? 0 : null;
  return null;
}

/** Which order a text writes its dates in, when it shows it. */
type DateOrder = 'day-first' | 'month-first';

const MONTH_PATTERN = MONTHS.join('|');
const DAY_FIRST = new RegExp(
  `\\b(?:(?:1[3-9]|2\\d|3[01])[./-](?:0?[1-9]|1[0-2])[./-]\\d{4}|\\d{1,2}(?:st|nd|rd|th)? (?:of )?(?:${MONTH_PATTERN})\\b)`,
  'i',
);
const MONTH_FIRST = new RegExp(
  `\\b(?:(?:0?[1-9]|1[0-2])[./-](?:1[3-9]|2\\d|3[01])[./-]\\d{4}|(?:${MONTH_PATTERN}) \\d{1,2}(?:st|nd|rd|th)?\\b(?![.,:]?\\d))`,
  'i',
);

/**
 * The date order a text shows elsewhere: a numeric date whose first (or second) part is above 12,
 * or a month name after (or before) its day. Null when it shows none or both.
 */
function dateOrderOf(text: string): DateOrder | null {
  const dayFirst = DAY_FIRST.test(text);
  const monthFirst = MONTH_FIRST.test(text);
  if (dayFirst === monthFirst) return null;
  return dayFirst ? 'day-first' : 'month-first';
}

/** The tokens of a numeric date's parts, in text order, its month as a month word; null if not a date. */
function dateTokens(
  parts: ReadonlyArray<{ text: string; start: number }>,
  order: DateOrder | null = null,
): Token[] | null {
  const month = monthPosition(
    parts.map((part) => part.text),
    order,
  );
  if (month === null) return null;
  return parts.map((part, index) =>
    index === month ? monthToken(part.text, part.start) : numberToken(part.text, part.start),
  );
}

/** What `tokenize` reads from a word of ASCII letters: it depends on the word as written alone. */
interface PlainWord {
  /**
   * The word as written: the cache's own key, which every token of the word then shares, so the
   * string sliced for the look-up dies young instead of being kept (and copied by the young
   * generation's collections) by each token of the chunks.
   */
  text: string;
  lower: string;
  stem: string;
  isNegation: boolean;
  isCapitalized: boolean;
  /** A stop word or a single letter: never content. */
  isFunctionWord: boolean;
}

/**
 * Plain words read before, by the word as written. Every check tokenises its chunks afresh, and
 * their words repeat within and across checks: one look-up replaces lower-casing, the negation,
 * month and stop-word tables and the stem cache. Safe because the entry is a pure function of the
 * key; bounded like the stem cache (a new word past the limit is read without being kept).
 */
const plainWords = new Map<string, PlainWord>();
const PLAIN_WORD_LIMIT = 200_000;

/** Reads a word of ASCII letters as the loop in `tokenize` reads any word. */
function readPlainWord(raw: string): PlainWord {
  let word = plainWords.get(raw);
  if (word === undefined) {
    const lower = raw.toLowerCase();
    const code = raw.charCodeAt(0);
    const capital = code >= 65 && code <= 90;
    const month = capital ? MONTH_ABBREVIATIONS.get(lower) : undefined;
    word = {
      text: raw,
      lower,
      stem: stemWord(month ?? lower),
      isNegation: NEGATIONS.has(lower),
      isCapitalized: capital,
      isFunctionWord: STOP_WORDS.has(lower) || lower.length <= 1,
    };
    if (plainWords.size < PLAIN_WORD_LIMIT) plainWords.set(raw, word);
  }
  return word;
}

/**
 * Tokens of `text`, in order; `offset` is added to every token's start and end (for a slice), and
 * `dateContext` (the whole chunk of a sentence) shows which order its numeric dates are written in.
 * English unless a language module is given (German, Spanish, French, Italian, Portuguese:
 * `loadLanguageModule`), which reads the text with that language's rules.
 * @example tokenize('Orders are returned.').map((token) => token.stem) // ['order', 'ar', 'return']
 */
export function tokenize(
  text: string,
  offset = 0,
  dateContext: string = text,
  language?: LanguageModule,
): Token[] {
  if (language) return tokenizeLanguage(text, offset, language);
  const tokens: Token[] = [];
  /** Read once, and only for a number that needs it ("50.000"). */
  let decimalComma: boolean | undefined;
  for (let from = nextTokenStart(text, 0); from >= 0; ) {
    const wordEnd = asciiWordEnd(text, from);
    const plain = wordEnd >= 0;
    const to = plain ? wordEnd : tokenEnd(text, from);
    const raw = text.slice(from, to);
    const start = from + offset;
    from = nextTokenStart(text, to);
    if (plain) {
      // ASCII letters only (most words): no number, no apostrophe to fold, no "n't" or "'s" to read.
      const word = readPlainWord(raw);
      // "no longer", "not anymore": the time word belongs to the negation and carries no content.
      const partOfNegation = word.lower === 'longer' && tokens[tokens.length - 1]?.lower === 'no';
      if (word.lower === 'as') conjunctionAs(tokens);
      // "No, you can't …", "No — the app …": an answer's opening "no" answers the question and
      // negates nothing in the sentence (its count would cancel the sentence's own negation).
      // "No. 1", "no. 7": the abbreviation of "number", no negation.
      const numberSign = word.lower === 'no' && NUMBER_SIGN_AFTER.test(text.slice(to, to + 3));
      if (
        word.isNegation &&
        word.lower === 'no' &&
        (numberSign || (tokens.length === 0 && ANSWERING_NO.test(text.slice(to))))
      ) {
        tokens.push(Object.assign(wordToken(word, start, raw.length, false), { isNegation: false }));
        continue;
      }
      tokens.push(
        wordToken(word, start, raw.length, !word.isNegation && !partOfNegation && !word.isFunctionWord),
      );
      continue;
    }
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
      // Dotted dates are written day first (11.06.2003) wherever both parts could be the month.
      const date = dateTokens(parts, 'day-first');
      if (date) {
        tokens.push(...date);
        continue;
      }
    }
    let lower = raw.toLowerCase();
    let isNegation = false;
    if (lower.includes('\u2019')) lower = lower.replace(/\u2019/g, "'");
    if (!isNumber) {
      if (lower.endsWith("n't")) {
        isNegation = true;
        lower = lower.slice(0, -3) || 'not';
      } else if (lower.endsWith("'s")) lower = lower.slice(0, -2);
    }
    if (!isNumber) isNegation = isNegation || NEGATIONS.has(lower);
    const month = !isNumber && code >= 65 && code <= 90 ? MONTH_ABBREVIATIONS.get(lower) : undefined;
    let stem = isNumber ? canonicalNumber(raw) : stemWord(month ?? lower);
    if (isNumber && POINTED_THOUSANDS.test(raw)) {
      decimalComma ??= writesDecimalCommas(dateContext);
      if (decimalComma) stem = fromDecimalComma(raw);
    }
    const isCapitalized = code >= 65 && code <= 90 ? true : code < 128 ? false : raw[0] !== lower[0];
    // "no longer", "not anymore": the time word belongs to the negation and carries no content.
    const partOfNegation = lower === 'longer' && tokens[tokens.length - 1]?.lower === 'no';
    tokens.push({
      text: raw,
      lower,
      stem,
      start,
      end: start + raw.length,
      isNumber,
      isCapitalized,
      isContent: isNumber || (!isNegation && !partOfNegation && !STOP_WORDS.has(lower) && lower.length > 1),
      isNegation,
    });
  }
  return expandAbbreviations(joinSeparatedDates(tokens, text, offset, dateContext), text, offset);
}

/** What follows "No" as the abbreviation of "number": a full stop and a digit ("No. 1"). */
const NUMBER_SIGN_AFTER = /^\.\s?\d/;

/** What follows an answer's opening "No": a comma, a dash, a stop or an exclamation mark. */
const ANSWERING_NO = /^\s*[,.!;:\u2013\u2014-]/u;

/** The words of "as long as", "as soon as" that join a clause, not a measure. */
const CONJUNCTION_AS: ReadonlySet<string> = new Set(['long', 'soon']);
/** Words before "as long as" that make it a comparison: "is as long as", "twice as long as". */
const EQUATIVE_OPENERS: ReadonlySet<string> = new Set(
  'is are was were be been being twice half times just nearly almost about roughly quite not'.split(' '),
);

/**
 * "as long as they are kept private", "as soon as it arrives": the middle word joins a condition
 * or a time, as "if" and "when" do, and is no content word a sentence must share ("provided they
 * are kept private"). Not in a comparison ("is as long as the tunnel"). Called with the tokens
 * before a second "as".
 */
function conjunctionAs(tokens: Token[]): void {
  const middle = tokens[tokens.length - 1];
  if (!middle?.isContent || !CONJUNCTION_AS.has(middle.lower)) return;
  if (tokens[tokens.length - 2]?.lower !== 'as') return;
  if (EQUATIVE_OPENERS.has(tokens[tokens.length - 3]?.lower ?? '')) return;
  tokens[tokens.length - 1] = { ...middle, isContent: false };
}

/** Dates written with dashes or slashes (2003-06-11, 11/06/2003) arrive as three number tokens. */
function joinSeparatedDates(tokens: Token[], text: string, offset: number, dateContext: string): Token[] {
  let order: DateOrder | null | undefined;
  for (let index = 0; index + 2 < tokens.length; index += 1) {
    const a = tokens[index]!;
    if (!a.isNumber) continue;
    const b = tokens[index + 1]!;
    const c = tokens[index + 2]!;
    if (!b.isNumber || !c.isNumber) continue;
    const first = text.slice(a.end - offset, b.start - offset);
    const second = text.slice(b.end - offset, c.start - offset);
    if (first !== second || (first !== '-' && first !== '/')) continue;
    if (![a, b, c].every((token) => /^\d+$/.test(token.text))) continue;
    // The text's own date order is read only when a date needs it (both parts could be the month).
    if (order === undefined && Number(a.text) <= 12 && Number(b.text) <= 12 && c.text.length === 4)
      order = dateOrderOf(dateContext);
    const date = dateTokens([a, b, c], order ?? null);
    if (date) tokens.splice(index, 3, ...date);
  }
  return tokens;
}
