/**
 * Named entities: capitalised words of the claim (people, places, organisations, titles, months)
 * that the context never mentions. A claim about "Microsoft" checked against a passage about
 * "Apple" aligns on every other word; the missing name is what tells them apart.
 */
import type { Token } from '../../../text/tokenize.js';
import type { StemLookup } from '../evidence/sentence-index.js';

export interface EntityComparison {
  total: number;
  /** Entity words of the claim absent from the context, as written. */
  missing: string[];
}

/**
 * @example compareEntities({ claim: tokenize('Apple was founded in Cupertino.'), contextStems }) // { total: 1, missing: [] }
 */
export function compareEntities(options: {
  claim: readonly Token[];
  contextStems: StemLookup;
}): EntityComparison {
  let total = 0;
  const missing: string[] = [];
  const seen = new Set<string>();
  options.claim.forEach((token, index) => {
    if (index === 0 || !token.isCapitalized || !token.isContent || token.isNumber || seen.has(token.stem))
      return;
    seen.add(token.stem);
    total += 1;
    if (!options.contextStems.has(token.stem)) missing.push(token.text);
  });
  return { total, missing };
}
