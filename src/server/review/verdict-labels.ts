/** Words and classes for verdicts, levels and statuses, shared by the review pages. */
import type { ClaimReport, ConfidenceLevel, ReportStatus } from '../../spec/report.js';

export const VERDICT_LABELS: Record<string, string> = {
  supported: 'Supported',
  partially_supported: 'Partially supported',
  no_evidence: 'No evidence',
  contradicted: 'Contradicted',
  error: 'Judge error',
};

export const LEVEL_LABELS: Record<ConfidenceLevel, string> = {
  high: 'High confidence',
  medium: 'Medium confidence',
  low: 'Low confidence',
  very_low: 'Very low confidence',
};

/** The corrective-RAG specification's confidence table: what each level means for a reader. */
export const LEVEL_MEANINGS: Record<ConfidenceLevel, string> = {
  high: 'All claims fully supported by the sources',
  medium: 'Most claims supported, minor gaps',
  low: 'Significant unsupported claims',
  very_low: 'The answer may contain hallucinations',
};

/**
 * Whether the judge could judge every claim — not whether the answer is supported (that is the
 * score and the flag). "Verified" read as "the answer is fine" beside a red "flagged" badge.
 */
export const STATUS_LABELS: Record<ReportStatus, string> = {
  ok: 'Every claim judged',
  partial: 'Some claims not judged (judge errors)',
  degraded: 'Not judged (the judge failed)',
  disabled: 'Checking off',
  failed: 'Check failed (not run; see the error)',
};

/** The verdict key of a claim: its verdict, or `error` when the judge failed on it. */
export function verdictKey(claim: ClaimReport): string {
  return claim.verdict ?? 'error';
}

export function countVerdicts(claims: readonly ClaimReport[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const claim of claims) counts[verdictKey(claim)] = (counts[verdictKey(claim)] ?? 0) + 1;
  return counts;
}
