/**
 * `weighted` (the weighted-verdict metric): each verdict has a weight — supported 1, partially supported 0.5,
 * no evidence 0 (−1 in strict mode), contradicted −1 — the mean is clamped to [0, 1].
 * `verdictScores` overrides weights and accepts any known verdict vocabulary as keys
 * (e.g. `{ CONTRADICTORY: -2 }`).
 */
import { ConfigurationError } from '../errors.js';
import type { Verdict } from '../spec/verdict.js';
import { tryNormalizeVerdict } from '../verdicts/normalize-verdict.js';
import { clamp01, roundScore, type Score, type ScoreInput } from './policy.js';

export interface WeightedOptions {
  strictMode?: boolean;
  verdictScores?: Record<string, number>;
}

export const DEFAULT_VERDICT_WEIGHTS: Readonly<Record<Verdict, number>> = {
  supported: 1,
  partially_supported: 0.5,
  no_evidence: 0,
  contradicted: -1,
};

export function resolveVerdictWeights(options: WeightedOptions = {}): Record<Verdict, number> {
  const weights = { ...DEFAULT_VERDICT_WEIGHTS };
  if (options.strictMode) weights.no_evidence = -1;
  for (const [key, value] of Object.entries(options.verdictScores ?? {})) {
    const verdict = tryNormalizeVerdict(key);
    if (!verdict) throw new ConfigurationError(`verdictScores: unknown verdict "${key}"`);
    if (!Number.isFinite(value)) throw new ConfigurationError(`verdictScores.${key} must be a finite number`);
    weights[verdict] = value;
  }
  return weights;
}

export function scoreWeighted(input: ScoreInput, options: WeightedOptions = {}): Score {
  const weights = resolveVerdictWeights(options);
  const total = input.verdicts.length;
  if (total === 0) return { score: 1, metadata: { total: 0, weights, vacuous: true } };
  const sum = input.verdicts.reduce((acc, verdict) => acc + weights[verdict], 0);
  const mean = sum / total;
  return {
    score: roundScore(clamp01(mean)),
    metadata: { total, sum, mean: roundScore(mean), weights, strictMode: options.strictMode ?? false },
  };
}
