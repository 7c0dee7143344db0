import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../errors.js';
import { resolveModel } from './resolve-model.js';

describe('resolveModel', () => {
  it('builds each provider’s chat model from PROVIDER:MODEL and the environment', () => {
    const openai = resolveModel('openai:gpt-4o-mini', { env: { OPENAI_API_KEY: 'sk-test' } });
    expect(openai).toMatchObject({ provider: 'openai.chat', modelId: 'gpt-4o-mini' });
    const anthropic = resolveModel('anthropic:claude-haiku-4-5', { env: { ANTHROPIC_API_KEY: 'k' } });
    expect(anthropic).toMatchObject({ modelId: 'claude-haiku-4-5' });
    expect(anthropic.provider).toContain('anthropic');
    const ollama = resolveModel('ollama:llama3.2', { env: {} });
    expect(ollama).toMatchObject({ modelId: 'llama3.2' });
    const local = resolveModel('openai-compatible:qwen', {
      env: { FAITHCHECK_BASE_URL: 'http://127.0.0.1:8080/v1' },
    });
    expect(local).toMatchObject({ provider: 'openai-compatible.chat', modelId: 'qwen' });
  });

  it('a missing key or base URL is a ConfigurationError that names what to set', () => {
    expect(() => resolveModel('openai:gpt-4o-mini', { env: {} })).toThrow(/set OPENAI_API_KEY/);
    expect(() => resolveModel('anthropic:claude', { env: { ANTHROPIC_API_KEY: ' ' } })).toThrow(
      /ANTHROPIC_API_KEY/,
    );
    expect(() => resolveModel('openai-compatible:qwen', { env: {} })).toThrow(
      /--base-url or set FAITHCHECK_BASE_URL/,
    );
    expect(() => resolveModel('openai-compatible:qwen', { env: {} })).toThrow(ConfigurationError);
  });

  it('rejects malformed strings and unknown providers', () => {
    expect(() => resolveModel('gpt-4o-mini', { env: {} })).toThrow(/must be PROVIDER:MODEL/);
    expect(() => resolveModel('openai:', { env: {} })).toThrow(/must be PROVIDER:MODEL/);
    expect(() => resolveModel('mistral:large', { env: {} })).toThrow(/unknown model provider "mistral"/);
  });
});
