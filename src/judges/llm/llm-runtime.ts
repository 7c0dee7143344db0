/**
 * The settled configuration of one LLM judge, shared by its extraction and verification steps,
 * plus the helpers every step uses: passage selection with its warning, and the cache keys.
 */
import type { LanguageModel } from 'ai';
import type { RetrySettings } from '../../model-calls/retry-delay.js';
import type { Chunk } from '../../spec/chunk.js';
import { cacheKey, type JudgeCache } from './judge-cache.js';
import { type PassageSelection, selectPassages } from './select-passages.js';

export type LlmJudgeMode = 'single-call' | 'two-step' | 'per-claim';

export interface LlmRuntime {
  /** The model, resolved (and its provider package imported) on the first call. */
  model: () => Promise<Exclude<LanguageModel, string>>;
  modelId: string;
  promptVersion: string;
  /**
   * The judge's whole identity (`judgeIdentity`: id, model, prompt version and mode, settings that
   * change what the model sees): the first part of every cache key, so a changed judge misses.
   */
  identity: string;
  mode: LlmJudgeMode;
  concurrency: number;
  retry: RetrySettings;
  timeoutMs: number;
  maxContextTokens: number;
  maxOutputTokens?: number;
  cache: JudgeCache | undefined;
  wait?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

/** Chunks for the prompt, and a warning when they had to be cut down to the budget. */
export function contextFor(
  runtime: LlmRuntime,
  queries: readonly string[],
  chunks: readonly Chunk[],
): { selection: PassageSelection; warnings: string[] } {
  const selection = selectPassages({ queries, chunks, maxTokens: runtime.maxContextTokens });
  const warnings = selection.selected
    ? [
        `the chunks (~${selection.originalTokens} tokens) exceed the LLM judge's budget of ${runtime.maxContextTokens} tokens: ` +
          `the model was shown the most relevant passages per claim (~${selection.selectedTokens} tokens), not the whole context`,
      ]
    : [];
  return { selection, warnings };
}

function chunkParts(chunks: readonly Chunk[]): string[] {
  return chunks.flatMap((chunk) => [chunk.id, chunk.text]);
}

/** Key of one claim's verdict: the judge's identity, claim, query and chunks. */
export function verdictKey(
  runtime: LlmRuntime,
  claim: string,
  query: string | undefined,
  chunks: readonly Chunk[],
) {
  return cacheKey(['verdict', runtime.identity, query, claim, chunkParts(chunks)]);
}

/** Key of an extraction (and, in single-call mode, of the chunks it was verified against). */
export function extractionKey(
  runtime: LlmRuntime,
  response: string,
  query: string | undefined,
  chunks: readonly Chunk[] | undefined,
) {
  return cacheKey([
    'extraction',
    runtime.identity,
    chunks ? 'single-call' : 'extract-claims',
    query,
    response,
    chunks ? chunkParts(chunks) : undefined,
  ]);
}

/** Cache key of the verifier's answer-level judgement for a set of claims. */
export function verificationKey(runtime: LlmRuntime, claims: readonly string[], chunks: readonly Chunk[]) {
  return cacheKey(['verification', runtime.identity, claims, chunkParts(chunks)]);
}
