/**
 * `verifyWithChecks()`: `verify()` plus any subset of the answer-level checks (alignment, citations, facts), with their
 * results in `report.checks` and, when the `composite` policy is asked for, the report scored by
 * it. Model calls of the checks start at once, in parallel with claim judging; their fallbacks
 * read the judged claims. A failed check call is recorded on the check, never a score of 0.
 */
import type { LanguageModel } from 'ai';
import { type CheckId, parseCheckIds } from './checks/check-registry.js';
import { rescoreReport } from './checks/rescore-report.js';
import { runChecks } from './checks/run-checks.js';
import { addUsage } from './core/usage.js';
import { VerificationAbortedError } from './errors.js';
import { parseVerifyInput } from './input/parse-verify-input.js';
import { resolvePolicy } from './scoring/registry.js';
import type { AnswerChecks, FaithfulnessReport, ReportIssue } from './spec/report.js';
import { type VerifyOptions, verify } from './verify.js';
import { resolveVerifySettings } from './verify-settings.js';

export interface VerifyWithChecksOptions extends Omit<VerifyOptions, 'checks'> {
  /** Which checks to run. Default `verification.checks` (`FAITHCHECK_CHECKS`, the config file), else all three. */
  checks?: readonly CheckId[];
  /** Any AI SDK language model for the alignment and fact calls; without one, the fallbacks run. */
  model?: LanguageModel;
  /** Overrides `model` for alignment. */
  alignmentModel?: LanguageModel;
  /** Overrides `model` for fact verification. */
  factModel?: LanguageModel;
  /** Preferred alignment fallback. Default `local_claims` (the claim verdicts), when there are any. */
  alignmentFallback?: 'local_claims' | 'keyword_overlap';
  /** Retries of retryable model failures per check call. Default 2. */
  maxRetries?: number;
}

const COMPOSITE_CHECKS: readonly CheckId[] = ['alignment', 'citations'];

/** A report that carries the checks section. */
export type CheckedReport = FaithfulnessReport & { checks: AnswerChecks };

function unsupportedCitationIssues(checks: AnswerChecks): ReportIssue[] {
  return (checks.citations?.perCitation ?? [])
    .filter((entry) => entry.supportsClaim === false)
    .map((entry) => ({
      code: 'unsupported_citation',
      message:
        `citation ${entry.marker} is attached to "${entry.claim}", but chunk ${entry.chunkId} does not support it` +
        (entry.betterChunkId ? ` (chunk ${entry.betterChunkId} does)` : ''),
    }));
}

/**
 * @throws what `verify()` throws; ConfigurationError for an unknown check; VerificationAbortedError
 *   when the caller aborts. The composite policy adds the alignment and citations checks it needs.
 * @example
 * const report = await verifyWithChecks({
 *   query: "What was Apple's revenue in 2023?",
 *   response: "Apple's revenue was $394 billion [Source: AAPL 10-Q 2023]",
 *   chunks,
 *   checks: ['alignment', 'citations', 'facts'],
 *   policy: 'composite',
 * });
 * report.checks.citations.score; // 1
 */
export async function verifyWithChecks(options: VerifyWithChecksOptions): Promise<CheckedReport> {
  const startedAt = performance.now();
  const {
    checks: requestedChecks,
    model,
    alignmentModel,
    factModel,
    alignmentFallback,
    maxRetries,
    ...verifyOptions
  } = options;
  // The same resolution as verify(): these options > environment > config file > defaults.
  const settings = await resolveVerifySettings(options);
  const policy = settings.policy;
  const composite = resolvePolicy(policy).id === 'composite';
  // The composite policy runs the checks it needs, whichever others were asked for.
  const requested = [
    ...new Set([
      ...parseCheckIds(requestedChecks ?? settings.config.values.checks),
      ...(composite ? COMPOSITE_CHECKS : []),
    ]),
  ] as CheckId[];
  const input = parseVerifyInput(
    { query: options.query, response: options.response, chunks: options.chunks, context: options.context },
    options.limits,
  );
  try {
    const result = await runChecks({
      query: input.query,
      answer: input.response,
      chunks: input.chunks,
      checks: requested,
      // Claims are judged once, under `ratio` when the composite policy will re-score them.
      report: verify({
        ...verifyOptions,
        config: settings.config,
        threshold: settings.threshold,
        timeoutMs: settings.timeoutMs,
        policy: composite ? 'ratio' : policy,
      }),
      model,
      alignmentModel,
      factModel,
      alignmentFallback,
      maxRetries,
      // The check calls get a deadline only when one was asked for (an option or a configured timeout_ms).
      timeoutMs:
        settings.config.sources['verification.timeout_ms']?.layer === 'default'
          ? options.timeoutMs
          : settings.timeoutMs,
      abortSignal: options.abortSignal,
    });
    const first = result.report!;
    const scored = composite ? rescoreReport({ report: first, policy, checks: result.scores }) : first;
    return {
      ...scored,
      issues: [...scored.issues, ...unsupportedCitationIssues(result.checks)],
      usage: addUsage(scored.usage, result.checks.usage),
      warnings: [...scored.warnings, ...result.warnings],
      evaluationLatencyMs: Math.round(performance.now() - startedAt),
      checks: result.checks,
    };
  } catch (error) {
    if (options.abortSignal?.aborted && !VerificationAbortedError.isInstance(error)) {
      throw new VerificationAbortedError({ cause: error });
    }
    throw error;
  }
}
