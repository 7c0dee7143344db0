import { describe, expect, it } from 'vitest';
import {
  ConfigurationError,
  InputError,
  JudgeCallError,
  VerificationAbortedError,
  VerificationTimeoutError,
} from './errors.js';
import { silentLogger } from './logger.js';
import type { JudgeV1 } from './spec/judge.js';
import { mockJudge } from './test/mock-judge.js';
import { verify } from './verify.js';

const chunks = [
  { id: 'policy', text: 'Returns. The refund window is 30 days from delivery. Items must be unused.' },
  { id: 'shipping', text: 'Standard shipping takes 5 business days.' },
];
const response =
  'You can get a refund within 30 days. Shipping takes 5 business days. You have 60 days to return the item.';
const claimTexts = [
  'You can get a refund within 30 days.',
  'Shipping takes 5 business days.',
  'You have 60 days to return the item.',
];

function scriptedJudge(overrides: Parameters<typeof mockJudge>[0] = {}) {
  return mockJudge({
    claims: { [response]: claimTexts },
    verdicts: {
      [claimTexts[0]!]: {
        verdict: 'supported',
        evidence: [{ chunkId: 'policy', quote: 'refund window is 30 days' }],
      },
      [claimTexts[1]!]: {
        verdict: 'supported',
        evidence: [{ chunkId: 'shipping', quote: 'Standard shipping takes 5 business days' }],
      },
      [claimTexts[2]!]: {
        verdict: 'contradicted',
        evidence: [{ chunkId: 'policy', quote: 'The refund window is 30 days' }],
        reasoning: 'number 60 in claim vs. 30 in chunk policy',
      },
    },
    ...overrides,
  });
}

