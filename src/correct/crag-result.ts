/**
 * Seed 001's data structures for the corrective loop — `VerificationResult`, `VerifiedClaim`,
 * `CRAGResult` with their seed names (`final_response`, `verification_history`, …) and camel-case
 * twins. The mapping from a report to a `VerificationResult` is `to-verification-result.ts`.
 */

import type { Chunk } from '../spec/chunk.js';
import type { JudgeFailure } from '../spec/claim.js';
import type { FaithfulnessReport } from '../spec/report.js';
import type { Usage } from '../spec/usage.js';
import type { Verdict } from '../spec/verdict.js';
import type { MinimalEdit } from './minimal-edit.js';

/**
 * Seed 001's `ClaimStatus` enum values (`ClaimStatus.SUPPORTED.value == "supported"`). Its verifier
 * prompt writes the member names (`"SUPPORTED"`) in JSON; the dataclass holds the values.
 */
export type ClaimStatus = 'supported' | 'unsupported' | 'partially_supported';

/** Seed 001's `VerifiedClaim`, plus faithcheck's verdict (and error, when the judge failed on it). */
export interface VerifiedClaim {
  claim: string;
  /** `null` only when the judge failed on this claim (see `error`): a failure is not a verdict. */
  status: ClaimStatus | null;
  /** The first evidence quote, or `null`. */
  evidence: string | null;
  reasoning: string;
  verdict: Verdict | null;
  error?: JudgeFailure;
}

/**
 * Seed 001's `VerificationResult`, with the full report it came from. Built by
 * `toVerificationResult` (alias `toSeed001Verification`), which documents each field's source.
 */
export interface VerificationResult {
  /** Seed 001's `calculate_confidence` over the judged claims. */
  confidence: number;
  /** The LLM verifier's own `overall_confidence`, when it gave one; else `null`. */
  overall_confidence: number | null;
  /** Camel-case twin of `overall_confidence` (not enumerable). */
  readonly overallConfidence: number | null;
  /** The verifier's judgement; see `toVerificationResult`. */
  is_grounded: boolean;
  /** Camel-case twin of `is_grounded` (not enumerable: JSON carries seed 001's names once). */
  readonly isGrounded: boolean;
  claims: VerifiedClaim[];
  suggested_corrections: string[];
  /** Camel-case twin of `suggested_corrections` (not enumerable). */
  readonly suggestedCorrections: string[];
  report: FaithfulnessReport;
}

export type CorrectionMode = 'full' | 'minimal-edit';

/**
 * Why the loop stopped: it was not needed (confidence already at the threshold), the threshold was
 * reached, attempts ran out, retrieval brought nothing new, nothing was left to correct, or the
 * retriever, the generator or the verifier failed (the best answer so far is kept).
 */
export type StopReason =
  | 'not_needed'
  | 'threshold_reached'
  | 'max_attempts'
  | 'nothing_new'
  | 'no_unsupported_claims'
  | 'retriever_error'
  | 'generator_error'
  | 'verifier_error';

/** One correction attempt, for review. */
export interface CRAGAttempt {
  attempt: number;
  queries: Array<{ claim: string; query: string }>;
  queryMethod: 'llm' | 'key_terms';
  /** Ids of the chunks this attempt added to the context. */
  newChunkIds: string[];
  /** The regenerated answer (absent when the generator failed). */
  response?: string;
  /** Its confidence (absent when generation or verification failed). */
  confidence?: number;
  /** Minimal-edit mode: what changed relative to the answer it started from. */
  edits?: MinimalEdit[];
  /** Whether this attempt became the best so far. */
  accepted: boolean;
  /** The prompts this attempt's model calls used, `<version>/<name>` (queries, generation or rewrites). */
  prompts: string[];
  error?: JudgeFailure & { stage: 'retrieve' | 'generate' | 'verify' };
  latencyMs: number;
}

/** Seed 001's success metrics for the loop, logged and returned. */
export interface CRAGMetrics {
  triggered: boolean;
  /** The final confidence is higher than the initial one. */
  improved: boolean;
  attemptsUsed: number;
  /** Time spent in the loop (retrieval, generation, re-verification), not in the first check. */
  addedLatencyMs: number;
  initialConfidence: number;
  finalConfidence: number;
  stopReason: StopReason;
  newChunks: number;
}

export interface CRAGResult {
  final_response: string;
  /** Camel-case twin of `final_response`; like every twin here it is not enumerable, so JSON and
   * spreads carry seed 001's names once. */
  readonly finalResponse: string;
  confidence: number;
  /** Correction attempts made (0 when the loop did not run). */
  attempts: number;
  /** The initial verification, then one per attempt that was verified. */
  verification_history: VerificationResult[];
  readonly verificationHistory: VerificationResult[];
  /** Whether any retrieved chunk was added to the context. */
  additional_context_used: boolean;
  readonly additionalContextUsed: boolean;
  /** The report of the final response, against `chunks`. */
  report: FaithfulnessReport;
  /** The context the final response was verified against. */
  chunks: Chunk[];
  mode: CorrectionMode;
  /** Which attempt the final response comes from (0: the original answer). */
  bestAttempt: number;
  attemptLog: CRAGAttempt[];
  /**
   * Minimal-edit mode: the edits from the original answer to the final one, attempt by attempt
   * (each edit's offsets index into the answer its attempt started from).
   */
  edits: MinimalEdit[];
  metrics: CRAGMetrics;
  /** Generator or verifier failures during the loop; the best answer so far was kept. */
  errors: CRAGAttempt['error'][];
  warnings: string[];
  /** Model usage of the loop (targeted queries, generation, verification after the first). */
  usage: Usage;
  /** Every prompt the loop's model calls used, `<version>/<name>`, once each (the judge's is on `report.judge`). */
  prompts: string[];
}

/**
 * Adds read-only, non-enumerable camel-case aliases of snake-case fields, so both spellings work
 * in code while JSON (and spreads) carry each value once, under seed 001's name.
 */
export function withCamelTwins<T extends object, const Twins extends Record<string, keyof T>>(
  target: T,
  twins: Twins,
): T & { readonly [Name in keyof Twins]: T[Twins[Name]] } {
  for (const [alias, name] of Object.entries(twins)) {
    Object.defineProperty(target, alias, { get: () => target[name as keyof T], enumerable: false });
  }
  return target as T & { readonly [Name in keyof Twins]: T[Twins[Name]] };
}
