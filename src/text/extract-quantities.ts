/**
 * Numbers as a reader means them: "60 days", "$1.2 million", "12%", "twelve percent", "in 1998",
 * and values written in several words: "7:30 p.m." (`read-time-of-day.ts`), "3 hours 15 minutes"
 * (`read-duration-phrase.ts`), "a quarter of" and "three in five" (`read-share.ts`), "30 pages per
 * minute" (`read-rate.ts`); a range's first end takes its second's unit
 * (`give-ranges-their-unit.ts`). Each quantity carries its value and a unit (the noun after it,
 * `%`, `money` or `year`), so a claim's "60 days" can be compared with a chunk's "30 days" and not
 * with its "5 business days" only by accident of order.
 */
import { breaksClause } from './breaks-clause.js';
import { giveDimensionsTheirUnit } from './give-dimensions-their-unit.js';
import { givePartsTheirUnit } from './give-parts-their-unit.js';
import { giveRangesTheirUnit, giveShortYearsTheirCentury } from './give-ranges-their-unit.js';
import type { LanguageModule } from './languages/language-module.js';
import { markHedgeDirection } from './mark-hedge-direction.js';
import { markHedged } from './mark-hedged.js';
import { CHANGE_WORDS, VULGAR_FRACTIONS, WORD_NUMBERS } from './number-words.js';
import { DAY, DECADE, type Quantity, TIMES, YEAR, YEAR_WRITTEN } from './quantity.js';
import { CLOCK_OPENERS, readClockWords } from './read-clock-words.js';
import { andAPart, readDurationPhrase } from './read-duration-phrase.js';
import { readEras } from './read-eras.js';
import { FRACTION_OPENERS, readFraction } from './read-fraction.js';
import { readHalfPrice } from './read-half-price.js';
import { readImperialMeasure } from './read-imperial-measure.js';
import { oneMajorWithMinor, readMinorCurrency } from './read-minor-currency.js';
import { readNumberWords, readYearWords } from './read-number-words.js';
import { RANK_WORDS, readOrdinal } from './read-ordinal.js';
import { readPoweredLength } from './read-powered-length.js';
import { RATE, readPeriod, readPeriodBefore, readRate } from './read-rate.js';
import { giveNumberedPartsTheirUnit, readRomanNumerals } from './read-roman-numerals.js';
import { readShare } from './read-share.js';
import { readSpeedPeriod, SPEED } from './read-speed-period.js';
import { readTimeOfDay, TIME_WORDS } from './read-time-of-day.js';
import { MONTH_STEMS, type Token } from './tokenize.js';
import {
  CELSIUS,
  DURATION_SCALES,
  FAHRENHEIT,
  TEMPERATURE,
  TWO_WORD_UNITS,
  timeScaleOf,
  UNIT_SCALES,
  type UnitScale,
} from './units.js';

const ENGLISH_MONTHS = new Set(
  'january february march april may june july august september october november december'.split(' '),
);

/**
 * A month name, its capitalised abbreviation, or a month written as digits in a numeric date. In a
 * language module's tokens a month carries its English name (months are lower-case in Romance languages).
 */
function isMonth(token: Token | undefined, language?: LanguageModule): boolean {
  if (token === undefined || !MONTH_STEMS.has(token.stem)) return false;
  return (
    token.isCapitalized ||
    /^\d/.test(token.text) ||
    (language !== undefined && ENGLISH_MONTHS.has(token.lower))
  );
}

/** Whether a month stands next to `tokens[index]`, allowing "the 18th of February" (and "3 de marzo"). */
function besideMonth(tokens: readonly Token[], index: number, language?: LanguageModule): boolean {
  let before = index - 1;
  if (tokens[before]?.lower === 'the') before -= 1;
  let after = index + 1;
  if (tokens[after]?.lower === 'of' || language?.dateLinkers.has(tokens[after]?.lower ?? '')) after += 1;
  return isMonth(tokens[before], language) || isMonth(tokens[after], language);
}

/** The suffix of a rank in digits: "5th", "21st", "3rd". */
const RANK_SUFFIX = /\d(?:st|nd|rd|th)$/i;

/** English words a time of day, a duration in pieces or a share may start with. */
/** "every hour and 35 minutes" opens a duration in pieces (a single "every hour" is left alone). */
const PHRASE_OPENERS: ReadonlySet<string> = new Set([
  ...TIME_WORDS,
  ...FRACTION_OPENERS,
  ...CLOCK_OPENERS,
  'every',
]);

