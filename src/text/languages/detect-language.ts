/**
 * Language detection: `franc-min` (trigram profiles of 82 languages, 0.2 MB) gives the script and a
 * first opinion; on the Latin-script languages the toolkit reads, a count of each language's short
 * function words is its second opinion, which is what makes short sentences come out right
 * (decision 0012). A guess says whether it is confident: a caller falls back to a longer text's
 * language (the chunks', the whole answer's) when it is not, and says so.
 */
import { francAll } from 'franc-min';
import { FUNCTION_WORDS, functionWordCounts } from './function-words.js';
import type { LanguageCode } from './language-module.js';
import { LANGUAGES } from './registry.js';

/** A detected language. */
export interface LanguageGuess {
  /** ISO 639-1 where one exists (`en`, `de`, `ru`, `zh`), else ISO 639-3; `und` when there is nothing to read. */
  code: string;
  /** False for short or ambiguous text: use a longer text's language instead. */
  confident: boolean;
}

const READ = new Map(LANGUAGES.map((language) => [language.iso6393, language.code]));
const ISO_6393 = new Map<string, string>([
  ...LANGUAGES.map((language) => [language.code, language.iso6393] as const),
  ['nl', 'nld'],
]);

/**
 * The Latin-script languages the trigram pass weighs: ours and the unread ones most often met in
 * European and global products (fewer candidates, a faster pass; decision 0012).
 */
const FRANC_CANDIDATES = [
  ...LANGUAGES.map((language) => language.iso6393),
  ...'nld pol swe dan nob fin ces slk ron hun tur cat hrv ind vie'.split(' '),
];

/** How much of a text is read at all, for the trigram pass, and for a non-Latin script. */
const SAMPLE_CHARS = 1200;
const TRIGRAM_SAMPLE_CHARS = 300;
const SCRIPT_SAMPLE_CHARS = 200;

/** ISO 639-3 → 639-1 for the languages (and scripts) franc-min reports most often. */
const ISO_6391: Record<string, string> = {
  rus: 'ru',
  ukr: 'uk',
  bel: 'be',
  bul: 'bg',
  srp: 'sr',
  cmn: 'zh',
  jpn: 'ja',
  kor: 'ko',
  arb: 'ar',
  pes: 'fa',
  heb: 'he',
  hin: 'hi',
  ben: 'bn',
  tha: 'th',
  ell: 'el',
  nld: 'nl',
  pol: 'pl',
  tur: 'tr',
  swe: 'sv',
  dan: 'da',
  nob: 'no',
  fin: 'fi',
  ces: 'cs',
  slk: 'sk',
  ron: 'ro',
  hun: 'hu',
  vie: 'vi',
  ind: 'id',
  cat: 'ca',
  hrv: 'hr',
};

const WORD = /[\p{L}\p{M}]+/gu;
const LATIN = /\p{Script=Latin}/u;

/**
 * The lower-case words of a text. Words are letters and marks only, so an apostrophe (straight or
 * typographic) never is part of one and needs no folding.
 */
