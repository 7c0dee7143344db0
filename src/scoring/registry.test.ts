import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../errors.js';
import { POLICIES, POLICY_IDS, scorePolicy } from './registry.js';

describe('policy registry', () => {
  it('registers every policy named in DESIGN.md, each with metadata', () => {
    expect([...POLICY_IDS].sort()).toEqual(['composite', 'confidence', 'ratio', 'weighted']);
    for (const id of POLICY_IDS) {
      expect(POLICIES[id].id).toBe(id);
      expect(POLICIES[id].description.length).toBeGreaterThan(10);
      expect(POLICIES[id].seed).toMatch(/\d{3}/);
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
});
