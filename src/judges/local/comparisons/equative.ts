/**
 * A comparison said with "as … as" rather than "than": "The basic jug is not as large as the
 * Family model" (the basic one is the smaller), "Loose carrots cost twice as much per kilo as the
 * pre-packed ones" (the loose ones the dearer), "holds only a third as many books as" (fewer). A
 * plain "as large as" says the two are alike and is no comparison here; a negation or a multiple
 * before it points it one way.
 */
import type { Token } from '../../../text/tokenize.js';
import { DOWN_WORDS, UP_WORDS } from '../lexicon/english/slot-words.js';

/** An equative read as the comparative it amounts to. */
export interface Equative {
  /** The adjective or adverb between the two "as" ("large", "many"). */
  word: Token;
  /** The comparative of the word's own scale ("larger", "more"), which `up` is read against. */
  scale: string;
  /** Whether the first term's value is the larger one. */
  up: boolean;
  first: Token[];
  second: Token[];
  /** The words as written, for the reasoning: "not as large as", "twice as much as". */
  phrase: string;
  /** The second "as", which closes what the two terms are compared on. */
  closing: Token;
  /** The negation the equative turns ("not as large as"), which negates nothing else. */
  negation: Token | null;
  /** The multiple it states: 2 for "twice as much", ⅓ for "a third as many". */
  factor?: number;
  /** The words that state the multiple ("three times"), found where the values bear it out. */
  factorWords?: Token[];
}

/**
 * A letter of a model name, which goes on with the term it is part of: "the Model K2", "the Orca
 * X1" are read "K" and "2", "X" and "1", the letter no content word.
 */
export function modelLetter(token: Token): boolean {
  return /^[A-Z]$/u.test(token.text);
}

/** Comparatives not formed by "-er". */
const IRREGULAR: ReadonlyMap<string, string> = new Map([
  ['much', 'more'],
  ['many', 'more'],
  ['little', 'less'],
  ['few', 'fewer'],
  ['far', 'farther'],
  ['good', 'better'],
  ['well', 'better'],
  ['bad', 'worse'],
  ['badly', 'worse'],
  ['quickly', 'faster'],
  ['slowly', 'slower'],
  ['often', 'more'],
]);

/** Multiples and fractions by their factor: "twice as much", "a third as long". */
const FACTORS: ReadonlyMap<string, number> = new Map([
  ['twice', 2],
  ['thrice', 3],
  ['double', 2],
  ['triple', 3],
  ['half', 1 / 2],
  ['third', 1 / 3],
  ['quarter', 1 / 4],
  ['fifth', 1 / 5],
  ['tenth', 1 / 10],
]);

/** Numbers in words before "times" ("three times as long"). */
const COUNTS: ReadonlyMap<string, number> = new Map(
  'one two three four five six seven eight nine ten'.split(' ').map((word, index) => [word, index + 1]),
);

/** Words that make "half" a part of something: "the second half as …", "each half". */
const PARTS_BEFORE: ReadonlySet<string> = new Set(
  'the first second last each every this that other'.split(' '),
);

/**
 * The factor a multiple before "as" says: "twice" 2, "half" ½, "a third" ⅓, "three times" 3; null
 * where the word before is none ("in the second half as …", "at busy times as …").
 */
function factorBefore(claim: readonly Token[], at: number): number | null {
  const [previous, counter] = [claim[at - 1]!, claim[at - 2]];
  const count = counter?.isNumber
    ? Number(counter.lower.replace(/,/gu, ''))
    : COUNTS.get(counter?.lower ?? '');
  if (previous.lower === 'times') return count && count > 1 ? count : null;
  const factor = FACTORS.get(previous.lower);
  if (!factor) return null;
  if (factor >= 1) return factor;
  // "half as long", "a third as many"; not "the second half", "each quarter".
  const article = counter?.lower === 'a' || counter?.lower === 'one';
  if (previous.lower !== 'half') return article ? factor : null;
  return PARTS_BEFORE.has(counter?.lower ?? '') ? null : factor;
}

/** The comparative of a word on a scale of {@link UP_WORDS} or {@link DOWN_WORDS}, else "more". */
export function comparativeOf(word: string): string {
  const irregular = IRREGULAR.get(word);
  if (irregular) return irregular;
  const last = word.at(-1) ?? '';
  const candidates = [
    `${word}er`,
    `${word}r`,
    `${word}${last}er`,
    word.endsWith('y') ? `${word.slice(0, -1)}ier` : '',
  ];
  // A word of no known scale ("expensive", "reliable") is compared as "more expensive".
  return candidates.find((form) => UP_WORDS.has(form) || DOWN_WORDS.has(form)) ?? 'more';
}

