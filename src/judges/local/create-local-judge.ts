/**
 * The embedded local judge: offline, deterministic, no API key, milliseconds per answer. Claims
 * come from the local extractor; each claim is aligned with its best evidence sentences (BM25 +
 * stems + WordNet synonyms), run through the consistency comparisons (numbers, units, dates, entities,
 * negation, antonyms, comparatives) and scored by boosted trees calibrated on labelled data.
 */
import { z } from 'zod';
import { extractClaimsLocally } from '../../claims/extract-claims.js';
import { loadOnce } from '../../core/load-once.js';
import { ZERO_USAGE } from '../../core/usage.js';
import { ConfigurationError } from '../../errors.js';
import type { JudgeV1 } from '../../spec/judge.js';
import type { LanguageModule } from '../../text/languages/language-module.js';
import { isReadLanguage, LANGUAGES, loadLanguageModule } from '../../text/languages/registry.js';
import type { ContextCache } from './judge-claims.js';
import {
  type ParamsFingerprint,
  paramsFingerprint,
  resolveLocalJudgeParams,
} from './load-local-judge-params.js';
import type { LocalJudgeParams } from './local-judge-params.js';
import { DEFAULT_LOCAL_JUDGE_PARAMS } from './params/default-params.js';

/** The languages the local judge reads (ISO 639-1): English and each language module. */
export const LOCAL_JUDGE_LANGUAGES: readonly string[] = LANGUAGES.map((language) => language.code);

/** The judging code (`judge-claims.ts`), imported by the first `verifyClaims` of any local judge. */
const loadJudgeClaims = loadOnce(() => import('./judge-claims.js'));

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
  /**
   * The options that create this judge again on another thread (a judge pool thread), when they
   * are plain data: set unless `params` was given as an object (not sent on every task).
   */
  readonly threadOptions?: LocalJudgeThreadOptions;
}

/** What a worker thread needs to create the same local judge (see `LocalJudge.threadOptions`). */
export interface LocalJudgeThreadOptions {
  params?: string;
  supportedThreshold?: number;
  useWordNet?: boolean;
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
  const threadOptions: LocalJudgeThreadOptions | undefined =
    typeof options.params === 'object'
      ? undefined
      : {
          ...(options.params !== undefined ? { params: options.params } : {}),
          ...(options.supportedThreshold !== undefined
            ? { supportedThreshold: options.supportedThreshold }
            : {}),
          ...(options.useWordNet !== undefined ? { useWordNet: options.useWordNet } : {}),
        };
  return {
    specificationVersion: 'v1',
    id: 'local',
    // The name and hash of the parameters: stored with every check and shown on the review page.
    modelId: `local-${parameters.name}@${parameters.hash}`,
    paramsFingerprint: `${parameters.name}@${parameters.hash}`,
    parameters,
    ...(params.cascadeBand ? { cascadeBand: params.cascadeBand } : {}),
    languages: LOCAL_JUDGE_LANGUAGES,
    ...(threadOptions ? { threadOptions } : {}),
    async extractClaims({ response }) {
      const language = await answerLanguageModule(response);
      const { claims, skipped } = extractClaimsLocally({ response, ...(language ? { language } : {}) });
      return { claims, skipped, usage: { ...ZERO_USAGE } };
    },
    async verifyClaims({ claims, chunks, query, response, abortSignal }) {
      // The judging code and the WordNet snapshot load on first use, not with the package.
      const { judgeClaims, createContextCache } = await loadJudgeClaims();
      contextFor ??= createContextCache();
      const { judgements, sentencesIndexed, warnings } = await judgeClaims({
        claims,
        chunks,
        query: query ?? null,
        ...(response ? { response } : {}),
        params,
        useWordNet,
        contextFor,
        ...(abortSignal ? { abortSignal } : {}),
      });
      return {
        judgements,
        usage: { ...ZERO_USAGE },
        ...(warnings.length > 0 ? { warnings } : {}),
        metadata: { sentencesIndexed },
      };
    },
  };
}
