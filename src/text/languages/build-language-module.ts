/**
 * Builds a language module from its data: the Snowball stemmer (`snowball-stemmers`), the stop
 * words (`stopwords-iso`, minus the words the comparisons need and the content words the list
 * carries), and the stemmed comparative and antonym tables. Loaded lazily by the registry, so an
 * English-only check never pays for it.
 */
import snowball from 'snowball-stemmers';
import stopwordsIso from 'stopwords-iso/stopwords-iso.json' with { type: 'json' };
import type { Direction, LanguageData, LanguageModule } from './language-module.js';

const STEM_CACHE_LIMIT = 100_000;

/** The words of a phrase as the tokenizer sees them: lower-case, split at spaces, hyphens and apostrophes. */
export function phraseWords(phrase: string): string[] {
  return phrase
    .toLowerCase()
    .split(/[\s\-\u00a0]+/)
    .filter((word) => word !== '');
}

/**
 * The gender and number forms of a Romance adjective or participle ("obrigatório" → "obrigatória",
 * "obrigatórios", "obrigatórias"): Snowball does not always stem them alike, so the comparative
 * and antonym tables list every form's stem.
 */
function inflections(word: string, code: string): string[] {
  if (code === 'de' || word.includes(' ')) return [word];
  if (word.endsWith('o')) return [word, `${word.slice(0, -1)}a`, `${word}s`, `${word.slice(0, -1)}as`];
  if (word.endsWith('a')) return [word, `${word.slice(0, -1)}o`, `${word}s`, `${word.slice(0, -1)}os`];
  if (word.endsWith('f')) return [word, `${word.slice(0, -1)}ve`, `${word}s`, `${word.slice(0, -1)}ves`];
  if (word.endsWith('é')) return [word, `${word}e`, `${word}s`, `${word}es`];
  if (word.endsWith('e')) return [word, `${word}s`];
  return [word, `${word}s`, `${word}es`];
}

/** @example buildLanguageModule(GERMAN).stem('zurückgegeben') // 'zuruckgegeb' */
export function buildLanguageModule(data: LanguageData): LanguageModule {
  const stemmer = snowball.newStemmer(data.snowball);
  const cache = new Map<string, string>();
  const stem = (word: string): string => {
    let stemmed = cache.get(word);
    if (stemmed === undefined) {
      stemmed = stemmer.stem(word);
      if (cache.size >= STEM_CACHE_LIMIT) cache.clear();
      cache.set(word, stemmed);
    }
    return stemmed;
  };
  const numberWords = new Map<string, number>();
  let longestNumberPhrase = 1;
  for (const [phrase, value] of data.numberWords) {
    const words = phraseWords(phrase);
    numberWords.set(words.join(' '), value);
    longestNumberPhrase = Math.max(longestNumberPhrase, words.length);
  }
  // The comparisons need these words: they are never stop words, whatever the npm list says.
  const kept = new Set([
    ...data.negations,
    ...data.up,
    ...data.down,
    ...data.notStopWords,
    ...numberWords.keys(),
    ...data.months.keys(),
  ]);
  const listed = (stopwordsIso as Record<string, string[]>)[data.code] ?? [];
  const stopWords = new Set([...listed, ...data.elisions.map((elision) => elision.slice(0, -1))]);
  for (const word of kept) stopWords.delete(word);
  const directionStems = new Map<string, Direction>();
  for (const word of data.up)
    for (const form of inflections(word, data.code)) directionStems.set(stem(form), 'up');
  for (const word of data.down)
    for (const form of inflections(word, data.code)) directionStems.set(stem(form), 'down');
  const directionPhrases = [
    ...data.upPhrases.map((phrase) => ({ words: phraseWords(phrase), direction: 'up' as const })),
    ...data.downPhrases.map((phrase) => ({ words: phraseWords(phrase), direction: 'down' as const })),
  ].sort((left, right) => right.words.length - left.words.length);
  const antonyms = new Map<string, Set<string>>();
  const link = (from: string, to: string) => {
    const set = antonyms.get(from) ?? new Set<string>();
    antonyms.set(from, set);
    set.add(to);
  };
  for (const [left, right] of data.antonyms) {
    for (const leftForm of inflections(left, data.code)) {
      for (const rightForm of inflections(right, data.code)) {
        link(stem(leftForm), stem(rightForm));
        link(stem(rightForm), stem(leftForm));
      }
    }
  }
  return {
    code: data.code,
    name: data.name,
    data,
    stem,
    abbreviations: new Set(data.abbreviations),
    elisions: new Set(data.elisions),
    negatingElisions: new Set(data.negatingElisions ?? []),
    stopWords,
    negations: new Set(data.negations),
    notNegating: new Set(data.notNegating),
    directionStems,
    directionPhrases,
    comparativeLinkers: new Set(data.comparativeLinkers),
    antonyms,
    numberWords,
    longestNumberPhrase,
    percentWords: new Set(data.percentWords),
    currencyWords: new Set(data.currencyWords),
    months: data.months,
    monthAbbreviations: data.monthAbbreviations,
    dateLinkers: new Set(data.dateLinkers),
  };
}
