/**
 * A time of day as one quantity in minutes since midnight, so "7:30 p.m." states "19:30" and
 * "7:45 p.m." does not. The tokenizer splits "19:30" at its colon and "p.m." at its dots: the
 * reader looks at the characters between the tokens. Without am or pm, an hour of 12 or less may
 * be either half of the day ("7:30" is 07:30 or 19:30); a lone hour is a time only with am or pm
 * ("7 pm", "7pm") or "o'clock", since "at 7" may count anything.
 */
import { type Quantity, TIME_OF_DAY } from './quantity.js';
import { dayPartAt } from './read-clock-words.js';
import type { Token } from './tokenize.js';

const MINUTES_PER_DAY = 24 * 60;
const HALF_DAY = 12 * 60;

/** Times written as a word (English), in minutes. */
const NAMED_TIMES = new Map([
  ['noon', HALF_DAY],
  ['midday', HALF_DAY],
  ['midnight', 0],
]);

/** "7.30" read as a time when am or pm follows ("7.30pm"); alone it is a decimal. */
const DOTTED = /^(\d{1,2})\.(\d\d)$/;

/** The words a time of day may be written as (English), for the quantity reader's one look-up. */
export const TIME_WORDS: ReadonlySet<string> = new Set(NAMED_TIMES.keys());

/**
 * "am", "pm", "a.m.", "p.m.", "AM", "P.M." right after the time; its letter says which half. The
 * dot after "pm" is the sentence's, not the abbreviation's.
 */
const MERIDIEM = /^ ?(?:([ap])\. ?m\.?|([ap])m(?![\p{L}\d]))/iu;

/** A time of day read at `tokens[index]`, and the index of its last token. */
export function readTimeOfDay(
  tokens: readonly Token[],
  index: number,
  source: string,
  offset: number,
  /** English text: am and pm, "noon" and "o'clock" are read too. */
  english: boolean,
): { quantity: Quantity; last: number } | null {
  const token = tokens[index]!;
  if (!token.isNumber) {
    const named = english ? NAMED_TIMES.get(token.lower) : undefined;
    if (named === undefined) return null;
    return { quantity: timeQuantity(named, token.start, token.end, source, offset), last: index };
  }
  // "7:30" / "19:30" / "7" (with am or pm) / "7.30" or "7.30pm" (with am or pm).
  const length = token.text.length;
  if (length > 5) return null;
  const dotted = length > 2 ? DOTTED.exec(token.text) : null;
  if (length > 2 && !dotted) return null;
  const hour = Number(dotted ? dotted[1] : token.text);
  let minute = dotted ? Number(dotted[2]) : 0;
  let last = index;
  const next = tokens[index + 1];
  const hasMinutes =
    !dotted &&
    next !== undefined &&
    next.isNumber &&
    next.text.length === 2 &&
    next.start === token.end + 1 &&
    (source[token.end - offset] === ':' || (english && source[token.end - offset] === '.')) &&
    // A duration or a score in three parts ("1:30:45") is no time of day.
    source[next.end - offset] !== ':' &&
    source[token.start - offset - 1] !== ':';
  if (hasMinutes) {
    minute = Number(next.text);
    last = index + 1;
  }
  let end = tokens[last]!.end;
  let meridiem: string | undefined;
  // Most numbers are followed by neither: the pattern is tried only on an a or p, after a space or not.
  const after = source[end - offset] === ' ' ? source[end - offset + 1] : source[end - offset];
  const match =
    english && (after === 'a' || after === 'p' || after === 'A' || after === 'P')
      ? MERIDIEM.exec(source.slice(end - offset, end - offset + 6))
      : null;
  if (match) {
    meridiem = (match[1] ?? match[2])!.toLowerCase();
    end += match[0].length;
  } else if (english && !hasMinutes && !dotted) {
    const word = tokens[index + 1]?.lower;
    if (word === "o'clock" && hour >= 1 && hour <= 12) {
      // "11 o'clock in the morning": the part of the day says which half.
      const part = dayPartAt(tokens, index + 2);
      const value = (hour % 12) * 60 + (part?.half === 'pm' ? HALF_DAY : 0);
      const end = tokens[part?.last ?? index + 1]!.end;
      const quantity = timeQuantity(
        value,
        token.start,
        end,
        source,
        offset,
        part ? undefined : value + HALF_DAY,
      );
      return { quantity, last: part?.last ?? index + 1 };
    }
    // "12 noon", "12 midnight".
    const named = word === undefined || hour !== 12 ? undefined : NAMED_TIMES.get(word);
    if (named !== undefined)
      return { quantity: timeQuantity(named, token.start, next!.end, source, offset), last: index + 1 };
  }
  // "7.30" is a decimal unless am or pm follows ("7.30pm", split by the tokenizer as 7, 30, pm).
  if ((!hasMinutes || source[token.end - offset] === '.') && meridiem === undefined) return null;
  if (minute > 59 || hour > 24 || (hour === 24 && minute > 0)) return null;
  if (meridiem !== undefined && (hour < 1 || hour > 12)) {
    // "13:00 pm" keeps its 24-hour reading; "0 am" is no time.
    if (!hasMinutes || hour === 0) return null;
    meridiem = undefined;
  }
  while (last + 1 < tokens.length && tokens[last + 1]!.end <= end) last += 1;
  const clock = (hour * 60 + minute) % MINUTES_PER_DAY;
  if (meridiem !== undefined) {
    const value = ((hour % 12) * 60 + minute + (meridiem === 'p' ? HALF_DAY : 0)) % MINUTES_PER_DAY;
    return { quantity: timeQuantity(value, token.start, end, source, offset), last };
  }
  const ambiguous = hour >= 1 && hour <= 12;
  // "10:45 in the morning": the part of the day says which half, as "am" would.
  const part = ambiguous ? dayPartAt(tokens, last + 1) : null;
  if (part) {
    const value = ((hour % 12) * 60 + minute + (part.half === 'pm' ? HALF_DAY : 0)) % MINUTES_PER_DAY;
    return {
      quantity: timeQuantity(value, token.start, tokens[part.last]!.end, source, offset),
      last: part.last,
    };
  }
  return {
    quantity: timeQuantity(
      clock,
      token.start,
      end,
      source,
      offset,
      ambiguous ? (clock + HALF_DAY) % MINUTES_PER_DAY : undefined,
    ),
    last,
  };
}

function timeQuantity(
  value: number,
  start: number,
  end: number,
  source: string,
  offset: number,
  otherHalf?: number,
): Quantity {
  return {
    value,
    unit: TIME_OF_DAY,
    text: source.slice(start - offset, end - offset),
    start,
    end,
    ...(otherHalf === undefined ? {} : { otherHalf }),
  };
}
