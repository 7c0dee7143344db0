import { describe, expect, it } from 'vitest';
import { textModel } from './__fixtures__/text-model.js';
import { generateTargetedQueries } from './targeted-queries.js';

(globalThis as { AI_SDK_LOG_WARNINGS?: boolean }).AI_SDK_LOG_WARNINGS = false;

const claims = ['Refunds take 14 business days.', 'Every return gets a free prepaid label.'];

describe('generateTargetedQueries', () => {
  it('uses the claims key terms when no model is configured', async () => {
    const result = await generateTargetedQueries({ claims, query: 'refunds?' });
    expect(result.method).toBe('key_terms');
    expect(result.queries).toEqual([
      { claim: claims[0], query: 'refunds take 14 business days' },
      { claim: claims[1], query: 'every return free prepaid label' },
    ]);
    expect(result.usage.llmCalls).toBe(0);
  });

  it('leaves out claims with no key terms', async () => {
    expect((await generateTargetedQueries({ claims: ['It is.'] })).queries).toEqual([]);
  });

  it('asks the model for one query per claim when one is configured', async () => {
    const { model, prompts } = textModel(['1. refund processing time\n- prepaid return label policy\n']);
    const result = await generateTargetedQueries({ claims, query: 'How do refunds work?', model });
    expect(result.method).toBe('llm');
    expect(result.queries.map((entry) => entry.query)).toEqual([
      'refund processing time',
      'prepaid return label policy',
    ]);
    expect(result.usage).toEqual({ llmCalls: 1, inputTokens: 100, outputTokens: 20 });
    expect(result.promptVersion).toBe('v2/targeted-queries');
    expect(prompts()[0]).toMatch(/kind="question">\nHow do refunds work\?\n/);
    expect(prompts()[0]).toMatch(/kind="claim" n="2">\nEvery return gets a free prepaid label\.\n/);
  });

  it('falls back to key terms, with a warning, when the model fails or miscounts', async () => {
    const miscount = await generateTargetedQueries({ claims, model: textModel(['only one line']).model });
    expect(miscount.method).toBe('key_terms');
    expect(miscount.warnings[0]).toMatch(/returned 1 query for 2 claims/);
    const failing = await generateTargetedQueries({
      claims,
      model: textModel([new Error('rate limited')]).model,
    });
    expect(failing.method).toBe('key_terms');
    expect(failing.queries).toHaveLength(2);
    expect(failing.warnings[0]).toMatch(/rate limited/);
  });
});
