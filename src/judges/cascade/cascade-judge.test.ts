import { describe, expect, it } from 'vitest';
import { ConfigurationError, JudgeCallError } from '../../errors.js';
import { mockJudge } from '../../test/mock-judge.js';
import { verify } from '../../verify.js';
import { oracleResponder } from '../llm/__fixtures__/oracle-responder.js';
import { scriptedModel } from '../llm/__fixtures__/scripted-model.js';
import { llmJudge } from '../llm/llm-judge.js';
import { cascadeJudge, decidedLocally, supportProbability } from './cascade-judge.js';

const chunks = [{ id: 'c1', text: 'Alpha is one. Beta is two. Gamma is three. Delta is four.' }];
const claims = ['Alpha is one.', 'Beta is nine.', 'Gamma is three.', 'Delta is four.', 'Epsilon is five.'];
const response = claims.join(' ');

function localJudge() {
  return mockJudge({
    id: 'local',
    claims: { [response]: claims },
    usagePerCall: { llmCalls: 0, inputTokens: 0, outputTokens: 0 },
    verdicts: {
      'Alpha is one.': {
        verdict: 'supported',
        confidence: 0.95,
        evidence: [{ chunkId: 'c1', quote: 'Alpha is one.' }],
      },
      'Beta is nine.': { verdict: 'no_evidence', confidence: 0.9 },
      'Gamma is three.': {
        verdict: 'supported',
        confidence: 0.6,
        evidence: [{ chunkId: 'c1', quote: 'Gamma is three.' }],
      },
      'Delta is four.': {
        verdict: 'partially_supported',
        confidence: 0.9,
        evidence: [{ chunkId: 'c1', quote: 'Delta' }],
      },
      'Epsilon is five.': { error: new Error('local judge could not parse it') },
    },
  });
}

describe('supportProbability and the band', () => {
  it('reads a supported verdict’s confidence, and one minus it for unsupported verdicts', () => {
    const base = { ok: true as const, evidence: [], reasoning: '' };
    expect(supportProbability({ ...base, verdict: 'supported', confidence: 0.8 })).toBe(0.8);
    expect(supportProbability({ ...base, verdict: 'contradicted', confidence: 0.8 })).toBeCloseTo(0.2);
    expect(supportProbability({ ...base, verdict: 'partially_supported', confidence: 1 })).toBeUndefined();
    const band = { low: 0.25, high: 0.75 };
    expect(decidedLocally({ ...base, verdict: 'supported', confidence: 0.75 }, band)).toBe(true);
    expect(decidedLocally({ ...base, verdict: 'supported', confidence: 0.74 }, band)).toBe(false);
    expect(decidedLocally({ ...base, verdict: 'no_evidence', confidence: 0.8 }, band)).toBe(true);
  });

  it('rejects an inverted band', () => {
    const judge = mockJudge();
    expect(() => cascadeJudge({ local: judge, llm: judge, band: { low: 0.8, high: 0.2 } })).toThrow(
      ConfigurationError,
    );
  });
});

describe('cascadeJudge', () => {
  it('decides confident claims locally and sends the rest to the LLM in one call', async () => {
    const llm = mockJudge({
      id: 'llm',
      usagePerCall: { llmCalls: 1, inputTokens: 500, outputTokens: 80 },
      verdicts: {
        'Gamma is three.': { verdict: 'supported', evidence: [{ chunkId: 'c1', quote: 'Gamma is three.' }] },
        'Delta is four.': { verdict: 'supported', evidence: [{ chunkId: 'c1', quote: 'Delta is four.' }] },
        'Epsilon is five.': { verdict: 'no_evidence' },
      },
    });
    const local = localJudge();
    const judge = cascadeJudge({ local, llm });
    const result = await judge.verifyClaims({ claims: claims.map((text) => ({ text, span: null })), chunks });
    expect(llm.calls).toEqual([
      {
        method: 'verifyClaims',
        claims: ['Gamma is three.', 'Delta is four.', 'Epsilon is five.'],
        chunkIds: ['c1'],
      },
    ]);
    expect(result.metadata?.cascade).toMatchObject({ decidedLocally: 2, decidedByLlm: 3, llmFailed: 0 });
    expect(result.usage).toEqual({ llmCalls: 1, inputTokens: 500, outputTokens: 80 });

    const report = await verify({ response, chunks, judge });
    expect(report.claims.map((claim) => claim.verdict)).toEqual([
      'supported',
      'no_evidence',
      'supported',
      'supported',
      'no_evidence',
    ]);
    expect(report.judge.id).toBe('cascade');
    local.assertNoUnexpectedCalls();
    llm.assertNoUnexpectedCalls();
  });

  it('makes no LLM call when the local judge is confident about every claim', async () => {
    const llm = mockJudge({ id: 'llm' });
    const local = mockJudge({
      verdicts: {
        'Alpha is one.': {
          verdict: 'supported',
          confidence: 0.9,
          evidence: [{ chunkId: 'c1', quote: 'Alpha' }],
        },
      },
    });
    const result = await cascadeJudge({ local, llm }).verifyClaims({
      claims: [{ text: 'Alpha is one.', span: null }],
      chunks,
    });
    expect(llm.calls).toEqual([]);
    expect(result.metadata?.cascade).toMatchObject({ decidedLocally: 1, decidedByLlm: 0 });
  });

  it('an LLM failure is an error on the uncertain claims, never the local guess', async () => {
    const llm = mockJudge({ id: 'llm', verifyError: new JudgeCallError('HTTP 503', { isRetryable: true }) });
    const judge = cascadeJudge({ local: localJudge(), llm });
    const result = await judge.verifyClaims({ claims: claims.map((text) => ({ text, span: null })), chunks });
    expect(result.judgements.map((judgement) => judgement.ok)).toEqual([true, true, false, false, false]);
    expect(result.judgements[2]).toMatchObject({
      ok: false,
      error: { code: 'judge_call_error', retryable: true },
    });
    expect(result.metadata?.cascade).toMatchObject({ decidedLocally: 2, decidedByLlm: 0, llmFailed: 3 });
    expect(result.warnings?.join(' ')).toContain('failed on 3 uncertain claims');
  });

  it('with the real LLM judge: the uncertain claims go out in one batched model call', async () => {
    const model = scriptedModel(
      oracleResponder({
        'Gamma is three.': { verdict: 'supported', chunkId: 'c1', quote: 'Gamma is three.' },
        'Delta is four.': { verdict: 'supported', chunkId: 'c1', quote: 'Delta is four.' },
      }),
    );
    const judge = cascadeJudge({ local: localJudge(), llm: llmJudge({ model }) });
    const report = await verify({ response, chunks, judge });
    expect(model.requests).toHaveLength(1);
    expect(model.requests[0]!.items.filter((item) => item.kind === 'claim').map((item) => item.text)).toEqual(
      ['Gamma is three.', 'Delta is four.', 'Epsilon is five.'],
    );
    expect(report.usage.llmCalls).toBe(1);
    expect(report.usage.inputTokens).toBe(model.reported.inputTokens);
    expect(report.judge).toMatchObject({ id: 'cascade', modelId: 'mock:scripted' });
  });
});
