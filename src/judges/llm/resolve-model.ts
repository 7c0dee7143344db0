/**
 * Model strings (`openai:gpt-4o-mini`, `anthropic:…`, `ollama:…`, `openai-compatible:NAME`) to AI
 * SDK language models, with keys and base URLs from the usual environment variables. A missing key
 * or base URL is a `ConfigurationError` that names the variable to set, raised here rather than on
 * the first call.
 */
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import { createOllama } from 'ollama-ai-provider-v2';
import { ConfigurationError } from '../../errors.js';

/** Seed 000's model. */
export const DEFAULT_MODEL = 'openai:gpt-4o-mini';

export const MODEL_PROVIDERS = ['openai', 'anthropic', 'ollama', 'openai-compatible'] as const;

export interface ResolveModelOptions {
  /** Overrides the provider's base URL variable (`--base-url`). */
  baseUrl?: string;
  /** Where keys and base URLs are read. Default `process.env`. */
  env?: NodeJS.ProcessEnv;
  /** What the model is for, in error messages: `judge` (default) or, say, `--model generator`. */
  purpose?: string;
}

function pick(env: NodeJS.ProcessEnv, ...names: string[]): string | undefined {
  for (const name of names) {
    const value = env[name]?.trim();
    if (value) return value;
  }
  return undefined;
}

function requireKey(env: NodeJS.ProcessEnv, provider: string, name: string, purpose = 'judge'): string {
  const key = pick(env, name);
  if (!key) {
    const alternative = purpose === 'judge' ? ' (or use --judge local, which needs none)' : '';
    throw new ConfigurationError(`the ${provider} ${purpose} needs an API key: set ${name}${alternative}`);
  }
  return key;
}

/**
 * A language model from a `PROVIDER:MODEL` string.
 *
 * Environment: `OPENAI_API_KEY`, `OPENAI_BASE_URL`; `ANTHROPIC_API_KEY`, `ANTHROPIC_BASE_URL`;
 * `OLLAMA_BASE_URL` (default `http://127.0.0.1:11434/api`); `FAITHCHECK_BASE_URL` (or
 * `OPENAI_COMPATIBLE_BASE_URL`) and optional `FAITHCHECK_API_KEY` (or `OPENAI_COMPATIBLE_API_KEY`)
 * for `openai-compatible`.
 *
 * @throws ConfigurationError for an unknown provider, a malformed string, or a missing key/base URL.
 * @example const model = resolveModel('openai-compatible:llama3', { baseUrl: 'http://127.0.0.1:8080/v1' });
 */
export function resolveModel(
  spec: string,
  options: ResolveModelOptions = {},
): Exclude<LanguageModel, string> {
  const env = options.env ?? process.env;
  const separator = spec.indexOf(':');
  const provider = separator > 0 ? spec.slice(0, separator).trim().toLowerCase() : '';
  const modelId = separator > 0 ? spec.slice(separator + 1).trim() : '';
  if (!provider || !modelId) {
    throw new ConfigurationError(
      `model "${spec}" must be PROVIDER:MODEL, e.g. ${DEFAULT_MODEL}; providers: ${MODEL_PROVIDERS.join(', ')}`,
    );
  }
  switch (provider) {
    case 'openai': {
      const apiKey = requireKey(env, 'openai', 'OPENAI_API_KEY', options.purpose);
      const baseURL = options.baseUrl ?? pick(env, 'OPENAI_BASE_URL');
      return createOpenAI({ apiKey, ...(baseURL ? { baseURL } : {}) }).chat(modelId);
    }
    case 'anthropic': {
      const apiKey = requireKey(env, 'anthropic', 'ANTHROPIC_API_KEY', options.purpose);
      const baseURL = options.baseUrl ?? pick(env, 'ANTHROPIC_BASE_URL');
      return createAnthropic({ apiKey, ...(baseURL ? { baseURL } : {}) })(modelId);
    }
    case 'ollama': {
      const baseURL = options.baseUrl ?? pick(env, 'OLLAMA_BASE_URL') ?? 'http://127.0.0.1:11434/api';
      return createOllama({ baseURL })(modelId);
    }
    case 'openai-compatible': {
      const baseURL = options.baseUrl ?? pick(env, 'FAITHCHECK_BASE_URL', 'OPENAI_COMPATIBLE_BASE_URL');
      if (!baseURL) {
        throw new ConfigurationError(
          `the openai-compatible ${options.purpose ?? 'judge'} needs a base URL: pass --base-url or set FAITHCHECK_BASE_URL (e.g. http://127.0.0.1:8080/v1)`,
        );
      }
      const apiKey = pick(env, 'FAITHCHECK_API_KEY', 'OPENAI_COMPATIBLE_API_KEY');
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL,
        supportsStructuredOutputs: true,
        ...(apiKey ? { apiKey } : {}),
      }).chatModel(modelId);
    }
    default:
      throw new ConfigurationError(
        `unknown model provider "${provider}"; use one of ${MODEL_PROVIDERS.join(', ')}`,
      );
  }
}
