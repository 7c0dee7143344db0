/**
 * The cascade: the local judge extracts the claims and judges them all (free, milliseconds);
 * the claims it is unsure of — its probability that the claim is supported falls inside the band,
 * it said "partially supported", or it failed — go to the LLM judge in one batched call. The
 * metadata says how many claims each judge decided. An LLM failure is an error on those claims,
 * never the local judge's unsure verdict passed off as decided.
 */
import { z } from 'zod';
import { addUsage } from '../../core/usage.js';
import { ConfigurationError, describeError } from '../../errors.js';
import type { Claim, ClaimJudgement } from '../../spec/claim.js';
import type { JudgeV1, VerifyClaimsOptions, VerifyClaimsResult } from '../../spec/judge.js';
import { countOf } from '../../text/count-of.js';

export interface CascadeBand {
  /** Below this probability of "supported", the local "not supported" verdict stands. */
  low: number;
  /** At or above this probability of "supported", the local "supported" verdict stands. */
  high: number;
}

export const DEFAULT_CASCADE_BAND: CascadeBand = { low: 0.25, high: 0.75 };

export interface CascadeJudgeOptions {
  local: JudgeV1;
  llm: JudgeV1;
  /**
   * The uncertain band of the local judge's support probability. Default: the band fitted with
   * the local judge's parameters (`faithcheck calibrate` writes one), else `{ low: 0.25, high: 0.75 }`.
   */
  band?: CascadeBand;
}

const bandSchema = z
  .object({ low: z.number().min(0).max(1), high: z.number().min(0).max(1) })
  .refine((band) => band.low <= band.high, 'band.low must not exceed band.high');

/** A cascade judge: its two stages are readable, so the streaming transform can run them apart. */
export interface CascadeJudge extends JudgeV1 {
  readonly stages: { readonly local: JudgeV1; readonly llm: JudgeV1; readonly band: CascadeBand };
}

/**
 * The local judge's probability that a claim is supported: its confidence for a "supported"
 * verdict, one minus it for "no evidence" or "contradicted". `undefined` means "ask the LLM".
 */
export function supportProbability(judgement: ClaimJudgement): number | undefined {
  if (!judgement.ok || judgement.verdict === 'partially_supported') return undefined;
  return judgement.verdict === 'supported' ? judgement.confidence : 1 - judgement.confidence;
}

/** Whether the local judgement stands (outside the band) or goes to the LLM. */
export function decidedLocally(judgement: ClaimJudgement, band: CascadeBand): boolean {
  const probability = supportProbability(judgement);
  return probability !== undefined && (probability < band.low || probability >= band.high);
}

/**
 * What decides a cascade's verdicts besides the LLM's model and prompt: the local judge (its
 * parameters), the band, and the LLM judge's own settings.
 */
function cascadeFingerprint(local: JudgeV1, llm: JudgeV1, band: CascadeBand): string {
  const localPart = local.paramsFingerprint ?? local.modelId ?? local.id;
  const llmPart = llm.paramsFingerprint ? ` llm:${llm.paramsFingerprint}` : '';
  return `local:${localPart} band:${band.low}-${band.high}${llmPart}`;
}

/**
 * @example
 * const judge = cascadeJudge({ local: createLocalJudge(), llm: llmJudge({ model: 'openai:gpt-4o-mini' }) });
 */
export function cascadeJudge(options: CascadeJudgeOptions): CascadeJudge {
  const fitted = (options.local as { cascadeBand?: CascadeBand }).cascadeBand;
  const parsedBand = bandSchema.safeParse(options.band ?? fitted ?? DEFAULT_CASCADE_BAND);
  if (!parsedBand.success) {
    throw new ConfigurationError(`invalid cascade band: ${z.prettifyError(parsedBand.error)}`);
  }
  const band = parsedBand.data;
  const { local, llm } = options;

  async function verifyClaims(verify: VerifyClaimsOptions): Promise<VerifyClaimsResult> {
    const localResult = await local.verifyClaims(verify);
    const judgements = [...localResult.judgements];
    const uncertain: number[] = [];
    judgements.forEach((judgement, position) => {
      if (!decidedLocally(judgement, band)) uncertain.push(position);
    });
    const warnings = [...(localResult.warnings ?? [])];
    let llmResult: VerifyClaimsResult | undefined;
    let llmFailed = 0;
    if (uncertain.length > 0) {
      const claims: Claim[] = uncertain.map((position) => verify.claims[position]!);
      try {
        llmResult = await llm.verifyClaims({ ...verify, claims });
        if (llmResult.judgements.length !== claims.length) {
          throw new ConfigurationError(
            `the ${llm.id} judge returned ${countOf(llmResult.judgements.length, 'judgement')} for ${countOf(claims.length, 'claim')}`,
          );
        }
        warnings.push(...(llmResult.warnings ?? []));
        uncertain.forEach((position, at) => {
          judgements[position] = llmResult!.judgements[at]!;
        });
      } catch (error) {
        if (verify.abortSignal?.aborted) throw error;
        const failure = describeError(error);
        llmFailed = uncertain.length;
        for (const position of uncertain) judgements[position] = { ok: false, error: failure };
        warnings.push(
          `cascade: the ${llm.id} judge failed on ${uncertain.length} uncertain claims: ${failure.message}`,
        );
      }
    }
    return {
      judgements,
      usage: addUsage(localResult.usage, llmResult?.usage),
      ...(warnings.length > 0 ? { warnings } : {}),
      metadata: {
        cascade: {
          band,
          decidedLocally: judgements.length - uncertain.length,
          decidedByLlm: uncertain.length - llmFailed,
          llmFailed,
          ...(localResult.metadata ? { local: localResult.metadata } : {}),
          ...(llmResult?.metadata ? { llm: llmResult.metadata } : {}),
        },
      },
    };
  }

  return {
    specificationVersion: 'v1',
    id: 'cascade',
    ...(llm.modelId ? { modelId: llm.modelId } : {}),
    ...(llm.promptVersion ? { promptVersion: llm.promptVersion } : {}),
    paramsFingerprint: cascadeFingerprint(local, llm, band),
    ...(local.maxClaimsPerCall ? { maxClaimsPerCall: local.maxClaimsPerCall } : {}),
    extractClaims: (extract) => local.extractClaims(extract),
    verifyClaims,
    stages: { local, llm, band },
  };
}
