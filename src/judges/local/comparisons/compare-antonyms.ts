/**
 * Antonyms: a claim that says "increased" where the evidence says "decreased". A claim word
 * missing from the evidence whose WordNet antonym (or one from a short hand list) is present there.
 */

import type { Token } from '../../../text/tokenize.js';
import { isConverse } from './compare-directions.js';
import { saysOnly } from './compare-negation.js';
import { lessened } from './compare-slots.js';
import { converseRoles } from './converse-roles.js';

/** Degree and quantity words: the directions comparison handles these, with their direction. */
const DEGREE_WORDS = new Set([
  'most',
  'least',
  'more',
  'less',
  'much',
  'many',
  'few',
  'fewer',
  'stay',
  'move',
  'come',
  'go',
]);

export interface AntonymHit {
  claimWord: string;
  claimStem: string;
  evidenceWord: string;
  /** Whether one side only has a negation just before its word ("not allowed" = "forbidden"). */
  negatedOnce: boolean;
}

/** Whether a negation stands among the three tokens before `index`. */
function negatedBefore(tokens: readonly Token[], index: number): boolean {
  for (let at = Math.max(0, index - 3); at < index; at += 1) if (tokens[at]!.isNegation) return true;
  return false;
}

/** A negation among the three tokens before `index`, or "less" or "least" just before it. */
function turnedBefore(tokens: readonly Token[], index: number): boolean {
  return negatedBefore(tokens, index) || lessened(tokens, index);
}

/**
 * @example compareAntonyms({ claim, evidence, antonyms }) // { claimWord: 'increased', evidenceWord: 'decreased' }
 */
export function compareAntonyms(options: {
  claim: readonly Token[];
  evidence: readonly Token[];
  antonyms: ReadonlyMap<string, ReadonlySet<string>>;
}): AntonymHit | null {
  // "Asia was lower than Europe" states "Europe was higher than Asia".
  if (isConverse(options.claim, options.evidence)) return null;
  const evidenceStems = new Map<string, Token>();
  for (const token of options.evidence) if (!token.isNumber) evidenceStems.set(token.stem, token);
  const claimStems = new Set(options.claim.map((token) => token.stem));
  for (let index = 0; index < options.claim.length; index += 1) {
    const token = options.claim[index]!;
    if (
      token.isNumber ||
      token.lower.length < 3 ||
      DEGREE_WORDS.has(token.lower) ||
      evidenceStems.has(token.stem) ||
      // "never … anyone other than a nurse" says "only a nurse", not the opposite of "always".
      (token.isNegation && saysOnly(options.claim, index))
    )
      continue;
    const opposites = options.antonyms.get(token.stem);
    if (!opposites) continue;
    for (const opposite of opposites) {
      const found = evidenceStems.get(opposite);
      if (
        found &&
        found.lower.length >= 3 &&
        !DEGREE_WORDS.has(found.lower) &&
        !claimStems.has(opposite) &&
        !converseRoles(options.claim, index, options.evidence, options.evidence.indexOf(found)) &&
        sameOrdinalNoun(options.claim, index, options.evidence, options.evidence.indexOf(found))
      )
        return {
          claimWord: token.text,
          claimStem: token.stem,
          evidenceWord: found.text,
          // "less expensive" = "cheaper", "the least expensive" = "the cheapest": "less" turns a
          // word as a negation does.
          negatedOnce:
            turnedBefore(options.evidence, options.evidence.indexOf(found)) !==
            turnedBefore(options.claim, index),
        };
    }
  }
  return null;
}

/** Words of order whose opposite is one only for the same noun ("second quarter", "first quarter"). */
const ORDER_WORDS: ReadonlySet<string> = new Set(['first', 'second', 'last', 'final', 'next', 'previous']);

/**
 * Whether two opposite words of order qualify the same word: "the second quarter" is no opposite
 * of "for the first time". Any other pair of opposites passes.
 */
function sameOrdinalNoun(
  claim: readonly Token[],
  claimAt: number,
  evidence: readonly Token[],
  evidenceAt: number,
): boolean {
  if (!ORDER_WORDS.has(claim[claimAt]!.lower) || !ORDER_WORDS.has(evidence[evidenceAt]!.lower)) return true;
  const next = (tokens: readonly Token[], at: number) => tokens[at + 1]?.stem;
  return next(claim, claimAt) === next(evidence, evidenceAt);
}
