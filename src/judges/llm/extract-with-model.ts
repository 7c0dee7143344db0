/**
 * Claim extraction by the model: the extraction prompt (two-step and per-claim modes), or the
 * single-call prompt that extracts and verifies at once when the chunks are known. Claims are
 * placed in the response (exactly, else folded, else `span: null`); duplicates and empty claims
 * are dropped.
 */
import { ChunkIndex } from '../../evidence/check-evidence.js';
import { callModel } from '../../model-calls/call-model.js';
import type { Chunk } from '../../spec/chunk.js';
import type { Claim, ClaimJudgement, SkippedSentence } from '../../spec/claim.js';
import type { Usage } from '../../spec/usage.js';
import { buildExtractPrompt, buildSingleCallPrompt } from './build-prompt.js';
import { contextFor, type LlmRuntime } from './llm-runtime.js';
import { type AnswerJudgementOutput, extractClaimsOutput, singleCallOutput } from './output-schemas.js';
import { locateClaim, toClaimJudgement } from './to-claim-judgement.js';

export interface ModelExtraction {
  claims: Claim[];
  skipped: SkippedSentence[];
  usage: Usage;
  warnings: string[];
  /** Single-call mode: one verdict per claim, in order. */
  verdicts?: Array<{ judgement: ClaimJudgement; correction: string | null }>;
  verification?: AnswerJudgementOutput;
}

export interface ExtractWithModelOptions {
  response: string;
  query?: string;
  /** Given in single-call mode: verify in the same call. */
  chunks?: readonly Chunk[];
  abortSignal?: AbortSignal;
}

function sentencesOf(response: string): string[] {
  const pieces = response.split(/(?<=[.!?])\s+|\n+/).filter((piece) => piece.trim().length > 0);
  return pieces.length > 0 ? pieces : [response];
}

/** Extracts (and in single-call mode verifies) the response's claims with one model call. */
export async function extractWithModel(
  runtime: LlmRuntime,
  options: ExtractWithModelOptions,
): Promise<ModelExtraction> {
  const settings = {
    model: await runtime.model(),
    retry: runtime.retry,
    timeoutMs: runtime.timeoutMs,
    ...(runtime.maxOutputTokens ? { maxOutputTokens: runtime.maxOutputTokens } : {}),
    ...(options.abortSignal ? { abortSignal: options.abortSignal } : {}),
    ...(runtime.wait ? { wait: runtime.wait } : {}),
  };
  const seen = new Set<string>();
  const keep = (text: string) => {
    const key = text.trim();
    if (key.length === 0 || seen.has(key)) return false;
    seen.add(key);
    return true;
  };
  const skippedOf = (items: Array<{ text: string; reason: string }>): SkippedSentence[] =>
    items.map((item) => ({ ...locateClaim(options.response, item.text), reason: item.reason }));

  if (!options.chunks) {
    const result = await callModel({
      ...settings,
      ...buildExtractPrompt({
        version: runtime.promptVersion,
        query: options.query,
        response: options.response,
      }),
      output: extractClaimsOutput,
    });
    return {
      claims: result.output.claims.filter(keep).map((text) => locateClaim(options.response, text)),
      skipped: skippedOf(result.output.skipped),
      usage: result.usage,
      warnings: [],
    };
  }

  const { selection, warnings } = contextFor(runtime, sentencesOf(options.response), options.chunks);
  const result = await callModel({
    ...settings,
    ...buildSingleCallPrompt({
      version: runtime.promptVersion,
      query: options.query,
      response: options.response,
      chunks: selection.chunks,
    }),
    output: singleCallOutput,
  });
  const index = new ChunkIndex(options.chunks);
  const items = result.output.claims.filter((item) => keep(item.claim));
  const { overall_confidence, is_grounded, suggested_corrections } = result.output;
  return {
    claims: items.map((item) => locateClaim(options.response, item.claim)),
    skipped: skippedOf(result.output.skipped),
    usage: result.usage,
    warnings,
    verdicts: items.map((item) => ({
      judgement: toClaimJudgement(item, index),
      correction: item.suggested_correction,
    })),
    verification: { overall_confidence, is_grounded, suggested_corrections },
  };
}
