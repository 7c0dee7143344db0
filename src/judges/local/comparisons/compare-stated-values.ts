/**
 * A comparison the sentence does not make in words but in values: "Willowbrook rehomes more dogs
 * than cats" against "… rehomes around 350 cats and 120 dogs every year", "DVDs can be borrowed
 * for longer than books" against "Books are loaned for three weeks and DVDs for one week", "The
 * captioned performance takes place later than the audio-described one" against "… on 13 March
 * and an audio-described performance on 20 March". The claim's two terms are found in two parts of
 * the sentence (split at a comma, a semicolon, "and", "while" …), each part with one value of the
 * same kind; the claim's comparative must point the way the two values do.
 */
import { type Quantity, TIME_OF_DAY, YEAR_WRITTEN } from '../../../text/quantity.js';
import { durationOf } from '../../../text/quantity-values.js';
import { monthNumber, type Token } from '../../../text/tokenize.js';
import { COMPOUND_FIRSTS, DOWN_WORDS, UP_WORDS } from '../lexicon/english/slot-words.js';
import type { DateMention } from './compare-dates.js';
import type { SlotConflict } from './compare-slots.js';
import { modelLetter, readEquative } from './equative.js';
import { type Agreement, type ClaimComparison, statedDirection } from './stated-direction.js';

/** Comparatives that compare two terms with "than" (not "over", "after", "above": prepositions). */
const COMPARATIVE = /^(?:more|less|fewer|[a-z]{3,}er)$/u;

/** Words that join the two parts of a sentence that each give one term its value. */
const PART_WORDS = new Set(['and', 'while', 'whereas', 'but', 'compared', 'versus', 'vs', 'against']);

/** Words after "than" that stand for the first term, not a second one ("than the previous one"). */
const STAND_INS = new Set(['one', 'ones', 'that', 'those', 'previous', 'other']);

/** "the previous winter", "the previous season": a period the second term is, not a stand-in. */
function namesPeriod(after: readonly Token[], index: number): boolean {
  const next = after[index + 1];
  return after[index]!.lower === 'previous' && next !== undefined && PERIOD_NOUNS.has(next.stem);
}

/** Periods a comparison across time names its terms by. */
const PERIOD_NOUNS: ReadonlySet<string> = new Set(
  'year season winter summer spring autumn month week quarter decad term semest'.split(' '),
);

/** Comparatives whose direction over dates or ages is not the direction of the value. */
const AGE_WORDS = new Set(['older', 'younger', 'newer', 'elder']);

const NEGATIONS = new Set(['not', 'no', 'never', "n't", 'nor']);

/** Comparatives of speed: over the time something takes, "faster" is the shorter. */
const SPEED_WORDS = new Set(['faster', 'quicker', 'slower', 'speedier']);

/** A comparison of two terms the claim makes, however worded. */
interface Comparison extends ClaimComparison {
  first: Token[];
  second: Token[];
  age?: true;
  better?: true;
  /** Compares how often ("more frequently"): over intervals, the shorter is the more often. */
  frequency?: true;
  temporal?: true;
  /** The word that closes what the terms are compared on, where not "than" (an equative's "as"). */
  closing?: Token;
}

/** The comparative a comparison is read on ("larger" for "not as large as"). */
function scaleOf(comparison: { word: Token; scale?: string }): string {
  return comparison.scale ?? comparison.word.lower;
}

/** Whether the comparative says the first term's value is the larger one. */
function pointsUp(comparison: Comparison, value: Value): boolean {
  const overTime =
    (SPEED_WORDS.has(scaleOf(comparison)) || comparison.better === true) && value.key.startsWith('duration');
  // The older was born earlier: "older" points to the smaller date. "Every four minutes" runs
  // more often than "every seven minutes".
  const inverse =
    overTime || comparison.age === true || (comparison.frequency === true && value.interval === true);
  return inverse ? !comparison.up : comparison.up;
}

/** After a value, a comparison it is the difference of: "40 minutes faster than", "four ahead of". */
const DIFFERENCE_AFTER = /^\s*(?:[a-z]+\s+)?(?:(?:more|less|fewer|[a-z]{3,}er)\s+than|ahead\s+of|behind)\b/iu;

/** Whether a value is the difference a comparison states, not a term's own value. */
function difference(source: string, value: Value): boolean {
  return DIFFERENCE_AFTER.test(source.slice(value.start + value.text.length));
}

/**
 * The word the reasoning names a term by: one of the term's words among the five after its value
 * ("£9.4 million on libraries", "€160 a night in high season"), else a name, else the first.
 */
function termWord(tokens: readonly Token[], terms: readonly Token[], value: Value): Token {
  const at = tokens.findIndex((token) => token.start > value.start);
  const after = new Set(tokens.slice(at, at + 5).map((token) => token.stem));
  const words = terms.filter((term) => !term.isNumber);
  return (
    words.find((term) => after.has(term.stem)) ??
    words.find((term) => term.isCapitalized) ??
    words[0] ??
    terms[0]!
  );
}

/** How the reasoning names a term by its word: a number with the name before it ("Aurora 16"). */
function termName(claim: readonly Token[], word: Token): string {
  const previous = claim[claim.indexOf(word) - 1];
  if (!word.isNumber || !previous?.isCapitalized) return word.text;
  // "Vela 2", or "S1" where the letter and the number were written as one.
  return `${previous.text}${previous.end === word.start ? '' : ' '}${word.text}`;
}

/** What the two terms are compared on: a value on one scale. */
interface Value {
  start: number;
  key: string;
  amount: number;
  text: string;
  /** A time between two events ("every seven minutes"): the shorter, the more often. */
  interval?: true;
}

/** Articles that may follow "of" inside a term ("sales of the Nimbus Lite"). */
const ARTICLE_WORDS: ReadonlySet<string> = new Set(['the', 'a', 'an']);

/** Comparatives of time that a year can bear out: "founded earlier than". */
const TIME_COMPARATIVES: ReadonlySet<string> = new Set(['earlier', 'later', 'sooner']);

