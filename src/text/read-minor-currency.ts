/**
 * Money in its minor unit: "25p" is £0.25 and "99c" $0.99, so a claim's "£0.25" is the sentence's
 * "25p" and not a changed number; and an amount with its minor part after the major one, as
 * people say prices: "three pounds fifty", "£3 50p", "two euros twenty" are 3.50.
 */
import { WORD_NUMBERS } from './number-words.js';
import { readBelowHundred } from './read-number-words.js';
import type { Token } from './tokenize.js';

/** Minor units joined to their digits ("25p", "99c"), lower-case only: "5C" is a temperature. */
const MINOR_LETTERS = new Set(['p', 'c']);
/** A fraction written as one character, the end of a number ("12½"). */
const FRACTION_GLYPH = /^[¼½¾⅓⅔⅛⅜⅝⅞]$/u;
/** Minor units written as words after the number ("25 pence", "fifty cents"). */
const MINOR_WORDS = new Set(['pence', 'penny', 'cent', 'cents']);
/** Major units a minor part may follow without its own unit word ("three pounds fifty"). */
const MAJOR_WORDS = new Set(['pound', 'pounds', 'euro', 'euros', 'dollar', 'dollars', 'quid']);

/**
 * Whether a major unit in the singular and its minor part follow `index`: "a pound fifty", "one
 * dollar twenty" (the "a" or "one" before it is one of the major unit).
 */
export function oneMajorWithMinor(tokens: readonly Token[], index: number): boolean {
  const major = tokens[index];
  if (!major || !['pound', 'euro', 'dollar'].includes(major.lower)) return false;
  const minor = tokens[index + 1];
  return minor !== undefined && (minor.isNumber || WORD_NUMBERS.has(minor.lower));
}

/**
 * Words that make the number after them a price: "costs 250p", "priced at 120p", "a fare of 350p".
 * "for" and "at" are not among them: "ideal for 1080p", "records at 1080p".
 */
const PRICE_WORDS = new Set(
  'cost costs costing priced price prices pay pays paying paid charge charges charged fee fees fare fares sells sold'.split(
    ' ',
  ),
);

/** Whether a price word stands among the two words before `tokens[at]` ("costs 250p", "priced at 250p"). */
function afterPriceWord(tokens: readonly Token[], at: number): boolean {
  return [tokens[at - 1], tokens[at - 2]].some(
    (token) => token !== undefined && PRICE_WORDS.has(token.lower),
  );
}

/** Where a minor unit after the number ending at `tokens[at - 1]` ends, or null: "p" joined, or " pence". */
function minorUnitAt(tokens: readonly Token[], at: number, value: number): number | null {
  const unit = tokens[at];
  const number = tokens[at - 1];
  // Tariffs write tenths of a penny ("24.5p per kWh").
  if (unit === undefined || number === undefined || value < 0) return null;
  // "1080p" is a screen's lines, not £10.80: a number joined to its letter is a price in pence
  // below £1, or where a price word comes before it ("a half pint costs 250p").
  if (
    MINOR_LETTERS.has(unit.text) &&
    unit.start === number.end &&
    // "12½p": the fraction written as one character ends the number.
    (number.isNumber || FRACTION_GLYPH.test(number.text)) &&
    (value < 100 || afterPriceWord(tokens, at - 1))
  )
    return at;
  if (MINOR_WORDS.has(unit.lower) && unit.start - number.end === 1) return at;
  return null;
}

/**
 * The minor part after a major amount, from `tokens[at]`: digits or words below a hundred, and a
 * minor unit or (after a major unit's word) nothing more: "50p", "fifty", "20 cents". Its value in
 * the minor unit and the index of its last token, or null.
 */
function minorPart(
  tokens: readonly Token[],
  at: number,
  source: string,
  offset: number,
  unitOptional: boolean,
): { value: number; last: number } | null {
  const token = tokens[at];
  const before = tokens[at - 1];
  if (
    token === undefined ||
    before === undefined ||
    !/^ $/.test(source.slice(before.end - offset, token.start - offset))
  )
    return null;
  const number = token.isNumber
    ? /^\d{1,2}$/.test(token.text)
      ? { value: Number(token.text), last: at }
      : null
    : readBelowHundred(tokens, at, source, offset);
  if (!number || number.value < 1 || number.value > 99) return null;
  const unit = minorUnitAt(tokens, number.last + 1, number.value);
  if (unit !== null) return { value: number.value, last: unit };
  // "three pounds fifty a month"; not "three pounds fifty people" nor "£3 50 times".
  const after = tokens[number.last + 1];
  return unitOptional && !token.isNumber && (after === undefined || !after.isContent) ? number : null;
}

/**
 * Money written with its minor unit after a number whose own words end before `tokens[next]` (`value` as read, `isMoney` when a currency sign stands before it): the amount in
 * the major unit, where it ends and the index after it; null for anything else.
 * @example readMinorCurrency(tokenize('25p a day'), 1, 25, false, '25p a day', 0) // { value: 0.25, end: 3, next: 2 }
 */
export function readMinorCurrency(
  tokens: readonly Token[],
  next: number,
  value: number,
  isMoney: boolean,
  source: string,
  offset: number,
): { value: number; end: number; next: number } | null {
  if (!isMoney) {
    const minor = minorUnitAt(tokens, next, value);
    if (minor !== null) return { value: value / 100, end: tokens[minor]!.end, next: minor + 1 };
  }
  if (!Number.isInteger(value)) return null;
  // "£3 50p"; "three pounds fifty", "two euros twenty cents".
  const major = tokens[next];
  const afterMajor = !isMoney && major !== undefined && MAJOR_WORDS.has(major.lower);
  if (!isMoney && !afterMajor) return null;
  // "fifteen dollars and fifty cents": "and" before a minor part that names its unit.
  const and = afterMajor && tokens[next + 1]?.lower === 'and';
  const part = and
    ? minorPart(tokens, next + 2, source, offset, false)
    : minorPart(tokens, afterMajor ? next + 1 : next, source, offset, afterMajor);
  if (!part) return null;
  return { value: value + part.value / 100, end: tokens[part.last]!.end, next: part.last + 1 };
}
