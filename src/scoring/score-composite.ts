/**
 * `composite` (the three-aspect aggregate): overall = alignment × 0.4 + citation coverage × 0.3 + fact verification
 * × 0.3, with the specification's issues when alignment < 0.5, citation < 0.5 or facts < 0.7.
 * When the fact check did not run, facts come from the claim verdicts (supported / total), and
 * with no verdicts either, 0.5 — the specification's default when verification cannot run.
 */
import { ConfigurationError } from '../errors.js';
import type { ReportIssue } from '../spec/report.js';
import { countVerdicts, roundScore, type Score, type ScoreInput } from './policy.js';

export interface CompositeWeights {
  alignment: number;
  citation: number;
  facts: number;
}

export interface CompositeThresholds {
  alignment: number;
  citation: number;
  facts: number;
}

export interface CompositeOptions {
  weights?: Partial<CompositeWeights>;
  thresholds?: Partial<CompositeThresholds>;
}

export const DEFAULT_COMPOSITE_WEIGHTS: Readonly<CompositeWeights> = {
  alignment: 0.4,
  citation: 0.3,
  facts: 0.3,
};
export const DEFAULT_COMPOSITE_THRESHOLDS: Readonly<CompositeThresholds> = {
  alignment: 0.5,
  citation: 0.5,
  facts: 0.7,
};

/** The three-aspect specification's messages, word for word. */
export const COMPOSITE_ISSUE_MESSAGES = {
  alignment: 'Answer may not be well-supported by retrieved sources',
  citation: 'Many sources are not cited in the answer',
  facts: 'Some claims in the answer could not be verified',
} as const;

/** The three-aspect specification's default fact score when fact verification cannot run. */
export const FACT_SCORE_WHEN_UNAVAILABLE = 0.5;

export function scoreComposite(input: ScoreInput, options: CompositeOptions = {}): Score {
  const weights = { ...DEFAULT_COMPOSITE_WEIGHTS, ...options.weights };
  const thresholds = { ...DEFAULT_COMPOSITE_THRESHOLDS, ...options.thresholds };
  const weightSum = weights.alignment + weights.citation + weights.facts;
  if (!(weightSum > 0) || Object.values(weights).some((weight) => !Number.isFinite(weight) || weight < 0)) {
    throw new ConfigurationError('composite weights must be non-negative numbers with a positive sum');
  }
  const alignment = input.checks?.alignment;
  const citation = input.checks?.citation;
  if (alignment === undefined || citation === undefined) {
    throw new ConfigurationError(
      'the composite policy needs the alignment and citation checks: run verify() with checks enabled',
    );
  }
  let facts = input.checks?.facts;
  let factsSource = 'check';
  if (facts === undefined) {
    const total = input.verdicts.length;
    facts = total > 0 ? countVerdicts(input.verdicts).supported / total : FACT_SCORE_WHEN_UNAVAILABLE;
    factsSource = total > 0 ? 'claim_verdicts' : 'unavailable_default';
  }
  const overall =
    (alignment * weights.alignment + citation * weights.citation + facts * weights.facts) / (weightSum || 1);
  const issues: ReportIssue[] = [];
  if (alignment < thresholds.alignment)
    issues.push({ code: 'low_alignment', message: COMPOSITE_ISSUE_MESSAGES.alignment });
  if (citation < thresholds.citation)
    issues.push({ code: 'low_citation_coverage', message: COMPOSITE_ISSUE_MESSAGES.citation });
  if (facts < thresholds.facts)
    issues.push({ code: 'unverified_facts', message: COMPOSITE_ISSUE_MESSAGES.facts });
  return {
    score: roundScore(overall),
    metadata: { alignment, citation, facts: roundScore(facts), factsSource, weights, thresholds },
    issues,
  };
}
