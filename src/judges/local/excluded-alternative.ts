/**
 * A negated claim about something the sentence's "only" leaves out: "The Pennine Express doesn't
 * stop at Wilmslow" against "the train calls only at Huddersfield, Manchester Piccadilly and
 * Stockport", "The Pixelo 5 cannot record 4K video at 60 frames per second" against "… can record
 * 4K video only at 30 frames per second", "The Tidewatch app is not available for Android" against
 * "… available for iOS only". The sentence admits some items of a kind and no other; the claim
 * denies another item of that kind, which the sentence bears out. Read as a flip (the claim's
 * "not" against a sentence without one), as a swapped name or number, or as missing words, each
 * of these was judged wrong.
 *
 * Only names, numbers and dates are read as the items: two common nouns ("cash only" against "does
 * not take card payments") may or may not be alternatives, which word overlap cannot tell.
 */
import type { Token } from '../../text/tokenize.js';
import { monthOf, weekdayOf } from './comparisons/outside-schedule.js';
import type { ClaimAlignment, SentenceMatch } from './evidence/align-claim.js';
import type { IndexedSentence } from './evidence/indexed-sentence.js';

export interface ExcludedAlternative {
  match: SentenceMatch;
  /** The claim's items the sentence leaves out ("Wilmslow"). */
  claimItems: string;
  /** The stems of those items, left out of the coverage the caller asks of the rest. */
  stems: ReadonlySet<string>;
  /** What the sentence's "only" admits ("Huddersfield, Manchester Piccadilly and Stockport"). */
  admitted: string;
  /** The sentence's word of exclusivity ("only"). */
  cue: string;
  /** The claim's negation. */
  negation: Token;
  /**
   * A sentence of the context that names the denied item, quoted beside the one with "only": a
   * denied number is in no quote of the sentence by nature, and the evidence check asks for one.
   */
  statedIn: IndexedSentence | null;
  /**
   * The share of the claim's other words the sentence has, or a selected sentence before it in its
   * chunk (the one that names what "the train" is), or, for names and numbers, any selected one.
   */
  coverage: number;
}

const EXCLUSIVE: ReadonlySet<string> = new Set(['only', 'exclusively', 'solely']);
/** After these "only" limits an amount ("only 2 of the 15", "only once"), not the items admitted. */
const AMOUNT_AFTER: ReadonlySet<string> = new Set([
  'a',
  'an',
  'one',
  'once',
  'twice',
  'few',
  'about',
  'around',
  'half',
  'slightly',
  'just',
  'partly',
  'partially',
]);
/** Before these "only" is no limit ("not only", "if only"). */
const NOT_LIMITING_BEFORE: ReadonlySet<string> = new Set(['not', 'if']);
/** Words that open the phrase an "only" after it closes ("available for iOS only"), or its verb's. */
const PHRASE_OPENERS: ReadonlySet<string> = new Set([
  'is',
  'are',
  'was',
  'were',
  'be',
  'been',
  'a',
  'an',
  'the',
  'by',
  'for',
  'to',
  'with',
  'at',
  'in',
  'on',
  'from',
  'through',
  'via',
  'during',
]);
/** A postposed "only" closes its phrase: punctuation or one of these follows it. */
const AFTER_POSTPOSED: ReadonlySet<string> = new Set(['and', 'but', 'or', 'so', 'while', 'whereas']);
/**
 * Tokens after the claim's negation an item may stand ("cannot record 4K video at 60 frames", "can't
 * wear jeans to the office on a Tuesday"), or before it in its subject ("Pupils in Years 7 to 9 are
 * not set homework").
 */
const REACH = 10;
const CLAUSE_BREAK = /[;:,()–—]/u;
const RELATIVES: ReadonlySet<string> = new Set(['who', 'whom', 'whose', 'which', 'that', 'where', 'because']);
/** Items the scope may list at most. */
const MAX_SCOPE = 8;

type ItemKind = 'name' | 'number';

/** A name (capitalised, not the text's first word) or a number, a month or a weekday. */
function itemKind(token: Token, index: number): ItemKind | null {
  if (token.isNumber || monthOf(token) !== null || weekdayOf(token) !== null) return 'number';
  // "iOS", "macOS", "eBay": a capital inside the word names too.
  if ((token.isCapitalized || /\p{Lu}/u.test(token.text)) && index > 0 && token.isContent) return 'name';
  return null;
}

function gap(source: string, left: Token, right: Token): string {
  return source.slice(left.end, right.start);
}

