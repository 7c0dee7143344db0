/**
 * Splits a compound sentence into atomic claims at coordinated independent clauses ("…, and it
 * employs 500 people", "…; …", "A is X, B is Y, and C is Z"). Verifying one fact at a time makes a
 * half-true sentence visible. The rules are conservative: a cut is made only when both sides have a
 * verb and the right side opens with a subject, so noun lists ("apples, pears and plums") and shared
 * subjects ("was founded in 1998 and employs 500 people") stay whole. Each part is a sub-slice of the
 * sentence, so spans stay exact.
 */
import type { Span } from '../spec/claim.js';
import { lengthWithoutCitations } from '../text/inline-markup.js';
import { WORD_NUMBERS } from '../text/number-words.js';
import {
  type ClauseToken,
  clauseTokens,
  hasFiniteVerb,
  startsClause,
  startsWithPronounSubject,
  wordCount,
} from './clause-shape.js';
import { RELATIVES, SUBORDINATORS } from './clause-words.js';

interface Cut {
  /** ClauseToken index of the punctuation or conjunction where the left part ends. */
  at: number;
  /** ClauseToken index where the right part starts. */
  resume: number;
}

const COORDINATORS = new Set(['and', 'but', 'while', 'whereas', 'yet']);
const MIN_PART_WORDS = 3;
const MAX_TOKENS = 160;

/**
 * Returns the spans of the atomic parts of the sentence at `[start, end)` of `text`: one span (the
 * sentence itself) when it should not be split.
 *
 * @example
 * splitCompound({ text: 'Acme was founded in 1998, and it employs 500 people.', start: 0, end: 52 });
 * // [{ start: 0, end: 24 }, { start: 30, end: 52 }]
 */
export function splitCompound(options: { text: string; start: number; end: number }): Span[] {
  const { text, start, end } = options;
  const tokens = clauseTokens(text, start, end);
  // A "sentence" this long is a run-on or a wall of text: splitting it is neither safe nor cheap.
  if (tokens.length > MAX_TOKENS) return [{ start, end }];
  const cuts = findCuts(tokens);
  if (cuts.length === 0) return [{ start, end }];
  const parts: Span[] = [];
  let partStart = start;
  for (const cut of cuts) {
    parts.push(trimPart(text, partStart, tokens[cut.at]!.start));
    partStart = tokens[cut.resume]!.start;
  }
  parts.push(trimPart(text, partStart, end));
  return parts;
}

function findCuts(tokens: ClauseToken[]): Cut[] {
  const cuts: Cut[] = [];
  let segmentStart = 0;
  let seriesStart = -1;
  const colon = tokens.findIndex((token) => token.word === ':' && !token.nested);
  for (let index = 1; index < tokens.length - 1; index++) {
    const token = tokens[index]!;
    if (token.nested) continue;
    const next = tokens[index + 1]!;
    let resume = -1;
    let bare = false;
    if (token.word === ';') resume = index + 1;
    else if (token.word === ',' && COORDINATORS.has(next.word)) resume = index + 2;
    else if ((token.word === 'and' || token.word === 'but') && tokens[index - 1]!.word !== ',') {
      resume = index + 1;
      bare = true;
    }
    if (resume < 0 || resume >= tokens.length) continue;
    const left = tokens.slice(segmentStart, index);
    const right = tokens.slice(resume);
    const ok =
      token.word === ';'
        ? // Semicolons after a colon separate list items ("themes: bright lights; relief from pain").
          (colon < 0 || colon > index) &&
          isClauseLike(left) &&
          isClauseLike(right.slice(0, untilNext(right, ';')))
        : canCutBefore({ left, right, bare, atSentenceStart: segmentStart === 0 }) &&
          !(bare && tokens[index - 1]!.word === next.word);
    if (!ok) continue;
    if (token.word === ',' && next.word === 'and' && seriesStart < 0) seriesStart = segmentStart;
    cuts.push({ at: index, resume });
    segmentStart = resume;
  }
  return seriesStart < 0 ? cuts : addSeriesCuts(tokens, cuts);
}

