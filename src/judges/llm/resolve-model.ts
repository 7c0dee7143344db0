/**
 * Model strings (`openai:gpt-4o-mini`, `anthropic:…`, `ollama:…`, `openai-compatible:NAME`, or
 * `NAME:…` of a provider you registered) to AI SDK language models. The provider comes from the
 * open registry (`registerModelProviders`, or the call's `providers`) first; the four built-in
 * names fall back to their optional packages, with keys and base URLs from the usual environment
 * variables. A missing key
 * or base URL is a `ConfigurationError` that names the variable to set, raised by `checkModelSpec`
 * when the judge is created rather than on the first call.
 *
 * The provider packages are optional peer dependencies: the user installs the one they use, and it
 * is imported on first use. The import is hidden from bundlers (`webpackIgnore`/`turbopackIgnore`):
 * a bundler that saw `import('@ai-sdk/anthropic')` would fail the app's build when that optional
 * package is not installed. A missing package is a `ConfigurationError` naming what to install.
 */
import type { LanguageModel } from 'ai';
import { ConfigurationError } from '../../errors.js';
import { findModelProvider, type ModelProvider, registeredModelProviders } from './model-providers.js';

/** The background-check specification's model. */
export const DEFAULT_MODEL = 'openai:gpt-4o-mini';

export const MODEL_PROVIDERS = ['openai', 'anthropic', 'ollama', 'openai-compatible'] as const;

export interface ResolveModelOptions {
  /** Overrides the provider's base URL variable (`--base-url`). */
  baseUrl?: string;
  /** Where keys and base URLs are read. Default `process.env`. */
  env?: NodeJS.ProcessEnv;
  /** What the model is for, in error messages: `judge` (default) or, say, `--model generator`. */
  purpose?: string;
  /** Providers for this call, over the ones `registerModelProviders` registered. */
  providers?: Record<string, ModelProvider>;
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

type Model = Exclude<LanguageModel, string>;

/** Which package each provider needs. */
export const PROVIDER_PACKAGES = {
  openai: '@ai-sdk/openai',
  anthropic: '@ai-sdk/anthropic',
  ollama: 'ollama-ai-provider-v2',
  'openai-compatible': '@ai-sdk/openai-compatible',
} as const satisfies Record<(typeof MODEL_PROVIDERS)[number], string>;

function isModuleNotFound(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === 'ERR_MODULE_NOT_FOUND' ||
    code === 'MODULE_NOT_FOUND' ||
    /Cannot find (module|package)/.test(String(error))
  );
}

/** Imports an optional provider package on first use; a missing one names what to install. */
export async function loadProvider<Module>(provider: string, packageName: string): Promise<Module> {
  try {
    return (await import(
      /* webpackIgnore: true */ /* turbopackIgnore: true */ /* @vite-ignore */ packageName
    )) as Module;
  } catch (error) {
    if (!isModuleNotFound(error)) throw error;
    throw new ConfigurationError(
      `the ${provider} provider needs the ${packageName} package (an optional peer dependency): npm install ${packageName}`,
      { cause: error },
    );
  }
}

type ModelSettings =
  | {
      provider: (typeof MODEL_PROVIDERS)[number];
      modelId: string;
      apiKey?: string;
      baseURL?: string;
    }
  | {
      /** A provider from the registry: configured by whoever created it, so nothing is checked here. */
      provider: string;
      modelId: string;
      registered: ModelProvider;
    };

function knownProviders(options: ResolveModelOptions): string {
  return [
    ...new Set([...MODEL_PROVIDERS, ...registeredModelProviders(), ...Object.keys(options.providers ?? {})]),
  ].join(', ');
}

/**
 * Checks a `PROVIDER:MODEL` string and the keys and base URL it needs, without importing anything.
 * @throws ConfigurationError for an unknown provider, a malformed string, or a missing key/base URL.
 */
