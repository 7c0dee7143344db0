/**
 * `verify()`: the one flow. Extract claims, have the judge verify them in bounded-concurrency
 * batches, hold every quote to the chunk text, score under a policy, and report. A judge failure
 * is never a verdict: it becomes an error on the claim (left out of the score) or, when nothing
 * could be judged, goes to the degradation policy (`noop`, `fallback`, `throw`).
 */

import { localCheckScores } from './checks/local-check-scores.js';
import type { ResolvedConfig } from './config/resolve-config.js';
import { createDeadline, type Deadline, raceDeadline } from './core/abort.js';
import { emitEvaluationEvents } from './core/evaluation-events.js';
import { mapWithConcurrency } from './core/map-with-concurrency.js';
import { telemetryApi } from './core/telemetry-api.js';
import { traceStage, usageAttributes } from './core/trace-stage.js';
import { addUsage, billedUsage, ZERO_USAGE } from './core/usage.js';
import { withFields } from './core/with-fields.js';
import { yieldToEventLoop } from './core/yield-to-event-loop.js';
import {
  ConfigurationError,
  describeError,
  ExtractionError,
  FaithcheckError,
  InputError,
  JudgeCallError,
  JudgeResponseError,
  VerificationAbortedError,
} from './errors.js';
import { ChunkIndex, checkEvidence } from './evidence/check-evidence.js';
import type { InputLimits } from './input/limits.js';
import { parseVerifyInput } from './input/parse-verify-input.js';
import { consoleLogger, type Logger } from './logger.js';
import { confidenceLevel } from './scoring/confidence-level.js';
import type { CheckScores } from './scoring/policy.js';
import { POLICIES, type PolicySelection, resolvePolicy, scorePolicy } from './scoring/registry.js';
import type { Chunk, RetrievedChunk } from './spec/chunk.js';
import type { Claim, ClaimJudgement, JudgeFailure } from './spec/claim.js';
import { DEFAULT_CONCURRENCY, DEFAULT_TIMEOUT_MS } from './spec/defaults.js';
import type { JudgeInfo, JudgeV1 } from './spec/judge.js';
import type { ClaimReport, FaithfulnessReport, ReportIssue } from './spec/report.js';
import type { Usage } from './spec/usage.js';
import { countOf } from './text/count-of.js';
import { languageName } from './text/languages/registry.js';
import { type DegradationPolicy, resolveVerifySettings } from './verify-settings.js';

export interface VerifyOptions {
  query?: string | null;
  response: string;
  /** `{ id, text, metadata? }` chunks, or plain strings (given ids `c1`, `c2`, …). */
  chunks?: readonly RetrievedChunk[];
  /** Plain strings as context (ids are assigned); use either `chunks` or `context`. */
  context?: readonly string[];
  /**
   * Default: the judge `setDefaultJudge` set, else the configured one (`verification.judge`,
   * `model`, `local_params`, `judge_module`) when some layer set it, else the embedded local judge.
   */
  judge?: JudgeV1;
  /** Default `verification.policy` (`FAITHCHECK_POLICY`, the config file), else `ratio`. */
  policy?: PolicySelection;
  /** Default `verification.threshold` (`FAITHCHECK_THRESHOLD`, the config file), else 0.7. */
  threshold?: number;
  /** Claim batches verified at once. Default 4. */
  concurrency?: number;
  /** Deadline for the whole check, in ms. Default `verification.timeout_ms`, else 60 000. */
  timeoutMs?: number;
  /** The environment layer of the configuration. Default `process.env`. */
  env?: NodeJS.ProcessEnv;
  /**
   * A configuration resolved already (`loadConfig({ configPath })`), used instead of reading the
   * environment and `faithcheck.config.yaml`; the options above still win over it.
   */
  config?: ResolvedConfig;
  abortSignal?: AbortSignal;
  /** What the caller gets when the judge fails. Default `noop` (the background-check specification: never break the response). */
  onJudgeError?: DegradationPolicy;
  /** The judge `fallback` uses. */
  fallbackJudge?: JudgeV1;
  /**
   * Scores of answer-level checks (alignment, citation coverage, facts) for the `composite` policy.
   * The ones it needs and that are not given are computed from the judged claims, without a model
   * (`report.checks` shows them); `verifyWithChecks()` runs them with a model.
   */
  checks?: CheckScores;
  limits?: Partial<InputLimits>;
  logger?: Logger;
  /**
   * The model response's id (the AI SDK's `response.id`), recorded as `gen_ai.response.id` on the
   * evaluation event when an OpenTelemetry provider is registered (docs/telemetry.md).
   */
  responseId?: string;
}