/** A sentence's years as values ("in 1921"). */
function yearsOf(quantities: readonly Quantity[]): Value[] {
  return quantities
    .filter((quantity) => YEAR_WRITTEN.test(quantity.text))
    .map((year) => ({ start: year.start, key: 'year', amount: year.value, text: year.text }));
}

/** Words before a duration that make it the time between two events: "every seven minutes". */
const INTERVAL_BEFORE = /\bevery\s+$/iu;

/** A duration read as the time between two events where "every" stands before it. */
function asInterval(value: Value, source: string): Value {
  return value.key.startsWith('duration') && INTERVAL_BEFORE.test(source.slice(0, value.start))
    ? { ...value, interval: true }
    : value;
}

/** Words after a comparative that compare how often: "more frequently", "less often". */
const FREQUENCY_WORDS: ReadonlySet<string> = new Set(['often', 'frequently']);

function quantityValue(quantity: Quantity, terms: ReadonlySet<string>): Value | null {
  const duration = durationOf(quantity);
  if (duration) {
    const text = quantity.duration?.text ?? quantity.text;
    return { start: quantity.start, key: `duration ${duration.dimension}`, amount: duration.value, text };
  }
  // A bare count and a year are no measure the claim's comparative could be about on its own.
  // A day of the month is read with its date (`dateValue`).
  if (quantity.unit === null || ['@year', '@decade', '@day'].includes(quantity.unit)) return null;
  // "350 cats and 120 dogs": counts of the two terms themselves.
  if (terms.has(quantity.unit))
    return { start: quantity.start, key: 'count', amount: quantity.value, text: quantity.text };
  return { start: quantity.start, key: quantity.unit, amount: quantity.value, text: quantity.text };
}

function dateValue(date: DateMention): Value | null {
  const [reading, ...others] = date.readings;
  if (!reading || others.length > 0 || reading.day === null) return null;
  return {
    start: date.start,
    key: `date ${reading.year ?? ''}`,
    amount: reading.month * 40 + reading.day,
    text: date.text,
  };
}

/** Whether a sentence lists items with semicolons ("Eldon 612; Crossway 845; Saltmarsh 540"). */
function isList(source: string): boolean {
  return /;/u.test(source);
}

/**
 * A bare number of a listed item, "Eldon 612; Crossway 845" under "Annual rainfall by station
 * (mm)": the item's value, whatever the header calls its unit. Not a year or a place in order.
 */
function listedValue(quantity: Quantity): Value | null {
  if (quantity.unit !== null || quantity.ordinal !== undefined || YEAR_WRITTEN.test(quantity.text))
    return null;
  return { start: quantity.start, key: 'listed', amount: quantity.value, text: quantity.text };
}

/** The part of the sentence each token is in. */
function partsOf(tokens: readonly Token[], source: string): number[] {
  const parts: number[] = [];
  let part = 0;
  // A list of items ("Harbour View €145; Garden Wing €118; Tower Suite €260", "Aurora 14 — weight
  // 1.2 kg, battery 14 h; Aurora 16 — …"): each item one part, whatever commas it has inside.
  const listed = isList(source);
  tokens.forEach((token, index) => {
    const previous = tokens[index - 1];
    const between = previous ? source.slice(previous.end, token.start) : '';
    // "Cheetah robot: 14.2 km/h": a label and its value are one part.
    const labelled = /:\s/u.test(between) && token.isNumber;
    // (A full stop inside the sentence, where the splitter kept two together: "in Room B. The …")
    const breaks = listed ? /;/u.test(between) : /[,;:]|\.\s/u.test(between) && !labelled;
    if (previous && (breaks || (!listed && PART_WORDS.has(token.lower)))) part += 1;
    parts.push(part);
  });
  return parts;
}

/**
 * A comparison in time between two events, each a clause: "The station opened before the bridge
 * was completed" (the first term before "before" or "after", the second after it). Not "before
 * 1900" or "after 14 March", which bound a time, and not under a negation.
 */
function readTemporal(claim: readonly Token[]): (Comparison & { temporal: true }) | null {
  if (claim.some((token) => token.lower === 'than')) return null;
  const at = claim.findIndex(
    (token, index) => index > 1 && (token.lower === 'before' || token.lower === 'after'),
  );
  if (at < 0 || claim.slice(0, at).some((token) => token.isNegation)) return null;
  const next = claim.slice(at + 1).find((token) => !['the', 'a', 'an', 'its', 'their'].includes(token.lower));
  // "after the 14:30 matinee" names an event by its time; "after 14:30" bounds a time.
  const named =
    next?.isNumber === true &&
    ['the', 'its', 'their'].includes(claim[at + 1]?.lower ?? '') &&
    claim[claim.indexOf(next) + 1]?.isContent === true &&
    monthNumber(claim[claim.indexOf(next) + 1]!.stem) === null;
  if (!next || (next.isNumber && !named) || monthNumber(next.stem) !== null) return null;
  // A model's number names a term ("the X300", of "X" and "300"); another number is a time or a count.
  const designator = (token: Token) => {
    const before = claim[claim.indexOf(token) - 1];
    return before !== undefined && modelLetter(before) && before.end === token.start;
  };
  const content = (token: Token) => token.isContent && (!token.isNumber || designator(token));
  const second = claim.slice(at + 1).filter(content);
  const secondStems = new Set(second.map((token) => token.stem));
  const first = claim.slice(0, at).filter((token) => content(token) && !secondStems.has(token.stem));
  if (first.length === 0 || second.length === 0) return null;
  return { word: claim[at]!, up: claim[at]!.lower === 'after', first, second, temporal: true };
}

/** An equative ("not as large as"), but not of age, read by dates only across sentences. */
function equativeOf(claim: readonly Token[]): Comparison | null {
  const equative = readEquative(claim);
  if (!equative || AGE_WORDS.has(equative.scale)) return null;
  return FREQUENCY_WORDS.has(equative.word.lower) ? { ...equative, frequency: true } : equative;
}

