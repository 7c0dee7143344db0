import { describe, expect, it } from 'vitest';
import { toCorrectiveVerification } from '../../adapters/corrective-verification.js';
import { ConfigurationError, JudgeResponseError } from '../../errors.js';
import { silentLogger } from '../../logger.js';
import { verify } from '../../verify.js';
import { oracleResponder } from './__fixtures__/oracle-responder.js';
import { scriptedModel } from './__fixtures__/scripted-model.js';
import { llmJudge } from './llm-judge.js';

const chunks = [
  { id: 'policy', text: 'Refunds are accepted within 30 days of purchase. Shipping is free over $50.' },
  { id: 'hours', text: 'The store opens at 9 am and closes at 6 pm on weekdays.' },
];
const response =
  'Refunds are accepted within 30 days. Shipping costs $10 on every order. The store opens at 9 am.';
const script = {
  'Refunds are accepted within 30 days.': {
    verdict: 'SUPPORTED',
    chunkId: 'policy',
    quote: 'Refunds are accepted within 30 days',
  },
  'Shipping costs $10 on every order.': {
    verdict: 'CONTRADICTORY',
    chunkId: 'policy',
    quote: 'Shipping is free over $50.',
    correction: 'Shipping is free over $50.',
  },
  'The store opens at 9 am.': { verdict: 'supported', chunkId: 'hours', quote: 'opens at 9 am' },
};

describe('llmJudge modes', () => {
  it('single-call: one model call per answer through verify(), usage added up exactly', async () => {
    const model = scriptedModel(oracleResponder(script));
    const judge = llmJudge({ model });
    const report = await verify({ response, chunks, judge, logger: silentLogger });
    expect(model.requests).toHaveLength(1);
    expect(report.usage).toEqual({
      llmCalls: 1,
      inputTokens: model.reported.inputTokens,
      outputTokens: model.reported.outputTokens,
    });
    expect(report.claims.map((claim) => claim.verdict)).toEqual(['supported', 'contradicted', 'supported']);
    expect(report.claims[1]!.evidence[0]).toMatchObject({
      chunkId: 'policy',
      quote: 'Shipping is free over $50.',
    });
    expect(report.judge).toMatchObject({
      id: 'llm',
      modelId: 'mock:scripted',
      promptVersion: 'v2/single-call',
    });
  });

  it('single-call: extractClaims with the chunks extracts and verifies in one call, verifyClaims adds none', async () => {
    const model = scriptedModel(oracleResponder(script));
    const judge = llmJudge({ model });
    const extraction = await judge.extractClaims({ response, chunks });
    expect(model.requests.map((request) => request.output)).toEqual(['verification']);
    expect(extraction.claims[0]).toEqual({
      text: 'Refunds are accepted within 30 days.',
      span: { start: 0, end: 36 },
    });
    const result = await judge.verifyClaims({ claims: extraction.claims, chunks });
    expect(model.requests).toHaveLength(1);
    expect(result.usage.llmCalls).toBe(0);
    expect(extraction.usage).toEqual({
      llmCalls: 1,
      inputTokens: model.reported.inputTokens,
      outputTokens: model.reported.outputTokens,
    });
    expect(result.judgements.map((judgement) => judgement.ok && judgement.verdict)).toEqual([
      'supported',
      'contradicted',
      'supported',
    ]);
    const llm = result.metadata?.llm as Record<string, unknown>;
    expect(llm.cacheHits).toBe(3);
    expect(llm.verification).toEqual({
      overall_confidence: 0.8,
      is_grounded: false,
      suggested_corrections: ['Shipping is free over $50.'],
    });
  });

  it('single-call: a claim the combined call failed on is an error now and asked again on the next check', async () => {
    const replies = [
      { ...script['Refunds are accepted within 30 days.'], verdict: 'MAYBE' },
      script['Refunds are accepted within 30 days.'],
    ];
    const model = scriptedModel((request) =>
      oracleResponder({
        ...script,
        'Refunds are accepted within 30 days.': replies[Math.min(model.requests.length - 1, 1)]!,
      })(request),
    );
    const judge = llmJudge({ model });
    const first = await judge.extractClaims({ response, chunks });
    const failed = await judge.verifyClaims({ claims: first.claims, chunks });
    expect(model.requests).toHaveLength(1);
    expect(failed.judgements[0]).toMatchObject({ ok: false, error: { code: 'judge_response_error' } });
    expect(failed.judgements[1]).toMatchObject({ ok: true, verdict: 'contradicted' });

    const again = await judge.extractClaims({ response, chunks });
    expect(again.usage.llmCalls).toBe(0);
    const retried = await judge.verifyClaims({ claims: again.claims, chunks });
    expect(model.requests.map((request) => request.output)).toEqual(['verification', 'claim_verdicts']);
    expect(model.requests[1]!.items.filter((item) => item.kind === 'claim').map((item) => item.text)).toEqual(
      ['Refunds are accepted within 30 days.'],
    );
    expect(retried.judgements.map((judgement) => judgement.ok && judgement.verdict)).toEqual([
      'supported',
      'contradicted',
      'supported',
    ]);
    expect(retried.usage.llmCalls).toBe(1);
  });

  it('two-step: an extraction call, then one call for all claims', async () => {
    const model = scriptedModel(oracleResponder(script));
    const report = await verify({ response, chunks, judge: llmJudge({ model, mode: 'two-step' }) });
    expect(model.requests.map((request) => request.output)).toEqual(['claims', 'claim_verdicts']);
    expect(model.requests[1]!.items.filter((item) => item.kind === 'claim')).toHaveLength(3);
    expect(report.usage).toEqual({
      llmCalls: 2,
      inputTokens: model.reported.inputTokens,
      outputTokens: model.reported.outputTokens,
    });
    expect(report.judge.promptVersion).toBe('v2/two-step');
  });

  it('per-claim: one verification call per claim, never more in flight than the concurrency', async () => {
    let inFlight = 0;
    let peak = 0;
    const answer = oracleResponder(script);
    const model = scriptedModel(async (request) => {
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 15));
      inFlight -= 1;
      return answer(request);
    });
    const longResponse = `${response} The store closes at 6 pm. Refunds need a receipt.`;
    const report = await verify({
      response: longResponse,
      chunks,
      judge: llmJudge({ model, mode: 'per-claim', concurrency: 2 }),
    });
    const outputs = model.requests.map((request) => request.output);
    expect(outputs).toEqual(['claims', ...Array(5).fill('claim_verdict')]);
    expect(peak).toBe(2);
    expect(report.usage.llmCalls).toBe(6);
    expect(report.usage.inputTokens).toBe(model.reported.inputTokens);
    expect(report.usage.outputTokens).toBe(model.reported.outputTokens);
  });
});

