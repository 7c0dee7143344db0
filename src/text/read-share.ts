/**
 * A share written as a fraction: "a quarter of the budget" is "25% of the budget", "half of the
 * members" "50 % of the members", "two thirds of voters" about 67 %, "three in five trains" 60 %. Only a fraction followed by
 * "of" is a share: "a quarter past" and "the third quarter" are not read, nor "a quarter of a
 * million" (a number), nor "the first half of 2023" (a part of a year, not 50 %). A fraction after
 * "just over", "nearly" or "around" is a bound, not the share ("more than half of" is not 50 %): it
 * is read with the values the hedge allows (`Quantity.bounds`), so "just over a quarter" states
 * 27 % and not 24 %. A share may also stand without "of" after "by" ("cut the risk by a third",
 * "rose by just over a quarter"), unless a time follows ("by a quarter past nine").
 */
import { WORD_NUMBERS } from './number-words.js';
import type { Quantity } from './quantity.js';
import { readFraction } from './read-fraction.js';
import type { Token } from './tokenize.js';
import { DURATION_SCALES, UNIT_SCALES } from './units.js';

/** Words before a fraction that make it a bound or an estimate. */
const HEDGES = new Set([
  'than',
  'over',
  'under',
  'nearly',
  'almost',
  'about',
  'around',
  'roughly',
  'approximately',
  'some',
  'just',
  'least',
  'most',
  'barely',
  'close',
  'circa',
  'estimated',
]);

/** Words that make a lone "half" a part, not a share: "the first half of 2023", "the other half of". */
const PART_OF = new Set(
  (
    'first second last latter former other final back front top bottom upper lower better early ' +
    'late earlier later northern southern eastern western'
  ).split(' '),
);

/**
 * The share written at `tokens[index]` in per cent, and the index of its last token.
 * @example readShare(tokenize('A quarter of the budget'), 0, 'A quarter of the budget', 0)?.quantity.value // 25
 */
export function readShare(
  tokens: readonly Token[],
  index: number,
  source: string,
  offset: number,
): { quantity: Quantity; last: number } | null {
  const token = tokens[index]!;
  const counted = partOfWhole(tokens, index, source, offset);
  if (counted || token.isNumber) return counted;
  const fraction = readFraction(tokens, index);
  if (!fraction) return null;
  const hedge = hedgeBefore(tokens, index);
  const of = tokens[fraction.last + 1]?.lower === 'of';
  const ofPercent = percentAfter(tokens, fraction.last + (of ? 2 : 1), source, offset);
  const state = !of && STATES.has(tokens[fraction.last + 1]?.lower ?? '');
  // After "by", a change's share ("cut the risk by a third", "rose by just over a quarter"); not a
  // time ("by a quarter past nine").
  const clock = tokens[fraction.last + 2];
  const time =
    ['past', 'to'].includes(tokens[fraction.last + 1]?.lower ?? '') &&
    clock !== undefined &&
    (/^(?:[1-9]|1[0-2])$/u.test(clock.text) || WORD_NUMBERS.has(clock.lower));
  // "rose by half a percentage point": a number of points, no share.
  const points =
    tokens[fraction.last + 1]?.lower === 'a' &&
    ['point', 'percentage'].includes(tokens[fraction.last + 2]?.lower ?? '');
  const byChange = tokens[(hedge?.first ?? index) - 1]?.lower === 'by' && !time && !points;
  if (!of && !ofPercent && !state && !byChange) return null;
  if (ofPercent && !(HEDGES.has(tokens[index - 1]?.lower ?? '') && !hedge)) {
    // "one tenth of one per cent", "half a percent": the fraction of that share.
    const first = tokens[hedge?.first ?? index]!;
    const end = tokens[ofPercent.last]!.end;
    return {
      quantity: {
        value: fraction.value * ofPercent.value,
        unit: '%',
        text: source.slice(first.start - offset, end - offset),
        start: first.start,
        end,
        fraction: true,
        ...(hedge ? { bounds: boundsOf(fraction.value * ofPercent.value, hedge) } : {}),
      },
      last: ofPercent.last,
    };
  }
  const after = tokens[fraction.last + 2]?.lower;
  const before = tokens[index - 1]?.lower ?? '';
  if ((of && (after === 'a' || after === 'an')) || (HEDGES.has(before) && !hedge)) return null;
  if (token.lower === 'half' && PART_OF.has(before)) return null;
  const first = tokens[hedge?.first ?? index]!;
  const end = tokens[fraction.last]!.end;
  const value = fraction.value * 100;
  return {
    quantity: {
      value,
      unit: '%',
      text: source.slice(first.start - offset, end - offset),
      start: first.start,
      end,
      fraction: true,
      ...(hedge ? { bounds: boundsOf(value, hedge) } : {}),
    },
    last: fraction.last,
  };
}

