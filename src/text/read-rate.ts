/**
 * A rate: a count of something per unit of time, written after the counted noun ("30 pages per
 * minute", "10 requests a second", "600 requests/min", "one page every two seconds"). The quantity
 * reader gives it as a count per second (`RATE` and the noun), so "one page every two seconds"
 * states "30 pages per minute" and "one page every three seconds" does not. Money per period
 * ("£4.50 per month", "£54 a year", "£54 annually") is read the same way, its noun `money`.
 */
import { WORD_NUMBERS } from './number-words.js';
import type { Token } from './tokenize.js';
import { MONTH_SECONDS, timeScaleOf, UNIT_SCALES } from './units.js';

/** The unit of a rate, before the stem of the noun counted: `@per-s:page` counts pages per second. */
export const RATE = '@per-s:';

/** The count of a period after "every": "every two seconds", "every 15 minutes"; 1 for "every minute". */
function periodCount(token: Token | undefined): number | null {
  if (token === undefined) return null;
  if (token.isNumber) return /^\d+(\.\d+)?$/.test(token.stem) ? Number(token.stem) : null;
  const value = WORD_NUMBERS.get(token.lower);
  return value !== undefined && value > 0 && Number.isInteger(value) ? value : null;
}

/** Adverbs of a period: "£54 annually", "two meals daily"; "p.a." is read as "per year" by the tokenizer. */
const PERIOD_ADVERBS: ReadonlyMap<string, string> = new Map([
  ['hourly', 'hour'],
  ['daily', 'day'],
  ['weekly', 'week'],
  ['monthly', 'month'],
  ['yearly', 'year'],
  ['annually', 'year'],
]);

/**
 * Adjectives of a period before the noun of an amount: "an annual payment of €480", "a monthly fee
 * of £20", "weekly rent of £150" are money per year, month and week.
 */
const PERIOD_ADJECTIVES: ReadonlyMap<string, string> = new Map([
  ['hourly', 'hour'],
  ['daily', 'day'],
  ['weekly', 'week'],
  ['monthly', 'month'],
  ['yearly', 'year'],
  ['annual', 'year'],
]);

/** The length of a unit of time in seconds; months and years by the average month (`MONTH_SECONDS`). */
function secondsOf(word: string, calendar: boolean): number | null {
  const scale = timeScaleOf(word === 'annum' ? 'year' : word);
  if (scale?.dimension === '@time-s') return scale.factor;
  return calendar && scale?.dimension === '@time-month' ? scale.factor * MONTH_SECONDS : null;
}

/**
 * The period after `tokens[lastIndex]` (the counted noun, or an amount of money), in seconds, and
 * where it ends: "per minute", "a year", "/min", "every two seconds", "annually". Months and years
 * only where `calendar` allows them: money per month converts by the average month ("£4.50 a
 * month" is "£54 a year"), a count of things is left alone.
 */
export function readPeriod(
  tokens: readonly Token[],
  lastIndex: number,
  source: string,
  offset: number,
  calendar = false,
): { seconds: number; end: number; last: number } | null {
  const before = tokens[lastIndex]!;
  const word = tokens[lastIndex + 1];
  if (word === undefined) return null;
  const adverb = PERIOD_ADVERBS.get(word.lower);
  if (adverb !== undefined) {
    const seconds = secondsOf(adverb, calendar);
    return seconds === null ? null : { seconds, end: word.end, last: lastIndex + 1 };
  }
  let count = 1;
  let unitAt = lastIndex + 2;
  if (source.slice(before.end - offset, word.start - offset) === '/') unitAt = lastIndex + 1;
  else if (word.lower === 'every') {
    const counted = periodCount(tokens[unitAt]);
    if (counted !== null) {
      count = counted;
      unitAt += 1;
    }
  } else if (word.lower !== 'per' && word.lower !== 'a' && word.lower !== 'an') return null;
  const unit = tokens[unitAt];
  if (unit === undefined || unit.isNumber) return null;
  const seconds = secondsOf(unit.lower, calendar);
  if (seconds === null) return null;
  // "per minutes" is no English; "every 15 minutes" is.
  if (count === 1 && /s$/.test(unit.lower) && unit.lower.length > 1) return null;
  // "every hour and 35 minutes": a second part of the period.
  if (word.lower === 'every' && tokens[unitAt + 1]?.lower === 'and') {
    const partCount = periodCount(tokens[unitAt + 2]);
    const partUnit = tokens[unitAt + 3];
    const partSeconds = partUnit && !partUnit.isNumber ? secondsOf(partUnit.lower, calendar) : null;
    if (partCount !== null && partSeconds !== null && partSeconds < seconds)
      return { seconds: count * seconds + partCount * partSeconds, end: partUnit!.end, last: unitAt + 3 };
  }
  return { seconds: count * seconds, end: unit.end, last: unitAt };
}

/**
 * The period of the rate after the counted noun at `tokens[nounIndex]`, in seconds, and where the
 * rate ends; null if no unit of time (hours, days; not months) follows as a rate. A noun that is
 * itself a unit ("5 days a week", "3 km per hour") is not counted here.
 * @example readRate(tokenize('30 pages per minute'), 1, '30 pages per minute', 0) // { seconds: 60, end: 19, last: 3 }
 */
export function readRate(
  tokens: readonly Token[],
  nounIndex: number,
  source: string,
  offset: number,
): { seconds: number; end: number; last: number } | null {
  const noun = tokens[nounIndex]!;
  if (!noun.isContent || noun.isNumber || timeScaleOf(noun.lower) || UNIT_SCALES.has(noun.lower)) return null;
  return readPeriod(tokens, nounIndex, source, offset);
}

/**
 * The period an adjective before the amount's noun gives it: "an annual payment of €480", "a
 * monthly membership fee of £20" (one or two nouns, then "of" just before the amount at
 * `tokens[index]`), in seconds; null otherwise. Only "of" joins them: in "annual revenue rose by
 * $5m" the amount is no yearly sum.
 * @example readPeriodBefore(tokenize('an annual payment of €480'), 4) // 31557600
 */
export function readPeriodBefore(tokens: readonly Token[], index: number): number | null {
  if (COPULAS.has(tokens[index - 1]?.lower ?? '')) return periodOfSubject(tokens, index - 1);
  if (tokens[index - 1]?.lower !== 'of') return null;
  for (const at of [index - 3, index - 4]) {
    const word = tokens[at];
    const period = word === undefined ? undefined : PERIOD_ADJECTIVES.get(word.lower);
    if (period === undefined) continue;
    const nouns = tokens.slice(at + 1, index - 1);
    return nouns.every((noun) => noun.isContent && !noun.isNumber) ? secondsOf(period, true) : null;
  }
  return null;
}

/** Verbs that give a subject its amount: "The average monthly rent … is £1,150". */
const COPULAS: ReadonlySet<string> = new Set(['is', 'was', 'are', 'were']);

/**
 * The period an adjective gives the subject whose amount a copula at `copula` states: "The average
 * monthly rent for a one-bedroom flat in Tarnbury is £1,150" is money per month. The subject is the
 * words before the copula back to the sentence's start, with no number or verb of change among
 * them ("Annual revenue rose to …" is no amount a year).
 */
function periodOfSubject(tokens: readonly Token[], copula: number): number | null {
  const subject = tokens.slice(0, copula);
  if (subject.length > 12 || subject.some((token) => token.isNumber)) return null;
  const adjective = subject.find((token) => PERIOD_ADJECTIVES.has(token.lower));
  return adjective ? secondsOf(PERIOD_ADJECTIVES.get(adjective.lower)!, true) : null;
}
