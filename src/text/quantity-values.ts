/**
 * Whether one quantity states another as answers write numbers: the same value or the evidence
 * rounded ("$383 billion" for $383.3 billion), the same duration in another unit ("24 months" and
 * "2 years"), a year in a claimed decade. The local judge and the evidence check compare by these.
 */
import { DAY, DECADE, type Quantity, TIME_OF_DAY, TIMES, YEAR } from './quantity.js';
import { MONTH_SECONDS, TEMPERATURE } from './units.js';

/** Whether a calendar year falls in a decade ("1995" in "the 1990s") or century ("the 1800s"). */
export function inDecade(decade: number, year: number): boolean {
  const span = decade % 100 === 0 ? 100 : 10;
  return year >= decade && year < decade + span;
}

function nearlyEqual(left: number, right: number): boolean {
  return Math.abs(left - right) <= 1e-9 * Math.max(1, Math.abs(left), Math.abs(right));
}

/**
 * Significant digits by value, as worked out: a check compares the same few values again and again
 * (each claim value with each value of its sentences), and the count is string work. Bounded: past
 * the limit a value is counted without being kept.
 */
const digitsOfValue = new Map<number, number>();
const DIGITS_CACHE_LIMIT = 10_000;

/** Significant digits of a value as written: 383e9 has 3, 3.5e6 has 2, 5000 has 1. */
function significantDigits(value: number): number {
  let digits = digitsOfValue.get(value);
  if (digits === undefined) {
    digits = countSignificantDigits(value);
    if (digitsOfValue.size < DIGITS_CACHE_LIMIT) digitsOfValue.set(value, digits);
  }
  return digits;
}

function countSignificantDigits(value: number): number {
  const digits = Math.abs(value)
    .toPrecision(12)
    .replace(/e.*$/, '')
    .replace('.', '')
    .replace(/^0+/, '')
    .replace(/0+$/, '');
  return Math.max(1, digits.length);
}

/**
 * Whether a claim's value states the evidence's as answers write numbers: the same value, or the
 * evidence rounded to the claim's last significant digit when the evidence is the more precise
 * ("$383 billion" for $383.3 billion, "3.5 million" for 3,480,000; not "$390 billion", and not 120
 * for 123: small whole numbers are compared exactly unless hedged, "about 150" for 148). A one-digit claim ("5,000") must also be
 * within 2 % of the evidence, so 33 is never "30"; a hedged one ("about 10 °F" for 10.4 °F,
 * `Quantity.approximate`) within 5 %.
 * @example roundsTo(10, 10.4, true) // true; roundsTo(10, 10.4) // false
 */
export function roundsTo(claim: number, evidence: number, hedged = false): boolean {
  if (nearlyEqual(claim, evidence)) return true;
  if (claim === 0 || evidence === 0) return false;
  // A small whole number is a count written exactly, unless the claim gives it as an estimate:
  // "about 150 homes" for 148, not "150 homes".
  if (Number.isInteger(evidence) && Math.abs(evidence) < 1000 && !hedged) return false;
  // Rounding to the claim's last significant digit moves a value by at most half a unit of that
  // digit: ≤ 5 % of the claim (≤ 5.3 % of the evidence) with two digits or more, and one digit must
  // be within 2 % anyway. Farther apart, no rounding can match — decided before the string work of
  // significantDigits, which most comparisons (two different numbers) never need.
  if (Math.abs(claim - evidence) > 0.06 * Math.abs(evidence)) return false;
  const digits = significantDigits(claim);
  if (digits >= significantDigits(evidence)) return false;
  const place = 10 ** (Math.floor(Math.log10(Math.abs(claim))) - digits + 1);
  if (!nearlyEqual(Math.round(evidence / place) * place, claim)) return false;
  return digits >= 2 || Math.abs(claim - evidence) / Math.abs(evidence) <= (hedged ? 0.05 : 0.02);
}

/** Same value either way round (one may be the other rounded). */
export function sameValue(left: number, right: number): boolean {
  return roundsTo(left, right) || roundsTo(right, left);
}

/**
 * Two times of day that may be the same: "7:30" (either half of the day) is "19:30" and "07:30";
 * "7:30 p.m." is only "19:30". Times are exact: 7:45 is not 7:30 rounded.
 */
function sameTimeOfDay(left: Quantity, right: Quantity): boolean {
  const readings = (quantity: Quantity) =>
    quantity.otherHalf === undefined ? [quantity.value] : [quantity.value, quantity.otherHalf];
  return readings(left).some((value) => readings(right).includes(value));
}

