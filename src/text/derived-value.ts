/**
 * A claim value a reader works out at once from the values one sentence gives, where the sentence
 * states it by no single value: a total ("25 nurses and doctors in total" for "18 nurses and 7
 * doctors"; "16,000 m² in total" for "64 plots, each of 250 m²"), a rate over another period
 * ("120 patients per working day" for "600 patients in a five-day working week"), a frequency
 * said another way ("four times an hour" for "every 15 minutes"), the time between two ends ("seven
 * hours" for "from 9 am until 4 pm", "three years" for "began in 2019 … completed in 2022"), the
 * other term of a multiple ("42,000 in 2020" for "84,000, twice as many as in 2020"), and a change
 * by its word ("doubled" for "40 dogs in 2019 and 80 dogs in 2023").
 *
 * Each reading needs the words that call for it — "in total", a period after both values, "every",
 * "from … until", "twice as many as", "doubled" — so a changed number does not pass for a sum of
 * two others by chance. The worked-out value is compared as a value of the sentence would be
 * (`states`): rounded as the claim rounds, within its hedge.
 */

import { boundSide } from './bound-relation.js';
import { escapeRegExp } from './escape-reg-exp.js';
import { CHANGE_WORDS, WORD_NUMBERS } from './number-words.js';
import { DAY, DECADE, type Quantity, TIME_OF_DAY, YEAR } from './quantity.js';
import { isCountedNoun, roundsTo, states } from './quantity-values.js';

/** What a claim value was worked out from, and the claim's words that say how ("in total"). */
export interface DerivedValue {
  /** The working, as the reasoning quotes it: "18 + 7", "600 per 5 days". */
  working: string;
  /** The claim's words read with the value, to count as found. */
  spans: Array<{ start: number; end: number }>;
  /** A period said by its adjective ("a year" for "annual"): the same period, nothing worked out. */
  samePeriod?: true;
}

const CALENDAR: ReadonlySet<string | null> = new Set([YEAR, DAY, TIME_OF_DAY, DECADE]);

/** Words of a claim that make its value a total. */
const TOTAL_WORDS =
  /\b(?:in total|in all|all told|altogether|combined|between them|(?:a |the )?total(?:s|led|ling)?(?: of)?)\b/i;

/** A word of the sentence that makes one value each item's: "64 plots, each measuring 250 m²". */
const EACH_WORDS = /\b(?:each|apiece|per (?:plot|unit|item|room|person|head|piece))\b/i;

/** Whether a unit counts a noun ("nurs") or nothing (a bare number): values that add up as a count. */
function isCount(quantity: Quantity): boolean {
  return quantity.unit === null || isCountedNoun(quantity.unit);
}

/** Values of the sentence that may be added to or multiplied into the claim's. */
function addends(claim: Quantity, passage: readonly Quantity[]): Quantity[] {
  return passage.filter(
    (other) =>
      !isCalendarUnit(other) &&
      other.ordinal === undefined &&
      !other.bounds &&
      (other.unit === claim.unit || (isCount(other) && isCount(claim))),
  );
}

/** A value worked out, as a quantity of the claim's unit that `states` compares. */
function workedOut(claim: Quantity, value: number): Quantity {
  return {
    value,
    unit: claim.unit,
    text: String(value),
    start: -1,
    end: -1,
    ...(claim.scale !== undefined ? { scale: claim.scale } : {}),
  };
}

const stated = (claim: Quantity, value: number) =>
  Number.isFinite(value) && value !== 0 && states(claim, workedOut(claim, value));

