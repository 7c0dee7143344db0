/**
 * A change a sentence gives by its two ends, stated by its size: "Membership grew from 8,000 to
 * 12,000" says "grew by 50%" and "grew by 4,000"; "rose 12%, from 5,000 to 5,600" says "rose by
 * 600". The claim's value must be a change ("by 50%", "rose 12%") and the sentence's two values
 * of one unit joined as "from A to B"; the claim rounds as answers round ("fell by 33%" for "from
 * 12,000 to 8,000").
 */
import { CHANGE_WORDS } from './number-words.js';
import type { Quantity } from './quantity.js';
import { roundsTo } from './quantity-values.js';

/** Words right before a claim value that make it the size of a change. */
const CHANGE_BEFORE =
  /\b(?:by|rose|fell|grew|increased|decreased|dropped|declined|climbed|jumped|gained|lost|up|down)\s*$/i;

/** "percentage points" (or "points", "pp") right after a percentage: a difference of two percentages. */
const POINTS_AFTER = /^\s*(?:(?:percentage|%)\s*)?(?:points?|pp)\b/i;

/**
 * Where a claim value of percentage points ends, its words included ("two percentage points"), or
 * null when the value is no such difference.
 */
export function percentagePointsEnd(claim: Quantity, claimSource: string): number | null {
  if (claim.unit !== '%') return null;
  const after = POINTS_AFTER.exec(claimSource.slice(claim.end, claim.end + 24));
  return after ? claim.end + after[0].length : null;
}

/** A value as the reasoning quotes it: a percentage with its sign. */
function shown(quantity: Quantity): string {
  return quantity.unit === '%' && !quantity.text.includes('%') ? `${quantity.text}%` : quantity.text;
}

/** The two ends of a change the sentence gives ("from 8,000 to 12,000"), in order. */
function changesIn(passage: readonly Quantity[], source: string): Array<[Quantity, Quantity]> {
  const pairs: Array<[Quantity, Quantity]> = [];
  for (const [index, from] of passage.entries()) {
    const to = passage[index + 1];
    if (!to || from.unit !== to.unit || from.value === 0) continue;
    if (!/\bfrom\s*$/i.test(source.slice(Math.max(0, from.start - 8), from.start))) continue;
    // The first end's percent sign may stand outside its value ("from 9% to 11%").
    if (!/^\s*(?:%|per ?cent)?\s*to\s*$/i.test(source.slice(from.end, to.start))) continue;
    pairs.push([from, to]);
  }
  return pairs;
}

/**
 * The change of `passage` (the quantities of `source`) whose size the claim's value states, as
 * "from A to B", or null.
 * @example statedChange(q('50%'), 'grew by 50%', passage, 'grew from 8,000 to 12,000') // 'from 8,000 to 12,000'
 */
export function statedChange(
  claim: Quantity,
  claimSource: string,
  passage: readonly Quantity[],
  source: string,
): string | null {
  // "halved" and "doubled" are changes by their own word.
  const byItsWord = CHANGE_WORDS.has(claim.text.toLowerCase());
  if (!byItsWord && !CHANGE_BEFORE.test(claimSource.slice(Math.max(0, claim.start - 12), claim.start)))
    return null;
  const points = percentagePointsEnd(claim, claimSource) !== null;
  for (const [from, to] of changesIn(passage, source)) {
    const size = Math.abs(to.value - from.value);
    const hedged = claim.approximate === true;
    // "rose by two percentage points" is the difference of two percentages ("from 9% to 11%"),
    // "rose by 20%" their ratio, or the ratio of any other two values.
    const stated = points
      ? from.unit === '%' && roundsTo(claim.value, size, hedged)
      : claim.unit === '%'
        ? from.unit !== '%' && roundsTo(claim.value, (100 * size) / Math.abs(from.value), hedged)
        : claim.unit === from.unit && roundsTo(claim.value, size, hedged);
    if (stated) return `from ${shown(from)} to ${shown(to)}`;
  }
  return null;
}
