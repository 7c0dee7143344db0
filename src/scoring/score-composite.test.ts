import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../errors.js';
import { COMPOSITE_ISSUE_MESSAGES, scoreComposite } from './score-composite.js';

describe('scoreComposite — the three-aspect aggregate', () => {
  it('reproduces the output example: 0.45 / 1.00 / 1.00 → 0.78 with the alignment issue', () => {
    const result = scoreComposite({ verdicts: [], checks: { alignment: 0.45, citation: 1, facts: 1 } });
    expect(result.score).toBe(0.78);
    expect(result.issues?.map((issue) => issue.message)).toEqual([COMPOSITE_ISSUE_MESSAGES.alignment]);
  });

  it('uses the 2/3 = 0.67 fact score of the Apple example when facts come from claim verdicts', () => {
    const result = scoreComposite({
      verdicts: ['supported', 'supported', 'no_evidence'],
      checks: { alignment: 0.85, citation: 1 },
    });
    expect(result.metadata.facts).toBeCloseTo(0.67, 2);
    expect(result.metadata.factsSource).toBe('claim_verdicts');
    expect(result.score).toBeCloseTo(0.85 * 0.4 + 0.3 + (2 / 3) * 0.3, 6);
    expect(result.issues?.map((issue) => issue.code)).toEqual(['unverified_facts']);
  });

  it('raises each issue strictly below its threshold', () => {
    const atThresholds = scoreComposite({
      verdicts: [],
      checks: { alignment: 0.5, citation: 0.5, facts: 0.7 },
    });
    expect(atThresholds.issues).toEqual([]);
    const below = scoreComposite({ verdicts: [], checks: { alignment: 0.49, citation: 0.49, facts: 0.69 } });
    expect(below.issues?.map((issue) => issue.message)).toEqual([
      'Answer may not be well-supported by retrieved sources',
      'Many sources are not cited in the answer',
      'Some claims in the answer could not be verified',
    ]);
  });

  it('falls back to 0.5 for facts when no fact check and no verdicts exist', () => {
    const result = scoreComposite({ verdicts: [], checks: { alignment: 1, citation: 1 } });
    expect(result.metadata.facts).toBe(0.5);
    expect(result.score).toBe(0.85);
  });

  it('takes configurable weights', () => {
    const result = scoreComposite(
      { verdicts: [], checks: { alignment: 1, citation: 0, facts: 0 } },
      { weights: { alignment: 1, citation: 0, facts: 0 } },
    );
    expect(result.score).toBe(1);
  });

  it('refuses to score without the alignment and citation checks', () => {
    expect(() => scoreComposite({ verdicts: ['supported'] })).toThrow(ConfigurationError);
  });
});