/** Verbs and phrases of one term doing better than another, and whether better is "up" (ahead). */
const RANKING_WORDS: ReadonlyMap<string, boolean> = new Map([
  ['ahead', true],
  ['beat', true],
  ['beats', true],
  ['outperformed', true],
  ['outperforms', true],
  ['outscored', true],
  ['outran', true],
  // "the Pulse band outsold its Aria smartwatch", "teal outnumbered wigeon".
  ['outsold', true],
  ['outsells', true],
  ['outnumbered', true],
  ['outnumber', true],
  ['outnumbers', true],
  // "imports exceeded exports": one term passing the other (a bound is read by `value-against-bound.ts`).
  ['exceeded', true],
  ['exceeds', true],
  ['outpaced', true],
  ['outpaces', true],
  ['overtook', true],
  ['surpassed', true],
  ['behind', false],
  ['trailed', false],
  ['trails', false],
  ['lagged', false],
  ['lags', false],
  // "is ranked above", "finished below": a place in a ranking (`rankOf`).
  ['above', true],
  ['below', false],
]);

/** Words that say a ranking, not what is ranked. */
const RANKING_STEMS: ReadonlySet<string> = new Set(['rank', 'now', 'current']);

/** Ranking verbs of the form "out-…" ("outsold", "outperformed"), read in one sentence too. */
const OUT_VERBS = /^out[a-z]{3,}$/u;

/** Whether the claim ranks one term against another with a word of {@link RANKING_WORDS}. */
export function ranksTerms(claim: readonly Token[]): boolean {
  return claim.some((token, index) => RANKING_WORDS.has(token.lower) || secondOnlyTo(claim, index));
}

/** Words between a ranking word and its second term ("ahead of her compatriot Anja Kovač"). */
const RANKED_DETERMINERS: ReadonlySet<string> = new Set(
  'of the a an its their her his our your my'.split(' '),
);

/**
 * A ranking of two terms by a verb or "ahead of"/"behind": "Abebe Tola finished ahead of Daniel
 * Kiprop", "Chen Yu beat Laura Finch", "Westfield outperformed Kingsmere". The better term's value
 * is the larger, or over a time taken the smaller (`pointsUp`). Not under a negation.
 */
function readRanking(claim: readonly Token[]): Comparison | null {
  const at = claim.findIndex(
    (token, index) => index > 0 && (RANKING_WORDS.has(token.lower) || secondOnlyTo(claim, index)),
  );
  if (at < 0 || claim.some((token) => token.isNegation)) return null;
  const word = claim[at]!;
  const content = (token: Token) => token.isContent && !token.isNumber;
  // "second only to Westbury Grammar": ranked just behind the term after "only to".
  const after = claim.slice(secondOnlyTo(claim, at) ? at + 3 : at + 1);
  const second: Token[] = [];
  for (let index = 0; index < after.length; index += 1) {
    const token = after[index]!;
    // "trailed in-store sales": a particle that opens a compound, right before a content word (the
    // tokens do not keep the hyphen; "trailed in the polls" goes on to no term).
    const compound =
      COMPOUND_FIRSTS.has(token.lower) &&
      after[index + 1]?.start === token.end + 1 &&
      after[index + 1]?.isContent === true &&
      second.length === 0;
    if (content(token)) second.push(token);
    else if (second.length > 0 || !(RANKED_DETERMINERS.has(token.lower) || compound)) break;
  }
  const secondStems = new Set(second.map((token) => token.stem));
  const before = claim.slice(0, at).filter((token) => content(token) && !secondStems.has(token.stem));
  // The ranked, not the ranking ("Lea Horvat is now ranked ahead of …"): "ranked" a sentence of
  // world rankings says of the other one.
  const first = before.filter((token) => !RANKING_STEMS.has(token.stem));
  if (first.length === 0 || second.length === 0) return null;
  return { word, up: RANKING_WORDS.get(word.lower) ?? false, first, second, better: true };
}

/** Whether the claim says "second only to" at `index` (behind the one term ranked above it). */
function secondOnlyTo(claim: readonly Token[], index: number): boolean {
  return (
    claim[index]?.lower === 'second' && claim[index + 1]?.lower === 'only' && claim[index + 2]?.lower === 'to'
  );
}

/** The claim's comparative and the tokens of the two terms it compares, or null. */
function readComparison(claim: readonly Token[], ages = false): Comparison | null {
  const than = claim.findIndex((token) => token.lower === 'than');
  if (than < 1) return null;
  // The nearest comparative of a direction before "than" ("more dinner guests than": not "dinner").
  const directed = (token: Token) =>
    COMPARATIVE.test(token.lower) && (UP_WORDS.has(token.lower) || DOWN_WORDS.has(token.lower));
  let at = than - 1;
  // Up to nine words back ("allow more items to be borrowed at a time than"), twelve over a
  // period named between ("more days of snow cover in the winter of 2023–24 than").
  const reach = claim.slice(Math.max(0, than - 4), than).some((token) => token.isNumber) ? 12 : 9;
  while (at >= 0 && at >= than - reach && !directed(claim[at]!)) at -= 1;
  const word = claim[at];
  // An age ("older than") only where asked: across two sentences, by dates of birth.
  if (!word || !directed(word) || AGE_WORDS.has(word.lower) !== ages) return null;
  const up = UP_WORDS.has(word.lower);
  // "not more than", "no later than": a bound, not a comparison of two terms.
  if (claim.slice(Math.max(0, at - 2), at).some((token) => NEGATIONS.has(token.lower) || token.isNegation))
    return null;
  const after = claim.slice(than + 1);
  // "more than 300 rivers" bounds a number; "than in 2023" compares with a year.
  if (after[0]?.isNumber) return null;
  // The first run of content words after "than": "than cats each year" compares with "cats".
  // A run joined by "of" goes on: "than a serving of Oakfield Honey Clusters" compares with the
  // clusters, not with "serving".
  const second: Token[] = [];
  for (let index = 0; index < after.length; index += 1) {
    const token = after[index]!;
    if (token.isContent && (!STAND_INS.has(token.lower) || namesPeriod(after, index))) second.push(token);
    // Not through "of" to a number: "than its planned admission number of 60" compares with the
    // number the sentence gives, which is the value, not the term.
    else if (
      token.lower === 'of' &&
      second.length > 0 &&
      after[index - 1]?.isContent === true &&
      after[index + 1]?.isNumber !== true
    )
      continue;
    // "than sales of the Nimbus Lite": the article after "of" goes on with the run.
    else if (ARTICLE_WORDS.has(token.lower) && after[index - 1]?.lower === 'of') continue;
    else if (second.length > 0 && !modelLetter(token)) break;
  }
  if (second.length === 0) return null;
  const secondStems = new Set(second.map((token) => token.stem));
  const first = claim
    .slice(0, than)
    .filter((token) => token !== word && token.isContent && !secondStems.has(token.stem));
  const frequency = FREQUENCY_WORDS.has(claim[at + 1]?.lower ?? '');
  return {
    word,
    up,
    first,
    second,
    ...(ages ? { age: true as const } : {}),
    ...(frequency ? { frequency: true as const } : {}),
  };
}

