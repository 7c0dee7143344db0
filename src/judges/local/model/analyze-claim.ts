/**
 * Everything the local judge knows about one claim against one context: the alignment with the
 * best evidence sentences and the outcome of each consistency comparison. The decision (and the
 * calibration script) read only this, so features are computed once and reused across folds.
 */

import { withFields } from '../../../core/with-fields.js';
import { sameByInitials } from '../../../text/acronym.js';
import { type BeforeStart, startOf } from '../../../text/before-start.js';
import { boundRelation } from '../../../text/bound-relation.js';
import { contradictedSpan, derivedValue } from '../../../text/derived-value.js';
import { extractQuantities } from '../../../text/extract-quantities.js';
import type { LanguageModule } from '../../../text/languages/language-module.js';
import { WORD_NUMBERS } from '../../../text/number-words.js';
import { type Quantity, TIME_OF_DAY } from '../../../text/quantity.js';
import { approximateDuration, durationOf, sameDuration, states } from '../../../text/quantity-values.js';
import { RATE } from '../../../text/read-rate.js';
import { mayHoldRomanNumeral } from '../../../text/read-roman-numerals.js';
import { sameRegnalNumber } from '../../../text/regnal-number.js';
import { splitChunkSentences } from '../../../text/split-chunk-sentences.js';
import { changeWordAfter, percentagePointsEnd, statedChange } from '../../../text/stated-change.js';
import { stemWord } from '../../../text/stem-word.js';
import { monthNumber, type Token, tokenize } from '../../../text/tokenize.js';
import { findAgentSwap } from '../comparisons/agent-slot.js';
import { findBorrowedFiller } from '../comparisons/borrowed-filler.js';
import { findBorrowedValue } from '../comparisons/borrowed-value.js';
import { boundAgainstRange } from '../comparisons/bound-against-range.js';
import { type AntonymHit, compareAntonyms } from '../comparisons/compare-antonyms.js';
import {
  compareDates,
  type DateConflict,
  type DateMention,
  extractDates,
  holidayDates,
  statesDate,
} from '../comparisons/compare-dates.js';
import {
  compareDirections,
  type DirectionComparison,
  hasDirection,
} from '../comparisons/compare-directions.js';
import { compareEntities, type EntityComparison } from '../comparisons/compare-entities.js';
import {
  alignedClauseLength,
  compareNegation,
  type NegationComparison,
} from '../comparisons/compare-negation.js';
import { compareQuantities, type QuantityComparison } from '../comparisons/compare-quantities.js';
import { compareSlots, countSubstitutions, type SlotConflict } from '../comparisons/compare-slots.js';
import { findCrossedPairing } from '../comparisons/crossed-pairing.js';
import { findDesignatorSwap } from '../comparisons/designator-swap.js';
import { directionInClause } from '../comparisons/direction-in-clause.js';
import {
  holdsUniqueRole,
  negationsDiffer,
  onlyBefore,
  UNIQUE_ROLE_WORD,
  undoneByNegation,
} from '../comparisons/double-flip.js';
import { readEquative } from '../comparisons/equative.js';
import { type ExceptedItem, exceptedItem } from '../comparisons/excepted-item.js';
import { findFillerFromElsewhere } from '../comparisons/filler-from-elsewhere.js';
import { findMisattachedOpposite } from '../comparisons/misattached-opposite.js';
import { findMisattachedDate, findMisattachedValue } from '../comparisons/misattached-value.js';
import { negationByClause } from '../comparisons/negation-by-clause.js';
import { negationSaidElsewhere } from '../comparisons/negation-said-elsewhere.js';
import { oppositeOutOfPlace } from '../comparisons/opposite-in-place.js';
import {
  changedTimeWord,
  changedWeekday,
  insideDateRange,
  weekdayOf,
} from '../comparisons/outside-schedule.js';
import { type PermittedKind, permittedKind } from '../comparisons/permitted-kind.js';
import { punctuationClauses } from '../comparisons/punctuation-clauses.js';
import { readQuantifiedCount } from '../comparisons/quantified-count.js';
import { findRepeatedName } from '../comparisons/repeated-name.js';
import { findRespectively, respectivelyStems } from '../comparisons/respectively.js';
import { findRolesSwapped } from '../comparisons/roles-swapped.js';
import { findShortenedName } from '../comparisons/shortened-name.js';
import { findMovedName, findSwappedPair } from '../comparisons/swapped-pair.js';
import { findSwappedPhrase, findSwappedWord } from '../comparisons/swapped-word.js';
import { findUnevidencedName, type UnevidencedName } from '../comparisons/unevidenced-name.js';
import { namesBound, valueAgainstBound } from '../comparisons/value-against-bound.js';
import { findDateOfOtherPart, findQuantityOfOtherPart } from '../comparisons/value-of-other-part.js';
import {
  alignClaim,
  type ClaimAlignment,
  type SentenceMatch,
  type SynonymTest,
} from '../evidence/align-claim.js';
import { creditStatedWords } from '../evidence/credit-stated-words.js';
import type { IndexedSentence } from '../evidence/indexed-sentence.js';
import { introducingSentences, sentenceBeforeAcrossBreak } from '../evidence/introducing-sentences.js';
import { matchSentence } from '../evidence/match-sentence.js';
import { refersBack } from '../evidence/refers-back.js';
import type { SentenceIndex } from '../evidence/sentence-index.js';
import { statedByValue } from '../evidence/stated-by-value.js';
import { admittedBy, type ExcludedAlternative, excludedAlternative } from '../excluded-alternative.js';
import { GENERIC_WORDS } from '../lexicon/english/generic-words.js';
import {
  antecedentsOf,
  readOppositeBounds,
  readSchedules,
  readStatedComparisons,
  removeTradedSlots,
  type TradedTerms,
} from './read-across-parts.js';

/** Slot conflicts that an opposite word makes: undone by a negation one side lacks. */
const OPPOSITE_KINDS: ReadonlySet<SlotConflict['kind']> = new Set(['antonym', 'comparative']);

/** The context side, prepared once per check and shared by its claims. */
export interface PreparedContext {
  index: SentenceIndex;
  /** Quantities of each sentence, by sentence id (computed lazily). */
  sentenceQuantities: Map<number, Quantity[]>;
  /** All quantities of the context (computed lazily). */
  allQuantities: Quantity[] | null;
  queryStems: ReadonlySet<string>;
  synonyms: SynonymTest;
  antonyms: ReadonlyMap<string, ReadonlySet<string>>;
  /** The language module claims and chunks are read with; absent for English. */
  language?: LanguageModule;
}

/** A claim quantity the evidence states written otherwise. */
export interface RestatedQuantity {
  /**
   * `measure`: the same value in another unit ("1,320 MW" for "1.32 GW"); `conversion`: a value
   * converted and rounded ("roughly 6.5 feet" for "about 2 metres"); `bound`: within a hedge of one
   * side ("just under a minute" for "59 seconds"); `change`: the size of a change the sentence gives
   * by its ends ("by 50%" for "from 8,000 to 12,000"); `worked out`: a total, rate, frequency or
   * length of time the sentence's values give (`text/derived-value.ts`); `period`: a period said
   * by its adjective ("a year" for "annual"); `count`: a quantifier a count bears out ("Most …
   * did not" for "9 of the 24", `comparisons/quantified-count.ts`); `before`: a year before the
   * start the sentence gives, under the claim's negation ("in 2016" for "opened in 2019").
   */
  kind:
    | 'duration'
    | 'time of day'
    | 'share'
    | 'measure'
    | 'conversion'
    | 'bound'
    | 'change'
    | 'worked out'
    | 'period'
    | 'count'
    | 'before';
  claim: string;
  evidence: string;
  /** A count the claim reads the other way: the part it speaks of ("15 of 24"). */
  otherPart?: string;
}

export interface ClaimAnalysis {
  claimText: string;
  tokens: Token[];
  alignment: ClaimAlignment;
  quantities: QuantityComparison;
  negation: NegationComparison | null;
  antonym: AntonymHit | null;
  comparative: DirectionComparison | null;
  entities: EntityComparison;
  /**
   * Each name, number, comparative, opposite or prefixed negation that an aligned sentence (the
   * best one first, then the other selected ones) fills differently, with that sentence.
   */
  slots: Array<
    SlotConflict & {
      match: SentenceMatch;
      scope: ReadonlySet<string> | null;
      /** The sentence that gives the other term its value, for a comparison across two sentences. */
      alongside?: SentenceMatch;
    }
  >;
  /** A claim date the aligned sentence gives differently. */
  date: DateConflict | null;
  /** The sentence that gives `date` differently, where it is not the best one. */
  dateMatch: SentenceMatch | null;
  /** Claim words the aligned sentence replaces by another word in the same slot. */
  substitutions: number;
  /** A name the copied sentence lacks that no related sentence has (English only). */
  unevidencedName: UnevidencedName | null;
  /**
   * Claim quantities the aligned sentence states written otherwise, as written on each side, for
   * the reasoning: a duration in another unit ("24 months" and "2 years"), a time of day on the
   * other clock ("7:30 p.m." and "19:30"), a share as a fraction ("A quarter" and "25%").
   */
  restatedQuantities: RestatedQuantity[];
  /**
   * Selected sentences right before or after the best one in its chunk: the rest of a sentence
   * the chunk's splitter cut in two ("… available at www." + "Geniewards.ca."). The negation is
   * read over them and the best sentence together.
   */
  joined: SentenceMatch[];
  /**
   * The negation read against each other selected sentence that is not part of the best one: a
   * claim whose name one sentence gives and whose predicate another ("Kestrel Car Hire has an
   * upper age limit" against "Kestrel Car Hire rents to drivers aged 21 or over. … There is no
   * upper age limit."). English only; the decision weighs each with the names credited.
   */
  otherNegations: Array<{
    match: SentenceMatch;
    negation: NegationComparison;
    /** Whether the sentence refers back to the best one, just before it ("The dish" after "Our … curry"). */
    refersBack: boolean;
  }>;
  /**
   * For each selected sentence that opens with a pronoun ("Its timber roof spans 32 metres …"),
   * the stems of the sentence before it in its chunk, which the pronoun refers back to.
   */
  antecedents: Map<number, ReadonlySet<string>>;
  /**
   * The claim denies a value that a range or bound of its sentence holds ("not staffed at 10 am"
   * against "staffed from 8 am to 8 pm"): a flip, never another value denied.
   */
  deniedWithinBound: boolean;
  /** Content words of the best sentence's clause the claim aligns with, where the negations differ. */
  negationClause: number | null;
  /** Claim words missing from the selected evidence that the user's query contains. */
  missingInQuery: number;
  pronounStart: boolean;
  hedged: boolean;
  /** A denied item the sentence's "only" leaves out (`excluded-alternative.ts`). */
  excluded: ExcludedAlternative | null;
  /** What the claim permits that a sentence prohibits, by name or by a kind of it (`comparisons/permitted-kind.ts`). */
  permitted: PermittedKind | null;
  /** An item the best sentence sets apart that the claim names ("except Cyprus"), read as denied. */
  excepted?: ExceptedItem;
}

const PRONOUNS = new Set([
  'he',
  'she',
  'it',
  'they',
  'his',
  'her',
  'its',
  'their',
  'this',
  'these',
  'those',
  'there',
]);
const HEDGES = new Set([
  'may',
  'might',
  'can',
  'could',
  'often',
  'usually',
  'generally',
  'typically',
  'some',
  'many',
  'various',
  'several',
  'likely',
  'possibly',
]);

/**
 * Whether two sentences in a row are one sentence the chunk's splitter cut in two, as the claim
 * reads them: the claim has the last content word of the first and the first content word of the
 * second side by side ("… available at www." + "Geniewards.ca." for "… at www.Geniewards.ca."). A
 * claim that merges two sentences' parts ("… before cooking, and only a third of chefs …") joins
 * other words.
 */
function cutInTwo(claim: readonly Token[], first: readonly Token[], second: readonly Token[]): boolean {
  const last = first.findLast((token) => token.isContent);
  const next = second.find((token) => token.isContent);
  if (!last || !next) return false;
  const content = claim.filter((token) => token.isContent);
  return content.some((token, index) => token.stem === last.stem && content[index + 1]?.stem === next.stem);
}

