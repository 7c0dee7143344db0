/** Shared by the quantity readers' tests: what a text reads as, and whether one text states another's numbers. */
import { extractQuantities } from '../extract-quantities.js';
import { states } from '../quantity-values.js';
import { tokenize } from '../tokenize.js';

export function quantities(text: string) {
  return extractQuantities(tokenize(text), text);
}

/** Whether every quantity of `claim` is stated by some quantity of `evidence`. */
export function statesAll(claim: string, evidence: string): boolean {
  const others = quantities(evidence);
  const claimed = quantities(claim);
  return claimed.length > 0 && claimed.every((quantity) => others.some((other) => states(quantity, other)));
}
