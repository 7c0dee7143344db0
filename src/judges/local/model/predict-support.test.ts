import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../../../errors.js';
import type { BoostedTreesModel } from './boosted-trees-model.js';
import { type ClaimFeatureValues, FEATURE_NAMES } from './claim-features.js';
import type { LogisticModel } from './logistic-model.js';
import { predictSupport, type ScoringModel, scoringModelProblems } from './predict-support.js';
import { sigmoid } from './sigmoid.js';

/** Every feature 0 but those given. */
function values(some: Partial<Record<string, number>>): ClaimFeatureValues {
  return { ...Object.fromEntries(FEATURE_NAMES.map((name) => [name, 0])), ...some } as ClaimFeatureValues;
}

/** One stump on `split` at 0.5 (left −1, right +1), in a model that also names `numbers`. */
function stump(featureNames: string[], split: string): BoostedTreesModel {
  return {
    kind: 'boosted_trees',
    featureNames,
    base: 0.25,
    trees: [
      {
        feature: [featureNames.indexOf(split), -1, -1],
        threshold: [0.5, 0, 0],
        left: [1, -1, -1],
        right: [2, -1, -1],
        value: [0, -1, 1],
      },
    ],
  };
}

const high = values({ coverage_best: 0.9, numbers: 0 });
const low = values({ coverage_best: 0.1, numbers: 3 });

describe('predictSupport', () => {
  it('reads a tree split by feature name, wherever the name sits in the model', () => {
    for (const names of [
      ['coverage_best', 'numbers'],
      ['numbers', 'coverage_best'],
    ]) {
      const model = stump(names, 'coverage_best');
      expect(predictSupport(model, high)).toBeCloseTo(sigmoid(1.25), 12);
      expect(predictSupport(model, low)).toBeCloseTo(sigmoid(-0.75), 12);
    }
  });

  it('reads logistic weights by name', () => {
    const model: LogisticModel = {
      kind: 'logistic',
      featureNames: ['numbers', 'coverage_best'],
      means: [0, 0.5],
      scales: [1, 0.5],
      weights: [-1, 2],
      bias: 0.5,
    };
    // 0.5 + (−1)·3 + 2·(0.1 − 0.5)/0.5 = −4.1
    expect(predictSupport(model, low)).toBeCloseTo(sigmoid(-4.1), 12);
  });

  it('averages an ensemble’s log-odds by weight (the blend faithcheck calibrate writes)', () => {
    const model: ScoringModel = {
      kind: 'ensemble',
      featureNames: [...FEATURE_NAMES],
      members: [stump(['coverage_best'], 'coverage_best'), stump(['numbers'], 'numbers')],
      weights: [0.75, 0.25],
    };
    // On `low`: 0.75·(0.25 − 1) + 0.25·(0.25 + 1) = −0.25
    expect(predictSupport(model, low)).toBeCloseTo(sigmoid(-0.25), 12);
  });

  it('throws a ConfigurationError for a feature the model reads but nobody computed, never reading 0', () => {
    const model = stump(['coverage_best', 'coverage_of_the_moon'], 'coverage_of_the_moon');
    expect(() => predictSupport(model, high)).toThrow(ConfigurationError);
    expect(() => predictSupport(model, high)).toThrow(/not computed: coverage_of_the_moon/);
    const { coverage_best: _dropped, ...withoutCoverage } = high;
    expect(() =>
      predictSupport(stump(['coverage_best'], 'coverage_best'), withoutCoverage as ClaimFeatureValues),
    ).toThrow(/not computed: coverage_best/);
  });
});

describe('scoringModelProblems', () => {
  it('finds unknown names in the model and in each ensemble member, and malformed shapes', () => {
    expect(scoringModelProblems(stump(['coverage_best', 'numbers'], 'numbers'))).toEqual({
      unknown: [],
      shape: [],
    });
    const broken = stump(['coverage_best', 'numbers'], 'numbers');
    broken.trees[0]!.feature[0] = 7;
    broken.trees[0]!.right[0] = 0;
    const ensemble: ScoringModel = {
      kind: 'ensemble',
      featureNames: ['coverage_best'],
      members: [stump(['coverage_best', 'old_feature'], 'coverage_best'), broken],
      weights: [1],
    };
    expect(scoringModelProblems(ensemble)).toEqual({
      unknown: ['old_feature'],
      shape: [
        'member 1: tree 0 node 0 splits on feature 7 of 2',
        'member 1: tree 0 node 0 has child 0',
        '1 weights for 2 members',
      ],
    });
  });
});
