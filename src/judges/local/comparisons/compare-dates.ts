/**
 * Dates as the day they denote: "1 December 2024", "December 1st, 2024", "2024-12-01" and, in a
 * day-first text, "01/12/2024" are one date. A numeric date whose order the text does not show
 * (05/06/2024) is read both ways, and a claim's date is stated when either reading agrees. A claim
 * date the aligned sentence does not state, where that sentence gives another month or day, is a
 * changed date.
 */
import type { LanguageModule } from '../../../text/languages/language-module.js';
import { monthNumber, type Token } from '../../../text/tokenize.js';

/** One reading of a date: the fields it gives. */
export interface DateReading {
  year: number | null;
  month: number;
  day: number | null;
}

/** A date found in text, with every reading of it (two for an ambiguous numeric date). */
export interface DateMention {
  readings: DateReading[];
  /** The original characters. */
  text: string;
  /** Offsets of the first and last token (as the tokens give them). */
  start: number;
  end: number;
}

const ENGLISH_MONTHS = new Set(
  'january february march april may june july august september october november december'.split(' '),
);

/** A month token; in a language module's tokens a month carries its English name (Romance months are lower-case). */
function isMonthToken(token: Token | undefined, language?: LanguageModule): boolean {
  return (
    token !== undefined &&
    monthNumber(token.stem) !== null &&
    (token.isCapitalized ||
      /^\d/.test(token.text) ||
      (language !== undefined && ENGLISH_MONTHS.has(token.lower)))
  );
}

function dayOf(token: Token | undefined): number | null {
  if (!token?.isNumber || !/^\d{1,2}(?:st|nd|rd|th)?$/.test(token.text)) return null;
  const day = Number(token.stem);
  return day >= 1 && day <= 31 ? day : null;
}

function yearOf(token: Token | undefined): number | null {
  if (!token?.isNumber || !/^\d{4}$/.test(token.text)) return null;
  const year = Number(token.text);
  return year >= 1000 && year <= 2999 ? year : null;
}

/** Separator characters between two tokens, as written. */
function between(source: string, offset: number, left: Token, right: Token): string {
  return source.slice(left.end - offset, right.start - offset);
}

/** Words that join the two days of a range ("3 to 7 March", "between 3 and 7 March"). */
const RANGE_WORDS = new Set(['to', 'and', 'until', 'till', 'through', 'thru']);
/** A dash between two days, as written ("3–7", "3 - 7"). */
const RANGE_DASH = /^\s?[-\u2013\u2014]\s?$/u;

/**
 * The index of the first day of a range whose last day is at `dayIndex`, or null: "3 to 7" or
 * "3–7" before the month.
 */
function rangeStart(
  tokens: readonly Token[],
  source: string,
  offset: number,
  dayIndex: number,
): number | null {
  const previous = tokens[dayIndex - 1];
  if (previous && RANGE_WORDS.has(previous.lower) && dayOf(tokens[dayIndex - 2]) !== null)
    return dayIndex - 2;
  if (dayOf(previous) !== null && RANGE_DASH.test(between(source, offset, previous!, tokens[dayIndex]!)))
    return dayIndex - 1;
  return null;
}

/** The index of the last day of a range whose first day is at `dayIndex`, after the month ("March 3–7"). */
function rangeEnd(tokens: readonly Token[], source: string, offset: number, dayIndex: number): number | null {
  const next = tokens[dayIndex + 1];
  if (next && RANGE_WORDS.has(next.lower) && next.lower !== 'and' && dayOf(tokens[dayIndex + 2]) !== null)
    return dayIndex + 2;
  if (dayOf(next) !== null && RANGE_DASH.test(between(source, offset, tokens[dayIndex]!, next!)))
    return dayIndex + 1;
  return null;
}

/**
 * The dates of a token list; `source` is the text their offsets index into (minus `offset`).
 * @example extractDates(tokenize('on 1 December 2024'), 'on 1 December 2024')[0].readings // [{ year: 2024, month: 12, day: 1 }]
 */
