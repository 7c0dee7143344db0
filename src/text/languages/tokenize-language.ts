/**
 * `tokenize` for a language module: the same `Token`s as the English path, read with the
 * language's rules — elisions split off (l'été → l' + été, dell'anno → dell' + anno), numbers with
 * a decimal comma and a thousands dot or space (1.500,50 and 1 500,50 are 1500.5), number words
 * and phrases as numbers (fünfundzwanzig, treinta y cinco, quatre-vingt-dix), month names as the
 * month (its English name, so a date reads the same in every language), the Snowball stem, the
 * language's stop words and negation cues, and its "not only" and "at most" idioms un-negated.
 */

import { asciiWordEnd, nextTokenStart } from '../next-token-start.js';
import { stemWord } from '../stem-word.js';
import { wordToken as cachedWordToken, type Token } from '../token.js';
import { comparativesOf, isNoLonger } from './language-direction.js';
import type { LanguageModule } from './language-module.js';

const TOKEN =
  /\d{1,3}(?:[\u00a0\u202f]\d{3})+(?:,\d+)?(?!\d)|\d+(?:[.,]\d+)*|[\p{L}\p{M}]+(?:['\u2019][\p{L}\p{M}]+)*|[\p{N}]+/gu;
/** French also groups thousands with a plain space: "1 500,50 €". */
const FRENCH_TOKEN =
  /\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:,\d+)?(?!\d)|\d+(?:[.,]\d+)*|[\p{L}\p{M}]+(?:['\u2019][\p{L}\p{M}]+)*|[\p{N}]+/gu;
/** TOKEN and FRENCH_TOKEN at one position (sticky): asked only for where a token ends. */
const TOKEN_AT = new RegExp(TOKEN.source, 'uy');
const FRENCH_TOKEN_AT = new RegExp(FRENCH_TOKEN.source, 'uy');
const ENGLISH_MONTHS =
  'january february march april may june july august september october november december'.split(' ');
/** How far after "ne" its partner ("pas", "jamais", "plus") may come. */
const PARTNER_REACH = 4;

/** The value of a number as the language writes it; `null` for a version or a code (1.2.3). */
function numberValue(raw: string, language: LanguageModule): number | null {
  const compact = raw.replace(/[\u00a0\u202f ]/g, '');
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(compact)) return Number(compact.replace(/\./g, '').replace(',', '.'));
  if (/^\d+(,\d+)?$/.test(compact)) return Number(compact.replace(',', '.'));
  // An English-style decimal in a German text ("1.5") is still a decimal; a thousands comma is not used.
  if (/^\d+\.\d{1,2}$/.test(compact)) return Number(compact);
  if (language.code !== 'de' && /^\d{1,3}(,\d{3})+(\.\d+)?$/.test(compact)) return null;
  return null;
}

function makeToken(raw: string, lower: string, start: number, fields: Partial<Token>): Token {
  const first = raw[0] ?? '';
  // Object.assign, not a literal that ends in a spread: a slow path on Node 20, once per number.
  return Object.assign(
    {
      text: raw,
      lower,
      stem: lower,
      start,
      end: start + raw.length,
      isNumber: false,
      isCapitalized: first !== first.toLowerCase(),
      isContent: false,
      isNegation: false,
    },
    fields,
  );
}

/** What `wordToken` reads from a word as written: all of it but where the word stands. */
interface ReadWord {
  /** The word as written: the cache's own key, which every token of the word shares. */
  text: string;
  lower: string;
  /** The month the word names, written out ("März"). */
  month: number | undefined;
  /** The month the word abbreviates ("Jan"), which it is only before a period. */
  abbreviation: number | undefined;
  /** The word's stem, when it names no month (`month` undefined); else unused. */
  stem: string;
  isNegation: boolean;
  isCapitalized: boolean;
  isContent: boolean;
}

/**
 * Per language module, the words read before, by the word as written: every check tokenises its
 * chunks afresh and their words repeat, so one look-up replaces lower-casing, the month, negation
 * and stop-word tables and the stem cache. Safe because an entry is a pure function of the word
 * and the module; bounded like the module's stem cache (a new word past the limit is read without
 * being kept), and keyed by the module, so it lives as long as the module does.
 */
const readWords = new WeakMap<LanguageModule, Map<string, ReadWord>>();
const READ_WORD_LIMIT = 100_000;

function wordsReadIn(language: LanguageModule): Map<string, ReadWord> {
  let cache = readWords.get(language);
  if (!cache) {
    cache = new Map();
    readWords.set(language, cache);
  }
  return cache;
}

/** `cache`: `wordsReadIn(language)`, looked up once per text, not once per word. */
function readWord(raw: string, language: LanguageModule, cache: Map<string, ReadWord>): ReadWord {
  let word = cache.get(raw);
  if (word === undefined) {
    const lowered = raw.toLowerCase();
    // Most words have no typographic apostrophe: skip the replace.
    const lower = lowered.includes('\u2019') ? lowered.replace(/\u2019/g, "'") : lowered;
    const month = language.months.get(lower);
    const isNegation = language.negations.has(lower) || language.negatingElisions.has(lower);
    const first = raw[0] ?? '';
    word = {
      text: raw,
      lower,
      month,
      abbreviation: language.monthAbbreviations.get(lower),
      stem: month === undefined ? language.stem(lower) : '',
      isNegation,
      isCapitalized: first !== first.toLowerCase(),
      isContent:
        !isNegation && !language.stopWords.has(lower) && !language.elisions.has(lower) && lower.length > 1,
    };
    if (cache.size < READ_WORD_LIMIT) cache.set(raw, word);
  }
  return word;
}

function wordToken(
  raw: string,
  start: number,
  text: string,
  offset: number,
  language: LanguageModule,
  cache: Map<string, ReadWord>,
): Token {
  const word = readWord(raw, language, cache);
  const month = word.month ?? (text[start - offset + raw.length] === '.' ? word.abbreviation : undefined);
  if (month !== undefined) {
    const english = ENGLISH_MONTHS[month - 1]!;
    return makeToken(raw, english, start, { stem: stemWord(english), isContent: true });
  }
  // Not through makeToken's spread: one object per chunk word, and the spread's temporary object
  // was a measurable share of the garbage a German check makes.
  return cachedWordToken(word, start, raw.length, word.isContent);
}

/** Splits an elided article or preposition off its word: "dell'anno" → ["dell'", "anno"]. */
function splitElision(raw: string, language: LanguageModule): [string, string] | null {
  if (language.elisions.size === 0) return null;
  const apostrophe = raw.search(/['\u2019]/);
  if (apostrophe <= 0) return null;
  const prefix = raw
    .slice(0, apostrophe + 1)
    .toLowerCase()
    .replace(/\u2019/g, "'");
  return language.elisions.has(prefix) ? [raw.slice(0, apostrophe + 1), raw.slice(apostrophe + 1)] : null;
}

/**
 * Per language module, the first word of each of its number words and phrases (`numberWords`'s
 * keys are words joined by one space): a phrase read from a word no key starts with matches no
 * key. Keyed by the module, so it lives as long as the module does (one per language).
 */
const numberStarts = new WeakMap<LanguageModule, ReadonlySet<string>>();

function numberStartsOf(language: LanguageModule): ReadonlySet<string> {
  let starts = numberStarts.get(language);
  if (!starts) {
    starts = new Set([...language.numberWords.keys()].map((phrase) => phrase.split(' ')[0]!));
    numberStarts.set(language, starts);
  }
  return starts;
}

/** Joins number words written as a phrase ("treinta y cinco", "quatre-vingt-dix") into one number token. */
function joinNumberPhrases(tokens: Token[], text: string, offset: number, language: LanguageModule): Token[] {
  const joined: Token[] = [];
  const starts = numberStartsOf(language);
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    let match: { length: number; value: number } | null = null;
    const previous = tokens[index - 1];
    // A word no number word or phrase starts with starts none: most words are passed by at once.
    const mayStart = !token.isNumber && starts.has(token.lower);
    // "per cento", "pour cent", "por ciento": a percent sign in words, not the number 100.
    const inPercent =
      mayStart && previous !== undefined && language.percentWords.has(`${previous.lower} ${token.lower}`);
    if (mayStart && !inPercent) {
      let phrase = '';
      for (
        let length = 1;
        length <= language.longestNumberPhrase && index + length <= tokens.length;
        length += 1
      ) {
        const next = tokens[index + length - 1]!;
        if (length > 1) {
          const gap = text.slice(tokens[index + length - 2]!.end - offset, next.start - offset);
          if (!/^[\s\-\u00a0]+$/.test(gap)) break;
        }
        phrase = length === 1 ? next.lower : `${phrase} ${next.lower}`;
        const value = language.numberWords.get(phrase);
        if (value !== undefined) match = { length, value };
      }
    }
    if (!match) {
      joined.push(token);
      continue;
    }
    const last = tokens[index + match.length - 1]!;
    const raw = text.slice(token.start - offset, last.end - offset);
    joined.push(
      makeToken(raw, raw.toLowerCase(), token.start, {
        stem: String(match.value),
        end: last.end,
        isNumber: true,
        isCapitalized: false,
        isContent: true,
      }),
    );
    index += match.length - 1;
  }
  return joined;
}

/** Negation cues that negate nothing here: "ne" with no partner, "nicht nur", the "no" of "no más de". */
function settleNegations(tokens: Token[], language: LanguageModule): void {
  const partner = language.data.negationNeedsPartner;
  // Indexed loops, not forEach with a closure: this runs on every token of every chunk.
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    if (!token.isNegation) continue;
    const next = tokens[index + 1];
    if (next && language.notNegating.has(`${token.lower} ${next.lower}`)) token.isNegation = false;
    if (partner?.word.includes(token.lower)) {
      const partnerAt = tokens
        .slice(index + 1, index + 1 + PARTNER_REACH)
        .findIndex((candidate) => partner.partners.includes(candidate.lower));
      if (partnerAt < 0) token.isNegation = false;
      else {
        const found = tokens[index + 1 + partnerAt]!;
        // "ne … pas" is one negation, not two (the comparison counts negations by parity): the
        // partner carries it when it is a negation word itself; "ne … plus" and "ne … personne" keep "ne".
        if (language.negations.has(found.lower)) token.isNegation = false;
        // "ne … plus" is "no longer": its "plus" is part of the negation, not "more".
        if (
          found.lower === 'plus' &&
          !language.comparativeLinkers.has(tokens[index + 2 + partnerAt]?.lower ?? '')
        )
          found.isContent = false;
      }
    }
  }
  for (const comparative of comparativesOf(tokens, language)) {
    if (comparative.negationAt !== null) tokens[comparative.negationAt]!.isNegation = false;
  }
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    if (!token.isNegation && language.negations.has(token.lower)) token.isContent = false;
    if (isNoLonger(tokens, index, language)) token.isContent = false;
  }
}

/**
 * Tokens of `text` in `language`; `offset` is added to every start and end.
 * @example tokenizeLanguage("L'été dernier, 1.500,50 €.", 0, french).map((token) => token.stem) // ["l'", 'été', 'dernier', '1500.5']
 */
export function tokenizeLanguage(text: string, offset: number, language: LanguageModule): Token[] {
  const tokens: Token[] = [];
  const pattern = language.code === 'fr' ? FRENCH_TOKEN_AT : TOKEN_AT;
  const words = wordsReadIn(language);
  for (let from = nextTokenStart(text, 0); from >= 0; ) {
    // The pattern's global search matches at every token start (`next-token-start.ts`): the start
    // is found by a scan, the pattern read only for the end — and not at all for a word of ASCII
    // letters that an ASCII character ends.
    let to = asciiWordEnd(text, from);
    if (to < 0) {
      pattern.lastIndex = from;
      pattern.test(text);
      to = pattern.lastIndex;
    }
    const raw = text.slice(from, to);
    const start = from + offset;
    from = nextTokenStart(text, to);
    const code = raw.charCodeAt(0);
    if (code >= 48 && code <= 57) {
      const value = numberValue(raw, language);
      tokens.push(
        makeToken(raw, raw, start, {
          stem: value === null ? raw : String(value),
          isNumber: true,
          isContent: true,
        }),
      );
      continue;
    }
    const elided = splitElision(raw, language);
    if (elided) {
      tokens.push(wordToken(elided[0], start, text, offset, language, words));
      if (elided[1] !== '')
        tokens.push(wordToken(elided[1], start + elided[0].length, text, offset, language, words));
      continue;
    }
    tokens.push(wordToken(raw, start, text, offset, language, words));
  }
  const joined = joinNumberPhrases(tokens, text, offset, language);
  settleNegations(joined, language);
  return joined;
}
