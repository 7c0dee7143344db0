/**
 * Re-scores a finished report under another policy once the answer-level check scores are known.
 * `verify()` needs the scores before it starts, but the fallbacks of alignment and facts read the
 * report's claim verdicts; so `verifyWithChecks()` judges the claims once and re-scores here,
 * through the same policy registry `verify()` uses (no second judge call, no second formula).
 */
import { confidenceLevel } from '../scoring/confidence-level.js';
import type { CheckScores } from '../scoring/policy.js';
import { type PolicySelection, scorePolicy } from '../scoring/registry.js';
import type { FaithfulnessReport, ReportIssue } from '../spec/report.js';

export interface RescoreReportOptions {
  report: FaithfulnessReport;
  policy: PolicySelection;
  checks: CheckScores;
}

/** Issue codes a scoring policy raises (they are recomputed, not kept). */
const SCORE_ISSUE_CODES = new Set([
  'low_faithfulness',
  'low_alignment',
  'low_citation_coverage',
  'unverified_facts',
]);

/**
 * @example
 * const composite = rescoreReport({ report, policy: 'composite', checks: { alignment: 0.45, citation: 1, facts: 1 } });
 * composite.overallScore; // 0.78
 */
export function rescoreReport(options: RescoreReportOptions): FaithfulnessReport {
  const { report } = options;
  const verdicts = report.claims.flatMap((claim) => (claim.verdict === null ? [] : [claim.verdict]));
  const score = scorePolicy(options.policy, { verdicts, checks: options.checks });
  const flagged = score.score < report.threshold;
  const issues: ReportIssue[] = [
    ...report.issues.filter((issue) => !SCORE_ISSUE_CODES.has(issue.code)),
    ...(score.issues ?? []),
  ];
  if (flagged) {
    issues.push({
      code: 'low_faithfulness',
      message: `score ${score.score.toFixed(2)} is below the threshold ${report.threshold}`,
    });
  }
  return {
    ...report,
    overallScore: score.score,
    policy: score.policy,
    flagged,
    level: confidenceLevel(score.score),
    issues,
    scoreDetails: {
      ...score.metadata,
      claimScore: { policy: report.policy, score: report.overallScore, details: report.scoreDetails },
    },
  };
}
