/**
 * The LLM judge: any AI SDK language model, structured output validated with zod, temperature 0,
 * prompts as versioned data files, and three modes. `single-call` (default) extracts and verifies
 * in one call when `extractClaims` is given the chunks, and hands the verdicts to the following
 * `verifyClaims` through the cache; without chunks it splits claims locally and verifies them all
 * in one call, so an answer still costs one call. `two-step` extracts, then verifies every claim in
 * one call (as RAGAS does); `per-claim` verifies each claim in its own call (as the claim-decomposition ADR does).
 */
import type { LanguageModel } from 'ai';
import { z } from 'zod';
import { judgeIdentity } from '../../core/judge-identity.js';
import { loadOnce } from '../../core/load-once.js';
import { ZERO_USAGE } from '../../core/usage.js';
import { ConfigurationError } from '../../errors.js';
import { PROMPT_VERSION, type PromptName, promptSetHash } from '../../model-calls/prompt-template.js';
import { DEFAULT_RETRY_SETTINGS } from '../../model-calls/retry-delay.js';
import type { Chunk } from '../../spec/chunk.js';
import type { ClaimJudgement } from '../../spec/claim.js';
import type {
  ExtractClaimsOptions,
  ExtractClaimsResult,
  JudgeInfo,
  JudgeV1,
  VerifyClaimsOptions,
  VerifyClaimsResult,
} from '../../spec/judge.js';
import { createMemoryJudgeCache, type JudgeCache } from './judge-cache.js';
import {
  extractionKey,
  type LlmJudgeMode,
  type LlmRuntime,
  verdictKey,
  verificationKey,
} from './llm-runtime.js';
import type { AnswerJudgementOutput } from './output-schemas.js';
import { checkModelSpec, DEFAULT_MODEL, resolveModel } from './resolve-model.js';

/** The templates the LLM judge sends, in any mode. */
const JUDGE_PROMPTS: readonly PromptName[] = [
  'single-call',
  'extract-claims',
  'verify-claims',
  'verify-claim',
];

const loadCalls = loadOnce(() => import('./llm-judge-calls.js'));

const optionsSchema = z.object({
  mode: z.enum(['single-call', 'two-step', 'per-claim']).default('single-call'),
  concurrency: z.number().int().min(1).max(64).default(4),
  maxRetries: z.number().int().min(0).max(10).default(DEFAULT_RETRY_SETTINGS.maxRetries),
  retryDelayMs: z.number().min(0).default(DEFAULT_RETRY_SETTINGS.initialDelayMs),
  maxRetryDelayMs: z.number().min(0).default(DEFAULT_RETRY_SETTINGS.maxDelayMs),
  timeoutMs: z.number().int().positive().default(30_000),
  maxContextTokens: z.number().int().positive().default(24_000),
  maxOutputTokens: z.number().int().positive().optional(),
  promptVersion: z.string().min(1).default(PROMPT_VERSION),
});

