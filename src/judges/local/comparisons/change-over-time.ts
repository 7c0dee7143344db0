/**
 * A change over time that the claim states and two sentences give only by their values: "Solar
 * output at the Kessel farm rose from June to July" against "Solar output at the Kessel farm in
 * June was 412 MWh" and "In July, the farm generated 388 MWh"; "Hartwell had more shops at the
 * start of 2024 than at the start of 2022" against "… had 42 shops at the start of 2022" and "At
 * the start of 2024, Hartwell operated 35 shops". Each sentence names one of the two times (a
 * year, or a month by its name) and not the other, and gives one value besides; the two values
 * share a unit. The claim's word of change must point the way the two values do.
 */
import { type Quantity, YEAR_WRITTEN } from '../../../text/quantity.js';
import { monthNumber, type Token } from '../../../text/tokenize.js';
import type { SlotConflict } from './compare-slots.js';
import type { ValuedSentence } from './compare-stated-values.js';
import type { Agreement } from './stated-direction.js';
import { sameCount } from './value-against-bound.js';

/** Verbs of a change up or down over a span of time. */
const RISE_WORDS: ReadonlySet<string> = new Set(
  'rose rise rises risen grew grow grows grown increased increase increases climbed climb climbs jumped soared expanded'.split(
    ' ',
  ),
);
const FALL_WORDS: ReadonlySet<string> = new Set(
  'fell fall falls fallen dropped drop drops declined decline declines decreased decrease decreases shrank shrunk shrink slipped dipped plunged contracted'.split(
    ' ',
  ),
);

/** Comparatives that compare one thing at two times ("more shops in 2024 than in 2022", "sets later on 20 November"). */
const MORE_WORDS: ReadonlySet<string> = new Set(['more', 'higher', 'greater', 'larger', 'bigger', 'later']);
const LESS_WORDS: ReadonlySet<string> = new Set(['fewer', 'less', 'lower', 'smaller', 'earlier']);

/** A time the claim names: a year as written, or a month by its name. */
interface TimePoint {
  key: string;
  text: string;
}

/** The change the claim states: its word, whether up, and the times from and to. */
export interface TimedChange {
  word: Token;
  up: boolean;
  from: TimePoint;
  to: TimePoint;
}

function timeOf(token: Token | undefined): TimePoint | null {
  if (!token) return null;
  if (token.isNumber && YEAR_WRITTEN.test(token.text)) return { key: `y${token.text}`, text: token.text };
  const month = token.isCapitalized ? monthNumber(token.stem) : null;
  return month === null ? null : { key: `m${month}`, text: token.text };
}

/** A time as the tokens write it: where it starts and ends (a day and its month are one). */
interface TimeAt {
  at: number;
  last: number;
  time: TimePoint;
  start: number;
  end: number;
}

/** The times of `tokens` in order: years, months, and (a day before its month) days of a month. */
function timesOf(tokens: readonly Token[]): TimeAt[] {
  const times: TimeAt[] = [];
  for (let at = 0; at < tokens.length; at += 1) {
    const token = tokens[at]!;
    const next = tokens[at + 1];
    const day = Number(token.text);
    const month = next?.isCapitalized ? monthNumber(next.stem) : null;
    // "20 November": the day of the month, compared as one time.
    if (token.isNumber && Number.isInteger(day) && day >= 1 && day <= 31 && month !== null) {
      const time = { key: `d${day}m${month}`, text: `${token.text} ${next!.text}` };
      times.push({ at, last: at + 1, time, start: token.start, end: next!.end });
      at += 1;
      continue;
    }
    const time = timeOf(token);
    if (time) times.push({ at, last: at, time, start: token.start, end: token.end });
  }
  return times;
}

/**
 * "rose from June to July", "fell between 2019 and 2024", "more … in 2024 than in 2022": the
 * claim's change, or null. Not under a negation, and only with exactly two times.
 */
export function readTimedChange(tokens: readonly Token[]): TimedChange | null {
  if (tokens.some((token) => token.isNegation)) return null;
  const times = timesOf(tokens);
  if (times.length !== 2 || times[0]!.time.key === times[1]!.time.key) return null;
  const [first, second] = times as [(typeof times)[number], (typeof times)[number]];
  const verbAt = tokens.findIndex((token) => RISE_WORDS.has(token.lower) || FALL_WORDS.has(token.lower));
  if (verbAt >= 0 && verbAt < first.at) {
    // "between Q1 2021 and Q1 2024": a quarter before each year.
    const quarter = (at: number) =>
      tokens[at - 2]?.text === 'Q' && /^[1-4]$/u.test(tokens[at - 1]?.text ?? '') ? 2 : 0;
    const [firstQuarter, secondQuarter] = [quarter(first.at), quarter(second.at)];
    const opener = tokens[first.at - 1 - firstQuarter]?.lower;
    const joiner = tokens[second.at - 1 - secondQuarter]?.lower;
    const spans =
      second.at - first.last === 2 + secondQuarter &&
      ((opener === 'from' && joiner === 'to') || (opener === 'between' && joiner === 'and'));
    if (!spans) return null;
    return {
      word: tokens[verbAt]!,
      up: RISE_WORDS.has(tokens[verbAt]!.lower),
      from: first.time,
      to: second.time,
    };
  }
  const thanAt = tokens.findIndex((token) => token.lower === 'than');
  const wordAt = tokens.findIndex((token) => MORE_WORDS.has(token.lower) || LESS_WORDS.has(token.lower));
  if (thanAt < 0 || wordAt < 0 || wordAt > thanAt || first.at > thanAt || second.at < thanAt) return null;
  // "more shops at the start of 2024 than at the start of 2022": the first time's value is the larger.
  const word = tokens[wordAt]!;
  return { word, up: MORE_WORDS.has(word.lower), from: second.time, to: first.time };
}

