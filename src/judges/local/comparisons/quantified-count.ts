import { breaksClause } from '../../../text/breaks-clause.js';
import { clauseAround } from '../../../text/clause-around.js';
import type { Quantity } from '../../../text/quantity.js';
import type { Token } from '../../../text/token.js';
import { negatingPrefixPair } from './compare-slots.js';

/**
 * A quantifier of the claim read against a count of the sentence: "Most of the 24 plants did not
 * show signs of blight" against "Of the 24 plants tested, 9 showed signs of blight" (15 of 24
 * did not: borne out), "Rovers did not win all of their last seven games" against "won six of
 * their last seven" (borne out), "The majority of the ten councillors voted for the plan" against
 * "Three of the ten councillors voted for it" (contradicted).
 *
 * The claim's negation (and an opposite word, "won" against "lost") turns the count to its other
 * part; a negation just before the quantifier negates the quantifier ("not all", "did not win
 * all"). Only a count the sentence gives with its whole ("9 of the 24", "Of the 24 …, 9", "all 12",
 * "62% of") is read: a bare number has no whole to take a share of.
 */
export interface QuantifiedCount {
  /** Whether the claim's quantifier holds for the count. */
  holds: boolean;
  /** The quantifier as the claim writes it ("Most", "not all"). */
  claimText: string;
  /** The count as the sentence writes it ("9 of the 24"). */
  evidenceText: string;
  /** The part the claim speaks of, where the claim reads the count the other way ("15 of 24"). */
  otherPart: string | null;
  /** Stems of the quantifier's words (and of a negation it takes up). */
  claimStems: string[];
  /** Where the quantifier is written in the claim (a quantity read there is the quantifier's). */
  claimStart: number;
  claimEnd: number;
}

/** A test on the share of the whole that the claim's predicate holds for. */
type ShareTest = (share: number) => boolean;

interface Quantifier {
  test: ShareTest;
  /** A count's own whole ("of the thirty"), where the quantifier is a count. */
  whole?: Quantity;
  /** Token indexes of the quantifier's words. */
  first: number;
  last: number;
  /** The negation the quantifier consumes ("none" itself, or "not" before "all"). */
  consumed: number | null;
}

/** Whose parts a count gives: "9 of the 24", "six of their last seven". */
const DETERMINER = '(?:the|its|their|his|her|our|your|these|those|this|that)';
const PART_OF = new RegExp(`^\\s+(?:out\\s+)?of\\s+(?:${DETERMINER}\\s+)?(?:[a-z-]+\\s+){0,2}$`, 'i');
const PART_IN = /^\s+in\s+(?:every\s+)?$/i;
/** "Of the 24 plants tested, 9 showed …": the whole before its part. */
const WHOLE_FIRST = new RegExp(`\\bof\\s+(?:${DETERMINER}\\s+)?$`, 'i');
/** What stands before the "Of" of a whole that opens its clause: nothing, a full stop or a comma. */
const CLAUSE_OPENS = /(?:^|[.!?,;:])\s*$/;
const ALL_OF = new RegExp(`\\b(?:all|every\\s+one|each)\\s+(?:of\\s+)?(?:${DETERMINER}\\s+)?$`, 'i');
const NONE_OF = new RegExp(`\\bnone\\s+of\\s+(?:${DETERMINER}\\s+)?$`, 'i');
const SHARE_OF = /^\s*(?:%|per\s*cent|percent)?\s*of\b/i;
/** A share read from a count with its whole ("three out of ten", "one in five"). */
const PART_IN_WHOLE = /\s(?:out\s+of|in)\s/i;
/** Words after "all", "every" or "each" that make a span of time or a phrase, not a part of a whole. */
const NOT_COUNTED = new Set([
  'day',
  'days',
  'year',
  'years',
  'week',
  'weeks',
  'month',
  'months',
  'night',
  'time',
  'times',
  'along',
  'over',
  'but',
  'round',
  'around',
  'in',
  'at',
  'right',
  'same',
]);
/** Words after "no" that make a bound or a phrase, not a group of none. */
const NOT_A_GROUP = new Set([
  'longer',
  'more',
  'later',
  'fewer',
  'less',
  'sooner',
  'further',
  'matter',
  'doubt',
  'one',
]);
const DETERMINERS = new Set([
  'the',
  'its',
  'their',
  'his',
  'her',
  'our',
  'your',
  'these',
  'those',
  'this',
  'that',
]);
/** The share of the claim's other content words the sentence must say for its count to be read. */
const MOST_SAID = 0.75;
/** Modifiers of "half", with the test each makes (the longer first: "just under" before "under"). */
const HALF_MODIFIERS: Array<[string[], ShareTest]> = [
  [['no', 'more', 'than'], (share) => share <= 0.5],
  [['not', 'more', 'than'], (share) => share <= 0.5],
  [['no', 'less', 'than'], (share) => share >= 0.5],
  [['no', 'fewer', 'than'], (share) => share >= 0.5],
  [['more', 'than'], (share) => share > 0.5],
  [['over'], (share) => share > 0.5],
  [['at', 'least'], (share) => share >= 0.5],
  [['fewer', 'than'], (share) => share < 0.5],
  [['less', 'than'], (share) => share < 0.5],
  [['just', 'under'], (share) => share < 0.5 && share >= 0.4],
  [['under'], (share) => share < 0.5],
  [['nearly'], (share) => share < 0.5 && share >= 0.4],
  [['almost'], (share) => share < 0.5 && share >= 0.4],
  [['about'], (share) => Math.abs(share - 0.5) <= 0.1],
  [['around'], (share) => Math.abs(share - 0.5) <= 0.1],
  [['roughly'], (share) => Math.abs(share - 0.5) <= 0.1],
  [['approximately'], (share) => Math.abs(share - 0.5) <= 0.1],
];
const NEARLY = new Set(['nearly', 'almost', 'virtually']);

