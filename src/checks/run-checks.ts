/**
 * The runner: computes any subset of the answer-level checks for one answer. Model calls start at once;
 * the report (a value, or a promise still being judged) is awaited only for what needs it — the
 * fallbacks of alignment and facts, and the citation-to-claim mapping. Works on a report from any
 * source, e.g. one loaded from storage.
 */
import type { LanguageModel } from 'ai';
import { addUsage } from '../core/usage.js';
import type { CheckScores } from '../scoring/policy.js';
import type { Chunk } from '../spec/chunk.js';
import type { AnswerChecks, FaithfulnessReport } from '../spec/report.js';
import { type AlignmentOutcome, checkAlignment, claimAlignment } from './check-alignment.js';
import { checkCitations } from './check-citations.js';
import { checkFacts, type FactOutcome, factsFromClaims } from './check-facts.js';
import { type CheckId, parseCheckIds } from './check-registry.js';

export interface RunChecksOptions {
  query?: string;
  answer: string;
  /** In retrieval order. */
  chunks: readonly Chunk[];
  /** Default: all three. */
  checks?: readonly CheckId[];
  /** Claim verdicts for the fallbacks and the citation mapping; may still be in progress. */
  report?: FaithfulnessReport | PromiseLike<FaithfulnessReport>;
  /** Any AI SDK language model for alignment and facts; `alignmentModel` / `factModel` override it. */
  model?: LanguageModel;
  alignmentModel?: LanguageModel;
  factModel?: LanguageModel;
  /** Default `local_claims` (when the report has judged claims), else keyword overlap. */
  alignmentFallback?: 'local_claims' | 'keyword_overlap';
  maxRetries?: number;
  /** Deadline of each model call; when it passes, the fallback runs. */
  timeoutMs?: number;
  abortSignal?: AbortSignal;
}

export interface RunChecksResult {
  checks: AnswerChecks;
  /** The scores the composite policy reads (`citation`, singular, as `CheckScores` names it). */
  scores: CheckScores;
  warnings: string[];
  /** The awaited report, when one was given. */
  report?: FaithfulnessReport;
}

/** @throws ConfigurationError for an unknown check id; rethrows the report's rejection and the caller's abort. */
export async function runChecks(options: RunChecksOptions): Promise<RunChecksResult> {
  const wanted = new Set(parseCheckIds(options.checks));
  const { query, answer, chunks, alignmentFallback } = options;
  const alignmentModel = options.alignmentModel ?? options.model;
  const factModel = options.factModel ?? options.model;
  const common = {
    answer,
    chunks,
    abortSignal: options.abortSignal,
    timeoutMs: options.timeoutMs,
    maxRetries: options.maxRetries,
  };
  const alignmentCall =
    wanted.has('alignment') && alignmentModel
      ? checkAlignment({ ...common, query, model: alignmentModel, fallback: 'keyword_overlap' })
      : undefined;
  const factCall = wanted.has('facts') && factModel ? checkFacts({ ...common, model: factModel }) : undefined;
  const calls = [alignmentCall, factCall].filter((call) => call !== undefined);
  for (const call of calls) call.catch(() => undefined); // awaited below; never an unhandled rejection

  let report: FaithfulnessReport | undefined;
  try {
    report = options.report === undefined ? undefined : await options.report;
  } catch (error) {
    await Promise.allSettled(calls);
    throw error;
  }

  let alignment: AlignmentOutcome | undefined;
  if (alignmentCall) {
    alignment = await alignmentCall;
    const fromClaims = report && alignmentFallback !== 'keyword_overlap' ? claimAlignment(report) : null;
    const failure = alignment.result.error;
    if (failure && fromClaims) {
      const reasoning = `${failure.message}; ${fromClaims.reasoning}`;
      const { promptVersion } = alignment.result;
      alignment = {
        ...alignment,
        result: { ...fromClaims, reasoning, error: failure, ...(promptVersion ? { promptVersion } : {}) },
      };
    }
  } else if (wanted.has('alignment')) {
    alignment = await checkAlignment({ ...common, query, report, fallback: alignmentFallback });
  }

  let facts: FactOutcome | undefined;
  if (wanted.has('facts')) {
    facts = factCall ? await factCall : await checkFacts({ ...common, report });
    const fromClaims = facts.result.method === 'unavailable' && report ? factsFromClaims(report) : null;
    if (fromClaims) {
      const { error, promptVersion } = facts.result;
      facts = {
        ...facts,
        result: { ...fromClaims, ...(error ? { error } : {}), ...(promptVersion ? { promptVersion } : {}) },
      };
    }
  }
  const citations = wanted.has('citations') ? checkCitations({ answer, chunks, report }) : undefined;

  const checks: AnswerChecks = { usage: addUsage(alignment?.usage, facts?.usage) };
  const scores: CheckScores = {};
  if (alignment) {
    checks.alignment = alignment.result;
    scores.alignment = alignment.result.score;
  }
  if (citations) {
    checks.citations = citations;
    scores.citation = citations.score;
  }
  if (facts) {
    checks.facts = facts.result;
    scores.facts = facts.result.score;
  }
  return { checks, scores, warnings: facts?.warnings ?? [], ...(report ? { report } : {}) };
}
