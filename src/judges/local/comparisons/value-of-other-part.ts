/**
 * A value the sentence gives another part of itself: "The main auditorium at the Harbour Lights
 * Theatre seats 120" against "The main auditorium seats 650, and the studio theatre seats 120";
 * "badly damaged by fire in 1936" against "badly damaged by fire in 1934 and rebuilt …, reopening
 * in 1936". The sentence states the claim's value, so the number comparison passes it; but the
 * claim says none of the words only that value's part has ("studio theatre", "reopening") and
 * some that only another part with a value of the same kind has ("main auditorium"): it put the
 * value with the other part's words.
 */
import { withFields } from '../../../core/with-fields.js';
import { type Quantity, YEAR_WRITTEN } from '../../../text/quantity.js';
import { states } from '../../../text/quantity-values.js';
import type { Token } from '../../../text/tokenize.js';
import { type DateMention, statesDate } from './compare-dates.js';
import type { SlotConflict } from './compare-slots.js';

/** Words that open another part of a sentence ("…, and the studio theatre seats 120"). */
const PART_WORDS: ReadonlySet<string> = new Set(['and', 'while', 'whereas', 'but', 'with']);

/** The part of the sentence each token is in: split at commas, semicolons and the words above, not inside "10:00". */
function partsOf(tokens: readonly Token[], source: string): number[] {
  let part = 0;
  return tokens.map((token, index) => {
    const previous = tokens[index - 1];
    const between = previous ? source.slice(previous.end, token.start) : '';
    if (previous && (/[,;]|:\s/u.test(between) || PART_WORDS.has(token.lower))) part += 1;
    return part;
  });
}

/** A value as both sides read it: where it stands, as written. */
interface Value {
  start: number;
  end: number;
  text: string;
}

/** A sentence as the rule reads it: its tokens and the text their offsets index into. */
interface PartedSentence {
  claim: readonly Token[];
  sentence: readonly Token[];
  source: string;
}

/**
 * The claim's quantity that one part of the sentence states, against the quantity of its unit
 * another part gives whose own words the claim says instead; null when there is none. Not ranks,
 * and not years read as bare numbers (dates compare those).
 * @example findQuantityOfOtherPart({ claim: tokenize('The main hall seats 120.'), … sentence: tokenize('The main hall seats 650, and the studio seats 120.') }) // 120 vs 650
 */
export function findQuantityOfOtherPart(
  options: PartedSentence & { claimQuantities: readonly Quantity[]; sentenceQuantities: readonly Quantity[] },
): SlotConflict | null {
  // `withFields`, not a spread: the spread's literal is a slow path on Node 20, once per sentence.
  return valueOfOtherPart(
    withFields(options, {
      claimValues: options.claimQuantities,
      sentenceValues: options.sentenceQuantities,
      same: states,
      sameKind: (left: Quantity, right: Quantity) =>
        left.unit === right.unit &&
        left.ordinal === undefined &&
        right.ordinal === undefined &&
        (left.unit !== null || !YEAR_WRITTEN.test(left.text)),
    }),
  );
}

/** The same for dates by the day they denote ("damaged by fire in 1936" against "… in 1934 …, reopening in 1936"). */
export function findDateOfOtherPart(
  options: PartedSentence & { claimDates: readonly DateMention[]; sentenceDates: readonly DateMention[] },
): SlotConflict | null {
  return valueOfOtherPart(
    withFields(options, {
      claimValues: options.claimDates,
      sentenceValues: options.sentenceDates,
      same: statesDate,
      sameKind: (left: DateMention, right: DateMention) =>
        left.readings.length > 0 && right.readings.length > 0,
    }),
  );
}

/** The sentence's parts, each one's words (not its values), and which of them the claim says. */
function readParts(
  claim: readonly Token[],
  sentence: readonly Token[],
  source: string,
  values: readonly Value[],
) {
  const parts = partsOf(sentence, source);
  const partOf = (offset: number) => parts[sentence.findIndex((token) => token.end > offset)] ?? -1;
  const inValue = (token: Token) =>
    values.some((value) => token.start >= value.start && token.end <= value.end);
  const words = (part: number) =>
    sentence.filter(
      (token, index) => parts[index] === part && token.isContent && !token.isNumber && !inValue(token),
    );
  // A capitalised word of the claim is a name, which says a lower-case word of the sentence only
  // as part of a name ("Harbour Lights Theatre" is not "the studio theatre").
  const says = (token: Token) =>
    claim.some(
      (own) =>
        own.stem === token.stem &&
        (!own.isCapitalized || own === claim[0] || token.isCapitalized || token === sentence[0]),
    );
  return { partOf, words, says };
}

function valueOfOtherPart<T extends Value>(options: {
  claim: readonly Token[];
  claimValues: readonly T[];
  sentence: readonly Token[];
  source: string;
  sentenceValues: readonly T[];
  same: (claim: T, other: T) => boolean;
  sameKind: (claim: T, other: T) => boolean;
}): SlotConflict | null {
  const { claim, sentence } = options;
  // One value of the claim's that the sentence states, beside another of its kind: most
  // sentences have none, and are read no further (the parts are cut only for those that do).
  const candidates = options.claimValues.flatMap((value) => {
    const stated = options.sentenceValues.filter((candidate) => options.same(value, candidate));
    const other = options.sentenceValues.some(
      (candidate) => !options.same(value, candidate) && options.sameKind(value, candidate),
    );
    return stated.length === 1 && other ? [{ value, stated: stated[0]! }] : [];
  });
  if (candidates.length === 0) return null;
  // A negated claim denies the value of the words it names.
  if (claim.some((token) => token.isNegation) || sentence.some((token) => token.isNegation)) return null;
  const { partOf, words, says } = readParts(claim, sentence, options.source, options.sentenceValues);
  for (const { value, stated } of candidates) {
    const ownPart = partOf(stated.start);
    const others = options.sentenceValues.filter(
      (other) =>
        options.sameKind(value, other) && !options.same(value, other) && partOf(other.start) !== ownPart,
    );
    if (
      others.length === 0 ||
      options.claimValues.some((own) => others.some((other) => options.same(own, other)))
    )
      continue;
    const ownWords = words(ownPart);
    const ownStems = new Set(ownWords.map((token) => token.stem));
    for (const other of others) {
      const otherWords = words(partOf(other.start));
      const distinct = ownWords.filter((token) => !otherWords.some((word) => word.stem === token.stem));
      const otherDistinct = otherWords.filter((token) => !ownStems.has(token.stem));
      // The value's own part must have words of its own the claim could have said.
      if (distinct.length === 0 || distinct.some(says) || !otherDistinct.some(says)) continue;
      return {
        kind: 'number',
        claimValue: value.text,
        evidenceValue: other.text,
        claimStems: claim
          .filter((token) => token.start >= value.start && token.end <= value.end)
          .map((token) => token.stem),
        bySlot: true,
        namesNear: true,
      };
    }
  }
  return null;
}