/** Whether a value lies within a hedged share's bounds ("27" in "just over a quarter"). */
function withinBounds(value: number, bounds: NonNullable<Quantity['bounds']>): boolean {
  const slack = 1e-9 * Math.max(1, Math.abs(value));
  const aboveLow = bounds.side === 'over' ? value > bounds.low + slack : value >= bounds.low - slack;
  const belowHigh = bounds.side === 'under' ? value < bounds.high - slack : value <= bounds.high + slack;
  return aboveLow && belowHigh;
}

/**
 * A hedged share and another share: the claim's hedge allows the context's value, or both are
 * hedged alike ("roughly 20 %" for "about a fifth"). A context's hedge states no precise claim
 * ("27 %" is more than "just over a quarter" says, and "20 %" than "about a fifth").
 * @example hedgedShareStates(justOverAQuarter, twentySevenPercent) // true
 */
function hedgedShareStates(quantity: Quantity, other: Quantity): boolean {
  if (quantity.unit !== '%' || other.unit !== '%') return false;
  if (!quantity.bounds)
    return (
      quantity.approximate === true &&
      other.bounds?.side === 'around' &&
      sameValue(quantity.value, other.value)
    );
  if (other.bounds)
    return other.bounds.side === quantity.bounds.side && sameValue(quantity.value, other.value);
  return withinBounds(other.value, quantity.bounds);
}

/**
 * A measure hedged to one side ("just under a minute", `mark-hedge-direction.ts`) and another of
 * its dimension that lies within the hedge ("59 seconds"); a duration counted in another unit of
 * its dimension is compared in the claim's ("almost two weeks" for "13 days", 1.86 weeks).
 */
function hedgedMeasureStates(quantity: Quantity, other: Quantity): boolean {
  const { bounds } = quantity;
  if (bounds === undefined || quantity.unit === '%') return false;
  if (quantity.unit === other.unit) return withinBounds(other.value, bounds);
  const own = durationOf(quantity);
  const theirs = durationOf(other);
  if (!own || !theirs || own.dimension !== theirs.dimension || own.value === 0) return false;
  return withinBounds((theirs.value * quantity.value) / own.value, bounds);
}

/**
 * A share, count or money bounded to one side ("over 40%", "almost 5%", "fewer than 45,000
 * spectators", `mark-hedge-direction.ts`) against another value of its unit: stated by a value its
 * bound allows, or by the same bound; never by a value on the other side or the value itself, which
 * a rounding would reach ("less than 45,000" is not 45,318). Null where the bound does not decide:
 * the bound's own value, a measure (whose bound only adds what it states), another unit.
 * @example boundedStates(overFortyPercent, fortyOnePointSixPercent) // true
 */
function boundedStates(quantity: Quantity, other: Quantity): boolean | null {
  const { bounds } = quantity;
  if (bounds === undefined || bounds.side === 'around' || quantity.fraction || other.fraction) return null;
  if (quantity.unit === null || quantity.unit.startsWith('@') || quantity.unit !== other.unit) return null;
  if (other.bounds) return other.bounds.side === bounds.side && sameValue(quantity.value, other.value);
  // The bound's own value is left to the value: "no nation won more than 16" is said of 16, and
  // "more than seven days" against "up to seven days" is the slot comparison's to read.
  if (nearlyEqual(quantity.value, other.value)) return null;
  return withinBounds(other.value, bounds);
}

/** Hours, minutes and seconds as a stopwatch writes them: "2:28:20", "1:05:07.4". */
const TO_THE_SECOND = /^\d{1,3}:\d{2}:\d{2}(?:\.\d+)?$/;

/**
 * Whether two quantities of one unit give one value, either rounding the other: what a claim
 * listing several values of a unit states (a time of day in either of its halves, a value within
 * a hedged share's bounds).
 */
export function sameValueOf(left: Quantity, right: Quantity): boolean {
  if (left.unit === TIME_OF_DAY || right.unit === TIME_OF_DAY)
    return left.unit === right.unit && sameTimeOfDay(left, right);
  // Hedged shares written as fractions; a share in digits after a bound ("over 40%") is its value.
  if (
    (left.unit === '%' || right.unit === '%') &&
    (left.fraction || right.fraction) &&
    (left.bounds || right.bounds)
  )
    return hedgedShareStates(left, right) || hedgedShareStates(right, left);
  // Times to the second are exact (`states`).
  if (TO_THE_SECOND.test(left.text) || TO_THE_SECOND.test(right.text))
    return Math.abs(left.value - right.value) < 1;
  return (
    sameValue(left.value, right.value) ||
    binaryDataSize(left, right) ||
    hedgedMeasureStates(left, right) ||
    hedgedMeasureStates(right, left)
  );
}

