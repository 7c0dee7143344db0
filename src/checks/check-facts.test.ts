import { describe, expect, it } from 'vitest';
import { mockJudge } from '../test/mock-judge.js';
import { verify } from '../verify.js';
import { appleChunks, promptText, scriptedModel } from './__fixtures__/mock-model.js';
import { checkFacts, factsFromClaims } from './check-facts.js';

const answer = "Apple's revenue was $394 billion. Revenue increased 8% YoY. iPhone sales were $200B.";

describe('checkFacts', () => {
  it("the three-aspect specification's example: 2 of 3 claims verified = 0.67, with verified sources and unverified claims", async () => {
    const model = scriptedModel([
      {
        claims: [
          {
            claim: "Apple's revenue was $394 billion",
            verified: true,
            supporting_sources: [1, 3],
            confidence: 0.95,
          },
          { claim: 'Revenue increased 8% YoY', verified: true, supporting_sources: [2] },
          { claim: 'iPhone sales were $200B', verified: false, supporting_sources: [] },
        ],
      },
    ]);
    const chunks = [
      ...appleChunks,
      ...appleChunks.map((chunk) => ({ ...chunk, id: `${chunk.id}-b` })),
    ].concat([{ id: 'eleventh', text: 'not sent' }]);
    const { result, usage, warnings } = await checkFacts({ answer, chunks, model });
    expect(result.method).toBe('llm');
    expect(result.score).toBeCloseTo(0.67, 2);
    expect(result.verifiedSources).toEqual(['aapl-1', 'aapl-3', 'aapl-2']);
    expect(result.unverifiedClaims).toEqual(['iPhone sales were $200B']);
    expect(result.claims[0]).toEqual({
      claim: "Apple's revenue was $394 billion",
      verified: true,
      supportingChunkIds: ['aapl-1', 'aapl-3'],
      confidence: 0.95,
    });
    expect(usage.llmCalls).toBe(1);
    expect(warnings).toEqual([]);
    expect(promptText(model)).toContain('aapl-5-b'); // the 10th chunk is sent
    expect(promptText(model)).not.toContain('eleventh'); // the 11th is not
  });

  it('ignores source numbers that do not exist, with a warning', async () => {
    const model = scriptedModel([
      { claims: [{ claim: 'x is 1', verified: true, supporting_sources: [1, 9] }] },
    ]);
    const { result, warnings } = await checkFacts({
      answer: 'x is 1',
      chunks: appleChunks.slice(0, 2),
      model,
    });
    expect(result.verifiedSources).toEqual(['aapl-1']);
    expect(warnings).toEqual(['fact check: the model cited source 9, which does not exist']);
  });

  it('returns the default 0.5 when it cannot run (no model, no report; or the model fails)', async () => {
    const noModel = await checkFacts({ answer, chunks: appleChunks });
    expect(noModel.result).toMatchObject({ score: 0.5, method: 'unavailable', reason: 'no model was given' });
    for (const reply of [new Error('connection reset'), 'not json at all']) {
      const { result } = await checkFacts({
        answer,
        chunks: appleChunks,
        model: scriptedModel([reply]),
        maxRetries: 0,
      });
      expect(result).toMatchObject({
        score: 0.5,
        method: 'unavailable',
        verifiedSources: [],
        unverifiedClaims: [],
      });
      expect(result.error).toBeDefined();
    }
  });

  it("derives the score from the report's verdicts on its key claims (the same 2/3 example)", async () => {
    const judge = mockJudge({
      claims: {
        [answer]: [
          "Apple's revenue was $394 billion.",
          'Revenue increased 8% YoY.',
          'iPhone sales were $200B.',
        ],
      },
      verdicts: {
        "Apple's revenue was $394 billion.": {
          verdict: 'supported',
          evidence: [
            { chunkId: 'aapl-1', quote: '$394 billion' },
            // Shares "billion" with the claim: the evidence check drops quotes sharing no word.
            { chunkId: 'aapl-3', quote: 'iPhone net sales were $200 billion' },
          ],
        },
        'Revenue increased 8% YoY.': {
          verdict: 'supported',
          evidence: [{ chunkId: 'aapl-2', quote: 'increased 8%' }],
        },
        'iPhone sales were $200B.': { verdict: 'no_evidence' },
      },
    });
    const report = await verify({ response: answer, chunks: appleChunks, judge });
    const failing = await checkFacts({
      answer,
      chunks: appleChunks,
      report,
      model: scriptedModel([new Error('down')]),
    });
    expect(failing.result).toMatchObject({
      method: 'claim_verdicts',
      verifiedSources: ['aapl-1', 'aapl-3', 'aapl-2'],
      unverifiedClaims: ['iPhone sales were $200B.'],
    });
    expect(failing.result.score).toBeCloseTo(0.67, 2);
    expect(failing.result.error?.message).toContain('down');
  });

  it('picks at most 5 key claims, those with numbers and names first, in answer order', () => {
    const texts = [
      'it is nice',
      'phones by Apple sell',
      'sales were 5 [Source: 2].',
      'it is good',
      'Tim Cook is CEO',
      'costs rose 3%',
      'x 7',
    ];
    const claims = texts.map((claim, index) => ({
      claim,
      span: null,
      verdict: index % 2 === 0 ? ('supported' as const) : ('no_evidence' as const),
      supported: index % 2 === 0,
      sourceChunkId: null,
      evidence: [],
      reasoning: '',
      confidence: 1,
    }));
    const result = factsFromClaims({ claims });
    expect(result?.claims.map((claim) => claim.claim)).toEqual([
      'phones by Apple sell',
      'sales were 5.',
      'Tim Cook is CEO',
      'costs rose 3%',
      'x 7',
    ]);
    expect(result?.score).toBe(0.6);
    expect(factsFromClaims({ claims: [] })).toBeNull();
  });
});
