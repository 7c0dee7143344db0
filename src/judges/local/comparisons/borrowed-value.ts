/**
 * A value borrowed from another sentence into the aligned sentence's slot: "The fish market on the
 * quay runs from 5 am until 4 pm on Saturdays" against "The fish market on the quay runs from 5 am
 * until noon on Saturdays" beside "The craft market in the square runs from 10 am until 4 pm".
 * The claim's value is stated in the context, so the number comparison (which looks for it
 * anywhere) passes it; but where it stands in the copied sentence, after the same words, the
 * sentence has another value of the same unit.
 */
import type { Quantity } from '../../../text/quantity.js';
import { states } from '../../../text/quantity-values.js';
import type { Token } from '../../../text/tokenize.js';
import { keyOf, type SlotConflict } from './compare-slots.js';

/** Words before a value that mark no slot of their own. */
const ARTICLES: ReadonlySet<string> = new Set(['the', 'a', 'an']);

/** How many words before the value must be the same on both sides ("until", "1 to"). */
const CONTEXT_WORDS = 2;

/** The keys of the `count` words before `start` (articles aside). */
function wordsBefore(tokens: readonly Token[], start: number, count: number): string[] {
  return tokens
    .filter((token) => token.end <= start && !ARTICLES.has(token.lower))
    .slice(-count)
    .map(keyOf);
}

/**
 * The claim's value the aligned sentence does not state, against the one value of its unit the
 * sentence has after the same two words; null when there is none, or more than one.
 * @example findBorrowedValue({ claim: tokenize('open until 4 pm'), … sentence: tokenize('open until noon') }) // 4 pm vs noon
 */
export function findBorrowedValue(options: {
  claim: readonly Token[];
  claimQuantities: readonly Quantity[];
  sentence: readonly Token[];
  sentenceQuantities: readonly Quantity[];
}): SlotConflict | null {
  const { claim, sentence, claimQuantities, sentenceQuantities } = options;
  for (const quantity of claimQuantities) {
    if (quantity.unit === null || sentenceQuantities.some((other) => states(quantity, other))) continue;
    const before = wordsBefore(claim, quantity.start, CONTEXT_WORDS);
    if (before.length < CONTEXT_WORDS) continue;
    const candidates = sentenceQuantities.filter(
      (other) =>
        other.unit === quantity.unit &&
        !claimQuantities.some((own) => states(own, other)) &&
        wordsBefore(sentence, other.start, CONTEXT_WORDS).join(' ') === before.join(' '),
    );
    if (candidates.length !== 1) continue;
    const [other] = candidates;
    const stems = claim
      .filter((token) => token.start >= quantity.start && token.end <= quantity.end)
      .map((token) => token.stem);
    return {
      kind: 'number',
      claimValue: quantity.text,
      evidenceValue: other!.text,
      claimStems: stems,
      bySlot: true,
    };
  }
  return null;
}
