import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../errors.js';
import { POLICIES, POLICY_IDS, scorePolicy } from './registry.js';

describe('policy registry', () => {
  it('registers every policy named in DESIGN.md, each with metadata', () => {
    expect([...POLICY_IDS].sort()).toEqual(['composite', 'confidence', 'ratio', 'weighted']);
    for (const id of POLICY_IDS) {
      expect(POLICIES[id].id).toBe(id);
      expect(POLICIES[id].description.length).toBeGreaterThan(10);
    }
  });

  it('scores through a selection with options', () => {
    expect(
      scorePolicy(
        { id: 'weighted', options: { strictMode: true } },
        { verdicts: ['supported', 'no_evidence'] },
      ).score,
    ).toBe(0);
    expect(scorePolicy(undefined, { verdicts: ['supported', 'no_evidence'] })).toMatchObject({
      score: 0.5,
      policy: 'ratio',
    });
  });

  it('rejects an unknown policy', () => {
    expect(() => scorePolicy('median' as never, { verdicts: [] })).toThrow(ConfigurationError);
  });

  it('refuses an unknown or mistyped option, naming it and the accepted ones', () => {
    const score = (selection: unknown) => () => scorePolicy(selection as never, { verdicts: ['supported'] });
    expect(score({ id: 'weighted', options: { thresold: 0.5 } })).toThrow(
      'policy "weighted": unknown option "thresold"; it accepts strictMode, verdictScores',
    );
    expect(score({ id: 'ratio', options: { strict: true } })).toThrow(
      /unknown option "strict"; it takes no options/,
    );
    expect(score({ id: 'composite', options: { weights: { fact: 0.2 } } })).toThrow(
      /unknown option "weights.fact"/,
    );
    expect(score({ id: 'confidence', options: { penalty: 'high' } })).toThrow(
      /option "penalty": expected number/,
    );
    expect(score({ id: 'confidence', options: { penalty: 0.2 } })()).toMatchObject({ policy: 'confidence' });
  });
});
