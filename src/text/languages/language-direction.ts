/**
 * Comparatives and quantity words in a language module's terms: "mehr als", "al menos", "au plus",
 * "non più di". A phrase is matched on its words before its single words ("al menos" points up
 * although "menos" points down); a negation just before a comparative that takes its linker flips
 * it ("nicht mehr als" is at most); without the linker it is "no longer" and points nowhere.
 */
import type { Token } from '../token.js';
import type { Direction, LanguageModule } from './language-module.js';

/** The first word pointing up and the first pointing down, as the English comparison reports them. */
export interface Directions {
  up: Token | undefined;
  down: Token | undefined;
}

/** How far before a comparative a negation still governs it ("no cuesta más de"). */
const NEGATION_REACH = 2;

/** Whether the word at `index` is governed by a negation word shortly before it. */
function negatedAt(tokens: readonly Token[], index: number, language: LanguageModule): boolean {
  for (let at = Math.max(0, index - NEGATION_REACH); at < index; at += 1) {
    const word = tokens[at]!.lower;
    if (language.negations.has(word) || language.negatingElisions.has(word)) return true;
  }
  return false;
}

/** The comparative at `index` takes its linker ("mehr als", "más de", "plus de", "più di"). */
function takesLinker(tokens: readonly Token[], index: number, language: LanguageModule): boolean {
  const next = tokens[index + 1];
  return next !== undefined && language.comparativeLinkers.has(next.lower);
}

/**
 * Per language module, the first word of each direction phrase, or null when a phrase has no word
 * (it would match anywhere): a phrase can match only where the sentence has its first word, so
 * most words need not try every phrase. Keyed by the module, so it lives as long as the module does.
 */
const phraseStarts = new WeakMap<LanguageModule, ReadonlySet<string> | null>();

function phraseStartsOf(language: LanguageModule): ReadonlySet<string> | null {
  let starts = phraseStarts.get(language);
  if (starts === undefined) {
    const phrases = language.directionPhrases;
    starts = phrases.every((phrase) => phrase.words.length > 0)
      ? new Set(phrases.map((phrase) => phrase.words[0]!))
      : null;
    phraseStarts.set(language, starts);
  }
  return starts;
}

function phraseAt(
  tokens: readonly Token[],
  index: number,
  language: LanguageModule,
  starts: ReadonlySet<string> | null,
) {
  if (starts && !starts.has(tokens[index]!.lower)) return undefined;
  for (const phrase of language.directionPhrases) {
    if (phrase.words.every((word, offset) => tokens[index + offset]?.lower === word)) return phrase;
  }
  return undefined;
}

/** Every comparative of a sentence, with the direction it points and how many tokens it spans. */
export function comparativesOf(
  tokens: readonly Token[],
  language: LanguageModule,
): Array<{ index: number; length: number; direction: Direction; negationAt: number | null }> {
  const found: Array<{ index: number; length: number; direction: Direction; negationAt: number | null }> = [];
  // Looked up once per sentence, not once per token.
  const starts = phraseStartsOf(language);
  for (let index = 0; index < tokens.length; index += 1) {
    const phrase = phraseAt(tokens, index, language, starts);
    if (phrase) {
      const negationAt = language.negations.has(phrase.words[0]!) ? index : null;
      found.push({ index, length: phrase.words.length, direction: phrase.direction, negationAt });
      index += phrase.words.length - 1;
      continue;
    }
    const direction = language.directionStems.get(tokens[index]!.stem);
    if (!direction) continue;
    if (negatedAt(tokens, index, language)) {
      // "nicht mehr als 30" is at most 30; "nicht mehr verfügbar" is no longer available.
      if (!takesLinker(tokens, index, language)) continue;
      let negationAt = index - 1;
      while (negationAt > index - 1 - NEGATION_REACH && !language.negations.has(tokens[negationAt]!.lower))
        negationAt -= 1;
      found.push({ index, length: 1, direction: direction === 'up' ? 'down' : 'up', negationAt });
      continue;
    }
    found.push({ index, length: 1, direction, negationAt: null });
  }
  return found;
}

/**
 * @example directionsOf(tokenize('Die Lieferung dauert weniger als zwei Wochen.', 0, german), german).down?.text // 'weniger'
 */
export function directionsOf(tokens: readonly Token[], language: LanguageModule): Directions {
  let up: Token | undefined;
  let down: Token | undefined;
  for (const comparative of comparativesOf(tokens, language)) {
    const token = tokens[comparative.index]!;
    if (comparative.direction === 'up') up ??= token;
    else down ??= token;
  }
  return { up, down };
}

/** Whether the word at `index` is "more" in a "no longer" ("nicht mehr", "ne … plus", "non … più"). */
export function isNoLonger(tokens: readonly Token[], index: number, language: LanguageModule): boolean {
  return (
    language.directionStems.has(tokens[index]!.stem) &&
    negatedAt(tokens, index, language) &&
    !takesLinker(tokens, index, language)
  );
}
