import { describe, expect, it } from 'vitest';
import { textModel } from './__fixtures__/text-model.js';
import { aiSdkGenerator } from './ai-sdk-generator.js';

(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;

const chunks = [{ id: 'refunds', text: 'Refunds take 5 business days.' }];

describe('aiSdkGenerator', () => {
  it('generates from numbered context at temperature 0 and reports usage', async () => {
    const { model, prompts } = textModel(['  Refunds take 5 business days.  ']);
    const generator = aiSdkGenerator({ model });
    expect(generator.modelId).toBe('mock:text-model');
    const result = await generator.generate({ query: 'How long do refunds take?', chunks });
    expect(result).toEqual({
      text: 'Refunds take 5 business days.',
      usage: { llmCalls: 1, inputTokens: 100, outputTokens: 20 },
    });
    expect(prompts()[0]).toContain('[1] (refunds) Refunds take 5 business days.');
    expect(prompts()[0]).toContain('QUESTION: How long do refunds take?');
    expect(prompts()[0]).not.toContain('previous answer');
    expect(model.doGenerateCalls[0]!.temperature).toBe(0);
    expect(JSON.stringify(model.doGenerateCalls[0]!.prompt[0])).toContain('using only the numbered context');
  });

  it('tells the model which claims were unsupported when regenerating', async () => {
    const { model, prompts } = textModel(['Refunds take 5 business days.']);
    await aiSdkGenerator({ model }).generate({
      query: 'refunds?',
      chunks,
      previousResponse: 'Refunds take 14 days.',
      unsupportedClaims: [{ claim: 'Refunds take 14 days.', verdict: 'contradicted' }],
    });
    expect(prompts()[0]).toContain('- Refunds take 14 days. (contradicted)');
  });

  it('rewrites one sentence, and REMOVE means remove', async () => {
    const { model, prompts } = textModel(['"Refunds take 5 business days."', 'REMOVE']);
    const generator = aiSdkGenerator({ model });
    const options = { response: 'Refunds take 14 days. Labels are free.', query: 'q', chunks };
    await expect(
      generator.rewrite!({ ...options, sentence: 'Refunds take 14 days.' }),
    ).resolves.toMatchObject({
      text: 'Refunds take 5 business days.',
    });
    await expect(generator.rewrite!({ ...options, sentence: 'Labels are free.' })).resolves.toMatchObject({
      text: null,
    });
    expect(prompts()[1]).toContain('SENTENCE: Labels are free.');
  });

  it('lets a model failure propagate (the loop records it)', async () => {
    const generator = aiSdkGenerator({ model: textModel([new Error('boom')]).model, maxRetries: 0 });
    await expect(generator.generate({ query: 'q', chunks })).rejects.toThrow('boom');
  });
});