/**
 * The comparative the sentence's values contradict, as a slot conflict on the comparative word;
 * the comparative word when the values bear it out; null when the sentence does not give them.
 * @example compareStatedValues({ claim: tokenize('More dogs than cats are rehomed.'), … })
 */
export function compareStatedValues(options: {
  claim: readonly Token[];
  evidence: readonly Token[];
  source: string;
  quantities: readonly Quantity[];
  dates: readonly DateMention[];
}): SlotConflict | Agreement | null {
  // Besides a comparative with "than": a ranking verb of the form "out-…" ("outsold" against "sold
  // 412,000 units, while … sold 298,000"; not a place in a ranking, "above", "ahead", which the
  // sentence's own words say), and "before" or "after" against two times of day or two dates
  // ("the children's parade sets off at 11 a.m., followed by the closing concert at 4 p.m.").
  const comparison =
    readComparison(options.claim) ??
    equativeOf(options.claim) ??
    // ("Second only to" too: the values of a sentence that ranks the two otherwise decide.)
    (options.claim.some(
      (token, index) =>
        (OUT_VERBS.test(token.lower) && RANKING_WORDS.has(token.lower)) || secondOnlyTo(options.claim, index),
    )
      ? readRanking(options.claim)
      : null) ??
    readTemporal(options.claim);
  // The sentence's own comparison of the two terms ("four ahead of Vestby"), or of the terms
  // the other way round ("two years before the lighthouse was lit").
  const ranked = comparison ?? readRanking(options.claim);
  const stated = ranked && statedDirection(ranked, options.evidence, options.claim);
  if (stated) return stated;
  if (!comparison) return null;
  const inTime = (value: Value) => value.key === TIME_OF_DAY || value.key.startsWith('date ');
  const { evidence, source } = options;
  const parts = partsOf(evidence, source);
  const listed = isList(source);
  /** The one part of the sentence a term's word is in (a word said twice places nothing). */
  const partOf = (token: Token): number | null => {
    const found = evidence.flatMap((other, index) => (other.stem === token.stem ? [parts[index]!] : []));
    if (found.length > 1 && found.every((part) => part === found[0])) return found[0]!;
    return found.length === 1 ? found[0]! : null;
  };
  let secondParts = new Set(comparison.second.map(partOf).filter((part) => part !== null));
  // The second term's words in several parts ("a Harbour View room" against "standard rooms per
  // night …: Harbour View €145"): the part that holds most of them, a name or a number counting
  // above any other word ("a Pinewood cabin" against "Cabin rates …: … Pinewood €120").
  if (secondParts.size > 1) {
    const weight = (token: Token) => (token.isCapitalized || token.isNumber ? 2 : 1);
    const counts = [...secondParts].map(
      (part) =>
        [
          part,
          comparison.second
            .filter((token) => partOf(token) === part)
            .reduce((total, token) => total + weight(token), 0),
        ] as const,
    );
    const most = Math.max(...counts.map(([, count]) => count));
    const best = counts.filter(([, count]) => count === most);
    secondParts = best.length === 1 ? new Set([best[0]![0]]) : secondParts;
  }
  const [secondPart] = secondParts;
  if (secondParts.size !== 1 || secondPart === undefined) return null;
  const firstTerms = comparison.first.filter((token) => {
    const part = partOf(token);
    return part !== null && part !== secondPart;
  });
  const partAt = (offset: number) => {
    const index = evidence.findIndex((token) => token.end > offset);
    return index < 0 ? null : parts[index]!;
  };
  const secondTerm = comparison.second.find((token) => partOf(token) === secondPart)!;
  // The terms' words where the sentence has them; in a list, a number only as part of a name
  // ("Aurora 14 — … battery 14 h": the name's, not the battery's).
  const termStarts = new Set(
    evidence
      .filter(
        (token, index) =>
          [...comparison.first, ...comparison.second].some((term) => term.stem === token.stem) &&
          (!listed || !token.isNumber || evidence[index - 1]?.isCapitalized === true),
      )
      .map((token) => token.start),
  );
  const termStems = new Set([...comparison.first, ...comparison.second].map((token) => token.stem));
  const valuesOf = (quantities: readonly Quantity[]) =>
    [
      ...countedAlike(
        quantities.filter((quantity) => !perPeriod(quantity, quantities, source)),
        source,
      ).map((quantity) => quantityValue(quantity, termStems) ?? (listed ? listedValue(quantity) : null)),
      ...options.dates.map(dateValue),
      // "founded earlier than": the years, where the comparative is one of time.
      ...(TIME_COMPARATIVES.has(comparison.word.lower) ? yearsOf(quantities) : []),
    ]
      .map((value) => value && asInterval(value, source))
      .filter(
        (value): value is Value =>
          value !== null &&
          // A term's own number ("the Aurora 14"), not a value with its unit ("battery 14 h").
          !termStarts.has(value.start) &&
          !difference(source, value) &&
          (!('temporal' in comparison) || inTime(value)),
      );
  // What the two terms are compared on: the claim's words between the comparison and "than" or
  // the second "as" ("a longer battery life than").
  const closingAt = comparison.closing
    ? options.claim.indexOf(comparison.closing)
    : options.claim.findIndex((token) => token.lower === 'than');
  const comparedStems = new Set(
    options.claim
      .slice(options.claim.indexOf(comparison.word) + 1, Math.max(0, closingAt))
      .filter((token) => token.isContent && !token.isNumber)
      .map((token) => token.stem),
  );
  /** Whether a compared word stands beside a value, in its clause: "battery 14 h", "9 g protein". */
  const ofCompared = (value: Value) => {
    const at = evidence.findIndex((token) => token.start >= value.start);
    const after = evidence.findIndex((token) => token.start >= value.start + value.text.length);
    const end = after < 0 ? evidence.length : after;
    const joined = (index: number) =>
      !/[,;:()]/u.test(source.slice(evidence[index - 1]!.end, evidence[index]!.start));
    const near: Token[] = [];
    for (let index = at - 1; index >= Math.max(0, at - 2) && joined(index + 1); index -= 1)
      near.push(evidence[index]!);
    for (
      let index = end;
      index < Math.min(evidence.length, end + 2) && index > 0 && joined(index);
      index += 1
    )
      near.push(evidence[index]!);
    return near.some((token) => comparedStems.has(token.stem));
  };
  const compareParts = (values: readonly Value[]): SlotConflict | Agreement | null => {
    const inPart = (part: number) => {
      const all = values.filter((value) => partAt(value.start) === part);
      // Of several values of a part, those of what is compared, where some are.
      const compared = all.length > 1 ? all.filter(ofCompared) : [];
      return compared.length > 0 ? compared : all;
    };
    // The first term's words in several parts ("At Hotel Marisol, the sea-view double costs €180 in
    // high season"): the one part of them that gives a value of a kind the second term's part gives.
    const secondKeys = new Set(inPart(secondPart).map((value) => value.key));
    let firstParts = new Set(firstTerms.map(partOf));
    if (firstParts.size > 1)
      firstParts = new Set(
        [...firstParts].filter(
          (part) => part !== null && inPart(part).some((value) => secondKeys.has(value.key)),
        ),
      );
    const [firstPart] = firstParts;
    if (firstParts.size !== 1 || firstPart === undefined || firstPart === null) return null;
    const firstValues = inPart(firstPart);
    const secondValues = inPart(secondPart);
    // One value of a kind in each part ("420 cats and 95 rabbits a year": the counts, not "a year").
    const pair = pairOfValues(firstValues, secondValues, scaleOf(comparison));
    if (!pair) return null;
    // Not a word of a period ("two hours a week on languages" is said of the languages).
    const periodWords = new Set(
      options.quantities
        .filter((quantity) => perPeriod(quantity, options.quantities, source))
        .flatMap((quantity) =>
          evidence
            .filter(
              (token) => token.start >= quantity.start && token.end <= quantity.start + quantity.text.length,
            )
            .map((token) => token.stem),
        ),
    );
    const inFirst = firstTerms.filter((token) => partOf(token) === firstPart);
    const named = inFirst.filter((token) => !periodWords.has(token.stem));
    const firstWord = termWord(evidence, named.length > 0 ? named : inFirst, pair[0]);
    return judgePair(
      comparison,
      pair,
      termName(options.claim, firstWord),
      termName(options.claim, secondTerm),
      true,
    );
  };
  return (
    compareParts(valuesOf(options.quantities)) ??
    // "costs £24 a month, compared with £39 for full access": the period said once, for both.
    (options.quantities.some((quantity) => quantity.otherReading)
      ? compareParts(valuesOf(options.quantities.map((quantity) => quantity.otherReading ?? quantity)))
      : null)
  );
}

