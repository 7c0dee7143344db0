/**
 * Short function words of each language the toolkit reads (and of Dutch, which would otherwise
 * pass for English or German): the detector's second opinion on short sentences, and cheap
 * evidence of a sentence's language where the detector itself is not loaded (the evidence check).
 */
import { FRENCH } from './french.js';
import { GERMAN } from './german.js';
import { ITALIAN } from './italian.js';
import type { LanguageCode } from './language-module.js';
import { PORTUGUESE } from './portuguese.js';
import { SPANISH } from './spanish.js';

const ENGLISH_FUNCTION_WORDS = (
  'the a an of and is are not no to in for with that be can on by at this it was were do does don doesn ' +
  'has have had will would from or as its their they he she we you than after before under over all only each ' +
  // Modal verbs and pronouns: "Customers cannot return opened software." has none of the above,
  // and its trigrams alone read as Romanian.
  'cannot could should must may might been which who there but if our your his these those into ' +
  'about between during without until ' +
  // "costs 2.3 cents per gigabyte per month": English says "per" as Italian does.
  'per'
).split(' ');

/**
 * Dutch is not read, but it shares words with English and German and trigrams with both: its own
 * function words make it win its sentences ("Het product is gratis…") instead of passing for another.
 */
const DUTCH_FUNCTION_WORDS = 'het een van niet geen zijn wordt worden naar ook bij dit deze'.split(' ');

export const FUNCTION_WORDS = new Map<LanguageCode | 'nl', ReadonlySet<string>>([
  ['en', new Set(ENGLISH_FUNCTION_WORDS)],
  ['nl', new Set(DUTCH_FUNCTION_WORDS)],
  ...[GERMAN, SPANISH, FRENCH, ITALIAN, PORTUGUESE].map(
    (data) => [data.code, new Set(data.functionWords)] as [LanguageCode | 'nl', ReadonlySet<string>],
  ),
]);

/** Each function word's languages, as positions in FUNCTION_WORDS: one look-up per word, not one per language. */
const LANGUAGES_OF_WORD = new Map<string, number[]>();
[...FUNCTION_WORDS.values()].forEach((words, position) => {
  for (const word of words) {
    const languages = LANGUAGES_OF_WORD.get(word);
    if (languages) languages.push(position);
    else LANGUAGES_OF_WORD.set(word, [position]);
  }
});

/**
 * How many of `words` (lower case, repeats included) are function words of each language, in the
 * order of FUNCTION_WORDS.
 * @example functionWordCounts(['der', 'the', 'the'])[0] // 2 (English first)
 */
export function functionWordCounts(words: readonly string[]): number[] {
  const counts = new Array<number>(FUNCTION_WORDS.size).fill(0);
  for (const word of words) {
    const languages = LANGUAGES_OF_WORD.get(word);
    if (languages) for (const position of languages) counts[position]! += 1;
  }
  return counts;
}

const WORD = /[\p{L}\p{M}]+/gu;

/**
 * How many of each language's function words a text holds: the evidence a claim must show before
 * it is read in another language than its chunks (one shared "a" is not enough).
 * @example functionWordHits('Die Lieferung dauert weniger als zwei Wochen.').get('de') // 2
 */
export function functionWordHits(text: string): ReadonlyMap<string, number> {
  // Words are letters and marks only: no apostrophe to fold.
  const words = text.toLowerCase().match(WORD) ?? [];
  const counts = functionWordCounts(words);
  const hits = new Map<string, number>();
  let position = 0;
  for (const code of FUNCTION_WORDS.keys()) hits.set(code, counts[position++]!);
  return hits;
}

/** Whether a text reads as English or as nothing in particular (no other language's function words lead). */
export function readsAsEnglish(text: string): boolean {
  const hits = functionWordHits(text);
  const english = hits.get('en') ?? 0;
  for (const [code, count] of hits) if (code !== 'en' && count > english) return false;
  return true;
}