function isNot(token: Token): boolean {
  return (
    token.isNegation && (token.lower === 'not' || token.lower.endsWith("n't") || token.lower === 'never')
  );
}

/** The words before index `at`, as lower-case text, matching `words` exactly. */
function precededBy(tokens: readonly Token[], at: number, words: readonly string[]): boolean {
  if (at < words.length) return false;
  return words.every((word, offset) => tokens[at - words.length + offset]!.lower === word);
}

/** A word after "all", "every" or "each" that makes it quantify a group. */
function countsGroup(next: Token | undefined): boolean {
  if (!next) return false;
  if (next.lower === 'of' || next.lower === 'one' || next.isNumber || DETERMINERS.has(next.lower))
    return true;
  return next.isContent && !NOT_COUNTED.has(next.lower);
}

function readQuantifier(tokens: readonly Token[]): Quantifier | null {
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    const next = tokens[index + 1];
    const before = tokens[index - 1]?.lower;
    let test: ShareTest | null = null;
    let first = index;
    let consumed: number | null = null;
    switch (token.lower) {
      case 'most':
        // "the most popular", "at most 20": a superlative or a bound, not a quantifier.
        if (before === 'the' || before === 'at' || before === 'a' || !next) break;
        test = (share) => share > 0.5;
        break;
      case 'majority':
        test = before === 'vast' ? (share) => share >= 0.75 : (share) => share > 0.5;
        if (before === 'vast') first -= 1;
        if (tokens[first - 1] && ['the', 'a'].includes(tokens[first - 1]!.lower)) first -= 1;
        break;
      case 'minority':
        test = (share) => share < 0.5;
        if (tokens[first - 1] && ['the', 'a'].includes(tokens[first - 1]!.lower)) first -= 1;
        break;
      case 'none':
        if (next?.lower !== 'of') break;
        test = (share) => share === 0;
        consumed = index;
        break;
      case 'no':
        // "No volunteer reported side effects"; not "no more than", "no longer".
        if (!next?.isContent || next.isNumber || NOT_A_GROUP.has(next.lower)) break;
        test = (share) => share === 0;
        consumed = index;
        break;
      case 'all':
      case 'every':
      case 'each':
        // "at all", "above all", "once and for all"; "50% of all respondents" names the whole.
        if (
          before === 'at' ||
          before === 'above' ||
          before === 'for' ||
          before === 'of' ||
          !countsGroup(next)
        )
          break;
        if (token.lower !== 'all' && next?.lower !== 'of' && next?.lower !== 'one' && !next?.isContent) break;
        if (before !== undefined && NEARLY.has(before)) {
          test = (share) => share >= 0.75 && share < 1;
          first -= 1;
        } else test = (share) => share === 1;
        break;
      case 'half': {
        if (next?.lower !== 'of' && !(next && DETERMINERS.has(next.lower))) break;
        test = (share) => share === 0.5;
        for (const [words, modified] of HALF_MODIFIERS)
          if (precededBy(tokens, index, words)) {
            test = modified;
            first = index - words.length;
            // "no more than half": the bound's own negation, no negation of the predicate.
            if (tokens[first]!.isNegation) consumed = first;
            break;
          }
        break;
      }
    }
    if (!test) continue;
    // "not all", "did not win all of": a negation just before the quantifier negates it.
    if (consumed === null)
      for (let back = first - 1; back >= Math.max(0, first - 3); back -= 1)
        if (isNot(tokens[back]!)) {
          const positive = test;
          test = (share) => !positive(share);
          consumed = back;
          break;
        }
    return { test, first, last: index, consumed };
  }
  return null;
}

