/**
 * The corrective loop (corrective RAG: targeted retrieval, then regeneration or minimal edits) and
 * its chat entry point: every public export of `src/correct/`. Its verification shape lives in
 * `src/adapters/corrective-verification.ts`.
 */

export { type AiSdkGeneratorOptions, aiSdkGenerator } from './ai-sdk-generator.js';
export {
  type Bm25Retriever,
  type Bm25RetrieverOptions,
  type CorpusDocument,
  createBm25Retriever,
} from './bm25-retriever.js';
export {
  DEFAULT_ROLLOUT,
  type ResolvedChatSettings,
  ROLLOUT_STAGES,
  type RolloutStage,
  resolveChatSettings,
  type VerificationSettings,
  verificationSettingsSchema,
} from './chat-settings.js';
export {
  type ChatMetrics,
  type ChatVerification,
  type ChatWithVerificationOptions,
  type ChatWithVerificationResponse,
  chatWithVerification,
} from './chat-with-verification.js';
export {
  type CorrectAnswerOptions,
  claimsToCorrect,
  correctAnswer,
  DEFAULT_CONFIDENCE_THRESHOLD,
  DEFAULT_MAX_CRAG_ATTEMPTS,
} from './correct-answer.js';
export type { CorrectionMode, CRAGAttempt, CRAGMetrics, CRAGResult, StopReason } from './crag-result.js';
export { type ExtractiveGeneratorOptions, extractiveGenerator } from './extractive-generator.js';
export { formatCorrection } from './format-correction.js';
export type {
  GenerateOptions,
  GenerateResult,
  Generator,
  RewriteOptions,
  RewriteResult,
  UnsupportedClaimHint,
} from './generator.js';
export { loadCorpus } from './load-corpus.js';
export {
  applyEdits,
  formatEdits,
  type MinimalEdit,
  type MinimalEditOptions,
  type MinimalEditResult,
  minimalEdit,
} from './minimal-edit.js';
export type { RetrieveOptions, Retriever, ScoredChunk } from './retriever.js';
export {
  generateTargetedQueries,
  type TargetedQueries,
  type TargetedQueriesOptions,
} from './targeted-queries.js';
