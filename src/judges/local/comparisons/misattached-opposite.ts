/**
 * A word of the sentence put with the wrong one of its clauses, where the clause the claim copies
 * says the opposite: "the first violins sit to the conductor's right" against "the first violins
 * sit to the conductor's left and the cellos to the conductor's right"; "cash deposits … incur a
 * £2 fee" against "Cash deposits … are free, but withdrawals … incur a £2 fee"; "The overnight
 * sleeper arrives in Inverness at 20:45" against "… departs Inverness at 20:45 and arrives in
 * London Euston at 07:40". Every word of the claim is in the sentence, so no word is missing; the
 * word is the other clause's, and the claim's own clause has its opposite.
 */
import { breaksClause } from '../../../text/breaks-clause.js';
import type { Token } from '../../../text/tokenize.js';
import type { SlotConflict } from './compare-slots.js';

/** Words that open another clause of the sentence. */
const CLAUSE_WORDS: ReadonlySet<string> = new Set(['and', 'but', 'while', 'whereas', 'although', 'though']);

/** The clause of the sentence each token is in: split at punctuation and at the words above. */
function clausesOf(tokens: readonly Token[], source: string): number[] {
  const clauses: number[] = [];
  let clause = 0;
  tokens.forEach((token, index) => {
    const previous = tokens[index - 1];
    if (previous && (breaksClause(source, previous.end, token.start) || CLAUSE_WORDS.has(token.lower)))
      clause += 1;
    clauses.push(clause);
  });
  return clauses;
}

/** A claim word the opposites are looked up for: a content word of three letters or more, no number. */
function mayHaveOpposite(token: Token): boolean {
  return token.isContent && !token.isNumber && token.lower.length >= 3;
}

/**
 * The claim word found only outside the clause the claim copies, against its opposite in that
 * clause, or null. Not for a negated claim: its negation may say the opposite itself.
 * @example findMisattachedOpposite({ claim: tokenize('The violins sit to the right.'), … })
 */
export function findMisattachedOpposite(options: {
  claim: readonly Token[];
  evidence: readonly Token[];
  source: string;
  antonyms: ReadonlyMap<string, ReadonlySet<string>>;
}): SlotConflict | null {
  const { claim, evidence, antonyms } = options;
  if (claim.some((token) => token.isNegation) || evidence.some((token) => token.isNegation)) return null;
  // Only a claim word with an opposite can be misattached: most claims have none, and the
  // sentence's clauses are then not read.
  if (!claim.some((token) => mayHaveOpposite(token) && antonyms.has(token.stem))) return null;
  const clauses = clausesOf(evidence, options.source);
  const claimStems = new Set(claim.filter((token) => token.isContent).map((token) => token.stem));
  // The clause the claim copies: the one that holds most of its words, and more than one.
  const counts = new Map<number, Set<string>>();
  evidence.forEach((token, index) => {
    if (!claimStems.has(token.stem)) return;
    const found = counts.get(clauses[index]!) ?? new Set<string>();
    found.add(token.stem);
    counts.set(clauses[index]!, found);
  });
  // (Two clauses may hold as many: "In the orchestra's standard seating plan, the first violins
  // sit …"; the word must be found in neither.)
  const most = Math.max(0, ...[...counts.values()].map((found) => found.size));
  if (most < 2) return null;
  const anchors = new Set(
    [...counts.entries()].filter(([, found]) => found.size === most).map(([clause]) => clause),
  );
  const anchorStems = new Set([...anchors].flatMap((clause) => [...counts.get(clause)!]));
  const inAnchor = (index: number) => anchors.has(clauses[index]!);
  for (const token of claim) {
    if (!mayHaveOpposite(token) || anchorStems.has(token.stem)) continue;
    const opposites = antonyms.get(token.stem);
    if (!opposites) continue;
    // The clause the word is in says it of something else: a word there the claim lacks ("the
    // cellos"); not a verb that goes on with the same subject ("opens at 10:00 and closes at
    // 15:30").
    const homes = new Set(
      evidence.flatMap((other, index) => (other.stem === token.stem ? [clauses[index]!] : [])),
    );
    const ofAnother = [...homes].some((clause) =>
      evidence.some(
        (other, index) =>
          clauses[index] === clause &&
          other.isContent &&
          !other.isNumber &&
          // (not a number's unit, which a claim may write otherwise: "15:30" for "3:30 pm")
          evidence[index - 1]?.isNumber !== true &&
          !claimStems.has(other.stem),
      ),
    );
    if (homes.size === 0 || !ofAnother) continue;
    const opposite = evidence.find(
      (other, index) => inAnchor(index) && opposites.has(other.stem) && !claimStems.has(other.stem),
    );
    if (!opposite) continue;
    // In the word's place: a content word beside the opposite is one beside the claim's word
    // ("the conductor's right" / "the conductor's left", "light items" / "heavy items").
    const beside = (tokens: readonly Token[], at: number): Set<string> => {
      const content = (index: number) => tokens[index]?.isContent === true;
      const before = tokens
        .slice(0, at)
        .filter((_, index) => content(index))
        .slice(-2);
      const after = tokens
        .slice(at + 1)
        .filter((_, index) => content(at + 1 + index))
        .slice(0, 2);
      // Nearest first: right before, right after, then the next on each side.
      const [near, far] = [before.at(-1), before.at(-2)];
      return new Set([near, after[0], far, after[1]].flatMap((other) => (other ? [other.stem] : [])));
    };
    const claimSide = beside(claim, claim.indexOf(token));
    // The word is with its own filler where a word beside it in the claim is its clause's and
    // not the copied one's: "completed in 2024" against "abandoned in 2019 and completed in
    // 2024"; not "arrives in Inverness" against "departs Inverness … and arrives in London".
    const ownFiller = evidence.some(
      (other, index) =>
        homes.has(clauses[index]!) && claimSide.has(other.stem) && !anchorStems.has(other.stem),
    );
    if (ownFiller) continue;
    const shared = [...beside(evidence, evidence.indexOf(opposite))].find((stem) => claimSide.has(stem));
    if (!shared) continue;
    // What the sentence pairs the opposite with: the word beside it the claim has too.
    const pairedWith = evidence.find((other) => other.stem === shared);
    return {
      kind: 'antonym',
      claimValue: token.text,
      evidenceValue: opposite.text,
      claimStems: [token.stem],
      bySlot: true,
      ...(pairedWith ? { pairedWith: pairedWith.text } : {}),
    };
  }
  return null;
}
