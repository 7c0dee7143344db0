/**
 * Abbreviations a claim and its source write differently although they mean the same: "Q3" is
 * "the third quarter", "p.a." is "per year". The tokenizer reads them as the words they stand for
 * (each over a part of the abbreviation's characters, as a numeric date's month is read as its
 * name), so "Q3 revenue" finds "third-quarter revenue" and "Q2" is another quarter's ordinal.
 */
import { stemWord } from './stem-word.js';
import type { Token } from './token.js';

/**
 * Past "Q4" too: "Q5" is no quarter, but read as "fifth quarter" it stands against the context's
 * "second quarter" as a changed ordinal instead of slipping through as a bare "5".
 */
const QUARTER_ORDINALS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
];

/** `token` read as the word `word`: its characters kept, its lower-cased form and stem the word's. */
function readAs(token: Token, word: string): Token {
  return { ...token, lower: word, stem: stemWord(word), isNumber: false, isContent: true };
}

/** Whether `second` follows `first` after exactly `between` ("" for "Q3", "." for "p.a"). */
function joined(first: Token, second: Token | undefined, text: string, offset: number, between: string) {
  return second !== undefined && text.slice(first.end - offset, second.start - offset) === between;
}

/**
 * Reads "Q1"–"Q4" (and a mistaken "Q5"–"Q9") as the quarter's ordinal and "quarter", and "p.a." as "per year", in place.
 * @example expandAbbreviations(tokenize('Q3 revenue'), 'Q3 revenue').map((token) => token.lower) // ['third', 'quarter', 'revenue']
 */
export function expandAbbreviations(tokens: Token[], text: string, offset: number): Token[] {
  for (let index = 0; index + 1 < tokens.length; index += 1) {
    const token = tokens[index]!;
    const next = tokens[index + 1]!;
    if (token.text === 'Q' && /^[1-9]$/.test(next.text) && joined(token, next, text, offset, '')) {
      // "Q3" is written quarter first; read in the order "the third quarter" is.
      tokens[index] = { ...readAs(token, QUARTER_ORDINALS[Number(next.text) - 1]!), isCapitalized: false };
      tokens[index + 1] = readAs(next, 'quarter');
      index += 1;
    } else if (
      token.lower === 'p' &&
      next.lower === 'a' &&
      joined(token, next, text, offset, '.') &&
      text[next.end - offset] === '.'
    ) {
      tokens[index] = readAs(token, 'per');
      tokens[index + 1] = readAs(next, 'year');
      index += 1;
    }
  }
  return tokens;
}
