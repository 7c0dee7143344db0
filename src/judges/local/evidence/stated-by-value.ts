/**
 * The claim words a sentence states by value: a claim's "3.24 million hectares" in a sentence that
 * says "3,240,000 hectares", its "roughly 310,000 visitors" in "309,450 visitors", its "0.95 MW" in
 * "950 kW". The alignment matches words by stem, so a number written another way would leave its
 * sentence unaligned and another one (a heading, a sentence with another number) would be taken
 * for the evidence; read by value (`text/quantity-values.ts` `states`), the sentence that holds the
 * number is found as a sentence holding the number's words.
 */
import { boundSide } from '../../../text/bound-relation.js';
import { DECADE, type Quantity, TIME_OF_DAY } from '../../../text/quantity.js';
import { durationOf, states } from '../../../text/quantity-values.js';
import type { Token } from '../../../text/tokenize.js';

/**
 * The claim's words that write `quantity`: its digits or number words and its unit (a duration's
 * unit word too). Not a hedge before it ("roughly"): crediting one tipped a name in an aside into
 * the claim's slot (set H, "The 400 m Ever Given was carrying roughly 18.3 thousand containers").
 */
function quantityStems(tokens: readonly Token[], quantity: Quantity): string[] {
  const end = Math.max(quantity.end, quantity.duration?.unitEnd ?? 0);
  return tokens
    .filter((token) => token.start >= quantity.start && token.end <= end)
    .map((token) => token.stem);
}

/** Whether two values are one (a measure in another unit is compared in its base unit). */
function sameNumber(left: number, right: number): boolean {
  return Math.abs(left - right) <= 1e-9 * Math.max(1, Math.abs(left), Math.abs(right));
}

/**
 * Whether `other` states the claim's `quantity` as the claim means it: the same value however
 * written, or a value the claim gives as an estimate or a bound ("roughly 310,000", "more than
 * 45,000", a decade, a share as a fraction). A bare number merely rounded ("$1.40" for "$1.36",
 * "$950 million" for "$946 million") is left to the sentence the claim copies: read in every
 * candidate sentence, it drew the alignment to sentences about other numbers (SummEdits).
 */
function statesAsWritten(quantity: Quantity, other: Quantity, source: string): boolean {
  if (!states(quantity, other)) return false;
  const own = durationOf(quantity);
  const theirs = durationOf(other);
  return (
    sameNumber(quantity.value, other.value) ||
    (own !== null && theirs !== null && sameNumber(own.value, theirs.value)) ||
    quantity.unit === DECADE ||
    quantity.unit === TIME_OF_DAY ||
    quantity.fraction === true ||
    other.fraction === true ||
    quantity.approximate === true ||
    quantity.bounds !== undefined ||
    boundSide(source, quantity) !== null
  );
}

/**
 * The stems of the claim's quantities that some quantity of a sentence states.
 * @example statedByValue({ tokens, source: claim, claimQuantities, sentenceQuantities }) // Set { '3.24', 'million', 'hectar' }
 */
export function statedByValue(options: {
  tokens: readonly Token[];
  /** The claim's text, which the tokens' offsets index into. */
  source: string;
  claimQuantities: readonly Quantity[];
  sentenceQuantities: readonly Quantity[];
}): Set<string> {
  const stems = new Set<string>();
  for (const quantity of options.claimQuantities)
    if (options.sentenceQuantities.some((other) => statesAsWritten(quantity, other, options.source)))
      for (const stem of quantityStems(options.tokens, quantity)) stems.add(stem);
  return stems;
}
