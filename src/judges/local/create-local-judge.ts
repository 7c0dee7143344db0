/**
 * The embedded local judge: offline, deterministic, no API key, milliseconds per answer. Claims
 * come from the local extractor; each claim is aligned with its best evidence sentences (BM25 +
 * stems + WordNet synonyms), run through the consistency comparisons (numbers, units, dates, entities,
 * negation, antonyms, comparatives) and scored by boosted trees calibrated on labelled data.
 */
import { z } from 'zod';
import { extractClaimsLocally } from '../../claims/extract-claims.js';
import { ZERO_USAGE } from '../../core/usage.js';
import { ConfigurationError } from '../../errors.js';
import type { JudgeV1 } from '../../spec/judge.js';
import type { ContextCache } from './judge-claims.js';
import {
  type ParamsFingerprint,
  paramsFingerprint,
  resolveLocalJudgeParams,
} from './load-local-judge-params.js';
import type { LocalJudgeParams } from './local-judge-params.js';
import { DEFAULT_LOCAL_JUDGE_PARAMS } from './params/default-params.js';

/** The judging code (`judge-claims.ts`), imported by the first `verifyClaims` of any local judge. */
let judgeClaimsModule: Promise<typeof import('./judge-claims.js')> | undefined;

const optionsSchema = z
  .object({
    /**
     * Replace the shipped parameters: an object, or the path of a JSON file written by
     * `faithcheck calibrate` (fitted on your own labelled data). Validated on load.
     */
    params: z.union([z.string().min(1), z.record(z.string(), z.unknown())]).optional(),
    /** Override only the P(supported) threshold: higher is stricter. */
    supportedThreshold: z.number().min(0).max(1).optional(),
    /** Use WordNet synonyms and antonyms (default true; false skips its ~0.3 s first load). */
    useWordNet: z.boolean().optional(),
  })
  .strict();

/** Options of {@link createLocalJudge}. */
export type LocalJudgeOptions = Omit<z.input<typeof optionsSchema>, 'params'> & {
  params?: LocalJudgeParams | string;
};

/** The local judge, with the parameters it judges with (their name and hash are in every report). */
export interface LocalJudge extends JudgeV1 {
  readonly parameters: ParamsFingerprint;
  /** The cascade band fitted with the parameters, when `faithcheck calibrate` wrote one. */
  readonly cascadeBand?: { low: number; high: number };
}

function resolveParams(options: LocalJudgeOptions): LocalJudgeParams {
  const parsed = optionsSchema.safeParse(options);
  if (!parsed.success) throw new ConfigurationError(`invalid local judge options: ${parsed.error.message}`);
  const params =
    options.params === undefined ? DEFAULT_LOCAL_JUDGE_PARAMS : resolveLocalJudgeParams(options.params);
  return parsed.data.supportedThreshold === undefined
    ? params
    : { ...params, supportedThreshold: parsed.data.supportedThreshold };
}

/**
 * Creates the embedded local judge (`id: 'local'`).
 * @example
 * const report = await verify({ response, chunks, judge: createLocalJudge() });
 */
export function createLocalJudge(options: LocalJudgeOptions = {}): LocalJudge {
  const params = resolveParams(options);
  const useWordNet = options.useWordNet ?? true;
  const parameters = paramsFingerprint(params);
  // Per judge: the chunks' prepared context, reused while the same chunks array is judged again.
  let contextFor: ContextCache | undefined;
  return {
    specificationVersion: 'v1',
    id: 'local',
    // The name and hash of the parameters: stored with every check and shown on the review page.
    modelId: `local-${parameters.name}@${parameters.hash}`,
    paramsFingerprint: `${parameters.name}@${parameters.hash}`,
    parameters,
    ...(params.cascadeBand ? { cascadeBand: params.cascadeBand } : {}),
    async extractClaims({ response }) {
      const { claims, skipped } = extractClaimsLocally({ response });
      return { claims, skipped, usage: { ...ZERO_USAGE } };
    },
    async verifyClaims({ claims, chunks, query, abortSignal }) {
      // The judging code and the WordNet snapshot load on first use, not with the package.
      judgeClaimsModule ??= import('./judge-claims.js').catch((error: unknown) => {
        judgeClaimsModule = undefined; // a failed load is tried again by the next check
        throw error;
      });
      const { judgeClaims, createContextCache } = await judgeClaimsModule;
      contextFor ??= createContextCache();
      const { judgements, sentencesIndexed } = await judgeClaims({
        claims,
        chunks,
        query: query ?? null,
        params,
        useWordNet,
        contextFor,
        ...(abortSignal ? { abortSignal } : {}),
      });
      return { judgements, usage: { ...ZERO_USAGE }, metadata: { sentencesIndexed } };
    },
  };
}