/** Words for a multiple in one word ("twice as long", "double the prior year's"). */
const MULTIPLE_WORDS = new Set(['twice', 'double', 'triple']);
/** Words after "twice" that make it a multiple of something: "twice as long", "twice the size". */
const MULTIPLE_OF = new Set(['as', 'the', 'that', 'its', 'their', 'his', 'her', 'a', 'an', 'per', 'what']);
const MULTIPLIERS = new Map<string, number>(
  Object.entries({
    hundred: 100,
    thousand: 1e3,
    million: 1e6,
    billion: 1e9,
    trillion: 1e12,
    dozen: 12,
    k: 1e3,
    m: 1e6,
    b: 1e9,
    bn: 1e9,
    tn: 1e12,
  }),
);
const PERCENT = new Set(['percent', 'per', 'percentage', 'pct']);
const SKIP_UNIT = new Set([
  'and',
  'or',
  'to',
  'of',
  'the',
  'a',
  'in',
  'on',
  'at',
  'by',
  'from',
  'than',
  'more',
  'less',
  // Conjunctions the stop-word list leaves as content words: "in 2020 because of …" is a year.
  'because',
  'while',
  'although',
  'though',
  'despite',
  'whereas',
  'unless',
  'whether',
  // Words that place the sentence in time: "29.8 last year" counts no "last".
  'last',
  'next',
  'this',
  'yesterday',
  'today',
  'tomorrow',
]);
const CURRENCY_WORDS = new Set(['dollar', 'usd', 'euro', 'eur', 'pound', 'gbp', 'yen', 'rupe', 'cent']);

/**
 * The words the readers of a number in words start from: a rank ("fifth", "twenty-first"), "a",
 * "an" or "one" (a single duration, "a hundred", "a quarter of a million"), a number word
 * ("twelve", "half", "eighty-six thousand"). Any other word (a vulgar fraction aside) opens no
 * quantity: one look-up skips the five readers that would each say so.
 */
const NUMBER_OPENERS: ReadonlySet<string> = new Set([
  ...RANK_WORDS,
  // "the next decade": one of the duration after it (`singleDuration`).
  'next',
  'past',
  'coming',
  'a',
  'an',
  'one',
  ...WORD_NUMBERS.keys(),
]);

const ARTICLES: ReadonlySet<string> = new Set(['a', 'an']);

/** The words of one of a unit: "a mile", "one square mile". */
const ONE_WORDS: ReadonlySet<string> = new Set(['a', 'an', 'one']);

/**
 * Whether a unit of measure follows (English): a length, area, volume, mass or energy by its word
 * of three letters or more ("mile", "litre", "square mile"). Not a unit of time ("an hour" is read
 * as a duration), and not "pound", which may be money.
 */
function measureAfter(tokens: readonly Token[], index: number, source: string, offset: number): boolean {
  const word = tokens[index];
  if (!word || word.isNumber) return false;
  if (readPoweredLength(tokens, index, source, offset)) return true;
  const scale = word.lower.length >= 3 ? UNIT_SCALES.get(word.lower) : undefined;
  return scale !== undefined && !scale.dimension.startsWith('@time') && !/^pounds?$/.test(word.lower);
}

/** Every word a quantity may start with: most words are none, and one look-up passes them by. */
const OPENERS: ReadonlySet<string> = new Set([...PHRASE_OPENERS, ...NUMBER_OPENERS, ...CHANGE_WORDS.keys()]);

/** The first words of the units of two words ("fl", "nautical", "kilowatt"). */
const TWO_WORD_OPENERS: ReadonlySet<string> = new Set(
  [...TWO_WORD_UNITS.keys()].map((pair) => pair.slice(0, pair.indexOf(' '))),
);

/**
 * The unit the two words make together, if any: the first word is looked up before the pair's
 * string is built (every number with two words after it asked for one).
 */
function twoWordUnit(first: Token, second: Token): UnitScale | undefined {
  return TWO_WORD_OPENERS.has(first.lower) ? TWO_WORD_UNITS.get(`${first.lower} ${second.lower}`) : undefined;
}

/** "½", "¾": a fraction written as one character (every key of VULGAR_FRACTIONS is one). */
function isVulgarFraction(text: string): boolean {
  return text.length === 1 && VULGAR_FRACTIONS.has(text);
}

const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
/** "× 10^6", "x 10**-3", "×10⁶", "· 10⁻³" right after a number. */
const POWER_OF_TEN = /^\s?[×x·]\s?10(?:\s?(?:\^|\*\*)\s?([-−]?\d{1,2})|([⁻]?[⁰¹²³⁴⁵⁶⁷⁸⁹]{1,2}))/u;

