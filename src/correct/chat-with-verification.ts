/**
 * The corrective-RAG specification's chat entry point: get context (or take the given `response`),
 * generate an answer, verify it, and — when confidence is below the threshold and the loop is
 * enabled — correct it; then answer in the specification's API shape
 * `{ content, model, verification: { confidence, is_grounded, claims_checked, claims_supported,
 * crag_attempts, claims? } }`, with the loop's metrics alongside.
 */

import type { LanguageModel } from 'ai';
import { toCorrectiveVerification, type VerifiedClaim } from '../adapters/corrective-verification.js';
import { ConfigurationError } from '../errors.js';
import { parseVerifyInput } from '../input/parse-verify-input.js';
import { consoleLogger, type Logger } from '../logger.js';
import type { Chunk } from '../spec/chunk.js';
import type { JudgeV1 } from '../spec/judge.js';
import { type VerifyOptions, verify } from '../verify.js';
import type { DegradationPolicy } from '../verify-settings.js';
import { type RolloutStage, resolveChatSettings, type VerificationSettings } from './chat-settings.js';
import { correctAnswer } from './correct-answer.js';
import type { CorrectionMode, CRAGResult } from './crag-result.js';
import type { Generator } from './generator.js';
import type { Retriever } from './retriever.js';

export interface ChatWithVerificationOptions extends Omit<VerificationSettings, 'enabled' | 'rollout'> {
  prompt: string;
  /** Context already retrieved; without it, `retriever` is asked with the prompt. */
  chunks?: ReadonlyArray<Chunk | string>;
  retriever?: Retriever;
  /** Writes the answer (unless `response` is given) and the corrections. */
  generator?: Generator;
  /** An answer already generated: it is verified (and corrected) instead of generating one. */
  response?: string;
  judge?: JudgeV1;
  /** Reported as `workspace` (the specification's response carries it). */
  workspace?: string;
  /** Reported as `model`; default: the generator's model id. */
  model?: string;
  rollout?: RolloutStage;
  /** Correction mode. Default `full`. */
  mode?: CorrectionMode;
  /** Chunks retrieved for the prompt. Default 5. */
  topK?: number;
  /** Writes targeted queries in the loop; default: key terms. */
  queryModel?: LanguageModel;
  /** What the caller gets when the judge fails on the first check. Default `noop` (never break the answer). */
  onJudgeError?: DegradationPolicy;
  verifyOptions?: Pick<VerifyOptions, 'timeoutMs' | 'concurrency' | 'limits'>;
  env?: NodeJS.ProcessEnv;
  abortSignal?: AbortSignal;
  logger?: Logger;
}

/** The `verification` block of the chat API response. */
export interface ChatVerification {
  confidence: number;
  is_grounded: boolean;
  claims_checked: number;
  claims_supported: number;
  crag_attempts: number;
  /** Per-claim details, when `show_claims` is on. */
  claims?: VerifiedClaim[];
}

/** The metrics of one chat request, also logged. */
export interface ChatMetrics {
  verified: boolean;
  cragTriggered: boolean;
  cragImproved: boolean;
  cragAttempts: number;
  /** Time the loop added (0 when it did not run). */
  cragAddedLatencyMs: number;
  /** Time the first verification took. */
  verificationLatencyMs: number;
}

export interface ChatWithVerificationResponse {
  content: string;
  model: string;
  workspace?: string;
  /** Absent when verification is disabled. */
  verification?: ChatVerification;
  metrics: ChatMetrics;
  /** The loop's full result, when it ran. */
  crag?: CRAGResult;
  /** The chunks the content was checked against. */
  chunks: Chunk[];
  warnings: string[];
}

/**
 * @throws ConfigurationError when neither `response` nor `generator`, or neither `chunks` nor `retriever`, is given.
 * @example
 * const reply = await chatWithVerification({
 *   prompt: 'How long do refunds take?',
 *   retriever: createBm25Retriever({ documents }),
 *   generator: aiSdkGenerator({ model: openai.chat('gpt-4o-mini') }),
 *   enable_crag: true,
 *   confidence_threshold: 0.7,
 * });
 * reply.verification?.confidence;
 */
