/**
 * The open provider registry behind `PROVIDER:MODEL` strings, after the AI SDK's
 * `createProviderRegistry({ openai, anthropic })`: you pass the provider instances you installed
 * and configured, and `verification.model: acme:large` (or `--model`) resolves through them. A
 * registered name wins over the built-in one of the same name (e.g. an `openai` provider with your
 * own `fetch`); names not registered fall back to the built-ins (`openai`, `anthropic`, `ollama`,
 * `openai-compatible`), whose optional packages load on first use.
 */
import type { LanguageModel } from 'ai';
import { ConfigurationError } from '../../errors.js';

/** What a provider needs to offer here: the AI SDK providers' `languageModel(modelId)`. */
export interface ModelProvider {
  languageModel(modelId: string): Exclude<LanguageModel, string>;
}

/** A provider name in a model string: lower case, as `PROVIDER:MODEL` is matched. */
const PROVIDER_NAME = /^[a-z][a-z0-9-]*$/;

const registered = new Map<string, ModelProvider>();

function isProvider(value: unknown): value is ModelProvider {
  return typeof (value as Partial<ModelProvider> | null)?.languageModel === 'function';
}

/**
 * Checks a record of providers: names a model string can use, values with `languageModel`.
 * @throws ConfigurationError naming the bad entry.
 */
export function checkModelProviders(providers: Record<string, unknown>): Map<string, ModelProvider> {
  const checked = new Map<string, ModelProvider>();
  for (const [name, provider] of Object.entries(providers)) {
    if (!PROVIDER_NAME.test(name))
      throw new ConfigurationError(
        `model provider name "${name}" must be lower case letters, digits and dashes (it is the PROVIDER of PROVIDER:MODEL)`,
      );
    if (!isProvider(provider))
      throw new ConfigurationError(
        `model provider "${name}" has no languageModel(modelId): pass an AI SDK provider such as createOpenAI({ … })`,
      );
    checked.set(name, provider);
  }
  return checked;
}

/**
 * Registers providers for every `PROVIDER:MODEL` string in this process (judges, checks, the CLI).
 * @throws ConfigurationError for a bad name or a value that is not a provider.
 * @example
 * import { createOpenAI } from '@ai-sdk/openai';
 * import { mistral } from '@ai-sdk/mistral';
 * registerModelProviders({ mistral, azure: createOpenAI({ baseURL, apiKey }) });
 * const judge = llmJudge({ model: 'mistral:mistral-large-latest' });
 */
export function registerModelProviders(providers: Record<string, ModelProvider>): void {
  for (const [name, provider] of checkModelProviders(providers)) registered.set(name, provider);
}

/** The provider registered under `name` (the call's own providers first), if any. */
export function findModelProvider(
  name: string,
  providers?: Record<string, ModelProvider>,
): ModelProvider | undefined {
  return (providers && Object.hasOwn(providers, name) ? providers[name] : undefined) ?? registered.get(name);
}

/** The names registered with `registerModelProviders`. */
export function registeredModelProviders(): string[] {
  return [...registered.keys()];
}

/** Forgets every registered provider (tests). */
export function clearModelProviders(): void {
  registered.clear();
}
