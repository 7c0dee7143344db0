/**
 * Slot by slot: a claim copied from its evidence sentence with one detail changed. Each claim word
 * that matters — a name, a comparative, a word with an opposite, a word with a negating prefix — is
 * compared with what fills the same slot in the aligned sentence: the word after the same
 * neighbour on the left, or before the same neighbour on the right ("in Paderborn" against "in
 * Bielefeld", "sales rose" against "sales fell", "at least" against "at most"). Word overlap cannot
 * see these: every word of the claim may be somewhere in the chunk.
 */

import { SENTENCE_OPENERS } from '../../../text/abbreviations.js';
import { breaksClause } from '../../../text/breaks-clause.js';
import { WORD_NUMBERS } from '../../../text/number-words.js';
import { monthNumber, type Token } from '../../../text/tokenize.js';
import { TIME_UNIT_WORDS, timeScaleOf, UNIT_SCALES } from '../../../text/units.js';
import { FUNCTION_WORD_OPPOSITES } from '../lexicon/english/opposites.js';
import {
  COMPANY_SUFFIXES,
  DIRECTION_SCALES,
  DOWN_WORDS,
  NAME_NOISE_WORDS,
  NEGATING_PREFIXES,
  ORDINAL_WORDS,
  SLOT_SKIP_WORDS,
  UP_WORDS,
} from '../lexicon/english/slot-words.js';
import { holidayDates } from './compare-dates.js';
import { isConverse } from './compare-directions.js';
import { saysOnly } from './compare-negation.js';
import { converseRoles } from './converse-roles.js';
import { WEEKDAYS, weekdayOf } from './outside-schedule.js';

/** What kind of detail differs. */
export type SlotKind = 'entity' | 'number' | 'unit' | 'comparative' | 'antonym' | 'negation' | 'quantifier';

/** A claim value and the different value the aligned sentence has in its slot. */
export interface SlotConflict {
  kind: SlotKind;
  claimValue: string;
  evidenceValue: string;
  /** Stems of the claim's differing words (left out when measuring how well the rest aligns). */
  claimStems: string[];
  /** Found by a shared neighbour (true), or as the only differing name on each side (false). */
  bySlot: boolean;
  /** Whether a shared content word (not only "in", "of", "by") marks the slot: names only. */
  anchored?: boolean;
  /** An entity slot filled by a common word, not a name ("dogs" for "cats"): said as a word. */
  common?: boolean;
  /** The sentence's word that its value goes with, where the claim pairs it with another ("Rafael Ortiz"). */
  pairedWith?: string;
  /** The doer of one verb, named across voices (`agent-slot.ts`). */
  doer?: boolean;
  /** A quantifier's count read the other way, the part the claim speaks of ("15 of 24"). */
  otherPart?: string;
  /**
   * A value of another part of the sentence (`value-of-other-part.ts`): the names the sentence
   * leaves to one near it or at the top of its chunk ("Harbour Lights Theatre.") count as said.
   */
  namesNear?: boolean;
}

/** A claim word against the sentence word that fills the same slot. */
function wordConflict(kind: SlotKind, token: Token, other: Token): SlotConflict {
  return { kind, claimValue: token.text, evidenceValue: other.text, claimStems: [token.stem], bySlot: true };
}

/** Which claim words and which sentence words the alignment matched with each other. */
export interface SlotMatches {
  /** Whether the claim's stem was found in the sentence (exactly, by prefix or by synonym). */
  claimFound: (stem: string) => boolean;
  /** Whether the sentence's token matched a claim word. */
  evidenceFound: (token: Token) => boolean;
  /**
   * Whether the claim's stem was found only by a shared WordNet sense. A name is never the same
   * name by sense ("Silence Records" is not "Mute Records"): its slot is compared as if missing.
   */
  claimFoundBySense?: (stem: string) => boolean;
  /** Whether the sentence's token matched a claim word only by a shared WordNet sense. */
  evidenceFoundBySense?: (token: Token) => boolean;
}

/** Whether a claim name word was found in the sentence as itself (by stem or prefix, not by sense). */
function foundAsName(token: Token, matches: SlotMatches): boolean {
  return matches.claimFound(token.stem) && !(token.isCapitalized && matches.claimFoundBySense?.(token.stem));
}

/** Whether a sentence name word matched a claim word as itself (not by sense: "Mute" for "Silence"). */
function evidenceFoundAsName(token: Token, matches: SlotMatches): boolean {
  return matches.evidenceFound(token) && !(token.isCapitalized && matches.evidenceFoundBySense?.(token));
}

/** A run of name words: its first and last token, its text, its stems. */
export interface Span {
  first: number;
  last: number;
  text: string;
  stems: string[];
}

export const keyOf = (token: Token): string => (token.isContent ? token.stem : token.lower);

/**
 * Whether the sentence has a claim word of `stems` with the claim's own neighbour beside it, on
 * either side (articles and possessives skipped): the name in the claim's slot, not merely
 * mentioned ("in Road, Australia" is not stated by "the Miles Road Race").
 */
export function besideSameNeighbour(
  claim: readonly Token[],
  stems: ReadonlySet<string>,
  evidence: readonly Token[],
): boolean {
  for (let index = 0; index < claim.length; index += 1) {
    const token = claim[index]!;
    if (!stems.has(token.stem)) continue;
    const left = claim[nearest(claim, index, -1)];
    const right = claim[nearest(claim, index, 1)];
    for (let at = 0; at < evidence.length; at += 1) {
      const other = evidence[at]!;
      if (other.stem !== token.stem) continue;
      const before = evidence[nearest(evidence, at, -1)];
      const after = evidence[nearest(evidence, at, 1)];
      if (left && before && keyOf(left) === keyOf(before) && !stems.has(left.stem)) return true;
      if (right && after && keyOf(right) === keyOf(after) && !stems.has(right.stem)) return true;
      // Inside a multi-word name, its other words are the neighbours.
      if (left && before && stems.has(left.stem) && left.stem === before.stem) return true;
    }
  }
  return false;
}

/** Index of the nearest token from `index` in direction `step` that is not an article or possessive. */
export function nearest(tokens: readonly Token[], index: number, step: 1 | -1): number {
  let at = index + step;
  while (at >= 0 && at < tokens.length && SLOT_SKIP_WORDS.has(tokens[at]!.lower)) at += step;
  return at;
}

/**
 * Indexes of the evidence tokens in the slot of claim tokens `first..last`: after an occurrence of
 * the claim's left neighbour, before an occurrence of its right neighbour.
 */
function counterparts(
  claim: readonly Token[],
  first: number,
  last: number,
  evidence: readonly Token[],
  contentOnly = false,
): number[] {
  const left = claim[nearest(claim, first, -1)];
  const right = claim[nearest(claim, last, 1)];
  const leftKey = left && (!contentOnly || left.isContent) ? keyOf(left) : null;
  const rightKey = right && (!contentOnly || right.isContent) ? keyOf(right) : null;
  const found: number[] = [];
  // Neither neighbour (the claim's first or last word): no slot. Else a plain loop, as this runs
  // for every claim word in several comparisons.
  if (leftKey === null && rightKey === null) return found;
  for (let index = 0; index < evidence.length; index += 1) {
    const key = keyOf(evidence[index]!);
    if (key === leftKey) {
      const after = nearest(evidence, index, 1);
      if (after < evidence.length) found.push(after);
    }
    if (key === rightKey) {
      const before = nearest(evidence, index, -1);
      if (before >= 0) found.push(before);
    }
  }
  return found;
}

/**
 * A function word capitalised inside a sentence, where the sentence has no word of its stem: a
 * name or a title's word, never the word itself ("the film Such of the South" against "the film
 * Song of the South", "the Western half of These"). Not after a sentence end, colon, quote or
 * bracket, where any word is capitalised.
 */