/** The sentence's times, by key. */
function sentenceTimes(sentence: ValuedSentence): Set<string> {
  return new Set(timesOf(sentence.tokens).map((time) => time.time.key));
}

/** The sentence's values besides its times and the claim's own numbers. */
function valuesOf(sentence: ValuedSentence, claimNumbers: ReadonlySet<string>): Quantity[] {
  return sentence.quantities.filter(
    (quantity) =>
      !YEAR_WRITTEN.test(quantity.text) &&
      quantity.unit !== '@year' &&
      quantity.unit !== '@day' &&
      !quantity.ordinal &&
      !claimNumbers.has(quantity.text.toLowerCase()),
  );
}

/**
 * Of a sentence that names several times ("In 2022 it was 37%, and in 2024 it stood at 29%"), the
 * values between the claim's time and the next time named, else between the time before and it.
 */
function ownValues(sentence: ValuedSentence, values: readonly Quantity[], key: string): readonly Quantity[] {
  const times = timesOf(sentence.tokens);
  if (times.length < 2) return values;
  const at = times.findIndex((time) => time.time.key === key);
  if (at < 0) return values;
  const [start, end] = [times[at]!.end, times[at + 1]?.start ?? Number.POSITIVE_INFINITY];
  const after = values.filter((value) => value.start >= start && value.start < end);
  if (after.length > 0) return after;
  const since = times[at - 1]?.end ?? 0;
  return values.filter((value) => value.start >= since && value.start < times[at]!.start);
}

/**
 * The two values to compare: the one pair of one unit that each sentence gives once ("18,200
 * tonnes" and "12,700 tonnes", beside "about a third of the fleet"), or null.
 */
function pairOf(
  before: readonly Quantity[],
  after: readonly Quantity[],
  claimStems: ReadonlySet<string>,
): readonly [Quantity, Quantity] | null {
  const pairs = before.flatMap((one) => {
    const [ones, others] = [before, after].map((values) =>
      values.filter((value) => sameUnit(one, value, claimStems)),
    );
    return ones!.length === 1 && others!.length === 1 ? [[one, others![0]!] as const] : [];
  });
  if (pairs.length === 1) return pairs[0]!;
  // Each sentence's one value, a bare number against one whose word after it was read as its
  // noun ("was 1,240" and "had reached 1,410 following …"): the two counts of the claim.
  const [one, other] = [before[0], after[0]];
  const plain = (unit: string | null) => unit === null || /^\p{Ll}+$/u.test(unit);
  if (
    pairs.length === 0 &&
    before.length === 1 &&
    after.length === 1 &&
    (one!.unit === null) !== (other!.unit === null) &&
    plain(one!.unit) &&
    plain(other!.unit)
  )
    return [one!, other!];
  return null;
}

/**
 * Whether two values are of one unit: the same, or one a bare number and the other a count of a
 * noun the claim names ("reached 6,200 in 2022" and "sold 7,450 tickets" for "Ticket sales").
 */
function sameUnit(one: Quantity, other: Quantity, claimStems: ReadonlySet<string>): boolean {
  if (one.unit === other.unit) return true;
  if (sameCount(one.unit, other.unit, claimStems)) return true;
  const counted = one.unit ?? other.unit;
  return (one.unit === null || other.unit === null) && counted !== null && claimStems.has(counted);
}

/**
 * The change `change` read against `from` (naming its first time) and `to` (its second): agreement
 * when the values point its way, a slot conflict on its word when they point the other, else null.
 */
export function compareChangeOverTime(options: {
  claim: readonly Token[];
  change: TimedChange;
  from: ValuedSentence;
  to: ValuedSentence;
}): SlotConflict | Agreement | null {
  const { change, from, to } = options;
  const [fromTimes, toTimes] = [sentenceTimes(from), sentenceTimes(to)];
  if (!fromTimes.has(change.from.key) || fromTimes.has(change.to.key)) return null;
  if (!toTimes.has(change.to.key) || toTimes.has(change.from.key)) return null;
  // What changed: each sentence has a word of the claim besides its times and its word of change.
  const subject = new Set(
    options.claim
      .filter((token) => token.isContent && !token.isNumber && token !== change.word && !timeOf(token))
      .map((token) => token.stem),
  );
  const speaksOf = (sentence: ValuedSentence) =>
    sentence.tokens.some((token) => subject.has(token.stem)) ||
    [...(sentence.antecedent ?? [])].some((stem) => subject.has(stem));
  if (!speaksOf(from) || !speaksOf(to)) return null;
  const claimNumbers = new Set(options.claim.filter((token) => token.isNumber).map((token) => token.lower));
  const pair = pairOf(
    ownValues(from, valuesOf(from, claimNumbers), change.from.key),
    ownValues(to, valuesOf(to, claimNumbers), change.to.key),
    subject,
  );
  if (!pair || pair[0].value === pair[1].value) return null;
  const [before, after] = pair;
  if (after.value > before.value === change.up) return { agrees: change.word };
  return {
    kind: 'comparative',
    claimValue: change.word.text,
    evidenceValue: `${from.source.slice(before.start, before.end)}' in '${change.from.text}' against '${to.source.slice(after.start, after.end)}' in '${change.to.text}`,
    claimStems: [change.word.stem],
    bySlot: true,
  };
}
