/**
 * A scoring policy is a plain typed function `(input, options) => Score`, like an autoevals
 * scorer: the score and the metadata that explains it.
 */
import type { ReportIssue } from '../spec/report.js';
import type { Verdict } from '../spec/verdict.js';

/** Scores of the answer-level checks (alignment, citations, facts), each 0–1, when they ran. */
export interface CheckScores {
  alignment?: number;
  citation?: number;
  facts?: number;
}

export interface ScoreInput {
  /** Verdicts of the claims that were judged (claims with judge errors are not here). */
  verdicts: readonly Verdict[];
  checks?: CheckScores;
}

export interface Score {
  /** 0–1. */
  score: number;
  /** Counts, weights, penalties: what a person needs to recompute the score. */
  metadata: Record<string, unknown>;
  /** Issues the policy itself raises (the three-aspect specification's messages). */
  issues?: ReportIssue[];
}

export type ScoringPolicy<Options = unknown> = (input: ScoreInput, options?: Options) => Score;

/** Removes binary floating-point noise (0.8 − 0.1 = 0.7000000000000001) before comparing with thresholds. */
export function roundScore(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}

export function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}

/** Counts verdicts by kind. */
export function countVerdicts(verdicts: readonly Verdict[]): Record<Verdict, number> {
  const counts: Record<Verdict, number> = {
    supported: 0,
    partially_supported: 0,
    no_evidence: 0,
    contradicted: 0,
  };
  for (const verdict of verdicts) counts[verdict] += 1;
  return counts;
}
