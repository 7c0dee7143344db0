/**
 * A direction word of another clause put with the claim's subject: "FibreLite is the most
 * expensive of the three packages" against "Of the three packages, FibreLite at £24 a month is the
 * cheapest, while FibreMax at £45 is the most expensive". The sentence has both directions, so the
 * comparison of the whole sentence sees none; the clause that names the claim's subject has the
 * other one.
 */
import type { Token } from '../../../text/tokenize.js';
import { compareDirections, type DirectionComparison, hasDirection } from './compare-directions.js';
import { punctuationClauses } from './punctuation-clauses.js';

/** Words that open another clause of the sentence. */
const CLAUSE_WORDS: ReadonlySet<string> = new Set(['while', 'whereas', 'but', 'and']);

/**
 * The direction the clause that names the claim's subject gives against the claim's, where the
 * whole sentence gives both; null otherwise.
 * @example directionInClause(tokenize('A is the cheapest.'), tokenize('A is the most expensive, while B is the cheapest.'), source) // null
 */
export function directionInClause(
  claim: readonly Token[],
  evidence: readonly Token[],
  source: string,
): DirectionComparison | null {
  const clauses = punctuationClauses(evidence, source, CLAUSE_WORDS);
  if (clauses.filter(hasDirection).length < 2) return null;
  // The claim's subject: its first name, found in one clause of the sentence only.
  const subject = claim.find((token) => token.isCapitalized && token.isContent && !token.isNumber);
  if (!subject) return null;
  const holding = clauses.filter((clause) => clause.some((token) => token.stem === subject.stem));
  if (holding.length !== 1 || !hasDirection(holding[0]!)) return null;
  const read = compareDirections({ claim, evidence: holding[0]! });
  return read.mismatch ? read : null;
}
