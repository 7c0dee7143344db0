import { describe, expect, it } from 'vitest';
import type { Verdict } from '../spec/verdict.js';
import { scoreRatio } from './score-ratio.js';

describe('scoreRatio — the claim-decomposition acceptance table', () => {
  const table: Array<[string, Verdict[], number]> = [
    ['all claims supported', ['supported', 'supported', 'supported'], 1.0],
    ['half supported', ['supported', 'no_evidence', 'supported', 'contradicted'], 0.5],
    ['no claims (empty)', [], 1.0],
    ['all unsupported', ['no_evidence', 'contradicted'], 0.0],
  ];
  it.each(table)('%s → %d', (_name, verdicts, expected) => {
    expect(scoreRatio({ verdicts }).score).toBe(expected);
  });

  it('marks zero claims as vacuous, never NaN', () => {
    const result = scoreRatio({ verdicts: [] });
    expect(Number.isNaN(result.score)).toBe(false);
    expect(result.metadata.vacuous).toBe(true);
  });

  it('does not count partial support as supported', () => {
    expect(scoreRatio({ verdicts: ['supported', 'partially_supported'] }).score).toBe(0.5);
  });

  it('keeps precision with many claims', () => {
    const verdicts: Verdict[] = [...Array(7).fill('supported'), ...Array(3).fill('no_evidence')];
    expect(scoreRatio({ verdicts }).score).toBe(0.7);
    expect(scoreRatio({ verdicts: ['supported', 'supported', 'no_evidence'] }).score).toBeCloseTo(2 / 3, 6);
  });
});