describe('llmJudge verdicts and failures', () => {
  it('normalises the specifications’ vocabularies and makes an unknown verdict an error on that claim only', async () => {
    const model = scriptedModel(
      oracleResponder({
        'Refunds are accepted within 30 days.': { verdict: 'NOT_ENOUGH_INFO' },
        'Shipping costs $10 on every order.': { verdict: 'MAYBE' },
        'The store opens at 9 am.': {
          verdict: 'Partially Supported',
          chunkId: 'hours',
          quote: 'opens at 9 am',
        },
      }),
    );
    const report = await verify({ response, chunks, judge: llmJudge({ model }) });
    expect(report.claims.map((claim) => claim.verdict)).toEqual(['no_evidence', null, 'partially_supported']);
    expect(report.claims[1]!.error).toMatchObject({ code: 'judge_response_error' });
    expect(report.claims[1]!.error!.message).toContain('MAYBE');
    expect(report.status).toBe('partial');
  });

  it('an unknown verdict on every claim is nothing judged: degraded, and onJudgeError applies (issue 16 item 24)', async () => {
    const model = scriptedModel(oracleResponder({}, { verdict: 'MAYBE' }));
    const report = await verify({ response, chunks, judge: llmJudge({ model }), logger: silentLogger });
    expect(report).toMatchObject({ status: 'degraded', overallScore: 1, flagged: false, claims: [] });
    expect(report.error).toMatchObject({ code: 'judge_response_error' });
    expect(report.error!.message).toMatch(/every claim \(3 of 3\).*MAYBE/);
    expect(report.usage.llmCalls).toBe(1);
    await expect(
      verify({ response, chunks, judge: llmJudge({ model }), onJudgeError: 'throw', logger: silentLogger }),
    ).rejects.toSatisfy(JudgeResponseError.isInstance);
  });

  it('a claim the model invents (not in the answer) is an extraction error, never scored (issue 16 item 23)', async () => {
    const invented = 'Refunds are paid in gold bars.';
    const model = scriptedModel((request) => {
      const reply = oracleResponder(script)(request) as { claims: Array<Record<string, unknown>> };
      const supported = { ...reply.claims[0]!, claim: invented };
      return { ...reply, claims: [...reply.claims, supported] };
    });
    const report = await verify({ response, chunks, judge: llmJudge({ model }), logger: silentLogger });
    expect(report.claims.map((claim) => claim.verdict)).toEqual([
      'supported',
      'contradicted',
      'supported',
      null,
    ]);
    expect(report.claims[3]).toMatchObject({
      claim: invented,
      span: null,
      supported: false,
      error: { code: 'extraction_error', retryable: false },
    });
    expect(report.claims[3]!.error!.message).toContain('not in the response');
    expect(report.status).toBe('partial');
    expect(report.overallScore).toBeCloseTo(2 / 3, 6);
  });

  it('a claim the model leaves out gets an error, not a verdict', async () => {
    const model = scriptedModel((request) => ({
      verdicts: request.items
        .filter((item) => item.kind === 'claim')
        .slice(0, 1)
        .map((item) => ({
          claim_id: item.id,
          verdict: 'no_evidence',
          evidence: [],
          reasoning: 'not in the context',
          confidence: 0.7,
          suggested_correction: null,
        })),
      overall_confidence: 0.2,
      is_grounded: false,
      suggested_corrections: [],
    }));
    const judge = llmJudge({ model });
    const claims = [
      { text: 'Refunds are accepted within 30 days.', span: null },
      { text: 'Shipping costs $10 on every order.', span: null },
    ];
    const result = await judge.verifyClaims({ claims, chunks });
    expect(result.judgements[0]).toMatchObject({ ok: true, verdict: 'no_evidence' });
    expect(result.judgements[1]).toMatchObject({ ok: false, error: { code: 'judge_response_error' } });
  });

  it('malformed output is a JudgeResponseError, and verify() degrades instead of scoring it', async () => {
    const model = scriptedModel(() => ({ raw: 'Sure! All claims look fine to me.' }));
    const judge = llmJudge({ model });
    const claims = [{ text: 'Refunds are accepted within 30 days.', span: null }];
    await expect(judge.verifyClaims({ claims, chunks })).rejects.toSatisfy(JudgeResponseError.isInstance);
    const report = await verify({ response, chunks, judge, logger: silentLogger });
    expect(report.status).toBe('degraded');
    expect(report.error?.code).toBe('judge_response_error');
    expect(report.claims).toEqual([]);
  });

  it('a refusal and an empty reply are errors', async () => {
    const claims = [{ text: 'Refunds are accepted within 30 days.', span: null }];
    const refusing = llmJudge({
      model: scriptedModel(() => ({ raw: "I'm sorry, I can't help with that." })),
    });
    await expect(refusing.verifyClaims({ claims, chunks })).rejects.toThrow(/refused/);
    const empty = llmJudge({ model: scriptedModel(() => ({ raw: '' })) });
    await expect(empty.verifyClaims({ claims, chunks })).rejects.toThrow(/empty reply/);
    const filtered = llmJudge({
      model: scriptedModel(() => ({ raw: '{"verdicts":[]}', finish: 'content-filter' })),
    });
    await expect(filtered.verifyClaims({ claims, chunks })).rejects.toThrow(/content filter/);
    const silent = llmJudge({ model: scriptedModel(() => ({ raw: '', finish: 'content-filter' })) });
    await expect(silent.verifyClaims({ claims, chunks })).rejects.toSatisfy(JudgeResponseError.isInstance);
  });

  it('exposes the verifier output the corrective loop reads', async () => {
    const model = scriptedModel(oracleResponder(script));
    const judge = llmJudge({ model, mode: 'two-step' });
    const extraction = await judge.extractClaims({ response });
    const result = await judge.verifyClaims({ claims: extraction.claims, chunks });
    const report = await verify({ response, chunks, judge });
    const view = toCorrectiveVerification(report, result.metadata);
    expect(view.is_grounded).toBe(false);
    expect(view.overall_confidence).toBe(0.8);
    expect(view.suggested_corrections).toEqual(['Shipping is free over $50.']);
    // the loop's ClaimStatus values (the prompt's "UNSUPPORTED" is parsed into them)
    expect(view.claims.map((claim) => claim.status)).toEqual(['supported', 'unsupported', 'supported']);
    // the confidence formula: 2/3 supported, one unsupported claim: 0.667 − 0.1
    expect(view.confidence).toBeCloseTo(0.567, 3);
  });
});

