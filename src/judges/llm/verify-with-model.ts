/**
 * The verification calls: every claim in one call (`single-call` and `two-step` modes), or one
 * call per claim under a concurrency limit (`per-claim`, as the claim-decomposition ADR does). A claim the model skipped or
 * gave an unknown verdict gets an error of its own; the call as a whole fails only when its reply
 * is unusable.
 */
import { mapWithConcurrency } from '../../core/map-with-concurrency.js';
import { addUsage, billedUsage } from '../../core/usage.js';
import { describeError, JudgeResponseError } from '../../errors.js';
import { ChunkIndex } from '../../evidence/check-evidence.js';
import { callModel } from '../../model-calls/call-model.js';
import type { Chunk } from '../../spec/chunk.js';
import type { Claim, ClaimJudgement } from '../../spec/claim.js';
import type { Usage } from '../../spec/usage.js';
import { buildVerifyClaimPrompt, buildVerifyClaimsPrompt } from './build-prompt.js';
import { contextFor, type LlmRuntime } from './llm-runtime.js';
import { type AnswerJudgementOutput, verifyClaimOutput, verifyClaimsOutput } from './output-schemas.js';
import { toClaimJudgement } from './to-claim-judgement.js';

export interface ModelVerification {
  judgements: ClaimJudgement[];
  /** Per claim: the model's suggested correction, or null. */
  corrections: Array<string | null>;
  usage: Usage;
  retries: number;
  warnings: string[];
  /** The verifier's judgement of the whole answer (batched calls only). */
  verification?: AnswerJudgementOutput;
}

export interface VerifyWithModelOptions {
  claims: readonly Claim[];
  chunks: readonly Chunk[];
  query?: string;
  abortSignal?: AbortSignal;
}

async function callSettings(runtime: LlmRuntime, abortSignal: AbortSignal | undefined) {
  return {
    model: await runtime.model(),
    retry: runtime.retry,
    timeoutMs: runtime.timeoutMs,
    ...(runtime.maxOutputTokens ? { maxOutputTokens: runtime.maxOutputTokens } : {}),
    ...(abortSignal ? { abortSignal } : {}),
    ...(runtime.wait ? { wait: runtime.wait } : {}),
  };
}

async function verifyBatch(runtime: LlmRuntime, options: VerifyWithModelOptions): Promise<ModelVerification> {
  const { selection, warnings } = contextFor(
    runtime,
    options.claims.map((claim) => claim.text),
    options.chunks,
  );
  const ids = options.claims.map((_claim, position) => `k${position + 1}`);
  const rendered = buildVerifyClaimsPrompt({
    version: runtime.promptVersion,
    query: options.query,
    chunks: selection.chunks,
    claims: options.claims.map((claim, position) => ({ id: ids[position]!, text: claim.text })),
  });
  const result = await callModel({
    ...(await callSettings(runtime, options.abortSignal)),
    ...rendered,
    output: verifyClaimsOutput,
  });
  const index = new ChunkIndex(options.chunks);
  const byId = new Map<string, (typeof result.output.verdicts)[number]>();
  for (const verdict of result.output.verdicts) {
    const id = verdict.claim_id.trim();
    if (!byId.has(id)) byId.set(id, verdict);
  }
  const judgements: ClaimJudgement[] = [];
  const corrections: Array<string | null> = [];
  for (const id of ids) {
    const output = byId.get(id);
    if (!output) {
      const error = new JudgeResponseError(`the model gave no verdict for claim ${id}`, result.output);
      judgements.push({ ok: false, error: describeError(error) });
      corrections.push(null);
      continue;
    }
    judgements.push(toClaimJudgement(output, index));
    corrections.push(output.suggested_correction);
  }
  const { overall_confidence, is_grounded, suggested_corrections } = result.output;
  return {
    judgements,
    corrections,
    usage: result.usage,
    retries: result.retries,
    warnings,
    verification: { overall_confidence, is_grounded, suggested_corrections },
  };
}

async function verifyEach(runtime: LlmRuntime, options: VerifyWithModelOptions): Promise<ModelVerification> {
  const index = new ChunkIndex(options.chunks);
  const warnings = new Set<string>();
  const failures: unknown[] = [];
  const results = await mapWithConcurrency(options.claims, runtime.concurrency, async (claim) => {
    const context = contextFor(runtime, [claim.text], options.chunks);
    for (const warning of context.warnings) warnings.add(warning);
    try {
      const result = await callModel({
        ...(await callSettings(runtime, options.abortSignal)),
        ...buildVerifyClaimPrompt({
          version: runtime.promptVersion,
          query: options.query,
          chunks: context.selection.chunks,
          claim: claim.text,
        }),
        output: verifyClaimOutput,
      });
      return {
        judgement: toClaimJudgement(result.output, index),
        correction: result.output.suggested_correction,
        usage: result.usage,
        retries: result.retries,
      };
    } catch (error) {
      if (options.abortSignal?.aborted) throw error;
      failures.push(error);
      return {
        judgement: { ok: false as const, error: describeError(error) },
        correction: null,
        usage: billedUsage(error),
        retries: 0,
      };
    }
  });
  if (failures.length === options.claims.length) throw failures[0];
  return {
    judgements: results.map((result) => result.judgement),
    corrections: results.map((result) => result.correction),
    usage: addUsage(...results.map((result) => result.usage)),
    retries: results.reduce((sum, result) => sum + result.retries, 0),
    warnings: [...warnings],
  };
}

/** Verifies claims with the model, in one call or one call per claim depending on the mode. */
export function verifyWithModel(
  runtime: LlmRuntime,
  options: VerifyWithModelOptions,
): Promise<ModelVerification> {
  return runtime.mode === 'per-claim' ? verifyEach(runtime, options) : verifyBatch(runtime, options);
}
