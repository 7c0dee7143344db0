/** Words that mark focus, not a slot's filler ("for indoor installation only"). */
const FOCUS_WORDS: ReadonlySet<string> = new Set([
  'only',
  'also',
  'just',
  'even',
  'still',
  'solely',
  'exclusively',
]);

/**
 * One word of the copied sentence replaced by another thing the context names elsewhere:
 * "Lilies are highly toxic to dogs" against "Lilies are highly toxic to cats" where the next
 * sentence speaks of dogs; "Do not take Fenorax together with paracetamol" against "… together
 * with warfarin" where another sentence allows paracetamol. The names comparison reads capitalised
 * names; these are common nouns (animals, drugs, materials), so the slot is read strictly: the
 * claim's only unmatched word, with the same word on both sides of it in the sentence (or the
 * sentence's start), replacing a word of the sentence the claim does not have, and the claim's
 * word stated in another sentence of the context. A synonym the lexicon misses is seldom named
 * elsewhere in the same context; a swapped thing usually is.
 */
import type { Token } from '../../../text/tokenize.js';
import type { SentenceMatch } from '../evidence/align-claim.js';
import type { IndexedSentence } from '../evidence/indexed-sentence.js';
import { keyOf, nearest, type SlotConflict } from './compare-slots.js';

export function findSwappedWord(options: {
  claim: readonly Token[];
  /** The claim's aligned words and the aligned sentence's match of them. */
  words: ReadonlyArray<{ stem: string }>;
  best: SentenceMatch;
  /** The context's sentences and postings (stem → [sentence id, count, …]). */
  sentences: readonly IndexedSentence[];
  postings: ReadonlyMap<string, readonly number[]>;
}): SlotConflict | null {
  const { claim, words, best } = options;
  const missing = words.filter((_, index) => best.kinds[index] === null);
  if (missing.length !== 1) return null;
  const stem = missing[0]!.stem;
  const at = claim.findIndex((token) => token.stem === stem);
  const token = claim[at];
  if (!token || token.isNumber || !token.isContent) return null;
  // Named in another sentence of the context, not only in the claim.
  const list = options.postings.get(stem) ?? [];
  let elsewhere = false;
  for (let index = 0; index < list.length; index += 2) if (list[index] !== best.sentence.id) elsewhere = true;
  if (!elsewhere) return null;
  const claimStems = new Set(claim.map((other) => other.stem));
  const evidence = best.sentence.tokens;
  const left = nearest(claim, at, -1);
  const right = nearest(claim, at, 1);
  for (let index = 0; index < evidence.length; index += 1) {
    const other = evidence[index]!;
    if (!other.isContent || other.isNumber || claimStems.has(other.stem) || FOCUS_WORDS.has(other.lower))
      continue;
    const before = nearest(evidence, index, -1);
    const after = nearest(evidence, index, 1);
    const leftAgrees =
      left < 0 ? before < 0 : before >= 0 && keyOf(evidence[before]!) === keyOf(claim[left]!);
    const rightAgrees =
      right >= claim.length
        ? after >= evidence.length
        : after < evidence.length && keyOf(evidence[after]!) === keyOf(claim[right]!);
    if (!leftAgrees || !rightAgrees) continue;
    return {
      kind: 'entity',
      claimValue: token.text,
      evidenceValue: other.text,
      claimStems: [stem],
      bySlot: true,
      anchored: true,
      common: true,
    };
  }
  return null;
}
