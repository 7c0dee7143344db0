/**
 * A claim's bound against the range a sentence gives for the same values: "Every applicant scored
 * at least 60" against "Applicants scored between 52 and 96" (some scored below 60); "at most 90"
 * against "from 40 to 120". The range must lie inside the bound for the claim to hold: a lower
 * bound above the range's start, or an upper bound below its end, is a conflict; a range inside
 * the bound bears it out. Not under a negation, and only for values of one unit.
 */
import { boundSide, rangeOf } from '../../../text/bound-relation.js';
import type { Quantity } from '../../../text/quantity.js';
import type { Token } from '../../../text/tokenize.js';
import type { SlotConflict } from './compare-slots.js';

/** The reading of a claim bound against a sentence's range: a conflict, or the bound words borne out. */
export type RangeReading = { conflict: SlotConflict } | { agrees: string[] };

/**
 * @param claimQuantities The claim's quantities, read in its units.
 * @param quantities The sentence's quantities; `source` the text their offsets index into.
 */
export function boundAgainstRange(options: {
  claim: string;
  tokens: readonly Token[];
  claimQuantities: readonly Quantity[];
  quantities: readonly Quantity[];
  source: string;
}): RangeReading | null {
  if (options.tokens.some((token) => token.isNegation)) return null;
  for (const quantity of options.claimQuantities) {
    const side = boundSide(options.claim, quantity);
    if (!side) continue;
    for (const start of options.quantities) {
      if (start.unit !== quantity.unit) continue;
      const range = rangeOf(start, options.quantities, options.source);
      // The range read from its first value only: each range once.
      if (!range || range[0] !== start.value) continue;
      const [low, high] = range;
      // A range the claim states itself ("aged 2 to 4, but … under 2") is its own, not the bound's.
      const own = (value: number) => options.claimQuantities.some((other) => other.value === value);
      if (own(low) && own(high)) continue;
      const holds = side.side === 'lower' ? low >= quantity.value : high <= quantity.value;
      // The bound's words and its value, which the sentence gives no more than the claim's side.
      const words = side.words.toLowerCase().split(/\s+/u);
      const stems = options.tokens
        .filter(
          (token) =>
            (token.start >= quantity.start - 40 &&
              token.end <= quantity.start + 1 &&
              words.includes(token.lower)) ||
            (token.start >= quantity.start && token.end <= quantity.end),
        )
        .map((token) => token.stem);
      if (holds) return { agrees: stems };
      const end = options.quantities.find((other) => other.value === high && other.start > start.start);
      const written = options.source.slice(start.start, end?.end ?? start.end);
      return {
        conflict: {
          kind: 'comparative',
          claimValue: side.written,
          evidenceValue: written,
          claimStems: stems,
          bySlot: true,
        },
      };
    }
  }
  return null;
}
