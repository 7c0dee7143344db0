/**
 * Readings of the ninth pass that weigh a claim against a sentence's parts, schedules and bounds
 * rather than word by word, called from `analyzeClaim` (English only): a comparative the sentence
 * gives as two values, a negated claim about a day the sentence's schedule leaves out, opposite
 * bounds on one value, and the sentence a pronoun refers back to. Each records what it finds in
 * the analysis being built: a slot conflict, words found, a negation or date conflict cleared.
 */

import { withFields } from '../../../core/with-fields.js';
import { boundSide, timeBoundSide } from '../../../text/bound-relation.js';
import { DAY, type Quantity } from '../../../text/quantity.js';
import { states } from '../../../text/quantity-values.js';
import { stemWord } from '../../../text/stem-word.js';
import { monthNumber, type Token } from '../../../text/tokenize.js';
import { compareChangeOverTime, readTimedChange, type TimedChange } from '../comparisons/change-over-time.js';
import { type DateConflict, extractDates } from '../comparisons/compare-dates.js';
import type { NegationComparison } from '../comparisons/compare-negation.js';
import type { SlotConflict } from '../comparisons/compare-slots.js';
import {
  compareStatedValues,
  compareValuesAcross,
  ranksTerms,
  type ValuedSentence,
} from '../comparisons/compare-stated-values.js';
import { negationsDiffer } from '../comparisons/double-flip.js';
import { readEquative } from '../comparisons/equative.js';
import { insideSchedule, outsideSchedule, WEEKDAYS } from '../comparisons/outside-schedule.js';
import {
  compareSuperlativeInList,
  readSuperlative,
  type Superlative,
} from '../comparisons/superlative-in-list.js';
import type { ClaimAlignment, SentenceMatch } from '../evidence/align-claim.js';
import { creditStatedWords } from '../evidence/credit-stated-words.js';
import type { IndexedSentence } from '../evidence/sentence-index.js';

type Slot = SlotConflict & {
  match: SentenceMatch;
  scope: ReadonlySet<string> | null;
  alongside?: SentenceMatch;
};

/** The quantities of a sentence of the context, by its id (computed once per check). */
type QuantitiesOf = (sentenceId: number) => Quantity[];

/** Slots a comparison said the other way round fills with the other term or the opposite word. */
const TRADED_KINDS: ReadonlySet<SlotConflict['kind']> = new Set(['entity', 'comparative', 'antonym']);

/** A sentence that says the claim's comparison with the terms traded, and the stems that traded. */
export interface TradedTerms {
  match: SentenceMatch;
  stems: ReadonlySet<string>;
}

/**
 * "15 cm shorter than the Kahuna" against "The Kahuna … is 15 cm longer than the Drift": the names
 * trade places and the comparative turns, one statement. No slot of that sentence that holds a
 * traded word (the other term's name, the opposite comparative) is a swap; removed once every
 * rule has read the claim, since a rule read later would find the same names again.
 */
export function removeTradedSlots(slots: Slot[], traded: readonly TradedTerms[]): void {
  for (const { match, stems } of traded)
    for (let index = slots.length - 1; index >= 0; index -= 1) {
      const slot = slots[index]!;
      if (
        slot.match === match &&
        TRADED_KINDS.has(slot.kind) &&
        slot.claimStems.some((stem) => stems.has(stem))
      )
        slots.splice(index, 1);
    }
}

/**
 * "more dogs than cats" against "350 cats and 120 dogs": a slot conflict on the comparative word,
 * or, borne out, the word found (and returned).
 */
