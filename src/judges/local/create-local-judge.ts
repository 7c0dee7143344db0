/**
 * The embedded local judge: offline, deterministic, no API key, milliseconds per answer. Claims
 * come from the local extractor; each claim is aligned with its best evidence sentences (BM25 +
 * stems + WordNet synonyms), run through the consistency comparisons (numbers, units, dates, entities,
 * negation, antonyms, comparatives) and scored by boosted trees calibrated on labelled data.
 */
import { z } from 'zod';
import { extractClaimsLocally } from '../../claims/extract-claims.js';
import { ZERO_USAGE } from '../../core/usage.js';
import { yieldToEventLoop } from '../../core/yield-to-event-loop.js';
import { ConfigurationError } from '../../errors.js';
import type { Chunk } from '../../spec/chunk.js';
import type { ClaimJudgement } from '../../spec/claim.js';
import type { JudgeV1 } from '../../spec/judge.js';
import { tokenize } from '../../text/tokenize.js';
import { decideVerdict } from './decide-verdict.js';
import { PREFILTER_CHARS } from './evidence/sentence-index.js';
import {
  type ParamsFingerprint,
  paramsFingerprint,
  resolveLocalJudgeParams,
} from './load-local-judge-params.js';
import type { LocalJudgeParams } from './local-judge-params.js';
import { analyzeClaim, type PreparedContext } from './model/analyze-claim.js';
import { claimFeatures } from './model/claim-features.js';
import { predictSupport } from './model/predict-support.js';
import { DEFAULT_LOCAL_JUDGE_PARAMS } from './params/default-params.js';
import { prepareContext } from './prepare-context.js';

/** Claims judged between two turns of the event loop (a few ms of work each). */
const CLAIMS_PER_SLICE = 16;

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
 * The prepared context of the last call with this very chunks array and query, when the context is
 * short enough that its index does not depend on the claims (`PREFILTER_CHARS`): a caller that
 * judges an answer in several calls over the same chunks (the streaming transform, one call per
 * sentence) indexes them once. Keyed by the array itself, so a new array is always indexed anew.
 */
function createContextCache() {
  const cache = new WeakMap<readonly Chunk[], { query: string | null; context: PreparedContext }>();
  return (
    chunks: readonly Chunk[],
    query: string | null,
    prepare: () => PreparedContext,
  ): PreparedContext => {
    const characters = chunks.reduce((sum, chunk) => sum + chunk.text.length, 0);
    if (characters > PREFILTER_CHARS) return prepare();
    const cached = cache.get(chunks);
    if (cached && cached.query === query) return cached.context;
    const context = prepare();
    cache.set(chunks, { query, context });
    return context;
  };
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
  const contextFor = createContextCache();
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
      const claimTokens = claims.map((claim) => tokenize(claim.text));
      const context = contextFor(chunks, query ?? null, () =>
        prepareContext({ chunks, query: query ?? null, useWordNet, claimTokens }),
      );
      const judgements: ClaimJudgement[] = [];
      for (const [position, claim] of claims.entries()) {
        // Judging is synchronous CPU work: yield every few claims so that a deadline or an abort
        // (timers on this thread) can stop a long answer part-way instead of after its last claim.
        if (position > 0 && position % CLAIMS_PER_SLICE === 0) await yieldToEventLoop();
        abortSignal?.throwIfAborted();
        const analysis = analyzeClaim({ claim: claim.text, context, tokens: claimTokens[position]! });
        const probability = predictSupport(
          params.model,
          claimFeatures(analysis, context.index.totalTokens, chunks.length),
        );
        judgements.push({ ok: true, ...decideVerdict({ analysis, probability, chunks, params }) });
      }
      return {
        judgements,
        usage: { ...ZERO_USAGE },
        metadata: { sentencesIndexed: context.index.sentences.length },
      };
    },
  };
}
