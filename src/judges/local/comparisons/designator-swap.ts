/**
 * A thing named by a word and a letter, the letter swapped: "Four patients in Cohort A
 * discontinued treatment" against "Four patients in Cohort B discontinued treatment", "Group C"
 * for "Group B", "Plan A" for "Plan B". A single letter is no content word, so the two sentences
 * match word for word; the letter after the same word is the detail that differs.
 */
import type { Token } from '../../../text/token.js';
import type { SentenceMatch } from '../evidence/sentence-match.js';
import type { SlotConflict } from './compare-slots.js';

/** A designator: one capital letter ("A", "B"), not the pronoun "I". */
function isLetter(token: Token | undefined): token is Token {
  return token !== undefined && /^[A-HJ-Z]$/u.test(token.text);
}

/** The letters each capitalised word is followed by in `tokens` ("cohort" → {"A", "B"}), by stem. */
function lettersAfter(tokens: readonly Token[]): Map<string, Set<string>> {
  const letters = new Map<string, Set<string>>();
  tokens.forEach((token, index) => {
    const next = tokens[index + 1];
    if (!token.isContent || !token.isCapitalized || !isLetter(next)) return;
    const seen = letters.get(token.stem) ?? new Set<string>();
    seen.add(next.text);
    letters.set(token.stem, seen);
  });
  return letters;
}

/**
 * The claim's word and letter that a selected sentence gives with another letter, the sentence
 * naming the claim's letter after that word nowhere; null when none.
 * @example findDesignatorSwap(tokenize('Patients in Cohort A stopped.'), [match('Patients in Cohort B stopped.')]) // Cohort A vs Cohort B
 */
export function findDesignatorSwap(
  claim: readonly Token[],
  selected: readonly SentenceMatch[],
): { conflict: SlotConflict; match: SentenceMatch } | null {
  const own = lettersAfter(claim);
  if (own.size === 0) return null;
  for (const match of selected) {
    const theirs = lettersAfter(match.sentence.tokens);
    for (const [stem, letters] of own) {
      const other = theirs.get(stem);
      if (!other || [...letters].some((letter) => other.has(letter))) continue;
      const at = claim.findIndex((token, index) => token.stem === stem && isLetter(claim[index + 1]));
      const word = claim[at]!;
      const evidenceAt = match.sentence.tokens.findIndex(
        (token, index) => token.stem === stem && isLetter(match.sentence.tokens[index + 1]),
      );
      const evidence = match.sentence.tokens.slice(evidenceAt, evidenceAt + 2);
      return {
        match,
        conflict: {
          kind: 'entity',
          claimValue: `${word.text} ${claim[at + 1]!.text}`,
          evidenceValue: evidence.map((token) => token.text).join(' '),
          claimStems: [stem],
          bySlot: true,
          anchored: true,
        },
      };
    }
  }
  return null;
}
