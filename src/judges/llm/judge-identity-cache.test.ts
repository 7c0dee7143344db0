/**
 * Issue 23 item 1: the judge's identity is part of every cache key, so a cache shared by two judges
 * (the SQL cache is shared by every process) never serves one judge's verdict to another.
 */
import { describe, expect, it } from 'vitest';
import { judgeIdentity } from '../../core/judge-identity.js';
import { silentLogger } from '../../logger.js';
import { PROMPT_FILES } from '../../model-calls/prompt-files.generated.js';
import { promptSetHash } from '../../model-calls/prompt-template.js';
import { verify } from '../../verify.js';
import { oracleResponder } from './__fixtures__/oracle-responder.js';
import { scriptedModel } from './__fixtures__/scripted-model.js';
import { createMemoryJudgeCache } from './judge-cache.js';
import { llmJudge } from './llm-judge.js';

const chunks = [{ id: 'policy', text: 'Refunds are accepted within 30 days of purchase.' }];
const response = 'Refunds are accepted within 30 days.';
const script = {
  'Refunds are accepted within 30 days.': {
    verdict: 'supported',
    chunkId: 'policy',
    quote: 'Refunds are accepted within 30 days',
  },
};

const JUDGE_PROMPTS = ['single-call', 'extract-claims', 'verify-claims', 'verify-claim'] as const;
const V2_PROMPTS = promptSetHash(JUDGE_PROMPTS, 'v2');

describe('LLM judge identity and its cache', () => {
  it('reports id, model, prompt version and its parameter fingerprint', () => {
    const judge = llmJudge({ model: scriptedModel(oracleResponder(script)), maxContextTokens: 8000 });
    expect(judge).toMatchObject({
      id: 'llm',
      modelId: 'mock:scripted',
      promptVersion: 'v2/single-call',
      paramsFingerprint: `context-tokens=8000 prompts=${V2_PROMPTS}`,
    });
    expect(judgeIdentity(judge)).toBe(
      `llm | mock:scripted | v2/single-call | context-tokens=8000 prompts=${V2_PROMPTS}`,
    );
  });

  it('the same judge again is a cache hit; a judge differing in mode, prompt or parameters misses', async () => {
    const cache = createMemoryJudgeCache();
    const model = scriptedModel(oracleResponder(script));
    const run = async (options: Parameters<typeof llmJudge>[0]) => {
      const before = model.requests.length;
      const report = await verify({
        response,
        chunks,
        judge: llmJudge({ model, cache, ...options }),
        logger: silentLogger,
      });
      expect(report.claims[0]?.verdict).toBe('supported');
      return model.requests.length - before;
    };
    expect(await run({ mode: 'two-step' })).toBe(2); // extraction + verification
    expect(await run({ mode: 'two-step' })).toBe(0); // the same judge: both cached
    // Another mode sends the same extraction prompt, but is another judge: nothing is reused.
    expect(await run({ mode: 'per-claim' })).toBe(2);
    expect(await run({ mode: 'per-claim' })).toBe(0);
    expect(await run({ mode: 'two-step', promptVersion: 'v1' })).toBe(2);
    expect(await run({ mode: 'two-step', maxContextTokens: 1000 })).toBe(2);
    // The report records the identity that produced it.
    const report = await verify({ response, chunks, judge: llmJudge({ model, cache, mode: 'per-claim' }) });
    expect(report.judge.paramsFingerprint).toBe(`context-tokens=24000 prompts=${V2_PROMPTS}`);
  });

  it('a prompt edited without a new version changes the fingerprint, so its old verdicts are not reused', () => {
    const edited = { ...PROMPT_FILES, 'v2/verify-claims': `${PROMPT_FILES['v2/verify-claims']}\nBe strict.` };
    expect(promptSetHash(JUDGE_PROMPTS, 'v2', edited)).not.toBe(V2_PROMPTS);
    // Only the judge's own templates count: an edited corrective-loop prompt leaves it alone.
    const other = { ...PROMPT_FILES, 'v2/rewrite': `${PROMPT_FILES['v2/rewrite']}\nShorter.` };
    expect(promptSetHash(JUDGE_PROMPTS, 'v2', other)).toBe(V2_PROMPTS);
    expect(promptSetHash(JUDGE_PROMPTS, 'v1')).not.toBe(V2_PROMPTS);
    const judge = llmJudge({ model: scriptedModel(oracleResponder(script)), promptVersion: 'v1' });
    expect(judge.paramsFingerprint).toBe(
      `context-tokens=24000 prompts=${promptSetHash(JUDGE_PROMPTS, 'v1')}`,
    );
  });
});