function wordsOf(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/** Whether a word opens with a letter a–z (lower-cased words: most of them, all Latin script). */
function startsWithAsciiLetter(word: string): boolean {
  const code = word.charCodeAt(0);
  return code >= 97 && code <= 122;
}

/** How many of `words` are in the Latin script. */
function latinCount(words: readonly string[]): number {
  let count = 0;
  for (const word of words) if (startsWithAsciiLetter(word) || LATIN.test(word)) count += 1;
  return count;
}

/** How much a function word counts against franc-min's trigram score (0–1) — short sentences lean on it. */
const FUNCTION_WORD_WEIGHT = 3;

/** The smallest share of function words, and of words, for a confident guess on a short text. */
const CONFIDENT_WORDS = 5;

/**
 * @example detectLanguage('Reduzierte Artikel können nicht zurückgegeben werden.') // { code: 'de', confident: true }
 */
export function detectLanguage(text: string): LanguageGuess {
  const sample = text.length > SAMPLE_CHARS ? text.slice(0, SAMPLE_CHARS) : text;
  // The same answer is asked about by the extractor, the judge's routing and the report.
  const known = recent.get(sample);
  if (known) return known;
  const guess = guessLanguage(sample);
  if (recent.size >= RECENT_LIMIT) recent.delete(recent.keys().next().value!);
  recent.set(sample, guess);
  return guess;
}

const RECENT_LIMIT = 16;
const recent = new Map<string, LanguageGuess>();

function guessLanguage(sample: string): LanguageGuess {
  const words = wordsOf(sample);
  const letters = words.reduce((sum, word) => sum + word.length, 0);
  if (letters < 3) return { code: 'und', confident: false };
  if (latinCount(words) * 2 < words.length) {
    // Another script: franc-min tells it by its characters, reliably even on a few words.
    const top = francAll(sample.slice(0, SCRIPT_SAMPLE_CHARS), { minLength: 1 })[0]?.[0] ?? 'und';
    return { code: ISO_6391[top] ?? top, confident: top !== 'und' };
  }
  const counts = functionWordCounts(words);
  const hits = new Map<LanguageCode | 'nl', number>();
  let position = 0;
  for (const code of FUNCTION_WORDS.keys()) hits.set(code, counts[position++]!);
  const byHits = [...hits].sort((left, right) => right[1] - left[1]);
  const [leader, runnerUp] = [byHits[0]!, byHits[1]!];
  // Plenty of one language's function words and few of any other's: no trigram pass needed
  // (it costs about a millisecond on a paragraph; this costs microseconds).
  if (leader[1] >= 4 && leader[1] >= 2 * runnerUp[1] && leader[1] / words.length >= 0.2) {
    return { code: leader[0], confident: true };
  }
  const ranked = francAll(sample.slice(0, TRIGRAM_SAMPLE_CHARS), { minLength: 1, only: FRANC_CANDIDATES });
  const top = ranked[0]?.[0] ?? 'und';
  const francScore = new Map(ranked);
  let best: LanguageCode | 'nl' = 'en';
  let bestScore = -1;
  let second = -1;
  let bestHits = 0;
  for (const [code, count] of hits) {
    const score = (francScore.get(ISO_6393.get(code)!) ?? 0) + (FUNCTION_WORD_WEIGHT * count) / words.length;
    if (score > bestScore) {
      second = bestScore;
      bestScore = score;
      best = code;
      bestHits = count;
    } else if (score > second) second = score;
  }
  // franc-min is sure of a Latin-script language the toolkit does not read (Dutch, Polish…) and
  // no function word of ours says otherwise: report that language.
  if (!READ.has(top) && top !== 'und' && leader[1] === 0) {
    // Sure only when none of ours comes close on trigrams ("Reparaturen dauern mindestens fünf
    // Werktage" is Dutch by 1.00 to German's 0.95: unsure, so the chunks' language decides).
    const closest = Math.max(...[...READ.keys()].map((code) => francScore.get(code) ?? 0));
    return { code: ISO_6391[top] ?? top, confident: words.length >= CONFIDENT_WORDS && closest < 0.9 };
  }
  // One shared word ("a" is English and Portuguese) is no evidence: two, or one in a long text.
  const enoughHits = bestHits >= 2 || (bestHits >= 1 && words.length >= 12);
  const confident = words.length >= CONFIDENT_WORDS && enoughHits && bestScore - second >= 0.15;
  return { code: best, confident };
}

/** The language a claim is judged in, and where it came from. */
export interface ClaimLanguage {
  code: string;
  /** `claim`: read from the claim itself; `answer`: the claim is too short or too plain to tell, so the answer's. */
  source: 'claim' | 'answer';
}

/**
 * The language of each claim of an answer whose language is `answer`: the answer's, unless the
 * claim is in another script or its function words clearly belong to another language (a switch
 * mid-answer, a quoted sentence), which only then costs a detection of its own. Keeps detection at
 * one trigram pass per answer, not one per claim.
 * @example claimLanguages(detectLanguage(answer), ['Der Versand ist kostenlos.', 'Shipping is free of charge.'])
 */
export function claimLanguages(answer: LanguageGuess, claims: readonly string[]): ClaimLanguage[] {
  // verify() asks twice about each answer, the judge's routing and then the report: the second
  // question is answered from the first (one entry, compared claim by claim).
  if (
    lastClaims &&
    lastClaims.answer.code === answer.code &&
    lastClaims.answer.confident === answer.confident &&
    lastClaims.claims.length === claims.length &&
    lastClaims.claims.every((claim, index) => claim === claims[index])
  )
    return lastClaims.languages.map((language) => ({ ...language }));
  const languages = claims.map((claim) => claimLanguage(answer, claim));
  lastClaims = { answer: { ...answer }, claims: [...claims], languages };
  return languages.map((language) => ({ ...language }));
}

/** The last question `claimLanguages` answered, and its answer. */
let lastClaims: { answer: LanguageGuess; claims: string[]; languages: ClaimLanguage[] } | null = null;

/** One claim's language (see `claimLanguages`). */
function claimLanguage(answer: LanguageGuess, claim: string): ClaimLanguage {
  const words = wordsOf(claim);
  if (latinCount(words) * 2 < words.length) return { code: detectLanguage(claim).code, source: 'claim' };
  let best: string | null = null;
  let bestHits = 0;
  let answerHits = 0;
  const counts = functionWordCounts(words);
  let position = 0;
  for (const code of FUNCTION_WORDS.keys()) {
    const hits = counts[position++]!;
    if (code === answer.code) answerHits = hits;
    if (hits > bestHits) {
      best = code;
      bestHits = hits;
    }
  }
  if (best !== null && best !== answer.code && bestHits >= 2 && bestHits > answerHits) {
    const own = detectLanguage(claim);
    if (own.confident || bestHits >= 3) return { code: own.confident ? own.code : best, source: 'claim' };
  }
  if (!answer.confident || answer.code === 'und') {
    const own = detectLanguage(claim);
    if (own.confident) return { code: own.code, source: 'claim' };
  }
  return { code: answer.code, source: words.length >= CONFIDENT_WORDS ? 'claim' : 'answer' };
}
