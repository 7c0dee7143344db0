import { describe, expect, it } from 'vitest';
import type { Verdict } from '../spec/verdict.js';
import { confidenceLevel } from './confidence-level.js';
import { scoreConfidence } from './score-confidence.js';

describe('scoreConfidence — calculate_confidence', () => {
  const table: Array<[string, Verdict[], number]> = [
    ['all supported: 1.0 + 0.1 bonus, clamped', ['supported', 'supported'], 1.0],
    [
      '4/5 supported, 1 unsupported: 0.8 − 0.1',
      ['supported', 'supported', 'supported', 'supported', 'no_evidence'],
      0.7,
    ],
    [
      '4/5 supported, 1 partial: 0.8 + 0.1 bonus',
      ['supported', 'supported', 'supported', 'supported', 'partially_supported'],
      0.9,
    ],
    ['1/2 supported, 1 contradicted: 0.5 − 0.1', ['supported', 'contradicted'], 0.4],
    ['none supported, 3 unsupported: 0 − 0.3, clamped', ['no_evidence', 'no_evidence', 'contradicted'], 0],
    ['only partial: 0 + 0.1', ['partially_supported'], 0.1],
    ['no claims: vacuous 1.0', [], 1.0],
  ];
  it.each(table)('%s → %d', (_name, verdicts, expected) => {
    expect(scoreConfidence({ verdicts }).score).toBe(expected);
  });

  it('reports the level with the score', () => {
    expect(
      scoreConfidence({ verdicts: ['supported', 'supported', 'supported', 'supported', 'no_evidence'] })
        .metadata.level,
    ).toBe('medium');
  });
});

describe('confidenceLevel — the confidence levels', () => {
  const table: Array<[number, string]> = [
    [1, 'high'],
    [0.9, 'high'],
    [0.8999, 'medium'],
    [0.7, 'medium'],
    [0.8 - 0.1, 'medium'],
    [0.6999, 'low'],
    [0.5, 'low'],
    [0.4999, 'very_low'],
    [0, 'very_low'],
  ];
  it.each(table)('%d is %s', (score, level) => {
    expect(confidenceLevel(score)).toBe(level);
  });
});
