/**
 * What the corrective loop needs from the model that writes answers: given a question and chunks,
 * an answer (full regeneration), and optionally a rewrite of one sentence (minimal-edit mode).
 * `aiSdkGenerator` adapts any AI SDK model; `extractiveGenerator` is the deterministic offline one.
 */
import type { Chunk } from '../spec/chunk.js';
import type { Usage } from '../spec/usage.js';

/** A claim the previous answer could not back, passed to the generator as a hint. */
export interface UnsupportedClaimHint {
  claim: string;
  verdict: 'no_evidence' | 'contradicted' | 'partially_supported';
}

export interface GenerateOptions {
  query: string;
  /** The context to answer from (the original chunks plus any retrieved for the gaps). */
  chunks: Chunk[];
  /** Set on regeneration: the answer being corrected. */
  previousResponse?: string;
  /** Set on regeneration: what the verifier could not support in `previousResponse`. */
  unsupportedClaims?: UnsupportedClaimHint[];
  abortSignal?: AbortSignal;
}

export interface GenerateResult {
  text: string;
  usage?: Usage;
  /** The prompt a model was asked with, `<version>/<name>` (e.g. `v2/regenerate`); absent without a model. */
  promptVersion?: string;
}

export interface RewriteOptions {
  /** The unsupported sentence, exactly as it stands in the answer. */
  sentence: string;
  /** The whole answer, for context. */
  response: string;
  query: string;
  chunks: Chunk[];
  abortSignal?: AbortSignal;
}

/** `text: null` means "remove the sentence": the context cannot support any version of it. */
export interface RewriteResult {
  text: string | null;
  usage?: Usage;
  /** The prompt a model was asked with, `<version>/<name>` (e.g. `v2/rewrite`); absent without a model. */
  promptVersion?: string;
}

/**
 * A model that writes answers. `rewrite` is optional: without it, minimal-edit mode removes the
 * unsupported sentences instead of rewriting them.
 */
export interface Generator {
  /** Recorded in results and metrics, e.g. `extractive`, `ai-sdk`. */
  readonly id: string;
  /** The model behind it, reported as `model` in `chatWithVerification`'s response. */
  readonly modelId?: string;
  generate(options: GenerateOptions): Promise<GenerateResult>;
  rewrite?(options: RewriteOptions): Promise<RewriteResult>;
}