export function extractDates(
  tokens: readonly Token[],
  source: string,
  offset = 0,
  /** The language module the tokens were read with: its month names and linkers ("3 de marzo de 2024"). */
  language?: LanguageModule,
): DateMention[] {
  const dates: DateMention[] = [];
  const used = new Set<number>();
  const isLinker = (token: Token | undefined) =>
    token !== undefined && (token.lower === 'of' || (language?.dateLinkers.has(token.lower) ?? false));
  tokens.forEach((token, index) => {
    if (!isMonthToken(token, language)) return;
    const month = monthNumber(token.stem)!;
    let first = index;
    let last = index;
    let day: number | null = null;
    let year: number | null = null;
    // "1 December", "the 1st of December", "2024-12-01" (year before, day after).
    let before = index - 1;
    if (isLinker(tokens[before])) before -= 1;
    if (dayOf(tokens[before]) !== null) {
      day = dayOf(tokens[before]);
      first = before;
    } else if (yearOf(tokens[index - 1]) !== null) {
      year = yearOf(tokens[index - 1]);
      first = index - 1;
    }
    if (day === null && dayOf(tokens[index + 1]) !== null && yearOf(tokens[index + 1]) === null) {
      day = dayOf(tokens[index + 1]);
      last = index + 1;
    }
    if (year === null && yearOf(tokens[last + 1]) !== null) {
      year = yearOf(tokens[last + 1]);
      last += 1;
    } else if (year === null && language && isLinker(tokens[last + 1]) && yearOf(tokens[last + 2]) !== null) {
      year = yearOf(tokens[last + 2]);
      last += 2;
    }
    // A range of days in one month: "3 to 7 March 2025", "3–7 March", "March 3–7, 2025".
    let rangeDay: number | null = null;
    // (A day before the month only: in "2025-09-01 to 2026-08-31" the year stands before it.)
    /** Days listed before the range's first ("3, 4 and 5 June"). */
    const listed: number[] = [];
    if (day !== null && first < index && dayOf(tokens[first]) !== null) {
      const start = rangeStart(tokens, source, offset, first);
      if (start !== null) {
        rangeDay = dayOf(tokens[start]);
        first = start;
        while (
          dayOf(tokens[first - 1]) !== null &&
          /^,\s?$/.test(between(source, offset, tokens[first - 1]!, tokens[first]!))
        ) {
          first -= 1;
          listed.push(dayOf(tokens[first])!);
        }
      }
    } else if (day !== null && last === index + 1) {
      const end = rangeEnd(tokens, source, offset, last);
      if (end !== null) {
        rangeDay = dayOf(tokens[end]);
        last = end;
        if (year === null && yearOf(tokens[last + 1]) !== null) {
          year = yearOf(tokens[last + 1]);
          last += 1;
        }
      }
    }
    for (let at = first; at <= last; at += 1) used.add(at);
    const mention = (reading: DateReading): DateMention => ({
      readings: [reading],
      text: source.slice(tokens[first]!.start - offset, tokens[last]!.end - offset),
      start: tokens[first]!.start,
      end: tokens[last]!.end,
    });
    dates.push(mention({ year, month, day }));
    if (rangeDay !== null && rangeDay !== day) dates.push(mention({ year, month, day: rangeDay }));
    for (const other of listed) dates.push(mention({ year, month, day: other }));
  });
  if (!language) dates.push(...holidayDates(tokens, source, offset, used));
  // Numeric dates whose order is unknown: 05/06/2024 and 05/06 are read both ways.
  for (let index = 0; index + 1 < tokens.length; index += 1) {
    if (used.has(index) || used.has(index + 1)) continue;
    const [a, b] = [tokens[index]!, tokens[index + 1]!];
    const separator = between(source, offset, a, b);
    if (!/^[./-]$/.test(separator) || !/^\d{1,2}$/.test(a.text) || !/^\d{1,2}$/.test(b.text)) continue;
    const [x, y] = [Number(a.text), Number(b.text)];
    const c = tokens[index + 2];
    const year = c && between(source, offset, b, c) === separator ? yearOf(c) : null;
    const readings: DateReading[] = [];
    if (y >= 1 && y <= 12 && x >= 1 && x <= 31) readings.push({ year, month: y, day: x });
    if (x >= 1 && x <= 12 && y >= 1 && y <= 31 && x !== y) readings.push({ year, month: x, day: y });
    if (readings.length === 0) continue;
    const last = year !== null ? c! : b;
    dates.push({
      readings,
      text: source.slice(a.start - offset, last.end - offset),
      start: a.start,
      end: last.end,
    });
    index += year !== null ? 2 : 1;
  }
  return dates;
}

/**
 * Days of the year known by a name, the same day every year: "Christmas Day" is 25 December.
 * Keys are the lower-cased words as tokenised ("New Year's Day" reads "new year day"). Holidays
 * that move (Easter) or differ by country (Independence Day) are left out.
 */
