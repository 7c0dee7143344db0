/**
 * Durations written in more than one piece, read as one length of time: "3 hours 15 minutes",
 * "2 hours and 28 minutes", "1 year and 6 months", "an hour and a half", "two and a half hours",
 * "an hour and a quarter", "two and a quarter hours",
 * "half an hour", "three quarters of an hour", "2:00:35". Read piece by piece, "3 hours 15 minutes" would be
 * two quantities that "195 minutes" states neither of, and "three quarters of an hour" one hour.
 * The quantity is in the base unit of its dimension (`units.ts`): seconds (`@time-s`), as "3.25
 * hours" is read, or months (`@time-month`, with its `duration`), so "18 months" states it.
 */
import { WORD_NUMBERS } from './number-words.js';
import type { Quantity } from './quantity.js';
import { readFraction } from './read-fraction.js';
import type { Token } from './tokenize.js';
import { timeScaleOf, type UnitScale } from './units.js';

const ONE = new Set(['a', 'an', 'one']);
/** Word numbers that count units ("two hours"), not "twice" or "a dozen". */
const NOT_A_COUNT = new Set(['half', 'twice', 'double', 'triple', 'dozen', 'hundred']);
/** What may stand between two pieces: "3 hours 15 minutes", "2 hours, 28 minutes", "1 year and 6 months". */
const BETWEEN_PIECES = /^(?: |, |,? and )$/;

interface Piece {
  count: number;
  scale: UnitScale;
  /** Index of the unit word. */
  last: number;
}

/** The count a token gives to the unit after it, or null ("every hour and 35 minutes": one hour). */
function countOf(token: Token): number | null {
  if (token.isNumber) return /^\d+(\.\d+)?$/.test(token.stem) ? Number(token.stem) : null;
  if (ONE.has(token.lower) || token.lower === 'every') return 1;
  if (NOT_A_COUNT.has(token.lower)) return null;
  return WORD_NUMBERS.get(token.lower) ?? null;
}

/** "3 hours", "two days", "an hour" at `tokens[index]`: a count and the time unit right after it. */
function readPiece(tokens: readonly Token[], index: number): Piece | null {
  const token = tokens[index]!;
  // "forty-one seconds": a tens word and a units word, joined, count as one.
  const joined = compoundCount(tokens, index);
  const unitAt = index + (joined === null ? 1 : 2);
  const unit = tokens[unitAt];
  if (unit === undefined || unit.isNumber || unit.start - tokens[unitAt - 1]!.end > 1) return null;
  const scale = timeScaleOf(unit.lower);
  if (scale === undefined) return null;
  const count = joined ?? countOf(token);
  if (count === null) return null;
  if (joined !== null) return { count, scale, last: unitAt };
  // "a second look" is an ordinal; "a days" is no English.
  if (!token.isNumber && ONE.has(token.lower) && /s$|^second$/.test(unit.lower)) return null;
  return { count, scale, last: index + 1 };
}

const TENS = new Set(['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']);
const UNITS = new Set(['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine']);

/** "forty-one" at `tokens[index]` (a tens word and a units word, one character apart): 41, else null. */
function compoundCount(tokens: readonly Token[], index: number): number | null {
  const [tens, units] = [tokens[index]!, tokens[index + 1]];
  if (!TENS.has(tens.lower) || !units || !UNITS.has(units.lower) || units.start - tens.end !== 1) return null;
  return (WORD_NUMBERS.get(tens.lower) ?? 0) + (WORD_NUMBERS.get(units.lower) ?? 0);
}

/** Whether tokens `index`… spell "and a half" (the index of "half"), or -1. */
export function andAHalf(tokens: readonly Token[], index: number): number {
  return tokens[index]?.lower === 'and' &&
    tokens[index + 1]?.lower === 'a' &&
    tokens[index + 2]?.lower === 'half'
    ? index + 2
    : -1;
}

/**
 * "and a half", "and a quarter", "and three quarters" at `tokens[index]`…: the part of one unit
 * they add ("an hour and a quarter" is 75 minutes, "two and a quarter hours" 135) and the index of
 * their last word, or null.
 */