/** A period said as the rate of another value ("a week", "per day"), no value of its own. */
const PERIOD = /^(?:a|an|per|each|every)\s+[a-z]+$/iu;

/** Words a period may stand after its value: "two hours a week", "24 grams of added sugar a day". */
const PERIOD_AFTER = /^[^.;:]{0,30}$/u;

/** Whether a quantity is the period of the value before it: "two hours a week" (the "a week"). */
function perPeriod(quantity: Quantity, quantities: readonly Quantity[], source: string): boolean {
  if (!PERIOD.test(quantity.text)) return false;
  return quantities.some(
    (other) =>
      other !== quantity &&
      other.start < quantity.start &&
      !PERIOD.test(other.text) &&
      PERIOD_AFTER.test(source.slice(other.start + other.text.length, quantity.start)),
  );
}

/**
 * A bare number read as the one count of the sentence it answers: "has eight staff, while the
 * Tilsey branch has five", "3.2 million orders in May against Freshway's 2.9 million". Only where
 * the sentence counts one noun and gives one bare number besides (no year, no rank).
 */
function countedAlike(quantities: readonly Quantity[], source: string): readonly Quantity[] {
  const counted = quantities.filter(
    (quantity) =>
      quantity.unit !== null &&
      !quantity.ordinal &&
      !quantity.unit.startsWith('@') &&
      quantity.unit !== 'money' &&
      quantity.unit !== '%' &&
      quantity.duration === undefined &&
      // A year before a noun counts nothing ("The 2022 edition").
      !YEAR_WRITTEN.test(quantity.text),
  );
  // Not a number that is part of a name ("Year 7", "Route 42").
  const named = (quantity: Quantity) =>
    /\p{Lu}\p{L}*\s$/u.test(source.slice(Math.max(0, quantity.start - 16), quantity.start));
  const bare = quantities.filter(
    (quantity) =>
      quantity.unit === null && !quantity.ordinal && !YEAR_WRITTEN.test(quantity.text) && !named(quantity),
  );
  if (counted.length !== 1 || bare.length !== 1) return quantities;
  const [count] = counted;
  return quantities.map((quantity) =>
    quantity === bare[0] && bare[0]!.start > count!.start ? { ...quantity, unit: count!.unit } : quantity,
  );
}