/** A total the claim's words ask for: the sentence's values of its kind added, or a count times each one's. */
function total(
  claim: Quantity,
  claimSource: string,
  passage: readonly Quantity[],
  source: string,
): DerivedValue | null {
  const words = TOTAL_WORDS.exec(claimSource);
  if (!words) {
    // "360 staff across its three stores" for "Each of the three stores employs 120 staff": the
    // claim names the count the sentence gives each item of.
    if (!EACH_WORDS.test(source) || EACH_WORDS.test(claimSource)) return null;
    return product(claim, passage, [{ start: claim.start, end: claim.end }], (count) =>
      new RegExp(`\\b${escapeRegExp(count.text)}\\b`, 'i').test(claimSource),
    );
  }
  const spans = [
    { start: claim.start, end: claim.end },
    { start: words.index, end: words.index + words[0].length },
  ];
  // A sentence that gives its own total ("bringing the total to 38") is added to no further, and
  // a value the claim itself gives ("adds 14 languages, bringing the total to 52") is no term.
  if (TOTAL_WORDS.test(source)) return null;
  const terms = addends(claim, passage).filter((term) => !claimSource.includes(term.text));
  if (terms.length >= 2) {
    const sum = terms.reduce((total, term) => total + term.value, 0);
    if (stated(claim, sum)) return { working: terms.map((term) => term.text).join(' + '), spans };
    for (const [at, left] of terms.entries())
      for (const right of terms.slice(at + 1))
        if (stated(claim, left.value + right.value))
          return { working: `${left.text} + ${right.text}`, spans };
  }
  // "64 plots, each measuring 250 square metres": a whole count times each one's value (not
  // where the claim's value is each one's too: "each of the two has 100" is no product).
  if (!EACH_WORDS.test(source) || EACH_WORDS.test(claimSource)) return null;
  return product(claim, passage, spans);
}

/** A whole count times each one's value, the count's value as the sentence writes it. */
function product(
  claim: Quantity,
  passage: readonly Quantity[],
  spans: DerivedValue['spans'],
  counted: (count: Quantity) => boolean = () => true,
): DerivedValue | null {
  const counts = passage.filter(
    (other) =>
      isCount(other) &&
      other.ordinal === undefined &&
      Number.isInteger(other.value) &&
      other.value >= 2 &&
      other.unit !== claim.unit,
  );
  for (const count of counts.filter(counted))
    for (const each of passage)
      if (each.unit === claim.unit && !isCalendarUnit(each) && stated(claim, count.value * each.value))
        return { working: `${count.text} × ${each.text}`, spans };
  return null;
}

/** Lengths of periods in days; a month by its average. */
const PERIOD_DAYS: ReadonlyMap<string, number> = new Map([
  ['minute', 1 / 1440],
  ['hour', 1 / 24],
  ['day', 1],
  ['week', 7],
  ['fortnight', 14],
  ['month', 365.25 / 12],
  ['year', 365],
]);

/**
 * The period right after a value and its noun: "patients per working day", "a week", "in a
 * five-day working week", "each month". The days of a week are five where the words say so.
 */
const PERIOD_AFTER =
  /^\s*(?:[a-z][\w-]*\s+){0,4}?(?:per|a|an|each|every|in an?|in one|over the|over a|across the)\s+(?:(\w+)-day\s+)?(working\s+|business\s+|school\s+)?(minute|hour|day|week|fortnight|month|year)\b/i;

interface Period {
  unit: string;
  /** The days of a week, where the words give them ("five-day", "working"). */
  weekDays: number | null;
  working: boolean;
  end: number;
}

function periodAfter(quantity: Quantity, source: string): Period | null {
  const match = PERIOD_AFTER.exec(source.slice(quantity.end, quantity.end + 60));
  if (!match) return null;
  const count = match[1] ? (WORD_NUMBERS.get(match[1].toLowerCase()) ?? Number(match[1])) : null;
  return {
    unit: match[3]!.toLowerCase(),
    weekDays: count !== null && Number.isInteger(count) && count >= 1 && count <= 7 ? count : null,
    working: match[2] !== undefined,
    end: quantity.end + match[0].length,
  };
}