/**
 * Storage counted in 1,024s where the other side counts in 1,000s: "half a terabyte" is "512 GB",
 * "2,048 MB" is "2 GB" (a step of 1.024 per prefix, up to three).
 */
function binaryDataSize(left: Quantity, right: Quantity): boolean {
  if (left.unit !== DATA_SIZE || right.unit !== DATA_SIZE) return false;
  for (let steps = 1; steps <= 3; steps += 1) {
    const factor = 1.024 ** steps;
    if (nearlyEqual(left.value * factor, right.value) || nearlyEqual(right.value * factor, left.value))
      return true;
  }
  return false;
}

const DATA_SIZE = '@data-mb';

/**
 * Whether two quantities share a unit in some reading ("110 pounds" as a weight and "50 kg"):
 * quantities that may disagree.
 */
export function shareUnit(left: Quantity, right: Quantity): boolean {
  return (
    left.unit === right.unit ||
    left.otherReading?.unit === right.unit ||
    right.otherReading?.unit === left.unit
  );
}

/** Whether a unit is the stem of a counted noun, not a measure, share, sum or calendar unit. */
export function isCountedNoun(unit: string | null): boolean {
  return unit !== null && unit !== '%' && unit !== 'money' && !unit.startsWith('@');
}

/**
 * Two counts of nouns, each at least 100, of exactly one value as written in digits or in words
 * ("twelve hundred people" for "1,200 employees"): so large a count seldom belongs to two things
 * of one context.
 */
function countedAlike(left: Quantity, right: Quantity): boolean {
  return (
    left.unit !== right.unit &&
    isCountedNoun(left.unit) &&
    isCountedNoun(right.unit) &&
    left.value === right.value &&
    left.value >= 100 &&
    // "the 2009 season" and "the 2009 draft" are years, not counts ("2,009 seats" is a count).
    !yearShaped(left) &&
    !yearShaped(right) &&
    !left.approximate &&
    COUNT_WRITTEN.test(left.text) &&
    COUNT_WRITTEN.test(right.text)
  );
}

/** A count as written: digits, or words ("one hundred and eighty-seven"). */
const COUNT_WRITTEN = /^(?:[\d,.\s]+k?|[a-z][a-z\s-]*)$/iu;

/** Four digits that may be a year: "2009", not "2,009" or "two thousand and nine". */
function yearShaped(quantity: Quantity): boolean {
  return (
    Number.isInteger(quantity.value) &&
    quantity.value >= 1000 &&
    quantity.value <= 2100 &&
    /^\d{4}$/u.test(quantity.text)
  );
}

function compatible(left: Quantity, right: Quantity): boolean {
  return left.unit === null || right.unit === null || left.unit === right.unit;
}

/**
 * A duration in the base unit of its dimension: a day, week, month or year count
 * (`Quantity.duration`) or a measure in seconds ("48 hours", `@time-s`).
 */
export function durationOf(quantity: Quantity): { dimension: string; value: number } | null {
  if (quantity.duration) return quantity.duration;
  return quantity.unit === '@time-s' ? { dimension: quantity.unit, value: quantity.value } : null;
}

/**
 * Two durations in different units of one dimension that are exactly the same length ("24
 * months" and "2 years", "2 weeks" and "14 days"; not "a month" and "30 days"): no rounding
 * across units.
 */
export function sameDuration(left: Quantity, right: Quantity): boolean {
  if (left.unit === right.unit) return false;
  const leftDuration = durationOf(left);
  const rightDuration = durationOf(right);
  return (
    leftDuration !== null &&
    rightDuration !== null &&
    leftDuration.dimension === rightDuration.dimension &&
    nearlyEqual(leftDuration.value, rightDuration.value)
  );
}

/**
 * A hedged duration against one in the other dimension ("about three months" for "90 days",
 * 2.96 months): compared in the claim's unit, with a month of 30.4 days, rounded as the claim
 * rounds. A bare "1 month" stays apart from "30 days" (`sameDuration`): only an estimate converts.
 * @example approximateDuration(aboutThreeMonths, ninetyDays) // true
 */
export function approximateDuration(quantity: Quantity, other: Quantity): boolean {
  const own = durationOf(quantity);
  const theirs = durationOf(other);
  if (!quantity.approximate || !own || !theirs || own.dimension === theirs.dimension) return false;
  const inSeconds = (duration: { dimension: string; value: number }) =>
    duration.dimension === '@time-month' ? duration.value * MONTH_SECONDS : duration.value;
  // The count as written: "3 hours" is read in seconds with its scale, "3 months" as a count.
  const count =
    quantity.unit === '@time-s' && quantity.scale ? quantity.value / quantity.scale : quantity.value;
  if (count === 0) return false;
  return roundsTo(count, (inSeconds(theirs) * count) / inSeconds(own), true);
}

