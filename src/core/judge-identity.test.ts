import { describe, expect, it } from 'vitest';
import { judgeIdentity, parseJudgeIdentity } from './judge-identity.js';

describe('judgeIdentity', () => {
  it('joins id, model, prompt version and parameters, with - for what the judge does not report', () => {
    expect(
      judgeIdentity({
        id: 'llm',
        modelId: 'openai:gpt-4o-mini',
        promptVersion: 'v2/single-call',
        paramsFingerprint: 'context-tokens=24000',
      }),
    ).toBe('llm | openai:gpt-4o-mini | v2/single-call | context-tokens=24000');
    expect(judgeIdentity({ id: 'mock' })).toBe('mock | - | - | -');
    expect(judgeIdentity({ id: 'mock', modelId: '  ' })).toBe('mock | - | - | -');
  });

  it('every part changes the identity, and a | inside a part cannot shift the parts', () => {
    const base = { id: 'llm', modelId: 'm', promptVersion: 'v2/single-call', paramsFingerprint: 'p' };
    const variants = [
      { ...base, id: 'other' },
      { ...base, modelId: 'm2' },
      { ...base, promptVersion: 'v2/per-claim' },
      { ...base, paramsFingerprint: 'p2' },
    ].map(judgeIdentity);
    expect(new Set([judgeIdentity(base), ...variants]).size).toBe(5);
    const tricky = judgeIdentity({ id: 'a | b', modelId: 'c' });
    expect(tricky).toBe('a / b | c | - | -');
    expect(parseJudgeIdentity(tricky)).toEqual({ id: 'a / b', modelId: 'c' });
  });

  it('reads back what it wrote', () => {
    const info = {
      id: 'cascade',
      modelId: 'x:y',
      promptVersion: 'v2/single-call',
      paramsFingerprint: 'local:a band:0.2-0.8',
    };
    expect(parseJudgeIdentity(judgeIdentity(info))).toEqual(info);
  });
});
