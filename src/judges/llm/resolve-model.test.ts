import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../errors.js';
import { checkModelSpec, loadProvider, resolveModel } from './resolve-model.js';

describe('resolveModel', () => {
  it('builds each provider’s chat model from PROVIDER:MODEL and the environment', async () => {
    const openai = await resolveModel('openai:gpt-4o-mini', { env: { OPENAI_API_KEY: 'sk-test' } });
    expect(openai).toMatchObject({ provider: 'openai.chat', modelId: 'gpt-4o-mini' });
    const anthropic = await resolveModel('anthropic:claude-haiku-4-5', { env: { ANTHROPIC_API_KEY: 'k' } });
    expect(anthropic).toMatchObject({ modelId: 'claude-haiku-4-5' });
    expect(anthropic.provider).toContain('anthropic');
    const ollama = await resolveModel('ollama:llama3.2', { env: {} });
    expect(ollama).toMatchObject({ modelId: 'llama3.2' });
    const local = await resolveModel('openai-compatible:qwen', {
      env: { FAITHCHECK_BASE_URL: 'http://127.0.0.1:8080/v1' },
    });
    expect(local).toMatchObject({ provider: 'openai-compatible.chat', modelId: 'qwen' });
  });

  it('a missing key or base URL is a ConfigurationError that names what to set', () => {
    expect(() => checkModelSpec('openai:gpt-4o-mini', { env: {} })).toThrow(/set OPENAI_API_KEY/);
    expect(() => checkModelSpec('anthropic:claude', { env: { ANTHROPIC_API_KEY: ' ' } })).toThrow(
      /ANTHROPIC_API_KEY/,
    );
    expect(() => checkModelSpec('openai-compatible:qwen', { env: {} })).toThrow(
      /--base-url or set FAITHCHECK_BASE_URL/,
    );
    expect(() => checkModelSpec('openai-compatible:qwen', { env: {} })).toThrow(ConfigurationError);
  });

  it('rejects malformed strings and unknown providers', () => {
    expect(() => checkModelSpec('gpt-4o-mini', { env: {} })).toThrow(/must be PROVIDER:MODEL/);
    expect(() => checkModelSpec('openai:', { env: {} })).toThrow(/must be PROVIDER:MODEL/);
    expect(() => checkModelSpec('mistral:large', { env: {} })).toThrow(/unknown model provider "mistral"/);
  });

  it('resolveModel rejects with the same errors, before importing anything', async () => {
    await expect(resolveModel('openai:gpt-4o-mini', { env: {} })).rejects.toThrow(/set OPENAI_API_KEY/);
  });
});

describe('provider packages (optional peer dependencies)', () => {
  it('a provider package that is not installed is a ConfigurationError saying what to install', async () => {
    const error = await loadProvider('acme', 'faithcheck-no-such-provider').catch(
      (caught: unknown) => caught,
    );
    expect(ConfigurationError.isInstance(error)).toBe(true);
    expect((error as Error).message).toBe(
      'the acme provider needs the faithcheck-no-such-provider package (an optional peer dependency): npm install faithcheck-no-such-provider',
    );
  });
});