export function checkModelSpec(spec: string, options: ResolveModelOptions = {}): ModelSettings {
  const env = options.env ?? process.env;
  const separator = spec.indexOf(':');
  const provider = separator > 0 ? spec.slice(0, separator).trim().toLowerCase() : '';
  const modelId = separator > 0 ? spec.slice(separator + 1).trim() : '';
  if (!provider || !modelId) {
    throw new ConfigurationError(
      `model "${spec}" must be PROVIDER:MODEL, e.g. ${DEFAULT_MODEL}; providers: ${knownProviders(options)}`,
    );
  }
  const registered = findModelProvider(provider, options.providers);
  if (registered) return { provider, modelId, registered };
  switch (provider as (typeof MODEL_PROVIDERS)[number]) {
    case 'openai': {
      const apiKey = requireKey(env, 'openai', 'OPENAI_API_KEY', options.purpose);
      const baseURL = options.baseUrl ?? pick(env, 'OPENAI_BASE_URL');
      return { provider: 'openai', modelId, apiKey, ...(baseURL ? { baseURL } : {}) };
    }
    case 'anthropic': {
      const apiKey = requireKey(env, 'anthropic', 'ANTHROPIC_API_KEY', options.purpose);
      const baseURL = options.baseUrl ?? pick(env, 'ANTHROPIC_BASE_URL');
      return { provider: 'anthropic', modelId, apiKey, ...(baseURL ? { baseURL } : {}) };
    }
    case 'ollama': {
      const baseURL = options.baseUrl ?? pick(env, 'OLLAMA_BASE_URL') ?? 'http://127.0.0.1:11434/api';
      return { provider: 'ollama', modelId, baseURL };
    }
    case 'openai-compatible': {
      const baseURL = options.baseUrl ?? pick(env, 'FAITHCHECK_BASE_URL', 'OPENAI_COMPATIBLE_BASE_URL');
      if (!baseURL) {
        throw new ConfigurationError(
          `the openai-compatible ${options.purpose ?? 'judge'} needs a base URL: pass --base-url or set FAITHCHECK_BASE_URL (e.g. http://127.0.0.1:8080/v1)`,
        );
      }
      const apiKey = pick(env, 'FAITHCHECK_API_KEY', 'OPENAI_COMPATIBLE_API_KEY');
      return { provider: 'openai-compatible', modelId, baseURL, ...(apiKey ? { apiKey } : {}) };
    }
    default:
      throw new ConfigurationError(
        `unknown model provider "${provider}"; use one of ${knownProviders(options)}, or register it with registerModelProviders({ ${provider}: … })`,
      );
  }
}

/**
 * A language model from a `PROVIDER:MODEL` string; the provider's package is imported on first use.
 *
 * Environment: `OPENAI_API_KEY`, `OPENAI_BASE_URL`; `ANTHROPIC_API_KEY`, `ANTHROPIC_BASE_URL`;
 * `OLLAMA_BASE_URL` (default `http://127.0.0.1:11434/api`); `FAITHCHECK_BASE_URL` (or
 * `OPENAI_COMPATIBLE_BASE_URL`) and optional `FAITHCHECK_API_KEY` (or `OPENAI_COMPATIBLE_API_KEY`)
 * for `openai-compatible`.
 *
 * @throws ConfigurationError for an unknown provider, a malformed string, a missing key/base URL,
 *   or a provider package that is not installed.
 * @example const model = await resolveModel('openai-compatible:llama3', { baseUrl: 'http://127.0.0.1:8080/v1' });
 */
export async function resolveModel(spec: string, options: ResolveModelOptions = {}): Promise<Model> {
  const settings = checkModelSpec(spec, options);
  if ('registered' in settings) return settings.registered.languageModel(settings.modelId);
  const { provider, modelId, apiKey, baseURL } = settings;
  const packageName = PROVIDER_PACKAGES[provider];
  const withBase = baseURL ? { baseURL } : {};
  switch (provider) {
    case 'openai': {
      const { createOpenAI } = await loadProvider<typeof import('@ai-sdk/openai')>(provider, packageName);
      return createOpenAI({ apiKey, ...withBase }).chat(modelId);
    }
    case 'anthropic': {
      const { createAnthropic } = await loadProvider<typeof import('@ai-sdk/anthropic')>(
        provider,
        packageName,
      );
      return createAnthropic({ apiKey, ...withBase })(modelId);
    }
    case 'ollama': {
      const { createOllama } = await loadProvider<typeof import('ollama-ai-provider-v2')>(
        provider,
        packageName,
      );
      return createOllama(withBase)(modelId) as Model;
    }
    case 'openai-compatible': {
      const { createOpenAICompatible } = await loadProvider<typeof import('@ai-sdk/openai-compatible')>(
        provider,
        packageName,
      );
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: baseURL as string,
        supportsStructuredOutputs: true,
        ...(apiKey ? { apiKey } : {}),
      }).chatModel(modelId);
    }
  }
}
