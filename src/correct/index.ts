/** The corrective loop (seed 001's CRAG) and its entry point: every public export of `src/correct/`. */

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
  verifyAndCorrect,
} from './chat-with-verification.js';
export {
  type CorrectAnswerOptions,
  claimsToCorrect,
  correctAnswer,
  correctiveRagLoop,
  DEFAULT_CONFIDENCE_THRESHOLD,
  DEFAULT_MAX_CRAG_ATTEMPTS,
} from './correct-answer.js';
export { CORRECT_PROMPT_VERSION } from './correction-prompts.js';
export type {
  ClaimStatus,
  CorrectionMode,
  CRAGAttempt,
  CRAGMetrics,
  CRAGResult,
  StopReason,
  VerificationResult,
  VerifiedClaim,
} from './crag-result.js';
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
export { suggestCorrection, toVerificationResult } from './to-verification-result.js';
