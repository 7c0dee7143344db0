/**
 * faithcheck: verify RAG answers claim by claim against the retrieved chunks.
 * Every public export is named here.
 */

import { lazyExport } from './core/lazy-export.js';

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
export type {
  AnswerWithVerificationOptions,
  QueryResponse,
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
export type {
  FaithfulnessCheckInput,
  FaithfulnessCheckOutcome,
  RunFaithfulnessCheckOptions,
} from './background/run-faithfulness-check.js';
export {
  getDefaultRunner,
  type ScheduleFaithfulnessCheckOptions,
  scheduleFaithfulnessCheck,
} from './background/schedule-faithfulness-check.js';
export type {
  CheckFaithfulnessOptions,
  FaithfulnessClaimResult,
  FaithfulnessResult,
  RetrievedChunk,
} from './check-faithfulness.js';
export { checkCitations } from './checks/check-citations.js';

export { findCitationMarkers, findCitationPatterns } from './checks/citation-markers.js';

export type {
  AlignmentCheckResult,
  AlignmentMethod,
  AnswerChecks,
  CheckAlignmentOptions,
  CheckCitationsOptions,
  CheckDescriptor,
  CheckFactsOptions,
  CheckId,
  CitationCheckResult,
  CitationMapping,
  FactCheckResult,
  FactMethod,
  RunChecksOptions,
  RunChecksResult,
} from './checks/index.js';
export { keywordOverlap } from './checks/keyword-overlap.js';

export { sourceIdentifiers } from './checks/source-identifiers.js';
export {
  type ExtractClaimsLocallyOptions,
  type ExtractClaimsLocallyResult,
  extractClaimsLocally,
} from './claims/extract-claims.js';
export type {
  ConfigKey,
  ConfigLayer,
  ConfigSource,
  ConfiguredChatOptions,
  ConfiguredVerifyOptions,
  EffectiveConfigOptions,
  FaithcheckConfig,
  LoadConfigOptions,
  ResolveConfigOptions,
  ResolvedConfig,
} from './config/index.js';
export { isFaithfulnessCheckEnabled } from './core/feature-gate.js';
export { logCheckResult } from './core/log-check-result.js';
export { aiSdkGenerator } from './correct/ai-sdk-generator.js';

export { extractiveGenerator } from './correct/extractive-generator.js';
export { formatCorrection } from './correct/format-correction.js';
export type {
  AiSdkGeneratorOptions,
  Bm25Retriever,
  Bm25RetrieverOptions,
  ChatMetrics,
  ChatVerification,
  ChatWithVerificationOptions,
  ChatWithVerificationResponse,
  CorpusDocument,
  CorrectAnswerOptions,
  CorrectionMode,
  CRAGAttempt,
  CRAGMetrics,
  CRAGResult,
  ExtractiveGeneratorOptions,
  GenerateOptions,
  GenerateResult,
  Generator,
  MinimalEdit,
  MinimalEditResult,
  RetrieveOptions,
  Retriever,
  RewriteOptions,
  RewriteResult,
  RolloutStage,
  ScoredChunk,
  StopReason,
  TargetedQueries,
  VerificationSettings,
} from './correct/index.js';
export { formatEdits } from './correct/minimal-edit.js';
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
export type {
  DatasetSummary,
  EvaluateJudgeOptions,
  EvaluationProgress,
  EvaluationResult,
  EvaluationSummary,
  OverallSummary,
} from './eval/evaluate-judge.js';
export { formatEvalSummary } from './eval/format-eval-summary.js';
export {
  type ExamplePrediction,
  exampleToJudgeInput,
  type JudgeExampleOptions,
} from './eval/judge-example.js';
export type { GoldLabel, LabelledExample } from './eval/read-labelled-examples.js';
export { type RenderEvalReportOptions, renderEvalReport } from './eval/render-eval-report.js';
export {
  type CheckEvidenceOptions,
  ChunkIndex,
  checkEvidence,
  type EvidenceCheckResult,
} from './evidence/check-evidence.js';
export { locateQuote } from './evidence/locate-quote.js';
export { DEFAULT_INPUT_LIMITS, type InputLimits } from './input/limits.js';
export type { VerifyInput } from './input/parse-verify-input.js';
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
export type { CascadeBand, CascadeJudge, CascadeJudgeOptions } from './judges/cascade/cascade-judge.js';
export type { ConfiguredJudgeOptions } from './judges/create-configured-judge.js';

export {
  createMemoryJudgeCache,
  type JudgeCache,
  type MemoryJudgeCacheOptions,
} from './judges/llm/judge-cache.js';
export type { LlmExtractClaimsOptions, LlmJudge, LlmJudgeOptions } from './judges/llm/llm-judge.js';
export type { LlmJudgeMode } from './judges/llm/llm-runtime.js';
export { type ModelProvider, registerModelProviders } from './judges/llm/model-providers.js';
export {
  DEFAULT_MODEL,
  MODEL_PROVIDERS,
  type ResolveModelOptions,
} from './judges/llm/resolve-model.js';
export {
  createSqlJudgeCache,
  judgeCacheTableSql,
  type SqlJudgeCacheOptions,
} from './judges/llm/sql-judge-cache.js';
export type { LocalJudgeOptions } from './judges/local/create-local-judge.js';
export type { LocalJudgeParams } from './judges/local/local-judge-params.js';
export {
  createJudge,
  type JudgeDescriptor,
  type JudgeFactoryOptions,
  listJudges,
  registerJudge,
} from './judges/registry.js';
export { consoleLogger, type Logger, redactSecrets, silentLogger } from './logger.js';
export { PROMPT_VERSION } from './model-calls/prompt-template.js';
export type { CheckJobData } from './queue/check-job.js';
// The queue itself (pg-boss) lives behind `faithcheck/queue`: importing the root never loads it.
export type {
  CheckQueue,
  CheckQueueOptions,
  DeadLetter,
  EnqueueCheckInput,
} from './queue/check-queue.js';
export type {
  CheckWorker,
  CheckWorkerOptions,
} from './queue/check-worker.js';
export { getDefaultQueue } from './queue/enqueue-check.js';
// The scores and their constants; the policy registry (resolvePolicy, scorePolicy, POLICIES) is on
// `faithcheck/scoring`: its option schemas are zod's.
export { CONFIDENCE_LEVEL_MEANING, confidenceLevel } from './scoring/confidence-level.js';
export type * from './scoring/index.js';
export {
  COMPOSITE_ISSUE_MESSAGES,
  DEFAULT_COMPOSITE_THRESHOLDS,
  DEFAULT_COMPOSITE_WEIGHTS,
  FACT_SCORE_WHEN_UNAVAILABLE,
  scoreComposite,
} from './scoring/score-composite.js';
export { scoreConfidence } from './scoring/score-confidence.js';
export { scoreRatio } from './scoring/score-ratio.js';
export { DEFAULT_VERDICT_WEIGHTS, resolveVerdictWeights, scoreWeighted } from './scoring/score-weighted.js';
export {
  DEFAULT_CHECK_QUEUE,
  DEFAULT_CONCURRENCY,
  DEFAULT_CONFIDENCE_THRESHOLD,
  DEFAULT_MAX_CRAG_ATTEMPTS,
  DEFAULT_TIMEOUT_MS,
  FAITHFULNESS_THRESHOLD,
} from './spec/defaults.js';
export { NOOP_FAITHFULNESS_RESULT } from './spec/faithfulness-result.js';
export type * from './spec/index.js';
export { VERDICTS } from './spec/verdict.js';
export type * from './store/check-store.js';
export {
  getDefaultStore,
  type SaveFaithfulnessCheckOptions,
  setDefaultStore,
} from './store/faithfulness-store.js';
export type { OpenPostgresOptions } from './store/pg-client.js';

export type {
  Migration,
  MigrationResult,
} from './store/run-migrations.js';
export type { SqlCheckStore } from './store/sql-check-store.js';
export type { SqlClient, SqlResult } from './store/sql-client.js';
export { type CreateStoreOptions, DEFAULT_DATA_DIR, describeStoreTarget } from './store/store-target.js';
export { normalizeVerdict, tryNormalizeVerdict } from './verdicts/normalize-verdict.js';
export type { VerifyOptions } from './verify.js';
export type { DegradationPolicy, VerifySettings, VerifySettingsInput } from './verify-settings.js';
export type {
  CheckedReport,
  VerifyWithChecksOptions,
} from './verify-with-checks.js';

// The async functions load their modules on first call (issue 20 item 12): see core/lazy-export.ts.
export const answerWithVerification = lazyExport(
  () => import('./answer-with-verification.js'),
  'answerWithVerification',
);
export const runFaithfulnessCheck = lazyExport(
  () => import('./background/run-faithfulness-check.js'),
  'runFaithfulnessCheck',
);
export const shutdownFaithfulnessChecks = lazyExport(
  () => import('./background/schedule-faithfulness-check.js'),
  'shutdownFaithfulnessChecks',
);
export const checkFaithfulness = lazyExport(() => import('./check-faithfulness.js'), 'checkFaithfulness');
export const checkAlignment = lazyExport(() => import('./checks/index.js'), 'checkAlignment');
export const checkFacts = lazyExport(() => import('./checks/index.js'), 'checkFacts');
export const runChecks = lazyExport(() => import('./checks/index.js'), 'runChecks');
export const effectiveConfig = lazyExport(() => import('./config/index.js'), 'effectiveConfig');
export const loadConfig = lazyExport(() => import('./config/index.js'), 'loadConfig');
export const chatWithVerification = lazyExport(() => import('./correct/index.js'), 'chatWithVerification');
export const correctAnswer = lazyExport(() => import('./correct/index.js'), 'correctAnswer');
export const generateTargetedQueries = lazyExport(
  () => import('./correct/index.js'),
  'generateTargetedQueries',
);
export const loadCorpus = lazyExport(() => import('./correct/index.js'), 'loadCorpus');
export const minimalEdit = lazyExport(() => import('./correct/index.js'), 'minimalEdit');
export const evaluateJudge = lazyExport(() => import('./eval/evaluate-judge.js'), 'evaluateJudge');
export const judgeExample = lazyExport(() => import('./eval/judge-example.js'), 'judgeExample');
export const readLabelledExamples = lazyExport(
  () => import('./eval/read-labelled-examples.js'),
  'readLabelledExamples',
);
export const configuredJudgeId = lazyExport(
  () => import('./judges/create-configured-judge.js'),
  'configuredJudgeId',
);
export const createConfiguredJudge = lazyExport(
  () => import('./judges/create-configured-judge.js'),
  'createConfiguredJudge',
);
export const resolveModel = lazyExport(() => import('./judges/llm/resolve-model.js'), 'resolveModel');
export const loadJudgeModule = lazyExport(() => import('./judges/load-judge-module.js'), 'loadJudgeModule');
export const startCheckWorker = lazyExport(() => import('./queue/check-worker.js'), 'startCheckWorker');
export const closeDefaultQueue = lazyExport(() => import('./queue/enqueue-check.js'), 'closeDefaultQueue');
export const enqueueCheck = lazyExport(() => import('./queue/enqueue-check.js'), 'enqueueCheck');
export const createStore = lazyExport(() => import('./store/create-store.js'), 'createStore');
export const closeDefaultStore = lazyExport(
  () => import('./store/faithfulness-store.js'),
  'closeDefaultStore',
);
export const getFlaggedResponses = lazyExport(
  () => import('./store/faithfulness-store.js'),
  'getFlaggedResponses',
);
export const saveFaithfulnessCheck = lazyExport(
  () => import('./store/faithfulness-store.js'),
  'saveFaithfulnessCheck',
);
export const openPostgres = lazyExport(() => import('./store/pg-client.js'), 'openPostgres');
export const openPglite = lazyExport(() => import('./store/pglite-client.js'), 'openPglite');
export const loadMigrations = lazyExport(() => import('./store/run-migrations.js'), 'loadMigrations');
export const runMigrations = lazyExport(() => import('./store/run-migrations.js'), 'runMigrations');
export const verify = lazyExport(() => import('./verify.js'), 'verify');
export const resolveVerifySettings = lazyExport(
  () => import('./verify-settings.js'),
  'resolveVerifySettings',
);
export const verifyWithChecks = lazyExport(() => import('./verify-with-checks.js'), 'verifyWithChecks');
