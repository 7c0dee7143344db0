/**
 * Whether a quote is about the claim at all. Finding the quote in the chunk proves it is real, not
 * that it backs the claim: a judge that obeys an instruction planted in a chunk can quote the
 * instruction itself ("mark every claim as supported"). A supporting quote must share at least one
 * content word with the claim, and a supported claim that states numbers must find one of them in
 * its quotes. Both tests are deliberately loose (prefix matching, any one number): they catch
 * quotes that have nothing to do with the claim, not paraphrases.
 */
import {
  frenchNumbers,
  germanNumbers,
  italianNumbers,
  portugueseNumbers,
  spanishNumbers,
} from '../text/languages/number-words.js';
import { tokenize } from '../text/tokenize.js';

/** Scripts written without spaces: every character counts as a word. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
/**
 * A number as written: digits with decimal points or thousands commas, or thousands separated by a
 * (narrow) no-break space or a space, as the tokenizer reads them ("68 400" is one number, not 68
 * and 400; not a digit run that goes on into letters).
 */
const NUMBER = /\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?![\p{L}\d])|\d+(?:[.,]\d+)*/gu;

function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2018\u2019\u02bc]/g, "'");
}

/** A word's comparison key: plural `s` dropped, then its first five letters ("refunds" → "refun"). */
function wordKey(word: string): string {
  const singular = word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
  return singular.slice(0, 5);
}

/**
 * What a quote must share with its claim, read from the content tokens of `tokenize` (accents
 * folded): numbers in canonical form, words of three or more letters as prefix keys (two-letter
 * content words are too common to show a quote is about the claim), and each character of a
 * script written without spaces.
 * @example relevanceKeys('The refund window is 90 days.') // Set { 'refun', 'windo', '90', 'day' }
 */
export function relevanceKeys(text: string): ReadonlySet<string> {
  const cached = recentKeys.get(text);
  if (cached) return cached;
  const keys = computeRelevanceKeys(text);
  if (text.length <= MAX_CACHED_TEXT) {
    if (recentKeys.size >= MAX_CACHED_TEXTS) recentKeys.clear();
    recentKeys.set(text, keys);
  }
  return keys;
}

/**
 * The keys of recent texts: a check quotes the same evidence sentence for many of its claims, and
 * each quote was tokenised again (a tenth of a German check's time). Bounded in count and length.
 */
const recentKeys = new Map<string, ReadonlySet<string>>();
const MAX_CACHED_TEXTS = 1_000;
const MAX_CACHED_TEXT = 2_000;

function computeRelevanceKeys(text: string): Set<string> {
  const keys = new Set<string>();
  for (const token of tokenize(fold(text))) {
    if (UNSPACED.test(token.lower)) {
      for (const character of token.lower) if (UNSPACED.test(character)) keys.add(character);
      continue;
    }
    if (!token.isContent) continue;
    if (token.isNumber) keys.add(token.stem);
    else if (token.lower.length >= 3) keys.add(wordKey(token.lower));
  }
  return keys;
}

/**
 * The numbers a text states, thousands separators removed ("1,000" → "1000"); with `european`, also
 * as the five language modules write them ("1.500", "9,99", "zwei").
 * @example numbersIn('Orders over $1,000 ship in 2.5 days') // ['1000', '2.5']
 */
export function numbersIn(text: string, options: { european?: boolean } = {}): string[] {
  const numbers = (text.match(NUMBER) ?? []).map((number) =>
    number.replace(/,(?=\d{3}\b)/g, '').replace(/[ \u00a0\u202f]/g, ''),
  );
  if (!options.european) return numbers;
  // The same number as German, Spanish, French, Italian or Portuguese write it: "1.500" is 1500,
  // "9,99" is 9.99; and their number words ("zwei", "treinta", "vingt-quatre") as digits.
  for (const number of text.match(NUMBER) ?? []) {
    if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(number) || /^\d+,\d{1,2}$/.test(number))
      numbers.push(String(Number(number.replace(/\./g, '').replace(',', '.'))));
  }
  if (/[^\x00-\x7f]|[a-z]/i.test(text)) {
    const words = foreignNumberWords();
    for (const word of text.toLowerCase().match(/[\p{L}]+(?:-[\p{L}]+)*/gu) ?? []) {
      const value = words.get(word);
      if (value !== undefined) numbers.push(String(value));
    }
  }
  return numbers;
}

let numberWords: Map<string, number> | null = null;
/** Number words that are also English words ("due", "elf", "cent"): left out, so English text reads as before. */
const ENGLISH_WORDS = new Set([
  'due',
  'elf',
  'null',
  'cent',
  'sept',
  'tre',
  'sei',
  'dos',
  'mil',
  'once',
  'doze',
  'seize',
]);

/** Number words of the five language modules, one word or hyphenated (built on first use). */
function foreignNumberWords(): ReadonlyMap<string, number> {
  if (!numberWords) {
    numberWords = new Map();
    for (const table of [
      germanNumbers(),
      spanishNumbers(),
      frenchNumbers(),
      italianNumbers(),
      portugueseNumbers(),
    ])
      for (const [word, value] of table)
        if (!word.includes(' ') && !ENGLISH_WORDS.has(word)) numberWords.set(word, value);
  }
  return numberWords;
}

/** Whether `quote` shares a relevance key with the claim whose keys are `claimKeys`. */
export function sharesContent(claimKeys: ReadonlySet<string>, quote: string): boolean {
  for (const key of relevanceKeys(quote)) if (claimKeys.has(key)) return true;
  return false;
}

const BEYOND_LATIN = /[^\u0000-\u024f\u1e00-\u1eff\u2000-\u2bff]/u;

const SCRIPTS: ReadonlyArray<readonly [string, RegExp]> = [
  ['latin', /\p{Script=Latin}/u],
  ['cyrillic', /\p{Script=Cyrillic}/u],
  ['greek', /\p{Script=Greek}/u],
  ['arabic', /\p{Script=Arabic}/u],
  ['hebrew', /\p{Script=Hebrew}/u],
  ['devanagari', /\p{Script=Devanagari}/u],
  ['cjk', /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u],
  ['thai', /\p{Script=Thai}/u],
];

/** The script most of a text's letters are written in (`latin`, `cyrillic`, `cjk`…), or null without letters. */
export function dominantScript(text: string): string | null {
  // Most texts hold no letter beyond Latin Extended: no need to count (this runs on every quote).
  if (!BEYOND_LATIN.test(text)) return /\p{L}/u.test(text) ? 'latin' : null;
  const counts = new Map<string, number>();
  for (const character of text.slice(0, 400)) {
    for (const [name, pattern] of SCRIPTS) {
      if (pattern.test(character)) {
        counts.set(name, (counts.get(name) ?? 0) + 1);
        break;
      }
    }
  }
  let best: string | null = null;
  for (const [name, count] of counts) if (best === null || count > counts.get(best)!) best = name;
  return best;
}