/** Words that open a verb's clause, which no compared thing holds ("as long as the warranty is valid"). */
const CLAUSE_OPENERS: ReadonlySet<string> = new Set(
  'is are was were be been has have had do does did will would can could should may might must that which who because if when while since'.split(
    ' ',
  ),
);

/** Prepositions after a repeated noun that introduce the second term ("patients at the Royal Infirmary"). */
const SECOND_TERM_PREPOSITIONS: ReadonlySet<string> = new Set(['at', 'in', 'of', 'from', 'on']);

/**
 * The claim's equative under a negation or a multiple, or null.
 * @example readEquative(tokenize('The basic jug is not as large as the Family model.')) // up: false
 */
export function readEquative(claim: readonly Token[]): Equative | null {
  for (let at = 0; at < claim.length; at += 1) {
    const token = claim[at]!;
    if (token.lower !== 'as' || at === 0) continue;
    const word = claim[at + 1];
    if (!word || word.isNumber || !/^[a-z]+$/u.test(word.lower)) continue;
    // The second "as" within five words ("as many points per pound as"), or within eleven where
    // only the compared thing's words stand between ("as long on average for a hip replacement
    // as", "as many days of snow cover in the winter of 2023–24 as"): no verb or clause opens there.
    const closingAt = claim.findIndex(
      (other, index) =>
        index > at + 1 &&
        index <= at + 12 &&
        other.lower === 'as' &&
        (index <= at + 6 ||
          claim.slice(at + 2, index).every((between) => !CLAUSE_OPENERS.has(between.lower))),
    );
    if (closingAt < 0) continue;
    // The verb's negation, a few words back: "cannot print black-and-white pages as fast as".
    const before = claim.slice(Math.max(0, at - 6), at);
    const negation = before.find((other) => other.isNegation) ?? null;
    const previous = claim[at - 1]!;
    const factor = factorBefore(claim, at);
    if (!negation && !factor) continue;
    const scale = comparativeOf(word.lower);
    const larger = UP_WORDS.has(scale) || !DOWN_WORDS.has(scale);
    // "not as large as": the smaller; "twice as large as": the larger; "half as large as": the smaller.
    const up = negation || (factor !== null && factor < 1) ? !larger : larger;
    const after = claim.slice(closingAt + 1);
    if (after[0]?.isNumber) return null; // "as many as 40": a bound, not a second term
    let second: Token[] = [];
    for (const [index, other] of after.entries()) {
      if (other.isContent) second.push(other);
      else if (second.length > 0 && !modelLetter(other)) {
        // "as patients at the Royal Infirmary", "as those in Leeds": the first term's own noun
        // again, the term itself after the preposition.
        const own = new Set(claim.slice(0, at).map((earlier) => earlier.stem));
        if (!SECOND_TERM_PREPOSITIONS.has(other.lower) || !second.every((word) => own.has(word.stem))) break;
        second = [];
        for (const later of after.slice(index + 1)) {
          if (later.isContent) second.push(later);
          else if (second.length > 0 && !modelLetter(later)) break;
        }
        break;
      }
    }
    const secondStems = new Set(second.map((other) => other.stem));
    // Not the equative's own words: its negation, its multiple ("three times").
    const skipped = new Set([word, negation, factor ? previous : null, factor ? claim[at - 2] : null]);
    const first = claim
      .slice(0, at)
      .filter((other) => !skipped.has(other) && other.isContent && !secondStems.has(other.stem));
    if (first.length === 0 || second.length === 0) return null;
    const counted = previous.lower === 'times' || claim[at - 2]?.lower === 'a';
    const opening = negation ?? (counted ? (claim[at - 2] ?? previous) : previous);
    const phrase = claim
      .slice(claim.indexOf(opening), closingAt + 1)
      .map((other) => other.text)
      .join(' ');
    return {
      word,
      scale,
      up,
      first,
      second,
      phrase,
      closing: claim[closingAt]!,
      negation,
      ...(factor && !negation
        ? { factor, factorWords: claim.slice(claim.indexOf(opening), at).filter((other) => other.isContent) }
        : {}),
    };
  }
  return null;
}