function strayCapital(
  claim: readonly Token[],
  source: string,
  index: number,
  evidence: readonly Token[],
): boolean {
  const token = claim[index]!;
  if (index === 0 || token.isContent || token.isNumber || !token.isCapitalized || token.text.length < 2)
    return false;
  if (/[.!?:;"“”'‘’([{•●*#-]\s*$/u.test(source.slice(Math.max(0, token.start - 3), token.start)))
    return false;
  return !evidence.some((other) => other.stem === token.stem || other.lower === token.lower);
}

/** Prepositions that mark the same slot after the same noun ("an album from X" / "album by X"). */
const SLOT_PREPOSITIONS: ReadonlyMap<string, readonly string[]> = new Map([
  ['from', ['by']],
  ['by', ['from']],
]);

/**
 * The slot of claim name `index` after "<noun> from" where the sentence says "<noun> by" (or the
 * reverse): the last name within six words after the preposition, the words before it being the
 * name's description ("an album from Yazoo" against "album by English electronic music band
 * Depeche Mode"). Only where the claim's noun before the preposition is a content word the
 * sentence has right before its preposition.
 */
function counterpartsByParaphrase(
  claim: readonly Token[],
  index: number,
  evidence: readonly Token[],
  unknown?: UnknownWord,
): number[] {
  const left = nearest(claim, index, -1);
  const preposition = claim[left];
  const alternatives = preposition ? SLOT_PREPOSITIONS.get(preposition.lower) : undefined;
  if (!alternatives || left < 1) return [];
  const noun = claim[left - 1]!;
  if (!noun.isContent) return [];
  const found: number[] = [];
  evidence.forEach((token, at) => {
    if (!alternatives.includes(token.lower) || at < 1 || evidence[at - 1]!.stem !== noun.stem) return;
    // The last name within reach: "Depeche Mode", not the "English" describing it.
    let last = -1;
    for (let next = at + 1; next < evidence.length && next <= at + 6; next += 1)
      if (isNameToken(evidence, next, unknown)) last = next;
    if (last >= 0) found.push(last);
  });
  return found;
}

/** Auxiliaries a paraphrase adds or drops beside a name ("X has pleaded" for "X pleaded"). */
const AUXILIARIES: ReadonlySet<string> = new Set(
  'has have had is are was were will would been be'.split(' '),
);

/**
 * The slot of claim token `index` read past an auxiliary on its right that the sentence lacks:
 * "An Photo has pleaded guilty" against "An Australian pleaded guilty".
 */
function counterpartsPastAuxiliary(
  claim: readonly Token[],
  index: number,
  evidence: readonly Token[],
): number[] {
  const right = nearest(claim, index, 1);
  const auxiliary = claim[right];
  if (!auxiliary || !AUXILIARIES.has(auxiliary.lower)) return [];
  if (evidence.some((token) => token.lower === auxiliary.lower)) return [];
  const without = claim.filter((_, at) => at !== right);
  return counterparts(without, index, index, evidence);
}

/** Whether a stem is a word the lexicon does not know (most single-word names are not in it). */
export type UnknownWord = (stem: string) => boolean;

/** Pronouns a sentence may open with, which the lexicon does not know: no names ("Anyone who …"). */
const INDEFINITE_PRONOUNS: ReadonlySet<string> = new Set(
  'anyone anybody everyone everybody someone somebody whoever anything everything something'.split(' '),
);

export function isNameToken(tokens: readonly Token[], index: number, unknown?: UnknownWord): boolean {
  const token = tokens[index]!;
  if (!token.isCapitalized || token.isNumber || !token.isContent || monthNumber(token.stem) !== null)
    return false;
  if (INDEFINITE_PRONOUNS.has(token.lower)) return false;
  // A unit's symbol after its number ("1.25 GWh", "18 MW") measures; it names nothing.
  if (tokens[index - 1]?.isNumber && UNIT_SCALES.has(token.lower)) return false;
  // The first word is capitalised by position: a name only when the next word is one too.
  if (index > 0) return true;
  const next = tokens[1];
  if (next?.isCapitalized === true && next.isContent && !next.isNumber) return true;
  // "Porto won the final": a first word the lexicon does not know is a name too; not a number
  // ("Eighteen schools entered").
  return unknown?.(token.stem) === true && !WORD_NUMBERS.has(token.lower);
}

/**
 * Punctuation between two capitalised words that ends a name: "DIICOT, Romona Bolla", "Kasama,
 * Zambia", "(Opelousas, La.) Daily World", `"Stay" and "Whistle"` are two names or more, not one.
 * A hyphen, an apostrophe, a period ("St. Louis", "U.S. Steel") or an ampersand stays inside.
 */
const NAME_BREAK = /[,;:()[\]{}"“”«»!?|/–—•]/u;

/** Whether the text between tokens `index` and `index + 1` ends a name. */
export function breaksName(tokens: readonly Token[], source: string, offset: number, index: number): boolean {
  const gap = source.slice(tokens[index]!.end - offset, tokens[index + 1]!.start - offset);
  return NAME_BREAK.test(gap);
}

/**
 * Runs of capitalised words: "Lindner Küchen GmbH", "Paderborn". With `joined`, punctuation does
 * not end a run ("Victoria, Australia" is one place): what fills one role, for the rules that
 * pair the one name each side lacks.
 */
export function nameSpans(
  tokens: readonly Token[],
  source: string,
  offset: number,
  unknown?: UnknownWord,
  joined = false,
): Span[] {
  const spans: Span[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    if (!isNameToken(tokens, index, unknown)) continue;
    let last = index;
    while (
      last + 1 < tokens.length &&
      isNameToken(tokens, last + 1) &&
      (joined || !breaksName(tokens, source, offset, last))
    )
      last += 1;
    spans.push({
      first: index,
      last,
      text: source.slice(tokens[index]!.start - offset, tokens[last]!.end - offset),
      stems: tokens.slice(index, last + 1).map((token) => token.stem),
    });
    index = last;
  }
  return spans;
}

/**
 * Whether a claim name word is in the sentence as a name, or matched there by a synonym or an
 * abbreviation (no token of its stem, yet found).
 */
function nameFound(token: Token, evidence: readonly Token[], matches: SlotMatches): boolean {
  const sameStem = evidence.filter((other) => other.stem === token.stem);
  if (sameStem.length === 0) return foundAsName(token, matches);
  return sameStem.some((other) => other.isCapitalized);
}

/**
 * The sentence's first word where the claim has a name in that slot: capitalised by position, so
 * a name or not ("Porto won the final" against "Chelsea won the final"), and no claim word.
 */
function openingWord(evidence: readonly Token[], index: number, matches: SlotMatches): boolean {
  const token = evidence[index]!;
  return (
    index === 0 &&
    token.isCapitalized &&
    token.isContent &&
    // "Only members … may use" against "Sennet Club members …": a word that opens sentences is
    // no name. "Unlike" is kept: what it sets apart fills the slot ("Unlike the 14 Pro, the 16 …").
    (!SENTENCE_OPENERS.has(token.lower) || token.lower === 'unlike') &&
    !token.isNumber &&
    // "Eighteen schools entered …": a count, no name.
    !WORD_NUMBERS.has(token.lower) &&
    monthNumber(token.stem) === null &&
    !matches.evidenceFound(token)
  );
}

/**
 * Stems of the lower-case words joined by a hyphen to claim tokens `first..last`: part of the
 * name's slot ("the UNESCO-listed mantella" against "the Golden mantella").
 */
function hyphenated(claim: readonly Token[], source: string, first: number, last: number): string[] {
  const stems: string[] = [];
  for (let at = last + 1; at < claim.length && source[claim[at]!.start - 1] === '-'; at += 1) {
    if (claim[at]!.start - 1 !== claim[at - 1]!.end || claim[at]!.isCapitalized) break;
    stems.push(claim[at]!.stem);
  }
  for (let at = first - 1; at >= 0 && source[claim[at]!.end] === '-'; at -= 1) {
    if (claim[at]!.end + 1 !== claim[at + 1]!.start || claim[at]!.isCapitalized) break;
    stems.push(claim[at]!.stem);
  }
  return stems;
}

/** The slots a shared content word marks for claim token `index`. */
function anchoredSlots(claim: readonly Token[], index: number, evidence: readonly Token[]): number[] {
  return counterparts(claim, index, index, evidence, true);
}

/**
 * Whether sentence position `slot`, marked by a shared content word, holds a name none of whose
 * words the alignment matched with a claim word: another name, not the one a claim word matched
 * by prefix ("Germany" for "German", "Iberoamerican" for "Ibero-American Chess Championship").
 */
function unmatchedName(
  options: SlotOptions,
  slot: number,
  unknown: UnknownWord | undefined,
  anchored: readonly number[],
): boolean {
  const { evidence, matches } = options;
  if (!anchored.includes(slot)) return false;
  const span = nameSpans(evidence, options.evidenceSource, 0, unknown).find(
    (item) => slot >= item.first && slot <= item.last,
  ) ?? { first: slot, last: slot };
  // The sentence's first word is capitalised by position: "Although JFreeChart makes" names JFreeChart.
  const first = span.first === 0 && slot > 0 ? 1 : span.first;
  return evidence.slice(first, span.last + 1).every((token) => !matches.evidenceFound(token));
}

/**
 * A capital letter joined by a hyphen to a lower-case word: "K-pop", "A-side", "T-bone" (the
 * tokenizer reads the letter as a function word of its own, and "pop" as a common word).
 */
function letterCompound(tokens: readonly Token[], source: string, index: number): boolean {
  const token = tokens[index]!;
  const next = tokens[index + 1];
  return (
    token.text.length === 1 &&
    token.isCapitalized &&
    next !== undefined &&
    !next.isNumber &&
    !next.isCapitalized &&
    next.start === token.end + 1 &&
    source[token.end] === '-'
  );
}

/** A company suffix with no name word beside it: "in Inc in 2013", not "Apple Inc". */
function loneSuffix(tokens: readonly Token[], source: string, index: number, unknown?: UnknownWord): boolean {
  if (!COMPANY_SUFFIXES.has(tokens[index]!.lower)) return false;
  const beside = (at: number, gapAt: number) =>
    at >= 0 &&
    at < tokens.length &&
    isNameToken(tokens, at, unknown) &&
    !breaksName(tokens, source, 0, gapAt);
  return !beside(index - 1, index - 1) && !beside(index + 1, index);
}

/** Stems of the claim's name words that sit beside another name word (parts of a multi-word name). */
function claimNameStems(claim: readonly Token[], unknown?: UnknownWord): Set<string> {
  const stems = new Set<string>();
  claim.forEach((token, index) => {
    const beside = (at: number) => at >= 0 && at < claim.length && isNameToken(claim, at, unknown);
    if (isNameToken(claim, index, unknown) && (beside(index - 1) || beside(index + 1))) stems.add(token.stem);
  });
  return stems;
}

/** The tokens of a span that tell it apart from a name sharing its other words. */
function distinctive(tokens: readonly Token[], span: Span, found: (token: Token) => boolean): Token[] {
  return tokens
    .slice(span.first, span.last + 1)
    .filter((token) => !found(token) && !NAME_NOISE_WORDS.has(token.lower));
}

/**
 * Two names differ when each has a word the other lacks, and the words they share (if any) are
 * common nouns ("Munich Airport" / "Frankfurt Airport", "the Black Sea" / "the North Sea"), not
 * the name itself ("Michelle Obama" and "Barack Obama" are told apart only by an LLM).
 */
function sharesName(
  tokens: readonly Token[],
  span: Span,
  found: (token: Token) => boolean,
  isCommon: (stem: string) => boolean,
): boolean {
  return tokens
    .slice(span.first, span.last + 1)
    .some((token) => found(token) && !NAME_NOISE_WORDS.has(token.lower) && !isCommon(token.stem));
}

/** Whether a comma, semicolon or colon follows the token at `index` ("In March, the …"). */
function setOff(tokens: readonly Token[], source: string, index: number): boolean {
  const next = tokens[index + 1];
  return next !== undefined && breaksClause(source, tokens[index]!.end, next.start);
}

/**
 * A day of the week in the sentence where the claim has another kind of name: "The Saturday park
 * run starts at 09:00" against "The Harlow park run starts at 9 a.m. on Saturdays" (the day is
 * compared as a date, not as the name in the slot).
 */
function dayAgainstName(
  evidence: readonly Token[],
  other: Span,
  claim: readonly Token[],
  span: Span,
): boolean {
  const days = (tokens: readonly Token[], from: Span) =>
    tokens.slice(from.first, from.last + 1).some((token) => weekdayOf(token) !== null);
  return days(evidence, other) && !days(claim, span);
}

function compareNames(options: SlotOptions): SlotConflict | null {
  const { claim, evidence, matches } = options;
  const isCommon = options.isCommonWord ?? (() => false);
  const known = options.isCommonWord;
  const unknown: UnknownWord | undefined = known ? (stem) => !known(stem) : undefined;
  const claimFound = (token: Token) => foundAsName(token, matches);
  const claimNames = (joined: boolean) =>
    nameSpans(claim, options.claimSource, 0, unknown, joined).filter(
      (span) =>
        distinctive(claim, span, claimFound).length > 0 && !sharesName(claim, span, claimFound, isCommon),
    );
  const evidenceFound = (token: Token) => evidenceFoundAsName(token, matches);
  const evidenceNames = (joined: boolean) =>
    nameSpans(evidence, options.evidenceSource, 0, unknown, joined).filter(
      (span) =>
        distinctive(evidence, span, evidenceFound).length > 0 &&
        !sharesName(evidence, span, evidenceFound, isCommon),
    );
  const claimSpans = claimNames(false);
  const evidenceSpans = evidenceNames(false);
  const conflict = (span: Span, other: Span, bySlot: boolean, anchored = false): SlotConflict => ({
    kind: 'entity',
    claimValue: span.text,
    evidenceValue: other.text,
    claimStems: [
      ...distinctive(claim, span, claimFound).map((token) => token.stem),
      ...hyphenated(claim, options.claimSource, span.first, span.last),
    ],
    bySlot,
    anchored,
  });
  const inside = (slots: number[], span: Span) =>
    slots.some((slot) => slot >= span.first && slot <= span.last);
  for (const span of claimSpans) {
    const slots = counterparts(claim, span.first, span.last, evidence).filter(
      (slot) => !asideOnly(claim, [span.first, span.last], evidence, options.evidenceSource, slot),
    );
    const other = evidenceSpans.find(
      (candidate) => inside(slots, candidate) && !dayAgainstName(evidence, candidate, claim, span),
    );
    if (other)
      return conflict(
        span,
        other,
        true,
        inside(counterparts(claim, span.first, span.last, evidence, true), other),
      );
  }
  // Word by word inside a name: "Barack Twitter" against "Barack Obama", "Michelle Obama" against
  // "Barack Obama" (a title or a company suffix never counts: "President Obama").
  // The claim's word counts as present only as a name in this sentence ("Photo Manipulation" is
  // no name where the sentence says "photo manipulation"), and the sentence's name in its slot may
  // be one the claim uses elsewhere ("the Modrow half … a Western democracy" against "the Western
  // half … a Western democracy").
  // A word the sentence has only by prefix ("Germany" for "the German Agency", "Romanian" for
  // "Romania's") is compared in its slot too: there a name matched with no claim word is another
  // name ("The Germany water resources" against "The Kingdom's water resources"), while the
  // prefix's own word in the slot agrees ("German water" against "Germany's water").
  // A company suffix standing alone is a name of its own ("in Inc in 2013" against "in India"),
  // and so is a capital letter hyphened to a word ("at the K-pop later" against "at the MTV VMAs
  // later", "by A-side and" against "by YG Entertainment and").
  for (let index = 0; index < claim.length; index += 1) {
    const token = claim[index]!;
    const compound = letterCompound(claim, options.claimSource, index);
    const end = compound ? index + 1 : index;
    const stray = strayCapital(claim, options.claimSource, index, evidence) || compound;
    const byPrefix =
      isNameToken(claim, index, unknown) &&
      !evidence.some((other) => other.stem === token.stem) &&
      foundAsName(token, matches);
    const lone = loneSuffix(claim, options.claimSource, index, unknown);
    if (
      (!stray && !isNameToken(claim, index, unknown)) ||
      (nameFound(token, evidence, matches) && !byPrefix) ||
      (NAME_NOISE_WORDS.has(token.lower) && !lone)
    )
      continue;
    const other = [
      ...counterparts(claim, index, end, evidence).filter(
        (slot) => !asideOnly(claim, [index, end], evidence, options.evidenceSource, slot),
      ),
      ...counterpartsPastAuxiliary(claim, index, evidence),
      ...counterpartsByParaphrase(claim, index, evidence, unknown),
    ].find(
      (slot) =>
        (isNameToken(evidence, slot, unknown) ||
          openingWord(evidence, slot, matches) ||
          letterCompound(evidence, options.evidenceSource, slot) ||
          // A function word the sentence capitalises as a name in a content-marked slot ("model
          // Other functionalities" against "model Weilai Technology functionalities"), not inside
          // a title ("Love Me Like You").
          (strayCapital(evidence, options.evidenceSource, slot, claim) &&
            evidence[slot - 1]?.isCapitalized !== true &&
            anchoredSlots(claim, index, evidence).includes(slot))) &&
        evidence[slot]!.stem !== token.stem &&
        !(weekdayOf(evidence[slot]!) !== null && weekdayOf(token) === null) &&
        (!byPrefix || unmatchedName(options, slot, unknown, anchoredSlots(claim, index, evidence))) &&
        // The sentence's company suffix where the claim has a name word: "CitySync Paris" against
        // "CitySync Ltd".
        (!NAME_NOISE_WORDS.has(evidence[slot]!.lower) ||
          (COMPANY_SUFFIXES.has(evidence[slot]!.lower) && !NAME_NOISE_WORDS.has(token.lower))) &&
        !claimNameStems(claim, unknown).has(evidence[slot]!.stem),
    );
    if (other !== undefined) {
      const span = nameSpans(claim, options.claimSource, 0, unknown).find(
        (item) => index >= item.first && index <= item.last,
      ) ?? {
        first: index,
        last: index,
        text: options.claimSource.slice(token.start, claim[end]!.end),
        stems: [token.stem],
      };
      const otherSpan = nameSpans(evidence, options.evidenceSource, 0, unknown).find(
        (item) => other >= item.first && other <= item.last,
      ) ?? {
        text: options.evidenceSource.slice(
          evidence[other]!.start,
          evidence[letterCompound(evidence, options.evidenceSource, other) ? other + 1 : other]!.end,
        ),
      };
      // A common first word both share is the slot's anchor, not part of either name ("Although
      // ChartUtilities" against "Although JFreeChart"; not "CitySync Paris" against "CitySync Ltd").
      const opening =
        index > 0 &&
        other > 0 &&
        claim[0]!.stem === evidence[0]!.stem &&
        SENTENCE_OPENERS.has(claim[0]!.lower);
      const trim = (text: string, tokens: readonly Token[], first: number | undefined, source: string) =>
        opening && first === 0 ? source.slice(tokens[1]!.start, tokens[0]!.start + text.length) : text;
      return {
        kind: 'entity',
        claimValue: trim(span.text, claim, span.first, options.claimSource),
        evidenceValue: trim(
          otherSpan.text,
          evidence,
          'first' in otherSpan ? otherSpan.first : undefined,
          options.evidenceSource,
        ),
        // The name's other words the sentence lacks, and words joined to it by a hyphen, are part
        // of the changed detail ("World Heritage-listed" for "Dusky").
        claimStems: [
          ...claim
            .slice(span.first, span.last + 1)
            .filter((item) => item === token || !nameFound(item, evidence, matches))
            .map((item) => item.stem),
          ...hyphenated(claim, options.claimSource, span.first, span.last),
        ],
        bySlot: true,
        anchored: counterparts(claim, index, end, evidence, true).includes(other),
      };
    }
  }
  // A month where the sentence has a name, or the reverse, in a firmly marked slot.
  const claimStems = new Set(claim.map((token) => token.stem));
  const month = compareMonthSlots(options, unknown, claimStems);
  if (month) return month;
  // No shared neighbour: the one name each side has that the other lacks fills the same role
  // (a list such as "Victoria, Australia" counting as one).
  const claimRoles = claimNames(true);
  // A day of the week fills no role of a name that is none ("announced on Monday that it has
  // acquired" against "Corrin Group has acquired").
  const evidenceRoles = evidenceNames(true).filter(
    (span) => claimRoles.length !== 1 || !dayAgainstName(evidence, span, claim, claimRoles[0]!),
  );
  if (
    claimRoles.length === 1 &&
    evidenceRoles.length === 1 &&
    // "The hostel is located … in the Old Town" refers to "The Linden Hostel" by its noun: its one
    // name ("Old Town") is another thing's, not the claim's name swapped.
    !referredToByNoun(claim, claimRoles[0]!, evidence)
  )
    return conflict(claimRoles[0]!, evidenceRoles[0]!, false);
  // The same by name, not by word: a claim name whose words the sentence has only in lower case
  // ("shares on Do Scammers" against "Like-farming on Facebook … scammers"), where the sentence's
  // one name the claim lacks fills its role.
  const lacking = nameSpans(claim, options.claimSource, 0, unknown, true).filter(
    (span) =>
      claim
        .slice(span.first, span.last + 1)
        .some((token) => !NAME_NOISE_WORDS.has(token.lower) && !nameFound(token, evidence, matches)) &&
      !referredToByNoun(claim, span, evidence),
  );
  const unused = nameSpans(evidence, options.evidenceSource, 0, unknown, true).filter(
    (span) =>
      evidence
        .slice(span.first, span.last + 1)
        .every((token) => !NAME_NOISE_WORDS.has(token.lower) && !claimStems.has(token.stem)) &&
      (lacking.length !== 1 || !dayAgainstName(evidence, span, claim, lacking[0]!)),
  );
  if (lacking.length === 1 && unused.length === 1) {
    const span = lacking[0]!;
    const other = unused[0]!;
    return {
      kind: 'entity',
      claimValue: span.text,
      evidenceValue: other.text,
      claimStems: claim
        .slice(span.first, span.last + 1)
        .filter((token) => !nameFound(token, evidence, matches))
        .map((token) => token.stem),
      bySlot: false,
    };
  }
  return compareNamesInPlace(options, unknown, claimStems);
}

/** Words before a noun that refer back to a thing named before ("The hostel", "Our taproom"). */
const REFERRING_DETERMINERS: ReadonlySet<string> = new Set(['the', 'this', 'our', 'its', 'that']);

/**
 * Whether the sentence refers to the claim's named thing by its noun: "The hostel is located …"
 * for "The Linden Hostel", "The taproom doesn't serve food" for "The Gantry Brewing taproom", "The
 * free plan" for "Stashbox's free plan". The noun is the name's last word or the claim's word
 * right after the name; in the sentence it stands after "the", "this", "our", "its" or "that".
 */
function referredToByNoun(claim: readonly Token[], span: Span, evidence: readonly Token[]): boolean {
  // Or the head of the compound after it: "The concert" for "the Tallis Choir summer concert".
  const next = claim[span.last + 1];
  const head = next?.isContent === true && !next.isNumber ? claim[span.last + 2] : undefined;
  const nouns = [claim[span.last], next, head].filter(
    (token): token is Token => token?.isContent === true && !token.isNumber,
  );
  // Not a noun the sentence qualifies by another name ("The monitor on Hatton Road").
  const named = (index: number) =>
    evidence.slice(index + 1, index + 4).some((token) => token.isCapitalized && !token.isNumber);
  return evidence.some(
    (token, index) =>
      (!token.isCapitalized || index === 1) &&
      nouns.some((noun) => noun.stem === token.stem) &&
      REFERRING_DETERMINERS.has(evidence[index - 1]?.lower ?? '') &&
      !named(index),
  );
}

const isMonth = (token: Token | undefined): boolean =>
  token?.isCapitalized === true && monthNumber(token.stem) !== null;

/** A month word with no number beside it: "the start-up Feb", not "Feb. 23" or "19 Jan". */
function isolatedMonth(tokens: readonly Token[], index: number): boolean {
  return (
    isMonth(tokens[index]) && tokens[index - 1]?.isNumber !== true && tokens[index + 1]?.isNumber !== true
  );
}

/**
 * A month where the sentence has a name, or a name where it has a month, in a firmly marked slot
 * (month words are never names, so the name rules above skip them): "the digital start-up Feb"
 * against "the digital start-up Ozy Media", "19 Jan pickups" against "19 Endurance pickups",
 * "the highest level since Brent. 18" against "since Jan. 18". A claim month the sentence has
 * too counts as stated, unless only inside a date where the claim's stands alone.
 */
function compareMonthSlots(
  options: SlotOptions,
  unknown: UnknownWord | undefined,
  claimStems: ReadonlySet<string>,
): SlotConflict | null {
  const { claim, evidence, matches } = options;
  const spanAt = (tokens: readonly Token[], source: string, at: number): string => {
    let from = at;
    let to = at;
    while (from > 0 && isNameToken(tokens, from - 1, unknown) && !claimStems.has(tokens[from - 1]!.stem))
      from -= 1;
    while (
      to + 1 < tokens.length &&
      isNameToken(tokens, to + 1, unknown) &&
      !claimStems.has(tokens[to + 1]!.stem)
    )
      to += 1;
    return source.slice(tokens[from]!.start, tokens[to]!.end);
  };
  // A holiday is a date, not a name: "31 December" against "New Year's Eve" is read as dates.
  const holidays = holidayDates(evidence, options.evidenceSource);
  const inHoliday = (slot: number) =>
    holidays.some((holiday) => evidence[slot]!.start >= holiday.start && evidence[slot]!.end <= holiday.end);
  for (let index = 0; index < claim.length; index += 1) {
    const token = claim[index]!;
    const month = isMonth(token);
    if (month) {
      const same = evidence.flatMap((other, at) => (other.stem === token.stem ? [at] : []));
      const stated =
        same.length > 0 && (!isolatedMonth(claim, index) || same.some((at) => isolatedMonth(evidence, at)));
      if (stated) continue;
    } else if (
      !isNameToken(claim, index, unknown) ||
      nameFound(token, evidence, matches) ||
      NAME_NOISE_WORDS.has(token.lower)
    )
      continue;
    const place = firmSlots(claim, index, index, evidence).find(({ slot, strong }) => {
      const other = evidence[slot]!;
      if (!strong || claimStems.has(other.stem) || matches.evidenceFound(other)) return false;
      return month
        ? isNameToken(evidence, slot, unknown) && !NAME_NOISE_WORDS.has(other.lower) && !inHoliday(slot)
        : // "In March, the garden centre …": a month set off by a comma is when, no name's slot.
          isMonth(other) && !setOff(evidence, options.evidenceSource, slot);
    });
    if (!place) continue;
    const span = month
      ? undefined
      : nameSpans(claim, options.claimSource, 0, unknown).find(
          (item) => index >= item.first && index <= item.last,
        );
    return {
      kind: 'entity',
      claimValue: span?.text ?? token.text,
      evidenceValue: month
        ? spanAt(evidence, options.evidenceSource, place.slot)
        : evidence[place.slot]!.text,
      claimStems: span?.stems ?? [token.stem],
      bySlot: true,
      anchored: counterparts(claim, index, index, evidence, true).includes(place.slot),
    };
  }
  return null;
}

/**
 * The sentence positions that fill the slot of claim tokens `first..last` firmly: after the same
 * two words on the left or before the same two on the right (one of them a content word: "directed
 * by ___", "___ Airport is"), between the same left and right neighbours, one a content word
 * ("born in ___, Hawaii"), or — for a name at the start or end of the claim — beside the same
 * content word. "and", "by" or "in" alone mark no slot ("Jupiter and Saturn are" against "Jupiter,
 * Saturn, Uranus and Neptune are").
 */
/** A sentence position filling a claim slot, read from its anchor in direction `step`. */
export interface FirmSlot {
  slot: number;
  step: 1 | -1;
  /** Marked by two words or both neighbours, not by one content word at the claim's edge. */
  strong: boolean;
}

export function firmSlots(
  claim: readonly Token[],
  first: number,
  last: number,
  evidence: readonly Token[],
): FirmSlot[] {
  const left = nearest(claim, first, -1);
  const right = nearest(claim, last, 1);
  const hasLeft = left >= 0;
  const hasRight = right < claim.length;
  const farLeft = hasLeft ? nearest(claim, left, -1) : -1;
  const farRight = hasRight ? nearest(claim, right, 1) : claim.length;
  const open = !hasLeft || !hasRight;
  // Two neighbours bracket a slot when one of them is a content word ("born in ___, Hawaii").
  const bracketing = hasLeft && hasRight && (claim[left]!.isContent || claim[right]!.isContent);
  const same = (at: number, claimAt: number) =>
    at >= 0 &&
    at < evidence.length &&
    claimAt >= 0 &&
    claimAt < claim.length &&
    keyOf(evidence[at]!) === keyOf(claim[claimAt]!);
  const pairs = (near: number, far: number) =>
    far >= 0 && far < claim.length && (claim[near]!.isContent || claim[far]!.isContent);
  // Two matching words or both neighbours mark a slot strongly; one content word at the claim's
  // edge only when nothing marks one strongly ("Munich Airport is" against "Frankfurt Airport is …
  // at Munich Airport").
  const strong: FirmSlot[] = [];
  const weak: FirmSlot[] = [];
  evidence.forEach((_, index) => {
    if (hasLeft && same(index, left)) {
      const slot = nearest(evidence, index, 1);
      if (slot < evidence.length) {
        if (
          (pairs(left, farLeft) && same(nearest(evidence, index, -1), farLeft)) ||
          (bracketing && [1, 2, 3].some((step) => same(slot + step, right)))
        )
          strong.push({ slot, step: 1, strong: true });
        else if (open && claim[left]!.isContent) weak.push({ slot, step: 1, strong: false });
      }
    }
    if (hasRight && same(index, right)) {
      const slot = nearest(evidence, index, -1);
      if (slot >= 0) {
        if (
          (pairs(right, farRight) && same(nearest(evidence, index, 1), farRight)) ||
          (bracketing && [1, 2, 3].some((step) => same(slot - step, left)))
        )
          strong.push({ slot, step: -1, strong: true });
        else if (open && claim[right]!.isContent) weak.push({ slot, step: -1, strong: false });
      }
    }
  });
  const found = strong.length > 0 ? strong : weak;
  return found;
}

/**
 * Whether sentence position `slot` fills claim token `index`'s slot only across a bracket: after
 * the left neighbour with a bracket opened between, or before the right one with a bracket closed
 * between ("Verve Forecast (Richie Havens, Laura Nyro), Impulse" holds no filler of "Verve
 * Forecast Records, Impulse").
 */
function asideOnly(
  claim: readonly Token[],
  [first, last]: readonly [number, number],
  evidence: readonly Token[],
  source: string,
  slot: number,
): boolean {
  const left = claim[nearest(claim, first, -1)];
  const right = claim[nearest(claim, last, 1)];
  const before = evidence[nearest(evidence, slot, -1)];
  const after = evidence[nearest(evidence, slot, 1)];
  const byLeft = left !== undefined && before !== undefined && keyOf(before) === keyOf(left);
  const byRight = right !== undefined && after !== undefined && keyOf(after) === keyOf(right);
  const clear = (step: 1 | -1) => !bracketed(evidence, source, { slot, step, strong: true });
  return !((byLeft && clear(1)) || (byRight && clear(-1)));
}

/** Whether a bracket opens (reading to the right) or closes (to the left) between a slot and its anchor. */
function bracketed(evidence: readonly Token[], source: string, { slot, step }: FirmSlot): boolean {
  const anchor = nearest(evidence, slot, step === 1 ? -1 : 1);
  if (anchor < 0 || anchor >= evidence.length) return false;
  const [from, to] =
    step === 1
      ? [evidence[anchor]!.end, evidence[slot]!.start]
      : [evidence[slot]!.end, evidence[anchor]!.start];
  return (step === 1 ? /[([{]/u : /[)\]}]/u).test(source.slice(from, to));
}

/**
 * Whether the sentence has one of `stems` in the slot or a few words further from its anchor,
 * before the claim's other neighbour: the claim left words out ("album by Blackpink" against
 * "album by South Korean girl group Blackpink", "Barack Obama" against "Barack Hussein Obama").
 */
function standsInSlot(
  evidence: readonly Token[],
  { slot, step }: FirmSlot,
  stems: ReadonlySet<string>,
  stop: Token | undefined,
): boolean {
  // A name that opens the claim may head a longer phrase in the sentence, whose place name then
  // stands in its slot ("Tarrant Ridge produced" against "The Tarrant Ridge copper mine in
  // Western Australia produced"): read back further. Not forward from a name that ends the claim,
  // where the next clause names another doer ("directed by Lina Okoye and produced by Sam Reyes").
  const reach = stop === undefined && step === -1 ? 8 : 5;
  for (let at = slot, seen = 0; at >= 0 && at < evidence.length && seen < reach; at += step, seen += 1) {
    const token = evidence[at]!;
    if (stems.has(token.stem)) return true;
    if (stop && keyOf(token) === keyOf(stop)) return false;
  }
  return false;
}

/**
 * A claim name the sentence has too, but elsewhere, where the sentence fills the name's slot with
 * another name the claim does not use: "directed by Michael Deeley" against "directed by Ridley
 * Scott and produced by Michael Deeley", "Ada Babbage worked with Charles Babbage" against "Ada
 * Lovelace worked with Charles Babbage". Only firm slots count (`firmSlots`); the claim's own word
 * within three words of a slot is agreement with a word left out or added ("Barack Obama" /
 * "Barack Hussein Obama"), and a slot holding a name the claim uses elsewhere is a reordering
 * ("Brin and Page" / "Page and Brin").
 */
function compareNamesInPlace(
  options: SlotOptions,
  unknown: UnknownWord | undefined,
  claimStems: ReadonlySet<string>,
): SlotConflict | null {
  const { claim, evidence, matches } = options;
  // Each word in the sentence as a name itself (not by prefix or synonym: "Germany" for "Germania").
  const inSentence = (token: Token) =>
    evidence.some((other) => other.stem === token.stem && other.isCapitalized);
  let weakConflict: SlotConflict | null = null;
  for (const span of nameSpans(claim, options.claimSource, 0, unknown)) {
    const words = claim
      .slice(span.first, span.last + 1)
      .filter((token) => !NAME_NOISE_WORDS.has(token.lower));
    if (words.length === 0 || !words.every(inSentence)) continue;
    // The whole name, then each word of it in turn (with its own neighbours).
    const places: Array<[number, number]> = [
      [span.first, span.last],
      ...words.map((token): [number, number] => [claim.indexOf(token), claim.indexOf(token)]),
    ];
    for (const [first, last] of places) {
      // A slot the sentence opens a bracket into holds an aside ("Verve Forecast (Richie Havens,
      // …)" for "Verve Forecast Records"), not the name's filler.
      const firm = firmSlots(claim, first, last, evidence).filter(
        (place) => !bracketed(evidence, options.evidenceSource, place),
      );
      const own = new Set(claim.slice(first, last + 1).map((token) => token.stem));
      // The claim's next word beyond the whole name, for each word of it too: its own other word
      // ("Tarrant" for "Ridge") is where the name stands, not where the reading stops.
      const beyond = (step: 1 | -1) => claim[nearest(claim, step === 1 ? span.last : span.first, step)];
      if (firm.some((place) => standsInSlot(evidence, place, own, beyond(place.step)))) continue;
      const place = firm.find((candidate) => {
        const token = evidence[candidate.slot]!;
        return (
          (isNameToken(evidence, candidate.slot, unknown) ||
            openingWord(evidence, candidate.slot, matches)) &&
          !NAME_NOISE_WORDS.has(token.lower) &&
          !claimStems.has(token.stem) &&
          !matches.evidenceFound(token)
        );
      });
      if (!place) continue;
      const other = place.slot;
      // The sentence's name: the run of name words around the slot that the claim does not use.
      const fits = (at: number) =>
        at >= 0 &&
        at < evidence.length &&
        isNameToken(evidence, at, unknown) &&
        !claimStems.has(evidence[at]!.stem);
      let from = other;
      let to = other;
      while (fits(from - 1)) from -= 1;
      while (fits(to + 1)) to += 1;
      const conflict: SlotConflict = {
        kind: 'entity',
        claimValue: span.text,
        evidenceValue: options.evidenceSource.slice(evidence[from]!.start, evidence[to]!.end),
        claimStems: words.map((token) => token.stem),
        bySlot: true,
        anchored: counterparts(claim, first, last, evidence, true).includes(other),
      };
      // A slot marked strongly wins over one marked by a single word at the claim's edge.
      if (place.strong) return conflict;
      weakConflict ??= conflict;
    }
  }
  return weakConflict;
}

/**
 * A claim number the sentence does not state (by value: the caller counts "1.8 litres" as found
 * for "1,800 ml") where the sentence has another number in its slot ("on the 20th" / "on the 15th").
 */
/** "No" as the sign of "number" before a number ("No. 1"), which the tokenizer reads as no negation. */
function isNumberSign(tokens: readonly Token[], at: number): boolean {
  const token = tokens[at]!;
  return token.lower === 'no' && !token.isNegation && tokens[at + 1]?.isNumber === true;
}

function compareNumbersBySlot(options: SlotOptions): SlotConflict | null {
  const { claim, evidence, matches } = options;
  const claimNumbers = new Set(claim.filter((token) => token.isNumber).map((token) => token.stem));
  for (let index = 0; index < claim.length; index += 1) {
    const token = claim[index]!;
    if (!token.isNumber) {
      // A number word in a number word's slot: "one meal a day" against "two meals a day".
      // An ordinal in an ordinal's slot: "the third quarter" against "the first quarter", in the
      // sentence the claim aligns with best only (a summary names several quarters).
      // (A rank after its verb, below, in any selected sentence.)
      const value = WORD_NUMBERS.get(token.lower) ?? ORDINAL_WORDS.get(token.lower);
      const anySlot = WORD_NUMBERS.has(token.lower) || options.primary;
      // Found only by a shared sense is not found: WordNet has "fourth" for "quarter".
      const found = matches.claimFound(token.stem) && !matches.claimFoundBySense?.(token.stem);
      if (value === undefined || !Number.isInteger(value) || found) continue;
      // "four and a third million": a fraction's part of a number, which is read by value.
      if (
        claim[index - 2]?.lower === 'and' &&
        (claim[index - 1]?.lower === 'a' || claim[index - 1]?.lower === 'two')
      )
        continue;
      // The same thing counted on both sides ("meal" and "meals"): "one week" against "7 days"
      // is a duration, compared by value.
      const counted = claim[nearest(claim, index, 1)];
      // A rank after its verb: "ranked third" against "ranked second", "placed second" against
      // "placed third" — the same word before both, where no noun follows to be counted.
      const ranked = ORDINAL_WORDS.has(token.lower) ? claim[nearest(claim, index, -1)] : undefined;
      for (const slot of counterparts(claim, index, index, evidence)) {
        // "ranked No. 1": the rank is the number after the sign.
        const sign = isNumberSign(evidence, slot);
        const other = sign ? evidence[slot + 1]! : evidence[slot]!;
        const otherValue = other.isNumber
          ? Number(other.stem)
          : (WORD_NUMBERS.get(other.lower) ?? ORDINAL_WORDS.get(other.lower));
        const after = evidence[nearest(evidence, sign ? slot + 1 : slot, 1)];
        const before = evidence[nearest(evidence, slot, -1)];
        const sameCount =
          counted?.isContent === true && after !== undefined && keyOf(after) === keyOf(counted);
        const sameRank =
          ranked?.isContent === true &&
          (ORDINAL_WORDS.has(other.lower) || sign) &&
          before !== undefined &&
          keyOf(before) === keyOf(ranked);
        if (
          otherValue !== undefined &&
          otherValue !== value &&
          !matches.evidenceFound(other) &&
          ((anySlot && sameCount) || sameRank)
        )
          return wordConflict('number', token, other);
      }
      continue;
    }
    if (matches.claimFound(token.stem)) {
      // The claim has the number more often than the sentence ("at least 26 weeks of service …
      // to 26 weeks of leave" against "… to 20 weeks of leave"): each place is read at its
      // best-matching slot.
      // (A number found by value, "7:30 p.m." for "19:30", is not in the sentence as written.)
      const inSentence = countStem(evidence, token.stem);
      if (inSentence === 0 || countStem(claim, token.stem) <= inSentence) continue;
      const all = counterparts(claim, index, index, evidence);
      if (all.length === 0) continue;
      const slots = closest(claim, index, evidence, all);
      if (slots.some((slot) => evidence[slot]!.stem === token.stem)) continue;
      // Only a slot with the claim's own neighbours on both sides ("to 20 weeks" for "to 26
      // weeks"): a summary that repeats a year ("Q4 2020 … Q3 2020") is no changed number.
      const left = claim[nearest(claim, index, -1)];
      const right = claim[nearest(claim, index, 1)];
      const other = slots.find((slot) => {
        const candidate = evidence[slot]!;
        const before = evidence[nearest(evidence, slot, -1)];
        const after = evidence[nearest(evidence, slot, 1)];
        return (
          candidate.isNumber &&
          !claimNumbers.has(candidate.stem) &&
          left !== undefined &&
          right !== undefined &&
          before !== undefined &&
          after !== undefined &&
          keyOf(before) === keyOf(left) &&
          keyOf(after) === keyOf(right)
        );
      });
      if (other !== undefined) return wordConflict('number', token, evidence[other]!);
      continue;
    }
    for (const slot of counterparts(claim, index, index, evidence)) {
      const other = evidence[slot]!;
      if (other.isNumber && !claimNumbers.has(other.stem) && !matches.evidenceFound(other))
        return wordConflict('number', token, other);
    }
  }
  return null;
}

/** The dimension a unit word measures ("weeks" and "days" both time), for words of two letters or more. */
function unitDimension(token: Token): string | null {
  if (token.lower.length < 2 || token.isNumber) return null;
  return TIME_UNIT_WORDS.get(token.lower) ?? UNIT_SCALES.get(token.lower)?.dimension ?? null;
}

/**
 * "its first seven days" against "its first week": the claim's count of its unit is one of the
 * sentence's, which names its unit with no count of its own.
 */
function oneOfTheOther(
  count: Token | undefined,
  unit: Token,
  before: Token | undefined,
  other: Token,
): boolean {
  const value =
    count === undefined ? null : count.isNumber ? Number(count.stem) : WORD_NUMBERS.get(count.lower);
  const [own, theirs] = [timeScaleOf(unit.lower), timeScaleOf(other.lower)];
  if (value == null || !own || !theirs || before?.isNumber || WORD_NUMBERS.has(before?.lower ?? ''))
    return false;
  return Math.abs(value * own.factor - theirs.factor) < 1e-9;
}

/**
 * A unit the sentence does not have where it has another unit of the same kind in that slot: "up
 * to 3 more weeks" against "up to 3 more business days". The slot may hold a qualifier before the
 * unit ("business", "working"), so the word after the one after the shared neighbour counts too.
 */
function compareUnitsBySlot(options: SlotOptions): SlotConflict | null {
  const { claim, evidence, matches } = options;
  const claimStems = new Set(claim.map((token) => token.stem));
  for (let index = 0; index < claim.length; index += 1) {
    const token = claim[index]!;
    const dimension = unitDimension(token);
    // A unit of time found only by a shared sense is another unit: WordNet gives "years" and
    // "days" a sense in common (a lifetime), and "30 years" is no "30 days".
    const bySenseOnly = TIME_UNIT_WORDS.has(token.lower) && matches.claimFoundBySense?.(token.stem) === true;
    if (!dimension || (matches.claimFound(token.stem) && !bySenseOnly)) continue;
    if (evidence.some((other) => other.stem === token.stem)) continue;
    const left = claim[nearest(claim, index, -1)];
    const right = claim[nearest(claim, index, 1)];
    const near: number[] = [];
    evidence.forEach((other, at) => {
      if (left && keyOf(other) === keyOf(left)) near.push(at + 1, at + 2);
      if (right && keyOf(other) === keyOf(right)) near.push(at - 1, at - 2);
    });
    for (const at of near) {
      const other = evidence[at];
      if (!other || claimStems.has(other.stem) || unitDimension(other) !== dimension) continue;
      // "per gigabyte" against "per GB": one unit, written out and abbreviated.
      const factor = UNIT_SCALES.get(token.lower)?.factor;
      if (factor !== undefined && factor === UNIT_SCALES.get(other.lower)?.factor) continue;
      if (oneOfTheOther(claim[index - 1], token, evidence[at - 1], other)) continue;
      // "one every minute" against "one every 60 seconds": the sentence's count of its unit.
      if (oneOfTheOther(evidence[at - 1], other, claim[index - 1], token)) continue;
      return wordConflict('unit', token, other);
    }
  }
  return null;
}

/** The scales a direction word is on, and its direction. */
function scalesOf(word: string): { direction: 'up' | 'down'; scales: number[] } | null {
  const direction = UP_WORDS.has(word) ? 'up' : DOWN_WORDS.has(word) ? 'down' : null;
  if (!direction) return null;
  const scales: number[] = [];
  DIRECTION_SCALES.forEach(([up, down], scale) => {
    if ((direction === 'up' ? up : down).includes(word)) scales.push(scale);
  });
  return scales.length > 0 ? { direction, scales } : null;
}

function opposite(left: string, right: string): boolean {
  const a = scalesOf(left);
  const b = scalesOf(right);
  return (
    a !== null &&
    b !== null &&
    a.direction !== b.direction &&
    a.scales.some((scale) => b.scales.includes(scale))
  );
}

/** Two words of one direction on a scale they share ("rose" and "grew"). */
function sameDirection(left: string, right: string): boolean {
  const a = scalesOf(left);
  const b = scalesOf(right);
  return (
    a !== null &&
    b !== null &&
    a.direction === b.direction &&
    a.scales.some((scale) => b.scales.includes(scale))
  );
}

/** How many tokens have this stem, or this lower-cased form. */
export const countStem = (tokens: readonly Token[], stem: string) =>
  tokens.reduce((total, token) => total + (token.stem === stem ? 1 : 0), 0);
const countLower = (tokens: readonly Token[], lower: string) =>
  tokens.reduce((total, token) => total + (token.lower === lower ? 1 : 0), 0);

function compareDirectionsBySlot(options: SlotOptions): SlotConflict | null {
  const { claim, evidence } = options;
  // "Asia was lower than Europe" for "Europe was higher than Asia": the converse, not a flip.
  if (isConverse(claim, evidence)) return null;
  for (let index = 0; index < claim.length; index += 1) {
    const token = claim[index]!;
    if (!scalesOf(token.lower)) continue;
    // Read in its own slot: "lower rates … and lower unemployment" against "lower rates … and
    // higher unemployment" differs in the second slot although both say "lower" somewhere.
    const all = counterparts(claim, index, index, evidence);
    // The sentence has the word, in another of the places the neighbours point to ("open later
    // … close later" against "open earlier … close later"): only the best-matching place is read,
    // as for opposites.
    const inSentence = countLower(evidence, token.lower);
    // Also where the sentence has the word as often but in another slot ("at most 190 mm, and …
    // at least 250 mm" against "at least 190 mm"), or a word of its direction in one of them
    // ("revenue rose" against "cloud revenue grew …, while hardware revenue fell").
    const surplus =
      all.length > 1 &&
      (inSentence > 0 || all.some((slot) => sameDirection(token.lower, evidence[slot]!.lower)));
    const slots = (surplus ? closest(claim, index, evidence, all) : all).map((slot) => evidence[slot]!);
    if (slots.some((other) => other.lower === token.lower)) continue;
    const other = slots.find((candidate) => opposite(token.lower, candidate.lower));
    if (other) return wordConflict('comparative', token, other);
  }
  return null;
}

/**
 * Whether the sentence has the claim's word at `index` (as often as the claim) followed by the
 * claim's next content word, its object, past only a title the claim leaves out ("Councillor").
 */
function sameWordSameObject(claim: readonly Token[], index: number, evidence: readonly Token[]): boolean {
  const word = claim[index]!.stem;
  if (countStem(evidence, word) < countStem(claim, word)) return false;
  const next = nearest(claim, index, 1);
  if (next >= claim.length) return false;
  const object = claim[next]!.stem;
  const claimStems = new Set(claim.map((token) => token.stem));
  return evidence.some((token, at) => {
    if (token.stem !== word) return false;
    for (let after = at + 1; after < evidence.length; after += 1) {
      const other = evidence[after]!;
      if (!other.isContent) continue;
      if (other.stem === object) return true;
      if (!(other.isCapitalized && !claimStems.has(other.stem))) return false;
    }
    return false;
  });
}

/** What comes before the "off" of a discount: a share, an amount, "half", "a quarter". */
const DISCOUNTED = /(?:\d%?|per ?cent|half|quarter|third|fifth|tenth|[£$€]\d[\d.,]*)\s+$/i;

function compareOpposites(options: SlotOptions): SlotConflict | null {
  const { claim, evidence, antonyms } = options;
  for (let index = 0; index < claim.length; index += 1) {
    const token = claim[index]!;
    // Quantifiers and other function words with an opposite count too ("a few" / "many").
    if (token.isNumber || (!token.isContent && !FUNCTION_WORD_OPPOSITES.has(token.lower))) continue;
    // "never … anyone other than a nurse" says "only a nurse": no "never" against "always".
    if (token.isNegation && saysOnly(claim, index)) continue;
    // "25% off", "a quarter off": a discount, no "off" against the sentence's "on".
    if (
      token.lower === 'off' &&
      DISCOUNTED.test(options.claimSource.slice(Math.max(0, token.start - 12), token.start))
    )
      continue;
    const opposites = antonyms.get(token.stem);
    // Only a sentence word that is an opposite of this one, or this one with a negating prefix,
    // can conflict below: with none in the sentence, its slots need not be found.
    if (!evidence.some((other) => opposites?.has(other.stem) || negatingPrefixPair(token.lower, other.lower)))
      continue;
    const all = counterparts(claim, index, index, evidence);
    // The claim has the word more often than the sentence: one of its places holds something
    // else there, so only the best-matching place is read.
    const surplus = all.length > 1 && countStem(claim, token.stem) > countStem(evidence, token.stem);
    const slots = surplus ? closest(claim, index, evidence, all) : all;
    // The word in its own slot agrees; elsewhere in the sentence it does not ("how slow or slow"
    // against "how fast or slow": the claim has lost the one "fast").
    if (slots.some((slot) => evidence[slot]!.stem === token.stem)) continue;
    // The sentence says the claim's word of the claim's own object, in another clause ("approved
    // Dimitrov's plan" against "rejected Okonkwo's proposal but approved Councillor Dimitrov's
    // plan"): the opposite belongs to the other clause.
    if (sameWordSameObject(claim, index, evidence)) continue;
    for (const slot of slots) {
      const other = evidence[slot]!;
      // "free of charge": the claim's own word just before the opposite makes one phrase of them
      // (not "north and south", two things the claim has turned into one).
      if (evidence[slot - 1]?.lower === 'of' && evidence[slot - 2]?.stem === token.stem) continue;
      // "closed" = "not open": an opposite under one negation agrees; so does one after "less" or
      // "least" ("less expensive" = "cheaper", "the least expensive" = "the cheapest").
      const negatedOnce =
        (negatedBefore(evidence, slot) || lessened(evidence, slot)) !==
        (negatedBefore(claim, index) || underNeitherNor(claim, index) || lessened(claim, index));
      // Two words of one comparative scale are the direction comparison's ("lower" / "higher" may
      // be a converse); "won" / "lost" is not on one.
      const sameScale = scalesOf(token.lower) !== null && scalesOf(other.lower) !== null;
      const dropped = countStem(evidence, other.stem) > countStem(claim, other.stem);
      if (
        opposites?.has(other.stem) &&
        !sameScale &&
        !negatedOnce &&
        dropped &&
        !converseRoles(claim, index, evidence, slot)
      )
        return wordConflict('antonym', token, other);
      const prefixed = negatingPrefixPair(token.lower, other.lower);
      if (prefixed && dropped && !negatedBefore(evidence, slot) && !negatedBefore(claim, index))
        return wordConflict('negation', token, other);
    }
  }
  return null;
}

/** "less" or "least" just before the word at `index`, which turns it to its opposite's direction. */
export function lessened(tokens: readonly Token[], index: number): boolean {
  const before = tokens[index - 1]?.lower;
  return before === 'less' || before === 'least';
}

/**
 * Of several slots, those whose surroundings match the claim word's best (the words up to four
 * places either side, position by position), for a word the claim has more often than the
 * sentence: "a slight negative charge on each hydrogen atom and
 * a slight negative charge on the oxygen" against "a slight positive charge on each hydrogen atom
 * and a slight negative charge …" puts the first "negative" against "positive", not against the
 * second "negative" that its neighbours "slight" and "charge" also mark.
 */
function closest(
  claim: readonly Token[],
  index: number,
  evidence: readonly Token[],
  slots: readonly number[],
) {
  const unique = [...new Set(slots)];
  if (unique.length < 2) return unique;
  const score = (slot: number) => {
    let total = 0;
    for (let step = -4; step <= 4; step += 1) {
      const mine = claim[index + step];
      const theirs = evidence[slot + step];
      if (step !== 0 && mine && theirs && keyOf(mine) === keyOf(theirs)) total += 1;
    }
    return total;
  };
  const scores = unique.map(score);
  const best = Math.max(...scores);
  return unique.filter((_, at) => scores[at] === best);
}

/** The lengths of the negating prefixes ("un", "non" …). */
const PREFIX_LENGTHS: ReadonlySet<number> = new Set(NEGATING_PREFIXES.map((prefix) => prefix.length));

/** "unavailable" and "available": one is the other with a negating prefix. */
export function negatingPrefixPair(left: string, right: string): boolean {
  const short = left.length < right.length ? left : right;
  const long = short === left ? right : left;
  // Most pairs differ in length by no prefix's length: settled without reading a letter.
  if (short.length < 4 || !PREFIX_LENGTHS.has(long.length - short.length)) return false;
  // `long === prefix + short`, read in place: no string built per prefix and pair.
  for (const prefix of NEGATING_PREFIXES)
    if (long.length === prefix.length + short.length && long.startsWith(prefix) && long.endsWith(short))
      return true;
  return false;
}

/**
 * Whether "neither … nor" governs the word: "Neither the Old Mill nor the Harbour Gallery offers
 * free entry" denies "free" five tokens after its "nor", past the second subject, where a plain
 * "not" that far back governs another word.
 */
function underNeitherNor(tokens: readonly Token[], index: number): boolean {
  const nor = tokens.findLastIndex((token, at) => at < index && token.lower === 'nor');
  return nor >= 0 && index - nor <= 6 && tokens.slice(0, nor).some((token) => token.lower === 'neither');
}

/** Whether a negation stands among the three tokens before `index` ("not available"). */
export function negatedBefore(tokens: readonly Token[], index: number): boolean {
  for (let at = Math.max(0, index - 3); at < index; at += 1) if (tokens[at]!.isNegation) return true;
  return false;
}

interface SlotOptions {
  claim: readonly Token[];
  claimSource: string;
  evidence: readonly Token[];
  /** The chunk text the evidence tokens' offsets index into. */
  evidenceSource: string;
  matches: SlotMatches;
  antonyms: ReadonlyMap<string, ReadonlySet<string>>;
  /** Whether the sentence is the one the claim aligns with best (the others only supply parts). */
  primary?: boolean;
  /** Whether a stem is a common word (the lexicon knows it): a shared common noun does not make two names one. */
  isCommonWord?: (stem: string) => boolean;
}

/** A weekday written short and in full ("Sat" for "Saturday", "Thurs" for "Thursday"): one day. */
function sameDayName(left: string, right: string): boolean {
  const [short, long] = [left, right]
    .map((text) => text.toLowerCase().replace(/\.$/u, ''))
    .sort((one, other) => one.length - other.length) as [string, string];
  return (
    short.length >= 3 &&
    short !== long &&
    long.startsWith(short) &&
    WEEKDAYS.includes(long.replace(/s$/u, ''))
  );
}

/**
 * The first detail of the claim that the aligned sentence fills differently: a name, then a
 * comparative, then an opposite.
 * @example compareSlots({ claim: tokenize('HQ is in Paderborn.'), evidence: tokenize('HQ is in Bielefeld.'), … }) // entity Paderborn vs Bielefeld
 */
export function compareSlots(options: SlotOptions): SlotConflict | null {
  const found = compareNames(options);
  const name = found && !sameDayName(found.claimValue, found.evidenceValue) ? found : null;
  // A name read in no slot ("Civil Aviation Office" against the "Fjordair" of "Kestrel ranked
  // second …, behind only Fjordair") yields to a detail read in its slot ("third" against
  // "second").
  if (name && !name.bySlot)
    return (
      compareNumbersBySlot(options) ??
      compareUnitsBySlot(options) ??
      compareDirectionsBySlot(options) ??
      compareOpposites(options) ??
      name
    );
  return (
    name ??
    compareNumbersBySlot(options) ??
    compareUnitsBySlot(options) ??
    compareDirectionsBySlot(options) ??
    compareOpposites(options)
  );
}

/**
 * How many claim content words the aligned sentence replaces by another content word in the same
 * slot (neither matched with anything): a one-word substitution in an otherwise copied sentence is
 * how most single edits look, whether or not the lexicon knows the two words as opposites. A
 * feature for the model, not a rule: a synonym WordNet does not know looks the same.
 */
export function countSubstitutions(options: Pick<SlotOptions, 'claim' | 'evidence' | 'matches'>): number {
  const { claim, evidence, matches } = options;
  let count = 0;
  for (let index = 0; index < claim.length; index += 1) {
    const token = claim[index]!;
    if (!token.isContent || matches.claimFound(token.stem)) continue;
    const replaced = counterparts(claim, index, index, evidence).some((slot) => {
      const other = evidence[slot]!;
      return other.isContent && !matches.evidenceFound(other) && other.stem !== token.stem;
    });
    if (replaced) count += 1;
  }
  return count;
}
