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
import type { ClaimJudgement } from '../../spec/claim.js';
import type { JudgeV1 } from '../../spec/judge.js';
import type { LanguageModule } from '../../text/languages/language-module.js';
import { isReadLanguage, LANGUAGES, loadLanguageModule } from '../../text/languages/registry.js';
import { tokenize } from '../../text/tokenize.js';
import { decideVerdict } from './decide-verdict.js';
import {
  type ParamsFingerprint,
  paramsFingerprint,
  resolveLocalJudgeParams,
} from './load-local-judge-params.js';
import type { LocalJudgeParams } from './local-judge-params.js';
import type { PreparedContext } from './model/analyze-claim.js';
import { analyzeClaim } from './model/analyze-claim.js';
import { claimFeatures } from './model/claim-features.js';
import { predictSupport } from './model/predict-support.js';
import { DEFAULT_LOCAL_JUDGE_PARAMS } from './params/default-params.js';
import { prepareContext } from './prepare-context.js';
import type { ClaimRoute } from './route-languages.js';

/** The languages the local judge reads (ISO 639-1): English and each language module. */
export const LOCAL_JUDGE_LANGUAGES: readonly string[] = LANGUAGES.map((language) => language.code);

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

/** The answer's language module when it is one the toolkit reads other than English. */
async function answerLanguageModule(response: string): Promise<LanguageModule | undefined> {
  // The detector (franc-min) loads on first use, not with the package.
  const { detectLanguage } = await import('../../text/languages/detect-language.js');
  const guess = detectLanguage(response.slice(0, 3000));
  return isReadLanguage(guess.code) && guess.code !== 'en' ? loadLanguageModule(guess.code) : undefined;
}

/** The local judge, with the parameters it judges with (their name and hash are in every report). */
export interface LocalJudge extends JudgeV1 {
  /** The languages it reads (ISO 639-1); a claim in any other gets an `unsupported_language` error. */
  readonly languages: readonly string[];
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
  return {
    specificationVersion: 'v1',
    id: 'local',
    // The name and hash of the parameters: stored with every check and shown on the review page.
    modelId: `local-${parameters.name}@${parameters.hash}`,
    parameters,
    ...(params.cascadeBand ? { cascadeBand: params.cascadeBand } : {}),
    languages: LOCAL_JUDGE_LANGUAGES,
    async extractClaims({ response }) {
      const language = await answerLanguageModule(response);
      const { claims, skipped } = extractClaimsLocally({ response, ...(language ? { language } : {}) });
      return { claims, skipped, usage: { ...ZERO_USAGE } };
    },
    async verifyClaims({ claims, chunks, query, response, abortSignal }) {
      // Each claim in the language it is written in, or an unsupported_language error (route-languages.ts).
      const { routeLanguages } = await import('./route-languages.js');
      const { routes, warnings } = await routeLanguages({
        claims,
        chunks,
        ...(response ? { response } : {}),
      });
      const claimTokens = claims.map((claim, position) => {
        const route = routes[position]!;
        return route.ok ? tokenize(claim.text, 0, undefined, route.module) : [];
      });
      const contexts = new Map<string, PreparedContext>();
      const contextFor = (route: ClaimRoute & { ok: true }): PreparedContext => {
        let context = contexts.get(route.code);
        if (!context) {
          const tokens = claimTokens.filter((_, position) => {
            const other = routes[position]!;
            return other.ok && other.code === route.code;
          });
          context = prepareContext({
            chunks,
            query: query ?? null,
            useWordNet,
            claimTokens: tokens,
            ...(route.module ? { language: route.module } : {}),
          });
          contexts.set(route.code, context);
        }
        return context;
      };
      const judgements: ClaimJudgement[] = [];
      for (const [position, claim] of claims.entries()) {
        // Judging is synchronous CPU work: yield every few claims so that a deadline or an abort
        // (timers on this thread) can stop a long answer part-way instead of after its last claim.
        if (position > 0 && position % CLAIMS_PER_SLICE === 0) await yieldToEventLoop();
        abortSignal?.throwIfAborted();
        const route = routes[position]!;
        if (!route.ok) {
          judgements.push(route);
          continue;
        }
        const context = contextFor(route);
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
        ...(warnings.length > 0 ? { warnings } : {}),
        metadata: {
          sentencesIndexed: [...contexts.values()].reduce(
            (sum, context) => sum + context.index.sentences.length,
            0,
          ),
        },
      };
    },
  };
}