export function readStatedComparisons(options: {
  tokens: readonly Token[];
  alignment: ClaimAlignment;
  slots: Slot[];
  quantitiesOf: QuantitiesOf;
  /** Collects the sentences that say the comparison the other way round (`removeTradedSlots`). */
  traded?: TradedTerms[];
  /** The context's sentences, for a pronoun's antecedent (`pronounAntecedent`). */
  sentences?: readonly IndexedSentence[];
  /** The claim's match with a sentence the alignment did not select. */
  matchOf?: (sentence: IndexedSentence) => SentenceMatch;
}): Token | null {
  const { tokens, alignment, slots } = options;
  // Each selected sentence's values, read once: the readings below read each sentence several times.
  const valuesRead = new Map<SentenceMatch, ValuedSentence>();
  const valued = (match: SentenceMatch): ValuedSentence => {
    let values = valuesRead.get(match);
    if (!values) {
      const antecedent = options.sentences ? pronounAntecedent(match.sentence, options.sentences) : null;
      values = {
        tokens: match.sentence.tokens,
        source: match.sentence.source,
        quantities: options.quantitiesOf(match.sentence.id),
        dates: extractDates(match.sentence.tokens, match.sentence.source, 0),
        ...(antecedent ? { antecedent } : {}),
      };
      valuesRead.set(match, values);
    }
    return values;
  };
  // "rose from June to July" against a sentence for each month (`change-over-time.ts`).
  const change = readTimedChange(tokens);
  if (change) {
    const read = readChangeOverTime(tokens, change, alignment, slots, valued);
    if (read !== undefined) return read;
  }
  // "the largest yield" against a list of yields in one sentence (`superlative-in-list.ts`).
  const superlative = readSuperlative(tokens);
  if (superlative) {
    const read = readSuperlativeInList(tokens, superlative, alignment, slots, valued);
    if (read !== undefined) return read;
  }
  // A comparison with "than", or in time with "before" or "after" (read across sentences only).
  // An equative ("not as large as", "twice as much as") is a comparison with "than" here.
  const than = tokens.some((token) => token.lower === 'than') || readEquative(tokens) !== null;
  if (
    !than &&
    !tokens.some((token) => token.lower === 'before' || token.lower === 'after') &&
    !ranksTerms(tokens)
  )
    return null;
  let read = false;
  let agreed: Token | null = null;
  // `alongside`: a comparison of two sentences' values is recorded beside another slot of the
  // first (a name of the claim's second term that the first sentence fills with another word).
  const record = (
    stated: ReturnType<typeof compareStatedValues>,
    match: SentenceMatch,
    alongside?: SentenceMatch,
  ) => {
    if (!stated) return;
    read = true;
    if ('agrees' in stated) {
      const also = stated.also ?? [];
      creditStatedWords(alignment, match, new Set([stated.agrees, ...also].map((token) => token.stem)));
      agreed = stated.agrees;
      if (stated.converse)
        options.traded?.push({ match, stems: new Set([stated.agrees.stem, ...stated.converse]) });
    } else if (!slots.some((slot) => slot.match === match && (!alongside || slot.kind === 'comparative')))
      slots.push(withFields(stated, { match, scope: null, ...(alongside ? { alongside } : {}) }));
  };
  const temporal = tokens.some((token) => token.lower === 'before' || token.lower === 'after');
  for (const match of than || ranksTerms(tokens) || temporal ? alignment.selected : []) {
    const { tokens: evidence, ...rest } = valued(match);
    record(compareStatedValues({ claim: tokens, evidence, ...rest }), match);
  }
  // "Orlen's July average was higher than Valby's" against a sentence for each town: the two
  // terms' values in two selected sentences, where no one sentence gives both.
  if (read) return agreed;
  // With each selected sentence, the one after it in its chunk that goes on about it by a pronoun
  // ("The previous model, the Orca X1, remains on sale. It offers up to 9 hours of playback").
  const candidates = [...alignment.selected];
  if (options.sentences && options.matchOf)
    for (const match of alignment.selected) {
      const next = options.sentences[match.sentence.id + 1];
      if (
        next &&
        !candidates.some((other) => other.sentence.id === next.id) &&
        pronounAntecedent(next, options.sentences)
      )
        candidates.push(options.matchOf(next));
    }
  for (const first of candidates)
    for (const second of candidates) {
      if (first === second || read) continue;
      record(
        compareValuesAcross({ claim: tokens, first: valued(first), second: valued(second) }),
        first,
        second,
      );
    }
  return agreed;
}

