export { CONFIDENCE_LEVEL_MEANING, confidenceLevel } from './confidence-level.js';
export type { CheckScores, Score, ScoreInput, ScoringPolicy } from './policy.js';
export {
  isPolicyId,
  POLICIES,
  POLICY_IDS,
  type PolicyDescriptor,
  type PolicyOptionsById,
  type PolicySelection,
  resolvePolicy,
  scorePolicy,
} from './registry.js';
export {
  COMPOSITE_ISSUE_MESSAGES,
  type CompositeOptions,
  type CompositeThresholds,
  type CompositeWeights,
  DEFAULT_COMPOSITE_THRESHOLDS,
  DEFAULT_COMPOSITE_WEIGHTS,
  FACT_SCORE_WHEN_UNAVAILABLE,
  scoreComposite,
} from './score-composite.js';
export { type ConfidenceOptions, scoreConfidence } from './score-confidence.js';
export { scoreRatio } from './score-ratio.js';
export {
  DEFAULT_VERDICT_WEIGHTS,
  resolveVerdictWeights,
  scoreWeighted,
  type WeightedOptions,
} from './score-weighted.js';
