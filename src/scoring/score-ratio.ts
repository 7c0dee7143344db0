/** `ratio`: supported / total (the claim-decomposition ADR's acceptance table; the background check). Zero claims → 1.0. */
import { countVerdicts, roundScore, type Score, type ScoreInput } from './policy.js';

export function scoreRatio(input: ScoreInput): Score {
  const counts = countVerdicts(input.verdicts);
  const total = input.verdicts.length;
  if (total === 0) return { score: 1, metadata: { total: 0, supported: 0, vacuous: true } };
  return { score: roundScore(counts.supported / total), metadata: { total, ...counts } };
}