/** The indexes of the tokens the sentence's "only" at `at` admits, or null when it limits no items. */
export function admittedBy(tokens: readonly Token[], source: string, at: number): number[] | null {
  const previous = tokens[at - 1];
  const next = tokens[at + 1];
  if (previous && NOT_LIMITING_BEFORE.has(previous.lower)) return null;
  const postposed =
    next === undefined ||
    CLAUSE_BREAK.test(gap(source, tokens[at]!, next)) ||
    /[.!?]/u.test(gap(source, tokens[at]!, next)) ||
    AFTER_POSTPOSED.has(next.lower);
  const scope: number[] = [];
  if (postposed) {
    // Back from "only" to the word that opens its phrase: "for iOS only", "Years 10 and 11 only".
    // Over a parenthesis inside the phrase: "for Linux (x86_64 and arm64) and macOS only".
    let next = at;
    for (let index = at - 1; index >= 0 && scope.length < MAX_SCOPE; index -= 1) {
      const token = tokens[index]!;
      if (PHRASE_OPENERS.has(token.lower)) break;
      const between = gap(source, token, tokens[next]!);
      if (between.includes(')')) {
        const opening = tokens.findLastIndex(
          (other, before) => before <= index && source.slice(0, other.start).trimEnd().endsWith('('),
        );
        if (opening <= 0 || PHRASE_OPENERS.has(tokens[opening - 1]!.lower)) break;
        index = opening - 1;
        scope.unshift(index);
        next = index;
        continue;
      }
      if (CLAUSE_BREAK.test(between)) break;
      scope.unshift(index);
      next = index;
    }
  } else {
    if (AMOUNT_AFTER.has(next.lower) || next.isNumber) return null;
    // On from "only" to the clause's end; a list goes on over its commas ("only at Huddersfield,
    // Manchester Piccadilly and Stockport").
    for (let index = at + 1; index < tokens.length && scope.length < MAX_SCOPE; index += 1) {
      const token = tokens[index]!;
      const between = gap(source, tokens[index - 1]!, token);
      if (/[;:()–—.!?]/u.test(between)) break;
      if (between.includes(',') && !(token.isCapitalized || token.isNumber)) break;
      scope.push(index);
    }
  }
  return scope.some((index) => tokens[index]!.isContent || tokens[index]!.isNumber) ? scope : null;
}

/** Words that deny what follows them as a "not" does ("incompatible with", "lacks"). */
const DENYING_WORDS: ReadonlySet<string> = new Set([
  'incompatible',
  'ineligible',
  'unable',
  'unavailable',
  'unsuitable',
  'lacks',
  'lack',
  'lacked',
  'lacking',
]);

/** The claim's negation (one, free-standing), or null. */
function claimNegation(tokens: readonly Token[], source: string): Token | null {
  const cues = tokens.filter(
    (token) => (token.isNegation && source[token.end] !== '-') || DENYING_WORDS.has(token.lower),
  );
  return cues.length === 1 ? cues[0]! : null;
}

/**
 * Whether the claim's negation governs the token at `index`: in its clause, within reach, after it
 * or before it in the clause's subject.
 */
function governed(tokens: readonly Token[], source: string, negationIndex: number, index: number): boolean {
  if (index === negationIndex || Math.abs(index - negationIndex) > REACH) return false;
  const [from, to] = index < negationIndex ? [index, negationIndex] : [negationIndex, index];
  if (CLAUSE_BREAK.test(source.slice(tokens[from]!.end, tokens[to]!.start))) return false;
  for (let at = from + 1; at < to; at += 1) if (RELATIVES.has(tokens[at]!.lower)) return false;
  return true;
}

/** Words that join the two ends of a range ("from 1 April to 31 October"), not a list's "and". */
const RANGE_WORDS: ReadonlySet<string> = new Set(['to', 'until', 'till', 'through']);

/** A token's scale for a range test (a month, a year, another number) and its place on it. */
function rankOf(token: Token): { scale: string; value: number } | null {
  const month = monthOf(token);
  if (month !== null) return { scale: 'month', value: month };
  const value = Number(token.text.replace(/,/gu, ''));
  if (!token.isNumber || !Number.isFinite(value)) return null;
  return { scale: /^\d{4}$/u.test(token.text) ? 'year' : 'number', value };
}

/**
 * Whether the claim's item lies inside a range the sentence's "only" admits ("from April to
 * October" holds June, "Years 7 to 11" holds 9): two ends of the item's scale with a word of range
 * between them, and no other of the scale. There the sentence admits the item, and its denial is
 * no exclusion.
 */
function insideRange(item: Token, tokens: readonly Token[], scope: readonly number[]): boolean {
  const own = rankOf(item);
  if (own === null) return false;
  const ends = scope.filter((index) => rankOf(tokens[index]!)?.scale === own.scale);
  return ends.slice(1).some((to, at) => {
    const from = ends[at]!;
    const joined = tokens.slice(from + 1, to).some((token) => RANGE_WORDS.has(token.lower));
    const [low, high] = [rankOf(tokens[from]!)!.value, rankOf(tokens[to]!)!.value];
    return joined && own.value > Math.min(low, high) && own.value < Math.max(low, high);
  });
}

/** First words of a sentence that refers back to the one before it ("It", "The train"). */
const REFERRING: ReadonlySet<string> = new Set(['it', 'its', 'they', 'their', 'this', 'these', 'the']);

/**
 * The share of the claim's words, but the denied items', found in `match`, in the sentence before
 * it in its chunk where `match` refers back to it ("It works only with …"), or (names and numbers)
 * in any selected sentence.
 */
