import { MockLanguageModelV4 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import type { Chunk } from '../spec/chunk.js';
import { mockJudge } from '../test/mock-judge.js';
import { contentStems } from '../text/content-words.js';
import { verify } from '../verify.js';
import { appleChunks, promptText, scriptedModel } from './__fixtures__/mock-model.js';
import { checkAlignment, keywordAlignment } from './check-alignment.js';
import { keywordOverlap } from './keyword-overlap.js';

const query = "What was Apple's revenue in 2023?";
const answer = "Apple's revenue was $394 billion in 2023";

describe('keyword overlap (the alignment fallback)', () => {
  it('uses content stems: stop words out, numbers normalised, inflections folded', () => {
    expect(contentStems("Apple's revenue was $1,394.5 billion in the 10-Q.")).toEqual([
      'appl',
      'revenu',
      '1394.5',
      'billion',
      '10',
    ]);
  });

  it('is |answer words ∩ chunk words| / |answer words|, averaged over the top 5 chunks', () => {
    // answer words: apple, revenue, 394, billion, 2023
    expect(keywordOverlap(answer, 'Apple revenue: 394 billion (2023).')).toBe(1);
    expect(keywordOverlap(answer, 'Apple stock rose.')).toBe(0.2);
    const chunks: Chunk[] = [
      { id: 'a', text: 'Apple revenue: 394 billion (2023).' },
      { id: 'b', text: 'Apple stock rose.' },
      { id: 'c', text: 'Nothing relevant here.' },
      { id: 'd', text: 'Revenue in 2023.' },
      { id: 'e', text: 'Apple.' },
      { id: 'f', text: 'Apple revenue was 394 billion in 2023.' }, // sixth: ignored
    ];
    const result = keywordAlignment(answer, chunks);
    expect(result.method).toBe('keyword_overlap');
    expect(result.chunkOverlaps?.map((entry) => entry.overlap)).toEqual([1, 0.2, 0, 0.4, 0.2]);
    expect(result.score).toBe(0.36);
    expect(keywordAlignment(answer, []).score).toBe(0);
  });
});

describe('checkAlignment', () => {
  it("asks the model once over the query, the top 5 chunks and the answer (the three-aspect specification's 0.85 example)", async () => {
    const model = scriptedModel([
      {
        score: 0.85,
        reasoning: 'The answer addresses the query and the revenue figure appears in the sources.',
        addresses_query: true,
        contradictions: [],
      },
    ]);
    const chunks = [...appleChunks, { id: 'sixth', text: 'A sixth chunk.' }];
    const { result, usage } = await checkAlignment({ query, answer, chunks, model });
    expect(result).toEqual({
      score: 0.85,
      method: 'llm',
      reasoning: 'The answer addresses the query and the revenue figure appears in the sources.',
      addressesQuery: true,
      contradictions: [],
      promptVersion: 'v2/alignment',
    });
    expect(usage).toEqual({ llmCalls: 1, inputTokens: 100, outputTokens: 20 });
    expect(model.doGenerateCalls).toHaveLength(1);
    expect(model.doGenerateCalls[0]?.temperature).toBe(0);
    const prompt = promptText(model);
    expect(prompt).toContain("What was Apple's revenue in 2023?");
    expect(prompt).toContain('aapl-5');
    expect(prompt).not.toContain('sixth');
  });

  it.each([
    ['throws', new Error('503 upstream unavailable'), 'judge_call_error'],
    ['returns garbage', 'I think it is fine!', 'judge_response_error'],
    [
      'returns a score out of range',
      { score: 1.7, reasoning: 'x', addresses_query: true },
      'judge_response_error',
    ],
  ])('falls back to keyword overlap when the model %s, and says so', async (_name, reply, code) => {
    const model = scriptedModel([reply as never]);
    const { result, usage } = await checkAlignment({
      query,
      answer,
      chunks: appleChunks,
      model,
      maxRetries: 0,
    });
    expect(result.method).toBe('keyword_overlap');
    expect(result.score).toBe(keywordAlignment(answer, appleChunks).score);
    expect(result.error?.code).toBe(code);
    expect(result.reasoning).toMatch(
      /^the model('s reply was not usable| call failed): .*; mean share of the answer's/,
    );
    // A reply that came back unusable was billed; a call that failed was not.
    expect(usage.llmCalls).toBe(code === 'judge_response_error' ? 1 : 0);
    expect(result.promptVersion).toBe('v2/alignment');
  });

  it("prefers the report's claim verdicts over keyword overlap when there are any", async () => {
    const response = 'Revenue was $394 billion. Sales rose 8%. iPhone sales were $300 billion.';
    const judge = mockJudge({
      claims: {
        [response]: ['Revenue was $394 billion.', 'Sales rose 8%.', 'iPhone sales were $300 billion.'],
      },
      verdicts: {
        'Revenue was $394 billion.': {
          verdict: 'supported',
          evidence: [{ chunkId: 'aapl-1', quote: '$394 billion' }],
        },
        'Sales rose 8%.': {
          verdict: 'partially_supported',
          evidence: [{ chunkId: 'aapl-2', quote: 'increased 8%' }],
        },
        'iPhone sales were $300 billion.': { verdict: 'contradicted' },
      },
    });
    const report = await verify({ response, chunks: appleChunks, judge });
    const withoutModel = await checkAlignment({ answer: response, chunks: appleChunks, report });
    expect(withoutModel.result).toMatchObject({ method: 'local_claims', score: 0.5 }); // (1 + 0.5 + 0) / 3
    expect(withoutModel.result.reasoning).toContain('1 of 3 claims supported');
    const failing = await checkAlignment({
      answer: response,
      chunks: appleChunks,
      report,
      model: scriptedModel([new Error('boom')]),
    });
    expect(failing.result).toMatchObject({
      method: 'local_claims',
      score: 0.5,
      error: { message: expect.stringContaining('boom') },
    });
    const forced = await checkAlignment({
      answer: response,
      chunks: appleChunks,
      report,
      fallback: 'keyword_overlap',
    });
    expect(forced.result.method).toBe('keyword_overlap');
  });
});

describe('checkAlignment deadlines', () => {
  const hanging = () =>
    new MockLanguageModelV4({
      doGenerate: ({ abortSignal }) =>
        new Promise((_resolve, reject) => {
          if (abortSignal?.aborted) return reject(abortSignal.reason);
          abortSignal?.addEventListener('abort', () => reject(abortSignal.reason), { once: true });
        }),
    });

  it('falls back when the model call passes its deadline', async () => {
    const { result } = await checkAlignment({ answer, chunks: appleChunks, model: hanging(), timeoutMs: 30 });
    expect(result.method).toBe('keyword_overlap');
    expect(result.error?.code).toBe('judge_call_error');
  });

  it("rethrows the caller's abort instead of falling back", async () => {
    const controller = new AbortController();
    const pending = checkAlignment({
      answer,
      chunks: appleChunks,
      model: hanging(),
      abortSignal: controller.signal,
    });
    controller.abort(new Error('caller gave up'));
    await expect(pending).rejects.toThrow('caller gave up');
  });
});
