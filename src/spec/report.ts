/**
 * The report: the library's return value and the CLI's `--json` output. Field names are a contract
 * (DESIGN.md); seed 000's `FaithfulnessResult` fields (`claims[].claim/supported/sourceChunkId/
 * reasoning`, `overallScore`, `flagged`, `evaluationLatencyMs`) are a subset of it.
 */
import type { Evidence, JudgeFailure, SkippedSentence, Span } from './claim.js';
import type { JudgeInfo } from './judge.js';
import type { Usage } from './usage.js';
import type { Verdict } from './verdict.js';

export type PolicyId = 'ratio' | 'weighted' | 'confidence' | 'composite';

/** Seed 001's confidence levels: high ≥ 0.9, medium ≥ 0.7, low ≥ 0.5, very low below. */
export type ConfidenceLevel = 'high' | 'medium' | 'low' | 'very_low';

/** A verifier-side verdict that was changed after the judge gave it, and why. */
export interface Downgrade {
  from: Verdict;
  reason: string;
}

export interface ClaimReport {
  /** The claim text (seed 000's name). */
  claim: string;
  span: Span | null;
  /** `null` only when the judge failed on this claim (see `error`). */
  verdict: Verdict | null;
  /** `verdict === 'supported'` (seed 000). */
  supported: boolean;
  /** The chunk of the first evidence quote, or `null` (seed 000). */
  sourceChunkId: string | null;
  evidence: Evidence[];
  reasoning: string;
  confidence: number | null;
  /** Present when the mechanical evidence check changed the judge's verdict. */
  downgrade?: Downgrade;
  /** Present when the judge failed on this claim; such a claim is left out of the score. */
  error?: JudgeFailure;
}

export interface ReportIssue {
  /** Stable machine-readable code, e.g. `low_faithfulness`, `judge_error`, `evidence_downgrade`. */
  code: string;
  message: string;
}

/**
 * How the report came to be:
 * - `ok`: every claim judged;
 * - `partial`: some claims have judge errors and were left out of the score;
 * - `degraded`: the judge failed and the degradation policy gave a fallback or no-op result;
 * - `disabled`: the feature gate is off (seed 000's no-op).
 */
export type ReportStatus = 'ok' | 'partial' | 'degraded' | 'disabled';

export interface FaithfulnessReport {
  overallScore: number;
  policy: PolicyId;
  threshold: number;
  flagged: boolean;
  level: ConfidenceLevel;
  /** True when the answer had no check-worthy claims: score 1.0 by definition. */
  vacuous: boolean;
  status: ReportStatus;
  claims: ClaimReport[];
  skipped: SkippedSentence[];
  issues: ReportIssue[];
  usage: Usage;
  evaluationLatencyMs: number;
  judge: JudgeInfo;
  /** What explains the score: the policy's own metadata (counts, weights, penalties). */
  scoreDetails: Record<string, unknown>;
  warnings: string[];
  /** Set when status is `degraded`: the error that caused it. */
  error?: JudgeFailure;
}
