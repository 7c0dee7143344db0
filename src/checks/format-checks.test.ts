import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../errors.js';
import { mockJudge } from '../test/mock-judge.js';
import { verifyWithChecks } from '../verify-with-checks.js';
import { appleChunks, scriptedModel } from './__fixtures__/mock-model.js';
import { formatChecks, parseCheckList } from './format-checks.js';

describe('formatChecks', () => {
  it('shows each score, its method, wrong citations and unverified claims', async () => {
    const response = 'Revenue was $394 billion [2]. iPhone sales were $200B.';
    const claims = ['Revenue was $394 billion', 'iPhone sales were $200B.'];
    const judge = mockJudge({
      claims: { [response]: claims },
      verdicts: {
        [claims[0]!]: { verdict: 'supported', evidence: [{ chunkId: 'aapl-1', quote: '$394 billion' }] },
        [claims[1]!]: { verdict: 'no_evidence' },
      },
    });
    const report = await verifyWithChecks({
      response,
      chunks: appleChunks,
      judge,
      alignmentModel: scriptedModel([new Error('rate limited')]),
      maxRetries: 0,
    });
    const text = formatChecks(report.checks);
    expect(text).toContain('answer checks (alignment, citations, facts)');
    expect(text).toMatch(
      /alignment {2}0\.50 {2}local_claims: the model call failed: rate limited; 1 of 2 claims supported/,
    );
    expect(text).toMatch(/citations {2}\d\.\d\d {2}\d\/5 sources cited, 1 citation pattern \(\+0\.10\)/);
    expect(text).toContain('[2] → "Revenue was $394 billion.": aapl-2 does not support it; aapl-1 would');
    expect(text).toContain(
      'facts      0.50  claim_verdicts: 1/2 claims verified; unverified: "iPhone sales were $200B."',
    );
  });
});

describe('parseCheckList', () => {
  it('parses a flag value', () => {
    expect(parseCheckList('all')).toEqual(['alignment', 'citations', 'facts']);
    expect(parseCheckList(' citations, facts,citations ')).toEqual(['citations', 'facts']);
    expect(() => parseCheckList('citations,vibes')).toThrow(ConfigurationError);
    expect(() => parseCheckList('')).toThrow(
      /--checks must be "all" or a comma list of alignment, citations, facts/,
    );
  });
});
