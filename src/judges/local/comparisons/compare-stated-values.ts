/**
 * A comparison the sentence does not make in words but in values: "Willowbrook rehomes more dogs
 * than cats" against "… rehomes around 350 cats and 120 dogs every year", "DVDs can be borrowed
 * for longer than books" against "Books are loaned for three weeks and DVDs for one week", "The
 * captioned performance takes place later than the audio-described one" against "… on 13 March
 * and an audio-described performance on 20 March". The claim's two terms are found in two parts of
 * the sentence (split at a comma, a semicolon, "and", "while" …), each part with one value of the
 * same kind; the claim's comparative must point the way the two values do.
 */
import type { Quantity } from '../../../text/quantity.js';
import { durationOf } from '../../../text/quantity-values.js';
import type { Token } from '../../../text/tokenize.js';
import { DOWN_WORDS, UP_WORDS } from '../lexicon/english/slot-words.js';
import type { DateMention } from './compare-dates.js';
import type { SlotConflict } from './compare-slots.js';

/** Comparatives that compare two terms with "than" (not "over", "after", "above": prepositions). */
const COMPARATIVE = /^(?:more|less|fewer|[a-z]{3,}er)$/u;

/** Words that join the two parts of a sentence that each give one term its value. */
const PART_WORDS = new Set(['and', 'while', 'whereas', 'but', 'compared', 'versus', 'vs', 'against']);

/** Words after "than" that stand for the first term, not a second one ("than the previous one"). */
const STAND_INS = new Set(['one', 'ones', 'that', 'those', 'previous', 'other']);

/** Comparatives whose direction over dates or ages is not the direction of the value. */
const AGE_WORDS = new Set(['older', 'younger', 'newer', 'elder']);

const NEGATIONS = new Set(['not', 'no', 'never', "n't", 'nor']);

/** What the two terms are compared on: a value on one scale. */
interface Value {
  start: number;
  key: string;
  amount: number;
  text: string;
}

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

/** The part of the sentence each token is in. */
function partsOf(tokens: readonly Token[], source: string): number[] {
  const parts: number[] = [];
  let part = 0;
  tokens.forEach((token, index) => {
    const previous = tokens[index - 1];
    if (previous && (/[,;:]/u.test(source.slice(previous.end, token.start)) || PART_WORDS.has(token.lower)))
      part += 1;
    parts.push(part);
  });
  return parts;
}

/** The claim's comparative and the tokens of the two terms it compares, or null. */
function readComparison(
  claim: readonly Token[],
): { word: Token; up: boolean; first: Token[]; second: Token[] } | null {
  const than = claim.findIndex((token) => token.lower === 'than');
  if (than < 1) return null;
  let at = than - 1;
  while (at >= 0 && at >= than - 6 && !COMPARATIVE.test(claim[at]!.lower)) at -= 1;
  const word = claim[at];
  if (!word || !COMPARATIVE.test(word.lower) || AGE_WORDS.has(word.lower)) return null;
  const up = UP_WORDS.has(word.lower);
  if (!up && !DOWN_WORDS.has(word.lower)) return null;
  // "not more than", "no later than": a bound, not a comparison of two terms.
  if (claim.slice(Math.max(0, at - 2), at).some((token) => NEGATIONS.has(token.lower) || token.isNegation))
    return null;
  const after = claim.slice(than + 1);
  // "more than 300 rivers" bounds a number; "than in 2023" compares with a year.
  if (after[0]?.isNumber) return null;
  // The first run of content words after "than": "than cats each year" compares with "cats".
  const second: Token[] = [];
  for (const token of after) {
    if (token.isContent && !STAND_INS.has(token.lower)) second.push(token);
    else if (second.length > 0) break;
  }
  if (second.length === 0) return null;
  const secondStems = new Set(second.map((token) => token.stem));
  const first = claim
    .slice(0, than)
    .filter((token) => token !== word && token.isContent && !secondStems.has(token.stem));
  return { word, up, first, second };
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
}): SlotConflict | { agrees: Token } | null {
  const comparison = readComparison(options.claim);
  if (!comparison) return null;
  const { evidence, source } = options;
  const parts = partsOf(evidence, source);
  /** The one part of the sentence a term's word is in (a word said twice places nothing). */
  const partOf = (token: Token): number | null => {
    const found = evidence.flatMap((other, index) => (other.stem === token.stem ? [parts[index]!] : []));
    return found.length === 1 ? found[0]! : null;
  };
  const secondParts = new Set(comparison.second.map(partOf).filter((part) => part !== null));
  const [secondPart] = secondParts;
  if (secondParts.size !== 1 || secondPart === undefined) return null;
  const firstTerms = comparison.first.filter((token) => {
    const part = partOf(token);
    return part !== null && part !== secondPart;
  });
  const firstParts = new Set(firstTerms.map(partOf));
  const [firstPart] = firstParts;
  if (firstParts.size !== 1 || firstPart === undefined || firstPart === null) return null;
  const secondTerm = comparison.second.find((token) => partOf(token) === secondPart)!;
  const partAt = (offset: number) => {
    const index = evidence.findIndex((token) => token.end > offset);
    return index < 0 ? null : parts[index]!;
  };
  const termStarts = new Set(
    evidence
      .filter((token) => [...comparison.first, ...comparison.second].some((term) => term.stem === token.stem))
      .map((token) => token.start),
  );
  const termStems = new Set([...comparison.first, ...comparison.second].map((token) => token.stem));
  const values = [
    ...options.quantities.map((quantity) => quantityValue(quantity, termStems)),
    ...options.dates.map(dateValue),
  ].filter((value): value is Value => value !== null && !termStarts.has(value.start));
  const inPart = (part: number) => values.filter((value) => partAt(value.start) === part);
  const firstValues = inPart(firstPart);
  const secondValues = inPart(secondPart);
  // One value of a kind in each part ("420 cats and 95 rabbits a year": the counts, not "a year").
  const pairs = firstValues.flatMap((one) => {
    const other = secondValues.filter((value) => value.key === one.key);
    const alone = firstValues.filter((value) => value.key === one.key).length === 1;
    return alone && other.length === 1 && other[0]!.amount !== one.amount ? [[one, other[0]!] as const] : [];
  });
  if (pairs.length === 0) return null;
  const ways = new Set(pairs.map(([one, other]) => one.amount > other.amount));
  if (ways.size !== 1) return null;
  const [one, other] = pairs[0]!;
  if (one.amount > other.amount === comparison.up) return { agrees: comparison.word };
  return {
    kind: 'comparative',
    claimValue: comparison.word.text,
    evidenceValue: `${one.text}' for '${firstTerms[0]!.text}' against '${other.text}' for '${secondTerm.text}`,
    claimStems: [comparison.word.stem],
    bySlot: true,
  };
}