/** The kind of value a comparative of one dimension compares (`Value.key`). */
const MONEY = /money$/u;
const TEMPERATURE_KEY = /^@temperature/u;
const MASS = /^@mass/u;
const DECIBELS = /^db$/u;
const DIMENSIONS: ReadonlyMap<string, RegExp> = new Map([
  ...'cheaper cheapest dearer dearest pricier priciest costlier costliest'
    .split(' ')
    .map((word) => [word, MONEY] as const),
  ...'warmer warmest hotter hottest colder coldest cooler coolest milder mildest'
    .split(' ')
    .map((word) => [word, TEMPERATURE_KEY] as const),
  ...'heavier heaviest lighter lightest'.split(' ').map((word) => [word, MASS] as const),
  ...'louder loudest noisier noisiest quieter quietest'.split(' ').map((word) => [word, DECIBELS] as const),
]);

/**
 * The values of the two terms to compare: of each kind the one value each side gives once, with
 * different amounts; the first such pair, where every pair points the same way; else null.
 */
function pairOfValues(
  first: readonly Value[],
  second: readonly Value[],
  word?: string,
): readonly [Value, Value] | null {
  const once = (values: readonly Value[], key: string) => values.filter((value) => value.key === key);
  // A comparative of one dimension compares values of it only: "cheaper" the fares, not the
  // journey times beside them.
  const dimension = word ? DIMENSIONS.get(word) : undefined;
  const pairs = first.flatMap((one) => {
    if (dimension && !dimension.test(one.key)) return [];
    const [alone, other] = [once(first, one.key), once(second, one.key)];
    return alone.length === 1 && other.length === 1 && other[0]!.amount !== one.amount
      ? [[one, other[0]!] as const]
      : [];
  });
  if (pairs.length === 0) return null;
  const ways = new Set(pairs.map(([one, other]) => one.amount > other.amount));
  return ways.size === 1 ? pairs[0]! : null;
}

/** A sentence the claim's terms are read in, with its values. */
export interface ValuedSentence {
  tokens: readonly Token[];
  source: string;
  quantities: readonly Quantity[];
  dates: readonly DateMention[];
  /**
   * The stems of the sentence before it in its chunk, where this one speaks of what that one named
   * by a pronoun ("Physiotherapy remains the most competitive programme. It attracted 1,610
   * applications"): the term it names there is its own.
   */
  antecedent?: ReadonlySet<string>;
}

/** Words after which a sentence names another thing in passing ("second-busiest after Northgate"). */
const IN_PASSING: ReadonlySet<string> = new Set(['after', 'behind', 'than', 'like', 'beside', 'including']);

/**
 * The comparison two sentences make in values, one term each: "Orlen's average July temperature
 * was higher than Valby's" against "The average July temperature in Orlen was 24.1°C" and "In
 * Valby … the July average was 26.3°C". `first` must name a word of the claim's first term that
 * `second` lacks, and `second` a word of the second term that `first` lacks; each must give one
 * value of a kind the other gives once too. Read where no one
 * sentence gives both terms their values.
 */