describe('llmJudge cache, long contexts and options', () => {
  it('verifying the same answer again makes no model call', async () => {
    const model = scriptedModel(oracleResponder(script));
    const judge = llmJudge({ model, mode: 'two-step' });
    const first = await verify({ response, chunks, judge });
    const again = await verify({ response, chunks, judge });
    expect(model.requests).toHaveLength(2);
    expect(again.usage).toEqual({ llmCalls: 0, inputTokens: 0, outputTokens: 0 });
    expect(again.claims).toEqual(first.claims);
    const changed = [{ ...chunks[0]!, text: `${chunks[0]!.text} ` }, chunks[1]!];
    await verify({ response, chunks: changed, judge });
    expect(model.requests.map((request) => request.output)).toEqual([
      'claims',
      'claim_verdicts',
      'claim_verdicts',
    ]);
  });

  it('a failing cache is a miss and never fails the check; verification metadata survives a cache hit', async () => {
    const model = scriptedModel(oracleResponder(script));
    const broken = {
      get: async () => {
        throw new Error('database down');
      },
      set: async () => {
        throw new Error('database down');
      },
    };
    const report = await verify({ response, chunks, judge: llmJudge({ model, cache: broken }) });
    expect(report.status).toBe('ok');
    const judge = llmJudge({ model, mode: 'two-step' });
    const claims = [{ text: 'Shipping costs $10 on every order.', span: null }];
    await judge.verifyClaims({ claims, chunks });
    const hit = await judge.verifyClaims({ claims, chunks });
    expect(hit.usage.llmCalls).toBe(0);
    expect(hit.metadata?.llm).toMatchObject({
      cacheHits: 1,
      verification: { is_grounded: false },
      suggestedCorrections: [
        { claim: 'Shipping costs $10 on every order.', correction: 'Shipping is free over $50.' },
      ],
    });
  });

  it('with cache: false every check calls the model', async () => {
    const model = scriptedModel(oracleResponder(script));
    const judge = llmJudge({ model, cache: false });
    await verify({ response, chunks, judge });
    await verify({ response, chunks, judge });
    expect(model.requests).toHaveLength(2);
  });

  it('selects the relevant passages of a long context and says so', async () => {
    const filler = Array.from(
      { length: 60 },
      (_, index) => `Paragraph ${index} talks about gardening tools and soil.`,
    ).join(' ');
    const long = [
      { id: 'manual', text: `${filler} Refunds are accepted within 30 days of purchase. ${filler}` },
      { id: 'other', text: filler },
    ];
    const model = scriptedModel(
      oracleResponder({
        'Refunds are accepted within 30 days.': {
          verdict: 'supported',
          chunkId: 'manual',
          quote: 'Refunds are accepted within 30 days',
        },
      }),
    );
    const report = await verify({
      response: 'Refunds are accepted within 30 days.',
      chunks: long,
      judge: llmJudge({ model, maxContextTokens: 200 }),
    });
    expect(report.warnings.join(' ')).toMatch(/exceed the LLM judge's budget of 200 tokens/);
    const shown = model.requests[0]!.items.filter((item) => item.kind === 'chunk');
    const shownText = shown.map((item) => item.text).join('\n');
    expect(shownText).toContain('Refunds are accepted within 30 days of purchase.');
    expect(shownText.length / 4).toBeLessThanOrEqual(200 + 10);
    expect(report.claims[0]).toMatchObject({ verdict: 'supported', evidence: [{ chunkId: 'manual' }] });
  });

  it('rejects invalid options with a ConfigurationError', () => {
    const model = scriptedModel(() => ({}));
    expect(() => llmJudge({ model, mode: 'three-step' as never })).toThrow(ConfigurationError);
    expect(() => llmJudge({ model, concurrency: 0 })).toThrow(/concurrency/);
    expect(() => llmJudge({ model: 'openai:gpt-4o-mini', env: {} })).toThrow(/OPENAI_API_KEY/);
  });
});