/** A rate over another period than the sentence's: "120 per working day" for "600 in a five-day week". */
function rate(
  rated: Quantity,
  claimSource: string,
  passage: readonly Quantity[],
  source: string,
  text: string,
): DerivedValue | null {
  // "137 animals a day" is read as a rate per second: its count is the value per its period.
  const claim = rated.unit?.startsWith('@per-s:') && rated.otherReading ? rated.otherReading : rated;
  const own = periodAfter(claim, claimSource);
  if (!own || isCalendarUnit(claim)) return null;
  // "roughly 156 sessions over the year" for "three times a week": a frequency over the period.
  const periodSeconds = secondsOf(own.unit);
  if (isCount(claim))
    for (const frequency of frequencies(text))
      if (stated(claim, frequency.perSecond * periodSeconds * weekRounding(own.unit, frequency)))
        return {
          working: `${frequency.text} over a ${own.unit}`,
          spans: [{ start: rated.start, end: own.end }],
        };
  for (const other of addends(claim, passage)) {
    const theirs = periodAfter(other, source);
    if (!theirs || theirs.unit === own.unit) continue;
    const days = (period: Period, other: Period) =>
      period.unit === 'week'
        ? (period.weekDays ?? (period.working || other.working ? 5 : 7))
        : PERIOD_DAYS.get(period.unit)!;
    const value = (other.value * days(own, theirs)) / days(theirs, own);
    if (stated(claim, value))
      return {
        working: `${other.text} per ${theirs.weekDays ? `${theirs.weekDays}-day ` : ''}${theirs.unit}`,
        spans: [{ start: rated.start, end: own.end }],
      };
  }
  return null;
}

/** A year of a weekly frequency counts 52 weeks, as people count it ("three times a week" is 156 a year). */
function weekRounding(unit: string, frequency: { text: string }): number {
  return unit === 'year' && /\bweek/i.test(frequency.text) ? (52 * 7) / 365 : 1;
}

function isCalendarUnit(quantity: Quantity): boolean {
  return CALENDAR.has(quantity.unit) || quantity.unit === '%';
}

/** The length of a unit of time `PERIOD` reads, in seconds. */
const secondsOf = (unit: string) => (unit === 'second' ? 1 : PERIOD_DAYS.get(unit)! * 86_400);

/** A period after "every" with its count ("every 15 minutes", "every hour") or after "a", "per", "each". */
const PERIOD = /\b(every|a|an|per|each)\s+(?:(\S+)\s+)?(second|minute|hour|day|week)s?\b/gi;

const ONCE_WORDS: ReadonlyMap<string, number> = new Map([
  ['once', 1],
  ['twice', 2],
  ['thrice', 3],
]);

/** A count in digits or words ("15", "ten", "twice"), or null. */
function countOf(word: string | undefined): number | null {
  if (word === undefined) return null;
  const lower = word.toLowerCase();
  const value =
    ONCE_WORDS.get(lower) ?? WORD_NUMBERS.get(lower) ?? (/^\d+(?:\.\d+)?$/.test(word) ? Number(word) : NaN);
  return Number.isFinite(value) && value > 0 ? value : null;
}

interface Frequency {
  perSecond: number;
  start: number;
  end: number;
  text: string;
}

/** The nearest count among the three words before `index` ("four times", "48 readings", "one full turn"). */
function countBefore(source: string, index: number): { value: number; start: number } | null {
  const before = source.slice(Math.max(0, index - 48), index);
  const words = [...before.matchAll(/[\p{L}\d.]+/gu)].slice(-3).reverse();
  for (const word of words) {
    const value = countOf(word[0]);
    if (value !== null) return { value, start: index - before.length + word.index };
  }
  return null;
}

/** The frequencies a text gives, in events per second: "every 15 minutes", "four times an hour". */
function frequencies(source: string): Frequency[] {
  const found: Frequency[] = [];
  for (const match of source.matchAll(PERIOD)) {
    const every = match[1]!.toLowerCase() === 'every';
    // "every 15 minutes" counts its periods; "a day" takes none ("a working day" is no count).
    const periods = match[2] === undefined ? 1 : every ? countOf(match[2]) : null;
    if (periods === null) continue;
    const count = countBefore(source, match.index);
    if (!every && count === null) continue;
    const seconds = secondsOf(match[3]!.toLowerCase()) * periods;
    const start = count?.start ?? match.index;
    const end = match.index + match[0].length;
    found.push({ perSecond: (count?.value ?? 1) / seconds, start, end, text: source.slice(start, end) });
  }
  return found;
}

