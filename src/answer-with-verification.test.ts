import { describe, expect, it } from 'vitest';
import { answerWithVerification } from './answer-with-verification.js';
import { appleChunks } from './checks/__fixtures__/mock-model.js';
import { resolveConfig } from './config/resolve-config.js';
import type { Logger } from './logger.js';
import { mockJudge } from './test/mock-judge.js';

const answer = "Apple's revenue was $394 billion [Source: AAPL 10-Q 2023]";
const claim = "Apple's revenue was $394 billion";

function recordingLogger() {
  const errors: string[] = [];
  const logger: Logger = { debug() {}, info() {}, warn() {}, error: (message) => errors.push(message) };
  return { logger, errors };
}

describe('answerWithVerification', () => {
  it('returns the three-aspect QueryResponse with the verification object', async () => {
    const judge = mockJudge({
      claims: { [answer]: [claim] },
      verdicts: {
        [claim]: { verdict: 'supported', evidence: [{ chunkId: 'aapl-1', quote: '$394 billion' }] },
      },
    });
    const response = await answerWithVerification({ answer, sources: appleChunks, judge });
    expect(response.answer).toBe(answer);
    expect(response.sources).toEqual(appleChunks);
    expect(Object.keys(response.verification ?? {}).sort()).toEqual([
      'answer_source_alignment',
      'citation_coverage',
      'fact_verification_score',
      'issues',
      'overall_score',
      'unverified_claims',
      'verified_sources',
    ]);
    expect(response.verification).toMatchObject({ overall_score: 1, citation_coverage: 1, issues: [] });
    expect(response.report).toBeUndefined();
  });

  it('returns the answer without verification, and logs, when verification fails entirely', async () => {
    const judge = mockJudge({ claims: { [answer]: new Error('judge exploded') } });
    const { logger, errors } = recordingLogger();
    const response = await answerWithVerification({
      answer,
      sources: appleChunks,
      judge,
      onJudgeError: 'throw',
      logger,
    });
    expect(response).toEqual({ answer, sources: appleChunks });
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('judge exploded');
  });

  it('skips verification when disabled per request or by configuration', async () => {
    const judge = mockJudge();
    const off = await answerWithVerification({
      answer,
      sources: appleChunks,
      judge,
      enableVerification: false,
    });
    expect(off.verification).toBeUndefined();
    const config = resolveConfig({ env: { ENABLE_VERIFICATION: 'false' } }).values;
    const byConfig = await answerWithVerification({ answer, sources: appleChunks, judge, config });
    expect(byConfig.verification).toBeUndefined();
    expect(judge.calls).toEqual([]);
  });
});