/**
 * Words of a state a fraction of a whole is in: "two-thirds full", "half empty", "a quarter
 * complete" are shares of the whole as "66.7% of capacity" is.
 */
const STATES = new Set(['full', 'empty', 'complete', 'completed', 'finished', 'done', 'occupied', 'booked']);

/**
 * A share in per cent at `tokens[at]` that a fraction before it takes a part of: "one per cent",
 * "a percent", "1%" (in "one tenth of one per cent", "half a percent"); its value and last token.
 */
function percentAfter(
  tokens: readonly Token[],
  at: number,
  source: string,
  offset: number,
): { value: number; last: number } | null {
  const count = tokens[at];
  if (count === undefined) return null;
  const value = ['a', 'an', 'one'].includes(count.lower)
    ? 1
    : count.isNumber && /^\d+(\.\d+)?$/.test(count.stem)
      ? Number(count.stem)
      : null;
  if (value === null) return null;
  if (count.isNumber && source[count.end - offset] === '%') return { value, last: at };
  const word = tokens[at + 1]?.lower;
  if (word === 'percent') return { value, last: at + 1 };
  return word === 'per' && tokens[at + 2]?.lower === 'cent' ? { value, last: at + 2 } : null;
}

/** Which side of the value a hedge allows, and how far: a share of it (0.2 is a fifth of the value). */
interface Hedge {
  side: 'over' | 'under' | 'around';
  margin: number;
}

/**
 * Hedges of a share, by their words: "just" keeps the value close (within a fifth of it), a bare
 * "over" or "less than" less so, "around" on either side.
 */
const HEDGE_PHRASES: ReadonlyArray<readonly [string, Hedge]> = [
  ...[
    'just over',
    'just above',
    'just more than',
    'slightly over',
    'slightly more than',
    'a little over',
  ].map((words) => [words, { side: 'over', margin: 0.2 }] as const),
  ...['over', 'above', 'more than', 'upwards of'].map(
    (words) => [words, { side: 'over', margin: 0.4 }] as const,
  ),
  ...[
    'just under',
    'just below',
    'just less than',
    'slightly under',
    'slightly less than',
    'nearly',
    'almost',
  ].map((words) => [words, { side: 'under', margin: 0.2 }] as const),
  ...['under', 'below', 'less than', 'fewer than'].map(
    (words) => [words, { side: 'under', margin: 0.4 }] as const,
  ),
  ...['about', 'around', 'roughly', 'approximately', 'some', 'circa', 'close to'].map(
    (words) => [words, { side: 'around', margin: 0.1 }] as const,
  ),
];

/** The hedge just before `tokens[index]` and the index of its first word, the longest that fits. */
function hedgeBefore(tokens: readonly Token[], index: number): (Hedge & { first: number }) | null {
  let found: (Hedge & { first: number }) | null = null;
  for (const [phrase, hedge] of HEDGE_PHRASES) {
    const words = phrase.split(' ');
    const first = index - words.length;
    if (first < 0 || (found && first >= found.first)) continue;
    if (words.every((word, at) => tokens[first + at]!.lower === word)) found = { ...hedge, first };
  }
  return found;
}

/** The values a hedged share allows: "just over a quarter" more than 25 % and at most 30 %. */
function boundsOf(value: number, hedge: Hedge): NonNullable<Quantity['bounds']> {
  const low = hedge.side === 'over' ? value : value * (1 - hedge.margin);
  const high = hedge.side === 'under' ? value : value * (1 + hedge.margin);
  return { low, high, side: hedge.side };
}

