/**
 * A language module: everything the one text toolkit needs to read a language other than English —
 * its sentence-splitting abbreviations, elisions, stemmer, stop words, negation cues, comparatives
 * and quantity words, antonym pairs of policy and product text, number words and month names. Data
 * in `<language>.ts`, built once by `buildLanguageModule`; English stays the toolkit's own code path
 * (`tokenize` without a module), so its figures do not move.
 */

/** The languages the toolkit reads: English plus one module each. */
export type LanguageCode = 'en' | 'de' | 'es' | 'fr' | 'it' | 'pt';

/** Which way a comparative or quantity word points: "more" / "at least" up, "less" / "at most" down. */
export type Direction = 'up' | 'down';

/** The hand-written part of a language module (lower-case words throughout). */
export interface LanguageData {
  code: Exclude<LanguageCode, 'en'>;
  /** The English name, for messages ("German"). */
  name: string;
  /** The Snowball algorithm `snowball-stemmers` knows it by. */
  snowball: 'german' | 'spanish' | 'french' | 'italian' | 'portuguese';
  /** Abbreviations whose period never ends a sentence, without the period ("z.b", "bzw"). */
  abbreviations: readonly string[];
  /** A number then a period is an ordinal, not a sentence end, before a lower-case word or a month ("3. März"). */
  ordinalPeriod: boolean;
  /** Elided articles and prepositions ("l'", "dell'", "d'"): split off the word they lean on. */
  elisions: readonly string[];
  /** Elisions that are a negation ("n'" in French). */
  negatingElisions?: readonly string[];
  /** Words that negate what follows (and, with `negationLooksBack`, what precedes at a clause end). */
  negations: readonly string[];
  /** The negation may follow the word it negates ("Wir erstatten die Kosten nicht"). */
  negationLooksBack: boolean;
  /** Negation words that only negate with a partner ("ne" with "pas"): negations only when one follows within four words. */
  negationNeedsPartner?: { word: readonly string[]; partners: readonly string[] };
  /** Idioms that start with a negation and negate nothing ("nicht nur", "no solo"). */
  notNegating: readonly string[];
  /** Single comparative and quantity words, matched on their stem. */
  up: readonly string[];
  down: readonly string[];
  /** Multi-word forms, matched on the words as written ("al menos" is up although "menos" is down). */
  upPhrases: readonly string[];
  downPhrases: readonly string[];
  /** Words after a comparative that make it one ("als", "de", "que", "di"): a negation before it flips it ("nicht mehr als"). */
  comparativeLinkers: readonly string[];
  /** Opposites of policy and product text, each pair as written. */
  antonyms: ReadonlyArray<readonly [string, string]>;
  /** Number words and phrases from zero to a hundred, as written ("fünfundzwanzig", "trente-cinq"). */
  numberWords: ReadonlyMap<string, number>;
  percentWords: readonly string[];
  currencyWords: readonly string[];
  /** Month names (always) and abbreviations (only when a period follows), to the month's number. */
  months: ReadonlyMap<string, number>;
  monthAbbreviations: ReadonlyMap<string, number>;
  /** Words between a day and its month ("3 de marzo"). */
  dateLinkers: readonly string[];
  /** Short distinctive function words: the detector's second opinion on short sentences. */
  functionWords: readonly string[];
  /** Words of the npm stop-word list that carry content here ("tage", "jahr", "días"). */
  notStopWords: readonly string[];
}

/** A language module, built: sets and a stemmer ready for the tokenizer and the comparisons. */
export interface LanguageModule {
  code: Exclude<LanguageCode, 'en'>;
  name: string;
  data: LanguageData;
  /** Snowball stem of a lower-case word (memoised). */
  stem(word: string): string;
  abbreviations: ReadonlySet<string>;
  elisions: ReadonlySet<string>;
  negatingElisions: ReadonlySet<string>;
  stopWords: ReadonlySet<string>;
  negations: ReadonlySet<string>;
  notNegating: ReadonlySet<string>;
  /** Stems of the single comparative words, to their direction. */
  directionStems: ReadonlyMap<string, Direction>;
  /** Phrases as word arrays, longest first, with their direction. */
  directionPhrases: ReadonlyArray<{ words: readonly string[]; direction: Direction }>;
  comparativeLinkers: ReadonlySet<string>;
  /** Antonyms by stem, both ways. */
  antonyms: ReadonlyMap<string, ReadonlySet<string>>;
  numberWords: ReadonlyMap<string, number>;
  /** The longest number phrase in words ("quatre vingt dix neuf": 4). */
  longestNumberPhrase: number;
  percentWords: ReadonlySet<string>;
  currencyWords: ReadonlySet<string>;
  months: ReadonlyMap<string, number>;
  monthAbbreviations: ReadonlyMap<string, number>;
  dateLinkers: ReadonlySet<string>;
}