function restCoverage(
  alignment: ClaimAlignment,
  match: SentenceMatch,
  items: ReadonlySet<string>,
  named: (word: ClaimAlignment['words'][number]) => boolean,
): number {
  const sentence = match.sentence;
  const refers = REFERRING.has(sentence.tokens[0]?.lower ?? '');
  const before = alignment.selected.filter(
    (other) =>
      refers && other.sentence.chunkIndex === sentence.chunkIndex && other.sentence.id === sentence.id - 1,
  );
  let total = 0;
  let found = 0;
  alignment.words.forEach((word, index) => {
    if (items.has(word.stem)) return;
    total += 1;
    if (
      match.kinds[index] ||
      before.some((other) => other.kinds[index]) ||
      (named(word) && alignment.selected.some((other) => other.kinds[index]))
    )
      found += 1;
  });
  return total > 0 ? found / total : 0;
}

/**
 * @example excludedAlternative({ tokens, claimText, alignment, sentences, matchOf }) // { claimItems: 'Wilmslow', admitted: 'Huddersfield, …', cue: 'only', … }
 */
export function excludedAlternative(options: {
  tokens: readonly Token[];
  claimText: string;
  alignment: ClaimAlignment;
  /** The context's sentences, by id: the sentence after a selected one is read too. */
  sentences: readonly IndexedSentence[];
  /** How the claim aligns with a sentence that is not selected. */
  matchOf: (sentence: IndexedSentence) => SentenceMatch;
}): ExcludedAlternative | null {
  const { tokens, claimText, alignment, sentences } = options;
  const negation = claimNegation(tokens, claimText);
  if (!negation) return null;
  const negationIndex = tokens.indexOf(negation);
  const claimStems = new Set(tokens.map((token) => token.stem));
  const firstWord = tokens[0]?.text;
  const named = (word: ClaimAlignment['words'][number]) =>
    word.isNumeric || (word.text !== firstWord && /^\p{Lu}/u.test(word.text));
  // Each selected sentence, and the one after it in its chunk ("Between those two cities, the
  // train calls only at …" after the sentence that names the train).
  const candidates = alignment.selected.map((match) => match.sentence);
  for (const match of alignment.selected) {
    const next = sentences[match.sentence.id + 1];
    if (next && next.chunkIndex === match.sentence.chunkIndex && !candidates.includes(next))
      candidates.push(next);
  }
  for (const sentence of candidates) {
    // A sentence with its own negation says what it excludes in words of its own.
    if (sentence.tokens.some((token) => token.isNegation)) continue;
    const at = sentence.tokens.findIndex((token) => EXCLUSIVE.has(token.lower));
    if (at < 0) continue;
    const scope = admittedBy(sentence.tokens, sentence.source, at);
    if (!scope) continue;
    for (const kind of ['name', 'number'] as const) {
      const ofKind = (token: Token, index: number) => itemKind(token, index) === kind;
      const admitted = scope.filter((index) => ofKind(sentence.tokens[index]!, index));
      // The claim names every item admitted: it denies what the sentence admits, a flip.
      if (admitted.length === 0 || admitted.every((index) => claimStems.has(sentence.tokens[index]!.stem)))
        continue;
      // Items of the kind outside what "only" admits, which the claim does not name ("runs at 11am
      // and 2pm from April to October, and at 11am only from November to March"): "only" limits
      // one part of the sentence, not every item of the kind.
      if (
        sentence.tokens.some(
          (token, index) => !scope.includes(index) && ofKind(token, index) && !claimStems.has(token.stem),
        )
      )
        continue;
      // The claim's items of the kind that its negation governs and the sentence lacks.
      // Before the negation only numbers, months and weekdays ("Pupils in Years 7 to 9 are not"):
      // a name there is what the claim speaks of ("The Harbour Line doesn't stop at …").
      const items = tokens.filter(
        (token, index) =>
          ofKind(token, index) &&
          !sentence.stems.has(token.stem) &&
          (index > negationIndex || kind === 'number') &&
          governed(tokens, claimText, negationIndex, index),
      );
      if (items.length === 0 || items.some((item) => insideRange(item, sentence.tokens, scope))) continue;
      const match =
        alignment.selected.find((selected) => selected.sentence === sentence) ?? options.matchOf(sentence);
      const stems = new Set(items.map((token) => token.stem));
      const first = items[0]!;
      const last = items.at(-1)!;
      const opening = scope.find(
        (index) => sentence.tokens[index]!.isContent || sentence.tokens[index]!.isNumber,
      )!;
      return {
        match,
        claimItems: claimText.slice(first.start, last.end),
        stems,
        // From its first content word: "Ashby, Denholme and Carrow", not "at Ashby, …".
        admitted: sentence.source.slice(sentence.tokens[opening]!.start, sentence.tokens[scope.at(-1)!]!.end),
        cue: sentence.tokens[at]!.text,
        negation,
        coverage: restCoverage(alignment, match, stems, named),
        statedIn: sentences.find((other) => items.some((token) => other.stems.has(token.stem))) ?? null,
      };
    }
  }
  return null;
}