/** A frequency said another way: "four times an hour" for "every 15 minutes". */
function frequency(claim: Quantity, claimSource: string, source: string): DerivedValue | null {
  if (!/\b(?:every|a|an|per|each)\b/i.test(claimSource)) return null;
  const own = frequencies(claimSource).filter((item) => item.start <= claim.start && item.end >= claim.end);
  if (own.length === 0) return null;
  const theirs = frequencies(source);
  for (const mine of own)
    for (const other of theirs) {
      // The same frequency said the same way is no working out (and states its values already).
      if (other.text.toLowerCase() === mine.text.toLowerCase()) continue;
      if (Math.abs(mine.perSecond - other.perSecond) <= 1e-6 * other.perSecond)
        return { working: other.text, spans: [{ start: mine.start, end: mine.end }] };
    }
  return null;
}

/** The words between two ends of a time: "from 9 am until 4 pm", "began in 2019 and … in 2022". */
const BETWEEN_ENDS = /^\s*(?:until|till|to|and|through|–|-)\b|^[^.;]{0,60}\b(?:and|until|to|in)\s*$/i;

/** A length of time the claim gives as the time between two ends the sentence gives. */
function elapsed(claim: Quantity, passage: readonly Quantity[], source: string): DerivedValue | null {
  const claimSeconds = claim.unit === '@time-s' ? claim.value : null;
  const claimMonths = claim.duration?.dimension === '@time-month' ? claim.duration.value : null;
  if (claimSeconds === null && claimMonths === null) return null;
  for (const unit of [TIME_OF_DAY, YEAR]) {
    const ends = passage.filter((other) => other.unit === unit);
    if (ends.length !== 2) continue;
    const [from, to] = ends as [Quantity, Quantity];
    if (!BETWEEN_ENDS.test(source.slice(from.end, to.start))) continue;
    const working = `from ${from.text} to ${to.text}`;
    const spans = [{ start: claim.start, end: claim.duration?.unitEnd ?? claim.end }];
    if (unit === TIME_OF_DAY && claimSeconds !== null) {
      // Minutes since midnight; an end past midnight is the next day's.
      const readings = (end: Quantity) => [
        end.value,
        ...(end.otherHalf !== undefined ? [end.otherHalf] : []),
      ];
      for (const start of readings(from))
        for (const finish of readings(to)) {
          const minutes = finish > start ? finish - start : finish + 1440 - start;
          if (minutes < 1440 && stated(claim, minutes * 60)) return { working, spans };
        }
    }
    if (unit === YEAR && claimMonths !== null && claim.duration) {
      const months = (to.value - from.value) * 12;
      // The claim's count in its own unit ("three years" is 3, "36 months" 36).
      const perUnit = claim.value > 0 ? claim.duration.value / claim.value : 0;
      if (months > 0 && perUnit > 0 && roundsTo(claim.value, months / perUnit, claim.approximate))
        return { working, spans };
    }
  }
  return null;
}

/** "twice as many as", "three times as much as", "half as many as" after a value: the other term's multiple. */
const MULTIPLE_AFTER =
  /^[^.;]{0,40}?\b(twice|double|half|(\w+) times)\s+(?:as\s+(?:many|much|large|high|big|long)\s+as|that of|the (?:number|amount|figure|total) (?:of|in))\b/i;

/** The other term of a multiple the sentence states: "42,000 in 2020" for "84,000 …, twice as many as in 2020". */
function otherTerm(
  claim: Quantity,
  claimSource: string,
  passage: readonly Quantity[],
  source: string,
): DerivedValue | null {
  for (const other of addends(claim, passage)) {
    const match = MULTIPLE_AFTER.exec(source.slice(other.end, other.end + 80));
    if (!match) continue;
    const word = match[1]!.toLowerCase();
    const factor =
      word === 'twice' || word === 'double' ? 2 : word === 'half' ? 0.5 : (countOf(match[2]) ?? null);
    if (factor === null || factor === 1) continue;
    // The other term's year must be the claim's: "twice as many as in 2020" gives 2020's number.
    const year = /\b(?:1\d|20)\d\d\b/.exec(
      source.slice(other.end + match[0].length, other.end + match[0].length + 12),
    );
    if (year && !claimSource.includes(year[0])) continue;
    if (stated(claim, other.value / factor)) return { working: `${other.text} ÷ ${factor}`, spans: [claim] };
  }
  return null;
}