const MAY_HOLD_NUMBER =
  /\d|[½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅛⅜⅝⅞]|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|dozen|twice|double|triple|zero|halved|doubled|tripled|trebled|quadrupled)\b|\b(?:an?|one)\s(?:minute|hour|day|week|fortnight|month|year|decade|century)\b|\b(?:noon|midday|midnight|half|quarters?)\b|\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth)\b|\b(?:thirds?|fourths?|fifths?|sixths?|sevenths?|eighths?|ninths?|tenths?)\sof\b|\bby\s(?:an?|one)\s(?:third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\b|\bcentur(?:y|ies)\b|\b(?:twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties)\b|\b(?:an?|one)\s(?:square\s)?(?:mile|kilomet(?:re|er)|met(?:re|er)|lit(?:re|er)|kilo(?:gram)?|tonne|acre|hectare|foot|yard|inch|gallon)\b/i;

/** Words right before or after a claim's date that make it an end of a range of its own. */
const RANGE_BEFORE = /\b(?:from|between|to|until|till|through|and)\s+(?:\w+\s+)?$/i;
const RANGE_AFTER = /^(?:,?\s*\d{4})?,?\s*(?:to|until|till|through|and|[–—-])\s/i;

/** Where a quantity ends, with the "-year-old" of an age ("a 12-year-old"): all of it is the value. */
function ageEnd(quantity: Quantity, source: string): number {
  const after = /^[- ](?:years?|months?)[- ]olds?\b/i.exec(source.slice(quantity.end, quantity.end + 16));
  return after ? quantity.end + after[0].length : quantity.end;
}

/** Words by which a claim sets something apart from the rest. */
const SET_APART: ReadonlySet<string> = new Set([
  'other',
  'except',
  'excluding',
  'besides',
  'apart',
  'than',
  'but',
  // "not allowed outside the metal fire rings" against "permitted only in the metal fire rings".
  'outside',
  'beyond',
]);

/**
 * Whether the claim is negated and has every content word of the phrase the sentence's "only"
 * heads, up to the clause's end: it denies what "only" admits. "Non-members cannot book" against
 * "Only registered members can book" lacks "registered" and is borne out instead.
 */
function onlyPhraseDenied(claim: readonly Token[], evidence: readonly Token[], source: string): boolean {
  if (!claim.some((token) => token.isNegation)) return false;
  // "Dogs other than assistance dogs", "anywhere except the express lane", "more than once": the
  // claim sets the admitted thing apart, as "only" does.
  if (claim.some((token) => SET_APART.has(token.lower))) return false;
  const at = evidence.findIndex((token) => token.lower === 'only');
  if (at < 0) return false;
  const claimStems = new Set(claim.map((token) => token.stem));
  const phrase: Token[] = [];
  for (let index = at + 1; index < evidence.length; index += 1) {
    const token = evidence[index]!;
    if (/[,;:()]/u.test(source.slice(evidence[index - 1]!.end, token.start))) break;
    if (token.isContent) phrase.push(token);
  }
  // A postposed "only" closes the phrase it admits ("run for Years 12 and 13 only"): denied where
  // the claim says the whole phrase, its preposition with it ("not run for Years 12 and 13"; not
  // "taken out of the library" against "for use in the library only").
  if (phrase.length === 0) {
    const scope = admittedBy(evidence, source, at);
    const opener = scope ? evidence[scope[0]! - 1] : undefined;
    if (!scope || !opener) return false;
    const said = [opener, ...scope.map((index) => evidence[index]!)].map((token) => token.lower);
    return claim.some((_, start) => said.every((word, offset) => claim[start + offset]?.lower === word));
  }
  return phrase.every((token) => claimStems.has(token.stem));
}

/**
 * Whether two counts count things the alignment matched by sense ("storeys" against "floors"),
 * whatever their values (`compareQuantities` compares those): the counted nouns are the words'
 * to compare, the value the number's. Counts only: a unit of measure, a duration, a share, money or a date converts by
 * value ("30 years" is no "30 days", though WordNet gives the two words a sense in common).
 */
function countsAlikeByWord(
  claim: Quantity,
  other: Quantity,
  alignment: ClaimAlignment,
  match: SentenceMatch,
): boolean {
  const counted = (quantity: Quantity) =>
    quantity.unit !== null &&
    !quantity.unit.startsWith('@') &&
    quantity.unit !== '%' &&
    quantity.unit !== 'money' &&
    quantity.scale === undefined &&
    quantity.duration === undefined;
  if (!counted(claim) || !counted(other) || claim.unit === other.unit) return false;
  const index = alignment.words.findIndex((word) => word.stem === claim.unit);
  const partner = index >= 0 && match.kinds[index] === 'synonym' ? match.partners[index] : null;
  return partner != null && stemWord(partner.toLowerCase()) === other.unit;
}

/** How many of the context's sentences are read for a direction the aligned sentence does not give. */
const DIRECTION_SENTENCES = 400;
/** Least share of the claim a sentence beside the best one must hold to give its comparison. */
const BESIDE_DIRECTION_COVERAGE = 0.5;
/** How much of the claim the aligned sentence must cover for another to be read for its direction. */
const NEAR_COPY_COVERAGE = 0.75;

/** How many of the context's sentences are read for a bound on an age no selected sentence gives. */
const AGE_BOUND_SENTENCES = 400;

/** Whether a claim's value describes an instance: an age, or a value after "a" or "any". */
function describesInstance(quantity: Quantity, source: string): boolean {
  if (ageEnd(quantity, source) > quantity.end) return true;
  return /\b(?:an?|any)\s+[£$€]?$/i.test(source.slice(Math.max(0, quantity.start - 6), quantity.start));
}

/** Whether the sentence has the day of the claim's date as a number of its own. */
function dayAsNumberIn(date: DateMention, tokens: readonly Token[]): boolean {
  const days = date.readings.map((reading) => reading.day).filter((day) => day !== null);
  return tokens.some((token) => token.isNumber && days.includes(Number(token.text)));
}

/**
 * `MAY_HOLD_NUMBER.test(text)`, a digit looked for first: a digit is its first alternative, and
 * the whole pattern tried at every position up to the first digit cost more than the rest.
 */
function mayHoldNumber(text: string): boolean {
  return DIGIT.test(text) || MAY_HOLD_NUMBER.test(text) || mayHoldRomanNumeral(text);
}

const DIGIT = /\d/;

/** A sentence end before the claim's last words: the claim may hold more than one sentence. */
export const SEVERAL_SENTENCES = /[.!?]["'\u201d\u2019)\]]*\s+\S/u;

const MAY_HOLD_MONTH =
  /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|christmas|new year|boxing|valentine|halloween)|\d[./-]\d/i;

/**
 * A quantity as written, with the unit word of a duration ("24 months", not "24") and the sign of
 * a share in per cent ("25%", not "25").
 */
function written(quantity: Quantity): string {
  const value = quantity.duration
    ? quantity.duration.text
    : quantity.unit === '%' && !quantity.fraction
      ? `${quantity.text}%`
      : quantity.text;
  // The hedge of one side with it ("almost 5%"), which the quantity's text leaves out.
  return quantity.bounds?.words ? `${quantity.bounds.words} ${value}` : value;
}

/**
 * What a claim quantity restates when the evidence that states it writes it otherwise: a duration
 * (in another unit or other parts), a time of day, a share, a measure in another unit, a value
 * within a hedge of one side. Null for the same words, or a number merely
 * rounded ("$383 billion" for "$383.3 billion"), which the reasoning need not explain.
 */
function restatedKind(quantity: Quantity, other: Quantity): RestatedQuantity['kind'] | null {
  if (sameDuration(quantity, other)) return 'duration';
  if (written(quantity).toLowerCase() === written(other).toLowerCase()) return null;
  if (quantity.bounds?.words) return 'bound';
  if (quantity.unit === TIME_OF_DAY) return 'time of day';
  if (quantity.fraction || other.fraction) return 'share';
  if (durationOf(quantity) && durationOf(other)) return 'duration';
  // A rate in another period ("600 requests per minute") is no measure converted.
  if (quantity.scale === undefined || other.scale === undefined || quantity.scale === other.scale)
    return null;
  if (quantity.unit?.startsWith(RATE)) return null;
  const same = Math.abs(quantity.value - other.value) <= 1e-9 * Math.abs(other.value);
  return same ? 'measure' : 'conversion';
}

/** Words that hedge the value after them: found with a value the sentence gives in another unit. */
const HEDGE_WORDS: ReadonlySet<string> = new Set([
  'roughly',
  'about',
  'around',
  'approximately',
  'nearly',
  'almost',
  'some',
]);

/** Quantities of one sentence, computed once per check. */
export function sentenceQuantities(context: PreparedContext, sentenceId: number): Quantity[] {
  let quantities = context.sentenceQuantities.get(sentenceId);
  if (!quantities) {
    const sentence = context.index.sentences[sentenceId]!;
    const text = sentence.source.slice(sentence.start, sentence.end);
    // Most sentences state no number: skip tokenising them again.
    // The English pre-test knows English number words only: another language always looks.
    quantities =
      context.language || mayHoldNumber(text)
        ? extractQuantities(sentence.transientTokens(), sentence.source, 0, context.language)
        : [];
    context.sentenceQuantities.set(sentenceId, quantities);
  }
  return quantities;
}

/** Whether two fillers spell the same letters, spaces and hyphens aside ("semi soft", "semisoft"). */
function sameLetters(left: string, right: string): boolean {
  const letters = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  return letters(left) === letters(right);
}

function allQuantities(context: PreparedContext): Quantity[] {
  if (!context.allQuantities) {
    // A loop, not `flatMap`: V8's flatMap costs ~0.1 µs an element, on every sentence of the context.
    const all: Quantity[] = [];
    for (const sentence of context.index.sentences)
      for (const quantity of sentenceQuantities(context, sentence.id)) all.push(quantity);
    context.allQuantities = all;
  }
  return context.allQuantities;
}

/** Whether the claim's value is the evidence's with its decimals dropped ("383" of "383.3"). */
function droppedDecimals(claim: Quantity, evidence: Quantity): boolean {
  const point = evidence.text.indexOf('.');
  if (point < 0 || claim.text.includes('.')) return false;
  const digits = (text: string) => text.replace(/\D/g, '');
  const whole = digits(evidence.text.slice(0, point));
  return whole.length > 0 && whole === digits(claim.text);
}

/**
 * The day of the week named right before a claim's full date ("Friday, 14 March 2025", "on Monday
 * 23 September 2024"), when it is the day the calendar gives that date; null otherwise.
 */
function weekdayByCalendar(tokens: readonly Token[], date: DateMention): Token | null {
  const [reading, ...others] = date.readings;
  if (!reading || others.length > 0 || reading.year === null || reading.day === null) return null;
  const before = tokens.findLast((token) => token.end <= date.start);
  if (!before) return null;
  const named = weekdayOf(before);
  if (named === null) return null;
  // `weekdayOf` counts from Monday; `getUTCDay` from Sunday.
  const actual = (new Date(Date.UTC(reading.year, reading.month - 1, reading.day)).getUTCDay() + 6) % 7;
  return named === actual ? before : null;
}

/** A day of the week as a date mention of no reading: compared by its word (`changedWeekday`). */
function dayMention(token: Token): DateMention {
  return { readings: [], text: token.text, start: token.start, end: token.end };
}

/** Adds the words of each holiday the claim names whose date the sentence gives ("25 December"). */
function creditHolidays(
  stems: Set<string>,
  tokens: readonly Token[],
  holidays: readonly DateMention[],
  sentence: IndexedSentence,
  language: LanguageModule | undefined,
): void {
  const dates = extractDates(sentence.tokens, sentence.source, 0, language);
  for (const holiday of holidays) {
    if (!dates.some((date) => statesDate(holiday, date))) continue;
    for (const token of tokens)
      if (token.start >= holiday.start && token.end <= holiday.end) stems.add(token.stem);
  }
}

/**
 * The first item one of `matches` sets apart from what it states (`exceptedItem`), in order. A
 * loop, not `map` and `find`: the array `map` returns once optimised has another map than the one
 * it returns before, and reading it deoptimised `analyzeClaim` (a recompile of ~0.5 s).
 */
function firstExceptedItem(claim: readonly Token[], matches: readonly SentenceMatch[]): ExceptedItem | null {
  for (const match of matches) {
    const item = exceptedItem({
      claim,
      evidence: match.sentence.tokens,
      evidenceSource: match.sentence.source,
    });
    if (item !== null) return item;
  }
  return null;
}

/**
 * Analyses one claim text against a prepared context.
 * @example analyzeClaim({ claim: 'You have 60 days.', context }).quantities.conflict
 */
export function analyzeClaim(options: {
  claim: string;
  context: PreparedContext;
  /** `tokenize(claim)`, when the caller already has it. */
  tokens?: Token[];
  /** The claim read with its negation taken out (`deniedComparison`): not read so again. */
  withoutNegation?: boolean;
}): ClaimAnalysis {
  const { context } = options;
  const { language } = context;
  const tokens = options.tokens ?? tokenize(options.claim, 0, undefined, language);
  const quantitiesOf = (sentenceId: number) => sentenceQuantities(context, sentenceId);
  const claimRead = extractQuantities(tokens, options.claim, 0, language);
  // A rank in words ("the first", "third") only aligns the claim with a sentence that gives the
  // rank another way ("5th" for "fifth"); it is no number the context must state or may contradict
  // (the slot comparison reads ranks), as it was not before ranks were read in words.
  const claimQuantities = claimRead.filter((quantity) => quantity.ordinal !== 'words');
  const claimHolidays = language ? [] : holidayDates(tokens, options.claim);
  const alignment = alignClaim({
    claimTokens: tokens,
    claimSource: options.claim,
    index: context.index,
    synonyms: context.synonyms,
    ...(language ? {} : { antonyms: context.antonyms, genericWords: GENERIC_WORDS }),
    // A number written another way ("3.24 million" for "3,240,000") aligns with its sentence, and
    // so does a holiday the sentence gives as its date ("Christmas Day" for "25 December").
    ...(claimRead.length > 0 || claimHolidays.length > 0
      ? {
          statedByValue: (sentence: IndexedSentence) => {
            const stems = statedByValue({
              tokens,
              source: options.claim,
              claimQuantities: claimRead,
              sentenceQuantities: quantitiesOf(sentence.id),
            });
            if (claimHolidays.length > 0) creditHolidays(stems, tokens, claimHolidays, sentence, language);
            return stems;
          },
        }
      : {}),
  });
  /** How the claim aligns with a sentence that is not selected (one read beside a selected one). */
  const matchOf = (sentence: IndexedSentence) => matchSentence(alignment.words, sentence, context.synonyms);
  // A loop, not `map`: the array `map` returns once optimised has another map than the one it
  // returns before, and reading it deoptimised this function (a recompile of ~0.5 s).
  const passages: Quantity[][] = [];
  for (const match of alignment.selected) passages.push(sentenceQuantities(context, match.sentence.id));
  let quantities =
    claimQuantities.length > 0
      ? compareQuantities({
          claim: claimQuantities,
          context: () => allQuantities(context),
          passages,
          countsAlike: (claimQuantity, other, passageIndex) =>
            countsAlikeByWord(claimQuantity, other, alignment, alignment.selected[passageIndex]!),
          changeStated: (claimQuantity, passageIndex) => {
            const { sentence } = alignment.selected[passageIndex]!;
            const passage = passages[passageIndex]!;
            return (
              statedChange(claimQuantity, options.claim, passage, sentence.source) !== null ||
              derivedValue(claimQuantity, options.claim, passage, sentence.source, sentence) !== null
            );
          },
        })
      : { total: 0, missing: [], conflict: null };
  const evidenceTokens = alignment.best?.sentence.tokens ?? [];
  const bestSentence = alignment.best?.sentence;
  const joined = bestSentence
    ? alignment.selected.filter(
        (match) =>
          match.sentence.chunkIndex === bestSentence.chunkIndex &&
          Math.abs(match.sentence.id - bestSentence.id) === 1 &&
          cutInTwo(
            tokens,
            match.sentence.id < bestSentence.id ? match.sentence.tokens : bestSentence.tokens,
            match.sentence.id < bestSentence.id ? bestSentence.tokens : match.sentence.tokens,
          ),
      )
    : [];
  const negationTokens =
    joined.length > 0
      ? [alignment.best!, ...joined]
          .sort((left, right) => left.sentence.id - right.sentence.id)
          .flatMap((match) => match.sentence.tokens)
      : evidenceTokens;
  const aligned = alignment.best !== null;
  let missingInQuery = 0;
  alignment.words.forEach((word, index) => {
    if (!alignment.selectedKinds[index] && context.queryStems.has(word.stem)) missingInQuery += 1;
  });
  const best = alignment.best;
  /** The comparative word two sentences' values bear out (`readStatedComparisons`), if any. */
  let statedComparison: Token | null = null;
  /** Sentences that say the claim's comparison with its terms traded (`removeTradedSlots`). */
  const traded: TradedTerms[] = [];
  const slots: ClaimAnalysis['slots'] = [];
  let date: DateConflict | null = null;
  /** The sentence of the date conflict, where it is not the best one. */
  let dateMatch: SentenceMatch | null = null;
  let substitutions = 0;
  let unevidencedName: UnevidencedName | null = null;
  const restatedQuantities: RestatedQuantity[] = [];
  /** Claim values the best sentence gives by working out (`derivedValue`): no slot's number conflicts with them. */
  const workedOut = new Set<Quantity>();
  // The claim's dates, read once: by the date comparison and by the ranges of dates below.
  const claimDates =
    best && (language || MAY_HOLD_MONTH.test(options.claim))
      ? extractDates(tokens, options.claim, 0, language)
      : [];
  if (best) {
    const sentence = best.sentence;
    const bestDates =
      claimDates.length > 0 ? extractDates(sentence.tokens, sentence.source, 0, language) : [];
    // Numbers and dates the aligned sentence states by value count as found, however written.
    const stated: Array<{ start: number; end: number }> = [];
    // A number another selected sentence states with the same value ("18.3 thousand" for its
    // "18,300", where the best sentence is the one naming the ship): its words are found in that
    // sentence. Only the same value: a rounding ("$950 million" for "$946 million") is credited
    // where the sentence the claim copies states it, not gathered from the others.
    const sameValueIn = (quantity: Quantity, candidate: Quantity) =>
      states(quantity, candidate) &&
      Math.abs(quantity.value - candidate.value) <= 1e-9 * Math.max(1, Math.abs(candidate.value));
    // Where the best sentence introduces the other one (a heading naming the firm, the next
    // sentence giving its "$383.3 billion"), that one is the sentence the claim copies: a rounding
    // it states is credited there too ("about $383 billion").
    // (Or the sentence right before it, across a chunk break: chunks are cut from one text.)
    const introduced = (index: number) => {
      const match = alignment.selected[index]!;
      return (
        introducingSentences(alignment.selected, match).includes(best) ||
        sentenceBeforeAcrossBreak(alignment.selected, match).includes(best)
      );
    };
    const creditElsewhere = (quantity: Quantity) => {
      // Hedged ("about $383 billion"), or rounded by dropping decimals ("$383 billion"): not
      // "$950 million" for "$946 million" (SummEdits' changed values).
      const statesIn = (candidate: Quantity, index: number) =>
        sameValueIn(quantity, candidate) ||
        (introduced(index) &&
          states(quantity, candidate) &&
          (quantity.approximate === true || droppedDecimals(quantity, candidate)));
      const at = passages.findIndex(
        (passage, index) => index > 0 && passage.some((candidate) => statesIn(candidate, index)),
      );
      if (at < 0) return;
      const other = passages[at]!.find((candidate) => statesIn(candidate, at))!;
      const end = quantity.duration?.unitEnd ?? quantity.end;
      const stems = tokens
        .filter((token) => token.start >= quantity.start && token.end <= end)
        .map((token) => token.stem);
      creditStatedWords(alignment, alignment.selected[at]!, new Set(stems));
      const kind = restatedKind(quantity, other);
      if (kind) restatedQuantities.push({ kind, claim: written(quantity), evidence: written(other) });
    };
    const bestQuantities = passages[0] ?? [];
    for (const quantity of claimQuantities) {
      const other = bestQuantities.find(
        (candidate) =>
          states(quantity, candidate) ||
          (best !== null && countsAlikeByWord(quantity, candidate, alignment, best)),
      );
      if (!other) {
        // The size of a change the sentence gives by its ends: its words are found, and the
        // reasoning says what was compared.
        const change = statedChange(quantity, options.claim, bestQuantities, best.sentence.source);
        if (change) {
          // "two percentage points": the words of the unit are found with the value.
          // "25% cheaper": its word of change too.
          const points = percentagePointsEnd(quantity, options.claim);
          const word = changeWordAfter(quantity, options.claim);
          stated.push({ start: quantity.start, end: points ?? word?.end ?? quantity.end });
          restatedQuantities.push({
            kind: 'change',
            claim: points ? options.claim.slice(quantity.start, points) : written(quantity),
            evidence: change,
          });
          continue;
        }
        // A value worked out from the sentence's ("25 … in total" for "18 nurses and 7 doctors"):
        // its words and the words that say how are found.
        const derived = derivedValue(
          quantity,
          options.claim,
          bestQuantities,
          best.sentence.source,
          best.sentence,
        );
        if (derived) {
          stated.push(...derived.spans);
          // The hedge before a value worked out ("roughly 156 sessions") is found with it.
          const hedge = tokens.findLast((token) => token.end <= quantity.start);
          if (hedge !== undefined && HEDGE_WORDS.has(hedge.lower)) stated.push(hedge);
          workedOut.add(quantity);
          restatedQuantities.push({
            kind: derived.samePeriod ? 'period' : 'worked out',
            claim: written(quantity),
            evidence: derived.working,
          });
        } else {
          // "open for ten hours" against "open from 10 am until 6 pm": the two ends give another length.
          const span = contradictedSpan(quantity, options.claim, bestQuantities, best.sentence.source);
          if (span && !quantities.conflict)
            quantities = withFields(quantities, {
              conflict: { claim: quantity, evidence: span, passageIndex: 0 },
            });
          creditElsewhere(quantity);
        }
        continue;
      }
      // A duration stated in another unit: its unit word is found too ("24 months" = "2 years").
      const crossUnit = sameDuration(quantity, other) || approximateDuration(quantity, other);
      const end = crossUnit ? (quantity.duration?.unitEnd ?? quantity.end) : quantity.end;
      const kind = restatedKind(quantity, other);
      // The hedge an answer puts before a value it converts ("roughly nine miles" for "14.5 km")
      // is found with it.
      const before = tokens.findLast((token) => token.end <= quantity.start);
      const hedged = kind === 'conversion' && before !== undefined && HEDGE_WORDS.has(before.lower);
      stated.push({ start: hedged ? before.start : quantity.start, end });
      // The words of a bound the value lies within ("more than a thousand" for 1,200) are found too.
      const words = kind === 'bound' ? quantity.bounds?.words : undefined;
      const at = words ? options.claim.toLowerCase().lastIndexOf(words.toLowerCase(), quantity.start) : -1;
      if (words && at >= 0 && quantity.start - (at + words.length) <= 1)
        stated.push({ start: at, end: at + words.length });
      if (kind) restatedQuantities.push({ kind, claim: written(quantity), evidence: written(other) });
    }
    for (const claimDate of claimDates) {
      if (!bestDates.some((other) => statesDate(claimDate, other))) continue;
      stated.push(claimDate);
      // "Friday, 14 March 2025" for "14 March 2025": the day of the week the calendar gives it.
      const day = weekdayByCalendar(tokens, claimDate);
      if (day) stated.push(day);
    }
    // Stop words of a stated quantity count as found too: "one page every two seconds" is
    // stated by "30 pages per minute", so its "one" is no number in the place of "30".
    const statedStems = new Set<string>();
    if (stated.length > 0) {
      for (const token of tokens)
        if (stated.some((span) => token.start >= span.start && token.end <= span.end))
          statedStems.add(token.stem);
      creditStatedWords(alignment, best, statedStems);
    }
    const matchesOf = (match: SentenceMatch) => {
      const found = new Set<string>(match === best ? statedStems : []);
      const bySense = new Set<string>();
      const sensePartners = new Set<string>();
      const partners = new Set<string>();
      alignment.words.forEach((word, index) => {
        if (!match.kinds[index]) return;
        found.add(word.stem);
        if (match.kinds[index] === 'synonym') {
          bySense.add(word.stem);
          if (match.partners[index]) sensePartners.add(match.partners[index]!);
        }
        if (match.partners[index]) partners.add(match.partners[index]!);
      });
      return {
        claimFound: (stem: string) => found.has(stem),
        evidenceFound: (token: Token) => found.has(token.stem) || partners.has(token.text),
        // A word of a value stated by value ("28 days" for "four weeks") is found as such, whatever
        // sense the alignment also gave it.
        claimFoundBySense: (stem: string) => bySense.has(stem) && !(match === best && statedStems.has(stem)),
        evidenceFoundBySense: (token: Token) => !found.has(token.stem) && sensePartners.has(token.text),
      };
    };
    const matches = matchesOf(best);
    // Each selected sentence in turn, best first: the one that copies the claim but for the
    // changed name may rank below one that holds the name (several candidates, different fillers).
    for (const match of alignment.selected) {
      const conflict = compareSlots({
        claim: tokens,
        claimSource: options.claim,
        evidence: match === best ? evidenceTokens : match.sentence.tokens,
        evidenceSource: match.sentence.source,
        primary: match === best,
        antonyms: context.antonyms,
        ...(context.synonyms.known ? { knownWord: context.synonyms.known } : {}),
        ...(context.synonyms.known ? { isCommonWord: context.synonyms.known } : {}),
        matches: match === best ? matches : matchesOf(match),
      });
      // "semi-soft" and "semisoft" are one word written two ways, no other filler.
      if (conflict && !sameLetters(conflict.claimValue, conflict.evidenceValue))
        slots.push(withFields(conflict, { match, scope: null }));
      // The doer named across voices ("X designed the hall" against "designed by Y").
      const agent =
        conflict || language
          ? null
          : findAgentSwap({
              claim: tokens,
              claimSource: options.claim,
              evidence: match.sentence.tokens,
              evidenceSource: match.sentence.source,
              ...(context.synonyms.known
                ? { unknown: (stem: string) => !context.synonyms.known!(stem) }
                : {}),
              denied:
                tokens.some((token) => token.isNegation) && negationsDiffer(tokens, match.sentence.tokens),
            });
      if (agent) slots.push(withFields(agent, { match, scope: null }));
    }
    // A comparative the sentence gives as two values ("more dogs than cats" against "350 cats
    // and 120 dogs"): contradicted, or borne out (the comparative word is then found).
    if (!language)
      statedComparison = readStatedComparisons({
        tokens,
        alignment,
        slots,
        quantitiesOf,
        traded,
        sentences: context.index.sentences,
        matchOf,
      });
    // "exceeded the £100,000 target" against "reached £86,000, falling short of the £100,000
    // target": the one other value of the bound's kind, on the wrong side of it.
    if (!language && !slots.some((slot) => slot.match === best)) {
      // The value may be given by the selected sentence right after the bound's, in its chunk.
      const own = valueAgainstBound({
        claim: tokens,
        claimQuantities,
        quantities: quantitiesOf(best.sentence.id),
      });
      if (own) slots.push(withFields(own, { match: best, scope: null }));
      // Or the sentence right after it in its chunk gives the value ("The vaccination target … was
      // 70 percent." then "… 78 percent of adults had received a dose"): the two carry the claim.
      const following = context.index.sentences[best.sentence.id + 1];
      if (!own && following?.chunkIndex === best.sentence.chunkIndex && namesBound(tokens)) {
        const beside = valueAgainstBound({
          claim: tokens,
          claimQuantities,
          quantities: quantitiesOf(best.sentence.id),
          beside: quantitiesOf(following.id),
        });
        const next = beside
          ? (alignment.selected.find((match) => match.sentence === following) ?? matchOf(following))
          : null;
        if (beside && next) slots.push(withFields(beside, { match: best, scope: null, alongside: next }));
      }
    }
    // Capitals mark names in English; German capitalises every noun.
    if (!language && !slots.some((slot) => slot.match === best)) {
      const shortened = findShortenedName({
        claim: tokens,
        claimSource: options.claim,
        sentence: best.sentence,
        sentences: context.index.sentences,
        postings: context.index.postings,
      });
      if (shortened) slots.push(withFields(shortened, { match: best, scope: null }));
    }
    if (!language && !slots.some((slot) => slot.match === best)) {
      const swapped =
        findSwappedWord({
          claim: tokens,
          words: alignment.words,
          best,
          sentences: context.index.sentences,
          postings: context.index.postings,
          synonyms: context.synonyms,
        }) ??
        findSwappedPhrase({
          claim: tokens,
          words: alignment.words,
          best,
          sentences: context.index.sentences,
        });
      if (swapped) slots.push(withFields(swapped, { match: best, scope: null }));
    }
    // Two parts of the sentence swapped with each other, in a claim whose every word the sentence
    // has exactly ("8 kg in Business Class or 12 kg in Economy" for the other way round).
    // A closing phrase the claim takes whole from another sentence ("… 3-1 in the Harlow Valley Cup
    // final") is left out, as an opening one is.
    const closing = language ? -1 : closingPhraseFromElsewhere(tokens, alignment, best);
    const closingStems = new Set(closing >= 0 ? tokens.slice(closing).map((token) => token.stem) : []);
    const fromElsewhere = (index: number) => closingStems.has(alignment.words[index]!.stem);
    if (
      !language &&
      // (A name of the closing phrase read against the sentence is no slot of the copy.)
      !slots.some(
        (slot) => slot.match === best && !slot.claimStems.every((stem) => closingStems.has(stem)),
      ) &&
      alignment.words.every(
        (word, index) =>
          best.kinds[index] === 'exact' ||
          fromElsewhere(index) ||
          // A name or number the claim takes from another sentence ("In Tallybook 7.3, …").
          (best.kinds[index] === null &&
            (word.isNumeric || /^\p{Lu}/u.test(word.text)) &&
            alignment.selected.some((match) => match !== best && match.kinds[index] === 'exact')),
      )
    ) {
      // The claim without what it takes from elsewhere: the opening words up to the first word
      // the sentence has ("In Tallybook 7.3,"), and any other such name.
      const inSentence = (token: Token) => best.sentence.tokens.some((other) => other.stem === token.stem);
      const foreign = (token: Token) => token.isContent && !inSentence(token);
      const from = tokens.findIndex((token) => token.isContent && inSentence(token));
      const opening = from > 0 && tokens.slice(0, from).some(foreign) ? from : 0;
      // A word the sentence lacks goes with the little word before it ("for Eastholm").
      const own = tokens
        .slice(opening, closing >= 0 ? closing : tokens.length)
        .filter(
          (token, index, rest) =>
            !foreign(token) &&
            !(
              !token.isContent &&
              !inSentence(token) &&
              rest[index + 1] !== undefined &&
              foreign(rest[index + 1]!)
            ),
        );
      // The whole sentence, else each of its clauses: a claim may copy one clause with its two
      // parts swapped ("The coast road is faster than the Ridgeway" against "The Ridgeway is faster
      // than the coast road, but the coast road is more scenic").
      const clauses = punctuationClauses(evidenceTokens, best.sentence.source);
      const swappedPair =
        findSwappedPair(own, evidenceTokens, options.claim) ??
        findMovedName(own, evidenceTokens) ??
        clauses.reduce<SlotConflict | null>((found, clause) => found ?? findSwappedPair(own, clause), null) ??
        // Or a word taken from another clause into the copied one's place ("stored in the Oregon
        // region" against "… in our Frankfurt region; data for US accounts is stored in our
        // Oregon region"). Not in a negated claim: "does not accept small electrical items" against
        // "accepts garden waste, …, metals and small electrical items" is a flip of a list item.
        (own.some((token) => token.isNegation) ? null : findBorrowedFiller(own, clauses));
      if (swappedPair) slots.push(withFields(swappedPair, { match: best, scope: null }));
    }
    // A value taken from another sentence into the one this sentence has after the same words
    // ("until 4 pm" against "until noon", "4 pm" being another market's closing time): in a
    // claim whose every other word the sentence has.
    if (!language && claimQuantities.length > 0 && !slots.some((slot) => slot.match === best)) {
      const valueStems = new Set(
        tokens
          .filter((token) =>
            claimQuantities.some((quantity) => token.start >= quantity.start && token.end <= quantity.end),
          )
          .map((token) => token.stem),
      );
      // Or every other word but those a heading or a sentence just before gives ("Welcome to the
      // Tidewater Inn." before "Check-in opens at 3 p.m. and check-out is by 11 a.m.").
      const introducing = introducingSentences(alignment.selected, best);
      const copiedOnly = alignment.words.every(
        (word, index) => best.kinds[index] !== null || valueStems.has(word.stem) || word.isNumeric,
      );
      const copied =
        copiedOnly ||
        alignment.words.every(
          (word, index) =>
            best.kinds[index] !== null ||
            valueStems.has(word.stem) ||
            word.isNumeric ||
            introducing.some((match) => match.kinds[index] !== null),
        );
      const borrowed = copied
        ? findBorrowedValue({
            claim: tokens,
            claimQuantities,
            sentence: best.sentence.tokens,
            sentenceQuantities: quantitiesOf(best.sentence.id),
          })
        : null;
      if (borrowed)
        slots.push(
          withFields(borrowed, { match: best, scope: null, ...(copiedOnly ? {} : { namesNear: true }) }),
        );
      // Or the sentence's value put with another of its words ("established in 1979" against
      // "established in 1949 and added to the List in 1979").
      const misattached =
        copiedOnly && !borrowed
          ? findMisattachedValue({
              claim: tokens,
              claimQuantities,
              sentence: best.sentence.tokens,
              sentenceQuantities: quantitiesOf(best.sentence.id),
            })
          : null;
      if (misattached) slots.push(withFields(misattached, { match: best, scope: null }));
      // Or the value of the sentence with the names, put into another sentence's slot: "Last
      // admission to the Prism Gallery is at 18:00" against "The Prism Gallery closes at 18:00"
      // and "Last admission is at 17:15". The two sentences together carry the claim's words.
      if (!copied && !misattached && alignment.selected.length > 1) {
        const statesValue = (match: SentenceMatch) =>
          quantitiesOf(match.sentence.id).some((quantity) =>
            claimQuantities.some((own) => states(own, quantity)),
          );
        // The target must carry more of the claim's predicate than the value's own sentence: the
        // claim copies its words ("Last admission … is at"), the other only names the place.
        const predicateWords = (match: SentenceMatch) =>
          alignment.words.filter(
            (word, index) =>
              match.kinds[index] !== null &&
              !word.isNumeric &&
              !valueStems.has(word.stem) &&
              !/^\p{Lu}/u.test(word.text),
          ).length;
        for (const target of alignment.selected) {
          if (statesValue(target)) continue;
          const other = alignment.selected.find(
            (match) =>
              match !== target &&
              statesValue(match) &&
              alignment.words.every(
                (word, index) =>
                  target.kinds[index] !== null ||
                  match.kinds[index] !== null ||
                  valueStems.has(word.stem) ||
                  word.isNumeric,
              ),
          );
          const across =
            other && predicateWords(target) > predicateWords(other)
              ? findBorrowedValue({
                  claim: tokens,
                  claimQuantities,
                  sentence: target.sentence.tokens,
                  sentenceQuantities: quantitiesOf(target.sentence.id),
                })
              : null;
          if (across && other) {
            slots.push(withFields(across, { match: target, scope: null, alongside: other }));
            break;
          }
        }
      }
    }
    // "The south terminal is served by Airlink" against "The north and south terminals are served
    // by Airlink and Coastline Coaches respectively": the pairing decides, not a word of the other
    // pair read as an opposite or a changed name.
    const listed = language ? null : respectivelyStems(evidenceTokens, best.sentence.source);
    if (listed) {
      for (let index = slots.length - 1; index >= 0; index -= 1) {
        const slot = slots[index]!;
        if (slot.match === best && slot.claimStems.every((stem) => listed.has(stem))) slots.splice(index, 1);
      }
      const paired = findRespectively(tokens, evidenceTokens, best.sentence.source);
      if (paired) slots.push(withFields(paired, { match: best, scope: null }));
    }
    // A key of one list item paired with the value of another ("chaired by Rafael Ortiz on
    // Tuesday and Sunita Rao on Wednesday" for "the Wednesday panels are chaired by Rafael Ortiz").
    if (!language && !slots.some((slot) => slot.match === best)) {
      const crossed =
        findCrossedPairing(tokens, evidenceTokens, best.sentence.source) ??
        findRepeatedName(tokens, options.claim, evidenceTokens, best.sentence.source);
      if (crossed) slots.push(withFields(crossed, { match: best, scope: null }));
    }
    // A name and its initials are one name: "the northern US" against "the northern United
    // States" is no swap, and the initials are found.
    for (let index = slots.length - 1; index >= 0; index -= 1) {
      const slot = slots[index]!;
      // "King Edmar the Third" against "King Edmar III": one name, its number written twice over.
      const sameName =
        sameByInitials(slot.claimValue, slot.evidenceValue) ||
        sameRegnalNumber(slot.claimValue, slot.evidenceValue);
      if (slot.kind !== 'entity' || !sameName) continue;
      slots.splice(index, 1);
      creditStatedWords(alignment, slot.match, new Set(slot.claimStems));
    }
    // A claim of several sentences is several claims: a conflict is weighed against the words of
    // its own sentence ("His mother gave him … Here are five facts that make Indonesia mother no
    // ordinary mom", the second copied from a sentence naming President Obama's mother).
    if (slots.length > 0 && SEVERAL_SENTENCES.test(options.claim)) {
      const spans = splitChunkSentences(options.claim, language);
      if (spans.length > 1)
        for (const slot of slots) {
          const at = tokens.find((token) => token.stem === slot.claimStems[0]);
          const span = at && spans.find((item) => at.start >= item.start && at.start < item.end);
          if (span)
            slot.scope = new Set(
              tokens
                .filter((token) => token.start >= span.start && token.end <= span.end)
                .map((token) => token.stem),
            );
        }
    }
    substitutions = countSubstitutions({ claim: tokens, evidence: evidenceTokens, matches });
    // Capitals mark names in English; German capitalises every noun.
    if (!language)
      unevidencedName = findUnevidencedName({
        claim: tokens,
        claimSource: options.claim,
        words: alignment.words,
        best,
        selected: alignment.selected,
        sentences: context.index.sentences,
        postings: context.index.postings,
        ...(context.synonyms.known ? { isCommonWord: context.synonyms.known } : {}),
      });
    // A date of the sentence put with another of its words ("opens on 3 May" against "opens on
    // 5 May and closes on 3 May"), in a claim whose every word the sentence has.
    if (
      !language &&
      claimDates.length > 0 &&
      alignment.words.every(
        (word, index) => best.kinds[index] !== null || word.isNumeric || monthNumber(word.stem) !== null,
      )
    ) {
      const moved = findMisattachedDate({
        claim: tokens,
        claimDates,
        sentence: sentence.tokens,
        sentenceDates: bestDates,
      });
      if (moved) slots.push(withFields(moved, { match: best, scope: null }));
    }
    // A value of one part of the sentence put with another part's words ("The main auditorium …
    // seats 120" against "The main auditorium seats 650, and the studio theatre seats 120").
    // Read in the best sentence, else in another selected one below a heading that won the
    // alignment by its names ("Eastfield Medical Practice patient survey.").
    for (const match of language ? [] : alignment.selected) {
      if (slots.some((slot) => slot.match === match)) continue;
      // Each literal written out: spreading a shared one into it was a slow path on Node 20
      // (near 1% of a benchmark answer, once per selected sentence).
      const { tokens: sentence, source } = match.sentence;
      const other =
        (claimQuantities.length > 0
          ? findQuantityOfOtherPart({
              claim: tokens,
              sentence,
              source,
              claimQuantities,
              sentenceQuantities: quantitiesOf(match.sentence.id),
            })
          : null) ??
        (claimDates.length > 0
          ? findDateOfOtherPart({
              claim: tokens,
              sentence,
              source,
              claimDates,
              sentenceDates:
                match === best ? bestDates : extractDates(match.sentence.tokens, match.sentence.source, 0),
            })
          : null);
      if (other) {
        slots.push(withFields(other, { match, scope: null }));
        break;
      }
    }
    if (claimDates.length > 0) {
      date = compareDates({
        claim: claimDates,
        evidence: bestDates,
        // For a claim of one date, only a sentence that aligns as well as the best one: "on 21
        // July at 02:56 UTC" about the first step does not state the landing's "21 July 1969"
        // against "20 July 1969". A claim of several dates may take each from its own sentence.
        elsewhere: alignment.selected
          .slice(1)
          .filter((match) => claimDates.length > 1 || match.coverage >= best.coverage)
          .flatMap((match) => extractDates(match.sentence.tokens, match.sentence.source, 0, language)),
      });
      // The claim's one date, where the best sentence gives none, against the date of another
      // selected sentence, when no sentence of the context states it: "opens on 1 November 2024"
      // against "The market runs from 1 December …", the best sentence being the one that names
      // the market. Not for a negated claim: the date it denies is one no sentence states.
      if (
        !date &&
        !language &&
        claimDates.length === 1 &&
        bestDates.length === 0 &&
        !tokens.some((token) => token.isNegation) &&
        // "recall 19 Jan pickups" against "recall 19 Endurance pickups": the best sentence has
        // the day's number as a number, and the month is a name swapped in, not a date.
        !dayAsNumberIn(claimDates[0]!, sentence.tokens)
      ) {
        const claimDate = claimDates[0]!;
        const dated = alignment.selected
          .slice(1)
          .map((match) => ({
            match,
            dates: extractDates(match.sentence.tokens, match.sentence.source, 0, language),
          }))
          .find((item) => item.dates.length > 0);
        // Every sentence of the context is read for the date only where another one gives a date.
        const statedAnywhere = () =>
          context.index.sentences.some((other) =>
            extractDates(other.tokens, other.source, 0, language).some((mention) =>
              statesDate(claimDate, mention),
            ),
          );
        if (dated && !statedAnywhere()) {
          date = compareDates({ claim: [claimDate], evidence: dated.dates, elsewhere: [] });
          if (date) dateMatch = dated.match;
        }
      }
    }
    // A day of the week the sentence's schedule leaves out, named nowhere in the context: "on
    // Sundays" against "The Saturday park run" (a day in the slot of a day is read above).
    // The first selected sentence with days of its own decides (a heading may align best): a
    // changed date, as a changed day of the month is. So is a season or a part of the day.
    if (!language && !date) {
      for (const match of alignment.selected) {
        const day =
          changedWeekday(tokens, options.claim, match.sentence.tokens, match.sentence.source) ??
          changedTimeWord(tokens, options.claim, match.sentence.tokens);
        if (!day) continue;
        // Not a word of a time the sentence states ("a quarter past ten in the evening" for 22:15).
        if (!context.index.contextStems.has(day.claim.stem) && !statedStems.has(day.claim.stem)) {
          date = { claim: dayMention(day.claim), evidence: dayMention(day.evidence) };
          if (match !== best) dateMatch = match;
        }
        break;
      }
    }
  }
  /**
   * The claim's negations read against one sentence (English), once per sentence: the best one,
   * the other selected ones and each one a value is checked against ask again (a sixth of the
   * negation comparisons on the benchmark), and the reading depends on the sentence alone.
   */
  const negationsBySentence = new Map<IndexedSentence, NegationComparison>();
  const negationAgainst = (sentence: IndexedSentence): NegationComparison => {
    let read = negationsBySentence.get(sentence);
    if (!read) {
      read = compareNegation({
        claim: tokens,
        evidence: sentence.tokens,
        antonyms: context.antonyms,
        ...(context.synonyms.known ? { knownWord: context.synonyms.known } : {}),
        claimSource: options.claim,
        evidenceSource: sentence.source,
      });
      negationsBySentence.set(sentence, read);
    }
    return read;
  };
  let negation = !aligned
    ? null
    : !language && joined.length === 0
      ? negationAgainst(best!.sentence)
      : compareNegation({
          claim: tokens,
          evidence: negationTokens,
          language,
          antonyms: context.antonyms,
          ...(context.synonyms.known ? { knownWord: context.synonyms.known } : {}),
          claimSource: options.claim,
          ...(best ? { evidenceSource: best.sentence.source } : {}),
        });
  // Two halves of the claim flipped, whose negations cancel in the count ("There is a direct
  // train …, so passengers do not need to change" against "There is no direct train …;
  // passengers must change"): read clause by clause.
  if (!language && best && negation && !negation.mismatch) {
    const word = negationByClause({
      claim: tokens,
      claimSource: options.claim,
      evidence: negationTokens,
      evidenceSource: best.sentence.source,
      compare: (claim, evidence) =>
        compareNegation({
          claim,
          evidence,
          antonyms: context.antonyms,
          ...(context.synonyms.known ? { knownWord: context.synonyms.known } : {}),
          claimSource: options.claim,
          evidenceSource: best.sentence.source,
        }),
    });
    if (word) negation = withFields(negation, { mismatch: true, word, flipped: true, byClause: true });
  }
  // "not as large as" borne out by the two values: the "not" is the equative's, read with it.
  if (negation?.mismatch && statedComparison && !negation.evidenceNegated) {
    const equative = readEquative(tokens);
    if (equative?.negation && equative.word === statedComparison)
      negation = withFields(negation, { mismatch: false, flipped: false });
  }
  // An item the sentence sets apart ("except Malta and Cyprus", "instead of wheat flour"): what the
  // sentence states, it denies of that item, so the claim's negation is read against one more.
  // Not where the negation comparison has read the exception already ("should not be laid when
  // frozen" against "… except when frozen", no difference left).
  const excepted =
    best && negation && !language && !(negation.claimNegated && !negation.mismatch) && !negation.turned
      ? // Each sentence on its own: a sentence joined to it may name the item in its statement
        // ("The Perrin Bequest includes … textiles" before "The entire bequest is on permanent
        // display except the textiles").
        firstExceptedItem(tokens, [best, ...joined])
      : null;
  if (negation && excepted) {
    const mismatch = !negation.mismatch;
    negation = withFields(negation, {
      mismatch,
      flipped: mismatch,
      word: mismatch ? excepted.cue : negation.word,
      evidenceNegated: !negation.evidenceNegated,
    });
    // "did not travel to Paris" against "travelled to Lyon …, rather than to Paris": the item
    // denied is no name swapped for the sentence's.
    if (!mismatch)
      for (let index = slots.length - 1; index >= 0; index -= 1) {
        const slot = slots[index]!;
        if (slot.match === best && slot.claimStems.some((stem) => excepted.stems.has(stem)))
          slots.splice(index, 1);
      }
  }
  const otherNegations: ClaimAnalysis['otherNegations'] = [];
  const wordStems = new Set(alignment.words.map((word) => word.stem));
  if (best && !language && !SEVERAL_SENTENCES.test(options.claim))
    for (const match of alignment.selected) {
      if (match === best || joined.includes(match)) continue;
      // "All our other beers are vegan-friendly" after "Our Nightjar Stout … is unsuitable for
      // vegans": a sentence about the others says the opposite of what the claim's subject is.
      // Only where the aligned sentence says the claim's negation itself, in a word or in its own.
      const saidInBest =
        negation !== null &&
        !negation.mismatch &&
        (negation.negativeWord !== undefined || (negation.claimNegated && negation.evidenceNegated));
      if (saidInBest && match.sentence.tokens.some((token) => token.lower === 'other')) continue;
      const other = negationAgainst(match.sentence);
      // "Eastgate does not open on Saturdays" against "All branches except Eastgate offer Saturday
      // opening", the names given by the sentence before: the item set apart is denied, no flip;
      // "Eastgate opens on Saturdays" states of the item what the sentence denies it, a flip.
      const setApart = exceptedItem({
        claim: tokens,
        evidence: match.sentence.tokens,
        evidenceSource: match.sentence.source,
      });
      const read =
        setApart === null
          ? other
          : withFields(other, {
              mismatch: !other.mismatch,
              flipped: !other.mismatch,
              evidenceNegated: !other.evidenceNegated,
              word: other.mismatch ? other.word : setApart.cue,
            });
      if (read.mismatch)
        otherNegations.push({
          match,
          negation: read,
          // A pronoun refers back only for a claim that lacks the sentence's negation ("… is
          // suitable for swimming" against "It is not suitable for swimming"); a claim's own
          // negation read against an "It" sentence flagged supported negations on the blind tables.
          refersBack: refersBack(best.sentence, match.sentence, wordStems, context.synonyms.isKindOf, {
            pronouns: read.evidenceNegated && !read.claimNegated,
          }),
        });
      // "does not cost extra at the Old Rectory" against "Breakfast is included", a sentence
      // other than the one that names the place: the negated words are found there too.
      else if (other.paraphrased) creditStatedWords(alignment, match, new Set(other.paraphrased));
    }
  // A negated claim about a day or month the sentence's schedule leaves out states an instance
  // of it ("no matinee on Fridays" against "matinees on Wednesdays and Saturdays").
  if (best && !language) {
    const read = readSchedules({
      claim: options.claim,
      tokens,
      alignment,
      slots,
      negation,
      date,
      otherNegations,
    });
    ({ negation, date } = read);
    // A date inside a range of two dates ("on Saturday 7 June" against "from 10pm on Friday 6
    // June until 6am on Monday 9 June") is stated by it: no changed day.
    // Only a claim's one date that is no end of a range of its own ("between January 14 and March 31").
    const single =
      claimDates.length === 1 &&
      !RANGE_BEFORE.test(options.claim.slice(Math.max(0, claimDates[0]!.start - 16), claimDates[0]!.start)) &&
      !RANGE_AFTER.test(options.claim.slice(claimDates[0]!.end));
    for (const match of single ? alignment.selected : []) {
      const held = insideDateRange(
        claimDates,
        extractDates(match.sentence.tokens, match.sentence.source, 0),
        match.sentence.source,
      );
      if (held.length === 0) continue;
      const within = (span: { start: number; end: number }) =>
        held.some((mention) => span.start >= mention.start && span.end <= mention.end);
      const stems = new Set(tokens.filter(within).map((token) => token.stem));
      creditStatedWords(alignment, match, stems);
      for (const slot of [...slots])
        if (slot.claimStems.some((stem) => stems.has(stem))) slots.splice(slots.indexOf(slot), 1);
      if (date && within(date.claim)) date = null;
      quantities = withFields(quantities, {
        conflict: quantities.conflict && within(quantities.conflict.claim) ? null : quantities.conflict,
        missing: quantities.missing.filter((quantity) => !within(quantity)),
      });
    }
  }
  // "did not take place" said by the sentence's "was cancelled": the negated words are found.
  if (best && negation?.paraphrased) creditStatedWords(alignment, best, new Set(negation.paraphrased));
  let antonym = aligned
    ? compareAntonyms({ claim: tokens, evidence: evidenceTokens, antonyms: context.antonyms })
    : null;
  // The comparative the sentence bears out (by its values, or said the other way round) is no
  // opposite of the sentence's word: "two years after the harbour wall" against "two years before
  // the lighthouse".
  if (antonym && statedComparison && antonym.claimWord === statedComparison.text) antonym = null;
  // "annual interest of 4.25%" against "interest of 4.25% a year, credited monthly": the claim's
  // frequency said by a period in the sentence, whose other frequency is of something else.
  if (antonym && perPeriodStates(antonym.claimWord, evidenceTokens)) {
    creditStatedWords(alignment, best!, new Set([antonym.claimStem]));
    antonym = null;
  }
  // A word of another clause put with the one the claim copies, which says its opposite ("the
  // first violins sit to the conductor's right" against "… left and the cellos to the conductor's
  // right").
  if (!antonym && best && !language && !slots.some((slot) => slot.match === best)) {
    const misattached = findMisattachedOpposite({
      claim: tokens,
      evidence: best.sentence.tokens,
      source: best.sentence.source,
      antonyms: context.antonyms,
    });
    if (misattached) slots.push(withFields(misattached, { match: best, scope: null }));
  }
  // "leaves Rostrup at 22:15" against "from Rostrup departs at 22:15 and arrives at 07:40": the
  // claim word's synonym stands in its place, the opposite elsewhere; "starts … and finishes"
  // against "begins … and ends": the opposite is another claim word's partner.
  if (
    antonym &&
    best &&
    oppositeOutOfPlace({
      claim: tokens,
      claimIndex: tokens.findIndex((token) => token.text === antonym!.claimWord),
      evidence: best.sentence.tokens,
      oppositeIndex: best.sentence.tokens.findIndex((token) => token.text === antonym!.evidenceWord),
      words: alignment.words,
      match: best,
      antonyms: context.antonyms,
    })
  )
    antonym = null;
  // "Neither entrance is open" against "Both entrances are closed": the negative word that says
  // the claim's negation is the opposite word itself, one reading, not two flips.
  if (antonym && best && negation?.negativeWord === antonym.evidenceWord.toLowerCase()) {
    const word = antonym.evidenceWord;
    for (let index = slots.length - 1; index >= 0; index -= 1)
      if (
        slots[index]!.match === best &&
        slots[index]!.kind === 'antonym' &&
        slots[index]!.evidenceValue === word
      )
        slots.splice(index, 1);
    creditStatedWords(alignment, best, new Set([antonym.claimStem]));
    antonym = null;
  }
  let comparative = aligned ? compareDirections({ claim: tokens, evidence: evidenceTokens, language }) : null;
  // Both directions in the sentence, the other one in the clause that names the claim's subject
  // ("FibreLite … is the cheapest, while FibreMax … is the most expensive").
  if (best && !language && comparative && !comparative.mismatch && !statedComparison)
    comparative = directionInClause(tokens, evidenceTokens, best.sentence.source) ?? comparative;
  // The comparative the two terms' values bear out is no flip against another direction word of
  // the sentence ("lower on Quarry Road than on Abbey Lane" against "… above the target of 25").
  if (comparative?.mismatch && statedComparison && comparative.claimWord === statedComparison.text)
    comparative = { mismatch: false, claimWord: null, evidenceWord: null };
  // A sentence with no direction of its own ("you have two options: the coastal road and the
  // mountain pass") says nothing of the claim's "slower than the mountain pass": another sentence
  // that covers the claim as well and points the other way is the one to quote. Only for a claim
  // the aligned sentence nearly copies.
  // (Read over the context's sentences: the selection keeps one of two that cover the same words.)
  if (
    best &&
    !language &&
    comparative &&
    !comparative.mismatch &&
    best.coverage >= NEAR_COPY_COVERAGE &&
    hasDirection(tokens) &&
    !hasDirection(evidenceTokens)
  )
    for (const sentence of context.index.sentences.slice(0, DIRECTION_SENTENCES)) {
      if (sentence === best.sentence || !hasDirection(sentence.tokens)) continue;
      const match = matchSentence(alignment.words, sentence, context.synonyms);
      // Or the sentence right after or before the best one, which goes on about what it names ("The
      // Trekline … with a steel or an aluminium frame. The steel frame is heavier than the
      // aluminium frame …"): the two carry the claim together.
      const beside =
        sentence.chunkIndex === best.sentence.chunkIndex &&
        Math.abs(sentence.id - best.sentence.id) === 1 &&
        match.coverage >= BESIDE_DIRECTION_COVERAGE;
      if (match.coverage < best.coverage && !beside) continue;
      const other = compareDirections({ claim: tokens, evidence: match.sentence.tokens });
      if (!other.mismatch || !other.claimWord || !other.evidenceWord) continue;
      const word = tokens.find((token) => token.text === other.claimWord);
      slots.push({
        kind: 'comparative',
        claimValue: other.claimWord,
        evidenceValue: other.evidenceWord,
        claimStems: word ? [word.stem] : [],
        bySlot: true,
        match,
        scope: null,
      });
      // A match of its own (not one of the selected), joined to them so the quote holds it.
      alignment.selected.push(match);
      break;
    }
  // A quantifier against a count of its whole: "Most of the 24 plants did not show signs" against
  // "Of the 24 plants tested, 9 showed signs" (borne out), "The majority of the ten councillors
  // voted for it" against "Three of the ten councillors voted for it" (contradicted). The count
  // decides; the negation or opposite word that turns it to its other part is no flip.
  if (best && !language) {
    // A flipped comparison too: "None of the 48 wells exceeded the limit" against "All 48 wells
    // were below the limit".
    const opposite = slots.find(
      (slot) => slot.match === best && (slot.kind === 'antonym' || slot.kind === 'comparative'),
    );
    // A word negated by its prefix ("harmed" against "unharmed"), which the count reads itself.
    const prefixed = slots.find((slot) => slot.match === best && slot.kind === 'negation');
    // "None … died" against "All … survived": the opposite read first is the quantifiers' own
    // ("None" against "All"); the predicate's opposite is read past them.
    const quantifierOpposite = antonym && QUANTIFIER_OPPOSITES.has(antonym.claimWord.toLowerCase());
    const past = quantifierOpposite
      ? compareAntonyms({
          claim: tokens.filter((token) => !QUANTIFIER_OPPOSITES.has(token.lower)),
          evidence: evidenceTokens.filter((token) => !QUANTIFIER_OPPOSITES.has(token.lower)),
          antonyms: context.antonyms,
        })
      : null;
    // Not a word that negates itself ("failed"), which the count reads as the claim's negation.
    const predicateOpposite =
      past && !tokens.some((token) => token.text === past.claimWord && token.isNegation)
        ? { claimWord: past.claimWord, evidenceWord: past.evidenceWord }
        : null;
    const counted = readQuantifiedCount({
      claim: tokens,
      claimSource: options.claim,
      claimQuantities: claimRead,
      evidence: best.sentence.tokens,
      evidenceSource: best.sentence.source,
      evidenceQuantities: quantitiesOf(best.sentence.id),
      negationSaid: negation?.saidBy !== undefined,
      found: (stem) =>
        best.kinds.some((kind, index) => kind !== null && alignment.words[index]!.stem === stem),
      opposites: [
        ...(antonym ? [{ claimWord: antonym.claimWord, evidenceWord: antonym.evidenceWord }] : []),
        ...(predicateOpposite ? [predicateOpposite] : []),
        ...(opposite ? [{ claimWord: opposite.claimValue, evidenceWord: opposite.evidenceValue }] : []),
        ...(comparative?.mismatch && comparative.claimWord && comparative.evidenceWord
          ? [{ claimWord: comparative.claimWord, evidenceWord: comparative.evidenceWord }]
          : []),
      ],
    });
    if (counted) {
      if (negation) negation = withFields(negation, { mismatch: false, flipped: false });
      antonym = null;
      if (comparative?.mismatch) comparative = { mismatch: false, claimWord: null, evidenceWord: null };
      for (const slot of [opposite, prefixed]) if (slot) slots.splice(slots.indexOf(slot), 1);
      // "Fewer than half" is the quantifier, no number the context must state.
      const quantifierOwn = (quantity: Quantity) =>
        quantity.start < counted.claimEnd && quantity.end > counted.claimStart;
      quantities = withFields(quantities, {
        conflict:
          quantities.conflict && quantifierOwn(quantities.conflict.claim) ? null : quantities.conflict,
        missing: quantities.missing.filter((quantity) => !quantifierOwn(quantity)),
      });
      if (counted.holds) {
        // The predicate's opposite the count read ("died" for "survived") is said too.
        const opposedStem = predicateOpposite
          ? tokens.find((token) => token.text === predicateOpposite.claimWord)?.stem
          : undefined;
        creditStatedWords(
          alignment,
          best,
          new Set([...counted.claimStems, ...(opposedStem ? [opposedStem] : [])]),
        );
        restatedQuantities.push({
          kind: 'count',
          claim: counted.claimText,
          evidence: counted.evidenceText,
          ...(counted.otherPart ? { otherPart: counted.otherPart } : {}),
        });
      } else
        slots.unshift({
          kind: 'quantifier',
          claimValue: counted.claimText,
          evidenceValue: counted.evidenceText,
          ...(counted.otherPart ? { otherPart: counted.otherPart } : {}),
          claimStems: counted.claimStems,
          bySlot: true,
          match: best,
          scope: null,
        });
    }
  }
  // Two flips undo each other: "None of the passengers died" = "All passengers survived", "not
  // set before consent" = "set only after consent". The opposite word then counts as found.
  if (best && negation?.flipped && !SEVERAL_SENTENCES.test(options.claim)) {
    const undone = (claimWord: string | null, evidenceWord: string | null) =>
      claimWord !== null &&
      evidenceWord !== null &&
      undoneByNegation(
        { tokens, source: options.claim, word: claimWord },
        { tokens: negationTokens, source: best.sentence.source, word: evidenceWord },
        language,
      );
    const opposed = slots.filter(
      (slot) =>
        slot.match === best &&
        ((OPPOSITE_KINDS.has(slot.kind) && undone(slot.claimValue, slot.evidenceValue)) ||
          // "not covered by the Standard policy" against "covered only on the Premier policy":
          // the name "only" includes is not the claim's, which the negation excludes.
          (slot.kind === 'entity' &&
            negationsDiffer(tokens, negationTokens) &&
            (onlyBefore(negationTokens, slot.evidenceValue, best.sentence.source) ||
              // "Mill Lane did not win the final" against "won by Castlebrook Rovers": another
              // doer of the verb bears out the denial (the claim's name is not credited by it).
              slot.doer === true))),
    );
    const opposedAntonym = antonym && undone(antonym.claimWord, antonym.evidenceWord) ? antonym : null;
    const opposedComparative =
      comparative?.mismatch === true && undone(comparative.claimWord, comparative.evidenceWord);
    if (opposed.length > 0 || opposedAntonym || opposedComparative) {
      const words = new Set([
        ...opposed.filter((slot) => !slot.doer).map((slot) => slot.claimValue),
        ...(opposedAntonym ? [opposedAntonym.claimWord] : []),
        ...(opposedComparative && comparative?.claimWord ? [comparative.claimWord] : []),
      ]);
      const stems = tokens.filter((token) => words.has(token.text)).map((token) => token.stem);
      creditStatedWords(alignment, best, new Set(stems));
      for (const slot of opposed) slots.splice(slots.indexOf(slot), 1);
      if (opposedAntonym) antonym = null;
      if (opposedComparative) comparative = { mismatch: false, claimWord: null, evidenceWord: null };
      negation = withFields(negation, { mismatch: false, flipped: false });
    } else if (negation.byOnly && onlyPhraseDenied(tokens, negationTokens, best.sentence.source)) {
      // "not open to students resident in Cornwall" against "open only to students … resident in
      // Cornwall": the claim denies the very thing "only" admits.
      const cue = tokens.find((token) => token.isNegation);
      negation = withFields(negation, { mismatch: true, word: cue?.text ?? 'not' });
    }
  }
  // The same in another selected sentence, the one with the names: "None of the five swab samples
  // from the Dunmore slicing line tested positive" against "Five swab samples were taken from the
  // slicing line at the Dunmore plant … All five samples tested negative".
  if (best && !language && !SEVERAL_SENTENCES.test(options.claim))
    for (const other of [...otherNegations]) {
      if (!other.negation.flipped) continue;
      const opposed = slots.filter(
        (slot) =>
          slot.match === other.match &&
          OPPOSITE_KINDS.has(slot.kind) &&
          undoneByNegation(
            { tokens, source: options.claim, word: slot.claimValue },
            {
              tokens: other.match.sentence.tokens,
              source: other.match.sentence.source,
              word: slot.evidenceValue,
            },
            language,
          ),
      );
      if (opposed.length === 0) continue;
      const words = new Set(opposed.map((slot) => slot.claimValue));
      creditStatedWords(
        alignment,
        other.match,
        new Set(tokens.filter((token) => words.has(token.text)).map((token) => token.stem)),
      );
      for (const slot of opposed) slots.splice(slots.indexOf(slot), 1);
      otherNegations.splice(otherNegations.indexOf(other), 1);
    }
  // A year before the start the sentence gives, under the claim's negation: "could not use the
  // bridge in 2016" against "opened to traffic in September 2019" bears the denial out.
  // A year at or after the start ("not open to traffic in 2021" against "opened in 2019") is
  // a year the state holds: its denial is a flip, never another year denied.
  let afterStart = false;
  if (best && !language && tokens.some((token) => token.isNegation)) {
    let before: BeforeStart | null = null;
    let startMatch = best;
    for (const match of alignment.selected) {
      const read = startOf({
        claim: tokens,
        claimQuantities,
        evidence: match.sentence.tokens,
        evidenceSource: match.sentence.source,
        evidenceQuantities: quantitiesOf(match.sentence.id),
      });
      if (read && !read.before && match === best) afterStart = true;
      before = read?.before ? read : null;
      startMatch = match;
      if (before) break;
    }
    if (before) {
      const own = before.claim;
      quantities = withFields(quantities, {
        conflict: quantities.conflict?.claim === own ? null : quantities.conflict,
        missing: quantities.missing.filter((quantity) => quantity !== own),
      });
      // The sentence that gives the start explains the claim: what other sentences fill
      // differently ("Wanderers currently play in the Northern League Division One") is of
      // another time.
      for (let index = slots.length - 1; index >= 0; index -= 1) {
        const slot = slots[index]!;
        if (slot.match !== startMatch || (slot.kind === 'number' && own.text.includes(slot.claimValue)))
          slots.splice(index, 1);
      }
      if (date && date.claim.start < own.end && date.claim.end > own.start) date = null;
      if (negation) negation = withFields(negation, { mismatch: false, flipped: false });
      const stems = tokens
        .filter((token) => token.start >= own.start && token.end <= own.end)
        .map((token) => token.stem);
      creditStatedWords(alignment, best, new Set(stems));
      restatedQuantities.push({
        kind: 'before',
        claim: own.text,
        evidence: `${before.cue} ${before.start.text}`,
      });
    }
  }
  let deniedWithinBound = afterStart;
  // A value against a bound states an instance of the rule ("35 kg won't be accepted" against
  // "more than 32 kg will not be accepted"); outside the bound, under a negation the sentence
  // lacks ("a 15-year-old is not eligible" against "open to those aged 16 or over").
  if (!language) {
    // Whether the claim's and a sentence's negations differ: by their parity, unless a word of the
    // sentence says the claim's negation ("does not cost anything" against "is free", so a £30
    // order is no instance of "free on orders over £50").
    const readNegationsOf = (match: SentenceMatch) => {
      const read = negationAgainst(match.sentence);
      // The "no" of a bound ("no more than 2.5 metres high") is the bound's, read by the relation.
      // A word of the sentence that says the claim's negation ("Lorries heavier than 7.5 tonnes are
      // prohibited" for "may not cross") makes the two agree, as a paraphrase of the price does.
      const said = read.saidBy || (read.negativeWord !== undefined && !read.mismatch);
      const differ = !said && negationsDiffer(tokens, match.sentence.tokens, { bounds: true });
      return { differ, read };
    };
    // Read once per sentence, as the negations are: the parity test too depends on it alone.
    const readNegations = new Map<IndexedSentence, { differ: boolean; read: NegationComparison }>();
    const negationsDifferAsRead = (match: SentenceMatch) => {
      let known = readNegations.get(match.sentence);
      if (!known) {
        known = readNegationsOf(match);
        readNegations.set(match.sentence, known);
      }
      return known;
    };
    // `broad`: a value no pairing placed, read against any selected sentence's bound (below) —
    // its age words and the negation's paraphrase are found too, only the best sentence's flip is
    // undone, and it marks no denied value.
    const relationTo = (claimQuantity: Quantity, evidence: Quantity, sentence: IndexedSentence) =>
      boundRelation({
        claim: claimQuantity,
        evidence,
        passage: sentenceQuantities(context, sentence.id),
        source: sentence.source,
        claimSource: options.claim,
        claimPassage: claimQuantities,
        claimNegated: tokens.some((token) => token.isNegation),
      });
    const instance = (claimQuantity: Quantity, evidence: Quantity, match: SentenceMatch, broad = false) => {
      const relation = relationTo(claimQuantity, evidence, match.sentence);
      if (broad && relation === null) return false;
      const { differ, read } = negationsDifferAsRead(match);
      // "not staffed at 10 am" against "staffed from 8 am to 8 pm": the claim denies a value the
      // sentence's range holds — a flip, which no reading may take for another value denied.
      if (!broad && relation === 'within' && differ) deniedWithinBound = true;
      if (!((relation === 'within' && !differ) || (relation === 'outside' && differ))) return false;
      const { start } = claimQuantity;
      // A duration's unit word goes with it ("two weeks" within "up to 90 days"): no changed unit.
      const end = broad
        ? ageEnd(claimQuantity, options.claim)
        : (claimQuantity.duration?.unitEnd ?? claimQuantity.end);
      if (claimQuantity.duration)
        for (let index = slots.length - 1; index >= 0; index -= 1) {
          const slot = slots[index]!;
          const unitWord = options.claim.slice(claimQuantity.end, claimQuantity.duration.unitEnd);
          if (slot.kind === 'unit' && slot.match === match && unitWord.includes(slot.claimValue))
            slots.splice(index, 1);
        }
      const stems = tokens
        .filter((token) => token.start >= start && token.end <= end)
        .map((token) => token.stem);
      creditStatedWords(alignment, match, new Set([...stems, ...(broad ? (read.paraphrased ?? []) : [])]));
      if (relation === 'outside') {
        if (negation && (!broad || match === best))
          negation = withFields(negation, { mismatch: false, flipped: false });
        // Read in another selected sentence, the flip is undone the same way ("not staffed at 10
        // pm" against "Reception is staffed from 8 am to 8 pm", the names in the sentence before).
        const other = otherNegations.findIndex((item) => item.match === match);
        if (other >= 0) otherNegations.splice(other, 1);
      }
      // Within the bound, the negations agreeing once the bound's own "no" is left out ("does not
      // need permission … 2 metres high" against "do not need permission … no higher than 2.5
      // metres"): that "no" made the flip, which the bound undoes.
      if (
        relation === 'within' &&
        negation?.mismatch &&
        (!broad || match === best) &&
        negationsDiffer(tokens, match.sentence.tokens)
      )
        negation = withFields(negation, { mismatch: false, flipped: false });
      return true;
    };
    const numberConflict = quantities.conflict;
    if (
      numberConflict &&
      instance(
        numberConflict.claim,
        numberConflict.evidence,
        alignment.selected[numberConflict.passageIndex]!,
      )
    )
      quantities = withFields(quantities, {
        conflict: null,
        missing: quantities.missing.filter((quantity) => quantity !== numberConflict.claim),
      });
    for (const slot of slots.filter((item) => item.kind === 'number')) {
      const claimQuantity = claimQuantities.find((quantity) => quantity.text.includes(slot.claimValue));
      // "42,000 in 2020" against "84,000 …, twice as many as in 2020": the other value is the
      // one the claim's was worked out from, not one in its place.
      if (claimQuantity && workedOut.has(claimQuantity) && slot.match === best) {
        slots.splice(slots.indexOf(slot), 1);
        continue;
      }
      const evidence = sentenceQuantities(context, slot.match.sentence.id).find((quantity) =>
        quantity.text.includes(slot.evidenceValue),
      );
      if (claimQuantity && evidence && instance(claimQuantity, evidence, slot.match)) {
        slots.splice(slots.indexOf(slot), 1);
        quantities = withFields(quantities, {
          missing: quantities.missing.filter((quantity) => quantity !== claimQuantity),
        });
      }
    }
    // A value the pairings above left unplaced may be an instance of a bound another selected
    // sentence states: "A 16-year-old cannot open the account" against "Applicants must be at least
    // 18 years old", when the best sentence is the one that names the account ("over two years").
    // Whether the two sides' negations differ is read the way the negation comparison reads it, so
    // "does not pay" agrees with "travel free".
    const unplaced = [
      ...(quantities.conflict ? [quantities.conflict.claim] : []),
      ...quantities.missing.filter((quantity) => quantity !== quantities.conflict?.claim),
    ];
    // An age no selected sentence bounds, against the context's sentence that bounds ages and
    // shares most with the claim ("A 15-year-old is not eligible for the Easy Saver account"
    // against "The account is available to UK residents aged 16 or over", which the sentences
    // naming the account outrank): that sentence joins the selected ones, so the quote holds the
    // bound. Only an age: a bound on ages is stated for people of every age.
    const boundedElsewhere = (claimQuantity: Quantity): boolean => {
      if (ageEnd(claimQuantity, options.claim) === claimQuantity.end) return false;
      const chosen = new Set(alignment.selected.map((match) => match.sentence.id));
      let bounding: SentenceMatch | null = null;
      for (const sentence of context.index.sentences.slice(0, AGE_BOUND_SENTENCES)) {
        if (chosen.has(sentence.id)) continue;
        const bounds = sentenceQuantities(context, sentence.id).some(
          (evidence) => relationTo(claimQuantity, evidence, sentence) !== null,
        );
        if (!bounds) continue;
        const match = matchSentence(alignment.words, sentence, context.synonyms);
        if (match.weightedCoverage > 0 && (!bounding || match.weightedCoverage > bounding.weightedCoverage))
          bounding = match;
      }
      if (!bounding) return false;
      alignment.selected.push(bounding);
      const read = sentenceQuantities(context, bounding.sentence.id).some((evidence) =>
        instance(claimQuantity, evidence, bounding, true),
      );
      if (!read) alignment.selected.pop();
      return read;
    };
    // Only a value that describes an instance, not one that states a fact: an age or a value
    // after "a" ("a £55 order", "a 35 kg suitcase"). "The bridge is 150 m long" is no instance of
    // "vehicles over 100 m" in another sentence.
    for (const claimQuantity of unplaced) {
      if (!describesInstance(claimQuantity, options.claim)) continue;
      const placed =
        alignment.selected.some((match) =>
          sentenceQuantities(context, match.sentence.id).some((evidence) =>
            instance(claimQuantity, evidence, match, true),
          ),
        ) || boundedElsewhere(claimQuantity);
      if (!placed) continue;
      quantities = withFields(quantities, {
        conflict: quantities.conflict?.claim === claimQuantity ? null : quantities.conflict,
        missing: quantities.missing.filter((quantity) => quantity !== claimQuantity),
      });
    }
  }
  // Opposite bounds on one value: "no more than 75%" against "at least 75%" is a flip; under a
  // negation one side lacks it agrees ("does not accept parcels heavier than 30 kg").
  if (best && !language)
    negation = readOppositeBounds({
      claim: options.claim,
      tokens,
      claimQuantities,
      alignment,
      slots,
      negation,
      quantitiesOf,
    });
  // A bound against the range a sentence gives: "at least 60" against "between 52 and 96".
  if (best && !language)
    for (const match of alignment.selected) {
      // A number slot of the sentence is the bound's value against a range end: read here instead.
      const others = slots.filter((slot) => slot.match === match && slot.kind !== 'number');
      if (others.length > 0) continue;
      const read = boundAgainstRange({
        claim: options.claim,
        tokens,
        claimQuantities,
        quantities: quantitiesOf(match.sentence.id),
        source: match.sentence.source,
      });
      if (!read) continue;
      const stems = new Set('conflict' in read ? read.conflict.claimStems : read.agrees);
      for (let index = slots.length - 1; index >= 0; index -= 1)
        if (slots[index]!.match === match && slots[index]!.claimStems.some((stem) => stems.has(stem)))
          slots.splice(index, 1);
      if ('conflict' in read) slots.push(withFields(read.conflict, { match, scope: null }));
      else {
        creditStatedWords(alignment, match, stems);
        quantities = withFields(quantities, {
          missing: quantities.missing.filter((quantity) => !stems.has(quantity.text)),
        });
      }
      break;
    }
  // The claim's negation said of the same word by another selected sentence, where the best one
  // (with the names) says nothing of that word: no flip ("no ferry service in January" against
  // "The Kellan Island ferry leaves at 9:30" and "From November to March there is no service").
  if (best && !language && negation?.mismatch && negation.claimNegated && !negation.evidenceNegated) {
    // The first other selected sentence that says the denial; only where the two sentences say
    // the whole claim between them ("in January" inside "From November to March"): a word neither
    // states leaves the best sentence's reading as it was.
    for (const match of alignment.selected) {
      if (match === best) continue;
      const stem = negationSaidElsewhere(tokens, best.sentence.tokens, match.sentence.tokens);
      if (stem === null) continue;
      const carried = alignment.words.every(
        (_, index) => best.kinds[index] !== null || match.kinds[index] !== null,
      );
      if (carried) {
        negation = withFields(negation, { mismatch: false, flipped: false });
        creditStatedWords(alignment, match, new Set([stem]));
      }
      break;
    }
  }
  // A phrase taken whole from another sentence into the copied one's slot ("led by the geologist
  // Martin Ross" against "led by the botanist Eleanor Grieve", the geologist named elsewhere).
  if (!language) {
    const taken = findFillerFromElsewhere({
      claim: tokens,
      claimSource: options.claim,
      words: alignment.words,
      selected: alignment.selected,
    });
    if (taken && !slots.some((slot) => slot.match === taken.match && slot.bySlot))
      slots.push(withFields(taken.conflict, { match: taken.match, scope: null }));
    // "Halstead defeated Corby" against "Corby beat Halstead": the parties' roles swapped.
    const turned = findRolesSwapped(tokens, alignment.selected);
    if (turned && !slots.some((slot) => slot.match === turned.match && slot.bySlot))
      slots.push(withFields(turned.conflict, { match: turned.match, scope: null }));
    // "Cohort A" against "Cohort B": the letter after the same word.
    const lettered = findDesignatorSwap(tokens, alignment.selected);
    if (lettered && !slots.some((slot) => slot.match === lettered.match && slot.bySlot))
      slots.push(withFields(lettered.conflict, { match: lettered.match, scope: null }));
  }
  // A comparison the claim denies ("Mount Kessig was not climbed before Mount Dura", "did not
  // finish ahead of", "is not cheaper than"): read without its negation, a comparison the context
  // contradicts is what the claim denies — borne out, no flip.
  if (
    !language &&
    !options.withoutNegation &&
    best &&
    negation?.mismatch &&
    negation.claimNegated &&
    !negation.evidenceNegated
  ) {
    const denied = deniedComparison(options.claim, tokens, context);
    if (denied) {
      negation = withFields(negation, { mismatch: false, flipped: false });
      comparative = { mismatch: false, claimWord: null, evidenceWord: null };
      for (let index = slots.length - 1; index >= 0; index -= 1)
        if (slots[index]!.kind === 'comparative') slots.splice(index, 1);
      const match = alignment.selected.find((item) => item.sentence.id === denied.sentenceId) ?? best;
      creditStatedWords(alignment, match, denied.stems);
    }
  }
  removeTradedSlots(slots, traded);
  // A swapped name's own words travel with it: "Sports drink maker Rehydra" for "Harbourline
  // Bank", "The Aura earbuds" for "The Pulse 3 smartwatch" — words right beside the name that its
  // sentence lacks and another selected sentence, the one that names it, has.
  // Not in a negated claim: the name it denies is read by the negation rules.
  if (!language && !tokens.some((token) => token.isNegation))
    for (const slot of slots) if (slot.kind === 'entity') widenToDescriptors(slot, tokens, alignment);
  return {
    claimText: options.claim,
    tokens,
    alignment,
    quantities,
    negation,
    antonym,
    comparative,
    entities: compareEntities({ claim: tokens, contextStems: context.index.contextStems }),
    slots,
    date,
    dateMatch: date ? dateMatch : null,
    substitutions,
    unevidencedName,
    restatedQuantities,
    joined,
    otherNegations,
    deniedWithinBound,
    antecedents: antecedentsOf(alignment.selected, context.index.sentences),
    negationClause:
      negation?.mismatch && joined.length === 0 ? alignedClauseLength(tokens, evidenceTokens) : null,
    missingInQuery,
    ...(excepted ? { excepted } : {}),
    pronounStart: PRONOUNS.has(tokens[0]?.lower ?? ''),
    hedged: tokens.some((token) => HEDGES.has(token.lower)),
    excluded:
      !language && best
        ? excludedAlternative({
            tokens,
            claimText: options.claim,
            alignment,
            sentences: context.index.sentences,
            matchOf,
          })
        : null,
    permitted:
      !language && context.synonyms.isKindOf
        ? permittedKind({
            claim: tokens,
            sentences: context.index.sentences,
            isKindOf: context.synonyms.isKindOf,
          })
        : null,
  };
}

/** Quantifiers that are each other's opposites ("None" against "All"). */
const QUANTIFIER_OPPOSITES: ReadonlySet<string> = new Set([
  'none',
  'no',
  'all',
  'every',
  'each',
  'both',
  'neither',
]);

/** The period each frequency word names ("annual": a year). */
const FREQUENCY_PERIODS: ReadonlyMap<string, string> = new Map([
  ['hourly', 'hour'],
  ['daily', 'day'],
  ['weekly', 'week'],
  ['monthly', 'month'],
  ['quarterly', 'quarter'],
  ['annual', 'year'],
  ['annually', 'year'],
  ['yearly', 'year'],
]);

/** Whether `tokens` say the frequency `word` names by its period: "a year", "per month", "each week". */
function perPeriodStates(word: string, tokens: readonly Token[]): boolean {
  const period = FREQUENCY_PERIODS.get(word.toLowerCase());
  if (!period) return false;
  return tokens.some(
    (token, index) =>
      token.lower === period && ['a', 'per', 'each', 'every'].includes(tokens[index - 1]?.lower ?? ''),
  );
}

/** Prepositions that open a closing phrase of place or occasion ("in the Harlow Valley Cup final"). */
const CLOSING_PREPOSITIONS: ReadonlySet<string> = new Set(['in', 'at', 'on', 'during']);

/**
 * The index of the preposition that opens the claim's closing phrase when the best sentence has
 * none of that phrase's content words and another selected sentence has all of them exactly
 * ("Ashby Rovers beat Kestrel Town 3-1 in the Harlow Valley Cup final", the final named in the
 * sentence before); else -1.
 */
function closingPhraseFromElsewhere(
  tokens: readonly Token[],
  alignment: ClaimAlignment,
  best: SentenceMatch,
): number {
  const at = tokens.findLastIndex((token) => CLOSING_PREPOSITIONS.has(token.lower));
  if (at < 2) return -1;
  const stems = new Set(tokens.slice(at + 1).map((token) => token.stem));
  // Words of the phrase the claim says before it too are no part of it alone.
  if (tokens.slice(0, at).some((token) => token.isContent && stems.has(token.stem))) return -1;
  const phrase = alignment.words.flatMap((word, index) => (stems.has(word.stem) ? [index] : []));
  if (phrase.length === 0 || phrase.some((index) => best.kinds[index] !== null)) return -1;
  const other = alignment.selected.some(
    (match) => match !== best && phrase.every((index) => match.kinds[index] === 'exact'),
  );
  return other ? at : -1;
}

/** A number in digits or words ("14", "ten"). */
function isValue(token: Token | undefined): boolean {
  return token !== undefined && (token.isNumber || WORD_NUMBERS.has(token.lower));
}

/** Words that make a claim a comparison of two terms, in time, place or amount. */
const COMPARING_WORDS: ReadonlySet<string> = new Set(
  'than before after ahead behind beat beats outnumber outnumbers outnumbered earlier later'.split(' '),
);

/**
 * The comparison a negated claim denies, where the context contradicts it: the claim read with
 * its one negation taken out ("did not beat" read "did beat") has a comparison the values or the
 * sentence's own comparative say the other way. Its words and the sentence that says so; else null.
 */
function deniedComparison(
  claim: string,
  tokens: readonly Token[],
  context: PreparedContext,
): { stems: Set<string>; sentenceId: number } | null {
  const cues = tokens.filter((token) => token.isNegation);
  const comparing = tokens.some((token) => COMPARING_WORDS.has(token.lower));
  if (cues.length !== 1 || !(comparing || tokens.some((token) => UNIQUE_ROLE_WORD.test(token.lower))))
    return null;
  const cue = cues[0]!;
  // "no more than ten minutes", "not later than 5 pm": a bound, no comparison denied.
  const at = tokens.indexOf(cue);
  const than = tokens.slice(at + 1, at + 4).findIndex((token) => token.lower === 'than');
  if (than >= 0 && isValue(tokens[at + 2 + than])) return null;
  // "didn't" keeps its verb; "not", "never", "no" go.
  const contracted = /n['\u2019]t$/u.test(cue.text);
  const plain = tokens.flatMap((token) =>
    token !== cue ? [token] : contracted ? [{ ...token, isNegation: false }] : [],
  );
  const read = analyzeClaim({ claim, context, tokens: plain, withoutNegation: true });
  // "Sparhus is not the country's largest lender" against "Nordbank is the country's largest":
  // another holder of a role only one can hold bears the denial out. A role word alone is no
  // comparison of two terms: "is not the smallest" against "is the biggest" is left to the rules.
  const holder = read.slots.find(
    (item) => item.kind === 'entity' && item.bySlot === true && holdsUniqueRole(plain, item.claimValue),
  );
  if (holder) return { stems: new Set(), sentenceId: holder.match.sentence.id };
  if (!comparing) return null;
  const slot = read.slots.find((item) => item.kind === 'comparative');
  if (slot) return { stems: new Set(slot.claimStems), sentenceId: slot.match.sentence.id };
  if (read.comparative?.mismatch && read.alignment.best) {
    const word = plain.find((token) => token.text === read.comparative!.claimWord);
    return { stems: new Set(word ? [word.stem] : []), sentenceId: read.alignment.best.sentence.id };
  }
  return null;
}

/** How many claim words a widened name must leave to be read against its sentence. */
const MIN_WORDS_BESIDE = 3;

/**
 * Adds to an entity slot's stems the content words right beside its name in the claim (no word
 * between) that the slot's sentence lacks and another selected sentence has: the name's own
 * descriptor ("drink maker", "earbuds"), not a word of the copied sentence.
 */
function widenToDescriptors(
  slot: ClaimAnalysis['slots'][number],
  tokens: readonly Token[],
  alignment: ClaimAlignment,
): void {
  const own = new Set(slot.claimStems);
  const positions = tokens.flatMap((token, at) => (own.has(token.stem) ? [at] : []));
  if (positions.length === 0) return;
  // A pairing by role only counts where both names open their sentences ("The Aura earbuds
  // were …" against "The Pulse 3 smartwatch was …"): the subject swapped.
  if (!slot.bySlot) {
    const opening = (side: readonly Token[]) => side.find((token) => token.isContent);
    const sentenceOpening = opening(slot.match.sentence.tokens);
    if (
      !own.has(opening(tokens)?.stem ?? '') ||
      sentenceOpening === undefined ||
      !slot.evidenceValue.startsWith(sentenceOpening.text)
    )
      return;
  }
  const indexOf = (stem: string) => alignment.words.findIndex((word) => word.stem === stem);
  const travels = (token: Token | undefined) => {
    if (!token?.isContent || token.isNumber || own.has(token.stem)) return false;
    const index = indexOf(token.stem);
    return (
      index >= 0 &&
      slot.match.kinds[index] === null &&
      alignment.selected.some((match) => match !== slot.match && match.kinds[index] !== null)
    );
  };
  const added: string[] = [];
  for (let at = Math.min(...positions) - 1; travels(tokens[at]); at -= 1) added.push(tokens[at]!.stem);
  for (let at = Math.max(...positions) + 1; travels(tokens[at]); at += 1) added.push(tokens[at]!.stem);
  // Enough of the claim must stay to be read against the sentence ("Lawson stores carry
  // beverages" keeps one word: no copy of any sentence to speak of).
  const rest = alignment.words.filter((word) => !own.has(word.stem) && !added.includes(word.stem));
  if (added.length > 0 && rest.length >= MIN_WORDS_BESIDE) slot.claimStems = [...slot.claimStems, ...added];
}
