/**
 * faithcheck: verify RAG answers claim by claim against the retrieved chunks.
 * Every public export is named here.
 */

export {
  checkFaithfulness,
  FAITHFULNESS_THRESHOLD,
  type FaithfulnessClaimResult,
  type FaithfulnessResult,
  isFaithfulnessCheckEnabled,
  NOOP_FAITHFULNESS_RESULT,
  type RetrievedChunk,
} from './check-faithfulness.js';
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
export { ChunkIndex, checkEvidence, type EvidenceCheckResult } from './evidence/check-evidence.js';
export { locateQuote } from './evidence/locate-quote.js';
export { DEFAULT_INPUT_LIMITS, type InputLimits } from './input/limits.js';
export { parseVerifyInput, type VerifyInput } from './input/parse-verify-input.js';
export { getDefaultJudge, setDefaultJudge } from './judges/default-judge.js';
export { consoleLogger, type Logger, redactSecrets, silentLogger } from './logger.js';
export * from './scoring/index.js';
export type * from './spec/index.js';
export { VERDICTS } from './spec/verdict.js';
export { normalizeVerdict, tryNormalizeVerdict } from './verdicts/normalize-verdict.js';
export { DEFAULT_CONCURRENCY, DEFAULT_TIMEOUT_MS, type VerifyOptions, verify } from './verify.js';
export { type DegradationPolicy, resolveThreshold } from './verify-settings.js';