/** A whole count written in digits or words ("five", "10"), or null; "one" counts too. */
function countOf(token: Token | undefined): number | null {
  if (token === undefined) return null;
  if (token.isNumber) return /^\d{1,4}$/.test(token.text) ? Number(token.text) : null;
  if (token.lower === 'one') return 1;
  const value = WORD_NUMBERS.get(token.lower);
  return value !== undefined && Number.isInteger(value) && token.lower !== 'twice' ? value : null;
}

/** Words of a counted noun after a count ("cases", "faulty units"): up to two, none a number or a linking word. */
function countedWords(tokens: readonly Token[], at: number): number {
  let words = 0;
  while (words < 2) {
    const word = tokens[at + words];
    if (!word?.isContent || word.isNumber || UNIT_SCALES.has(word.lower) || DURATION_SCALES.has(word.lower))
      break;
    words += 1;
  }
  return words;
}

/** A number in digits with its decimal point, if any ("4.5"). */
const DECIMAL = /^\d+(?:\.\d+)?$/;

/** "1,000", "10,000", "100,000" written with their commas: the whole of "1 in 1,000". */
function groupedPowerOfTen(token: Token | undefined): number | null {
  return token?.text.includes(',') ? powerOfTen(token) : null;
}

/** 10, 100, 1,000, 10,000 or 100,000 written in digits, the whole of a rate of incidence; else null. */
function powerOfTen(token: Token | undefined): number | null {
  if (!token?.isNumber) return null;
  const value = Number(token.stem);
  return [10, 100, 1000, 10_000, 100_000].includes(value) ? value : null;
}

/**
 * "three in five", "one in four", "8 out of 10", "nineteen out of every twenty": a part of a whole as a share, exact (a text
 * that gives it in per cent rounds it). Not "2 in 10 minutes" (a time) nor "3 in 2019" (a year).
 */
function partOfWhole(
  tokens: readonly Token[],
  index: number,
  source: string,
  offset: number,
): { quantity: Quantity; last: number } | null {
  const token = tokens[index]!;
  let at = index + 1;
  // "8 cases per 1,000 people", "3 faulty units in every 1,000": the words of what is counted
  // (two at most) before a whole that is a power of ten, as rates of incidence are given.
  const counted = countedWords(tokens, at);
  at += counted;
  // "28 per 100,000": "per" before a power of ten, with the noun or without it.
  const per = tokens[at]?.lower === 'per' && powerOfTen(tokens[at + 1]) !== null;
  if (per) at += 1;
  else if (tokens[at]?.lower === 'in') at += 1;
  else if (tokens[at]?.lower === 'out' && tokens[at + 1]?.lower === 'of') at += 2;
  else return null;
  // "in every", "out of every": "nineteen out of every twenty children", "one in every four".
  const every = tokens[at]?.lower === 'every';
  if (every) at += 1;
  // A rate of incidence may count in tenths ("4.5 cases per 10,000"); a plain part is whole.
  const incidence = counted > 0 || per;
  const part = incidence && token.isNumber && DECIMAL.test(token.stem) ? Number(token.stem) : countOf(token);
  const whole = incidence ? powerOfTen(tokens[at]) : (countOf(tokens[at]) ?? groupedPowerOfTen(tokens[at]));
  if (counted > 0 && !per && !every) return null;
  if (part === null || whole === null || part <= 0 || part >= whole) return null;
  if (!incidence && part < 1) return null;
  // "3 in 2019" is a year; "1 in 1,000" written with its comma is a whole.
  if (!incidence && tokens[at]!.isNumber && whole >= 1000 && !tokens[at]!.text.includes(',')) return null;
  const after = tokens[at + 1]?.lower ?? '';
  if (UNIT_SCALES.has(after) || DURATION_SCALES.has(after)) return null;
  const end = tokens[at]!.end;
  return {
    quantity: {
      value: (part / whole) * 100,
      unit: '%',
      text: source.slice(token.start - offset, end - offset),
      start: token.start,
      end,
      fraction: true,
    },
    last: at,
  };
}
