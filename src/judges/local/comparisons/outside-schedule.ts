/**
 * A negated claim about a day or a month the sentence's schedule leaves out: "There is no matinee
 * on Fridays" against "matinees at 14:30 on Wednesdays and Saturdays", "The clinic doesn't open on
 * Sundays" against "open Monday to Friday … and on Saturdays", "The Perseids are not active in
 * December" against "active from mid-July to late August". The days or months a schedule gives
 * are all there are: the claim states an instance of what the sentence leaves out, not another
 * day. A claim about a day the schedule includes is left to the negation comparison (a flip).
 */
import { monthNumber, type Token } from '../../../text/tokenize.js';
import type { DateMention, DateReading } from './compare-dates.js';

/** The days of the week, Monday first. */
export const WEEKDAYS: readonly string[] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];

/** Words that join the two ends of a range of days or months ("Monday to Friday", "July–August"). */
const RANGE_JOINS = /^\s*(?:to|until|till|through|thru|–|—|-)\s*$/u;

/** Between two month names, what a range may hold: a day ("1 November to 31 March") or "mid", "late". */
const BETWEEN_MONTHS =
  /^[\s\d,]*(?:to|until|till|through|thru|–|—|-)[\s\d,]*(?:(?:early|mid|late)[\s-]*)?$/iu;
/** "between 1 November and 31 March": "and" joins a range only after "between". */
const BETWEEN_AND = /^[\s\d,]*and[\s\d,]*$/iu;

/**
 * Each day's name, singular and plural ("friday", "fridays"), with its place in `WEEKDAYS`: one
 * look-up per token, where stripping the plural's "s" by a regex built a string for every token
 * of every sentence read.
 */
const WEEKDAY_INDEX: ReadonlyMap<string, number> = new Map(
  WEEKDAYS.flatMap((day, index) => [
    [day, index],
    [`${day}s`, index],
  ]),
);

/** The day of the week a word names (0 Monday … 6 Sunday), or null. */
export function weekdayOf(token: Token): number | null {
  return WEEKDAY_INDEX.get(token.lower) ?? null;
}

/** The month a word names (1–12), by its full name only ("May" the month, not "may" the verb). */
export function monthOf(token: Token): number | null {
  if (token.lower.length < 3 || !token.isCapitalized) return null;
  return monthNumber(token.stem);
}

/** Each value a sentence names, with the ranges between two of them filled in (wrapping round). */
function scheduleOf(
  tokens: readonly Token[],
  source: string,
  read: (token: Token) => number | null,
  count: number,
  first: number,
  joins: RegExp,
): Set<number> {
  const named = tokens.flatMap((token) => {
    const value = read(token);
    return value === null ? [] : [{ token, value }];
  });
  const values = new Set(named.map((item) => item.value));
  for (let index = 0; index < named.length; index += 1) {
    const item = named[index]!;
    const next = named[index + 1];
    const gap = source.slice(item.token.end, next?.token.start ?? 0);
    const between = /\bbetween\s+(?:\d+\w*\s+)?$/iu.test(source.slice(0, item.token.start));
    if (!next || !(joins.test(gap) || (between && BETWEEN_AND.test(gap)))) continue;
    for (let value = item.value; value !== next.value; value = ((value - first + 1) % count) + first)
      values.add(value);
  }
  return values;
}

/**
 * The claim's day or month words (stems) that lie inside a range the sentence gives without
 * naming them: "open in June" against "open from April to October", "no service on Wednesdays"
 * against "Monday to Friday". A value the range holds is stated by it, not another date; under a
 * negation the sentence lacks it stays a flip (read by the negation comparison).
 * @example insideSchedule(tokenize('Open in June.'), 'Open in June.', tokenize('Open from April to October.'), source) // ['june']
 */
