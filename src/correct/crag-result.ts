/**
 * The corrective loop's result shape (`CRAGResult`) with the field names of the corrective-RAG
 * specification (`final_response`, `verification_history`, `additional_context_used`), its
 * attempts and metrics. Each verification in it is a `CorrectiveVerification`
 * (`src/adapters/corrective-verification.ts`). One shape per result: each value under one name,
 * no camel-case twins.
 */

import type { CorrectiveVerification } from '../adapters/corrective-verification.js';
import type { Chunk } from '../spec/chunk.js';
import type { JudgeFailure } from '../spec/claim.js';
import type { FaithfulnessReport } from '../spec/report.js';
import type { Usage } from '../spec/usage.js';
import type { MinimalEdit } from './minimal-edit.js';

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

/** The loop's success metrics (as the corrective-RAG specification lists them), logged and returned. */
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
  confidence: number;
  /** Correction attempts made (0 when the loop did not run). */
  attempts: number;
  /** The initial verification, then one per attempt that was verified. */
  verification_history: CorrectiveVerification[];
  /** Whether any retrieved chunk was added to the context. */
  additional_context_used: boolean;
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
