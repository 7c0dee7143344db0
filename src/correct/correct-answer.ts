/**
 * The corrective loop (CRAG): when an answer's confidence is below the threshold, find the
 * claims that failed, write targeted queries for them, retrieve (dropping chunks already in
 * context), regenerate — in full or by minimal edits — and verify again, a bounded number of
 * times. The best attempt is kept, not merely the last; a failing generator or verifier never
 * loses the answer already in hand.
 */
import type { LanguageModel } from 'ai';
import {
  type CorrectiveVerification,
  toCorrectiveVerification,
} from '../adapters/corrective-verification.js';
import { addUsage, ZERO_USAGE } from '../core/usage.js';
import { parseVerifyInput } from '../input/parse-verify-input.js';
import { consoleLogger, type Logger } from '../logger.js';
import type { Chunk } from '../spec/chunk.js';
import { DEFAULT_CONFIDENCE_THRESHOLD, DEFAULT_MAX_CRAG_ATTEMPTS } from '../spec/defaults.js';
import type { JudgeV1 } from '../spec/judge.js';
import type { FaithfulnessReport } from '../spec/report.js';
import type { Usage } from '../spec/usage.js';
import { type VerifyOptions, verify } from '../verify.js';
import type { CorrectionMode, CRAGAttempt, CRAGMetrics, CRAGResult, StopReason } from './crag-result.js';
import type { Generator, UnsupportedClaimHint } from './generator.js';
import { type MinimalEdit, minimalEdit } from './minimal-edit.js';
import type { Retriever } from './retriever.js';
import { runAttempt } from './run-attempt.js';

export { DEFAULT_CONFIDENCE_THRESHOLD, DEFAULT_MAX_CRAG_ATTEMPTS };

export interface CorrectAnswerOptions {
  query: string;
  /** The answer to check and, if needed, correct. */
  response: string;
  /** The context the answer was generated from (`{ id, text }` chunks or plain strings). */
  chunks: ReadonlyArray<Chunk | string>;
  retriever: Retriever;
  generator: Generator;
  /** Default: the default judge (the embedded local judge). */
  judge?: JudgeV1;
  /** Confidence (the `confidence` policy) below which the loop runs. Default 0.7. */
  threshold?: number;
  /** Most correction attempts. Default 2. */
  maxAttempts?: number;
  /** `full` (default): regenerate the answer; `minimal-edit`: rewrite or remove only unsupported sentences. */
  mode?: CorrectionMode;
  /** Writes the targeted queries when given; otherwise the claims' key terms are used. */
  queryModel?: LanguageModel;
  /** Chunks asked for per targeted query. Default 3. */
  retrieveLimit?: number;
  /** The answer's report, when it was already verified (under the `confidence` policy). */
  initialReport?: FaithfulnessReport;
  /** Passed to every `verify()` call (timeouts, concurrency, limits). */
  verifyOptions?: Pick<VerifyOptions, 'timeoutMs' | 'concurrency' | 'limits'>;
  abortSignal?: AbortSignal;
  /** Receives the loop's metrics (`info`). Default: the console logger (stderr). */
  logger?: Logger;
}

interface Candidate {
  response: string;
  report: FaithfulnessReport;
  chunks: Chunk[];
  attempt: number;
  edits: MinimalEdit[];
}

/** Claims of a report worth correcting: unsupported ones, else partially supported ones. */
export function claimsToCorrect(report: FaithfulnessReport): UnsupportedClaimHint[] {
  const hints = (verdicts: string[]) =>
    report.claims
      .filter((claim) => claim.verdict !== null && verdicts.includes(claim.verdict))
      .map((claim) => ({ claim: claim.claim, verdict: claim.verdict as UnsupportedClaimHint['verdict'] }));
  const unsupported = hints(['no_evidence', 'contradicted']);
  return unsupported.length > 0 ? unsupported : hints(['partially_supported']);
}

/**
 * Verify an answer and, when its confidence is below the threshold, correct it (the
 * corrective-RAG specification's `corrective_rag_loop`).
 *
 * @example
 * const result = await correctAnswer({
 *   query, response, chunks,
 *   retriever: createBm25Retriever({ documents }),
 *   generator: extractiveGenerator(),
 *   judge: createLocalJudge(),
 *   mode: 'minimal-edit',
 * });
 * result.final_response; result.confidence; result.metrics.improved;
 */
