/**
 * A condition turned: "A tenant may sublet the property even if the landlord has not given
 * consent" against "A tenant may not sublet the property unless the landlord has given consent".
 * The claim concedes ("even if") what the sentence requires ("unless", "except"), and the two
 * main clauses differ in their negation. The whole sentences have as many negations as each
 * other ("not given" against "may not"), so the count over them sees no flip: each main clause is
 * read apart from its condition.
 */
import type { Token } from '../../../text/tokenize.js';

/** The words after "even" that open a concession: "even if", "even where", "even outside emergencies". */
const CONCESSIONS: ReadonlySet<string> = new Set([
  'if',
  'when',
  'where',
  'after',
  'before',
  'outside',
  'without',
  'though',
  'in',
  'with',
  'for',
]);

/** Words that make what follows the only case the main clause holds, or the one it does not. */
const REQUIREMENTS: ReadonlySet<string> = new Set(['unless', 'except']);

/** Least content words the two main clauses share. */
const SHARED_WORDS = 2;

export interface TurnedCondition {
  /** The negation word that differs between the two main clauses. */
  word: string;
  claimNegated: boolean;
  evidenceNegated: boolean;
  /** The claim's concession and the sentence's requirement, as written ("even if", "unless"). */
  concession: string;
  requirement: string;
}

/**
 * How the two main clauses differ, or null when the claim concedes no condition the sentence
 * requires, or the main clauses agree.
 * @example conditionTurned(tokenize('Pets may stay even if unpaid.'), tokenize('Pets may not stay unless paid.'), negationsOf)?.word // 'not'
 */
export function conditionTurned(
  claim: readonly Token[],
  evidence: readonly Token[],
  negationsOf: (tokens: readonly Token[], other: readonly Token[]) => readonly Token[],
): TurnedCondition | null {
  const conceded = claim.findIndex(
    (token, index) => token.lower === 'even' && CONCESSIONS.has(claim[index + 1]?.lower ?? ''),
  );
  const required = evidence.findIndex((token) => REQUIREMENTS.has(token.lower));
  // Only a condition after its main clause: "Even if …, X" would need its clause cut off first.
  if (conceded < SHARED_WORDS || required < SHARED_WORDS) return null;
  const claimMain = claim.slice(0, conceded);
  const evidenceMain = evidence.slice(0, required);
  const stems = new Set(claimMain.filter((token) => token.isContent).map((token) => token.stem));
  const shared = evidenceMain.filter((token) => token.isContent && stems.has(token.stem)).length;
  if (shared < SHARED_WORDS) return null;
  const claimCues = negationsOf(claimMain, evidenceMain);
  const evidenceCues = negationsOf(evidenceMain, claimMain);
  if (claimCues.length % 2 === evidenceCues.length % 2) return null;
  return {
    word: (claimCues[0] ?? evidenceCues[0])!.text,
    claimNegated: claimCues.length % 2 === 1,
    evidenceNegated: evidenceCues.length % 2 === 1,
    concession: `${claim[conceded]!.text} ${claim[conceded + 1]!.text}`,
    requirement: evidence[required]!.text,
  };
}
