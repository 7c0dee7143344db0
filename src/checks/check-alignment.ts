/**
 * Answer–source alignment (the first of the three aspects). With a model: one call over the query, the top 5
 * chunks and the answer. Without one, or when the call fails: the claim verdicts of a report when
 * there are any (a far better signal than word overlap), else the keyword overlap averaged
 * over the top 5 chunks. The result always names the method that produced the score.
 */
import type { LanguageModel } from 'ai';
import { billedUsage, ZERO_USAGE } from '../core/usage.js';
import { describeError } from '../errors.js';
import { callModel } from '../model-calls/call-model.js';
import { roundScore } from '../scoring/policy.js';
import type { Chunk } from '../spec/chunk.js';
import type { AlignmentCheckResult, FaithfulnessReport } from '../spec/report.js';
import type { Usage } from '../spec/usage.js';
import type { Verdict } from '../spec/verdict.js';
import { countOf } from '../text/count-of.js';
import { ALIGNMENT_TOP_CHUNKS, alignmentOutput, buildAlignmentPrompt } from './check-prompts.js';
import { keywordOverlap, keywordSet } from './keyword-overlap.js';

export interface CheckAlignmentOptions {
  query?: string;
  answer: string;
  /** In retrieval order; the top 5 are used. */
  chunks: readonly Chunk[];
  /** Any AI SDK language model; without one, the fallback runs. */
  model?: LanguageModel;
  /** A report whose claim verdicts serve as the fallback signal. */
  report?: Pick<FaithfulnessReport, 'claims' | 'judge'>;
  /** Which fallback to prefer when the model is absent or fails. Default `local_claims` (when available). */
  fallback?: 'local_claims' | 'keyword_overlap';
  abortSignal?: AbortSignal;
  /** Deadline for the model call, retries included; when it passes, the fallback runs. */
  timeoutMs?: number;
  /** Retries of a retryable failure (timeout, 429, 5xx; `retry-after` honoured). Default 2. */
  maxRetries?: number;
}

export interface AlignmentOutcome {
  result: AlignmentCheckResult;
  usage: Usage;
}

/** Verdict weights of the claim-level signal: the share of the answer the sources back. */
const CLAIM_WEIGHTS: Readonly<Record<Verdict, number>> = {
  supported: 1,
  partially_supported: 0.5,
  no_evidence: 0,
  contradicted: 0,
};

/** The alignment fallback: mean keyword overlap between the answer and each of the top 5 chunks. */
export function keywordAlignment(answer: string, chunks: readonly Chunk[]): AlignmentCheckResult {
  const top = chunks.slice(0, ALIGNMENT_TOP_CHUNKS);
  const answerWords = keywordSet(answer);
  const chunkOverlaps = top.map((chunk) => ({
    chunkId: chunk.id,
    overlap: roundScore(keywordOverlap(answerWords, chunk.text)),
  }));
  const score =
    chunkOverlaps.length === 0
      ? 0
      : chunkOverlaps.reduce((sum, entry) => sum + entry.overlap, 0) / chunkOverlaps.length;
  return {
    score: roundScore(score),
    method: 'keyword_overlap',
    reasoning:
      top.length === 0
        ? 'no sources to compare the answer with'
        : `mean share of the answer's ${countOf(answerWords.size, 'content word')} found in each of the top ${countOf(top.length, 'chunk')}`,
    chunkOverlaps,
  };
}

/** The claim-level signal: mean verdict weight (1 / 0.5 / 0 / 0) of the judged claims; `null` when none. */
export function claimAlignment(
  report: Pick<FaithfulnessReport, 'claims' | 'judge'>,
): AlignmentCheckResult | null {
  const judged = report.claims.filter((claim) => claim.verdict !== null);
  if (judged.length === 0) return null;
  const count = (verdict: Verdict) => judged.filter((claim) => claim.verdict === verdict).length;
  const score = judged.reduce((sum, claim) => sum + CLAIM_WEIGHTS[claim.verdict!], 0) / judged.length;
  return {
    score: roundScore(score),
    method: 'local_claims',
    reasoning:
      `${count('supported')} of ${countOf(judged.length, 'claim')} supported, ${count('partially_supported')} partially, ` +
      `${count('no_evidence')} without evidence, ${count('contradicted')} contradicted (judge ${report.judge.id})`,
  };
}

function fallbackAlignment(options: CheckAlignmentOptions): AlignmentCheckResult {
  if (options.fallback !== 'keyword_overlap' && options.report) {
    const fromClaims = claimAlignment(options.report);
    if (fromClaims) return fromClaims;
  }
  return keywordAlignment(options.answer, options.chunks);
}

/**
 * @example
 * const { result } = await checkAlignment({ answer, chunks, model: openai('gpt-4o-mini') });
 * result.method; // 'llm', or 'local_claims' / 'keyword_overlap' when the call failed
 */
export async function checkAlignment(options: CheckAlignmentOptions): Promise<AlignmentOutcome> {
  if (!options.model) return { result: fallbackAlignment(options), usage: { ...ZERO_USAGE } };
  const { system, prompt, promptId } = buildAlignmentPrompt(options);
  try {
    const { output, usage } = await callModel({
      model: options.model,
      system,
      prompt,
      output: alignmentOutput,
      ...(options.maxRetries === undefined ? {} : { retry: { maxRetries: options.maxRetries } }),
      ...(options.timeoutMs === undefined ? {} : { deadlineMs: options.timeoutMs }),
      ...(options.abortSignal ? { abortSignal: options.abortSignal } : {}),
    });
    return {
      result: {
        score: roundScore(output.score),
        method: 'llm',
        reasoning: output.reasoning,
        addressesQuery: output.addresses_query,
        contradictions: output.contradictions,
        promptVersion: promptId,
      },
      usage,
    };
  } catch (error) {
    if (options.abortSignal?.aborted) throw error;
    const fallback = fallbackAlignment(options);
    const failure = describeError(error);
    return {
      result: {
        ...fallback,
        reasoning: `${failure.message}; ${fallback.reasoning}`,
        error: failure,
        promptVersion: promptId,
      },
      // A reply that came back unusable was still billed.
      usage: billedUsage(error) ?? { ...ZERO_USAGE },
    };
  }
}
