import { MockLanguageModelV4 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { toAspectVerification } from './adapters/aspect-verification.js';
import { appleChunks, scriptedModel } from './checks/__fixtures__/mock-model.js';
import { CHECK_IDS, CHECKS } from './checks/check-registry.js';
import { ConfigurationError, VerificationAbortedError } from './errors.js';
import { silentLogger } from './logger.js';
import { mockJudge } from './test/mock-judge.js';
import { verifyWithChecks } from './verify-with-checks.js';

const query = "What was Apple's revenue in 2023?";
const response = "Apple's revenue was $394 billion [Source: AAPL 10-Q 2023]";
const claim = "Apple's revenue was $394 billion";

function appleJudge() {
  return mockJudge({
    claims: { [response]: [claim] },
    verdicts: { [claim]: { verdict: 'supported', evidence: [{ chunkId: 'aapl-1', quote: '$394 billion' }] } },
  });
}

describe('the check registry', () => {
  it('describes every check', () => {
    expect(Object.keys(CHECKS).sort()).toEqual([...CHECK_IDS].sort());
    for (const id of CHECK_IDS) expect(CHECKS[id].id).toBe(id);
  });
});

describe('verifyWithChecks', () => {
  it("the three-aspect specification's 0.78 example: alignment 0.45, citation 1.0, facts 1.0, with the alignment issue", async () => {
    const alignmentModel = scriptedModel([
      { score: 0.45, reasoning: 'Partly supported.', addresses_query: true, contradictions: [] },
    ]);
    const factModel = scriptedModel([{ claims: [{ claim, verified: true, supporting_sources: [1, 3] }] }]);
    const judge = appleJudge();
    const report = await verifyWithChecks({
      query,
      response,
      chunks: appleChunks,
      judge,
      alignmentModel,
      factModel,
      policy: 'composite',
    });
    expect(report.policy).toBe('composite');
    expect(report.overallScore).toBe(0.78);
    expect(report.checks.alignment).toMatchObject({ score: 0.45, method: 'llm' });
    expect(report.checks.citations).toMatchObject({ score: 1, found: 5, total: 5 });
    expect(report.checks.facts).toMatchObject({
      score: 1,
      method: 'llm',
      verifiedSources: ['aapl-1', 'aapl-3'],
    });
    expect(report.issues).toContainEqual({
      code: 'low_alignment',
      message: 'Answer may not be well-supported by retrieved sources',
    });
    expect(report.flagged).toBe(false);
    expect(report.usage.llmCalls).toBe(2);
    expect(report.checks.usage).toEqual({ llmCalls: 2, inputTokens: 200, outputTokens: 40 });
    expect(report.claims[0]?.verdict).toBe('supported');
    expect(toAspectVerification(report)).toEqual({
      overall_score: 0.78,
      answer_source_alignment: 0.45,
      citation_coverage: 1,
      fact_verification_score: 1,
      issues: ['Answer may not be well-supported by retrieved sources'],
      verified_sources: ['aapl-1', 'aapl-3'],
      unverified_claims: [],
    });
    judge.assertNoUnexpectedCalls();
  });

  it('runs offline: claim verdicts for alignment and facts, and reports the methods', async () => {
    const report = await verifyWithChecks({
      response,
      chunks: appleChunks,
      judge: appleJudge(),
      policy: 'composite',
    });
    expect(report.checks.alignment?.method).toBe('local_claims');
    expect(report.checks.facts?.method).toBe('claim_verdicts');
    expect(report.overallScore).toBe(1);
    expect(report.scoreDetails).toMatchObject({ alignment: 1, citation: 1, facts: 1 });
    expect(report.scoreDetails.claimScore).toMatchObject({ policy: 'ratio', score: 1 });
  });

  it('falls back to keyword overlap when the model fails and the judge has nothing to say', async () => {
    const judge = mockJudge({ claims: { [response]: new Error('judge down') } });
    const report = await verifyWithChecks({
      response,
      chunks: appleChunks,
      judge,
      model: scriptedModel([new Error('model down'), new Error('model down')]),
      maxRetries: 0,
      policy: 'composite',
      logger: silentLogger,
    });
    expect(report.status).toBe('degraded');
    expect(report.checks.alignment).toMatchObject({
      method: 'keyword_overlap',
      error: { code: 'judge_call_error' },
    });
    expect(report.checks.facts).toMatchObject({ method: 'unavailable', score: 0.5 });
    const expected = 0.4 * report.checks.alignment!.score + 0.3 * 1 + 0.3 * 0.5;
    expect(report.overallScore).toBeCloseTo(expected, 6);
  });

  it('keeps the requested policy and runs only the requested checks', async () => {
    const report = await verifyWithChecks({
      response,
      chunks: appleChunks,
      judge: appleJudge(),
      checks: ['citations'],
    });
    expect(report.policy).toBe('ratio');
    expect(Object.keys(report.checks).sort()).toEqual(['citations', 'usage']);
    expect(() => toAspectVerification(report)).toThrow(ConfigurationError);
  });

  it('reports citations that point at a chunk that does not support the claim', async () => {
    const answer = 'Shipping is free for members [1].';
    const chunks = [
      { id: 'refunds', text: 'The refund window is 30 days.' },
      { id: 'shipping', text: 'Shipping is free for members.' },
    ];
    const judge = mockJudge({
      claims: { [answer]: ['Shipping is free for members'] },
      verdicts: {
        'Shipping is free for members': {
          verdict: 'supported',
          evidence: [{ chunkId: 'shipping', quote: 'Shipping is free for members' }],
        },
      },
    });
    const report = await verifyWithChecks({ response: answer, chunks, judge });
    expect(report.issues).toContainEqual({
      code: 'unsupported_citation',
      message:
        'citation [1] is attached to "Shipping is free for members.", but chunk refunds does not support it (chunk shipping does)',
    });
  });

  it('runs the checks the composite policy needs besides the ones asked for, and rejects unknown checks', async () => {
    const report = await verifyWithChecks({
      response,
      chunks: appleChunks,
      judge: appleJudge(),
      checks: ['facts'],
      policy: 'composite',
    });
    expect(report.policy).toBe('composite');
    expect(Object.keys(report.checks).sort()).toEqual(['alignment', 'citations', 'facts', 'usage']);
    expect(report.scoreDetails).toMatchObject({
      alignment: report.checks.alignment!.score,
      citation: report.checks.citations!.score,
    });
    await expect(
      verifyWithChecks({ response, chunks: appleChunks, judge: appleJudge(), checks: ['vibes' as never] }),
    ).rejects.toThrow(ConfigurationError);
  });

  it('throws VerificationAbortedError when the caller aborts, with the model call still pending', async () => {
    const controller = new AbortController();
    const judge = mockJudge({ claims: { [response]: [claim] }, latencyMs: 2000 });
    const pending = verifyWithChecks({
      response,
      chunks: appleChunks,
      judge,
      model: new MockLanguageModelV4({
        doGenerate: ({ abortSignal }) =>
          new Promise((_resolve, reject) => {
            if (abortSignal?.aborted) return reject(abortSignal.reason);
            abortSignal?.addEventListener('abort', () => reject(abortSignal.reason), { once: true });
          }),
      }),
      abortSignal: controller.signal,
      logger: silentLogger,
    });
    setTimeout(() => controller.abort(), 20);
    await expect(pending).rejects.toSatisfy((error) => VerificationAbortedError.isInstance(error));
  });

  it('uses composite weights given with the policy', async () => {
    const report = await verifyWithChecks({
      response,
      chunks: appleChunks,
      judge: appleJudge(),
      alignmentModel: scriptedModel([{ score: 0.5, reasoning: 'meh', addresses_query: true }]),
      policy: { id: 'composite', options: { weights: { alignment: 1, citation: 0, facts: 0 } } },
    });
    expect(report.overallScore).toBe(0.5);
    expect(report.flagged).toBe(true);
    expect(toAspectVerification(report).overall_score).toBe(0.5);
  });
});

describe('the answer-level checks example of docs/library.md', () => {
  it('gives the figures the page states', async () => {
    const meta = { ticker: 'AAPL', year: 2023, filing_type: '10-Q' };
    const chunks = [
      { id: 'aapl-1', text: "Apple's total revenue was $394 billion for fiscal 2023.", metadata: meta },
      { id: 'aapl-2', text: 'Net sales increased 8% year over year.', metadata: meta },
    ];
    const report = await verifyWithChecks({
      query: "What was Apple's revenue in 2023?",
      response,
      chunks,
      judge: appleJudge(),
      checks: ['alignment', 'citations', 'facts'],
      policy: 'composite',
    });
    expect(report.checks.citations?.score).toBe(1);
    expect(report.checks.citations?.perCitation[0]).toMatchObject({ chunkId: 'aapl-1', supportsClaim: true });
    expect(report.checks.alignment?.method).toBe('local_claims');
    expect(toAspectVerification(report).issues).toEqual([]);
  });
});