describe('verify', () => {
  it('reports every claim with verdict, evidence offsets from the chunk, and the background-check fields', async () => {
    const judge = scriptedJudge();
    const report = await verify({ response, chunks, judge, logger: silentLogger });
    judge.assertNoUnexpectedCalls();
    expect(report.overallScore).toBeCloseTo(2 / 3, 6);
    expect(report.flagged).toBe(true);
    expect(report.policy).toBe('ratio');
    expect(report.threshold).toBe(0.7);
    expect(report.level).toBe('low');
    expect(report.status).toBe('ok');
    expect(report.vacuous).toBe(false);
    expect(report.judge).toEqual({ specificationVersion: 'v1', id: 'mock' });
    expect(
      report.claims.map((claim) => [claim.claim, claim.verdict, claim.supported, claim.sourceChunkId]),
    ).toEqual([
      [claimTexts[0], 'supported', true, 'policy'],
      [claimTexts[1], 'supported', true, 'shipping'],
      [claimTexts[2], 'contradicted', false, 'policy'],
    ]);
    const evidence = report.claims[0]!.evidence[0]!;
    expect(chunks[0]!.text.slice(evidence.start, evidence.end)).toBe('refund window is 30 days');
    expect(report.claims[0]!.span).toEqual({ start: 0, end: claimTexts[0]!.length });
    expect(report.claims[2]!.reasoning).toBe('number 60 in claim vs. 30 in chunk policy');
    expect(report.issues.map((issue) => issue.code)).toEqual(['low_faithfulness']);
    expect(report.usage).toEqual({ llmCalls: 0, inputTokens: 0, outputTokens: 0 });
    expect(report.evaluationLatencyMs).toBeGreaterThanOrEqual(0);
  });

  it('says so in the report when no chunks were given (nothing to check against)', async () => {
    const report = await verify({ response: 'The refund window is 60 days.', chunks: [] });
    expect(report.issues).toContainEqual({
      code: 'no_chunks',
      message: 'no chunks were given: there is nothing to check the answer against',
    });
    const grounded = await verify({
      response: 'The refund window is 60 days.',
      chunks: ['Refunds: 30 days.'],
    });
    expect(grounded.issues.map((issue) => issue.code)).not.toContain('no_chunks');
  });

  it('scores zero claims as vacuously faithful: 1.0, never NaN', async () => {
    const judge = mockJudge({ claims: { 'Hello! How can I help?': [] } });
    const report = await verify({ response: 'Hello! How can I help?', chunks, judge });
    expect(report).toMatchObject({ overallScore: 1, vacuous: true, flagged: false, claims: [] });
  });

  it('selects the policy and threshold, and flags strictly below the threshold', async () => {
    const weighted = await verify({ response, chunks, judge: scriptedJudge(), policy: 'weighted' });
    expect(weighted.overallScore).toBeCloseTo(1 / 3, 6);
    const confidence = await verify({
      response,
      chunks,
      judge: scriptedJudge(),
      policy: 'confidence',
      threshold: 0.5,
    });
    expect(confidence.overallScore).toBeCloseTo(2 / 3 - 0.1, 6);
    expect(confidence.flagged).toBe(false);
    const atThreshold = await verify({ response, chunks, judge: scriptedJudge(), threshold: 2 / 3 });
    expect(atThreshold.overallScore).toBe(0.666667);
    expect((await verify({ response, chunks, judge: scriptedJudge(), threshold: 0.666667 })).flagged).toBe(
      false,
    );
  });

  it('reads FAITHFULNESS_THRESHOLD from the environment', async () => {
    process.env.FAITHFULNESS_THRESHOLD = '0.5';
    try {
      expect((await verify({ response, chunks, judge: scriptedJudge() })).threshold).toBe(0.5);
      process.env.FAITHFULNESS_THRESHOLD = '2';
      await expect(verify({ response, chunks, judge: scriptedJudge() })).rejects.toThrow(
        /FAITHFULNESS_THRESHOLD/,
      );
    } finally {
      delete process.env.FAITHFULNESS_THRESHOLD;
    }
  });

  it('downgrades a supported verdict with an invented quote, visibly', async () => {
    const judge = scriptedJudge({
      verdicts: {
        [claimTexts[0]!]: {
          verdict: 'supported',
          evidence: [{ chunkId: 'policy', quote: 'refunds are always granted' }],
        },
        [claimTexts[1]!]: {
          verdict: 'supported',
          evidence: [{ chunkId: 'shipping', quote: 'takes 5 business days' }],
        },
        [claimTexts[2]!]: { verdict: 'supported', evidence: [] },
      },
    });
    const report = await verify({ response, chunks, judge });
    expect(report.claims.map((claim) => claim.verdict)).toEqual(['no_evidence', 'supported', 'no_evidence']);
    expect(report.claims[0]!.downgrade).toEqual({
      from: 'supported',
      reason: expect.stringContaining('quote not found'),
    });
    expect(report.issues.map((issue) => issue.code)).toContain('evidence_downgrade');
    expect(report.overallScore).toBeCloseTo(1 / 3, 6);
  });

  it('leaves claims the judge failed on out of the score, never as 0', async () => {
    const judge = scriptedJudge({
      verdicts: {
        [claimTexts[0]!]: {
          verdict: 'supported',
          evidence: [{ chunkId: 'policy', quote: 'refund window is 30 days' }],
        },
        [claimTexts[1]!]: {
          verdict: 'supported',
          evidence: [{ chunkId: 'shipping', quote: 'shipping takes 5 business days' }],
        },
        [claimTexts[2]!]: { error: new JudgeCallError('model timed out', { isRetryable: true }) },
      },
    });
    const report = await verify({ response, chunks, judge });
    expect(report.status).toBe('partial');
    expect(report.overallScore).toBe(1);
    expect(report.claims[2]).toMatchObject({
      verdict: null,
      supported: false,
      error: { code: 'judge_call_error', retryable: true },
    });
    expect(report.issues.map((issue) => issue.code)).toContain('judge_error');
  });

  it('reports a claim the judge made up (not in the response) as an extraction error, unjudged', async () => {
    const invented = 'Refunds are paid in gold.';
    const judge = scriptedJudge({ claims: { [response]: [...claimTexts, invented] } });
    const report = await verify({ response, chunks, judge, logger: silentLogger });
    expect(report.claims[3]).toMatchObject({
      claim: invented,
      span: null,
      verdict: null,
      error: { code: 'extraction_error' },
    });
    expect(
      judge.calls.filter((call) => call.method === 'verifyClaims').flatMap((call) => call.claims),
    ).toEqual(claimTexts);
    expect(report.status).toBe('partial');
    expect(report.overallScore).toBeCloseTo(2 / 3, 6);
  });

  it('degrades when every claim comes back as a judge error: nothing was judged', async () => {
    const failing = { error: new JudgeCallError('model timed out', { isRetryable: true }) };
    const judge = () =>
      scriptedJudge({ verdicts: Object.fromEntries(claimTexts.map((text) => [text, failing])) });
    const report = await verify({ response, chunks, judge: judge(), logger: silentLogger });
    expect(report).toMatchObject({ status: 'degraded', overallScore: 1, flagged: false, claims: [] });
    expect(report.error).toMatchObject({ code: 'judge_call_error', retryable: true });
    await expect(
      verify({ response, chunks, judge: judge(), onJudgeError: 'throw', logger: silentLogger }),
    ).rejects.toThrow(/every claim \(3 of 3\): model timed out/);
    const fallback = await verify({
      response,
      chunks,
      judge: judge(),
      onJudgeError: 'fallback',
      fallbackJudge: scriptedJudge({ id: 'backup' }),
      logger: silentLogger,
    });
    expect(fallback).toMatchObject({ status: 'degraded', judge: { id: 'backup' } });
    expect(fallback.claims).toHaveLength(3);
  });

  describe('degradation when the judge fails', () => {
    const failing = () =>
      scriptedJudge({ verifyError: new JudgeCallError('503 from provider', { isRetryable: true }) });

    it('noop (default): the background-check no-op result marked degraded, with the error', async () => {
      const report = await verify({ response, chunks, judge: failing(), logger: silentLogger });
      expect(report).toMatchObject({ overallScore: 1, flagged: false, claims: [], status: 'degraded' });
      expect(report.error).toEqual({
        code: 'judge_call_error',
        message: '503 from provider',
        retryable: true,
      });
    });

    it('throw: rethrows the typed error', async () => {
      await expect(
        verify({ response, chunks, judge: failing(), onJudgeError: 'throw', logger: silentLogger }),
      ).rejects.toThrow(JudgeCallError);
    });

    it('fallback: another judge decides, and the report says so', async () => {
      const report = await verify({
        response,
        chunks,
        judge: failing(),
        onJudgeError: 'fallback',
        fallbackJudge: scriptedJudge({ id: 'backup' }),
        logger: silentLogger,
      });
      expect(report.status).toBe('degraded');
      expect(report.judge.id).toBe('backup');
      expect(report.claims).toHaveLength(3);
      expect(report.issues.map((issue) => issue.code)).toContain('judge_fallback');
    });

    it('fallback requires a fallback judge', async () => {
      await expect(verify({ response, chunks, judge: failing(), onJudgeError: 'fallback' })).rejects.toThrow(
        ConfigurationError,
      );
    });
  });

  it('times out a slow judge and degrades, or throws VerificationTimeoutError on request', async () => {
    const slow = () => scriptedJudge({ latencyMs: 500 });
    const report = await verify({ response, chunks, judge: slow(), timeoutMs: 20, logger: silentLogger });
    expect(report.status).toBe('degraded');
    expect(report.error?.code).toBe('verification_timeout');
    await expect(
      verify({ response, chunks, judge: slow(), timeoutMs: 20, onJudgeError: 'throw', logger: silentLogger }),
    ).rejects.toThrow(VerificationTimeoutError);
  });

  it('stops when the caller aborts', async () => {
    const controller = new AbortController();
    const pending = verify({
      response,
      chunks,
      judge: scriptedJudge({ latencyMs: 500 }),
      abortSignal: controller.signal,
    });
    setTimeout(() => controller.abort(), 10);
    await expect(pending).rejects.toThrow(VerificationAbortedError);
  });

  describe('a CPU-bound judge that never leaves the thread (issue 16 item 1)', () => {
    const manyClaims = Array.from({ length: 8 }, (_, index) => `Claim number ${index}.`);
    /** Answers each batch synchronously, as the local judge does; `onBatch` runs inside the call. */
    function synchronousJudge(onBatch: () => void): JudgeV1 & { batches: number } {
      const judge = {
        specificationVersion: 'v1' as const,
        id: 'synchronous',
        maxClaimsPerCall: 1,
        batches: 0,
        extractClaims: async () => ({
          // Real spans: a claim that cannot be located in the response is never judged.
          claims: manyClaims.map((claim, index) => {
            const start = manyClaims.slice(0, index).join(' ').length + (index > 0 ? 1 : 0);
            return { text: claim, span: { start, end: start + claim.length } };
          }),
          skipped: [],
          usage: { llmCalls: 0, inputTokens: 0, outputTokens: 0 },
        }),
        verifyClaims: async ({ claims: batch }: { claims: readonly unknown[] }) => {
          judge.batches += 1;
          onBatch();
          return {
            judgements: batch.map(() => ({
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
      return judge;
    }

    it("takes the caller's abort between batches, not after the last one", async () => {
      const controller = new AbortController();
      // The abort is a macrotask queued during the first batch: it runs only if verify() yields.
      const judge = synchronousJudge(() => {
        setImmediate(() => controller.abort());
      });
      await expect(
        verify({
          response: manyClaims.join(' '),
          chunks,
          judge,
          concurrency: 1,
          abortSignal: controller.signal,
          logger: silentLogger,
        }),
      ).rejects.toThrow(VerificationAbortedError);
      expect(judge.batches).toBe(1);
    });

    it('stops at timeoutMs within one batch when a batch blocks the thread past the deadline', async () => {
      // The first batch holds the thread until the deadline is overdue (a wall-clock wait, so a
      // slow machine only makes it longer); the deadline's timer can fire only between batches.
      // The deadline is generous (1 s) so that a loaded machine never reaches it before batch 1.
      const started = performance.now();
      const judge = synchronousJudge(() => {
        if (judge.batches === 1) while (performance.now() < started + 1_100);
      });
      await expect(
        verify({
          response: manyClaims.join(' '),
          chunks,
          judge,
          concurrency: 1,
          timeoutMs: 1_000,
          onJudgeError: 'throw',
          logger: silentLogger,
        }),
      ).rejects.toThrow(VerificationTimeoutError);
      expect(judge.batches).toBe(1);
    });
  });

  it('verifies claim batches under the concurrency limit', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    const claims = Array.from({ length: 8 }, (_, index) => `Claim number ${index}.`);
    const judge: JudgeV1 = {
      specificationVersion: 'v1',
      id: 'counting',
      maxClaimsPerCall: 1,
      extractClaims: async ({ response: text }) => ({
        claims: claims.map((claim) => ({
          text: claim,
          span: { start: text.indexOf(claim), end: text.indexOf(claim) + claim.length },
        })),
        skipped: [],
        usage: { llmCalls: 1, inputTokens: 10, outputTokens: 5 },
      }),
      verifyClaims: async ({ claims: batch }) => {
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 5));
        inFlight -= 1;
        return {
          judgements: batch.map(() => ({
            ok: true as const,
            verdict: 'no_evidence' as const,
            evidence: [],
            reasoning: '',
            confidence: 0.5,
          })),
          usage: { llmCalls: 1, inputTokens: 100, outputTokens: 20 },
        };
      },
    };
    const report = await verify({ response: claims.join(' '), chunks, judge, concurrency: 2 });
    expect(maxInFlight).toBe(2);
    expect(report.claims).toHaveLength(8);
    expect(report.usage).toEqual({ llmCalls: 9, inputTokens: 810, outputTokens: 165 });
  });

  it('passes the chunks to extractClaims and merges judge metadata over batches into the report', async () => {
    let extractChunks: unknown;
    const judge: JudgeV1 = {
      specificationVersion: 'v1',
      id: 'meta',
      maxClaimsPerCall: 1,
      extractClaims: async ({ chunks: given }) => {
        extractChunks = given;
        return {
          claims: claimTexts.map((claim) => {
            const start = response.indexOf(claim);
            return { text: claim, span: { start, end: start + claim.length } };
          }),
          skipped: [],
          usage: { llmCalls: 0, inputTokens: 0, outputTokens: 0 },
        };
      },
      verifyClaims: async ({ claims: batch }) => ({
        judgements: batch.map(() => ({
          ok: true as const,
          verdict: 'no_evidence' as const,
          evidence: [],
          reasoning: '',
          confidence: 0.5,
        })),
        usage: { llmCalls: 0, inputTokens: 0, outputTokens: 0 },
        metadata: { cascade: { decidedLocally: 1, decidedByLlm: 0 }, notes: ['batch'] },
      }),
    };
    const report = await verify({ response, chunks, judge });
    expect(extractChunks).toEqual(chunks);
    expect(report.metadata).toEqual({
      cascade: { decidedLocally: 3, decidedByLlm: 0 },
      notes: ['batch', 'batch', 'batch'],
    });
  });

  it('rejects bad input with a typed InputError before calling the judge', async () => {
    const judge = scriptedJudge();
    await expect(verify({ response: 42 as never, chunks, judge })).rejects.toThrow(InputError);
    await expect(
      verify({
        response,
        chunks: [
          { id: 'a', text: 'x' },
          { id: 'a', text: 'y' },
        ],
        judge,
      }),
    ).rejects.toThrow(/unique/);
    expect(judge.calls).toEqual([]);
  });

  it('runs the composite policy on the check scores given, and computes the missing ones from the claims', async () => {
    const computed = await verify({ response, chunks, judge: scriptedJudge(), policy: 'composite' });
    // 2 of 3 claims supported; no source cited in the answer (0.0); facts from the claim verdicts.
    expect(computed.checks?.alignment).toMatchObject({ method: 'local_claims', score: 0.666667 });
    expect(computed.checks?.citations?.score).toBe(0);
    expect(computed.scoreDetails).toMatchObject({
      alignment: 0.666667,
      citation: 0,
      factsSource: 'claim_verdicts',
    });
    expect(computed.overallScore).toBe(0.466667);
    expect(computed.issues.map((issue) => issue.code)).toContain('low_citation_coverage');
    const partly = await verify({
      response,
      chunks,
      judge: scriptedJudge(),
      policy: 'composite',
      checks: { citation: 1 },
    });
    expect(partly.scoreDetails).toMatchObject({ alignment: 0.666667, citation: 1 });
    expect(partly.checks?.citations).toBeUndefined();
    const report = await verify({
      response,
      chunks,
      judge: scriptedJudge(),
      policy: 'composite',
      checks: { alignment: 0.45, citation: 1, facts: 1 },
    });
    expect(report.overallScore).toBe(0.78);
    expect(report.issues[0]?.message).toBe('Answer may not be well-supported by retrieved sources');
  });

  it('makes the mock judge record calls it was not told to expect', async () => {
    const judge = mockJudge({ claims: {} });
    const report = await verify({ response, chunks, judge, logger: silentLogger });
    expect(report.status).toBe('degraded');
    expect(judge.unexpected).toHaveLength(1);
    expect(() => judge.assertNoUnexpectedCalls()).toThrow(/no claims scripted/);
  });
});