export function andAPart(tokens: readonly Token[], index: number): { value: number; last: number } | null {
  const half = andAHalf(tokens, index);
  if (half >= 0) return { value: 0.5, last: half };
  if (tokens[index]?.lower !== 'and') return null;
  const first = tokens[index + 1]?.lower;
  const second = tokens[index + 2]?.lower;
  if (first === 'a' && second === 'quarter') return { value: 0.25, last: index + 2 };
  if (first === 'three' && (second === 'quarters' || second === 'quarter'))
    return { value: 0.75, last: index + 2 };
  // "four and a third million", "two and two-thirds cups": thirds, which answers write so.
  if (first === 'a' && second === 'third') return { value: 1 / 3, last: index + 2 };
  if (first === 'two' && (second === 'thirds' || second === 'third'))
    return { value: 2 / 3, last: index + 2 };
  return null;
}

/**
 * A duration in pieces starting at `tokens[index]`, and the index of its last token; null for a
 * single piece ("3 hours"), which the quantity reader reads as before.
 * @example readDurationPhrase(tokenize('3 hours 15 minutes'), 0, '3 hours 15 minutes', 0)?.quantity.value // 11700
 */
export function readDurationPhrase(
  tokens: readonly Token[],
  index: number,
  source: string,
  offset: number,
): { quantity: Quantity; last: number } | null {
  return (
    clockDuration(tokens, index, source, offset) ??
    fractionOfUnit(tokens, index, source, offset) ??
    piecesFrom(tokens, index, source, offset)
  );
}

/** Words before a clock reading that make it a time of day ("at 2:00:35"), not a duration. */
const AT_TIME = new Set(['at', 'until', 'till', 'from', 'by', 'before', 'after', 'since', 'around']);

/**
 * "2:00:35" (hours, minutes and seconds): a race time or a running time, in seconds, so "two hours
 * and 35 seconds" states it. Two parts only where no clock reads them ("1:52.85" with hundredths,
 * "49:37" past 23): "19:30" is a time of day (`read-time-of-day.ts`), and so is "at 7:30:00" or
 * "7:30:00 pm".
 */
function clockDuration(
  tokens: readonly Token[],
  index: number,
  source: string,
  offset: number,
): { quantity: Quantity; last: number } | null {
  const [hours, minutes, seconds] = [tokens[index]!, tokens[index + 1], tokens[index + 2]];
  const colon = (left: Token, right: Token) =>
    right.start === left.end + 1 && source[left.end - offset] === ':';
  // Two parts no clock reads: "1:52.85" (minutes, seconds and hundredths) and "49:37" (minutes
  // past 23 and seconds), race times.
  if (
    hours.isNumber &&
    minutes?.isNumber &&
    colon(hours, minutes) &&
    !(seconds && colon(minutes, seconds)) &&
    ((/^\d{1,2}$/.test(hours.text) && /^[0-5]\d\.\d{1,3}$/.test(minutes.text)) ||
      (/^\d{2}$/.test(hours.text) && Number(hours.text) >= 24 && /^[0-5]\d$/.test(minutes.text)))
  ) {
    const value = Number(hours.text) * 60 + Number(minutes.text);
    return {
      quantity: durationQuantity(value, timeScaleOf('seconds')!, hours.start, minutes.end, source, offset),
      last: index + 1,
    };
  }
  if (!hours.isNumber || !minutes?.isNumber || !seconds?.isNumber) return null;
  if (
    !/^\d{1,2}$/.test(hours.text) ||
    !/^[0-5]\d$/.test(minutes.text) ||
    !/^[0-5]\d(?:\.\d{1,3})?$/.test(seconds.text)
  )
    return null;
  if (!colon(hours, minutes) || !colon(minutes, seconds)) return null;
  if (
    AT_TIME.has(tokens[index - 1]?.lower ?? '') ||
    /^ ?[ap]\.? ?m\b/i.test(source.slice(seconds.end - offset))
  )
    return null;
  const value = Number(hours.text) * 3600 + Number(minutes.text) * 60 + Number(seconds.text);
  const scale = timeScaleOf('seconds')!;
  return {
    quantity: durationQuantity(value, scale, hours.start, seconds.end, source, offset),
    last: index + 2,
  };
}

