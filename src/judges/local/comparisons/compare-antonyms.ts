/**
 * Antonyms: a claim that says "increased" where the evidence says "decreased". A claim word
 * missing from the evidence whose WordNet antonym (or one from a short hand list) is present there.
 */

import type { Token } from '../../../text/tokenize.js';
import { isConverse } from './compare-directions.js';
import { saysOnly } from './compare-negation.js';
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
  for (const [index, token] of options.claim.entries()) {
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
        !converseRoles(options.claim, index, options.evidence, options.evidence.indexOf(found))
      )
        return {
          claimWord: token.text,
          claimStem: token.stem,
          evidenceWord: found.text,
          negatedOnce:
            negatedBefore(options.evidence, options.evidence.indexOf(found)) !==
            negatedBefore(options.claim, index),
        };
    }
  }
  return null;
}
