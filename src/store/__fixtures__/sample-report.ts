/** A real-shaped report for storage, background and queue tests (built by `verify()` elsewhere). */
import type { FaithfulnessReport } from '../../spec/report.js';

export function sampleReport(overrides: Partial<FaithfulnessReport> = {}): FaithfulnessReport {
  const overallScore = overrides.overallScore ?? 0.5;
  const threshold = overrides.threshold ?? 0.7;
  return {
    overallScore,
    policy: 'ratio',
    threshold,
    flagged: overallScore < threshold,
    level: 'low',
    vacuous: false,
    status: 'ok',
    claims: [
      {
        claim: 'The refund window is 60 days.',
        span: { start: 0, end: 29 },
        verdict: 'contradicted',
        supported: false,
        sourceChunkId: 'kb-1',
        evidence: [{ chunkId: 'kb-1', quote: '30 days', start: 21, end: 28 }],
        reasoning: 'the policy says 30 days',
        confidence: 0.9,
      },
    ],
    skipped: [],
    issues: [{ code: 'low_faithfulness', message: 'score below threshold' }],
    usage: { llmCalls: 2, inputTokens: 120, outputTokens: 40 },
    evaluationLatencyMs: 12.4,
    judge: { specificationVersion: 'v1', id: 'mock', modelId: 'mock-1', promptVersion: 'p1' },
    scoreDetails: { supported: 0, total: 1 },
    warnings: [],
    ...overrides,
  };
}
