import { customProvider } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../errors.js';
import { llmJudge } from './llm-judge.js';
import { clearModelProviders, registerModelProviders } from './model-providers.js';
import { checkModelSpec, resolveModel } from './resolve-model.js';

afterEach(() => clearModelProviders());

function acme() {
  const large = new MockLanguageModelV4({ provider: 'acme', modelId: 'large' });
  return { large, provider: customProvider({ languageModels: { large } }) };
}

describe('the open provider registry (createProviderRegistry pattern)', () => {
  it('resolves PROVIDER:MODEL through the providers the user passes, needing no key of ours', async () => {
    const { large, provider } = acme();
    registerModelProviders({ acme: provider });
    expect(() => checkModelSpec('acme:large', { env: {} })).not.toThrow();
    expect(await resolveModel('acme:large', { env: {} })).toBe(large);
    const judge = llmJudge({ model: 'acme:large', env: {} });
    expect(judge.modelId).toBe('acme:large');
  });

  it("a call's own providers come first; a registered name wins over the built-in one", async () => {
    const { large, provider } = acme();
    const other = new MockLanguageModelV4({ provider: 'acme', modelId: 'large' });
    registerModelProviders({ acme: customProvider({ languageModels: { large: other } }), openai: provider });
    expect(await resolveModel('acme:large', { env: {}, providers: { acme: provider } })).toBe(large);
    // The built-in openai would need OPENAI_API_KEY; the registered one is configured by its creator.
    expect(await resolveModel('openai:large', { env: {} })).toBe(large);
  });

  it('built-in names keep working when nothing is registered, loading the optional peer', async () => {
    const model = await resolveModel('openai:gpt-4o-mini', { env: { OPENAI_API_KEY: 'sk-test' } });
    expect(model).toMatchObject({ provider: 'openai.chat', modelId: 'gpt-4o-mini' });
  });

  it('an unknown provider names the built-in and registered ones; bad registrations are refused', () => {
    registerModelProviders({ acme: acme().provider });
    expect(() => checkModelSpec('mistral:large', { env: {} })).toThrow(
      /unknown model provider "mistral"; use one of openai, anthropic, ollama, openai-compatible, acme, or register it/,
    );
    expect(() => registerModelProviders({ Acme: acme().provider })).toThrow(ConfigurationError);
    expect(() => registerModelProviders({ acme: {} as never })).toThrow(/has no languageModel\(modelId\)/);
  });
});
