import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../errors.js';
import { scoreWeighted } from './score-weighted.js';

describe('scoreWeighted — the weighted-verdict metric', () => {
  it('Apollo: a fully supported claim scores 1.0', () => {
    // Context "The project code name is Apollo." / Answer "The internal project is called Apollo."
    expect(scoreWeighted({ verdicts: ['supported'] }).score).toBe(1);
  });

  it('refund: a contradiction (-1.0) clamps the score to 0', () => {
    // Context "The refund window is 30 days." / Answer "You have 60 days to return the item."
    const result = scoreWeighted({ verdicts: ['contradicted'] });
    expect(result.score).toBe(0);
    expect(result.metadata.mean).toBe(-1);
  });

  it('uses the weight table 1 / 0.5 / 0 / -1 and averages', () => {
    // (1 + 0.5 + 0 + 1) / 4 = 0.625
    expect(
      scoreWeighted({ verdicts: ['supported', 'partially_supported', 'no_evidence', 'supported'] }).score,
    ).toBe(0.625);
    // (1 + 0 - 1) / 3 = 0 ; (1 + 1 - 1) / 3 = 1/3
    expect(scoreWeighted({ verdicts: ['supported', 'no_evidence', 'contradicted'] }).score).toBe(0);
    expect(scoreWeighted({ verdicts: ['supported', 'supported', 'contradicted'] }).score).toBeCloseTo(
      1 / 3,
      6,
    );
  });

  it('strict mode penalises no evidence like a contradiction', () => {
    const verdicts = ['supported', 'supported', 'supported', 'no_evidence'] as const;
    expect(scoreWeighted({ verdicts: [...verdicts] }).score).toBe(0.75);
    expect(scoreWeighted({ verdicts: [...verdicts] }, { strictMode: true }).score).toBe(0.5);
  });

  it('accepts per-verdict overrides in any known vocabulary', () => {
    const verdicts = ['supported', 'supported', 'supported', 'contradicted'] as const;
    expect(scoreWeighted({ verdicts: [...verdicts] }).score).toBe(0.5);
    expect(scoreWeighted({ verdicts: [...verdicts] }, { verdictScores: { CONTRADICTORY: -2 } }).score).toBe(
      0.25,
    );
    expect(
      scoreWeighted({ verdicts: ['partially_supported'] }, { verdictScores: { PARTIALLY_SUPPORTED: 0.8 } })
        .score,
    ).toBe(0.8);
  });

  it('rejects an override for an unknown verdict', () => {
    expect(() => scoreWeighted({ verdicts: ['supported'] }, { verdictScores: { MAYBE: 1 } })).toThrow(
      ConfigurationError,
    );
  });

  it('is vacuously 1.0 with no claims', () => {
    expect(scoreWeighted({ verdicts: [] }).score).toBe(1);
  });
});
