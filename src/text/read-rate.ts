/**
 * A rate: a count of something per unit of time, written after the counted noun ("30 pages per
 * minute", "10 requests a second", "600 requests/min", "one page every two seconds"). The quantity
 * reader gives it as a count per second (`RATE` and the noun), so "one page every two seconds"
 * states "30 pages per minute" and "one page every three seconds" does not.
 */
import { WORD_NUMBERS } from './number-words.js';
import type { Token } from './tokenize.js';
import { timeScaleOf, UNIT_SCALES } from './units.js';

/** The unit of a rate, before the stem of the noun counted: `@per-s:page` counts pages per second. */
export const RATE = '@per-s:';

/** The count of a period after "every": "every two seconds", "every 15 minutes"; 1 for "every minute". */
function periodCount(token: Token | undefined): number | null {
  if (token === undefined) return null;
  if (token.isNumber) return /^\d+(\.\d+)?$/.test(token.stem) ? Number(token.stem) : null;
  const value = WORD_NUMBERS.get(token.lower);
  return value !== undefined && value > 0 && Number.isInteger(value) ? value : null;
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
  const word = tokens[nounIndex + 1];
  if (word === undefined) return null;
  let count = 1;
  let unitAt = nounIndex + 2;
  if (source.slice(noun.end - offset, word.start - offset) === '/') unitAt = nounIndex + 1;
  else if (word.lower === 'every') {
    const counted = periodCount(tokens[unitAt]);
    if (counted !== null) {
      count = counted;
      unitAt += 1;
    }
  } else if (word.lower !== 'per' && word.lower !== 'a' && word.lower !== 'an') return null;
  const unit = tokens[unitAt];
  if (unit === undefined || unit.isNumber) return null;
  const scale = timeScaleOf(unit.lower);
  if (scale?.dimension !== '@time-s') return null;
  // "per minutes" is no English; "every 15 minutes" is.
  if (count === 1 && /s$/.test(unit.lower) && unit.lower.length > 1) return null;
  return { seconds: count * scale.factor, end: unit.end, last: unitAt };
}
