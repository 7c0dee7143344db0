/**
 * A claim word found as a word of the sentence that names its category, where the logic allows it
 * (natural-logic monotonicity): where both speak of every member of a category — the claim by a
 * prohibition, a negation or "no"/"any", the sentence by a prohibition or a quantifier
 * (`downward-positions.ts`) — the claim may name a kind of the sentence's word: "You can't light a
 * campfire" follows from "Open fires are prohibited", "You can light a campfire" does not.
 *
 * Only this direction. The other one — a plain statement's broader word, "The café sells food"
 * from "The café sells sandwiches" — was built and measured: on the dev rows it made 76 verdicts
 * better and 63 worse ("'Florida' is a kind of 'District'", "'rodents' is a kind of 'vertebrates'"
 * in sentences that say something else of them), so it is not used.
 */
import type { IndexedSentence } from './indexed-sentence.js';
import type { AlignedWord } from './sentence-match.js';

/** Whether WordNet files `stem`'s most frequent noun sense under `category` (`lexicon/kind-table.ts`). */
export type KindTest = (stem: string, category: string) => boolean;

/**
 * The sentence's word the claim word names a kind of, where both speak of every member; or null.
 * @example matchKind(campfireUnderNegation, sentenceOf('Open fires are prohibited.'), isKindOf) // 'fires'
 */
export function matchKind(word: AlignedWord, sentence: IndexedSentence, isKindOf: KindTest): string | null {
  if (word.downward !== true || word.isNumeric) return null;
  const downward = sentence.downward;
  if (!downward.includes(true)) return null;
  const tokens = sentence.tokens;
  for (let at = 0; at < tokens.length; at += 1) {
    const token = tokens[at]!;
    if (downward[at] && token.stem !== word.stem && isKindOf(word.stem, token.stem)) return token.text;
  }
  return null;
}
