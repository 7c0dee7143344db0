/** The confidence levels: high ≥ 0.9, medium ≥ 0.7, low ≥ 0.5, very low below. */
import type { ConfidenceLevel } from '../spec/report.js';
import { roundScore } from './policy.js';

export function confidenceLevel(score: number): ConfidenceLevel {
  const value = roundScore(score);
  if (value >= 0.9) return 'high';
  if (value >= 0.7) return 'medium';
  if (value >= 0.5) return 'low';
  return 'very_low';
}

/** The meaning column of the corrective-RAG specification's confidence table, for readable output. */
export const CONFIDENCE_LEVEL_MEANING: Readonly<Record<ConfidenceLevel, string>> = {
  high: 'All claims fully supported by context',
  medium: 'Most claims supported, minor gaps',
  low: 'Significant unsupported claims',
  very_low: 'Response may contain hallucinations',
};
