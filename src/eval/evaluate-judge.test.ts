import { describe, expect, it } from 'vitest';
import { JudgeCallError, VerificationAbortedError } from '../errors.js';
import type { JudgeV1, VerifyClaimsOptions } from '../spec/judge.js';
import { mockJudge } from '../test/mock-judge.js';
import { evaluateJudge } from './evaluate-judge.js';
import type { LabelledExample } from './read-labelled-examples.js';

const CHUNK = 'The refund window is 30 days. Shipping is free for members.';

function example(
  id: string,
  dataset: string,
  claim: string,
  label: LabelledExample['label'],
): LabelledExample {
  return { id, dataset, query: `query ${id}`, context: [CHUNK, 'Unrelated text.'], claim, label };
}

const examples: LabelledExample[] = [
  example('a1', 'alpha', 'Refunds within 30 days.', 'supported'), // supported, quote ok → TN
  example('a2', 'alpha', 'Refunds within 60 days.', 'unsupported'), // contradicted → TP
  example('a3', 'alpha', 'Shipping is free.', 'supported'), // partially_supported → FP
  example('a4', 'alpha', 'Returns are free.', 'unsupported'), // supported with a made-up quote → downgraded → TP
  example('a5', 'alpha', 'The judge chokes.', 'unsupported'), // judge error → not a prediction
  example('b1', 'beta', 'Members ship free.', 'supported'), // supported → TN
  example('b2', 'beta', 'Refunds take a year.', 'unsupported'), // supported (wrongly) → FN
];

/** Extraction that keeps each labelled sentence as its one claim, as the local extractor does for simple sentences. */
function oneClaimEach(texts: readonly string[]): Record<string, string[]> {
  return Object.fromEntries(texts.map((text) => [text, [text]]));
}

function scriptedJudge() {
  return mockJudge({
    claims: oneClaimEach(examples.map((item) => item.claim)),
    verdicts: {
      'Refunds within 30 days.': {
        verdict: 'supported',
        evidence: [{ chunkId: 'c1', quote: 'refund window is 30 days' }],
        confidence: 0.9,
      },
      'Refunds within 60 days.': {
        verdict: 'contradicted',
        evidence: [{ chunkId: 'c1', quote: '30 days' }],
        confidence: 0.8,
      },
      'Shipping is free.': {
        verdict: 'partially_supported',
        evidence: [{ chunkId: 'c1', quote: 'Shipping is free for members' }],
      },
      'Returns are free.': {
        verdict: 'supported',
        evidence: [{ chunkId: 'c1', quote: 'returns are always free' }],
      },
      'The judge chokes.': { error: new JudgeCallError('model overloaded', { isRetryable: true }) },
      'Members ship free.': {
        verdict: 'supported',
        evidence: [{ chunkId: 'c1', quote: 'free for members' }],
      },
      // A real quote about refunds, wrongly taken as support (a quote sharing no word with the
      // claim would be dropped by the evidence check).
      'Refunds take a year.': {
        verdict: 'supported',
        evidence: [{ chunkId: 'c1', quote: 'The refund window' }],
      },
    },
  });
}