/** The claim's count of a whole ("Twelve of the thirty applicants") as a quantifier of exactly its share. */
function countAsQuantifier(
  claim: readonly Token[],
  claimSource: string,
  quantities: readonly Quantity[],
): Quantifier | null {
  const count = readPartCounts(claimSource, quantities).find(
    (item) =>
      item.whole !== null && !BOUNDED_PART.test(claimSource.slice(Math.max(0, item.start - 16), item.start)),
  );
  if (!count) return null;
  const first = claim.findIndex((token) => token.start >= count.start);
  const last = claim.findLastIndex((token) => token.end <= count.end);
  const whole = quantities.find((quantity) => quantity.end === count.end && quantity.value === count.whole);
  if (first < 0 || last < first || !whole) return null;
  const { part } = count;
  const total = count.whole!;
  return { test: (share) => Math.abs(share * total - part) < 0.5, first, last, consumed: null, whole };
}

interface PartCount {
  /** The part and the whole; `whole` is null for a share ("62% of"). */
  part: number;
  whole: number | null;
  start: number;
  end: number;
  /** Where the part stands, whose clause's negations are the predicate's. */
  partAt: number;
  /** The count is given by a negation ("none of the 12"), which is then not the predicate's. */
  byNegation: boolean;
}

function isCount(quantity: Quantity): boolean {
  if (!Number.isInteger(quantity.value) || quantity.value < 0) return false;
  if (quantity.ordinal || quantity.fraction || quantity.duration) return false;
  return (
    quantity.unit === null ||
    !(quantity.unit.startsWith('@') || quantity.unit === 'money' || quantity.unit === '%')
  );
}

/** A bound before a count's part ("at least 6 of the 10"): no exact count to read. */
const BOUNDED_PART = /\b(?:at least|at most|(?:no |not )?(?:more|less|fewer) than|up to|over|under)\s+$/i;

function readPartCounts(source: string, quantities: readonly Quantity[]): PartCount[] {
  const counts: PartCount[] = [];
  const sorted = [...quantities].sort((left, right) => left.start - right.start);
  sorted.forEach((quantity, position) => {
    const following = sorted[position + 1];
    // "62% of", "half of", "three out of ten": a share of the group named after it.
    if (
      quantity.unit === '%' &&
      (SHARE_OF.test(source.slice(quantity.end)) || (quantity.fraction && PART_IN_WHOLE.test(quantity.text)))
    ) {
      counts.push({
        part: quantity.value / 100,
        whole: null,
        start: quantity.start,
        end: quantity.end,
        partAt: quantity.start,
        byNegation: false,
      });
      return;
    }
    if (!isCount(quantity)) return;
    const before = source.slice(Math.max(0, quantity.start - 24), quantity.start);
    if (ALL_OF.test(before) || NONE_OF.test(before)) {
      const none = NONE_OF.test(before);
      const start = quantity.start - before.match(none ? NONE_OF : ALL_OF)![0].length;
      counts.push({
        part: none ? 0 : quantity.value,
        whole: quantity.value,
        start,
        end: quantity.end,
        partAt: start,
        byNegation: none,
      });
      return;
    }
    if (!following || !isCount(following)) return;
    const between = source.slice(quantity.end, following.start);
    if (
      (PART_OF.test(between) || PART_IN.test(between)) &&
      quantity.value <= following.value &&
      following.value >= 2
    ) {
      const share = PART_IN.test(between);
      counts.push({
        part: share ? quantity.value / following.value : quantity.value,
        whole: share ? null : following.value,
        start: quantity.start,
        end: following.end,
        partAt: quantity.start,
        byNegation: false,
      });
      return;
    }
    // "Of the 24 plants tested, 9 showed …": the whole, a comma, then the part.
    if (
      WHOLE_FIRST.test(before) &&
      CLAUSE_OPENS.test(
        source.slice(Math.max(0, quantity.start - 80), quantity.start - before.match(WHOLE_FIRST)![0].length),
      ) &&
      /,/.test(between) &&
      !/[;.]/.test(between) &&
      following.value <= quantity.value &&
      quantity.value >= 2
    ) {
      const start = quantity.start - before.match(WHOLE_FIRST)![0].length;
      counts.push({
        part: following.value,
        whole: quantity.value,
        start,
        end: following.end,
        partAt: following.start,
        byNegation: false,
      });
    }
  });
  return counts;
}

