/**
 * A value of the aligned sentence put with another of its words: "established in 1979" against
 * "was established in 1949 and added to the UNESCO World Heritage List in 1979", "low water is at
 * 18:40" against "high water 06:12, low water 12:25, high water 18:40". The sentence states the
 * claim's value, so the number comparison passes it; but after the word the claim puts it with,
 * the sentence has another value of the same unit.
 */
import type { Quantity } from '../../../text/quantity.js';
import { states } from '../../../text/quantity-values.js';
import type { Token } from '../../../text/tokenize.js';
import { type DateMention, statesDate } from './compare-dates.js';
import type { SlotConflict } from './compare-slots.js';

/** How far before a value the claim's word it goes with may stand, in tokens. */
const ANCHOR_REACH = 4;
/** How far after that word in the sentence its own value may stand, in tokens. */
const VALUE_REACH = 6;

/** Index of the last content token (no number) ending before `start`, within `reach` tokens; -1 if none. */
function contentBefore(tokens: readonly Token[], start: number, reach: number): number {
  const end = tokens.findIndex((token) => token.start >= start);
  const last = (end < 0 ? tokens.length : end) - 1;
  for (let at = last; at >= 0 && at > last - reach; at -= 1) {
    const token = tokens[at]!;
    if (token.isContent && !token.isNumber) return at;
  }
  return -1;
}

/**
 * The sentence positions of the claim's anchor: the word before the value, with the content word
 * before it where the sentence has the two together ("low water", not every "water").
 */
function anchorsIn(claim: readonly Token[], anchor: number, sentence: readonly Token[]): number[] {
  const word = claim[anchor]!;
  const same = sentence.flatMap((token, at) => (token.stem === word.stem ? [at] : []));
  const previous = contentBefore(claim, word.start, 3);
  if (same.length <= 1 || previous < 0) return same;
  const stem = claim[previous]!.stem;
  return same.filter((at) => {
    const before = contentBefore(sentence, sentence[at]!.start, 3);
    return before >= 0 && sentence[before]!.stem === stem;
  });
}

/** A value as both sides read it: where it stands, as written. */
interface Value {
  start: number;
  end: number;
  text: string;
}

/**
 * The claim's value that the sentence states elsewhere, against the value of its kind the
 * sentence gives right after the claim's word for it; null when there is none.
 * @example findMisattachedValue({ claim: tokenize('established in 1979'), … sentence: tokenize('established in 1949 and listed in 1979') }) // 1979 vs 1949
 */
export function findMisattachedValue(options: {
  claim: readonly Token[];
  claimQuantities: readonly Quantity[];
  sentence: readonly Token[];
  sentenceQuantities: readonly Quantity[];
}): SlotConflict | null {
  return misattached(options.claim, options.claimQuantities, options.sentence, options.sentenceQuantities, {
    same: states,
    sameKind: (left, right) => left.unit !== null && left.unit === right.unit,
  });
}

/**
 * The same for dates by the day they denote: "opens on 3 May" against "opens on 5 May and closes
 * on 3 May".
 */
export function findMisattachedDate(options: {
  claim: readonly Token[];
  claimDates: readonly DateMention[];
  sentence: readonly Token[];
  sentenceDates: readonly DateMention[];
}): SlotConflict | null {
  return misattached(options.claim, options.claimDates, options.sentence, options.sentenceDates, {
    same: statesDate,
    sameKind: (left, right) => left.readings.length > 0 && right.readings.length > 0,
  });
}

function misattached<T extends Value>(
  claim: readonly Token[],
  claimValues: readonly T[],
  sentence: readonly Token[],
  sentenceValues: readonly T[],
  read: { same: (claim: T, other: T) => boolean; sameKind: (claim: T, other: T) => boolean },
): SlotConflict | null {
  // A negated claim denies the value of the word it names ("is not covered for 24 months").
  if (claim.some((token) => token.isNegation)) return null;
  const claimStems = new Set(claim.filter((token) => token.isContent).map((token) => token.stem));
  for (const value of claimValues) {
    const stated = sentenceValues.filter((other) => read.same(value, other));
    if (stated.length === 0) continue;
    const anchor = contentBefore(claim, value.start, ANCHOR_REACH);
    if (anchor < 0) continue;
    // The sentence puts the value with another word of the claim ("8 screws, each 45 mm long"
    // for "the screws in the fixing kit are each 4.5 cm"): the claim's own pairing.
    const pairedWith = (other: T) => {
      const before = contentBefore(sentence, other.start, ANCHOR_REACH);
      return (
        before >= 0 &&
        claimStems.has(sentence[before]!.stem) &&
        sentence[before]!.stem !== claim[anchor]!.stem
      );
    };
    if (stated.some(pairedWith)) continue;
    const places = anchorsIn(claim, anchor, sentence);
    if (places.length !== 1) continue;
    const from = sentence[places[0]!]!;
    const until = sentence[Math.min(sentence.length - 1, places[0]! + VALUE_REACH)]!;
    const own = sentenceValues.find(
      (other) => read.sameKind(value, other) && other.start > from.end && other.start <= until.start,
    );
    if (!own || read.same(value, own) || claimValues.some((other) => read.same(other, own))) continue;
    return {
      kind: 'number',
      claimValue: value.text,
      evidenceValue: own.text,
      claimStems: claim
        .filter((token) => token.start >= value.start && token.end <= value.end)
        .map((token) => token.stem),
      bySlot: true,
    };
  }
  return null;
}