export function insideSchedule(
  claim: readonly Token[],
  claimSource: string,
  sentence: readonly Token[],
  source: string,
): string[] {
  // Most claims name no day or month: nothing to read, on a path every selected sentence takes.
  if (!claim.some((token) => weekdayOf(token) !== null || monthOf(token) !== null)) return [];
  const named = (read: (token: Token) => number | null) =>
    new Set(sentence.flatMap((token) => read(token) ?? []));
  // A claim with a range of its own ("from late June until mid-October") moves an end of the
  // sentence's range: the date comparison reads it.
  const ranged = (read: (token: Token) => number | null, count: number, first: number, joins: RegExp) =>
    scheduleOf(claim, claimSource, read, count, first, joins).size >
    new Set(claim.flatMap((token) => read(token) ?? [])).size;
  if (ranged(weekdayOf, 7, 0, RANGE_JOINS) || ranged(monthOf, 12, 1, BETWEEN_MONTHS)) return [];
  const days = scheduleOf(sentence, source, weekdayOf, 7, 0, RANGE_JOINS);
  const months = scheduleOf(sentence, source, monthOf, 12, 1, BETWEEN_MONTHS);
  const namedDays = named(weekdayOf);
  const namedMonths = named(monthOf);
  const inside: string[] = [];
  for (let index = 0; index < claim.length; index += 1) {
    const token = claim[index]!;
    // A month with a day or a year beside it is a date ("June 2024", "27 November"), compared as one.
    if (claim[index - 1]?.isNumber || claim[index + 1]?.isNumber) continue;
    const day = weekdayOf(token);
    if (day !== null && days.has(day) && !namedDays.has(day)) inside.push(token.stem);
    const month = monthOf(token);
    if (month !== null && months.has(month) && !namedMonths.has(month)) inside.push(token.stem);
  }
  return inside;
}

/**
 * The claim's day or month words (stems) that lie outside the sentence's schedule, when the claim
 * is negated and the sentence is not; empty otherwise.
 * @example outsideSchedule(tokenize('No matinee on Fridays.'), tokenize('Matinees on Wednesdays and Saturdays.'), source) // ['friday']
 */
export function outsideSchedule(
  claim: readonly Token[],
  sentence: readonly Token[],
  source: string,
): string[] {
  if (!claim.some((token) => token.isNegation) || sentence.some((token) => token.isNegation)) return [];
  const outside: string[] = [];
  const days = scheduleOf(sentence, source, weekdayOf, 7, 0, RANGE_JOINS);
  const months = scheduleOf(sentence, source, monthOf, 12, 1, BETWEEN_MONTHS);
  for (const token of claim) {
    const day = weekdayOf(token);
    if (day !== null && days.size > 0 && !days.has(day)) outside.push(token.stem);
    const month = monthOf(token);
    if (month !== null && months.size > 0 && !months.has(month)) outside.push(token.stem);
  }
  return outside;
}

/** Words that set a day apart from the rest of a claim's schedule ("every day except Sunday"). */
const SETS_APART = /\b(?:except|excluding|apart|besides|other than|but)\b/iu;

/**
 * The claim's first day of the week that the sentence's schedule of days leaves out, with the
 * sentence's first day, where neither side is negated and the claim names none of the sentence's
 * days: "The Harlow park run starts … on Sundays" against "The Saturday park run starts …". A day
 * inside a range the sentence gives ("Monday to Friday") is in its schedule.
 * @example changedWeekday(tokenize('The run starts on Sundays.'), 'The run starts on Sundays.', tokenize('The Saturday run starts at 9.'), source) // { claim: Sundays, evidence: Saturday }
 */
export function changedWeekday(
  claim: readonly Token[],
  claimSource: string,
  sentence: readonly Token[],
  source: string,
): { claim: Token; evidence: Token } | null {
  const claimDays = claim.filter((token) => weekdayOf(token) !== null);
  const named = sentence.filter((token) => weekdayOf(token) !== null);
  if (claimDays.length === 0 || named.length === 0 || SETS_APART.test(claimSource)) return null;
  if (claim.some((token) => token.isNegation) || sentence.some((token) => token.isNegation)) return null;
  const days = scheduleOf(sentence, source, weekdayOf, 7, 0, RANGE_JOINS);
  if (claimDays.some((token) => days.has(weekdayOf(token)!))) return null;
  return { claim: claimDays[0]!, evidence: named[0]! };
}

