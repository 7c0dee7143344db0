/**
 * The period of a speed after its length unit: "160 km/h", "50 kilometres per hour", "59
 * kilometres per second", "3 m/s", "200 metres per minute". A speed is compared in metres per second
 * (`SPEED`), so "59 km/s" states "roughly 212,000 km/h" (212,400) and not "59 km/h".
 */
import type { Token } from './tokenize.js';

/** The unit of a speed, in metres per second (`units.ts` has "mph", "kph", "knots"). */
export const SPEED = '@speed-mps';

/** Units of time a speed is written per, in seconds; "/s" and "/h" by their letters. */
const PERIODS: ReadonlyMap<string, number> = new Map([
  ['s', 1],
  ['sec', 1],
  ['second', 1],
  ['min', 60],
  ['minute', 60],
  ['h', 3600],
  ['hr', 3600],
  ['hour', 3600],
]);
/** Words written out after "per": "per second", not "per s" (which is a letter, not English). */
const WORDS = new Set(['second', 'minute', 'hour']);

/**
 * The period after the length unit at `tokens[index]` ("/h", "/s", "per second"): its length
 * in seconds and where it ends, or null.
 * @example readSpeedPeriod(tokenize('59 km/s'), 1, '59 km/s', 0) // { seconds: 1, end: 7 }
 */
export function readSpeedPeriod(
  tokens: readonly Token[],
  index: number,
  source: string,
  offset: number,
): { seconds: number; end: number } | null {
  const unitToken = tokens[index];
  const next = tokens[index + 1];
  if (unitToken === undefined || next === undefined) return null;
  const slash = PERIODS.get(next.lower);
  if (slash !== undefined && source.slice(unitToken.end - offset, next.start - offset) === '/')
    return { seconds: slash, end: next.end };
  const period = tokens[index + 2];
  if (period === undefined || !WORDS.has(period.lower)) return null;
  // "per hour"; not "an hour", which the quantity reader counts as a duration of its own.
  if (next.lower === 'per') return { seconds: PERIODS.get(period.lower)!, end: period.end };
  return null;
}
