/**
 * The answer-level check scores a policy needs, computed without a model from the judged claims.
 * `verify()` runs this when the `composite` policy is asked for without the `checks` scores, so the
 * policy works everywhere it can be named (library, API, CLI, configuration) instead of failing at
 * request time. Alignment comes from the claim verdicts (else keyword overlap); citation coverage
 * never needs a model; facts are left to the policy's own fallback (the claim verdicts).
 */
import type { CheckScores } from '../scoring/policy.js';
import type { Chunk } from '../spec/chunk.js';
import type { AnswerChecks, FaithfulnessReport } from '../spec/report.js';
import { claimAlignment, keywordAlignment } from './check-alignment.js';
import { checkCitations } from './check-citations.js';

export interface LocalCheckScoresOptions {
  answer: string;
  chunks: readonly Chunk[];
  /** The judged claims (and the judge, named in the alignment reasoning). */
  report: Pick<FaithfulnessReport, 'claims' | 'judge'>;
  /** The scores to compute, as the policy registry names them. */
  needs: ReadonlyArray<'alignment' | 'citation'>;
}

/**
 * @example
 * const { scores } = localCheckScores({ answer, chunks, report, needs: ['alignment', 'citation'] });
 * scores.citation; // 1 when every source is cited
 */
export function localCheckScores(options: LocalCheckScoresOptions): {
  scores: CheckScores;
  checks: AnswerChecks;
} {
  const { answer, chunks, report } = options;
  const checks: AnswerChecks = { usage: { llmCalls: 0, inputTokens: 0, outputTokens: 0 } };
  const scores: CheckScores = {};
  if (options.needs.includes('alignment')) {
    checks.alignment = claimAlignment(report) ?? keywordAlignment(answer, chunks);
    scores.alignment = checks.alignment.score;
  }
  if (options.needs.includes('citation')) {
    checks.citations = checkCitations({ answer, chunks, report });
    scores.citation = checks.citations.score;
  }
  return { scores, checks };
}
