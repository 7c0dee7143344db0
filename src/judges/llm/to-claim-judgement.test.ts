import { describe, expect, it } from 'vitest';
import { ChunkIndex } from '../../evidence/check-evidence.js';
import { locateClaim, toClaimJudgement } from './to-claim-judgement.js';

const index = new ChunkIndex([{ id: 'c1', text: 'The refund window is 30 days.' }]);
const output = (verdict: string, confidence = 0.8) => ({
  verdict,
  evidence: [{ chunk_id: 'c1', quote: 'REFUND  window is 30 days' }],
  reasoning: 'because',
  confidence,
  suggested_correction: null,
});

describe('toClaimJudgement', () => {
  it('normalises the verdict, locates quotes and clamps the confidence', () => {
    expect(toClaimJudgement(output('FULLY_SUPPORTED', 1.7), index)).toEqual({
      ok: true,
      verdict: 'supported',
      evidence: [{ chunkId: 'c1', quote: 'REFUND  window is 30 days', start: 4, end: 28 }],
      reasoning: 'because',
      confidence: 1,
    });
  });

  it('an unknown verdict is an error on the claim, never a guess', () => {
    expect(toClaimJudgement(output('likely'), index)).toMatchObject({
      ok: false,
      error: { code: 'judge_response_error', retryable: false },
    });
  });
});

describe('locateClaim', () => {
  const response = 'Paris is the capital of France.  It has   2.1 million people.';
  it('finds a claim exactly, then case- and whitespace-folded, else gives a null span', () => {
    expect(locateClaim(response, ' Paris is the capital of France. ')).toEqual({
      text: 'Paris is the capital of France.',
      span: { start: 0, end: 31 },
    });
    expect(locateClaim(response, 'it has 2.1 million people')).toEqual({
      text: 'it has 2.1 million people',
      span: { start: 33, end: 60 },
    });
    expect(locateClaim(response, 'Paris has 2.1 million inhabitants.')).toEqual({
      text: 'Paris has 2.1 million inhabitants.',
      span: null,
    });
  });
});