/**
 * Whether two quantities measure durations of one dimension in different units ("3 weeks" and
 * "14 days"), so that different values disagree.
 */
export function sameDimension(left: Quantity, right: Quantity): boolean {
  if (left.unit === right.unit) return false;
  const leftDuration = durationOf(left);
  const rightDuration = durationOf(right);
  return leftDuration !== null && leftDuration.dimension === rightDuration?.dimension;
}

/**
 * A whole number of four digits in the years' range before a noun ("the 2020 edition", read with
 * the noun as its unit): it may be a year, so the context's "2020 edition" states a claim's "in
 * 2020". Not the other way: a claim's "2020 runners" is a count that "in 2020" does not state, and
 * against other counts it stays a count ("2020 runners" are not "2021 runners").
 */
function mayBeYear(quantity: Quantity): boolean {
  const { unit, value } = quantity;
  if (unit === null || unit === '%' || unit === 'money' || unit.startsWith('@')) return false;
  return Number.isInteger(value) && value >= 1000 && value <= 2100 && /^\d{4}$/.test(quantity.text);
}

/**
 * How far a measure converted from another unit may lie from a hedged value ("roughly 6.5 feet"
 * for "about 2 metres", 6.56 feet): what no rounding of the claim's digits reaches, yet a writer
 * who converts an estimate writes. Small, so a changed number stays apart ("roughly 4,000 miles"
 * for "4,800 km", 2,983 miles).
 */
const CONVERTED_SLACK = 0.03;

/**
 * A measure against one in another unit of its dimension, both in the claim's unit: the claim
 * rounds the converted value ("6.2 miles" for "10 km" is 6.2 against 6.21), or, either side
 * hedged, lies within `CONVERTED_SLACK` of it.
 */
function convertedStates(quantity: Quantity, other: Quantity): boolean {
  const scale = quantity.scale!;
  const claimed = quantity.value / scale;
  const converted = other.value / scale;
  if (roundsTo(claimed, converted, quantity.approximate)) return true;
  if (!quantity.approximate && !other.approximate) return false;
  return converted !== 0 && Math.abs(claimed - converted) <= CONVERTED_SLACK * Math.abs(converted);
}

/** A temperature in degrees Celsius written in the scale `scale` (1 Celsius, 1.8 Fahrenheit). */
const inScale = (celsius: number, scale: number) => (scale === 1 ? celsius : celsius * scale + 32);

/** Whether `share` in per cent is `decimal`, a bare number below one written with its point, times 100. */
function decimalShare(share: Quantity, decimal: Quantity): boolean {
  return (
    share.unit === '%' &&
    !share.fraction &&
    !share.bounds &&
    decimal.unit === null &&
    decimal.value > 0 &&
    decimal.value < 1 &&
    /^0?\.\d+$/.test(decimal.text) &&
    nearlyEqual(share.value, decimal.value * 100)
  );
}

/** The last minute of a day written as "23:59" against "midnight" in words: one deadline, said two ways. */
function lastMinuteAsMidnight(quantity: Quantity, other: Quantity): boolean {
  if (quantity.unit !== TIME_OF_DAY || other.unit !== TIME_OF_DAY) return false;
  const [word, clock] = quantity.value === 0 ? [quantity, other] : [other, quantity];
  return word.value === 0 && /midnight/i.test(word.text) && clock.value === 23 * 60 + 59;
}

/**
 * The context states the claim's quantity (same value and compatible unit, or a year in a claimed
 * decade, or a year before a noun, or the same duration in another unit, or the same time of day
 * in another clock, or a share in per cent and as a fraction).
 */