/**
 * The factor a change word says ("tripled": 3, "halved": 0.5) and the passage's two values it may
 * speak of (no dates, no ranks); null for another word, or a passage of other than two values.
 */
function changeAndValues(
  claim: Quantity,
  passage: readonly Quantity[],
): { ratio: number; first: Quantity; second: Quantity } | null {
  const rise = CHANGE_WORDS.get(claim.text.toLowerCase());
  if (rise === undefined) return null;
  const ratio = claim.text.toLowerCase() === 'halved' ? 0.5 : 1 + rise / 100;
  const values = passage.filter((other) => !isCalendarUnit(other) && other.ordinal === undefined);
  if (values.length !== 2) return null;
  return { ratio, first: values[0]!, second: values[1]! };
}

/** "doubled" for two values of one kind whose second is twice the first ("40 dogs in 2019 and 80 in 2023"). */
function changeByWord(claim: Quantity, passage: readonly Quantity[]): DerivedValue | null {
  const change = changeAndValues(claim, passage);
  if (!change) return null;
  const { ratio, first, second } = change;
  if (first.unit !== second.unit && first.unit !== null && second.unit !== null) return null;
  if (first.value <= 0 || Math.abs(second.value / first.value - ratio) > 1e-9 * ratio) return null;
  return { working: `from ${first.text} to ${second.text}`, spans: [claim] };
}

/**
 * "tripled" for "15 hives in 2020 and 30 hives in 2024": the sentence's two values of one kind
 * change by another factor than the word says, read either way round (beyond a tenth, which
 * "tripled" for 15 → 44 keeps).
 * The span of the two values, whose factor it gives; null when they are not two, or agree.
 */
function changeAgainstValues(claim: Quantity, passage: readonly Quantity[]): Quantity | null {
  const change = claim.bounds || claim.approximate ? null : changeAndValues(claim, passage);
  if (!change) return null;
  const { ratio, first, second } = change;
  if (first.unit !== second.unit || first.value <= 0 || second.value <= 0) return null;
  const factor = second.value / first.value;
  // Either way round: a sentence may give the later value first ("4 tonnes in its second season,
  // compared with 1 tonne in its first").
  const agrees = (value: number) => Math.abs(value / ratio - 1) <= 0.1;
  if (agrees(factor) || agrees(1 / factor)) return null;
  // Said as the change in per cent, as the word's own value is ("tripled" is +200%).
  const percent = Math.round((factor - 1) * 1000) / 10;
  return {
    value: percent,
    unit: '%',
    text: `from ${first.text} to ${second.text} (${percent > 0 ? '+' : ''}${percent}%)`,
    start: first.start,
    end: second.end,
  };
}

/** "60 members, two thirds of whom are juniors": a share of the count right before it. */
function shareOfCount(claim: Quantity, passage: readonly Quantity[], source: string): DerivedValue | null {
  if (!isCount(claim)) return null;
  for (let index = 0; index < passage.length; index += 1) {
    const share = passage[index]!;
    const count = passage[index - 1];
    if (share.unit !== '%' || !count || !isCount(count) || count.ordinal !== undefined) continue;
    if (!/^\s*of\s+(?:whom|which|them|these|those)\b/i.test(source.slice(share.end, share.end + 24)))
      continue;
    // The count and its noun right before the share: "60 members, two thirds …".
    if (!/^\s*(?:[a-z][\w-]*\s*)?,?\s*$/i.test(source.slice(count.end, share.start))) continue;
    if (stated(claim, (count.value * share.value) / 100))
      return { working: `${share.text} of ${count.text}`, spans: [claim] };
  }
  return null;
}

