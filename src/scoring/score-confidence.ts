/**
 * `confidence` (the corrective-RAG verifier's `calculate_confidence`): base = supported / total, −0.1 for each
 * unsupported claim (no evidence or contradicted), +0.1 when there is none, clamped to [0, 1].
 * Partially supported claims lower the base but are not "unsupported".
 */
import { confidenceLevel } from './confidence-level.js';
import { clamp01, countVerdicts, roundScore, type Score, type ScoreInput } from './policy.js';

export interface ConfidenceOptions {
  /** Subtracted per unsupported claim. Default 0.1. */
  penalty?: number;
  /** Added when no claim is unsupported. Default 0.1. */
  bonus?: number;
}

export function scoreConfidence(input: ScoreInput, options: ConfidenceOptions = {}): Score {
  const penalty = options.penalty ?? 0.1;
  const bonus = options.bonus ?? 0.1;
  const counts = countVerdicts(input.verdicts);
  const total = input.verdicts.length;
  if (total === 0) return { score: 1, metadata: { total: 0, vacuous: true, level: 'high' } };
  const unsupported = counts.no_evidence + counts.contradicted;
  const base = counts.supported / total;
  const adjustment = unsupported > 0 ? -penalty * unsupported : bonus;
  const score = roundScore(clamp01(base + adjustment));
  return {
    score,
    metadata: {
      total,
      ...counts,
      unsupported,
      base: roundScore(base),
      adjustment: roundScore(adjustment),
      level: confidenceLevel(score),
    },
  };
}
