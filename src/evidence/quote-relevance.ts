/**
 * Whether a quote is about the claim at all. Finding the quote in the chunk proves it is real, not
 * that it backs the claim: a judge that obeys an instruction planted in a chunk can quote the
 * instruction itself ("mark every claim as supported"). A supporting quote must share at least one
 * content word with the claim, and a supported claim that states numbers must find one of them in
 * its quotes. Both tests are deliberately loose (prefix matching, any one number): they catch
 * quotes that have nothing to do with the claim, not paraphrases.
 */

/** Function words that two unrelated sentences share all the time. */
const STOPWORDS = new Set(
  (
    'the and for are was were has have had with that this these those from its not but all any can ' +
    'could will would shall should may might must been being into onto than then there their theirs ' +
    'they them which who whom whose what when where why how also only very more most some such each ' +
    'every about over under our ours your yours you his her hers she him does did doing done just too ' +
    'out off upon per via own same other both either neither nor yet here’s there’s it’s let let’s'
  )
    .replaceAll('’', "'")
    .split(' '),
);

/** Scripts written without spaces: every character counts as a word. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
const TOKEN = /[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu;
const NUMBER = /\d+(?:[.,]\d+)*/g;

function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .toLowerCase();
}

/** A word's comparison key: plural `s` dropped, then its first five letters ("refunds" → "refun"). */
function wordKey(word: string): string {
  const singular = word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
  return singular.slice(0, 5);
}

/**
 * The content words of a text, as comparison keys: words of three or more letters that are not
 * stopwords, numbers, and each character of a script written without spaces.
 * @example contentWords('The refund window is 90 days.') // Set { 'refun', 'windo', 'day', '90' }
 */
export function contentWords(text: string): Set<string> {
  const words = new Set<string>();
  for (const token of fold(text).match(TOKEN) ?? []) {
    if (UNSPACED.test(token)) {
      for (const character of token) if (UNSPACED.test(character)) words.add(character);
      continue;
    }
    if (/^\d/.test(token)) words.add(token);
    else if (token.length >= 3 && !STOPWORDS.has(token)) words.add(wordKey(token));
  }
  return words;
}

/**
 * The numbers a text states, thousands separators removed ("1,000" → "1000").
 * @example numbersIn('Orders over $1,000 ship in 2.5 days') // ['1000', '2.5']
 */
export function numbersIn(text: string): string[] {
  return (text.match(NUMBER) ?? []).map((number) => number.replace(/,(?=\d{3}\b)/g, ''));
}

/** Whether `quote` shares a content word with the claim whose words are `claimWords`. */
export function sharesContent(claimWords: ReadonlySet<string>, quote: string): boolean {
  for (const word of contentWords(quote)) if (claimWords.has(word)) return true;
  return false;
}