export { DEFAULT_CONCURRENCY, DEFAULT_TIMEOUT_MS };

function judgeInfo(judge: JudgeV1): JudgeInfo {
  const info: JudgeInfo = { specificationVersion: judge.specificationVersion, id: judge.id };
  if (judge.modelId) info.modelId = judge.modelId;
  if (judge.promptVersion) info.promptVersion = judge.promptVersion;
  if (judge.paramsFingerprint) info.paramsFingerprint = judge.paramsFingerprint;
  return info;
}

function chunked<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let index = 0; index < items.length; index += size) batches.push(items.slice(index, index + size));
  return batches;
}

interface JudgedClaims {
  claims: ClaimReport[];
  skipped: FaithfulnessReport['skipped'];
  usage: Usage;
  warnings: string[];
  metadata?: Record<string, unknown>;
}

/** Merges batch metadata: numbers add up, arrays concatenate, objects merge recursively, the rest: last wins. */
function mergeMetadata(
  target: Record<string, unknown>,
  source: Record<string, unknown>,
): Record<string, unknown> {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    if (typeof value === 'number' && typeof existing === 'number') target[key] = existing + value;
    else if (Array.isArray(value) && Array.isArray(existing)) target[key] = [...existing, ...value];
    else if (isPlainObject(value) && isPlainObject(existing))
      target[key] = mergeMetadata({ ...existing }, value);
    else target[key] = value;
  }
  return target;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function unlocatedClaimFailure(claim: Claim): JudgeFailure {
  const text = claim.text.length > 80 ? `${claim.text.slice(0, 80)}…` : claim.text;
  return describeError(
    new ExtractionError(`the judge returned a claim that is not in the response: ${JSON.stringify(text)}`),
  );
}

/** The error of a check whose every claim failed, keeping the first failure's kind. */
/** A claim the judge could not read: its language is not one the judge declares. */
function isUnsupportedLanguage(report: ClaimReport): boolean {
  return report.error?.code === 'unsupported_language';
}

function everyClaimFailedError(reports: readonly ClaimReport[]): FaithcheckError {
  const first = reports[0]!.error!;
  const message = `the judge failed on every claim (${reports.length} of ${reports.length}): ${first.message}`;
  if (first.code === 'judge_call_error') return new JudgeCallError(message, { isRetryable: first.retryable });
  if (first.code === 'extraction_error') return new ExtractionError(message);
  return new JudgeResponseError(message);
}

/**
 * Extracts and judges the claims in batches. Every call's usage is pushed onto `spent` as it comes
 * in, billed failures included, so a judge that fails half-way still accounts for its cost; the
 * result's `usage` is their sum.
 */