/** "a dozen units per floor": the noun each value of the claim's is counted per. */
const PER_ITEM = /^\s*(?:[a-z][\w-]*\s+){0,2}?(?:per|each|for each|for every|a|an)\s+([a-z]+)\b/i;

/** A value per item the sentence counts: "a dozen units per floor" for "300 units over 25 floors". */
function perItem(claim: Quantity, claimSource: string, passage: readonly Quantity[]): DerivedValue | null {
  const match = PER_ITEM.exec(claimSource.slice(claim.end, claim.end + 48));
  if (!match || isCalendarUnit(claim)) return null;
  const noun = match[1]!.toLowerCase();
  // A period is a rate's (`rate`), not an item's.
  if (/^(?:second|minute|hour|day|week|fortnight|month|year)s?$/.test(noun)) return null;
  const items = passage.filter(
    (other) =>
      other.unit !== null &&
      isCount(other) &&
      other.ordinal === undefined &&
      other.value >= 2 &&
      noun.startsWith(other.unit),
  );
  for (const item of items)
    for (const total of addends(claim, passage))
      if (total !== item && total.unit !== item.unit && stated(claim, total.value / item.value))
        return {
          working: `${total.text} ÷ ${item.text}`,
          spans: [{ start: claim.start, end: claim.end + match[0].length }],
        };
  return null;
}

/** The words of a period's adjective or adverb: "annual rainfall" says "a year". */
const PERIOD_WORDS: ReadonlyMap<string, RegExp> = new Map([
  ['day', /\b(?:daily|per day|a day|each day|every day)\b/i],
  ['week', /\b(?:weekly|per week|a week|each week|every week)\b/i],
  ['month', /\b(?:monthly|per month|a month|each month|every month)\b/i],
  ['year', /\b(?:annual(?:ly)?|yearly|per year|a year|each year|every year|per annum)\b/i],
]);

const PREPOSITIONS: ReadonlySet<string> = new Set([
  'after',
  'for',
  'in',
  'within',
  'over',
  'under',
  'about',
  'than',
  'by',
  'of',
  'from',
  'to',
  'until',
  'before',
  'once',
  'least',
  'most',
]);

/** "40 inches of rain a year" for "Annual rainfall … 1,016 mm": one period said by its adjective. */
function periodSaidOtherwise(claim: Quantity, claimSource: string, text: string): DerivedValue | null {
  const match = /^(?:an?|per|each|every)\s+(day|week|month|year)$/i.exec(claim.text);
  // After a preposition the period is a length of time ("cover after a month"), no rate's.
  const before = /([a-z]+)\s*$/i.exec(claimSource.slice(Math.max(0, claim.start - 16), claim.start));
  if (!before || PREPOSITIONS.has(before[1]!.toLowerCase())) return null;
  const words = match ? PERIOD_WORDS.get(match[1]!.toLowerCase()) : undefined;
  const said = words?.exec(text);
  return said ? { working: said[0], spans: [claim], samePeriod: true } : null;
}

/**
 * How the claim's value is worked out from the sentence's values (`passage`, read from `source`),
 * or null when no reading the claim's words call for gives it.
 * @example derivedValue(q('25'), 'It has 25 nurses and doctors in total.', passage, 'It employs 18 nurses and 7 doctors.') // { working: '18 + 7', … }
 */
/** Bound words that take their value in ("at least 16", "15 or younger"); the rest leave it out ("under 16"). */
const INCLUSIVE =
  /^(?:or|and|\+)|\b(?:at least|at most|up to|maximum|minimum|no (?:more|less|fewer|later|earlier) than)\b/i;

/**
 * One bound on whole numbers said on the other side of its value: "aged 15 or younger" for "under
 * 16", "16 or over" for "over 15". Only where the two are written one inclusive and one strict
 * (two bounds alike are the plain comparison's), and only for whole numbers.
 */
