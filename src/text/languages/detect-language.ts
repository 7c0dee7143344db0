/**
 * Language detection: `franc-min` (trigram profiles of 82 languages, 0.2 MB) gives the script and a
 * first opinion; on the Latin-script languages the toolkit reads, a count of each language's short
 * function words is its second opinion, which is what makes short sentences come out right
 * (decision 0008). A guess says whether it is confident: a caller falls back to a longer text's
 * language (the chunks', the whole answer's) when it is not, and says so.
 */
import { francAll } from 'franc-min';
import { FRENCH } from './french.js';
import { GERMAN } from './german.js';
import { ITALIAN } from './italian.js';
import type { LanguageCode } from './language-module.js';
import { PORTUGUESE } from './portuguese.js';
import { LANGUAGES } from './registry.js';
import { SPANISH } from './spanish.js';

/** A detected language. */
export interface LanguageGuess {
  /** ISO 639-1 where one exists (`en`, `de`, `ru`, `zh`), else ISO 639-3; `und` when there is nothing to read. */
  code: string;
  /** False for short or ambiguous text: use a longer text's language instead. */
  confident: boolean;
}

const ENGLISH_FUNCTION_WORDS =
  'the a an of and is are not no to in for with that be can on by at this it was'.split(' ');

const FUNCTION_WORDS = new Map<LanguageCode, ReadonlySet<string>>([
  ['en', new Set(ENGLISH_FUNCTION_WORDS)],
  ...[GERMAN, SPANISH, FRENCH, ITALIAN, PORTUGUESE].map(
    (data) => [data.code, new Set(data.functionWords)] as [LanguageCode, ReadonlySet<string>],
  ),
]);

const READ = new Map(LANGUAGES.map((language) => [language.iso6393, language.code]));

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

/** The smallest share of function words, and of words, for a confident guess on a short text. */
const CONFIDENT_WORDS = 5;

/**
 * @example detectLanguage('Reduzierte Artikel können nicht zurückgegeben werden.') // { code: 'de', confident: true }
 */
export function detectLanguage(text: string): LanguageGuess {
  const words = (text.toLowerCase().match(WORD) ?? []).map((word) => word.replace(/\u2019/g, "'"));
  const letters = words.reduce((sum, word) => sum + word.length, 0);
  if (letters < 3) return { code: 'und', confident: false };
  const latin = words.filter((word) => LATIN.test(word)).length;
  const ranked = francAll(text, { minLength: 1 });
  const top = ranked[0]?.[0] ?? 'und';
  if (latin * 2 < words.length) {
    // Another script: franc-min tells it by its characters, reliably even on a few words.
    return { code: ISO_6391[top] ?? top, confident: top !== 'und' };
  }
  const francScore = new Map(ranked);
  let best: LanguageCode = 'en';
  let bestScore = -1;
  let second = -1;
  let bestHits = 0;
  for (const [code, functionWords] of FUNCTION_WORDS) {
    const iso6393 = LANGUAGES.find((language) => language.code === code)!.iso6393;
    const hits = words.filter((word) => functionWords.has(word)).length;
    const score = (francScore.get(iso6393) ?? 0) + (1.5 * hits) / words.length;
    if (score > bestScore) {
      second = bestScore;
      bestScore = score;
      best = code;
      bestHits = hits;
    } else if (score > second) second = score;
  }
  // franc-min is sure of a Latin-script language the toolkit does not read (Dutch, Polish…) and
  // no function word of ours says otherwise: report that language.
  if (!READ.has(top) && top !== 'und' && bestHits === 0) {
    return { code: ISO_6391[top] ?? top, confident: words.length >= CONFIDENT_WORDS };
  }
  const confident = words.length >= CONFIDENT_WORDS && bestHits >= 1 && bestScore - second >= 0.15;
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
  return claims.map((claim) => {
    const words = (claim.toLowerCase().match(WORD) ?? []).map((word) => word.replace(/\u2019/g, "'"));
    const latin = words.filter((word) => LATIN.test(word)).length;
    if (latin * 2 < words.length) return { code: detectLanguage(claim).code, source: 'claim' };
    let best: LanguageCode | null = null;
    let bestHits = 0;
    let answerHits = 0;
    for (const [code, functionWords] of FUNCTION_WORDS) {
      const hits = words.filter((word) => functionWords.has(word)).length;
      if (code === answer.code) answerHits = hits;
      if (hits > bestHits) {
        best = code;
        bestHits = hits;
      }
    }
    if (best !== null && best !== answer.code && bestHits >= 2 && bestHits > answerHits) {
      const own = detectLanguage(claim);
      return { code: own.confident ? own.code : best, source: 'claim' };
    }
    if (!answer.confident || answer.code === 'und') {
      const own = detectLanguage(claim);
      if (own.confident) return { code: own.code, source: 'claim' };
    }
    return { code: answer.code, source: words.length >= CONFIDENT_WORDS ? 'claim' : 'answer' };
  });
}