async function judgeClaims(
  judge: JudgeV1,
  input: { query?: string; response: string; chunks: Chunk[] },
  deadline: Deadline,
  concurrency: number,
  spent: Usage[] = [],
): Promise<JudgedClaims> {
  let extraction: Awaited<ReturnType<JudgeV1['extractClaims']>>;
  try {
    extraction = await raceDeadline(
      traceStage(
        'faithcheck.extract',
        () =>
          judge.extractClaims({
            response: input.response,
            query: input.query,
            chunks: input.chunks,
            abortSignal: deadline.signal,
          }),
        {
          attributes: { 'faithcheck.judge.id': judge.id },
          describe: (result) => ({
            'faithcheck.claims.count': result.claims.length,
            'faithcheck.skipped.count': result.skipped.length,
            ...usageAttributes(result.usage),
          }),
        },
      ),
      deadline,
    );
  } catch (error) {
    const billed = billedUsage(error);
    if (billed) spent.push(billed);
    throw error;
  }
  spent.push(extraction.usage);
  const warnings = [...(extraction.warnings ?? [])];
  const claims: Claim[] = extraction.claims;
  if (claims.length === 0)
    return { claims: [], skipped: extraction.skipped, usage: extraction.usage, warnings };

  // A claim a model wrote that is not in the response (span null) is not something the answer
  // said: it is an extraction error on that claim, never judged and never scored.
  const located = claims.filter((claim) => claim.span !== null);
  const batchSize = Math.max(1, judge.maxClaimsPerCall ?? located.length);
  const batches = chunked(located, batchSize);
  const batchErrors: unknown[] = [];
  let metadata: Record<string, unknown> | undefined;
  const judgements = await mapWithConcurrency(
    batches,
    concurrency,
    async (batch): Promise<ClaimJudgement[]> => {
      // A CPU-bound judge (the local one) resolves without ever leaving the thread: give the
      // deadline's timer and the caller's abort a turn between batches, so they take effect
      // within one batch instead of after the last.
      await yieldToEventLoop();
      if (deadline.signal.aborted) throw deadline.reason();
      try {
        const result = await raceDeadline(
          traceStage(
            'faithcheck.verify',
            () =>
              judge.verifyClaims({
                claims: batch,
                chunks: input.chunks,
                query: input.query,
                response: input.response,
                abortSignal: deadline.signal,
              }),
            {
              attributes: { 'faithcheck.judge.id': judge.id, 'faithcheck.claims.count': batch.length },
              describe: (verified) => ({
                'faithcheck.judge_errors.count': verified.judgements.filter((judgement) => !judgement.ok)
                  .length,
                ...usageAttributes(verified.usage),
              }),
            },
          ),
          deadline,
        );
        spent.push(result.usage);
        warnings.push(...(result.warnings ?? []));
        if (result.metadata) metadata = mergeMetadata(metadata ?? {}, result.metadata);
        if (result.judgements.length !== batch.length) {
          throw new JudgeResponseError(
            `judge returned ${countOf(result.judgements.length, 'judgement')} for ${countOf(batch.length, 'claim')}`,
          );
        }
        return result.judgements;
      } catch (error) {
        if (deadline.signal.aborted) throw deadline.reason();
        const billed = billedUsage(error);
        if (billed) spent.push(billed);
        batchErrors.push(error);
        const failure = describeError(error);
        return batch.map(() => ({ ok: false as const, error: failure }));
      }
    },
  );
  if (batches.length > 0 && batchErrors.length === batches.length) throw batchErrors[0];

  const index = new ChunkIndex(input.chunks);
  const flatJudgements = judgements.flat();
  const judgementOf = new Map(located.map((claim, position) => [claim, flatJudgements[position]!]));
  const reports = claims.map((claim): ClaimReport => {
    const judgement = judgementOf.get(claim) ?? { ok: false as const, error: unlocatedClaimFailure(claim) };
    if (!judgement.ok) {
      return {
        claim: claim.text,
        span: claim.span,
        verdict: null,
        supported: false,
        sourceChunkId: null,
        evidence: [],
        reasoning: '',
        confidence: null,
        error: judgement.error,
      };
    }
    const { ok: _ok, ...verdict } = judgement;
    const checked = checkEvidence(verdict, index, { claim: claim.text });
    const report: ClaimReport = {
      claim: claim.text,
      span: claim.span,
      verdict: checked.verdict.verdict,
      supported: checked.verdict.verdict === 'supported',
      sourceChunkId: checked.verdict.evidence[0]?.chunkId ?? null,
      evidence: checked.verdict.evidence,
      reasoning: checked.verdict.reasoning,
      confidence: checked.verdict.confidence,
    };
    if (checked.downgrade) report.downgrade = checked.downgrade;
    return report;
  });
  // Nothing judged is not a partial result: it goes to `onJudgeError` like a failed call — unless
  // the judge does not read the answer's language, which the report says claim by claim.
  if (reports.every((report) => report.error) && !reports.every(isUnsupportedLanguage))
    throw everyClaimFailedError(reports);
  return {
    claims: reports,
    skipped: extraction.skipped,
    usage: addUsage(...spent),
    warnings,
    ...(metadata ? { metadata } : {}),
  };
}