export interface LlmJudgeOptions {
  /** An AI SDK model, or `PROVIDER:MODEL`. Default `openai:gpt-4o-mini`. */
  model?: LanguageModel;
  /** Default `single-call`. */
  mode?: LlmJudgeMode;
  /** Parallel calls in `per-claim` mode. Default 4. */
  concurrency?: number;
  /** Retries of a retryable failure (timeout, 429, 5xx), per call. Default 2. */
  maxRetries?: number;
  /** First backoff delay, doubled per retry. Default 500 ms. */
  retryDelayMs?: number;
  /** Longest wait between attempts; a `retry-after` beyond it ends the retries. Default 30 000 ms. */
  maxRetryDelayMs?: number;
  /** Per-call timeout. Default 30 000 ms. */
  timeoutMs?: number;
  /** Token budget for chunk text per call (≈ chars / 4); beyond it passages are selected. Default 24 000. */
  maxContextTokens?: number;
  maxOutputTokens?: number;
  /** Default: an in-memory cache per judge. `false` turns caching off. */
  cache?: JudgeCache | false;
  /** Default `v2` (`PROMPT_VERSION`): the folder under `prompts/`; `v1` is the earlier judge prompt set. */
  promptVersion?: string;
  /** For string models: base URL override and environment. */
  baseUrl?: string;
  env?: NodeJS.ProcessEnv;
  /** Replaces the retry wait (tests observe the schedule without sleeping). */
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** `extractClaims` options, plus the chunks that let `single-call` mode verify in the same call. */
export type LlmExtractClaimsOptions = ExtractClaimsOptions & { chunks?: readonly Chunk[] };

export interface LlmJudge extends JudgeV1 {
  readonly mode: LlmJudgeMode;
  extractClaims(options: LlmExtractClaimsOptions): Promise<ExtractClaimsResult>;
}

function describeModel(model: Exclude<LanguageModel, string>): string {
  return `${model.provider}:${model.modelId}`;
}

/**
 * An LLM judge.
 * @throws ConfigurationError for invalid options, an unknown provider or a missing API key.
 * @example
 * const judge = llmJudge({ model: 'openai:gpt-4o-mini' });
 * const report = await verify({ response, chunks, judge });
 */
export function llmJudge(options: LlmJudgeOptions = {}): LlmJudge {
  const parsed = optionsSchema.safeParse(options);
  if (!parsed.success) {
    throw new ConfigurationError(`invalid LLM judge options: ${z.prettifyError(parsed.error)}`);
  }
  const settings = parsed.data;
  const spec = options.model ?? DEFAULT_MODEL;
  let model: LlmRuntime['model'];
  if (typeof spec === 'string') {
    // Keys and base URL are checked now; the provider package is imported on the first call.
    const resolveOptions = { baseUrl: options.baseUrl, env: options.env };
    checkModelSpec(spec, resolveOptions);
    let resolving: Promise<Exclude<LanguageModel, string>> | undefined;
    model = () => {
      resolving ??= resolveModel(spec, resolveOptions);
      return resolving;
    };
  } else {
    model = () => Promise.resolve(spec);
  }
  const modelId = typeof spec === 'string' ? spec : describeModel(spec);
  const identity: Omit<JudgeInfo, 'specificationVersion'> = {
    id: 'llm',
    modelId,
    promptVersion: `${settings.promptVersion}/${settings.mode}`,
    // Passage selection and the prompts' text change what the model is shown; the retry and time
    // settings do not. The text's hash catches a prompt edited without a new version.
    paramsFingerprint: `context-tokens=${settings.maxContextTokens} prompts=${promptSetHash(JUDGE_PROMPTS, settings.promptVersion)}`,
  };
  const runtime: LlmRuntime = {
    model,
    modelId,
    identity: judgeIdentity(identity),
    promptVersion: settings.promptVersion,
    mode: settings.mode,
    concurrency: settings.concurrency,
    retry: {
      maxRetries: settings.maxRetries,
      initialDelayMs: settings.retryDelayMs,
      maxDelayMs: settings.maxRetryDelayMs,
    },
    timeoutMs: settings.timeoutMs,
    maxContextTokens: settings.maxContextTokens,
    maxOutputTokens: settings.maxOutputTokens,
    cache: options.cache === false ? undefined : (options.cache ?? createMemoryJudgeCache()),
    ...(options.wait ? { wait: options.wait } : {}),
  };
  /**
   * Verdicts (and errors) of a single call, waiting for the `verifyClaims` that follows its
   * extraction; taken once, so a failed claim is asked again on the next check.
   */
  const handoff = new Map<string, unknown>();
  const hand = (key: string, value: unknown) => {
    if (handoff.size >= 1024) handoff.clear();
    handoff.set(key, value);
  };
  const take = (key: string) => {
    const value = handoff.get(key);
    handoff.delete(key);
    return value;
  };
  const lookup = async <Schema extends z.ZodType>(key: string, schema: Schema) =>
    (await loadCalls()).readCache(runtime.cache, key, schema);

  async function extractClaims(extract: LlmExtractClaimsOptions): Promise<ExtractClaimsResult> {
    const { cachedExtractionSchema, extractClaimsLocally, extractWithModel, writeCache } = await loadCalls();
    const chunks = runtime.mode === 'single-call' ? extract.chunks : undefined;
    if (runtime.mode === 'single-call' && !chunks) {
      return { ...extractClaimsLocally({ response: extract.response }), usage: { ...ZERO_USAGE } };
    }
    const key = extractionKey(runtime, extract.response, extract.query, chunks);
    const cached = await lookup(key, cachedExtractionSchema);
    if (cached) return { ...cached, usage: { ...ZERO_USAGE } };
    const result = await extractWithModel(runtime, { ...extract, chunks });
    await writeCache(runtime.cache, key, { claims: result.claims, skipped: result.skipped });
    if (result.verdicts && chunks) {
      for (const [position, claim] of result.claims.entries()) {
        const verdict = result.verdicts[position]!;
        const verdictCacheKey = verdictKey(runtime, claim.text, extract.query, chunks);
        hand(verdictCacheKey, verdict);
        if (verdict.judgement.ok) await writeCache(runtime.cache, verdictCacheKey, verdict);
      }
      const texts = result.claims.map((claim) => claim.text);
      if (result.verification) {
        hand(verificationKey(runtime, texts, chunks), result.verification);
        await writeCache(runtime.cache, verificationKey(runtime, texts, chunks), result.verification);
      }
    }
    return { claims: result.claims, skipped: result.skipped, usage: result.usage, warnings: result.warnings };
  }

  async function verifyClaims(verify: VerifyClaimsOptions): Promise<VerifyClaimsResult> {
    const { cachedVerdictSchema, cachedVerificationSchema, verifyWithModel, writeCache } = await loadCalls();
    const keys = verify.claims.map((claim) => verdictKey(runtime, claim.text, verify.query, verify.chunks));
    const found: Array<{ judgement: ClaimJudgement; correction: string | null } | undefined> = [];
    for (const key of keys) {
      const handed = take(key) as { judgement: ClaimJudgement; correction: string | null } | undefined;
      found.push(handed ?? (await lookup(key, cachedVerdictSchema)));
    }
    const missing = verify.claims.filter((_claim, position) => found[position] === undefined);
    const texts = verify.claims.map((claim) => claim.text);
    const verificationCacheKey = verificationKey(runtime, texts, verify.chunks);
    let verification =
      (take(verificationCacheKey) as AnswerJudgementOutput | undefined) ??
      (await lookup(verificationCacheKey, cachedVerificationSchema));
    const metadata: Record<string, unknown> = {
      mode: runtime.mode,
      cacheHits: verify.claims.length - missing.length,
      modelCalls: 0,
      retries: 0,
    };
    let usage = { ...ZERO_USAGE };
    let warnings: string[] = [];
    if (missing.length > 0) {
      const result = await verifyWithModel(runtime, {
        claims: missing,
        chunks: verify.chunks,
        query: verify.query,
        abortSignal: verify.abortSignal,
      });
      usage = result.usage;
      warnings = result.warnings;
      metadata.modelCalls = result.usage.llmCalls;
      metadata.retries = result.retries;
      let next = 0;
      for (const [position, key] of keys.entries()) {
        if (found[position] !== undefined) continue;
        const entry = { judgement: result.judgements[next]!, correction: result.corrections[next] ?? null };
        next += 1;
        found[position] = entry;
        if (entry.judgement.ok) await writeCache(runtime.cache, key, entry);
      }
      if (missing.length === verify.claims.length && result.verification) {
        verification = result.verification;
        await writeCache(runtime.cache, verificationCacheKey, verification);
      }
    }
    metadata.suggestedCorrections = verify.claims.flatMap((claim, position) => {
      const correction = found[position]?.correction;
      return correction ? [{ claim: claim.text, correction }] : [];
    });
    if (verification) metadata.verification = verification;
    return {
      judgements: found.map((entry) => entry!.judgement),
      usage,
      ...(warnings.length > 0 ? { warnings } : {}),
      metadata: { llm: metadata },
    };
  }

  return {
    specificationVersion: 'v1',
    ...identity,
    id: 'llm',
    mode: runtime.mode,
    extractClaims,
    verifyClaims,
  };
}
