/**
 * Numbers, amounts, percentages, units and years: the consistency comparison that pays most. A claim's
 * quantity that the context never states is missing; when the evidence sentence states the same
 * kind of quantity (same unit, or both years) with another value, the claim is contradicted.
 */

import { DAY, DECADE, inDecade, type Quantity, roundsTo, sameValue, YEAR } from './extract-quantities.js';

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

function compatible(left: Quantity, right: Quantity): boolean {
  return left.unit === null || right.unit === null || left.unit === right.unit;
}

/** The context states the claim's quantity (same value and compatible unit, or a year in a claimed decade). */
export function states(quantity: Quantity, other: Quantity): boolean {
  if (quantity.unit === DECADE) {
    return (
      (other.unit === DECADE && other.value === quantity.value) ||
      (other.unit === YEAR && inDecade(quantity.value, other.value))
    );
  }
  if (!compatible(quantity, other)) return false;
  // Calendar values are exact: 2020 does not round 2023.
  const calendar =
    quantity.unit === YEAR || quantity.unit === DAY || other.unit === YEAR || other.unit === DAY;
  return calendar ? quantity.value === other.value : roundsTo(quantity.value, other.value);
}

/**
 * Compares the claim's quantities with the whole context's and with the evidence passages'.
 * @example compareQuantities({ claim: [q60days], context: [q30days], passages: [[q30days]] }).conflict // 60 vs 30
 */
export function compareQuantities(options: {
  claim: readonly Quantity[];
  context: readonly Quantity[];
  passages: ReadonlyArray<readonly Quantity[]>;
}): QuantityComparison {
  const missing: Quantity[] = [];
  let conflict: QuantityConflict | null = null;
  for (const quantity of options.claim) {
    const found = options.context.some((other) => states(quantity, other));
    if (found) continue;
    missing.push(quantity);
    if (conflict || quantity.unit === null || quantity.unit === DECADE) continue;
    // A claim that lists several values of a unit ("in 1998, 2001 and 2004") is not contradicted
    // by evidence that states some of them: only a value the claim does not state conflicts.
    const claimed = options.claim.filter((other) => other.unit === quantity.unit);
    options.passages.forEach((passage, passageIndex) => {
      if (conflict) return;
      const other = passage.find(
        (candidate) =>
          candidate.unit === quantity.unit && !claimed.some((own) => sameValue(candidate.value, own.value)),
      );
      if (other) conflict = { claim: quantity, evidence: other, passageIndex };
    });
  }
  return { total: options.claim.length, missing, conflict };
}