/**
 * Verify an answer against its retrieved chunks.
 *
 * @throws InputError on invalid input, ConfigurationError on invalid options,
 *   VerificationAbortedError when the caller aborts; judge failures follow `onJudgeError`.
 * @example
 * const report = await verify({
 *   response: 'The refund window is 60 days.',
 *   chunks: [{ id: 'policy', text: 'The refund window is 30 days.' }],
 * });
 * report.flagged; // true
 */
export async function verify(options: VerifyOptions): Promise<FaithfulnessReport> {
  const report = await verifyAnswer(options);
  // With a tracer provider registered: the evaluation events on the active span (see docs/telemetry.md).
  const api = telemetryApi();
  if (api) emitEvaluationEvents(api, report, { responseId: options.responseId });
  return report;
}

async function verifyAnswer(options: VerifyOptions): Promise<FaithfulnessReport> {
  const startedAt = performance.now();
  const input = parseVerifyInput(
    { query: options.query, response: options.response, chunks: options.chunks, context: options.context },
    options.limits,
  );
  // request (these options) > environment > config file > defaults: what `faithcheck config` prints.
  const settings = await resolveVerifySettings(options);
  const { threshold } = settings;
  const policySelection = settings.policy;
  const policy = resolvePolicy(policySelection);
  // Check scores the policy needs and the caller did not give are computed from the judged claims.
  const missingChecks = POLICIES[policy.id].needs.filter((need) => options.checks?.[need] === undefined);
  const onJudgeError = options.onJudgeError ?? 'noop';
  if (onJudgeError === 'fallback' && !options.fallbackJudge) {
    throw new ConfigurationError('onJudgeError "fallback" needs a fallbackJudge');
  }
  // The judges are loaded on first use, not with this module: a caller with its own judge never
  // loads them. Without one: setDefaultJudge's, else the configured one, else the local judge.
  const judge =
    options.judge ??
    (await (await import('./judges/default-judge.js')).defaultJudgeFor(settings.config, options.env));
  const logger = options.logger ?? consoleLogger;
  const concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
  const deadline = createDeadline(settings.timeoutMs, options.abortSignal ?? undefined);
  const elapsed = () => Math.round(performance.now() - startedAt);

  // The language detector (franc-min) loads on first use, not with the package.
  const { reportLanguages } = await import('./text/languages/report-languages.js');
  const build = (
    usedJudge: JudgeV1,
    judged: JudgedClaims,
    extra: { issues?: ReportIssue[]; warnings?: string[] } = {},
  ) => {
    const languages = reportLanguages(
      input.response,
      judged.claims.map((claim) => claim.claim),
      input.chunks,
    );
    const scored = judged.claims.filter((claim) => claim.verdict !== null);
    const unreadable = judged.claims.filter(isUnsupportedLanguage);
    const failed = judged.claims.length - scored.length - unreadable.length;
    const local =
      missingChecks.length > 0
        ? localCheckScores({
            answer: input.response,
            chunks: input.chunks,
            report: { claims: judged.claims, judge: judgeInfo(usedJudge) },
            needs: missingChecks,
          })
        : undefined;
    const score = scorePolicy(policySelection, {
      verdicts: scored.map((claim) => claim.verdict!),
      checks: { ...options.checks, ...local?.scores },
    });
    const vacuous = judged.claims.length === 0;
    const flagged = score.score < threshold;
    const issues: ReportIssue[] = [...(extra.issues ?? []), ...(score.issues ?? [])];
    if (flagged) {
      issues.push({
        code: 'low_faithfulness',
        message: `score ${score.score.toFixed(2)} is below the threshold ${threshold}`,
      });
    }
    if (unreadable.length > 0) {
      const names = [
        ...new Set(
          judged.claims.flatMap((claim, position) =>
            isUnsupportedLanguage(claim)
              ? [languageName(languages.claimLanguages?.[position] ?? languages.language)]
              : [],
          ),
        ),
      ];
      issues.push({
        code: 'unsupported_language',
        message: `${unreadable.length} of ${judged.claims.length} claims are in ${names.join(', ')}, which the ${usedJudge.id} judge does not read here; they are not scored (an LLM judge or the cascade reads them)`,
      });
    }
    if (failed > 0) {
      issues.push({
        code: 'judge_error',
        message: `the judge failed on ${failed} of ${countOf(judged.claims.length, 'claim')}; ${failed === 1 ? 'it is' : 'they are'} not scored`,
      });
    }
    // Empty chunks are valid input, but nothing can support a claim: say so rather than let a
    // score of 0 look like the judge's finding.
    if (input.chunks.length === 0) {
      issues.push({
        code: 'no_chunks',
        message: 'no chunks were given: there is nothing to check the answer against',
      });
    }
    const downgraded = judged.claims.filter((claim) => claim.downgrade).length;
    if (downgraded > 0) {
      issues.push({
        code: 'evidence_downgrade',
        message: `${downgraded} verdicts were downgraded: their quotes are not in the chunks`,
      });
    }
    const report: FaithfulnessReport = {
      overallScore: score.score,
      policy: score.policy,
      threshold,
      flagged,
      level: confidenceLevel(score.score),
      vacuous,
      status: unreadable.length > 0 ? 'degraded' : failed > 0 ? 'partial' : 'ok',
      language: languages.language,
      claims: languages.claimLanguages
        ? judged.claims.map((claim, position) =>
            // withFields, not a spread literal: the spread is a slow path on Node 20, once per claim.
            withFields(claim, { language: languages.claimLanguages![position]! }),
          )
        : judged.claims,
      skipped: judged.skipped,
      issues,
      usage: judged.usage,
      evaluationLatencyMs: elapsed(),
      judge: judgeInfo(usedJudge),
      scoreDetails: score.metadata,
      // The configuration's own warnings (a deprecated variable, an unknown file key) ride along.
      warnings: [...settings.config.warnings, ...judged.warnings, ...(extra.warnings ?? [])],
    };
    if (judged.metadata) report.metadata = judged.metadata;
    if (local) report.checks = local.checks;
    return report;
  };

  const isCallerError = (error: unknown) =>
    InputError.isInstance(error) ||
    ConfigurationError.isInstance(error) ||
    VerificationAbortedError.isInstance(error);

  /** What the judge's calls cost before it failed (an unusable reply is billed too). */
  const spent: Usage[] = [];
  try {
    return build(judge, await judgeClaims(judge, input, deadline, concurrency, spent));
  } catch (error) {
    if (isCallerError(error)) throw error;
    const failure = describeError(error);
    logger.warn(`[faithcheck] judge ${judge.id} failed: ${failure.message}`, {
      code: failure.code,
      policy: onJudgeError,
    });
    if (onJudgeError === 'throw')
      throw FaithcheckError.isInstance(error)
        ? error
        : new FaithcheckError(failure.message, { cause: error });
    if (onJudgeError === 'fallback' && options.fallbackJudge && !deadline.signal.aborted) {
      try {
        const report = build(
          options.fallbackJudge,
          await judgeClaims(options.fallbackJudge, input, deadline, concurrency),
          {
            issues: [
              {
                code: 'judge_fallback',
                message: `judge ${judge.id} failed (${failure.message}); ${options.fallbackJudge.id} judged instead`,
              },
            ],
          },
        );
        return { ...report, usage: addUsage(report.usage, ...spent), status: 'degraded', error: failure };
      } catch (fallbackError) {
        if (isCallerError(fallbackError)) throw fallbackError;
        logger.warn(
          `[faithcheck] fallback judge ${options.fallbackJudge.id} failed too: ${describeError(fallbackError).message}`,
        );
      }
    }
    return { ...noopReport(judge, threshold, policy.id, failure, elapsed()), usage: addUsage(...spent) };
  } finally {
    deadline.dispose();
  }
}

/** The background-check specification's no-op result (`claims: []`, score 1.0, not flagged), marked as degraded with the error. */
function noopReport(
  judge: JudgeV1,
  threshold: number,
  policy: FaithfulnessReport['policy'],
  error: ReturnType<typeof describeError>,
  evaluationLatencyMs: number,
): FaithfulnessReport {
  return {
    overallScore: 1,
    policy,
    threshold,
    flagged: false,
    level: 'high',
    vacuous: false,
    status: 'degraded',
    claims: [],
    skipped: [],
    issues: [{ code: 'judge_error', message: `verification could not run: ${error.message}` }],
    usage: { ...ZERO_USAGE },
    evaluationLatencyMs,
    judge: judgeInfo(judge),
    scoreDetails: { noop: true },
    warnings: [],
    error,
  };
}