describe('evaluateJudge', () => {
  it('reports per-dataset and overall figures, with judge errors counted apart', async () => {
    const judge = scriptedJudge();
    const progress: number[] = [];
    const { summary, predictions } = await evaluateJudge({
      examples,
      judge,
      onProgress: (update) => progress.push(update.done),
    });
    judge.assertNoUnexpectedCalls();
    expect(progress).toEqual([1, 2, 3, 4, 5, 6, 7]);

    const alpha = summary.datasets.alpha!;
    expect(alpha.confusion).toEqual({ tp: 2, fp: 1, tn: 1, fn: 0 });
    expect(alpha.n).toBe(4);
    expect(alpha.errors).toBe(1);
    expect(alpha.errorCodes).toEqual({ judge_call_error: 1 });
    expect(alpha.balancedAccuracy).toBeCloseTo((1 + 0.5) / 2, 12);
    expect(alpha.unsupported.precision).toBeCloseTo(2 / 3, 12);

    const beta = summary.datasets.beta!;
    expect(beta.confusion).toEqual({ tp: 0, fp: 0, tn: 1, fn: 1 });
    expect(beta.balancedAccuracy).toBeCloseTo(0.5, 12);
    expect(beta.unsupported.precision).toBeNull();

    expect(summary.overall.confusion).toEqual({ tp: 2, fp: 1, tn: 2, fn: 1 });
    expect(summary.overall.n).toBe(6);
    expect(summary.overall.errors).toBe(1);
    expect(summary.overall.macroBalancedAccuracy).toBeCloseTo((0.75 + 0.5) / 2, 12);
    expect(summary.overall.latencyMs.p50).not.toBeNull();
    expect(summary.overall.examplesPerSecond).toBeGreaterThan(0);
    expect(summary.judge).toMatchObject({ id: 'mock', concurrency: 1 });

    const downgraded = predictions.find((prediction) => prediction.id === 'a4')!;
    expect(downgraded).toMatchObject({ verdict: 'no_evidence', predicted: 'unsupported' });
    expect(downgraded.downgrade?.from).toBe('supported');
    expect(predictions.find((prediction) => prediction.id === 'a5')).toMatchObject({
      predicted: null,
      verdict: null,
      error: { code: 'judge_call_error', retryable: true },
    });
  });

  it('warms the judge up untimed, then judges and counts every example', async () => {
    const judge = scriptedJudge();
    const { summary, predictions } = await evaluateJudge({ examples, judge, warmup: 2 });
    expect(judge.calls).toHaveLength(2 * (examples.length + 2));
    expect(predictions).toHaveLength(examples.length);
    expect(summary.overall.n + summary.overall.errors).toBe(examples.length);
    expect(summary.warmupMs).toBeGreaterThan(0);
    await expect(evaluateJudge({ examples, judge, warmup: -1 })).rejects.toThrow(/warmup/);
  });

  it('extracts claims from the sentence as verify() does, then judges them with chunks c1…cN and the query', async () => {
    const judge = scriptedJudge();
    await evaluateJudge({ examples: examples.slice(0, 1), judge });
    expect(judge.calls).toEqual([
      { method: 'extractClaims', response: 'Refunds within 30 days.', query: 'query a1' },
      {
        method: 'verifyClaims',
        claims: ['Refunds within 30 days.'],
        chunkIds: ['c1', 'c2'],
        query: 'query a1',
      },
    ]);
  });

  it('with extract: false, gives the judge the sentence as one claim without a span', async () => {
    const judge = scriptedJudge();
    const { summary } = await evaluateJudge({ examples: examples.slice(0, 1), judge, extract: false });
    expect(judge.calls).toEqual([
      {
        method: 'verifyClaims',
        claims: ['Refunds within 30 days.'],
        chunkIds: ['c1', 'c2'],
        query: 'query a1',
      },
    ]);
    expect(summary.judge.extract).toBe(false);
  });

  it('counts a sentence supported only when all its claims are, and reports skipped sentences apart', async () => {
    const compound = example('c1', 'alpha', 'Refunds within 30 days and returns are free.', 'unsupported');
    const allGood = example('c2', 'alpha', 'Refunds within 30 days and shipping is free.', 'supported');
    const preamble = example('c3', 'alpha', 'Here is a concise summary of the policy:', 'supported');
    const judge = mockJudge({
      claims: {
        [compound.claim]: ['Refunds within 30 days', 'returns are free'],
        [allGood.claim]: ['Refunds within 30 days', 'shipping is free'],
        [preamble.claim]: [],
      },
      skipped: { [preamble.claim]: [{ text: preamble.claim, span: null, reason: 'meta' }] },
      verdicts: {
        'Refunds within 30 days': {
          verdict: 'supported',
          evidence: [{ chunkId: 'c1', quote: 'refund window is 30 days' }],
          confidence: 0.9,
        },
        'returns are free': { verdict: 'no_evidence', confidence: 0.7 },
        'shipping is free': {
          verdict: 'supported',
          evidence: [{ chunkId: 'c1', quote: 'Shipping is free for members' }],
          confidence: 0.6,
        },
      },
    });
    const { summary, predictions } = await evaluateJudge({ examples: [compound, allGood, preamble], judge });
    judge.assertNoUnexpectedCalls();
    const [first, second, third] = predictions;
    expect(first).toMatchObject({ predicted: 'unsupported', verdict: 'no_evidence', claimCount: 2 });
    expect(first!.reasoning).toContain('claim 2 of 2 ("returns are free")');
    // All supported: the least confident claim speaks for the sentence.
    expect(second).toMatchObject({
      predicted: 'supported',
      verdict: 'supported',
      confidence: 0.6,
      claimCount: 2,
    });
    expect(third).toMatchObject({ predicted: null, skipped: { reason: 'meta' }, claimCount: 0 });
    expect(third!.error).toBeUndefined();
    const alpha = summary.datasets.alpha!;
    expect(alpha).toMatchObject({ n: 2, errors: 0, skipped: 1 });
    expect(alpha.confusion).toEqual({ tp: 1, fp: 0, tn: 1, fn: 0 });
    // verify() never flags a skipped sentence: counted as predicted supported (gold supported → TN).
    expect(alpha.withSkippedAsSupported.n).toBe(3);
    expect(alpha.withSkippedAsSupported.confusion).toEqual({ tp: 1, fp: 0, tn: 2, fn: 0 });
  });

  it('turns a thrown judge, a timeout and a wrong number of judgements into errors', async () => {
    const down = await evaluateJudge({
      examples: examples.slice(0, 2),
      judge: mockJudge({
        claims: oneClaimEach(examples.map((item) => item.claim)),
        verifyError: new JudgeCallError('503'),
      }),
    });
    expect(down.summary.overall).toMatchObject({ n: 0, errors: 2, balancedAccuracy: null });

    const hanging: JudgeV1 = {
      specificationVersion: 'v1',
      id: 'hanging',
      extractClaims: async ({ response }) => ({
        claims: [{ text: response, span: { start: 0, end: response.length } }],
        skipped: [],
        usage: { llmCalls: 0, inputTokens: 0, outputTokens: 0 },
      }),
      verifyClaims: () => new Promise(() => {}),
    };
    const slow = await evaluateJudge({ examples: examples.slice(0, 1), judge: hanging, timeoutMs: 10 });
    expect(slow.summary.overall.errorCodes).toEqual({ verification_timeout: 1 });

    const chatty: JudgeV1 = {
      ...hanging,
      verifyClaims: async () => ({ judgements: [], usage: { llmCalls: 1, inputTokens: 5, outputTokens: 2 } }),
    };
    const wrong = await evaluateJudge({ examples: examples.slice(0, 1), judge: chatty });
    expect(wrong.summary.overall.errorCodes).toEqual({ judge_response_error: 1 });
    expect(wrong.summary.usage).toEqual({ llmCalls: 1, inputTokens: 5, outputTokens: 2 });
  });

  it('keeps at most `concurrency` examples in flight', async () => {
    let inFlight = 0;
    let peak = 0;
    const judge: JudgeV1 = {
      specificationVersion: 'v1',
      id: 'counting',
      extractClaims: async ({ response }) => ({
        claims: [{ text: response, span: { start: 0, end: response.length } }],
        skipped: [],
        usage: { llmCalls: 0, inputTokens: 0, outputTokens: 0 },
      }),
      async verifyClaims({ claims }: VerifyClaimsOptions) {
        inFlight += 1;
        peak = Math.max(peak, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 2));
        inFlight -= 1;
        return {
          judgements: claims.map(() => ({
            ok: true as const,
            verdict: 'no_evidence' as const,
            evidence: [],
            reasoning: '',
            confidence: 0.5,
          })),
          usage: { llmCalls: 0, inputTokens: 0, outputTokens: 0 },
        };
      },
    };
    const many = Array.from({ length: 12 }, (_, index) =>
      example(`x${index}`, 'x', `claim ${index}`, 'unsupported'),
    );
    const { summary } = await evaluateJudge({ examples: many, judge, concurrency: 3 });
    expect(peak).toBe(3);
    expect(summary.overall.confusion.tp).toBe(12);
    await expect(evaluateJudge({ examples: many, judge, concurrency: 0 })).rejects.toThrow(/concurrency/);
  });

  it('stops with VerificationAbortedError when the caller aborts', async () => {
    const controller = new AbortController();
    const judge = mockJudge({
      latencyMs: 5,
      claims: oneClaimEach(examples.map((item) => item.claim)),
      verdicts: Object.fromEntries(examples.map((item) => [item.claim, { verdict: 'no_evidence' as const }])),
    });
    const run = evaluateJudge({
      examples,
      judge,
      abortSignal: controller.signal,
      onProgress: ({ done }) => {
        if (done === 2) controller.abort();
      },
    });
    await expect(run).rejects.toSatisfy(VerificationAbortedError.isInstance);
    expect(judge.calls.length).toBeLessThan(examples.length);
  });

  it("returns partial figures over the examples judged with onAbort: 'partial'", async () => {
    const controller = new AbortController();
    const judge = mockJudge({
      claims: oneClaimEach(examples.map((item) => item.claim)),
      verdicts: Object.fromEntries(examples.map((item) => [item.claim, { verdict: 'no_evidence' as const }])),
    });
    const { summary, predictions } = await evaluateJudge({
      examples,
      judge,
      abortSignal: controller.signal,
      onAbort: 'partial',
      onProgress: ({ done }) => {
        if (done === 2) controller.abort();
      },
    });
    expect(summary.aborted).toBe(true);
    expect(predictions.map((prediction) => prediction.id)).toEqual(['a1', 'a2']);
    expect(Object.keys(summary.datasets)).toEqual(['alpha']);
    expect(summary.overall.confusion).toEqual({ tp: 1, fp: 1, tn: 0, fn: 0 });
  });
});
