/**
 * A claim that one value passed or missed a bound the sentence states beside the value itself:
 * "Donations exceeded the £100,000 target" against "Donations … reached £86,000, falling short of
 * the £100,000 target"; "the deflection exceeded the 25 mm design limit" against "was 18 mm, well
 * within the 25 mm design limit". The claim names the bound by its number; the sentence gives that
 * number and one other value of its kind, which the claim's verb must put on the right side.
 */
import type { Quantity } from '../../../text/quantity.js';
import type { Token } from '../../../text/tokenize.js';
import type { SlotConflict } from './compare-slots.js';

/**
 * Verbs of passing a bound (true): the value is above it. ("Missed the 7-minute target" is
 * above a time target and below a sales target: no side of its own, not read.)
 */
const BOUND_VERBS: ReadonlyMap<string, boolean> = new Map([
  ['exceeded', true],
  ['exceeds', true],
  ['surpassed', true],
  ['surpasses', true],
  ['topped', true],
  ['overshot', true],
]);

/**
 * The verb the sentence's two values contradict, as a slot conflict; null where the sentence
 * does not give the bound and one other value of its kind, or bears the verb out.
 * @example valueAgainstBound({ claim: tokenize('Donations exceeded the £100,000 target.'), … })
 */
export function valueAgainstBound(options: {
  claim: readonly Token[];
  /** The claim's quantities, read in its units ("25 mm" as 0.025 m). */
  claimQuantities: readonly Quantity[];
  quantities: readonly Quantity[];
}): SlotConflict | null {
  const { claim, quantities } = options;
  const at = claim.findIndex((token) => BOUND_VERBS.has(token.lower));
  if (at < 0 || claim.some((token) => token.isNegation)) return null;
  // The bound right after the verb: "exceeded the £100,000 target", "missed its 25 mm limit".
  const bound = claim.slice(at + 1, at + 4).find((token) => token.isNumber);
  const boundQuantity = options.claimQuantities.find((quantity) => quantity.start === bound?.start);
  if (!bound || !boundQuantity) return null;
  const amount = boundQuantity.value;
  const same = (value: number) => Math.abs(value - amount) <= 1e-9 * Math.max(1, Math.abs(amount));
  const stated = quantities.filter(
    (quantity) => same(quantity.value) && quantity.unit === boundQuantity.unit,
  );
  if (stated.length !== 1) return null;
  const unit = stated[0]!.unit;
  const others = quantities.filter((quantity) => quantity !== stated[0] && quantity.unit === unit);
  if (unit === null || others.length !== 1) return null;
  const value = others[0]!;
  const passes = BOUND_VERBS.get(claim[at]!.lower)!;
  if (value.value > amount === passes || same(value.value)) return null;
  return {
    kind: 'comparative',
    claimValue: `${claim[at]!.text} ${boundQuantity.text}`,
    evidenceValue: value.text,
    claimStems: [claim[at]!.stem],
    bySlot: true,
  };
}
