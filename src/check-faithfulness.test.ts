import { describe, expect, it } from 'vitest';
import { checkFaithfulness, NOOP_FAITHFULNESS_RESULT } from './check-faithfulness.js';
import { mockJudge } from './test/mock-judge.js';

describe('checkFaithfulness — the background-check specification', () => {
  const response = 'The refund window is 60 days.';
  const chunks = [{ id: 'kb-1', content: 'The refund window is 30 days.' }];

  it('returns exactly the no-op result unless ENABLE_FAITHFULNESS_CHECK is "true"', async () => {
    const judge = mockJudge();
    for (const value of [undefined, 'false', 'TRUE', '1']) {
      const env = value === undefined ? {} : { ENABLE_FAITHFULNESS_CHECK: value };
      expect(await checkFaithfulness(response, chunks, { judge, env })).toEqual({
        claims: [],
        overallScore: 1.0,
        flagged: false,
        evaluationLatencyMs: 0,
      });
    }
    expect(judge.calls).toEqual([]);
    expect(NOOP_FAITHFULNESS_RESULT.overallScore).toBe(1);
  });

  it('verifies when enabled, with the background-check claim fields', async () => {
    const judge = mockJudge({
      claims: { [response]: [response] },
      verdicts: {
        [response]: {
          verdict: 'contradicted',
          evidence: [{ chunkId: 'kb-1', quote: '30 days' }],
          reasoning: '60 vs 30',
        },
      },
    });
    const result = await checkFaithfulness(response, chunks, {
      judge,
      env: { ENABLE_FAITHFULNESS_CHECK: 'true' },
    });
    expect(result.flagged).toBe(true);
    expect(result.overallScore).toBe(0);
    expect(result.claims).toEqual([
      expect.objectContaining({
        claim: response,
        supported: false,
        sourceChunkId: 'kb-1',
        reasoning: '60 vs 30',
      }),
    ]);
  });
});