function boundOnWholeNumbers(
  claim: Quantity,
  claimSource: string,
  passage: readonly Quantity[],
  source: string,
): DerivedValue | null {
  if (!Number.isInteger(claim.value) || claim.scale !== undefined || claim.duration) return null;
  const own = boundSide(claimSource, claim);
  if (!own) return null;
  const ownInclusive = INCLUSIVE.test(own.words);
  // Each bound as the whole number it takes in last (upper) or first (lower).
  const edge = (value: number, inclusive: boolean) =>
    inclusive ? value : own.side === 'upper' ? value - 1 : value + 1;
  for (const other of passage) {
    if (other.unit !== claim.unit || !Number.isInteger(other.value) || other.ordinal !== undefined) continue;
    const theirs = boundSide(source, other);
    if (!theirs || theirs.side !== own.side) continue;
    const theirInclusive = INCLUSIVE.test(theirs.words);
    if (ownInclusive === theirInclusive) continue;
    if (edge(claim.value, ownInclusive) !== edge(other.value, theirInclusive)) continue;
    // The claim's bound words are found with its value: "15 or younger".
    const at = claimSource.toLowerCase().indexOf(own.words.toLowerCase(), Math.max(0, claim.start - 40));
    const span =
      at < 0 ? claim : { start: Math.min(at, claim.start), end: Math.max(at + own.words.length, claim.end) };
    return { working: `${own.written} = ${theirs.written}`, spans: [span] };
  }
  return null;
}

export function derivedValue(
  claim: Quantity,
  claimSource: string,
  passage: readonly Quantity[],
  source: string,
  /** Where the sentence lies in `source`, when `source` holds more (a chunk). */
  sentence: { start: number; end: number } = { start: 0, end: source.length },
): DerivedValue | null {
  const text = source.slice(sentence.start, sentence.end);
  if (claim.ordinal !== undefined || claim.unit === YEAR || claim.unit === DAY || claim.unit === DECADE)
    return null;
  return (
    changeByWord(claim, passage) ??
    total(claim, claimSource, passage, text) ??
    frequency(claim, claimSource, text) ??
    rate(claim, claimSource, passage, source, text) ??
    elapsed(claim, passage, source) ??
    otherTerm(claim, claimSource, passage, source) ??
    shareOfCount(claim, passage, source) ??
    perItem(claim, claimSource, passage) ??
    periodSaidOtherwise(claim, claimSource, text) ??
    boundOnWholeNumbers(claim, claimSource, passage, source)
  );
}

/** Words before a claim's length of time that make it the span of the sentence's two ends. */
const SPAN_BEFORE = /\b(?:open|opens|runs?|lasts?|is on|for)\s+(?:for\s+)?(?:a total of\s+)?$/i;

/**
 * The two ends a claim's length of time contradicts: "open for ten hours" against "open from 10 am
 * until 6 pm", as a quantity spanning the ends ("10 am to 6 pm", its length in seconds), or null.
 * Only a plain length after "open", "runs", "lasts" or "for", against a sentence that gives its two
 * times of day and no length of its own, where no reading of the ends gives the claim's length.
 */
export function contradictedSpan(
  claim: Quantity,
  claimSource: string,
  passage: readonly Quantity[],
  source: string,
): Quantity | null {
  const change = changeAgainstValues(claim, passage);
  if (change) return change;
  if (claim.unit !== '@time-s' || claim.bounds || claim.approximate) return null;
  if (!SPAN_BEFORE.test(claimSource.slice(Math.max(0, claim.start - 24), claim.start))) return null;
  if (passage.some((other) => other.unit === '@time-s' || other.duration)) return null;
  const ends = passage.filter((other) => other.unit === TIME_OF_DAY);
  if (ends.length !== 2) return null;
  const [from, to] = ends as [Quantity, Quantity];
  if (!BETWEEN_ENDS.test(source.slice(from.end, to.start))) return null;
  if (elapsed(claim, passage, source)) return null;
  const minutes = to.value > from.value ? to.value - from.value : to.value + 1440 - from.value;
  return {
    value: minutes * 60,
    unit: '@time-s',
    text: `${from.text} to ${to.text}`,
    start: from.start,
    end: to.end,
  };
}
