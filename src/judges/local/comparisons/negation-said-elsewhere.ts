/**
 * A claim's negation that the best sentence lacks but another selected sentence says of the same
 * word: "There is no Kellan Island ferry service in January" against "The Kellan Island ferry
 * leaves Portmarrow at 9:30 …" (the names) and "From November to March there is no service" (the
 * denial). The best sentence says nothing of the denied word, so its missing negation is no flip;
 * the other sentence denies that very word. A best sentence that states the word ("The ferry
 * service runs in January") keeps the flip.
 */
import type { Token } from '../../../text/tokenize.js';

/**
 * How many tokens after a negation its words are read: in the other sentence as the negation
 * comparison reads them; in the claim up to the phrase's end ("no Orla Bay water taxi service").
 */
const REACH = 4;
const CLAIM_REACH = 8;

/** Words that end the phrase a negation governs ("no service on Sundays", "no service, and the …"). */
const SCOPE_ENDS: ReadonlySet<string> = new Set(
  'on in at for from during when while if and but or so because'.split(' '),
);

/** The stems of the content words each negation of `tokens` governs, up to a scope end: one set per negation. */
function deniedPhrases(tokens: readonly Token[], reach = REACH): Set<string>[] {
  const phrases: Set<string>[] = [];
  tokens.forEach((token, index) => {
    if (!token.isNegation) return;
    const stems = new Set<string>();
    for (let at = index + 1; at < Math.min(tokens.length, index + 1 + reach); at += 1) {
      const word = tokens[at]!;
      if (SCOPE_ENDS.has(word.lower) || word.isNegation) break;
      if (word.isContent && !word.isNumber) stems.add(word.stem);
    }
    if (stems.size > 0) phrases.push(stems);
  });
  return phrases;
}

/**
 * The stem of the word the claim denies that `other` denies too, in a phrase of claim words only
 * ("no service", not "no parking service"), and that `best` does not state at all; or null.
 * @example negationSaidElsewhere(tokenize('There is no ferry service in January.'), tokenize('The ferry leaves at 9:30.'), tokenize('From November to March there is no service.')) // 'servic'
 */
export function negationSaidElsewhere(
  claim: readonly Token[],
  best: readonly Token[],
  other: readonly Token[],
): string | null {
  if (best.some((token) => token.isNegation)) return null;
  const claimDenied = new Set(deniedPhrases(claim, CLAIM_REACH).flatMap((phrase) => [...phrase]));
  if (claimDenied.size === 0) return null;
  const claimStems = new Set(claim.map((token) => token.stem));
  const bestStems = new Set(best.map((token) => token.stem));
  for (const phrase of deniedPhrases(other)) {
    if (![...phrase].every((stem) => claimStems.has(stem))) continue;
    const stem = [...phrase].find((word) => claimDenied.has(word) && !bestStems.has(word));
    if (stem) return stem;
  }
  return null;
}