const HOLIDAYS: ReadonlyMap<string, { month: number; day: number }> = new Map([
  ['christmas day', { month: 12, day: 25 }],
  ['christmas eve', { month: 12, day: 24 }],
  ['boxing day', { month: 12, day: 26 }],
  ['new year day', { month: 1, day: 1 }],
  ['new year eve', { month: 12, day: 31 }],
  ['valentine day', { month: 2, day: 14 }],
  ['halloween', { month: 10, day: 31 }],
]);

/** The longest holiday name, in words. */
const HOLIDAY_WORDS = 3;

/**
 * The first words of the holiday names: any other capitalised word (every noun of a German text)
 * opens none, and one look-up passes it by before the names of one to three words are built.
 */
const HOLIDAY_OPENERS: ReadonlySet<string> = new Set([...HOLIDAYS.keys()].map((name) => name.split(' ')[0]!));

/** The default of no token taken: one set, not a new one per call. */
const NONE_USED: ReadonlySet<number> = new Set();

/**
 * Holidays named in English ("Christmas Eve 2025", "on New Year's Day"), as the day they fall on.
 * @example holidayDates(tokenize('on Christmas Day'), 'on Christmas Day')[0].readings // [{ year: null, month: 12, day: 25 }]
 */
export function holidayDates(
  tokens: readonly Token[],
  source: string,
  offset = 0,
  /** Token indexes another date reading has taken. */
  used: ReadonlySet<number> = NONE_USED,
): DateMention[] {
  const dates: DateMention[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    if (used.has(index) || !tokens[index]!.isCapitalized || !HOLIDAY_OPENERS.has(tokens[index]!.lower))
      continue;
    for (let length = HOLIDAY_WORDS; length >= 1; length -= 1) {
      const words = tokens.slice(index, index + length);
      if (words.length < length || !words.every((word) => word.isCapitalized)) continue;
      const holiday = HOLIDAYS.get(words.map((word) => word.lower).join(' '));
      if (!holiday) continue;
      let last = index + length - 1;
      const year = yearOf(tokens[last + 1]);
      if (year !== null) last += 1;
      dates.push({
        readings: [{ year, month: holiday.month, day: holiday.day }],
        text: source.slice(tokens[index]!.start - offset, tokens[last]!.end - offset),
        start: tokens[index]!.start,
        end: tokens[last]!.end,
      });
      index = last;
      break;
    }
  }
  return dates;
}

const agrees = (left: number | null, right: number | null) =>
  left === null || right === null || left === right;

/** Whether one reading agrees with the claim's date on every field both give. */
function readingStates(claim: DateReading, reading: DateReading): boolean {
  return claim.month === reading.month && agrees(claim.day, reading.day) && agrees(claim.year, reading.year);
}

/** Whether `evidence` states the claim's date under one of its readings. */
export function statesDate(claim: DateMention, evidence: DateMention): boolean {
  return claim.readings.some((own) => evidence.readings.some((reading) => readingStates(own, reading)));
}

/**
 * Whether `evidence` states the claim's date down to the day, where the claim gives one (a
 * sentence may leave the year to its neighbours: "from March 4th").
 */
function statesDateFully(claim: DateMention, evidence: DateMention): boolean {
  return claim.readings.some((own) =>
    evidence.readings.some(
      (reading) => readingStates(own, reading) && (own.day === null || reading.day !== null),
    ),
  );
}

/** A claim date and the date the aligned sentence gives in its place. */
export interface DateConflict {
  claim: DateMention;
  evidence: DateMention;
}

/**
 * The first claim date that `evidence` (the aligned sentence's dates) does not state although it
 * gives a date; `elsewhere` (the other selected sentences' dates) may still state it.
 * @example compareDates({ claim: extractDates(...'1 December'), evidence: extractDates(...'3 December'), elsewhere: [] })
 */
export function compareDates(options: {
  claim: readonly DateMention[];
  evidence: readonly DateMention[];
  elsewhere: readonly DateMention[];
}): DateConflict | null {
  for (const date of options.claim) {
    if (options.evidence.some((other) => statesDate(date, other))) continue;
    // Another sentence states it only down to the claim's day: "in the second half of March"
    // does not state "28.03.2025" against the aligned sentence's "28.02.2025".
    if (options.elsewhere.some((other) => statesDateFully(date, other))) continue;
    // A date of the same precision: a sentence giving only a year says nothing of the month.
    const other = options.evidence.find((candidate) => candidate.readings.length > 0);
    if (other) return { claim: date, evidence: other };
  }
  return null;
}
