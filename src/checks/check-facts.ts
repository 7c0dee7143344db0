/**
 * Fact verification (the third of the three aspects): 1–5 key factual claims checked against the top 10 chunks,
 * score = verified / total, `verified_sources` (unique chunk ids) and `unverified_claims`. With a
 * model: one call. Otherwise, or when it fails: the claim verdicts of a report (its
 * key claims). When neither can run: the default 0.5, marked `unavailable` with the reason.
 */
import type { LanguageModel } from 'ai';
import { billedUsage, ZERO_USAGE } from '../core/usage.js';
import { describeError } from '../errors.js';
import { callModel } from '../model-calls/call-model.js';
import { roundScore } from '../scoring/policy.js';
import { FACT_SCORE_WHEN_UNAVAILABLE } from '../scoring/score-composite.js';
import type { Chunk } from '../spec/chunk.js';
import type { ClaimReport, FactCheckResult, FaithfulnessReport } from '../spec/report.js';
import type { Usage } from '../spec/usage.js';
import { buildFactPrompt, FACT_TOP_CHUNKS, factOutput } from './check-prompts.js';
import { stripCitationMarkers } from './citation-markers.js';

/** Fact verification extracts at most 5 key claims. */
export const MAX_KEY_CLAIMS = 5;

export interface CheckFactsOptions {
  answer: string;
  /** In retrieval order; the top 10 are used. */
  chunks: readonly Chunk[];
  model?: LanguageModel;
  /** Its claim verdicts are used without a model, or when the model fails. */
  report?: Pick<FaithfulnessReport, 'claims'>;
  abortSignal?: AbortSignal;
  /** Deadline for the model call, retries included; when it passes, the fallback runs. */
  timeoutMs?: number;
  /** Retries of a retryable failure (timeout, 429, 5xx; `retry-after` honoured). Default 2. */
  maxRetries?: number;
}

export interface FactOutcome {
  result: FactCheckResult;
  usage: Usage;
  warnings: string[];
}

function summarise(
  method: FactCheckResult['method'],
  claims: FactCheckResult['claims'],
): Omit<FactCheckResult, 'error' | 'reason'> {
  const verified = claims.filter((claim) => claim.verified);
  return {
    score: roundScore(verified.length / claims.length),
    method,
    claims,
    verifiedSources: [...new Set(verified.flatMap((claim) => claim.supportingChunkIds))],
    unverifiedClaims: claims.filter((claim) => !claim.verified).map((claim) => claim.claim),
  };
}

/** A claim that names a number or a proper noun is a key factual claim; others fill the rest. */
function keyness(claim: ClaimReport): number {
  const numbers = /\d/.test(claim.claim) ? 2 : 0;
  const names = /(?<!^)\b[A-Z][\p{L}]+/u.test(claim.claim.trim()) ? 1 : 0;
  return numbers + names;
}

/** Up to 5 key claims of a report, kept in the order of the answer. `null` when nothing was judged. */
export function factsFromClaims(report: Pick<FaithfulnessReport, 'claims'>): FactCheckResult | null {
  const judged = report.claims
    .map((claim, index) => ({ claim, index }))
    .filter((entry) => entry.claim.verdict !== null);
  if (judged.length === 0) return null;
  const key = [...judged]
    .sort((left, right) => keyness(right.claim) - keyness(left.claim) || left.index - right.index)
    .slice(0, MAX_KEY_CLAIMS)
    .sort((left, right) => left.index - right.index);
  return summarise(
    'claim_verdicts',
    key.map(({ claim }) => ({
      claim: stripCitationMarkers(claim.claim),
      verified: claim.verdict === 'supported',
      supportingChunkIds:
        claim.verdict === 'supported' ? [...new Set(claim.evidence.map((evidence) => evidence.chunkId))] : [],
      confidence: claim.confidence,
    })),
  );
}

function unavailable(reason: string): FactCheckResult {
  return {
    score: FACT_SCORE_WHEN_UNAVAILABLE,
    method: 'unavailable',
    claims: [],
    verifiedSources: [],
    unverifiedClaims: [],
    reason,
  };
}

function fallbackFacts(options: CheckFactsOptions, why: string): FactCheckResult {
  return (
    (options.report && factsFromClaims(options.report)) ??
    unavailable(options.report ? `${why}; the report has no judged claims` : why)
  );
}

/**
 * @example
 * const { result } = await checkFacts({ answer, chunks, report });
 * result.score; // verified / total, e.g. 2 / 3 = 0.67
 */
export async function checkFacts(options: CheckFactsOptions): Promise<FactOutcome> {
  if (!options.model) {
    return { result: fallbackFacts(options, 'no model was given'), usage: { ...ZERO_USAGE }, warnings: [] };
  }
  const top = options.chunks.slice(0, FACT_TOP_CHUNKS);
  const { system, prompt, promptId } = buildFactPrompt({ chunks: top, answer: options.answer });
  try {
    const { output, usage } = await callModel({
      model: options.model,
      system,
      prompt,
      output: factOutput,
      ...(options.maxRetries === undefined ? {} : { retry: { maxRetries: options.maxRetries } }),
      ...(options.timeoutMs === undefined ? {} : { deadlineMs: options.timeoutMs }),
      ...(options.abortSignal ? { abortSignal: options.abortSignal } : {}),
    });
    const warnings: string[] = [];
    const claims = output.claims.slice(0, MAX_KEY_CLAIMS).map((claim) => {
      const supportingChunkIds: string[] = [];
      for (const number of claim.supporting_sources) {
        const chunk = top[number - 1];
        if (chunk) supportingChunkIds.push(chunk.id);
        else warnings.push(`fact check: the model cited source ${number}, which does not exist`);
      }
      return {
        claim: claim.claim,
        verified: claim.verified,
        supportingChunkIds: [...new Set(supportingChunkIds)],
        confidence: claim.confidence ?? null,
      };
    });
    if (claims.length === 0) {
      const fallback = fallbackFacts(options, 'the model found no factual claims');
      return { result: { ...fallback, promptVersion: promptId }, usage, warnings };
    }
    return { result: { ...summarise('llm', claims), promptVersion: promptId }, usage, warnings };
  } catch (error) {
    if (options.abortSignal?.aborted) throw error;
    const failure = describeError(error);
    return {
      result: {
        ...fallbackFacts(options, `the model failed: ${failure.message}`),
        error: failure,
        promptVersion: promptId,
      },
      // A reply that came back unusable was still billed.
      usage: billedUsage(error) ?? { ...ZERO_USAGE },
      warnings: [],
    };
  }
}