export async function chatWithVerification(
  options: ChatWithVerificationOptions,
): Promise<ChatWithVerificationResponse> {
  const { prompt, retriever, generator, judge, workspace } = options;
  const settings = resolveChatSettings(
    {
      enable_verification: options.enable_verification ?? options.enableVerification,
      enable_crag: options.enable_crag ?? options.enableCrag,
      confidence_threshold: options.confidence_threshold ?? options.confidenceThreshold,
      max_crag_attempts: options.max_crag_attempts ?? options.maxCragAttempts,
      show_claims: options.show_claims ?? options.showClaims,
      rollout: options.rollout,
    },
    options.env,
  );
  if (options.response === undefined && !generator)
    throw new ConfigurationError(
      'chatWithVerification needs a `generator` (or an already generated `response`)',
    );
  if (options.chunks === undefined && !retriever)
    throw new ConfigurationError('chatWithVerification needs `chunks` or a `retriever`');
  if (settings.enableCrag && (!retriever || !generator)) {
    if ((options.enable_crag ?? options.enableCrag) === true)
      throw new ConfigurationError('the corrective loop (enable_crag) needs a `retriever` and a `generator`');
    settings.enableCrag = false;
    settings.warnings.push('the corrective loop needs a retriever and a generator; it did not run');
  }
  const logger = options.logger ?? consoleLogger;

  const rawChunks =
    options.chunks ??
    (await retriever!.retrieve({
      query: prompt,
      limit: options.topK ?? 5,
      abortSignal: options.abortSignal,
    }));
  const generated =
    options.response === undefined
      ? await generator!.generate({
          query: prompt,
          chunks: parseVerifyInput({ response: '', chunks: rawChunks }).chunks,
          abortSignal: options.abortSignal,
        })
      : { text: options.response };
  const input = parseVerifyInput({ query: prompt, response: generated.text, chunks: rawChunks });
  const model = options.model ?? generator?.modelId ?? generator?.id ?? 'unknown';
  const base = { content: input.response, model, ...(workspace !== undefined ? { workspace } : {}) };
  const metrics: ChatMetrics = {
    verified: false,
    cragTriggered: false,
    cragImproved: false,
    cragAttempts: 0,
    cragAddedLatencyMs: 0,
    verificationLatencyMs: 0,
  };
  if (!settings.enableVerification) {
    return { ...base, metrics, chunks: input.chunks, warnings: settings.warnings };
  }

  const startedAt = performance.now();
  const report = await verify({
    ...options.verifyOptions,
    query: prompt,
    response: input.response,
    chunks: input.chunks,
    judge,
    policy: 'confidence',
    threshold: settings.confidenceThreshold,
    onJudgeError: options.onJudgeError ?? 'noop',
    abortSignal: options.abortSignal,
    logger,
  });
  metrics.verified = true;
  metrics.verificationLatencyMs = Math.round(performance.now() - startedAt);

  let crag: CRAGResult | undefined;
  if (
    settings.enableCrag &&
    report.overallScore < settings.confidenceThreshold &&
    report.status !== 'degraded'
  ) {
    crag = await correctAnswer({
      query: prompt,
      response: input.response,
      chunks: input.chunks,
      retriever: retriever!,
      generator: generator!,
      judge,
      threshold: settings.confidenceThreshold,
      maxAttempts: settings.maxCragAttempts,
      mode: options.mode,
      queryModel: options.queryModel,
      initialReport: report,
      verifyOptions: options.verifyOptions,
      abortSignal: options.abortSignal,
      logger,
    });
    metrics.cragTriggered = crag.metrics.triggered;
    metrics.cragImproved = crag.metrics.improved;
    metrics.cragAttempts = crag.attempts;
    metrics.cragAddedLatencyMs = crag.metrics.addedLatencyMs;
  }
  const finalReport = crag?.report ?? report;
  const view = toCorrectiveVerification(finalReport);
  const verification: ChatVerification = {
    confidence: view.confidence,
    is_grounded: view.is_grounded,
    claims_checked: finalReport.claims.length,
    claims_supported: finalReport.claims.filter((claim) => claim.supported).length,
    crag_attempts: crag?.attempts ?? 0,
    ...(settings.showClaims ? { claims: view.claims } : {}),
  };
  logger.debug('[faithcheck] chat verification', { ...metrics, confidence: verification.confidence });
  return {
    ...base,
    content: crag?.final_response ?? input.response,
    verification,
    metrics,
    ...(crag ? { crag } : {}),
    chunks: crag?.chunks ?? input.chunks,
    warnings: [...settings.warnings, ...finalReport.warnings, ...(crag?.warnings ?? [])],
  };
}