function within(token: Token, clause: { start: number; end: number }): boolean {
  return token.start >= clause.start && token.end <= clause.end;
}

/** Words before a predicate adjective ("were unsuccessful", "remained unsold"). */
const COPULAS: ReadonlySet<string> = new Set([
  'is',
  'are',
  'was',
  'were',
  'remained',
  'remain',
  'stayed',
  'went',
]);
/** An adjective negated by "un-" or "non-" before a stem of five letters or more ("unsuccessful", "unsold" is too short). */
const NEGATIVE_PREDICATE = /^(?:un|non-?)[a-z]{5,}$/u;

/**
 * Reads the claim's quantifier against the sentence's count of the same whole, or null when the
 * claim has no quantifier, the sentence no count, or the two are not of one whole.
 *
 * @param negationSaid Whether a word of one side says the other's negation ("free" for "does not
 *   cost"), so that a word negated by its prefix is no further turn.
 * @param opposites Claim words the sentence gives as their opposites ("won" against "lost"): one
 *   turns the count to its other part, unless it is the quantifier itself ("None" against "All").
 */
export function readQuantifiedCount(options: {
  claim: readonly Token[];
  claimSource: string;
  claimQuantities: readonly Quantity[];
  evidence: readonly Token[];
  evidenceSource: string;
  evidenceQuantities: readonly Quantity[];
  negationSaid: boolean;
  opposites: ReadonlyArray<{ claimWord: string; evidenceWord: string }>;
  /** Whether the alignment found the claim's stem in the sentence. */
  found: (stem: string) => boolean;
}): QuantifiedCount | null {
  const { claim, claimSource, evidence, evidenceSource } = options;
  // A count of the claim's own is a quantifier too: "Twelve of the thirty applicants were not
  // offered places" against "Of the 30 applicants, 18 were offered places".
  const quantifier = readQuantifier(claim) ?? countAsQuantifier(claim, claimSource, options.claimQuantities);
  if (!quantifier) return null;
  const counts = readPartCounts(evidenceSource, options.evidenceQuantities).filter(
    (count) => !BOUNDED_PART.test(evidenceSource.slice(Math.max(0, count.partAt - 16), count.partAt)),
  );
  if (counts.length === 0) return null;
  const quantifierEnd = claim[quantifier.last]!.end;
  // The whole the claim names ("Most of the 24 plants"): a number within a few words after the
  // quantifier; else the first word of the group it quantifies ("Most councillors").
  const named =
    quantifier.whole ??
    options.claimQuantities.find(
      (quantity) =>
        quantity.start >= quantifierEnd &&
        !breaksClause(claimSource, quantifierEnd, quantity.start) &&
        claimSource.slice(quantifierEnd, quantity.start).split(/\s+/).filter(Boolean).length <= 4,
    );
  // Not a possessor before the group ("None of the Mariner's bedrooms").
  const head = claim
    .slice(quantifier.last + 1)
    .find(
      (token) =>
        token.isContent && !token.isNumber && !DETERMINERS.has(token.lower) && !/['’]s$/u.test(token.text),
    );
  const fitting = counts.filter((count) => {
    // A share ("Half of the 50 seats") names its whole right after it.
    if (named)
      return count.whole === null
        ? options.evidenceQuantities.some(
            (quantity) =>
              quantity.value === named.value &&
              quantity.start >= count.end &&
              quantity.start <= count.end + 40,
          )
        : count.whole === named.value;
    if (!head) return false;
    // The group's word stands in the count or right after it.
    return evidence.some(
      (token) => token.stem === head.stem && token.start >= count.start && token.start <= count.end + 40,
    );
  });
  if (fitting.length !== 1) return null;
  const count = fitting[0]!;
  const share = count.whole === null ? count.part : count.part / count.whole;
  const own = new Set(claim.slice(quantifier.first, quantifier.last + 1).map((token) => token.text));
  // Each side's predicate is read in its own clause: "won six of their last seven matches and have
  // not lost at home" has no negation or opposite of "won" for the count.
  const claimClause = clauseAround(claimSource, claim[quantifier.last]!.start);
  const evidenceClause = clauseAround(evidenceSource, count.partAt);
  const inClause = evidence.filter((token) => within(token, evidenceClause));
  // "None of the 120 passengers were harmed" against "All 120 … escaped unharmed".
  const prefixed =
    !options.negationSaid &&
    claim.some(
      (token) =>
        token.isContent &&
        !own.has(token.text) &&
        inClause.some((other) => other.isContent && negatingPrefixPair(token.lower, other.lower)),
    );
  const opposed = options.opposites.some(
    (pair) => !own.has(pair.claimWord) && inClause.some((token) => token.text === pair.evidenceWord),
  );
  // The count speaks of the claim's predicate only where the sentence says it (or its opposite):
  // "The hotel has no rooms with a sea view" is no count of "All 40 rooms face the garden".
  const opposite = new Set(options.opposites.map((pair) => pair.claimWord));
  const rest = claim.filter(
    (token, index) => token.isContent && (index < quantifier.first || index > quantifier.last),
  );
  const said = rest.filter(
    (token) =>
      options.found(token.stem) ||
      opposite.has(token.text) ||
      inClause.some((other) => other.isContent && negatingPrefixPair(token.lower, other.lower)),
  ).length;
  if (said < MOST_SAID * rest.length) return null;
  // A negation the quantifier or the count takes up ("not all", "none of the 12") is not the
  // predicate's.
  const taken = quantifier.consumed === null ? -1 : claim[quantifier.consumed]!.start;
  const claimNegations = claim.filter(
    (token) => token.isNegation && within(token, claimClause) && token.start !== taken,
  ).length;
  // "All three attempts … were unsuccessful": a predicate negated by its prefix, which the claim
  // does not use, turns the count as a "not" does ("None of the three attempts reproduced …").
  const negativePredicate =
    !options.negationSaid &&
    !prefixed &&
    inClause.some(
      (token, index) =>
        COPULAS.has(inClause[index - 1]?.lower ?? '') &&
        NEGATIVE_PREDICATE.test(token.lower) &&
        !claim.some((other) => other.stem === token.stem),
    );
  // "Each of the three plants completed 2023 with zero lost-time injuries": "zero" before a noun
  // says "no" (as the negation comparison reads it).
  const zero = (token: Token, index: number) =>
    (token.lower === 'zero' || token.lower === 'nil') &&
    inClause[index + 1]?.isContent === true &&
    inClause[index + 1]?.isNumber === false;
  const evidenceNegations =
    inClause.filter((token, index) => token.isNegation || zero(token, index)).length -
    (count.byNegation ? 1 : 0) +
    (negativePredicate ? 1 : 0);
  const differ = claimNegations % 2 !== evidenceNegations % 2 && !options.negationSaid;
  const otherWay = differ !== (opposed !== prefixed);
  // A count against a count read the same way is two numbers, which the number comparison reads.
  if (quantifier.whole && !otherWay) return null;
  const read = otherWay ? 1 - share : share;
  const consumedBefore = quantifier.consumed !== null && quantifier.consumed < quantifier.first;
  const claimStems = claim.slice(quantifier.first, quantifier.last + 1).map((token) => token.stem);
  if (quantifier.consumed !== null && quantifier.consumed < quantifier.first)
    claimStems.push(claim[quantifier.consumed]!.stem);
  const written = claimSource.slice(claim[quantifier.first]!.start, quantifierEnd);
  // "not all", "didn't … all": the negation the quantifier takes up, then the quantifier.
  const claimText = !consumedBefore
    ? written
    : `${claim[quantifier.consumed!]!.text}${quantifier.consumed === quantifier.first - 1 ? '' : ' …'} ${written}`;
  const otherPart = !otherWay
    ? null
    : count.whole === null
      ? `${Math.round((1 - share) * 1000) / 10}%`
      : `${count.whole - count.part} of ${count.whole}`;
  return {
    holds: quantifier.test(read),
    claimText,
    evidenceText: evidenceSource.slice(count.start, count.end),
    otherPart,
    claimStems,
    claimStart: claim[consumedBefore ? quantifier.consumed! : quantifier.first]!.start,
    claimEnd: quantifierEnd,
  };
}
