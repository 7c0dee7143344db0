/**
 * A change a sentence gives by its two ends, stated by its size: "Membership grew from 8,000 to
 * 12,000" says "grew by 50%" and "grew by 4,000"; "rose 12%, from 5,000 to 5,600" says "rose by
 * 600". The claim's value must be a change ("by 50%", "rose 12%") and the sentence's two values
 * of one unit joined as "from A to B"; the claim rounds as answers round ("fell by 33%" for "from
 * 12,000 to 8,000").
 */
import { CHANGE_WORDS } from './number-words.js';
import { type Quantity, YEAR } from './quantity.js';
import { isCountedNoun, roundsTo } from './quantity-values.js';

/** Words right before a claim value that make it the size of a change. */
const CHANGE_BEFORE =
  /\b(?:by|rose|fell|grew|increased|decreased|dropped|declined|climbed|jumped|gained|lost|up|down)\s*$/i;

/** Words right after a claim value that make it the size of a change: "25% cheaper", "15% higher". */
const CHANGE_AFTER =
  /^\s*(?:%|per ?cent)?\s*(cheaper|dearer|lower|higher|more|less|smaller|larger|bigger|fewer|up|down)\b/i;

/** The words of a change that say it went down; the others of CHANGE_AFTER say it went up. */
const DOWN_WORDS = new Set(['cheaper', 'lower', 'less', 'smaller', 'fewer', 'down']);

/**
 * Where the word that makes a claim value a change ends ("25% cheaper"), or null, with the way it
 * says the change went.
 */
export function changeWordAfter(claim: Quantity, claimSource: string): { end: number; down: boolean } | null {
  const after = CHANGE_AFTER.exec(claimSource.slice(claim.end, claim.end + 16));
  return after ? { end: claim.end + after[0].length, down: DOWN_WORDS.has(after[1]!.toLowerCase()) } : null;
}

/** Verbs of a rise and of a fall before a change's size ("rose by", "fell", "was cut by"). */
const UP_BEFORE =
  /\b(?:rose|risen|rise[sn]?|grew|grow[sn]?|increased?|increases|climbed|climbs?|jumped|jumps?|gained|gains?|up|raised|raises?|higher|more)\b/i;
const DOWN_BEFORE =
  /\b(?:fell|falls?|fallen|decreased?|decreases|dropped|drops?|declined|declines?|lost|loses?|down|cut|cuts|reduced|reduces?|lower|less|fewer)\b/i;

/** Whether the words before a claim value say a fall (true), a rise (false), or neither (null). */
function directionBefore(before: string): boolean | null {
  const up = UP_BEFORE.test(before);
  const down = DOWN_BEFORE.test(before);
  return up === down ? null : down;
}

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

/** What stands between the two ends: "to", after a percent sign or the first end's year ("in 2010"). */
const CHANGE_GAP = /^\s*(?:%|per ?cent)?\s*(?:(?:in|of) \d{4}\s+)?to\s*[$€£]?$/i;

/** The two ends of a change the sentence gives ("from 8,000 to 12,000"), in order. */
function changesIn(passage: readonly Quantity[], source: string): Array<[Quantity, Quantity]> {
  const pairs: Array<[Quantity, Quantity]> = [];
  for (let index = 0; index < passage.length; index += 1) {
    const from = passage[index]!;
    if (from.value === 0) continue;
    if (!/\bfrom\s*[$€£]?$/i.test(source.slice(Math.max(0, from.start - 8), from.start))) continue;
    // The other end: the next value of the unit, past the year that dates the first end ("from
    // 80,000 in 2010 to 92,000 in 2020").
    let at = index + 1;
    while (passage[at] && passage[at]!.unit !== from.unit && passage[at]!.unit === YEAR) at += 1;
    const to = passage[at];
    // "from 400 to 500 employees": the noun after the second end counts the first too.
    if (!to || (from.unit !== to.unit && !(from.unit === null && isCountedNoun(to.unit)))) continue;
    // The first end's percent sign may stand outside its value ("from 9% to 11%").
    if (!CHANGE_GAP.test(source.slice(from.end, to.start))) continue;
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
  const word = changeWordAfter(claim, claimSource);
  if (
    !byItsWord &&
    !CHANGE_BEFORE.test(claimSource.slice(Math.max(0, claim.start - 12), claim.start)) &&
    !word
  )
    return null;
  const points = percentagePointsEnd(claim, claimSource) !== null;
  // The way the claim says the change went, by its word after the value or before it ("rose by").
  const down = word?.down ?? directionBefore(claimSource.slice(Math.max(0, claim.start - 24), claim.start));
  for (const [from, to] of changesIn(passage, source)) {
    // "25% cheaper" or "fell by 4,000" is a fall: not the size of a rise.
    if (down !== null && down !== to.value < from.value) continue;
    const size = Math.abs(to.value - from.value);
    const hedged = claim.approximate === true;
    // "rose by two percentage points" is the difference of two percentages ("from 9% to 11%"),
    // "rose by 20%" their ratio, or the ratio of any other two values.
    const stated = points
      ? from.unit === '%' && roundsTo(claim.value, size, hedged)
      : claim.unit === '%'
        ? to.unit !== '%' && roundsTo(claim.value, (100 * size) / Math.abs(from.value), hedged)
        : claim.unit === to.unit && roundsTo(claim.value, size, hedged);
    if (stated) return `from ${shown(from)} to ${shown(to)}`;
  }
  return null;
}
