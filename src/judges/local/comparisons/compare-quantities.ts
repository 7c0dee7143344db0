/**
 * Numbers, amounts, percentages, units and years: the consistency comparison that pays most. A claim's
 * quantity that the context never states is missing; when the evidence sentence states the same
 * kind of quantity (same unit, or both years) with another value, the claim is contradicted.
 */

import { DECADE, type Quantity } from '../../../text/quantity.js';
import { sameDimension, sameValueOf, shareUnit, states } from '../../../text/quantity-values.js';

/** A claim quantity and the evidence quantity of the same unit that disagrees with it. */
export interface QuantityConflict {
  claim: Quantity;
  evidence: Quantity;
  /** Index of the evidence passage (as given) the conflicting quantity came from. */
  passageIndex: number;
}

export interface QuantityComparison {
  /** Quantities in the claim. */
  total: number;
  /** Claim quantities the context never states. */
  missing: Quantity[];
  conflict: QuantityConflict | null;
}

/**
 * Compares the claim's quantities with the whole context's and with the evidence passages'.
 * @example compareQuantities({ claim: [q60days], context: [q30days], passages: [[q30days]] }).conflict // 60 vs 30
 */
export function compareQuantities(options: {
  claim: readonly Quantity[];
  /**
   * Every quantity of the context, the passages' included; a function when reading them all is
   * costly: it is called only for a claim quantity no passage states (most claims state their
   * numbers in the sentences they align with, so the whole context is rarely read).
   */
  context: readonly Quantity[] | (() => readonly Quantity[]);
  passages: ReadonlyArray<readonly Quantity[]>;
  /**
   * Whether a passage's quantity counts the same things as the claim's in other words, whatever
   * the two values ("storeys" against "floors"), which the units cannot tell: the caller's
   * alignment can. The same value then states the claim's ("forty-two storeys" for "42 floors"),
   * another contradicts it.
   */
  countsAlike?: (claim: Quantity, other: Quantity, passageIndex: number) => boolean;
  /** Whether a passage gives a change by its two ends whose size the claim's value states. */
  changeStated?: (claim: Quantity, passageIndex: number) => boolean;
}): QuantityComparison {
  const { context, countsAlike, changeStated } = options;
  const missing: Quantity[] = [];
  let conflict: QuantityConflict | null = null;
  for (const quantity of options.claim) {
    const statedBy = (other: Quantity) => states(quantity, other);
    const found =
      options.passages.some(
        (passage, index) =>
          passage.some(
            (other) =>
              statedBy(other) ||
              (other.value === quantity.value && (countsAlike?.(quantity, other, index) ?? false)),
          ) ||
          (changeStated?.(quantity, index) ?? false),
      ) || (typeof context === 'function' ? context() : context).some(statedBy);
    if (found) continue;
    missing.push(quantity);
    if (conflict || quantity.unit === null || quantity.unit === DECADE) continue;
    // A claim that lists several values of a unit ("in 1998, 2001 and 2004") is not contradicted
    // by evidence that states some of them: only a value the claim does not state conflicts.
    const claimed = options.claim.filter((other) => other.unit === quantity.unit);
    options.passages.forEach((passage, passageIndex) => {
      if (conflict) return;
      // The same unit first; else a duration in another unit of its dimension ("3 weeks"
      // against "14 days"), which the claim's other quantities do not state.
      const other =
        passage.find(
          (candidate) =>
            shareUnit(candidate, quantity) &&
            !claimed.some((own) => sameValueOf(candidate, own)) &&
            // A rank in words ("the first Australian Grand Prix") orders, it counts nothing: it
            // contradicts only a rank ("5th place" against "third place").
            (candidate.ordinal !== 'words' || quantity.ordinal !== undefined),
        ) ??
        passage.find(
          (candidate) =>
            sameDimension(candidate, quantity) && !options.claim.some((own) => states(own, candidate)),
        ) ??
        // Else a count of the same things in other words ("forty-three storeys" against "42 floors").
        passage.find(
          (candidate) =>
            (countsAlike?.(quantity, candidate, passageIndex) ?? false) &&
            !options.claim.some((own) => sameValueOf(candidate, own)),
        );
      if (other) conflict = { claim: quantity, evidence: other, passageIndex };
    });
  }
  return { total: options.claim.length, missing, conflict };
}