export function states(quantity: Quantity, other: Quantity): boolean {
  // A rank in words ("fifth") is a rank, in digits or words, of the same value ("5th") and of the
  // same thing where both name it ("100th anniversary", not "first quarter" for "1st District").
  if (quantity.ordinal === 'words' || other.ordinal === 'words')
    return (
      quantity.value === other.value &&
      // "the twenty-first of June" states the day of a claim's "21 June" (a claim's rank in
      // words, "the first 11,000 crowns", is no day of "1 July").
      ((quantity.ordinal !== undefined && other.ordinal !== undefined && compatible(quantity, other)) ||
        (quantity.unit === DAY && other.ordinal === 'words'))
    );
  // "110 pounds" may be money or a weight, "30 pages per minute" a rate or 30 pages: either
  // reading may be the one the context states, where the two are not read alike.
  if (quantity.unit !== other.unit) {
    if (quantity.otherReading && states(quantity.otherReading, other)) return true;
    if (other.otherReading && states(quantity, other.otherReading)) return true;
  }
  if (sameDuration(quantity, other) || approximateDuration(quantity, other)) return true;
  // "twice as long" is no "two batteries" of the context: a multiple is stated by a multiple.
  if ((quantity.unit === TIMES) !== (other.unit === TIMES) && (quantity.unit === null || other.unit === null))
    return false;
  if (quantity.unit === DECADE) {
    return (
      (other.unit === DECADE && other.value === quantity.value) ||
      // "the 19th century" holds "the 1880s".
      (other.unit === DECADE &&
        quantity.value % 100 === 0 &&
        other.value % 100 !== 0 &&
        inDecade(quantity.value, other.value)) ||
      (other.unit === YEAR && inDecade(quantity.value, other.value))
    );
  }
  // "in 2020" and "the 2020 edition": a four-digit number before a noun may be a year.
  if (quantity.unit === YEAR && mayBeYear(other)) return quantity.value === other.value;
  // A time of day is stated only by a time of day: 1140 minutes are no "19:00".
  if (quantity.unit === TIME_OF_DAY || other.unit === TIME_OF_DAY)
    return sameValueOf(quantity, other) || lastMinuteAsMidnight(quantity, other);
  // "a precision of 35%" for "a precision of 0.35": a share written as a decimal fraction.
  if (decimalShare(quantity, other) || decimalShare(other, quantity)) return true;
  // "roughly four and a third million" for "4.3 million": a hedged third is the answer's own
  // rounding, the evidence's value being the third rounded.
  if (
    quantity.approximate === true &&
    /\bthirds?\b/i.test(quantity.text) &&
    quantity.unit === other.unit &&
    roundsTo(other.value, quantity.value, true)
  )
    return true;
  // A share, count or money bounded to one side ("over 40%") states what its bound allows.
  const bounded = boundedStates(quantity, other);
  if (bounded !== null) return bounded;
  // A hedged share written as a fraction ("just over a quarter") states a value its hedge allows;
  // a share in digits with a bound ("over 40%") is read above or, at the bound's value, as a value.
  if (
    (quantity.bounds || other.bounds) &&
    (quantity.fraction || other.fraction) &&
    (quantity.unit === '%' || other.unit === '%')
  )
    return hedgedShareStates(quantity, other);
  // A measure hedged to one side ("just under a minute") states a value just on that side of it.
  if (hedgedMeasureStates(quantity, other)) return true;
  // A share written as a fraction, in per cent rounded either way ("a third" and "33 %").
  if (quantity.fraction || other.fraction)
    return quantity.unit === '%' && other.unit === '%' && sameValue(quantity.value, other.value);
  // A large count of two nouns written alike ("4500 runners" for "4,500 entrants"): the same
  // number, exactly; the nouns are the words' to compare, not the number's.
  if (countedAlike(quantity, other)) return true;
  if (!compatible(quantity, other)) return false;
  if (binaryDataSize(quantity, other)) return true;
  // Calendar values are exact: 2020 does not round 2023.
  const calendar =
    quantity.unit === YEAR || quantity.unit === DAY || other.unit === YEAR || other.unit === DAY;
  if (calendar) return quantity.value === other.value;
  // A measure in another unit: both in the claim's unit, rounded as the claim rounds ("6.2 miles"
  // for "10 km" is 6.2 against 6.21).
  if (quantity.scale !== undefined && other.scale !== undefined && quantity.scale !== other.scale) {
    // Temperatures convert with an offset: "41 °F" against "5 °C" is 41 against 41.
    if (quantity.unit === TEMPERATURE) {
      const claimed = inScale(quantity.value, quantity.scale);
      const converted = inScale(other.value, quantity.scale);
      // A hedged oven temperature rounds as cooks round: "about 350 °F" for 180 °C (356 °F).
      return (
        roundsTo(claimed, converted, quantity.approximate) ||
        (quantity.approximate === true &&
          Math.abs(claimed - converted) <= CONVERTED_SLACK * Math.abs(converted))
      );
    }
    return convertedStates(quantity, other);
  }
  // A time to the second ("2:28:20") is exact to its last digit: its 8,900 seconds are no round
  // number that "2:28:02" rounds to.
  if (TO_THE_SECOND.test(quantity.text)) return Math.abs(quantity.value - other.value) < 1;
  return roundsTo(quantity.value, other.value, quantity.approximate);
}