export function compareValuesAcross(options: {
  claim: readonly Token[];
  first: ValuedSentence;
  second: ValuedSentence;
}): SlotConflict | Agreement | null {
  const comparison =
    readComparison(options.claim) ??
    equativeOf(options.claim) ??
    readTemporal(options.claim) ??
    readComparison(options.claim, true) ??
    readRanking(options.claim);
  if (!comparison) return null;
  const { first, second } = options;
  const stemsOf = (sentence: ValuedSentence) =>
    new Set([...sentence.tokens.map((token) => token.stem), ...(sentence.antecedent ?? [])]);
  const [firstStems, secondStems] = [stemsOf(first), stemsOf(second)];
  // The second term's word the first sentence lacks; or, where the first names it in passing
  // ("the region's second-busiest airport after Northgate International"), the word the second
  // sentence opens with as its subject ("Northgate handled 21.4 million passengers").
  const openingOf = (sentence: ValuedSentence) => sentence.tokens.find((token) => token.isContent);
  const [opening, firstOpening] = [openingOf(second), openingOf(first)];
  const exclusive = comparison.second.filter(
    (token) => secondStems.has(token.stem) && !firstStems.has(token.stem),
  );
  const secondTerm =
    exclusive.length > 0
      ? exclusive
      : comparison.second.filter(
          (token) =>
            token.isCapitalized &&
            opening?.stem === token.stem &&
            firstOpening?.stem !== token.stem &&
            first.tokens.every(
              (other, index) =>
                other.stem !== token.stem || IN_PASSING.has(first.tokens[index - 1]?.lower ?? ''),
            ),
        );
  if (secondTerm.length === 0) return null;
  const firstTerms = comparison.first.filter(
    (token) => firstStems.has(token.stem) && !secondStems.has(token.stem),
  );
  // A first term named before the comparative in the other sentence only: the two are the other
  // way round. "Children's cards allow more items to be borrowed at a time than adult cards" is
  // not the adults' sentence ("may borrow up to 12 items") by "borrowed", but the children's.
  const before = (token: Token) => token.start < comparison.word.start;
  if (
    !firstTerms.some(before) &&
    // Not a term named after the comparative: "higher on Mill Road than on Castle Street".
    !firstTerms.some((token) => token.isCapitalized) &&
    comparison.first.some(
      (token) => before(token) && secondStems.has(token.stem) && !firstStems.has(token.stem),
    )
  )
    return null;
  const firstTerm = firstTerms[0];
  if (!firstTerm) return null;
  const termStems = new Set([...comparison.first, ...comparison.second].map((token) => token.stem));
  // What the two terms are compared on: the claim's words between the comparative and "than".
  const thanAt = comparison.closing
    ? options.claim.indexOf(comparison.closing)
    : options.claim.findIndex((token) => token.lower === 'than');
  const comparedStems = new Set(
    options.claim
      .filter(
        (token) =>
          token.isContent &&
          token.start > comparison.word.start &&
          thanAt >= 0 &&
          token.start < options.claim[thanAt]!.start,
      )
      .map((token) => token.stem),
  );
  const valuesOf = (sentence: ValuedSentence, term: Token) => {
    const termStarts = new Set(
      sentence.tokens.filter((token) => termStems.has(token.stem)).map((token) => token.start),
    );
    // "Claims for burst pipes numbered 15,900": a sentence's one number, with no unit, counts.
    // So does a number with no unit right after what the claim compares ("an average pain score
    // of 3.2", "the index stood at 4.6"), whatever other values the sentence has.
    const [only, ...others] = sentence.quantities;
    const afterCompared = (quantity: Quantity) => {
      const at = sentence.tokens.findIndex((token) => token.start >= quantity.start);
      return sentence.tokens
        .slice(Math.max(0, at - COMPARED_BEFORE), Math.max(0, at))
        .some((token) => comparedStems.has(token.stem));
    };
    const counted = (quantity: Quantity) =>
      quantity.unit === null &&
      !quantity.ordinal &&
      ((quantity === only && others.length === 0) || afterCompared(quantity))
        ? { start: quantity.start, key: 'count', amount: quantity.value, text: quantity.text }
        : quantityValue(quantity, termStems);
    // "In 2024 Norvik Insurance received …": a year, whatever word after it was read as its unit;
    // for a comparison in time, the years are the values.
    const years = sentence.quantities.filter((quantity) => YEAR_WRITTEN.test(quantity.text));
    if ('temporal' in comparison)
      return years.map((year) => ({ start: year.start, key: 'year', amount: year.value, text: year.text }));
    // "Elias Ward was younger than Tobias Crane" against "born on 19 November 1726" and "born on
    // 4 May 1731": the dates of birth, or the years.
    if ('age' in comparison) {
      const born = sentence.dates.flatMap((date) => {
        const [reading, ...others] = date.readings;
        if (!reading || others.length > 0 || reading.year === null) return [];
        const amount = reading.year * 500 + reading.month * 40 + (reading.day ?? 0);
        return [{ start: date.start, key: 'born', amount, text: date.text }];
      });
      return born.length > 0
        ? born
        : years.map((year) => ({
            start: year.start,
            key: 'born',
            amount: year.value * 500,
            text: year.text,
          }));
    }
    const read = [
      ...sentence.quantities.filter((quantity) => !years.includes(quantity)).map(counted),
      ...sentence.dates.map(dateValue),
      // "founded earlier than": the years, where the comparative is one of time.
      ...(TIME_COMPARATIVES.has(comparison.word.lower) ? yearsOf(sentence.quantities) : []),
    ].filter(
      (value): value is Value =>
        value !== null && !termStarts.has(value.start) && !difference(sentence.source, value),
    );
    // Of several values of a kind, the one of what the claim compares: "9.2 g of sugar" (not "40 g
    // serving" or "4.1 g of fibre") for "contains more sugar than".
    const ofCompared = (value: Value) => {
      const at = sentence.tokens.findIndex((token) => token.start >= value.start + value.text.length);
      return at >= 0 && sentence.tokens.slice(at, at + 3).some((token) => comparedStems.has(token.stem));
    };
    const values = read.filter(
      (value) =>
        ofCompared(value) ||
        !read.some((other) => other !== value && other.key === value.key && ofCompared(other)),
    );
    // Of several values of a kind, the ones in the term's own part ("Adult social care will
    // receive £18.6 million, and children's services £11.3 million").
    const parts = partsOf(sentence.tokens, sentence.source);
    const termPart = parts[sentence.tokens.findIndex((token) => token.stem === term.stem)];
    const partAt = (offset: number) => parts[sentence.tokens.findIndex((token) => token.end > offset)];
    const kept = values.filter(
      (value) =>
        values.filter((other) => other.key === value.key).length === 1 || partAt(value.start) === termPart,
    );
    // None in the term's part ("In the south, unemployment is 4.9 percent, close to the national
    // average of 5.1 percent"): the first after the term, of each kind.
    const termAt = sentence.tokens.find((token) => token.stem === term.stem)?.end ?? 0;
    const nearest = values.filter(
      (value) =>
        !kept.some((other) => other.key === value.key) &&
        value.start > termAt &&
        value === values.find((other) => other.key === value.key && other.start > termAt),
    );
    return [...kept, ...nearest].map((value) => asInterval(value, sentence.source));
  };
  const firstValues = valuesOf(first, firstTerm);
  const secondValues = valuesOf(second, secondTerm[0]!);
  // "ranked higher than", "ranked above": each sentence's place, the smaller the higher.
  const ranks = RANK_WORDS.has(scaleOf(comparison)) ? [rankOf(first), rankOf(second)] : [];
  const rankPair =
    ranks[0] && ranks[1] && ranks[0].amount !== ranks[1].amount ? ([ranks[0], ranks[1]] as const) : null;
  const pair =
    rankPair ??
    pairOfValues(firstValues, secondValues, scaleOf(comparison)) ??
    ('temporal' in comparison ||
    'age' in comparison ||
    'better' in comparison ||
    SPEED_WORDS.has(scaleOf(comparison))
      ? null
      : loneCounts(options.claim, first, second));
  if (!pair) return null;
  const [one, other] = pair;
  return judgePair(
    comparison,
    pair,
    termName(options.claim, termWord(first.tokens, firstTerms, one)),
    termName(options.claim, termWord(second.tokens, secondTerm, other)),
  );
}

