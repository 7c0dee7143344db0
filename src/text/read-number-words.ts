/**
 * A cardinal number written in several words: "one hundred and fifty", "eighty-six thousand",
 * "two thousand five hundred", "a hundred and ten", "twenty-one". Read as one value, so "one
 * hundred and fifty pounds" states "£150" and not "fifty pounds" (which a reader of single words
 * finds, and then takes for a changed number). A lone word ("fifty", "one") is left to the
 * quantity reader, which knows when "one" is no number ("one of the").
 */
import type { Token } from './tokenize.js';

/** Words below a hundred that a compound is built from (not "dozen", "twice" or "half"). */
const SMALL = new Map<string, number>(
  (
    'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen ' +
    'sixteen seventeen eighteen nineteen'
  )
    .split(' ')
    .map((word, value) => [word, value]),
);
const TENS = new Map<string, number>(
  'twenty thirty forty fifty sixty seventy eighty ninety'.split(' ').map((word, at) => [word, 20 + 10 * at]),
);
/** Scales that multiply the group before them: "eighty-six thousand", "two million". */
const SCALES = new Map<string, number>([
  ['thousand', 1e3],
  ['million', 1e6],
  ['billion', 1e9],
  ['trillion', 1e12],
]);
/** "a hundred", "a thousand", "one million": the article counts one of the scale after it. */
const ONE = new Set(['a', 'one']);

/** Whether two tokens are joined as a compound's words are: one space or one hyphen ("eighty-six"). */
function joined(source: string, offset: number, left: Token, right: Token): boolean {
  return /^[ \u00a0-]$/.test(source.slice(left.end - offset, right.start - offset));
}

/**
 * A number below a hundred at `tokens[index]`: a unit or teen word, a tens word, or a tens word
 * and a unit word ("eighty-six", "twenty one"); its value and last index, or null.
 */
export function readBelowHundred(
  tokens: readonly Token[],
  index: number,
  source: string,
  offset: number,
): { value: number; last: number } | null {
  const token = tokens[index];
  if (token === undefined) return null;
  const small = SMALL.get(token.lower);
  if (small !== undefined) return { value: small, last: index };
  const tens = TENS.get(token.lower);
  if (tens === undefined) return null;
  const unit = tokens[index + 1];
  const unitValue = unit ? SMALL.get(unit.lower) : undefined;
  if (unitValue !== undefined && unitValue >= 1 && unitValue <= 9 && joined(source, offset, token, unit!))
    return { value: tens + unitValue, last: index + 1 };
  return { value: tens, last: index };
}

/**
 * A group below a thousand at `tokens[index]`: "one hundred and fifty", "a hundred", "five
 * hundred", "eighty-six"; its value and last index, or null. "and" joins only a hundred to the
 * number after it, and not where another hundred follows ("between one hundred and two hundred").
 */
function readGroup(
  tokens: readonly Token[],
  index: number,
  source: string,
  offset: number,
): { value: number; last: number } | null {
  const token = tokens[index];
  if (token === undefined) return null;
  const hundredAt = index + 1;
  const hundred = tokens[hundredAt];
  const count = ONE.has(token.lower) ? 1 : SMALL.get(token.lower);
  const hasHundred =
    hundred?.lower === 'hundred' &&
    count !== undefined &&
    count >= 1 &&
    joined(source, offset, token, hundred);
  if (!hasHundred) return token.lower === 'a' ? null : readBelowHundred(tokens, index, source, offset);
  const value = count! * 100;
  let at = hundredAt + 1;
  const and = tokens[at]?.lower === 'and';
  if (and) at += 1;
  const rest = joined(source, offset, tokens[at - 1]!, tokens[at] ?? tokens[at - 1]!)
    ? readBelowHundred(tokens, at, source, offset)
    : null;
  if (!rest || rest.value === 0 || tokens[rest.last + 1]?.lower === 'hundred')
    return { value, last: hundredAt };
  return { value: value + rest.value, last: rest.last };
}

/**
 * "two thousand, five hundred": a comma after a scale word, as digits are grouped, before a group
 * of hundreds or a group with a smaller scale of its own ("two million, three hundred thousand").
 * Only those: "two thousand, five people" and a list ("one thousand, two thousand") stay apart.
 */
function commaAfterScale(tokens: readonly Token[], at: number, source: string, offset: number): boolean {
  const previous = tokens[at - 1]!;
  if (!SCALES.has(previous.lower) || source.slice(previous.end - offset, tokens[at]!.start - offset) !== ', ')
    return false;
  const group = readGroup(tokens, at, source, offset);
  if (!group) return false;
  const after = tokens[group.last + 1];
  const scale =
    after && joined(source, offset, tokens[group.last]!, after) ? SCALES.get(after.lower) : undefined;
  // "thirty-one thousand, two hundred and four": the group holds its hundreds.
  const hundreds = tokens.slice(at, group.last + 1).some((token) => token.lower === 'hundred');
  return hundreds || (scale !== undefined && scale < SCALES.get(previous.lower)!);
}

/**
 * The number written in words from `tokens[index]` when it takes more than one word: its value
 * and the index of its last word, or null. Groups are joined by their scales ("two thousand five
 * hundred", "one hundred and fifty thousand"); a scale no smaller than the one before it ends the
 * number ("one thousand and two thousand" is two numbers).
 * @example readNumberWords(tokenize('one hundred and fifty pounds'), 0, 'one hundred and fifty pounds', 0) // { value: 150, last: 3 }
 */