/** The exponent of a power of ten that opens `text`, and how many characters it takes. */
function powerOfTen(text: string): { exponent: number; length: number } | null {
  const match = POWER_OF_TEN.exec(text);
  if (!match) return null;
  const written = match[1] ?? match[2]!;
  const digits = [...written.replace(/[-−⁻]/u, '')]
    .map((digit) => (SUPERSCRIPT_DIGITS.includes(digit) ? SUPERSCRIPT_DIGITS.indexOf(digit) : Number(digit)))
    .join('');
  const exponent = Number(digits) * (/[-−⁻]/u.test(written) ? -1 : 1);
  return { exponent, length: match[0].length };
}

/** "No. 1": a number after the sign of "number" is a rank ("ranked No. 1" is "ranked first"). */
function afterNumberSign(tokens: readonly Token[], index: number): boolean {
  const before = tokens[index - 1];
  return before !== undefined && before.lower === 'no' && !before.isNegation;
}

/** "warmed by 3.6 °F": a temperature after "by" is a difference, converted without the 32. */
function byChange(source: string, start: number, offset: number): boolean {
  return /\bby\s+$/i.test(source.slice(Math.max(0, start - offset - 4), start - offset));
}

/** Degrees Fahrenheit in degrees Celsius: a temperature, or a difference of two ("by 3.6 °F" is 2 °C). */
function celsiusOf(fahrenheit: number, difference: boolean): number {
  return difference ? (fahrenheit * 5) / 9 : ((fahrenheit - 32) * 5) / 9;
}

/**
 * Quantities in a token list; `source` is the text the tokens' offsets index into.
 * @example extractQuantities(tokenize('within 30 days'), 'within 30 days') // [{ value: 30, unit: 'dai', … }]
 */