/**
 * A change over time that two selected sentences give by their values, one time each
 * (`comparisons/change-over-time.ts`): the word of change found where they bear it out (and
 * returned), a slot conflict on it where they do not; undefined where no two sentences give it.
 */
function readChangeOverTime(
  tokens: readonly Token[],
  change: TimedChange,
  alignment: ClaimAlignment,
  slots: Slot[],
  /** Each selected sentence's values, its pronoun's words with them ("In 2022 it was 37%, …"). */
  valued: (match: SentenceMatch) => ValuedSentence,
): Token | null | undefined {
  for (const from of alignment.selected)
    for (const to of alignment.selected) {
      if (from === to) continue;
      const read = compareChangeOverTime({ claim: tokens, change, from: valued(from), to: valued(to) });
      if (!read) continue;
      if ('agrees' in read) {
        creditStatedWords(alignment, from, new Set([read.agrees.stem]));
        return read.agrees;
      }
      slots.push(withFields(read, { match: from, scope: null, alongside: to }));
      return null;
    }
  return undefined;
}

/**
 * A superlative that a list of values in one selected sentence bears out or not
 * (`comparisons/superlative-in-list.ts`): the word found where it does (and returned), a slot
 * conflict on it where it does not; undefined where no selected sentence lists the items.
 */
function readSuperlativeInList(
  tokens: readonly Token[],
  superlative: Superlative,
  alignment: ClaimAlignment,
  slots: Slot[],
  valued: (match: SentenceMatch) => ValuedSentence,
): Token | null | undefined {
  for (const match of alignment.selected) {
    const read = compareSuperlativeInList({ claim: tokens, superlative, sentence: valued(match) });
    if (!read) continue;
    if ('agrees' in read) {
      creditStatedWords(alignment, match, new Set([read.agrees.stem]));
      return read.agrees;
    }
    // The list's heading is often a sentence of its own before it ("Seating capacity … is as
    // follows."): a selected sentence of its chunk carries the rest of the claim with it.
    const heading = alignment.selected.find(
      (other) => other !== match && other.sentence.chunkIndex === match.sentence.chunkIndex,
    );
    slots.push(withFields(read, { match, scope: null, ...(heading ? { alongside: heading } : {}) }));
    return null;
  }
  return undefined;
}

/** Whether the claim's conflicting date is written with a word of `stems` ("July", stem "juli"). */
function dateHolds(date: DateConflict, tokens: readonly Token[], stems: ReadonlySet<string>): boolean {
  return tokens.some(
    (token) => stems.has(token.stem) && token.start >= date.claim.start && token.end <= date.claim.end,
  );
}

/**
 * A negated claim about a day or month the sentence's schedule leaves out: the day is found, and
 * neither it nor the negation is a conflict with that sentence. Returns the negation and date
 * comparison of the best sentence as they stand after.
 */
