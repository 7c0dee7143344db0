import { describe, expect, it } from 'vitest';
import { JudgeCallError } from '../errors.js';
import { type MockVerdict, mockJudge } from '../test/mock-judge.js';
import { verify } from '../verify.js';
import { toCorrectiveVerification } from './corrective-verification.js';

const chunks = [{ id: 'refunds', text: 'Refunds take 5 business days. Store credit never expires.' }];
const supported: MockVerdict = {
  verdict: 'supported',
  evidence: [{ chunkId: 'refunds', quote: 'Refunds take 5 business days' }],
};
const claims = ['Refunds take 5 business days.', 'Store credit expires after a year.', 'Refunds are fast.'];
const response = claims.join(' ');
const QUOTES = ['Refunds take 5 business days', 'Store credit never expires', 'Refunds take 5 business days'];

async function reportOf(
  verdicts: MockVerdict[],
  options: { policy?: 'ratio' | 'confidence'; threshold?: number } = {},
) {
  const judge = mockJudge({
    claims: { [response]: claims },
    verdicts: Object.fromEntries(
      claims.map((claim, index) => {
        const verdict = verdicts[index]!;
        // A supporting quote must share a word with its claim (the evidence check).
        return [
          claim,
          verdict === supported
            ? { ...supported, evidence: [{ chunkId: 'refunds', quote: QUOTES[index]! }] }
            : verdict,
        ];
      }),
    ),
  });
  return verify({ response, chunks, judge, ...options });
}

const noEvidence: MockVerdict = { verdict: 'no_evidence' };

describe('toCorrectiveVerification', () => {
  it("gives the corrective loop's ClaimStatus values, keeps failed claims with status null", async () => {
    const report = await reportOf([supported, noEvidence, { error: new JudgeCallError('overloaded') }]);
    const result = toCorrectiveVerification(report);
    expect(result.claims.map((claim) => claim.status)).toEqual(['supported', 'unsupported', null]);
    expect(result.claims[2]).toMatchObject({ verdict: null, error: { message: 'overloaded' } });
  });

  it('uses the confidence formula whatever the policy', async () => {
    const verdicts = [supported, supported, noEvidence];
    const ratio = await reportOf(verdicts, { policy: 'ratio' });
    expect(ratio.overallScore).toBeCloseTo(0.667, 3);
    expect(toCorrectiveVerification(ratio).confidence).toBeCloseTo(0.567, 3); // 2/3 − 0.1
    const confidence = await reportOf(verdicts, { policy: 'confidence' });
    expect(toCorrectiveVerification(confidence).confidence).toBe(confidence.overallScore);
  });

  it('is_grounded: the LLM verifier judges, but never above the report', async () => {
    const clean = await reportOf([supported, supported, supported]);
    const flagged = await reportOf([supported, noEvidence, noEvidence]);
    const llm = (isGrounded: boolean) => ({
      llm: { verification: { is_grounded: isGrounded, overall_confidence: 0.4 } },
    });
    expect(toCorrectiveVerification(clean).is_grounded).toBe(true);
    expect(toCorrectiveVerification(clean, llm(false)).is_grounded).toBe(false);
    expect(toCorrectiveVerification(flagged, llm(true)).is_grounded).toBe(false);
    expect(toCorrectiveVerification(flagged).is_grounded).toBe(false);
    // nested as the cascade judge leaves it
    expect(toCorrectiveVerification(clean, { cascade: llm(false) }).is_grounded).toBe(false);
  });

  it('a degraded check (the judge failed) is not grounded', async () => {
    const judge = mockJudge({ claims: { [response]: new JudgeCallError('down') } });
    const report = await verify({ response, chunks, judge });
    expect(report.status).toBe('degraded');
    expect(report.flagged).toBe(false);
    expect(toCorrectiveVerification(report).is_grounded).toBe(false);
  });

  it("keeps the model's overall_confidence apart; one spelling per field", async () => {
    const report = await reportOf([supported, supported, supported]);
    const result = toCorrectiveVerification(report, { llm: { verification: { overall_confidence: 0.9 } } });
    expect(result.overall_confidence).toBe(0.9);
    expect(Object.keys(result)).not.toContain('overallConfidence');
    expect(toCorrectiveVerification(report).overall_confidence).toBeNull();
    const json = JSON.parse(JSON.stringify({ ...result, report: undefined }));
    expect(Object.keys(json).sort()).toEqual(
      ['claims', 'confidence', 'is_grounded', 'overall_confidence', 'suggested_corrections'].sort(),
    );
  });

  it("prefers the model's correction of a claim, then adds its free-standing ones, without duplicates", async () => {
    const report = await reportOf([supported, noEvidence, noEvidence]);
    const result = toCorrectiveVerification(report, {
      llm: {
        suggestedCorrections: [{ claim: claims[1], correction: 'Store credit never expires.' }],
        verification: { suggested_corrections: ['Store credit never expires.', 'Cite the refund policy.'] },
      },
    });
    expect(result.suggested_corrections).toEqual([
      'Store credit never expires.',
      'Remove or source "Refunds are fast.": no evidence in the context.',
      'Cite the refund policy.',
    ]);
  });
});
