/**
 * A time of day said in words, as people say the clock: "half past eleven", "quarter to eleven",
 * "ten past three", "eleven o'clock"; and the part of the day said after a time ("in the
 * morning", "in the evening"), which tells its half as "am" or "pm" would. Read as a time in
 * minutes since midnight (`TIME_OF_DAY`), so "half past eleven in the morning" states "11:30" and
 * "quarter to eleven" states "10:45", while "half past ten" states neither.
 */
import { WORD_NUMBERS } from './number-words.js';
import { type Quantity, TIME_OF_DAY } from './quantity.js';
import type { Token } from './tokenize.js';

const HALF_DAY = 12 * 60;

/**
 * Minutes said before "past" or "to": "half" and "quarter", and before "past" a number of minutes
 * in words ("ten past three"). Not "five to ten", nor digits: those are ranges ("from 5 to 10").
 */
function minutesOf(token: Token, link: string): number | null {
  if (token.lower === 'quarter') return 15;
  if (token.lower === 'half') return link === 'past' ? 30 : null;
  if (link !== 'past' || token.isNumber) return null;
  const value = WORD_NUMBERS.get(token.lower);
  return value !== undefined && Number.isInteger(value) && value >= 1 && value <= 29 ? value : null;
}

/** An hour of the clock (1–12) in words or digits. */
function hourOf(token: Token | undefined): number | null {
  if (token === undefined) return null;
  const value = token.isNumber ? Number(token.stem) : WORD_NUMBERS.get(token.lower);
  return value !== undefined && Number.isInteger(value) && value >= 1 && value <= 12 ? value : null;
}

/** Parts of the day after a time, by the half they put it in. */
const DAY_PARTS = new Map([
  ['morning', 'am'],
  ['afternoon', 'pm'],
  ['evening', 'pm'],
  ['night', 'pm'],
]);

/**
 * The half of the day said right after a time ending before `tokens[next]`: "in the morning"
 * (am), "in the afternoon", "in the evening", "at night" (pm); its half and last index, or null.
 */
export function dayPartAt(
  tokens: readonly Token[],
  next: number,
): { half: 'am' | 'pm'; last: number } | null {
  const [first, second, third] = [tokens[next], tokens[next + 1], tokens[next + 2]];
  if (first?.lower === 'in' && second?.lower === 'the') {
    const half = DAY_PARTS.get(third?.lower ?? '');
    if (half && third!.lower !== 'night') return { half: half as 'am' | 'pm', last: next + 2 };
  }
  if (first?.lower === 'at' && second?.lower === 'night') return { half: 'pm', last: next + 1 };
  return null;
}

/** A time of day in minutes, its other half of the day when no part of the day was said. */
function clockTime(
  hour: number,
  minute: number,
  tokens: readonly Token[],
  from: number,
  last: number,
  source: string,
  offset: number,
): { quantity: Quantity; last: number } {
  const morning = ((hour % 12) * 60 + minute) % (2 * HALF_DAY);
  const part = dayPartAt(tokens, last + 1);
  const end = tokens[part?.last ?? last]!.end;
  const start = tokens[from]!.start;
  const value = part?.half === 'pm' ? morning + HALF_DAY : morning;
  return {
    quantity: {
      value,
      unit: TIME_OF_DAY,
      text: source.slice(start - offset, end - offset),
      start,
      end,
      ...(part ? {} : { otherHalf: (morning + HALF_DAY) % (2 * HALF_DAY) }),
    },
    last: part?.last ?? last,
  };
}

/** Hours named by a word, which say their half of the day. */
const NAMED_HOURS = new Set(['midnight', 'noon', 'midday']);

/**
 * A time of day said in words from `tokens[index]`: "half past eleven", "quarter to eleven", "ten
 * past three", "fourteen minutes past three", "eleven o'clock", each with the part of the day
 * after it; or null.
 * @example readClockWords(tokenize('half past eleven'), 0, 'half past eleven', 0)?.quantity.value // 690
 */
export function readClockWords(
  tokens: readonly Token[],
  index: number,
  source: string,
  offset: number,
): { quantity: Quantity; last: number } | null {
  const token = tokens[index]!;
  // "fourteen minutes past three", "twenty minutes to six": the minutes said with their word.
  const unit = tokens[index + 1]?.lower;
  const spelled = tokens[index + 2]?.lower;
  if (
    (unit === 'minutes' || unit === 'minute') &&
    (spelled === 'past' || spelled === 'to') &&
    !token.isNumber
  ) {
    const minutes = WORD_NUMBERS.get(token.lower);
    const hour = hourOf(tokens[index + 3]);
    if (minutes === undefined || !Number.isInteger(minutes) || minutes < 1 || minutes > 29 || hour === null)
      return null;
    const minute = spelled === 'past' ? hour * 60 + minutes : hour * 60 - minutes;
    return clockTime(Math.floor(minute / 60), minute % 60, tokens, index, index + 3, source, offset);
  }
  const link = tokens[index + 1]?.lower;
  if (link === 'past' || link === 'to') {
    // "ten to seven" may be a range ("ten to seven people"); with its part of the day after it
    // ("ten to seven in the morning") it is a time.
    const minutes =
      minutesOf(token, link) ??
      (link === 'to' && hourOf(tokens[index + 2]) !== null && dayPartAt(tokens, index + 3)
        ? minutesOf(token, 'past')
        : null);
    // "a quarter to midnight" is 23:45, "half past noon" 12:30: no other half of the day.
    const named = tokens[index + 2]?.lower ?? '';
    if (minutes !== null && NAMED_HOURS.has(named)) {
      const base = named === 'midnight' ? (link === 'to' ? 2 * HALF_DAY : 0) : HALF_DAY;
      const value = link === 'past' ? base + minutes : base - minutes;
      const start = token.start;
      const end = tokens[index + 2]!.end;
      return {
        quantity: { value, unit: TIME_OF_DAY, text: source.slice(start - offset, end - offset), start, end },
        last: index + 2,
      };
    }
    const hour = hourOf(tokens[index + 2]);
    if (minutes === null || hour === null) return null;
    // "quarter to eleven" is 10:45; "to twelve" from noon or midnight.
    const minute = link === 'past' ? hour * 60 + minutes : hour * 60 - minutes;
    return clockTime(Math.floor(minute / 60), minute % 60, tokens, index, index + 2, source, offset);
  }
  // "eleven o'clock"; the digits ("11 o'clock") are read with the other digit times.
  const hour = token.isNumber ? null : hourOf(token);
  if (hour !== null && link === "o'clock")
    return clockTime(hour, 0, tokens, index, index + 1, source, offset);
  return null;
}

/** The words a clock time said in words may open with, for the quantity reader's one look-up. */
export const CLOCK_OPENERS: ReadonlySet<string> = new Set([
  'half',
  'quarter',
  ...[...WORD_NUMBERS]
    .filter(([, value]) => Number.isInteger(value) && value >= 1 && value <= 29)
    .map(([word]) => word),
]);
