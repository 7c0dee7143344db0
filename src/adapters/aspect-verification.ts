/**
 * The three-aspect verification shape (`AspectVerification`): answer–source alignment, citation
 * coverage and fact verification, word for word as the three-aspect specification's API returns
 * them (`overall_score`, `answer_source_alignment`, `citation_coverage`, `fact_verification_score`,
 * `issues` as strings, `verified_sources`, `unverified_claims`), derived from a report that carries
 * the checks section. The aggregate is the `composite` policy itself, never a second formula. The
 * origin of the shape is traced in `docs/specifications.md`.
 */
import { ConfigurationError } from '../errors.js';
import {
  COMPOSITE_ISSUE_MESSAGES,
  type CompositeOptions,
  scoreComposite,
} from '../scoring/score-composite.js';
import type { FaithfulnessReport } from '../spec/report.js';

/** The three-aspect verification of one answer, as `QueryResponse.verification` carries it. */
export interface AspectVerification {
  overall_score: number;
  answer_source_alignment: number;
  citation_coverage: number;
  fact_verification_score: number;
  /** The specification's messages, e.g. "Answer may not be well-supported by retrieved sources". */
  issues: string[];
  verified_sources: string[];
  unverified_claims: string[];
}

const MESSAGE_BY_CODE: Readonly<Record<string, string>> = {
  low_alignment: COMPOSITE_ISSUE_MESSAGES.alignment,
  low_citation_coverage: COMPOSITE_ISSUE_MESSAGES.citation,
  unverified_facts: COMPOSITE_ISSUE_MESSAGES.facts,
};

/**
 * @param options.composite weights and thresholds when the report was not scored by `composite`
 *   (a composite report's own score and issues are used as they are).
 * @throws ConfigurationError when the report has no alignment or citation check.
 * @example
 * const verification = toAspectVerification(await verifyWithChecks({ response, chunks, policy: 'composite' }));
 * verification.overall_score; // e.g. 0.78
 */
export function toAspectVerification(
  report: Pick<
    FaithfulnessReport,
    'checks' | 'claims' | 'policy' | 'overallScore' | 'issues' | 'scoreDetails'
  >,
  options: { composite?: CompositeOptions } = {},
): AspectVerification {
  const alignment = report.checks?.alignment;
  const citations = report.checks?.citations;
  const facts = report.checks?.facts;
  if (!alignment || !citations) {
    throw new ConfigurationError(
      'the three-aspect verification needs the alignment and citations checks: run verifyWithChecks() with them',
    );
  }
  const checks = { alignment: alignment.score, citation: citations.score, facts: facts?.score };
  const verdicts = report.claims.flatMap((claim) => (claim.verdict === null ? [] : [claim.verdict]));
  const scored =
    report.policy === 'composite'
      ? {
          score: report.overallScore,
          issues: report.issues.filter((issue) => issue.code in MESSAGE_BY_CODE),
          facts: report.scoreDetails.facts as number | undefined,
        }
      : (() => {
          const score = scoreComposite({ verdicts, checks }, options.composite);
          return { score: score.score, issues: score.issues ?? [], facts: score.metadata.facts as number };
        })();
  return {
    overall_score: scored.score,
    answer_source_alignment: alignment.score,
    citation_coverage: citations.score,
    fact_verification_score: facts?.score ?? scored.facts ?? 0.5,
    issues: scored.issues.map((issue) => MESSAGE_BY_CODE[issue.code] ?? issue.message),
    verified_sources: facts?.verifiedSources ?? [],
    unverified_claims: facts?.unverifiedClaims ?? [],
  };
}