export function readSchedules(options: {
  claim: string;
  tokens: readonly Token[];
  alignment: ClaimAlignment;
  slots: Slot[];
  negation: NegationComparison | null;
  date: DateConflict | null;
  otherNegations: Array<{ match: SentenceMatch }>;
}): { negation: NegationComparison | null; date: DateConflict | null } {
  const { tokens, alignment, slots, otherNegations } = options;
  let { negation, date } = options;
  for (const match of alignment.selected) {
    // A day or month inside a range the sentence gives ("open in June" against "from April to
    // October") is stated by it: no date conflict, no slot. A negation stays a flip.
    const inside = insideSchedule(tokens, options.claim, match.sentence.tokens, match.sentence.source);
    if (inside.length > 0) {
      const stems = new Set(inside);
      creditStatedWords(alignment, match, stems);
      for (const slot of [...slots])
        if (slot.claimStems.some((stem) => stems.has(stem))) slots.splice(slots.indexOf(slot), 1);
      if (match === alignment.best && date && dateHolds(date, tokens, stems)) date = null;
    }
    const outside = outsideSchedule(tokens, match.sentence.tokens, match.sentence.source);
    if (outside.length === 0) continue;
    const stems = new Set(outside);
    creditStatedWords(alignment, match, stems);
    // The day is stated by the schedule: no slot of any sentence holds it in place of another
    // value ("Sundays" against the council that runs the pool, in the sentence naming the pool).
    for (const slot of [...slots])
      if (slot.claimStems.some((stem) => stems.has(stem))) slots.splice(slots.indexOf(slot), 1);
    if (match === alignment.best) {
      if (negation) negation = withFields(negation, { mismatch: false, flipped: false });
      if (date && dateHolds(date, tokens, stems)) date = null;
    }
    const other = otherNegations.findIndex((item) => item.match === match);
    if (other >= 0) otherNegations.splice(other, 1);
  }
  return { negation, date };
}

const BOUND_AFTER_NEGATION =
  /^(?:more|less|fewer|greater|longer|shorter|higher|lower|heavier|lighter|larger|smaller|later|earlier)$/u;

/** The tokens without the "no" or "not" of a bound ("no more than 14 days" negates nothing). */
function outsideBounds(tokens: readonly Token[]): Token[] {
  return tokens.filter(
    (token, index) =>
      !(
        (token.lower === 'no' || token.lower === 'not') &&
        BOUND_AFTER_NEGATION.test(tokens[index + 1]?.lower ?? '') &&
        tokens[index + 2]?.lower === 'than'
      ),
  );
}

/** The month (1–12) named beside a day of the month ("31 March", "March 31"), or null. */
function monthBeside(source: string, day: Quantity): number | null {
  const after = /^(?:st|nd|rd|th)?\s+(?:of\s+)?(\p{L}+)/iu.exec(source.slice(day.end, day.end + 16))?.[1];
  const before = /(\p{L}+)\.?\s+$/iu.exec(source.slice(Math.max(0, day.start - 12), day.start))?.[1];
  const month = (word: string | undefined) => (word ? monthNumber(stemWord(word.toLowerCase())) : null);
  return month(after) ?? month(before);
}

/** Whether two days of the month are in one month as written: a day alone is compared by value only. */
function sameMonth(claim: string, day: Quantity, source: string, other: Quantity): boolean {
  return monthBeside(claim, day) === monthBeside(source, other);
}

/**
 * Opposite bounds on one value: a slot conflict ("no more than 75%" against "at least 75%"), or
 * under a negation one side lacks, agreement, the bound words found. Returns the best sentence's
 * negation comparison as it stands after.
 */