/** "half an hour", "a quarter of an hour", "every quarter of an hour", "three quarters of an hour", "a half hour", "half a day". */
function fractionOfUnit(
  tokens: readonly Token[],
  index: number,
  source: string,
  offset: number,
): { quantity: Quantity; last: number } | null {
  const fraction = readFraction(tokens, index) ?? bareQuarter(tokens, index);
  if (!fraction) return null;
  let at = fraction.last + 1;
  const hasOf = tokens[at]?.lower === 'of';
  if (hasOf) at += 1;
  const hasArticle = tokens[at]?.lower === 'a' || tokens[at]?.lower === 'an';
  if (hasArticle) at += 1;
  const half = fraction.word === 'half';
  let fits: boolean;
  if (hasOf)
    fits = hasArticle; // "three quarters of an hour", not "a quarter of hours"
  else if (hasArticle)
    fits = half; // "half an hour"
  // "a half hour", "a quarter century"; "a third year" and "a fifth day" are ordinals.
  else fits = half || fraction.word === 'quarter';
  if (!fits) return null;
  const unit = tokens[at];
  const scale = unit && !unit.isNumber ? timeScaleOf(unit.lower) : undefined;
  if (!scale || /s$|^second$/.test(unit!.lower)) return null;
  return {
    quantity: durationQuantity(
      fraction.value * scale.factor,
      scale,
      tokens[index]!.start,
      unit!.end,
      source,
      offset,
    ),
    last: at,
  };
}

/** "every quarter of an hour": a quarter without its article, read only before "of". */
function bareQuarter(tokens: readonly Token[], index: number): ReturnType<typeof readFraction> {
  return tokens[index]!.lower === 'quarter' && tokens[index + 1]?.lower === 'of'
    ? { value: 0.25, word: 'quarter', last: index }
    : null;
}

/**
 * "3 hours 15 minutes", "1 year and 6 months", "an hour and a half", "two and a half hours":
 * pieces in falling units, each less than one unit of the piece before ("2 hours and 90 minutes"
 * is two durations), or a half, a quarter or three quarters of the last unit.
 */
function piecesFrom(
  tokens: readonly Token[],
  index: number,
  source: string,
  offset: number,
): { quantity: Quantity; last: number } | null {
  const start = tokens[index]!;
  // "two and a half hours", "one and a half years", "two and a quarter hours".
  const part = andAPart(tokens, index + 1);
  if (part) {
    const count = start.lower === 'a' || start.lower === 'an' ? null : countOf(start);
    const unit = tokens[part.last + 1];
    const scale = unit && !unit.isNumber ? timeScaleOf(unit.lower) : undefined;
    if (count === null || scale === undefined) return null;
    return {
      quantity: durationQuantity(
        (count + part.value) * scale.factor,
        scale,
        start.start,
        unit!.end,
        source,
        offset,
      ),
      last: part.last + 1,
    };
  }
  const first = readPiece(tokens, index);
  if (!first) return null;
  let value = first.count * first.scale.factor;
  let previous = first;
  let last = first.last;
  // "between 2 hours and 30 minutes" is a range.
  const range = tokens[index - 1]?.lower === 'between';
  for (;;) {
    const partAt = andAPart(tokens, last + 1);
    if (partAt && !range) {
      value += previous.scale.factor * partAt.value;
      last = partAt.last;
      break;
    }
    let next = last + 1;
    if (tokens[next]?.lower === 'and') next += 1;
    const piece = tokens[next] ? readPiece(tokens, next) : null;
    if (!piece || piece.scale.dimension !== first.scale.dimension) break;
    // A smaller unit, less than one of the unit before: a remainder, not a second duration.
    if (
      piece.scale.factor >= previous.scale.factor ||
      piece.count * piece.scale.factor >= previous.scale.factor
    )
      break;
    const gap = source.slice(tokens[last]!.end - offset, tokens[next]!.start - offset);
    if (!BETWEEN_PIECES.test(gap) || (range && gap.includes('and'))) break;
    value += piece.count * piece.scale.factor;
    previous = piece;
    last = piece.last;
  }
  if (last === first.last) return null;
  return {
    quantity: durationQuantity(value, first.scale, start.start, tokens[last]!.end, source, offset),
    last,
  };
}

/** A duration in the base unit of its dimension, as "3.25 hours" or "18 months" compare. */
function durationQuantity(
  value: number,
  scale: UnitScale,
  start: number,
  end: number,
  source: string,
  offset: number,
): Quantity {
  const text = source.slice(start - offset, end - offset);
  return {
    value,
    unit: scale.dimension,
    text,
    start,
    end,
    ...(scale.dimension === '@time-s'
      ? {}
      : { duration: { dimension: scale.dimension, value, unitEnd: end, text } }),
  };
}
