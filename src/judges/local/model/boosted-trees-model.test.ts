import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCAL_JUDGE_PARAMS } from '../params/default-params.js';
import { type BoostedTreesModel, packedTreesLogOdds, treesLogOdds } from './boosted-trees-model.js';

describe('packedTreesLogOdds', () => {
  it('gives the log-odds treesLogOdds gives, to the last bit, on the shipped trees', () => {
    const model = DEFAULT_LOCAL_JUDGE_PARAMS.model as BoostedTreesModel;
    let state = 7;
    const random = () => {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
      return state / 2 ** 32;
    };
    for (let row = 0; row < 200; row += 1) {
      const values = model.featureNames.map(() => (random() < 0.3 ? 0 : random() * 3));
      expect(packedTreesLogOdds(model, values)).toBe(treesLogOdds(model, values));
    }
  });

  it('packs a model again when its trees are replaced', () => {
    const stump = (value: number) => ({
      feature: [0, -1, -1],
      threshold: [0.5, 0, 0],
      left: [1, -1, -1],
      right: [2, -1, -1],
      value: [0, -value, value],
    });
    const model: BoostedTreesModel = {
      kind: 'boosted_trees',
      featureNames: ['a'],
      base: 0,
      trees: [stump(1)],
    };
    expect(packedTreesLogOdds(model, [1])).toBe(1);
    model.trees = [stump(2)];
    expect(packedTreesLogOdds(model, [1])).toBe(2);
  });
});
