/**
 * The judge interface, version 1. Like the AI SDK's `LanguageModelV4`, it carries its version so
 * that a later interface can be adapted rather than broken. Callers go through `verify()`; a judge
 * only extracts claims and verifies batches of them.
 */
import type { Chunk } from './chunk.js';
import type { Claim, ClaimJudgement, SkippedSentence } from './claim.js';
import type { Usage } from './usage.js';

export interface ExtractClaimsOptions {
  response: string;
  query?: string;
  /** The chunks, for judges that extract and verify in one call (the LLM judge's single-call mode). */
  chunks?: readonly Chunk[];
  abortSignal?: AbortSignal;
}

export interface ExtractClaimsResult {
  claims: Claim[];
  /** Sentences judged not check-worthy, listed rather than silently dropped. */
  skipped: SkippedSentence[];
  usage: Usage;
  warnings?: string[];
}

export interface VerifyClaimsOptions {
  claims: Claim[];
  chunks: Chunk[];
  query?: string;
  /** The whole response, for judges that read claims in context. */
  response?: string;
  abortSignal?: AbortSignal;
}

export interface VerifyClaimsResult {
  /** One judgement per claim, in the order of `options.claims`. */
  judgements: ClaimJudgement[];
  usage: Usage;
  warnings?: string[];
  /** Free-form facts about the call the report should keep (e.g. passages selected, cache hits). */
  metadata?: Record<string, unknown>;
}

/** Identity of a judge, recorded in every report and stored check. */
export interface JudgeInfo {
  specificationVersion: 'v1';
  /** `local`, `llm`, `cascade`, `mock`, or a user's own. */
  id: string;
  modelId?: string;
  promptVersion?: string;
  /**
   * What else decides the verdicts: the local judge's parameters (`NAME@SHA256-12`), the LLM
   * judge's settings that change what the model sees, a cascade's band and both its judges. Two
   * judges with the same id, model and prompt version but different fingerprints are different judges.
   */
  paramsFingerprint?: string;
}

export interface JudgeV1 extends JudgeInfo {
  readonly specificationVersion: 'v1';
  /** Largest batch `verifyClaims` should receive; `verify()` splits larger sets. Default: all. */
  readonly maxClaimsPerCall?: number;
  extractClaims(options: ExtractClaimsOptions): Promise<ExtractClaimsResult>;
  verifyClaims(options: VerifyClaimsOptions): Promise<VerifyClaimsResult>;
}