/** Seasons and parts of the day: each a closed set, one word of it swapped for another a change. */
const TIME_WORD_SETS: ReadonlyArray<ReadonlySet<string>> = [
  new Set(['spring', 'summer', 'autumn', 'winter']),
  new Set(['morning', 'afternoon', 'evening']),
];
/** Every word of those sets. */
const TIME_WORDS: ReadonlySet<string> = new Set(TIME_WORD_SETS.flatMap((words) => [...words]));

/**
 * The claim's season or part of the day where the sentence has another of its set and not the
 * claim's, neither side negated: "closed every spring" against "closed every winter", "on the
 * afternoon of 16 June" against "on the evening of 16 June".
 * @example changedTimeWord(tokenize('Closed every spring.'), 'Closed every spring.', tokenize('Closed every winter.')) // { claim: spring, evidence: winter }
 */
export function changedTimeWord(
  claim: readonly Token[],
  claimSource: string,
  sentence: readonly Token[],
): { claim: Token; evidence: Token } | null {
  // Most claims name no season or part of the day: that look-up first, the regex only for those.
  if (!claim.some((token) => TIME_WORDS.has(token.lower))) return null;
  if (SETS_APART.test(claimSource)) return null;
  if (claim.some((token) => token.isNegation) || sentence.some((token) => token.isNegation)) return null;
  for (const words of TIME_WORD_SETS) {
    const own = claim.filter((token) => words.has(token.lower));
    const theirs = sentence.filter((token) => words.has(token.lower));
    if (own.length === 0 || theirs.length === 0) continue;
    if (own.some((token) => theirs.some((other) => other.lower === token.lower))) continue;
    return { claim: own[0]!, evidence: theirs[0]! };
  }
  return null;
}

/** What joins two dates of a range, a time of day or a weekday between them allowed ("6 June until 6am on Monday 9 June"). */
const DATE_RANGE_JOIN = /^[^.;]{0,24}?\b(?:to|until|till|through|and)\b[^.;]{0,24}$|^\s*[–—-]\s*$/iu;
/** What opens a range before its first date ("from 10pm on Friday 6 June", "between 1 and …"). */
const DATE_RANGE_OPEN = /\b(?:from|between)\b[^.;]{0,24}$/iu;

/** A day's place in its year (with the year where both ends give one), for ordering dates. */
function dayIndex(reading: DateReading, withYear: boolean): number {
  return (withYear ? (reading.year ?? 0) * 400 : 0) + reading.month * 32 + (reading.day ?? 0);
}

/**
 * The claim's dates (a day and month) that lie inside a range of two dates the sentence gives:
 * "on Saturday 7 June" against "unavailable from 10pm on Friday 6 June until 6am on Monday 9
 * June". A date the range holds is stated by it, not another date.
 * @example insideDateRange(extractDates('7 June'), extractDates('from 6 June until 9 June'), source) // ['7 June']
 */
export function insideDateRange(
  claimDates: readonly DateMention[],
  sentenceDates: readonly DateMention[],
  source: string,
): DateMention[] {
  const inside: DateMention[] = [];
  for (let index = 0; index < sentenceDates.length; index += 1) {
    const first = sentenceDates[index]!;
    const last = sentenceDates[index + 1];
    if (!last || first.readings.length !== 1 || last.readings.length !== 1) continue;
    if (!DATE_RANGE_JOIN.test(source.slice(first.end, last.start))) continue;
    if (!DATE_RANGE_OPEN.test(source.slice(Math.max(0, first.start - 40), first.start))) continue;
    const [from, to] = [first.readings[0]!, last.readings[0]!];
    if (from.day === null || to.day === null) continue;
    const withYear = from.year !== null && to.year !== null;
    for (const date of claimDates) {
      if (date.readings.length !== 1 || inside.includes(date)) continue;
      const reading = date.readings[0]!;
      if (
        reading.day === null ||
        (withYear && reading.year !== null && reading.year !== from.year && reading.year !== to.year)
      )
        continue;
      const at = dayIndex({ ...reading, year: reading.year ?? from.year }, withYear);
      const [start, end] = [dayIndex(from, withYear), dayIndex(to, withYear)];
      // A range across the new year without years ("20 December to 3 January") wraps round.
      const held = start <= end ? at > start && at < end : at > start || at < end;
      if (held) inside.push(date);
    }
  }
  return inside;
}