export function readOppositeBounds(options: {
  claim: string;
  tokens: readonly Token[];
  claimQuantities: readonly Quantity[];
  alignment: ClaimAlignment;
  slots: Slot[];
  negation: NegationComparison | null;
  quantitiesOf: QuantitiesOf;
}): NegationComparison | null {
  const { tokens, alignment, slots } = options;
  let { negation } = options;
  for (const quantity of options.claimQuantities) {
    const claimSide =
      boundSide(options.claim, quantity, { sign: true }) ??
      timeBoundSide(options.claim, quantity, options.claimQuantities);
    if (!claimSide) continue;
    const words = new Set(claimSide.words.toLowerCase().split(/\s+/u));
    const stems = tokens
      .filter(
        (token) =>
          token.end <= quantity.start + 1 && token.start >= quantity.start - 40 && words.has(token.lower),
      )
      .map((token) => token.stem);
    for (const match of alignment.selected) {
      const passage = options.quantitiesOf(match.sentence.id);
      const evidence = passage.find(
        (other) =>
          states(quantity, other) &&
          (quantity.unit !== DAY || sameMonth(options.claim, quantity, match.sentence.source, other)),
      );
      const side =
        evidence &&
        (boundSide(match.sentence.source, evidence, { sign: true }) ??
          timeBoundSide(match.sentence.source, evidence, passage));
      if (!side) continue;
      if (side.side === claimSide.side) {
        // "no more than 8 kg" against "up to 8 kg", "no fewer than 300" against "at least 300": the
        // same bound, whose own "no" is no negation of the clause.
        if (
          negationsDiffer(tokens, match.sentence.tokens) &&
          !negationsDiffer(outsideBounds(tokens), outsideBounds(match.sentence.tokens))
        ) {
          creditStatedWords(alignment, match, new Set(stems));
          if (match === alignment.best && negation)
            negation = withFields(negation, { mismatch: false, flipped: false });
          break;
        }
        continue;
      }
      if (negationsDiffer(outsideBounds(tokens), outsideBounds(match.sentence.tokens))) {
        creditStatedWords(alignment, match, new Set(stems));
        if (match === alignment.best && negation)
          negation = withFields(negation, { mismatch: false, flipped: false });
      } else if (stems.length > 0 && !slots.some((slot) => slot.match === match))
        slots.push({
          kind: 'comparative',
          claimValue: claimSide.written,
          evidenceValue: side.written,
          claimStems: stems,
          bySlot: true,
          match,
          scope: null,
        });
      break;
    }
  }
  return negation;
}

/** Pronouns that open a sentence about what the sentence before it named. */
const REFERRING = new Set(['it', 'its', 'they', 'their', 'he', 'she', 'his', 'her', 'this', 'these']);

/** Days of the week, by stem: a schedule's day is no thing a sentence names. */
const WEEKDAY_STEMS: ReadonlySet<string> = new Set(WEEKDAYS.map((day) => stemWord(day)));

/** Pronouns that stand for a thing the sentence before named. */
const THING_PRONOUNS: ReadonlySet<string> = new Set(['it', 'its', 'they', 'their']);
/** How far into a sentence its subject pronoun may stand ("On Thursdays it closes …"). */
const PRONOUN_REACH = 4;

/**
 * The stems of the sentence before `sentence` in its chunk, where `sentence` speaks of a thing by
 * a pronoun near its start ("It attracted …", "On Thursdays it closes …"); else null.
 */
export function pronounAntecedent(
  sentence: IndexedSentence,
  sentences: readonly IndexedSentence[],
): ReadonlySet<string> | null {
  const previous = sentences[sentence.id - 1];
  if (previous?.chunkIndex !== sentence.chunkIndex) return null;
  if (!sentence.tokens.slice(0, PRONOUN_REACH).some((token) => THING_PRONOUNS.has(token.lower))) return null;
  // A sentence that names things of its own ("It will pass 0.61 au from the Sun") speaks of them
  // as much as of what the pronoun stands for.
  const named = sentence.tokens.some(
    (token, index) =>
      index > 0 &&
      token.isCapitalized &&
      token.isContent &&
      monthNumber(token.stem) === null &&
      !WEEKDAY_STEMS.has(token.stem),
  );
  if (named) return null;
  return new Set(previous.tokens.filter((token) => token.isContent).map((token) => token.stem));
}

/** For each selected sentence that opens with a pronoun, the stems of the sentence before it in its chunk. */
export function antecedentsOf(
  selected: readonly SentenceMatch[],
  sentences: readonly IndexedSentence[],
): Map<number, ReadonlySet<string>> {
  const antecedents = new Map<number, ReadonlySet<string>>();
  for (const { sentence } of selected) {
    const previous = sentences[sentence.id - 1];
    if (!REFERRING.has(sentence.tokens[0]?.lower ?? '') || previous?.chunkIndex !== sentence.chunkIndex)
      continue;
    antecedents.set(sentence.id, new Set(previous.tokens.map((token) => token.stem)));
  }
  return antecedents;
}
