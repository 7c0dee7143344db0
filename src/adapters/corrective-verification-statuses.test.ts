import { describe, expect, it } from 'vitest';
import { mockJudge } from '../test/mock-judge.js';
import { verify } from '../verify.js';
import { toCorrectiveVerification } from './corrective-verification.js';

const chunks = [{ id: 'refunds', text: 'Refunds take 5 business days. Store credit never expires.' }];

async function confidenceOf(
  verdicts: Array<'supported' | 'partially_supported' | 'no_evidence' | 'contradicted'>,
) {
  // Each claim shares a word with the quote ("Refunds"), so the evidence check keeps the verdicts.
  const names = ['alpha', 'bravo', 'charlie', 'delta', 'echo'];
  const claims = verdicts.map((_, position) => `Refunds claim ${names[position]}.`);
  const response = claims.join(' ');
  const judge = mockJudge({
    claims: { [response]: claims },
    verdicts: Object.fromEntries(
      claims.map((claim, position) => [
        claim,
        verdicts[position] === 'supported' || verdicts[position] === 'partially_supported'
          ? {
              verdict: verdicts[position]!,
              evidence: [{ chunkId: 'refunds', quote: 'Refunds take 5 business days' }],
            }
          : { verdict: verdicts[position]! },
      ]),
    ),
  });
  return toCorrectiveVerification(await verify({ response, chunks, judge, policy: 'confidence' }));
}

describe("confidence as the loop sees it (the confidence policy's calculate_confidence through verify)", () => {
  it('all supported: ratio 1 + bonus, clamped to 1, high, grounded', async () => {
    const result = await confidenceOf(['supported', 'supported']);
    expect(result.confidence).toBe(1);
    expect(result.is_grounded).toBe(true);
    expect(result.report.level).toBe('high');
  });

  it('one unsupported of five: 0.8 − 0.1 = 0.7, medium, grounded at the 0.7 threshold', async () => {
    const result = await confidenceOf(['supported', 'supported', 'supported', 'supported', 'no_evidence']);
    expect(result.confidence).toBeCloseTo(0.7, 6);
    expect(result.is_grounded).toBe(true);
  });

  it('two unsupported of four: 0.5 − 0.2 = 0.3, very low, not grounded', async () => {
    const result = await confidenceOf(['supported', 'supported', 'contradicted', 'no_evidence']);
    expect(result.confidence).toBeCloseTo(0.3, 6);
    expect(result.is_grounded).toBe(false);
    expect(result.report.level).toBe('very_low');
  });

  it('partially supported lowers the base but earns the bonus (no unsupported claim)', async () => {
    const result = await confidenceOf(['supported', 'partially_supported']);
    expect(result.confidence).toBeCloseTo(0.6, 6);
  });

  it("maps verdicts to the loop's ClaimStatus values and writes suggested corrections", async () => {
    const result = await confidenceOf(['supported', 'partially_supported', 'no_evidence', 'contradicted']);
    expect(result.claims.map((claim) => claim.status)).toEqual([
      'supported',
      'partially_supported',
      'unsupported',
      'unsupported',
    ]);
    expect(result.claims[0]!.evidence).toBe('Refunds take 5 business days');
    expect(result.claims[2]!.evidence).toBeNull();
    expect(result.suggested_corrections).toEqual([
      'Narrow "Refunds claim bravo." to what [refunds] supports.',
      'Remove or source "Refunds claim charlie.": no evidence in the context.',
      'Correct "Refunds claim delta.": the context contradicts it.',
    ]);
    expect('suggestedCorrections' in result).toBe(false);
    expect('isGrounded' in result).toBe(false);
  });

  it('a judge error on a claim is not a status', async () => {
    const response = 'Claim A. Claim B.';
    const judge = mockJudge({
      claims: { [response]: ['Claim A.', 'Claim B.'] },
      verdicts: { 'Claim A.': { error: new Error('bad output') }, 'Claim B.': { verdict: 'no_evidence' } },
    });
    const result = toCorrectiveVerification(await verify({ response, chunks, judge, policy: 'confidence' }));
    expect(result.claims[0]).toMatchObject({ status: null, verdict: null, error: { message: 'bad output' } });
  });
});