export async function correctAnswer(options: CorrectAnswerOptions): Promise<CRAGResult> {
  const input = parseVerifyInput({
    query: options.query,
    response: options.response,
    chunks: options.chunks,
  });
  const threshold = options.threshold ?? DEFAULT_CONFIDENCE_THRESHOLD;
  const maxAttempts = Math.max(0, Math.floor(options.maxAttempts ?? DEFAULT_MAX_CRAG_ATTEMPTS));
  const mode = options.mode ?? 'full';
  const logger = options.logger ?? consoleLogger;
  const check = (response: string, chunks: Chunk[]) =>
    verify({
      ...options.verifyOptions,
      query: options.query,
      response,
      chunks,
      judge: options.judge,
      policy: 'confidence',
      threshold,
      onJudgeError: 'throw',
      abortSignal: options.abortSignal,
      logger,
    });

  const initialReport = options.initialReport ?? (await check(input.response, input.chunks));
  const loopStartedAt = performance.now();
  const history: CorrectiveVerification[] = [toCorrectiveVerification(initialReport)];
  let best: Candidate = {
    response: input.response,
    report: initialReport,
    chunks: input.chunks,
    attempt: 0,
    edits: [],
  };
  const context: Chunk[] = [...input.chunks];
  const attemptLog: CRAGAttempt[] = [];
  const warnings: string[] = [];
  const usages: Usage[] = [];
  let stopReason: StopReason = 'not_needed';

  const degraded = initialReport.status === 'degraded';
  if (degraded) {
    stopReason = 'verifier_error';
    warnings.push('the first verification was degraded (the judge failed): the loop did not run');
  }
  const triggered = !degraded && initialReport.overallScore < threshold && maxAttempts > 0;
  if (!degraded && initialReport.overallScore < threshold && maxAttempts === 0) stopReason = 'max_attempts';

  if (triggered) {
    stopReason = 'max_attempts';
    for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
      const hints = claimsToCorrect(best.report);
      if (hints.length === 0) {
        stopReason = 'no_unsupported_claims';
        break;
      }
      const outcome = await runAttempt({
        attempt,
        hints,
        best,
        context,
        mode,
        query: options.query,
        retriever: options.retriever,
        generator: options.generator,
        queryModel: options.queryModel,
        retrieveLimit: options.retrieveLimit ?? 3,
        verifyCandidate: check,
        editAnswer: minimalEdit,
        abortSignal: options.abortSignal,
      });
      attemptLog.push(outcome.log);
      usages.push(outcome.usage);
      warnings.push(...outcome.warnings);
      if (outcome.report) history.push(toCorrectiveVerification(outcome.report));
      if (outcome.stop) {
        stopReason = outcome.stop;
        break;
      }
      if (outcome.report && outcome.response !== undefined) {
        const acceptable = !(outcome.report.vacuous && !initialReport.vacuous);
        if (!acceptable) warnings.push(`attempt ${attempt} left no claims in the answer; not kept`);
        if (acceptable && outcome.report.overallScore > best.report.overallScore) {
          best = {
            response: outcome.response,
            report: outcome.report,
            chunks: [...context],
            attempt,
            edits: [...best.edits, ...(outcome.log.edits ?? [])],
          };
          outcome.log.accepted = true;
        }
        if (best.report.overallScore >= threshold) {
          stopReason = 'threshold_reached';
          break;
        }
      }
    }
  }

  const addedLatencyMs = triggered ? Math.round(performance.now() - loopStartedAt) : 0;
  const metrics: CRAGMetrics = {
    triggered,
    improved: best.report.overallScore > initialReport.overallScore,
    attemptsUsed: attemptLog.length,
    addedLatencyMs,
    initialConfidence: initialReport.overallScore,
    finalConfidence: best.report.overallScore,
    stopReason,
    newChunks: context.length - input.chunks.length,
  };
  (triggered ? logger.info : logger.debug)('[faithcheck] crag', { ...metrics });
  const errors = attemptLog.flatMap((entry) => (entry.error ? [entry.error] : []));
  const additional = context.length > input.chunks.length;
  const result = {
    final_response: best.response,
    confidence: best.report.overallScore,
    attempts: attemptLog.length,
    verification_history: history,
    additional_context_used: additional,
    report: best.report,
    chunks: best.chunks,
    mode,
    bestAttempt: best.attempt,
    attemptLog,
    edits: best.edits,
    metrics,
    errors,
    warnings,
    usage: addUsage(ZERO_USAGE, ...usages),
    prompts: [...new Set(attemptLog.flatMap((entry) => entry.prompts))],
  };
  return result;
}
