import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../errors.js';
import { mockJudge } from '../test/mock-judge.js';
import { verify } from '../verify.js';
import { appleChunks, scriptedModel } from './__fixtures__/mock-model.js';
import { runChecks } from './run-checks.js';

const answer = "Apple's revenue was $394 billion [Source: AAPL 10-Q 2023]";
const claim = "Apple's revenue was $394 billion";

describe('runChecks', () => {
  it('computes the requested subset over a finished report (e.g. one loaded from storage)', async () => {
    const judge = mockJudge({
      claims: { [answer]: [claim] },
      verdicts: {
        [claim]: { verdict: 'supported', evidence: [{ chunkId: 'aapl-1', quote: '$394 billion' }] },
      },
    });
    const report = await verify({ response: answer, chunks: appleChunks, judge });
    const result = await runChecks({ answer, chunks: appleChunks, report, checks: ['alignment', 'facts'] });
    expect(Object.keys(result.checks).sort()).toEqual(['alignment', 'facts', 'usage']);
    expect(result.scores).toEqual({ alignment: 1, facts: 1 });
    expect(result.checks.facts?.verifiedSources).toEqual(['aapl-1']);
  });

  it('without a report or a model: keyword overlap, citations, and the 0.5 fact default', async () => {
    const result = await runChecks({ answer, chunks: appleChunks });
    expect(result.checks.alignment?.method).toBe('keyword_overlap');
    expect(result.checks.facts).toMatchObject({ method: 'unavailable', score: 0.5 });
    expect(result.scores.citation).toBe(1);
    expect(result.report).toBeUndefined();
  });

  it("rethrows the report's failure after the model calls settle", async () => {
    const model = scriptedModel([
      { score: 0.9, reasoning: 'fine', addresses_query: true },
      { claims: [{ claim, verified: true, supporting_sources: [1] }] },
    ]);
    const failing = Promise.reject(new Error('judging failed'));
    await expect(runChecks({ answer, chunks: appleChunks, report: failing, model })).rejects.toThrow(
      'judging failed',
    );
    expect(model.doGenerateCalls).toHaveLength(2);
  });

  it('rejects unknown check ids', async () => {
    await expect(runChecks({ answer, chunks: appleChunks, checks: ['tone' as never] })).rejects.toThrow(
      ConfigurationError,
    );
  });
});
