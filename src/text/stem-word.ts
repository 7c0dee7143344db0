/**
 * The Porter (1980) stemmer, so that "returned", "returns" and "returning" align with "return"
 * without a model. Deterministic, allocation-light, memoised per process (the vocabulary of a
 * check is small and repeats across checks).
 */

import { IRREGULAR_FORMS } from './irregular-forms.js';

const cache = new Map<string, string>();
const CACHE_LIMIT = 200_000;

function isConsonant(word: string, index: number): boolean {
  const char = word[index];
  if (char === 'a' || char === 'e' || char === 'i' || char === 'o' || char === 'u') return false;
  if (char === 'y') return index === 0 ? true : !isConsonant(word, index - 1);
  return true;
}

/** m(): the number of vowel-consonant sequences in `stem`. */
function measure(stem: string): number {
  let count = 0;
  let index = 0;
  const length = stem.length;
  while (index < length && isConsonant(stem, index)) index += 1;
  while (index < length) {
    while (index < length && !isConsonant(stem, index)) index += 1;
    if (index >= length) break;
    while (index < length && isConsonant(stem, index)) index += 1;
    count += 1;
  }
  return count;
}

function hasVowel(stem: string): boolean {
  for (let index = 0; index < stem.length; index += 1) if (!isConsonant(stem, index)) return true;
  return false;
}

function endsDoubleConsonant(word: string): boolean {
  const length = word.length;
  return length >= 2 && word[length - 1] === word[length - 2] && isConsonant(word, length - 1);
}

/** *o: stem ends consonant-vowel-consonant, the last not w, x or y. */
function endsCvc(word: string): boolean {
  const length = word.length;
  if (length < 3) return false;
  const last = word[length - 1];
  return (
    isConsonant(word, length - 3) &&
    !isConsonant(word, length - 2) &&
    isConsonant(word, length - 1) &&
    last !== 'w' &&
    last !== 'x' &&
    last !== 'y'
  );
}

function replaceSuffix(
  word: string,
  rules: ReadonlyArray<readonly [string, string]>,
  minMeasure: number,
): string {
  for (const [suffix, replacement] of rules) {
    if (word.endsWith(suffix)) {
      const stem = word.slice(0, -suffix.length);
      return measure(stem) > minMeasure ? stem + replacement : word;
    }
  }
  return word;
}

const STEP2: ReadonlyArray<readonly [string, string]> = [
  ['ational', 'ate'],
  ['tional', 'tion'],
  ['enci', 'ence'],
  ['anci', 'ance'],
  ['izer', 'ize'],
  ['bli', 'ble'],
  ['alli', 'al'],
  ['entli', 'ent'],
  ['eli', 'e'],
  ['ousli', 'ous'],
  ['ization', 'ize'],
  ['ation', 'ate'],
  ['ator', 'ate'],
  ['alism', 'al'],
  ['iveness', 'ive'],
  ['fulness', 'ful'],
  ['ousness', 'ous'],
  ['aliti', 'al'],
  ['iviti', 'ive'],
  ['biliti', 'ble'],
  ['logi', 'log'],
];
const STEP3: ReadonlyArray<readonly [string, string]> = [
  ['icate', 'ic'],
  ['ative', ''],
  ['alize', 'al'],
  ['iciti', 'ic'],
  ['ical', 'ic'],
  ['ful', ''],
  ['ness', ''],
];
const STEP4 = [
  'al',
  'ance',
  'ence',
  'er',
  'ic',
  'able',
  'ible',
  'ant',
  'ement',
  'ment',
  'ent',
  'ion',
  'ou',
  'ism',
  'ate',
  'iti',
  'ous',
  'ive',
  'ize',
];

function porter(input: string): string {
  let word = input;
  if (word.length <= 2) return word;
  // Step 1a
  if (word.endsWith('sses')) word = word.slice(0, -2);
  else if (word.endsWith('ies')) word = word.slice(0, -2);
  else if (word.endsWith('ss')) {
    // keep
  } else if (word.endsWith('s')) word = word.slice(0, -1);
  // Step 1b
  let secondOrThird = false;
  if (word.endsWith('eed')) {
    if (measure(word.slice(0, -3)) > 0) word = word.slice(0, -1);
  } else if (word.endsWith('ed') && hasVowel(word.slice(0, -2))) {
    word = word.slice(0, -2);
    secondOrThird = true;
  } else if (word.endsWith('ing') && hasVowel(word.slice(0, -3))) {
    word = word.slice(0, -3);
    secondOrThird = true;
  }
  if (secondOrThird) {
    if (word.endsWith('at') || word.endsWith('bl') || word.endsWith('iz')) word += 'e';
    else if (endsDoubleConsonant(word) && !/[lsz]$/.test(word)) word = word.slice(0, -1);
    else if (measure(word) === 1 && endsCvc(word)) word += 'e';
  }
  // Step 1c
  if (word.endsWith('y') && hasVowel(word.slice(0, -1))) word = `${word.slice(0, -1)}i`;
  word = replaceSuffix(word, STEP2, 0);
  word = replaceSuffix(word, STEP3, 0);
  // Step 4
  for (const suffix of STEP4) {
    if (word.endsWith(suffix)) {
      const stem = word.slice(0, -suffix.length);
      if (measure(stem) > 1 && (suffix !== 'ion' || /[st]$/.test(stem))) word = stem;
      break;
    }
  }
  // Step 5
  if (word.endsWith('e')) {
    const stem = word.slice(0, -1);
    const stemMeasure = measure(stem);
    if (stemMeasure > 1 || (stemMeasure === 1 && !endsCvc(stem))) word = stem;
  }
  if (measure(word) > 1 && endsDoubleConsonant(word) && word.endsWith('l')) word = word.slice(0, -1);
  return word;
}

/** The stem without touching the memo (for bulk work such as loading a lexicon). */
export function stemWordUncached(word: string): string {
  const base = IRREGULAR_FORMS.get(word) ?? word;
  return /^[a-z]+$/.test(base) ? porter(base) : base;
}

/**
 * The Porter stem of a lower-case word.
 * @example stemWord('returned') // 'return'
 */
export function stemWord(word: string): string {
  const cached = cache.get(word);
  if (cached !== undefined) return cached;
  const stem = stemWordUncached(word);
  if (cache.size < CACHE_LIMIT) cache.set(word, stem);
  return stem;
}
