/**
 * A claim that permits what a sentence prohibits, by name or by a kind of it: "You can light a
 * campfire in Highcross Country Park" against "Barbecues and open fires are prohibited in all
 * areas of the park". Its counterpart, "You can't light a campfire", is found by kind
 * (`evidence/match-kind.ts`); the permission is found nowhere, and the words it shares with the
 * park's first sentence left it to the model. Only a sentence that prohibits (a prohibition word,
 * the category where the sentence speaks of every member of it) and shares another content word
 * with the claim ("park"): a ban on the beach says nothing of dogs in the park.
 */
import type { Token } from '../../../text/tokenize.js';
import type { IndexedSentence } from '../evidence/indexed-sentence.js';
import type { KindTest } from '../evidence/match-kind.js';

/** Words that prohibit what they are said of. */
const PROHIBITIONS: ReadonlySet<string> = new Set([
  'prohibited',
  'banned',
  'forbidden',
  'illegal',
  'outlawed',
]);

/** Words that grant a permission (a claim's "can light", "are allowed"). */
const PERMISSIONS: ReadonlySet<string> = new Set(['can', 'may', 'allowed', 'permitted', 'welcome']);

export interface PermittedKind {
  /** The claim's word for what it permits. */
  claimWord: string;
  /** The sentence's word for what it prohibits: the same, or a category of the claim's. */
  prohibited: string;
  sentence: IndexedSentence;
}

/**
 * @example permittedKind({ claim: tokenize('You can light a campfire in the park.'), sentences, isKindOf }) // { claimWord: 'campfire', prohibited: 'fires', … }
 */
export function permittedKind(options: {
  claim: readonly Token[];
  sentences: Iterable<IndexedSentence>;
  isKindOf: KindTest;
}): PermittedKind | null {
  const { claim, isKindOf } = options;
  if (!claim.some((token) => PERMISSIONS.has(token.lower)) || claim.some((token) => token.isNegation))
    return null;
  const nouns = claim.filter((token) => token.isContent && !token.isNumber && !PERMISSIONS.has(token.lower));
  if (nouns.length === 0) return null;
  const claimStems = new Set(nouns.map((token) => token.stem));
  for (const sentence of options.sentences) {
    const tokens = sentence.tokens;
    if (!tokens.some((token) => PROHIBITIONS.has(token.lower))) continue;
    const downward = sentence.downward;
    for (let at = 0; at < tokens.length; at += 1) {
      const category = tokens[at]!;
      if (!downward[at] || !category.isContent || category.isNumber) continue;
      const word = nouns.find((noun) => noun.stem === category.stem || isKindOf(noun.stem, category.stem));
      if (!word) continue;
      // Another word of the claim's in the sentence: it speaks of the claim's place or thing.
      const shared = tokens.some(
        (token) =>
          token.isContent &&
          token.stem !== category.stem &&
          token.stem !== word.stem &&
          claimStems.has(token.stem),
      );
      if (shared) return { claimWord: word.text, prohibited: category.text, sentence };
    }
  }
  return null;
}
