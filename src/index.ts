/**
 * faithcheck: verify RAG answers claim by claim against the retrieved chunks.
 * Every public export is named here.
 */

export {
  type AspectVerification,
  toAspectVerification,
} from './adapters/aspect-verification.js';
export {
  type ClaimStatus,
  type CorrectiveVerification,
  toCorrectiveVerification,
  type VerifiedClaim,
} from './adapters/corrective-verification.js';
export {
  type AnswerWithVerificationOptions,
  answerWithVerification,
  type QueryResponse,
} from './answer-with-verification.js';
export {
  type BackgroundRunner,
  type BackgroundRunnerOptions,
  type BackgroundTask,
  createBackgroundRunner,
  type DrainResult,
  type OverflowPolicy,
  type RunnerStats,
  type ScheduledTask,
  type TaskOutcome,
} from './background/background-runner.js';
export {
  type FaithfulnessCheckInput,
  type FaithfulnessCheckOutcome,
  logCheckResult,
  type RunFaithfulnessCheckOptions,
  runFaithfulnessCheck,
} from './background/run-faithfulness-check.js';
export {
  getDefaultRunner,
  type ScheduleFaithfulnessCheckOptions,
  scheduleFaithfulnessCheck,
  shutdownFaithfulnessChecks,
} from './background/schedule-faithfulness-check.js';
export {
  type CheckFaithfulnessOptions,
  checkFaithfulness,
  FAITHFULNESS_THRESHOLD,
  type FaithfulnessClaimResult,
  type FaithfulnessResult,
  isFaithfulnessCheckEnabled,
  NOOP_FAITHFULNESS_RESULT,
  type RetrievedChunk,
} from './check-faithfulness.js';
export {
  type AlignmentCheckResult,
  type AlignmentMethod,
  type AnswerChecks,
  CHECK_IDS,
  CHECKS,
  type CheckAlignmentOptions,
  type CheckCitationsOptions,
  type CheckDescriptor,
  type CheckFactsOptions,
  type CheckId,
  type CitationCheckResult,
  type CitationMapping,
  checkAlignment,
  checkCitations,
  checkFacts,
  type FactCheckResult,
  type FactMethod,
  findCitationMarkers,
  findCitationPatterns,
  formatChecks,
  keywordOverlap,
  parseCheckList,
  type RunChecksOptions,
  type RunChecksResult,
  rescoreReport,
  runChecks,
  sourceIdentifiers,
} from './checks/index.js';
export {
  type ExtractClaimsLocallyOptions,
  type ExtractClaimsLocallyResult,
  extractClaimsLocally,
} from './claims/extract-claims.js';
export {
  CONFIG_KEYS,
  type ConfigKey,
  type ConfigLayer,
  type ConfigSource,
  type ConfiguredChatOptions,
  type ConfiguredVerifyOptions,
  chatOptionsFromConfig,
  type EffectiveConfigOptions,
  effectiveConfig,
  type FaithcheckConfig,
  forgetConfigFiles,
  type LoadConfigOptions,
  loadConfig,
  overlayRequest,
  type ResolveConfigOptions,
  type ResolvedConfig,
  resolveConfig,
  verifyOptionsFromConfig,
} from './config/index.js';
export {
  type AiSdkGeneratorOptions,
  aiSdkGenerator,
  type Bm25Retriever,
  type Bm25RetrieverOptions,
  type ChatMetrics,
  type ChatVerification,
  type ChatWithVerificationOptions,
  type ChatWithVerificationResponse,
  type CorpusDocument,
  type CorrectAnswerOptions,
  type CorrectionMode,
  type CRAGAttempt,
  type CRAGMetrics,
  type CRAGResult,
  chatWithVerification,
  correctAnswer,
  createBm25Retriever,
  DEFAULT_CONFIDENCE_THRESHOLD,
  DEFAULT_MAX_CRAG_ATTEMPTS,
  DEFAULT_ROLLOUT,
  type ExtractiveGeneratorOptions,
  extractiveGenerator,
  formatCorrection,
  formatEdits,
  type GenerateOptions,
  type GenerateResult,
  type Generator,
  generateTargetedQueries,
  loadCorpus,
  type MinimalEdit,
  type MinimalEditResult,
  minimalEdit,
  type RetrieveOptions,
  type Retriever,
  type RewriteOptions,
  type RewriteResult,
  ROLLOUT_STAGES,
  type RolloutStage,
  resolveChatSettings,
  type ScoredChunk,
  type StopReason,
  type TargetedQueries,
  type VerificationSettings,
} from './correct/index.js';
export {
  ConfigurationError,
  describeError,
  ExtractionError,
  FaithcheckError,
  InputError,
  JudgeCallError,
  JudgeResponseError,
  StorageError,
  VerificationAbortedError,
  VerificationTimeoutError,
} from './errors.js';
export {
  type ClassMetrics,
  type ConfusionMatrix,
  computeMetrics,
  computeSpeed,
  type LatencyPercentiles,
  type Outcome,
  percentile,
  type QualityMetrics,
  type SpeedMetrics,
} from './eval/compute-metrics.js';
export {
  type DatasetSummary,
  type EvaluateJudgeOptions,
  type EvaluationProgress,
  type EvaluationResult,
  type EvaluationSummary,
  evaluateJudge,
  type OverallSummary,
} from './eval/evaluate-judge.js';
export { formatEvalSummary } from './eval/format-eval-summary.js';
export {
  type ExamplePrediction,
  exampleToJudgeInput,
  type JudgeExampleOptions,
  judgeExample,
} from './eval/judge-example.js';
export {
  type GoldLabel,
  type LabelledExample,
  labelledExampleSchema,
  parseLabelledExamples,
  readFileLines,
  readLabelledExamples,
  streamLabelledExamples,
} from './eval/read-labelled-examples.js';
export { type RenderEvalReportOptions, renderEvalReport } from './eval/render-eval-report.js';
export {
  type CheckEvidenceOptions,
  ChunkIndex,
  checkEvidence,
  type EvidenceCheckResult,
} from './evidence/check-evidence.js';
export { locateQuote } from './evidence/locate-quote.js';
export { DEFAULT_INPUT_LIMITS, type InputLimits } from './input/limits.js';
export { parseVerifyInput, type VerifyInput } from './input/parse-verify-input.js';
export { backgroundScheduler, type CheckScheduler } from './integrations/check-scheduler.js';
export {
  contextFromCall,
  type FaithfulnessMiddlewareOptions,
  faithfulnessMiddleware,
} from './integrations/faithfulness-middleware.js';
export {
  type CheckDecision,
  checkFinishedResponse,
  type FaithfulnessOnFinishOptions,
  type FinishedMessagesEvent,
  faithfulnessOnFinish,
  type SkipReason,
} from './integrations/faithfulness-on-finish.js';
export {
  type ChunkReader,
  extractGroundedChunks,
  type GroundedChunks,
  messageText,
  readChunks,
  type ToolOutput,
  toolOutputs,
  type UIMessageLike,
} from './integrations/ui-message-parts.js';
export { type WaitUntil, waitUntilScheduler } from './integrations/wait-until.js';
export {
  type CascadeBand,
  type CascadeJudge,
  type CascadeJudgeOptions,
  cascadeJudge,
  DEFAULT_CASCADE_BAND,
  decidedLocally,
  supportProbability,
} from './judges/cascade/cascade-judge.js';
export {
  type ConfiguredJudgeOptions,
  configuredJudgeId,
  createConfiguredJudge,
} from './judges/create-configured-judge.js';
export { getDefaultJudge, setDefaultJudge } from './judges/default-judge.js';
export {
  createMemoryJudgeCache,
  type JudgeCache,
  type MemoryJudgeCacheOptions,
} from './judges/llm/judge-cache.js';
export {
  type LlmExtractClaimsOptions,
  type LlmJudge,
  type LlmJudgeOptions,
  llmJudge,
} from './judges/llm/llm-judge.js';
export type { LlmJudgeMode } from './judges/llm/llm-runtime.js';
export { type ModelProvider, registerModelProviders } from './judges/llm/model-providers.js';
export {
  DEFAULT_MODEL,
  MODEL_PROVIDERS,
  type ResolveModelOptions,
  resolveModel,
} from './judges/llm/resolve-model.js';
export {
  createSqlJudgeCache,
  judgeCacheTableSql,
  type SqlJudgeCacheOptions,
} from './judges/llm/sql-judge-cache.js';
export { loadJudgeModule } from './judges/load-judge-module.js';
export { createLocalJudge, type LocalJudgeOptions } from './judges/local/create-local-judge.js';
export { type LocalJudgeParams, localJudgeParamsSchema } from './judges/local/local-judge-params.js';
export {
  createJudge,
  type JudgeDescriptor,
  type JudgeFactoryOptions,
  listJudges,
  registerJudge,
} from './judges/registry.js';
export { consoleLogger, type Logger, redactSecrets, silentLogger } from './logger.js';
export { PROMPT_VERSION } from './model-calls/prompt-template.js';
export { type CheckJobData, checkJobSchema, DEFAULT_CHECK_QUEUE } from './queue/check-job.js';
// The queue itself (pg-boss) lives behind `faithcheck/queue`: importing the root never loads it.
export type {
  CheckQueue,
  CheckQueueOptions,
  DeadLetter,
  EnqueueCheckInput,
} from './queue/check-queue.js';
export { type CheckWorker, type CheckWorkerOptions, startCheckWorker } from './queue/check-worker.js';
export { closeDefaultQueue, enqueueCheck, getDefaultQueue } from './queue/enqueue-check.js';
export * from './scoring/index.js';
export type * from './spec/index.js';
export { VERDICTS } from './spec/verdict.js';
export type * from './store/check-store.js';
export {
  type CreateStoreOptions,
  createStore,
  DEFAULT_DATA_DIR,
  describeStoreTarget,
} from './store/create-store.js';
export {
  closeDefaultStore,
  getDefaultStore,
  getFlaggedResponses,
  type SaveFaithfulnessCheckOptions,
  saveFaithfulnessCheck,
  setDefaultStore,
} from './store/faithfulness-store.js';
export { type OpenPostgresOptions, openPostgres, pgPoolClient } from './store/pg-client.js';
export { openPglite, pgliteClient } from './store/pglite-client.js';
export {
  loadMigrations,
  type Migration,
  type MigrationResult,
  runMigrations,
} from './store/run-migrations.js';
export { createSqlCheckStore, type SqlCheckStore } from './store/sql-check-store.js';
export type { SqlClient, SqlResult } from './store/sql-client.js';
export { normalizeVerdict, tryNormalizeVerdict } from './verdicts/normalize-verdict.js';
export { DEFAULT_CONCURRENCY, DEFAULT_TIMEOUT_MS, type VerifyOptions, verify } from './verify.js';
export {
  type DegradationPolicy,
  resolveThreshold,
  resolveVerifySettings,
  type VerifySettings,
  type VerifySettingsInput,
} from './verify-settings.js';
export { type CheckedReport, type VerifyWithChecksOptions, verifyWithChecks } from './verify-with-checks.js';