export function readNumberWords(
  tokens: readonly Token[],
  index: number,
  source: string,
  offset: number,
): { value: number; last: number } | null {
  let total = 0;
  /** The scale last applied: later groups must take a smaller one. */
  let lastScale = Number.POSITIVE_INFINITY;
  let at = index;
  let last = -1;
  while (at < tokens.length) {
    const token = tokens[at]!;
    // "a million", "one thousand": the article counts one of the scale.
    const article = ONE.has(token.lower) && SCALES.has(tokens[at + 1]?.lower ?? '');
    const group = article ? { value: 1, last: at } : readGroup(tokens, at, source, offset);
    if (!group) break;
    const scaleToken = tokens[group.last + 1];
    const scale =
      scaleToken && joined(source, offset, tokens[group.last]!, scaleToken)
        ? SCALES.get(scaleToken.lower)
        : undefined;
    if (scale !== undefined && scale < lastScale) {
      total += group.value * scale;
      lastScale = scale;
      last = group.last + 1;
    } else {
      // The last group, without a scale ("… thousand five hundred"), or a scale out of order.
      if (last < 0 || (scale === undefined && group.value > 0)) {
        total += group.value;
        last = group.last;
      }
      break;
    }
    // "one thousand and twenty": "and" may join the next group.
    const next = tokens[last + 1];
    const skipAnd = next?.lower === 'and' && joined(source, offset, tokens[last]!, next);
    at = last + (skipAnd ? 2 : 1);
    if (tokens[at] === undefined) break;
    if (!joined(source, offset, tokens[at - 1]!, tokens[at]!) && !commaAfterScale(tokens, at, source, offset))
      break;
  }
  if (last < 0) return null;
  const decimals = readDecimalWords(tokens, last, source, offset);
  if (decimals) return { value: total + decimals.value, last: decimals.last };
  return last > index ? { value: total, last } : null;
}

/** Digits said one by one after "point": "nine point eight seven" (9.87), "two point oh five". */
const DIGITS = new Map<string, number>([...[...SMALL].filter(([, value]) => value <= 9), ['oh', 0]]);

/**
 * The decimal part said after the number ending at `tokens[last]`: "point" and one digit word or
 * more, each joined by a space; its value (below 1) and last index, or null.
 */
function readDecimalWords(
  tokens: readonly Token[],
  last: number,
  source: string,
  offset: number,
): { value: number; last: number } | null {
  const point = tokens[last + 1];
  if (point?.lower !== 'point' || !joined(source, offset, tokens[last]!, point)) return null;
  let digits = '';
  let at = last + 2;
  while (
    tokens[at] &&
    DIGITS.has(tokens[at]!.lower) &&
    joined(source, offset, tokens[at - 1]!, tokens[at]!)
  ) {
    digits += String(DIGITS.get(tokens[at]!.lower));
    at += 1;
  }
  return digits.length > 0 ? { value: Number(`0.${digits}`), last: at - 1 } : null;
}

/** Words a year said in words follows: "in eighteen eighty-seven", "the year nineteen ninety". */
const YEAR_CUES = new Set([
  'in',
  'year',
  'since',
  'until',
  'till',
  'by',
  'from',
  'of',
  'circa',
  'around',
  'before',
  'after',
  'during',
]);

/**
 * A year said as two numbers ("eighteen eighty-seven", "nineteen oh five", "twenty twenty-four")
 * after a word years follow: its value and last index, or null. Not "nineteen hundred", which
 * `readNumberWords` reads, nor two numbers elsewhere ("fifteen twenty-minute sessions").
 * @example readYearWords(tokenize('in eighteen eighty-seven'), 1, 'in eighteen eighty-seven', 0) // { value: 1887, last: 3 }
 */
export function readYearWords(
  tokens: readonly Token[],
  index: number,
  source: string,
  offset: number,
): { value: number; last: number } | null {
  const token = tokens[index];
  const previous = tokens[index - 1];
  if (token === undefined || previous === undefined || !YEAR_CUES.has(previous.lower)) return null;
  const century = token.lower === 'twenty' ? 20 : SMALL.get(token.lower);
  if (century === undefined || century < 11 || century > 20) return null;
  const next = tokens[index + 1];
  if (next === undefined || source.slice(token.end - offset, next.start - offset) !== ' ') return null;
  // "nineteen oh five"
  if (next.lower === 'oh' || next.lower === 'o') {
    const unit = tokens[index + 2];
    const value = unit ? SMALL.get(unit.lower) : undefined;
    if (value === undefined || value < 1 || value > 9) return null;
    return { value: century * 100 + value, last: index + 2 };
  }
  const rest = readBelowHundred(tokens, index + 1, source, offset);
  if (!rest || rest.value < 10) return null;
  // "the year nineteen twenty-minute …" is no year: a hyphen joins the last word to another.
  const after = tokens[rest.last + 1];
  if (after && source.slice(tokens[rest.last]!.end - offset, after.start - offset) === '-') return null;
  return { value: century * 100 + rest.value, last: rest.last };
}