export function extractQuantities(
  tokens: readonly Token[],
  source: string,
  offset = 0,
  /** The language module the tokens were read with (its percent and currency words, "3 de marzo"). */
  language?: LanguageModule,
): Quantity[] {
  const quantities: Quantity[] = [];
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    if (!token.isNumber && !OPENERS.has(token.lower) && !isVulgarFraction(token.text)) continue;
    // A time of day, or (English) a duration in pieces or a share written as a fraction: one
    // quantity of several tokens. Most words open none: one look-up skips the readers.
    if (token.isNumber || (!language && PHRASE_OPENERS.has(token.lower))) {
      const phrase =
        readTimeOfDay(tokens, index, source, offset, language === undefined) ??
        (language
          ? null
          : ((CLOCK_OPENERS.has(token.lower) ? readClockWords(tokens, index, source, offset) : null) ??
            readDurationPhrase(tokens, index, source, offset) ??
            readImperialMeasure(tokens, index, source, offset) ??
            readShare(tokens, index, source, offset) ??
            readHalfPrice(tokens, index, source, offset)));
      if (phrase) {
        quantities.push(phrase.quantity);
        index = phrase.last;
        continue;
      }
    }
    let value: number;
    /** The last token of the number's words, before any multiplier: "a quarter of a" in "a quarter of a million". */
    let lastWord = index;
    /** A year said in words ("in eighteen eighty-seven"). */
    let yearInWords = false;
    if (token.isNumber) {
      if (!/^\d+(\.\d+)?$/.test(token.stem)) continue; // versions, dates like 1.2.3
      value = Number(token.stem);
    } else {
      // "halved", "doubled": a change by a share of what there was (English only).
      const change = language ? undefined : CHANGE_WORDS.get(token.lower);
      if (change !== undefined) {
        quantities.push({ value: change, unit: '%', text: token.text, start: token.start, end: token.end });
        continue;
      }
      if (!NUMBER_OPENERS.has(token.lower) && !isVulgarFraction(token.text)) continue;
      // "fifth", "twenty-first": a rank in words, as "5th" is one in digits.
      const rank = language ? null : readOrdinal(tokens, index, source, offset);
      if (rank) {
        // "the twenty-first of June" is a day of the month, as "21 June" is.
        const { quantity } = rank;
        const dayOfMonth =
          tokens[rank.last + 1]?.lower === 'of' &&
          isMonth(tokens[rank.last + 2]) &&
          Number.isInteger(quantity.value) &&
          quantity.value >= 1 &&
          quantity.value <= 31;
        quantities.push(
          dayOfMonth
            ? {
                value: quantity.value,
                unit: DAY,
                text: quantity.text,
                start: quantity.start,
                end: quantity.end,
              }
            : quantity,
        );
        index = rank.last;
        continue;
      }
      const single = singleDuration(tokens, index, source, offset);
      if (single) {
        quantities.push(single);
        index += 1;
        continue;
      }
      // "one hundred and fifty", "eighty-six thousand": a number in several words, read whole.
      const year = language ? null : readYearWords(tokens, index, source, offset);
      const compound = year ?? readNumberWords(tokens, index, source, offset);
      yearInWords = year !== null;
      if (compound) {
        value = compound.value;
        lastWord = compound.last;
      } else {
        // "half a million", "a quarter of a million": the fraction of the multiplier after it.
        const ofMultiplier = fractionOfMultiplier(tokens, index);
        // "¾ cup"; the "½" of "3½" was read with its digits.
        const fraction = ofMultiplier?.value ?? VULGAR_FRACTIONS.get(token.text);
        if (ofMultiplier) lastWord = ofMultiplier.last;
        if (fraction !== undefined) {
          if (tokens[index - 1]?.isNumber && tokens[index - 1]!.end === token.start) continue;
          value = fraction;
        }
        // A Map, not an object: `in` would find 'constructor' and hash every word afresh.
        // "a mile", "an acre", "a kilometre and a half": one of the measure after it (English).
        const single =
          !language &&
          ARTICLES.has(token.lower) &&
          (measureAfter(tokens, index + 1, source, offset) || oneMajorWithMinor(tokens, index + 1));
        const wordValue = fraction ?? (single ? 1 : WORD_NUMBERS.get(token.lower));
        if (wordValue === undefined || (token.lower === 'half' && !ofMultiplier)) continue;
        // "one of the", "one day": only "one page every two seconds" counts.
        if (
          token.lower === 'one' &&
          !ofMultiplier &&
          !andAPart(tokens, index + 1) &&
          (language ||
            (!measureAfter(tokens, index + 1, source, offset) && !oneMajorWithMinor(tokens, index + 1))) &&
          (!tokens[index + 1] || !readRate(tokens, index + 1, source, offset))
        )
          continue;
        value = wordValue;
      }
    }
    let start = token.start;
    let end = tokens[lastWord]!.end;
    let next = lastWord + 1;
    if (token.isNumber) {
      // "3½": the fraction written as one character belongs to the number.
      const part = tokens[next];
      const fraction = part?.start === end ? VULGAR_FRACTIONS.get(part.text) : undefined;
      if (fraction !== undefined) {
        value += fraction;
        end = part!.end;
        next += 1;
      }
    } else {
      // "two and a half thousand", "one and three-quarter million", "six and a half points": a
      // part more (a duration, "two and a half hours", was read whole before).
      const part = Number.isInteger(value) && value >= 1 ? andAPart(tokens, next) : null;
      if (part) {
        value += part.value;
        end = tokens[part.last]!.end;
        next = part.last + 1;
      }
    }
    // "-12 °C", "minus 12 °C", "minus five degrees" (a word number by the word only: "-five" is no
    // way to write one).
    const minus = minusBefore(tokens, index, source, offset, token.isNumber);
    if (minus !== null) {
      value = -value;
      start = minus;
    }
    const before = source[token.start - offset - 1] ?? '';
    const isMoney =
      ('$€£¥'.includes(before) && before !== '') || currencyCodeBefore(tokens, index, source, offset);
    const multiplier = tokens[next] ? MULTIPLIERS.get(tokens[next]!.lower) : undefined;
    // "5 m" is five metres, "5 b" no number; "$5m" is five million (and "1.5m people" read both ways below).
    const isMultiplier =
      multiplier !== undefined && (isMoney || (tokens[next]!.lower !== 'm' && tokens[next]!.lower !== 'b'));
    if (isMultiplier && tokens[next]!.start - end <= 1) {
      value *= multiplier!;
      end = tokens[next]!.end;
      next += 1;
    }
    // "3.2 × 10^6", "3.2 x 10⁶": a number times a power of ten is one number (3,200,000).
    const power = token.isNumber && !isMultiplier ? powerOfTen(source.slice(end - offset)) : null;
    if (power) {
      value = Number((value * 10 ** power.exponent).toPrecision(12));
      end += power.length;
      while (tokens[next] && tokens[next]!.start < end) next += 1;
    }
    // "25p", "three pounds fifty", "£3 50p": money with its minor unit, in the major.
    const minor = language ? null : readMinorCurrency(tokens, next, value, isMoney, source, offset);
    if (minor) ({ value, end, next } = minor);
    // The number's own words ("twenty-six", "two hundred") are not read again as numbers of their own.
    const numberEnd = end;
    const millionsOf = token.isNumber && !isMultiplier ? countInMillions(tokens, next, end) : null;
    const after = source.slice(end - offset, end - offset + 2);
    if (before === '[' && after.startsWith(']')) continue; // a citation marker, not a quantity
    if (token.isNumber && after.startsWith('s') && /^\d{3}0$/.test(token.stem)) {
      quantities.push({ value, unit: DECADE, text: `${token.text}s`, start: token.start, end: end + 1 });
      continue;
    }
    let unit: string | null = null;
    let measureScale: number | undefined;
    /** A rate's count as written ("30 pages"), its other reading. */
    let counted: { value: number; end: number; unit: string } | undefined;
    let rateLast: number | undefined;
    /** The period of a rate of one ("one orbit every 95 minutes"), as a length of time. */
    let period: { seconds: number; start: number } | undefined;
    if (
      token.isNumber &&
      Number.isInteger(value) &&
      value >= 1 &&
      value <= 31 &&
      besideMonth(tokens, index, language)
    )
      unit = DAY;
    else if (after.startsWith('%') || after.startsWith(' %') || (language && after.startsWith('\u00a0%')))
      unit = '%';
    else if (isMoney || minor) unit = 'money';
    // "1.500,50 €": the euro sign follows the amount in most European languages.
    else if (language && /^[\s\u00a0]?[€$£]/.test(after)) unit = 'money';
    else if (after.startsWith('°') || after.startsWith(' °')) {
      // A temperature, in degrees Celsius; Fahrenheit keeps its scale to be compared in its own.
      const letter = tokens[next];
      const fahrenheit = letter?.text === 'F' && letter.start - end <= 3;
      if (fahrenheit || (letter?.text === 'C' && letter.start - end <= 3)) {
        unit = TEMPERATURE;
        if (fahrenheit) value = celsiusOf(value, byChange(source, start, offset));
        measureScale = fahrenheit ? FAHRENHEIT : CELSIUS;
        end = letter!.end;
      }
    } else if (
      (tokens[next]?.lower === 'degrees' || tokens[next]?.lower === 'degree') &&
      SCALE_WORDS.has(tokens[next + 1]?.lower ?? '')
    ) {
      // "8 degrees Celsius", "46 degrees Fahrenheit": the same temperature as "8 °C".
      const fahrenheit = SCALE_WORDS.get(tokens[next + 1]!.lower) === FAHRENHEIT;
      unit = TEMPERATURE;
      if (fahrenheit) value = celsiusOf(value, byChange(source, start, offset));
      measureScale = fahrenheit ? FAHRENHEIT : CELSIUS;
      end = tokens[next + 1]!.end;
    } else {
      // "8 business hours": the hours past the word that says which. (Not "10 working days", which
      // a week of calendar days does not count as days.)
      if (!language && DURATION_MODIFIERS.has(tokens[next]?.lower ?? '')) {
        const time = UNIT_SCALES.get(tokens[next + 1]?.lower ?? '');
        if (time?.dimension === '@time-s' && tokens[next]!.start - end <= 1) {
          end = tokens[next]!.end;
          next += 1;
        }
      }
      const area = readPoweredLength(tokens, next, source, offset);
      const following = tokens[next];
      // "the Vantor X2's graphics card": a letter after an apostrophe is a possessive, not a unit
      // ("2's" is no two seconds).
      const possessive = following !== undefined && /['\u2019]/.test(source[end - offset] ?? '');
      // "12 fl oz", "2.5 US gallons", "1,250 megawatt-hours": a unit of two words.
      const second = tokens[next + 1];
      const pair =
        !language && following && second && !possessive && second.start - following.end <= 1
          ? twoWordUnit(following, second)
          : undefined;
      const scale =
        area?.scale ??
        pair ??
        (following && !following.isNumber && !possessive ? UNIT_SCALES.get(following.lower) : undefined);
      if (area && following!.start - end <= 1) {
        value *= area.scale.factor;
        unit = area.scale.dimension;
        measureScale = area.scale.factor;
        end = area.end;
      } else if (scale && following!.start - end <= 1) {
        // A measure: its value in the dimension's base unit ("1.8 l" = "1,800 ml").
        value *= scale.factor;
        unit = scale.dimension;
        measureScale = scale.factor;
        end = pair ? second!.end : following!.end;
        // "a mile and a half": the half after the unit of a measure said as one.
        if (!language && !pair && ONE_WORDS.has(token.lower) && andAPart(tokens, next + 1)?.value === 0.5) {
          value *= 1.5;
          end = tokens[andAPart(tokens, next + 1)!.last]!.end;
        }
        // A length per unit of time is a speed ("160 km/h", "59 kilometres per second"), as "mph" is.
        const period =
          scale.dimension === '@length-m' && !pair ? readSpeedPeriod(tokens, next, source, offset) : null;
        if (period !== null) {
          value /= period.seconds;
          unit = SPEED;
          measureScale = scale.factor / period.seconds;
          end = period.end;
        }
      } else if (language && following && !following.isNumber && following.start - end <= 2) {
        const pair = `${following.lower} ${tokens[next + 1]?.lower ?? ''}`;
        if (language.percentWords.has(following.lower) || language.percentWords.has(pair)) unit = '%';
        else if (language.currencyWords.has(following.lower)) unit = 'money';
        else if (following.isContent && !isMonth(following, language)) unit = following.stem;
      } else if (
        following &&
        !following.isNumber &&
        following.start - end <= 2 &&
        // "numbered 15,900, most of them …": no unit across a comma. (A year keeps the word after
        // it, "In 2009, the club …", as it did: the judge's model was fitted on years read so.)
        (YEAR_WRITTEN.test(token.text) || !breaksClause(source, end - offset, following.start - offset))
      ) {
        if (PERCENT.has(following.lower) && (following.lower !== 'per' || tokens[next + 1]?.lower === 'cent'))
          unit = '%';
        else if (CURRENCY_WORDS.has(following.stem)) unit = 'money';
        else if (!SKIP_UNIT.has(following.lower) && following.isContent && !isMonth(following))
          // "1,200 head of cattle": the noun after "head of" is the one counted.
          unit =
            following.lower === 'head' && tokens[next + 1]?.lower === 'of' && tokens[next + 2]?.isContent
              ? tokens[next + 2]!.stem
              : following.stem;
      }
    }
    // "three degrees below zero" is "minus three degrees".
    if (!language && (unit === TEMPERATURE || unit === 'degre') && value > 0) {
      // Past the unit's word, which a bare "degrees" leaves out of the quantity's text.
      const from = unit === TEMPERATURE ? next : next + 1;
      const below = tokens.findIndex((candidate, at) => at >= from && candidate.start >= end);
      if (tokens[below]?.lower === 'below' && BELOW_ZERO.has(tokens[below + 1]?.lower ?? '')) {
        value = -value;
        end = tokens[below + 1]!.end;
      }
    }
    // "30 pages per minute": a count per second, in the writer's own period; "£4.50 per month"
    // money per second, its period in months or years too. (Read in any language: English text
    // taken for Italian for its "per" is read as English.)
    const rate =
      unit !== null && unit === tokens[next]?.stem
        ? readRate(tokens, next, source, offset)
        : unit === 'money' && (isMoney || minor)
          ? (readPeriod(tokens, next - 1, source, offset, true) ?? periodBefore(tokens, index, end, next))
          : null;
    if (rate) {
      counted = { value, end, unit: unit! };
      // "one orbit every 95 minutes": the period of one is a length of time too ("an orbit
      // takes an hour and 35 minutes"), for a count of things (not money).
      const every = tokens[next + 1]?.lower === 'every';
      if (every && value === 1 && unit !== 'money')
        period = { seconds: rate.seconds, start: tokens[next + 1]!.end };
      value /= rate.seconds;
      unit = RATE + unit;
      measureScale = 1 / rate.seconds;
      end = rate.end;
      rateLast = rate.last;
    }
    // "twice as long", "twice the £3 billion": a multiple, as "three times" is one ("charged
    // twice" counts no more than a bare number does).
    if (unit === null && MULTIPLE_WORDS.has(token.lower) && MULTIPLE_OF.has(tokens[next]?.lower ?? ''))
      unit = TIMES;
    // "a two-fold rise" is a multiple too.
    if (unit === 'fold') unit = TIMES;
    const durationWord = tokens[next];
    const durationScale =
      unit !== null && durationWord?.stem === unit ? DURATION_SCALES.get(durationWord.lower) : undefined;
    if (yearInWords) unit = YEAR;
    if (
      unit === null &&
      token.isNumber &&
      Number.isInteger(value) &&
      value >= 1000 &&
      value <= 2100 &&
      token.text.length === 4
    ) {
      unit = YEAR;
    }
    // "in '89", "reopened in ’98": a year cut to two digits after an apostrophe (1930 to 2029),
    // whatever word follows it ("the summer of '23 excavating", "the '23 season").
    const nounUnit = unit !== null && !unit.startsWith('@') && unit !== 'money' && unit !== '%';
    if (
      (unit === null || (nounUnit && measureScale === undefined && durationScale === undefined)) &&
      token.isNumber &&
      token.text.length === 2 &&
      /['’‘]$/u.test(source.slice(Math.max(0, token.start - offset - 1), token.start - offset))
    ) {
      unit = YEAR;
      value += value >= 30 ? 1900 : 2000;
      start -= 1;
    }
    // "110 pounds": money, or a weight in pounds where the other side is a mass.
    const pounds = unit === 'money' && !isMoney && !language && POUND_WORDS.has(tokens[next]?.lower ?? '');
    if (pounds) end = tokens[next]!.end;
    const quantity: Quantity = {
      value,
      unit,
      text: source.slice(start - offset, end - offset),
      start,
      end,
      ...(measureScale !== undefined ? { scale: measureScale } : {}),
      ...(token.isNumber && (RANK_SUFFIX.test(token.text) || afterNumberSign(tokens, index))
        ? { ordinal: 'digits' as const }
        : {}),
      ...(durationScale
        ? {
            duration: {
              dimension: durationScale.dimension,
              value: value * durationScale.factor,
              unitEnd: durationWord!.end,
              text: source.slice(start - offset, durationWord!.end - offset),
            },
          }
        : {}),
    };
    if (counted)
      quantity.otherReading = {
        value: counted.value,
        unit: counted.unit,
        text: source.slice(start - offset, counted.end - offset),
        start,
        end: counted.end,
        // Read after the count, as `states` reads each other reading in turn.
        ...(period
          ? {
              otherReading: {
                value: period.seconds,
                unit: '@time-s',
                text: source.slice(period.start - offset, end - offset).trim(),
                start: period.start,
                end,
              },
            }
          : {}),
      };
    if (millionsOf)
      quantity.otherReading = {
        value: value * 1e6,
        unit: millionsOf.stem,
        text: quantity.text,
        start,
        end: quantity.end,
      };
    if (pounds)
      quantity.otherReading = {
        ...quantity,
        value: value * POUND.factor,
        unit: POUND.dimension,
        scale: POUND.factor,
      };
    quantities.push(quantity);
    while (tokens[index + 1] !== undefined && tokens[index + 1]!.end <= numberEnd) index += 1;
    // The period was read with the rate: "every two seconds" is no duration of its own.
    if (rateLast !== undefined) index = rateLast;
  }
  giveRangesTheirUnit(quantities, source, offset);
  giveShortYearsTheirCentury(quantities, source, offset);
  if (!language) {
    readEras(quantities, tokens, source, offset);
    readRomanNumerals(quantities, tokens, source, offset);
    giveNumberedPartsTheirUnit(quantities, tokens);
    givePartsTheirUnit(quantities, source, offset);
    markHedged(quantities, source, offset);
    markHedgeDirection(quantities, source, offset);
  }
  giveDimensionsTheirUnit(quantities, source, offset);
  return quantities;
}

/**
 * Money whose period an adjective gives before it ("an annual payment of €480"): the period as a
 * rate that ends where the amount does.
 */
function periodBefore(
  tokens: readonly Token[],
  index: number,
  end: number,
  next: number,
): { seconds: number; end: number; last: number } | null {
  const seconds = readPeriodBefore(tokens, index);
  return seconds === null ? null : { seconds, end, last: next - 1 };
}

/** Currency codes written before an amount: "EUR 50,000", "USD 2.5m". */
const CURRENCY_CODES = new Set([
  'EUR',
  'USD',
  'GBP',
  'CHF',
  'JPY',
  'CAD',
  'AUD',
  'CNY',
  'INR',
  'SEK',
  'NOK',
  'DKK',
]);

/** Whether a currency code stands just before the number at `tokens[index]` ("EUR 50,000"). */
function currencyCodeBefore(
  tokens: readonly Token[],
  index: number,
  source: string,
  offset: number,
): boolean {
  const previous = tokens[index - 1];
  if (!previous || !CURRENCY_CODES.has(previous.text)) return false;
  return /^[ \u00a0]?$/.test(source.slice(previous.end - offset, tokens[index]!.start - offset));
}

/**
 * "1.5m people": an "m" joined to the number and followed by a noun may be millions of the noun as
 * well as metres ("a 1.5m wall"); the noun, when it is read both ways, or null.
 */
function countInMillions(tokens: readonly Token[], next: number, end: number): Token | null {
  const letter = tokens[next];
  const noun = tokens[next + 1];
  if (letter?.lower !== 'm' || letter.start !== end || !noun || noun.isNumber || !noun.isContent) return null;
  return SKIP_UNIT.has(noun.lower) || UNIT_SCALES.has(noun.lower) || timeScaleOf(noun.lower) ? null : noun;
}

/**
 * A fraction of a large number written in words: "half a million", "a quarter of a million",
 * "three quarters of a billion"; or of a unit: "half a teaspoon", "a quarter of a mile" (times of
 * day and durations are read before, "half an hour"). Its value before the multiplier or unit (the
 * quantity reader multiplies, or reads the unit after it) and its last token before it, or null.
 */
function fractionOfMultiplier(
  tokens: readonly Token[],
  index: number,
): { value: number; last: number } | null {
  const fraction = readFraction(tokens, index);
  if (!fraction) return null;
  let at = fraction.last + 1;
  if (tokens[at]?.lower === 'of' && fraction.word !== 'half') at += 1;
  if (tokens[at]?.lower !== 'a') return null;
  const multiplier = tokens[at + 1]?.lower ?? '';
  // "half a point behind", "half a percentage point": a score or a share halved.
  return ['million', 'billion', 'trillion', 'thousand', 'dozen', 'point', 'percentage'].includes(
    multiplier,
  ) || UNIT_SCALES.has(multiplier)
    ? { value: fraction.value, last: at }
    : null;
}

const POUND_WORDS = new Set(['pound', 'pounds']);
const POUND = UNIT_SCALES.get('lb')!;

/**
 * Where the minus of a negative number at `tokens[index]` starts ("−12 °C", "-12 °C", "minus 12
 * °C"), or null. A hyphen between digits or after a word is a range or a compound ("10-12",
 * "COVID-19"), and "5 minus 3" a sum.
 */
function minusBefore(
  tokens: readonly Token[],
  index: number,
  source: string,
  offset: number,
  signed: boolean,
): number | null {
  const token = tokens[index]!;
  const at = token.start - offset;
  const sign = source[at - 1];
  if (signed && (sign === '-' || sign === '\u2212') && /^[\s(]?$/.test(source[at - 2] ?? ''))
    return token.start - 1;
  const previous = tokens[index - 1];
  if (previous?.lower !== 'minus' || token.start - previous.end !== 1) return null;
  // "plus or minus two seconds" is a margin either way, no negative number.
  if (tokens[index - 2]?.lower === 'or' && tokens[index - 3]?.lower === 'plus') return null;
  return tokens[index - 2]?.isNumber ? null : previous.start;
}

/** Words between a number and its unit of time that say which hours ("8 business hours"). */
const DURATION_MODIFIERS: ReadonlySet<string> = new Set([
  'business',
  'working',
  'calendar',
  'school',
  'clear',
]);

/** What "below" a temperature names to make it negative. */
const BELOW_ZERO: ReadonlySet<string> = new Set(['zero', 'freezing']);

/** The scale words after "degrees". */
const SCALE_WORDS: ReadonlyMap<string, number> = new Map([
  ['celsius', CELSIUS],
  ['centigrade', CELSIUS],
  ['c', CELSIUS],
  ['fahrenheit', FAHRENHEIT],
  ['f', FAHRENHEIT],
]);

/** Articles that count one of the duration after them: "a fortnight", "an hour", "one week". */
const ONE_OF = new Set(['a', 'an', 'one']);
/** After "the", words that count one of the duration after them too: "over the next decade". */
const THE_NEXT = new Set(['next', 'past', 'coming']);
const LONG_SPANS = new Set(['week', 'fortnight', 'month', 'year', 'decade', 'century']);
const SPAN_BEFORE = new Set(['over', 'within', 'during', 'in', 'for', 'throughout']);

/**
 * "a week", "an hour", "one fortnight": a duration of one unit, so that "within a fortnight" states
 * "within 2 weeks" and "a week" states "7 days". Only time units are read this way; "a metre",
 * "one of the" and "a second offer" stay words.
 */
/** Words before "a day", "a week" that make it the period of a rate ("twice a day"); "once a year" is "every year", a span. */
const RATE_COUNTS: ReadonlySet<string> = new Set(['twice', 'thrice', 'times']);

function singleDuration(
  tokens: readonly Token[],
  index: number,
  source: string,
  offset: number,
): Quantity | null {
  const token = tokens[index]!;
  const unitWord = tokens[index + 1];
  // Not "the next day" or "born the next year", a point in time more than a span: "over the next
  // decade", "in the past year".
  const next =
    THE_NEXT.has(token.lower) &&
    tokens[index - 1]?.lower === 'the' &&
    SPAN_BEFORE.has(tokens[index - 2]?.lower ?? '') &&
    LONG_SPANS.has(unitWord?.lower ?? '');
  if ((!ONE_OF.has(token.lower) && !next) || !unitWord || unitWord.start - token.end > 1) return null;
  // "twice a day", "three times a week": the period of a rate, no span of time.
  if (token.lower === 'a' && RATE_COUNTS.has(tokens[index - 1]?.lower ?? '')) return null;
  const scale = timeScaleOf(unitWord.lower);
  // "a second theory" is an ordinal: seconds are left out.
  if (!scale || /s$|^second$/.test(unitWord.lower)) return null;
  const text = source.slice(token.start - offset, unitWord.end - offset);
  if (DURATION_SCALES.has(unitWord.lower)) {
    return {
      value: 1,
      unit: unitWord.stem,
      text,
      start: token.start,
      end: unitWord.end,
      duration: { dimension: scale.dimension, value: scale.factor, unitEnd: unitWord.end, text },
    };
  }
  return { value: scale.factor, unit: scale.dimension, text, start: token.start, end: unitWord.end };
}