/** How many words before a number with no unit may name what it measures ("score of 3.2"). */
const COMPARED_BEFORE = 3;

/** Words after an ordinal that make it a period or an occasion, no place in a ranking. */
const ORDINAL_OF_PERIOD =
  /^(?:-|\s+(?:time|times|quarter|half|day|week|month|year|century|decade|anniversary|edition|floor|generation|round|term|season|phase|attempt|stage)\b)/iu;

/** Comparatives that read a place in a ranking where the sentences give places. */
const RANK_WORDS: ReadonlySet<string> = new Set(['higher', 'lower', 'above', 'below', 'ahead', 'behind']);

/**
 * The sentence's one place in a ranking, "48th", "third", "No. 7" (not one it moved "from", nor a
 * day of the month), as a value that is larger the higher the place; null unless it has exactly one.
 */
function rankOf(sentence: ValuedSentence): Value | null {
  const places = sentence.quantities.filter((quantity) => {
    const before = sentence.source.slice(Math.max(0, quantity.start - 8), quantity.start);
    // "No. 7", "number 14", "#3": a place by its number.
    const numbered = quantity.ordinal === undefined && /(?:\bNo\.|\bnumber|#)\s*$/iu.test(before);
    // Not a day of the month ("on the 19th").
    const day = quantity.unit === '@day' || /\bon the\s+$/iu.test(before);
    // Not an ordinal of a period or an occasion ("the third quarter", "for the first time").
    const after = sentence.source.slice(quantity.end, quantity.end + 16);
    const period = ORDINAL_OF_PERIOD.test(after);
    return (quantity.ordinal !== undefined || numbered) && !day && !period && !/\bfrom\s+$/iu.test(before);
  });
  if (places.length !== 1) return null;
  const [place] = places;
  return { start: place!.start, key: 'rank', amount: -place!.value, text: place!.text };
}

/**
 * Each sentence's one number, read as the count the claim compares, where the two give no pair of
 * one kind: "Lestwick had more residents than Marrowby" against "Marrowby has a population of
 * 184,000 according to the 2021 census, an increase of 9% on 2011" and "Lestwick … recorded
 * 171,500 residents". Years, percentages and the numbers the claim states itself do not count;
 * any other number, with a unit or not, makes the sentence's number no longer its one, and that
 * one must be a count, no measure or period. The two must be within a factor of 100 of each
 * other, as two counts of one thing are. Not for speed, age or time ("faster", "older", "before").
 */
function loneCounts(
  claim: readonly Token[],
  first: ValuedSentence,
  second: ValuedSentence,
): readonly [Value, Value] | null {
  const claimNumbers = new Set(claim.filter((token) => token.isNumber).map((token) => token.lower));
  const lone = (sentence: ValuedSentence): Value | null => {
    const counts = sentence.quantities.filter(
      (quantity) =>
        !YEAR_WRITTEN.test(quantity.text) &&
        quantity.unit !== '%' &&
        !claimNumbers.has(quantity.text.toLowerCase()) &&
        !quantity.ordinal,
    );
    const [only, ...others] = counts;
    // A count: no measure or period ("29 ceremonies", not "three months" or "49:37").
    const measured = only && (durationOf(only) !== null || only.unit?.startsWith('@') === true);
    if (!only || others.length > 0 || measured || only.value <= 0) return null;
    return { start: only.start, key: 'count', amount: only.value, text: only.text };
  };
  const [one, other] = [lone(first), lone(second)];
  if (!one || !other || one.amount === other.amount) return null;
  const ratio = Math.max(one.amount, other.amount) / Math.min(one.amount, other.amount);
  return ratio <= 100 ? [one, other] : null;
}

/** How far a ratio may be from the multiple an equative states: "twice as much" for 90p and £1.75. */
const MULTIPLE_TOLERANCE = 0.15;

/**
 * The comparative word borne out by the two terms' values, or the conflict that names both, each
 * with the word its term is named by.
 */
/** Half a year in a date's amount (a month is 40). */
const HALF_YEAR = 6 * 40;

/**
 * Whether two dates of no year lie across the turn of the year: "reopens on 2 January, after
 * closing on 24 December" — more than half a year apart in the calendar, the later is the earlier.
 */
function yearTurns(one: Value, other: Value): boolean {
  return one.key === 'date ' && other.key === 'date ' && Math.abs(one.amount - other.amount) > HALF_YEAR;
}

function judgePair(
  comparison: Comparison,
  [one, other]: readonly [Value, Value],
  firstName: string,
  secondName: string,
  /** Whether two dates of no year may lie across its turn (one sentence's, not two sentences'). */
  turns = false,
): SlotConflict | Agreement | null {
  if (comparison.factor !== undefined) {
    // "twice as much as": the values' ratio is the multiple (as answers round it), or its
    // inverse where the terms are the wrong way round; any other ratio is not this pair's.
    // How often, over the times between ("half as often": every 20 minutes against every 10).
    const ratio =
      comparison.frequency === true && one.interval === true
        ? other.amount / one.amount
        : one.amount / other.amount;
    const near = (value: number) => Math.abs(value - 1) <= MULTIPLE_TOLERANCE;
    const countable = one.amount > 0 && other.amount > 0 && !/^(?:date|rank|born)/u.test(one.key);
    if (!countable || one.key === TIME_OF_DAY) return null;
    if (near(ratio / comparison.factor))
      return { agrees: comparison.word, also: comparison.factorWords ?? [] };
    if (!near(ratio * comparison.factor)) return null;
  } else if ((one.amount > other.amount !== (turns && yearTurns(one, other))) === pointsUp(comparison, one))
    return { agrees: comparison.word };
  return {
    kind: 'comparative',
    claimValue: comparison.phrase ?? comparison.word.text,
    evidenceValue: `${one.text}' for '${firstName}' against '${other.text}' for '${secondName}`,
    claimStems: [comparison.word.stem],
    bySlot: true,
  };
}