/** Whether a coordinator between `left` and `right` joins two independent clauses. */
function canCutBefore(options: {
  left: ClauseToken[];
  right: ClauseToken[];
  bare: boolean;
  atSentenceStart: boolean;
}): boolean {
  const { left, right, bare, atSentenceStart } = options;
  if (!isClauseLike(left) || wordCount(right) < MIN_PART_WORDS) return false;
  if (endsInsideRelative(left) || (atSentenceStart && isSubordinateOnly(left))) return false;
  // "…, fundamental rights, and democracy is …": the last comma-separated piece of the left side
  // must itself have a verb, or the coordinator continues a list.
  // A pronoun subject on the right ("…, and it employs …") cannot continue a noun list.
  const lastPiece = left.slice(lastCommaIndex(left) + 1);
  if (!startsWithPronounSubject(right) && !hasFiniteVerb(lastPiece)) return false;
  if (bare) {
    // "six and a half points", "one and three-quarter million": a number in words, not two clauses.
    if (partOfOne(left, right)) return false;
    // Without a comma, "and" often joins inside a subordinate clause or a pair ("between A and B").
    const words = lastPiece.map((token) => token.word);
    if (
      words.some(
        (word) => SUBORDINATORS.has(word) || word === 'between' || word === 'both' || word === 'either',
      )
    ) {
      return false;
    }
  }
  return startsClause(right, bare);
}

/**
 * Words that add a part of one to the number before "and": "six and a half points", "one and
 * three-quarter million" (not "in 1998 and a quarter of its staff …", a share of something else).
 */
function partOfOne(left: readonly ClauseToken[], right: readonly ClauseToken[]): boolean {
  const before = left[left.length - 1]?.word ?? '';
  if (!WORD_NUMBERS.has(before) && !/^\d+$/.test(before)) return false;
  const [first, second, third] = [right[0]?.word, right[1]?.word, right[2]?.word];
  if (third === 'of') return false;
  if (first === 'a') return second === 'half' || second === 'quarter' || second === 'third';
  return (
    first?.startsWith('three-quarter') === true ||
    (first === 'three' && (second === 'quarters' || second === 'quarter'))
  );
}

function lastCommaIndex(tokens: ClauseToken[]): number {
  for (let index = tokens.length - 1; index >= 0; index--) {
    if (tokens[index]!.word === ',' && !tokens[index]!.nested) return index;
  }
  return -1;
}

/** In "A is X, B is Y, and C is Z", the bare commas before the final ", and" are cuts too. */
function addSeriesCuts(tokens: ClauseToken[], cuts: Cut[]): Cut[] {
  const result: Cut[] = [];
  let segmentStart = 0;
  for (const cut of cuts) {
    const isCommaAnd = tokens[cut.at]!.word === ',' && tokens[cut.at + 1]!.word === 'and';
    if (isCommaAnd) {
      for (let index = segmentStart + 1; index < cut.at; index++) {
        const token = tokens[index]!;
        if (token.nested || token.word !== ',') continue;
        const left = tokens.slice(segmentStart, index);
        const right = tokens.slice(index + 1, cut.at);
        if (
          isClauseLike(left) &&
          !SUBORDINATORS.has(left[0]!.word) &&
          !endsInsideRelative(left) &&
          startsClause(right, false) &&
          wordCount(right) >= MIN_PART_WORDS
        ) {
          result.push({ at: index, resume: index + 1 });
          segmentStart = index + 1;
        }
      }
    }
    result.push(cut);
    segmentStart = cut.resume;
  }
  return result;
}

/** At least three words and a finite verb. */
function isClauseLike(tokens: ClauseToken[]): boolean {
  return wordCount(tokens) >= MIN_PART_WORDS && hasFiniteVerb(tokens);
}

/** The left side ends inside ", which …" or ", who …": the comma may close a relative clause. */
function endsInsideRelative(tokens: ClauseToken[]): boolean {
  for (let index = tokens.length - 1; index >= 0; index--) {
    if (tokens[index]!.word === ',' && !tokens[index]!.nested) {
      return RELATIVES.has(tokens[index + 1]?.word ?? '');
    }
  }
  return false;
}

/** "Although X rose" with no main clause after a comma: not independent. */
function isSubordinateOnly(tokens: ClauseToken[]): boolean {
  return (
    SUBORDINATORS.has(tokens[0]?.word ?? '') && !tokens.some((token) => token.word === ',' && !token.nested)
  );
}

function untilNext(tokens: ClauseToken[], mark: string): number {
  const index = tokens.findIndex((token) => token.word === mark && !token.nested);
  return index < 0 ? tokens.length : index;
}

/** Trims whitespace, trailing commas/semicolons and trailing citation markers off a part. */
function trimPart(text: string, start: number, end: number): Span {
  let partEnd = end;
  for (;;) {
    const before = partEnd;
    while (partEnd > start && /[\s,;:]/.test(text[partEnd - 1]!)) partEnd--;
    partEnd = start + lengthWithoutCitations(text.slice(start, partEnd));
    if (partEnd === before) break;
  }
  let partStart = start;
  while (partStart < partEnd && /\s/.test(text[partStart]!)) partStart++;
  return { start: partStart, end: partEnd };
}
