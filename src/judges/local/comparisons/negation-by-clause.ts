/**
 * Negation flips said twice in one claim: "There is a direct train from the airport to the ski
 * resort, so passengers do not need to change at Innsbruck" against "There is no direct train …;
 * passengers must change at Innsbruck". Each half is flipped, so the claim and the sentence have
 * as many negations as each other and the comparison of the whole sentence sees none. Read clause
 * by clause: each claim clause against the sentence's clause that shares most of its words.
 */
import type { Token } from '../../../text/tokenize.js';
import type { NegationComparison } from './compare-negation.js';
import { punctuationClauses } from './punctuation-clauses.js';

/** Least content words a clause must have, and share with its counterpart, to be read. */
const CLAUSE_WORDS = 2;

/** Words that open a clause after a comma ("…, so passengers …"). */
const OPENERS: ReadonlySet<string> = new Set(['so', 'but', 'and', 'while', 'whereas', 'yet']);

/** A sentence's clauses of enough words to read: cut at a comma, semicolon or colon, the joining word left with the next. */
function clausesOf(tokens: readonly Token[], source: string): Token[][] {
  return punctuationClauses(tokens, source).filter(
    (clause) => clause.filter((token) => token.isContent).length >= CLAUSE_WORDS,
  );
}

/**
 * The claim's negation word that one of its clauses flips against its counterpart, or null.
 * @example negationByClause({ claim, claimSource, evidence, evidenceSource, compare }) // 'not'
 */
export function negationByClause(options: {
  claim: readonly Token[];
  claimSource: string;
  evidence: readonly Token[];
  evidenceSource: string;
  compare: (claim: readonly Token[], evidence: readonly Token[]) => NegationComparison;
}): string | null {
  // The claim's clauses first: most claims have one, and the sentence's are then not cut.
  const claimClauses = clausesOf(options.claim, options.claimSource);
  if (claimClauses.length < 2) return null;
  const evidenceClauses = clausesOf(options.evidence, options.evidenceSource);
  if (evidenceClauses.length < 2) return null;
  const flipped = new Set<readonly Token[]>();
  let word: string | null = null;
  for (const clause of claimClauses) {
    const stems = new Set(
      clause.filter((token) => token.isContent && !OPENERS.has(token.lower)).map((token) => token.stem),
    );
    const shared = (other: readonly Token[]) => other.filter((token) => stems.has(token.stem)).length;
    const counterpart = evidenceClauses.reduce((best, other) =>
      shared(other) > shared(best) ? other : best,
    );
    if (shared(counterpart) < Math.max(CLAUSE_WORDS, stems.size / 2)) return null;
    const read = options.compare(clause, counterpart);
    if (read.mismatch) {
      flipped.add(counterpart);
      word ??= read.word ?? clause.find((token) => token.isNegation)?.text ?? null;
    }
  }
  // Every clause read; two of them flipped against two clauses of the sentence, whose negations
  // the whole sentence's count cancels. (Two claim clauses against one of the sentence say it
  // again: "Without written permission, hens cannot be kept" = "may be kept … with written
  // permission".)
  return flipped.size >= 2 ? word : null;
}
