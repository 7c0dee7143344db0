/**
 * Fits gradient-boosted regression trees for binary log-loss (Newton leaf values, L2 on leaves,
 * quantile-binned split candidates). Deterministic: ties go to the lower feature index and lower
 * threshold. Small by design: a few thousand rows, ~30 features, depth 3.
 */
import type { BoostedTreesModel, RegressionTree } from '../model/boosted-trees-model.js';
import { sigmoid } from '../model/logistic-model.js';

export interface BoostingSettings {
  trees: number;
  depth: number;
  learningRate: number;
  /** L2 penalty on leaf values. */
  lambda: number;
  /** Smallest total hessian (weighted) a child may have, relative to the root's. */
  minChildShare: number;
  bins: number;
}

function candidateThresholds(values: number[], bins: number): number[] {
  const sorted = [...new Set(values)].sort((a, b) => a - b);
  if (sorted.length <= bins)
    return sorted.slice(0, -1).map((value, index) => (value + sorted[index + 1]!) / 2);
  const thresholds: number[] = [];
  for (let bin = 1; bin < bins; bin += 1) {
    const at = Math.floor((bin * sorted.length) / bins);
    const threshold = (sorted[at - 1]! + sorted[at]!) / 2;
    if (thresholds.at(-1) !== threshold) thresholds.push(threshold);
  }
  return thresholds;
}

/** Fits the trees. */
export function fitBoostedTrees(options: {
  rows: readonly number[][];
  labels: readonly number[];
  weights: readonly number[];
  featureNames: readonly string[];
  settings: BoostingSettings;
}): BoostedTreesModel {
  const { rows, labels, settings } = options;
  const total = options.weights.reduce((sum, value) => sum + value, 0);
  const weights = options.weights.map((value) => (value * rows.length) / total);
  const width = options.featureNames.length;
  const thresholds = Array.from({ length: width }, (_, feature) =>
    candidateThresholds(
      rows.map((row) => row[feature]!),
      settings.bins,
    ),
  );
  let positive = 0;
  for (let i = 0; i < rows.length; i += 1) positive += weights[i]! * labels[i]!;
  const rate = Math.min(0.99, Math.max(0.01, positive / rows.length));
  const base = Math.log(rate / (1 - rate));
  const scores = new Array<number>(rows.length).fill(base);
  const trees: RegressionTree[] = [];
  const minChild = settings.minChildShare * rows.length * 0.25;
  for (let round = 0; round < settings.trees; round += 1) {
    const gradient = scores.map((score, i) => weights[i]! * (sigmoid(score) - labels[i]!));
    const hessian = scores.map((score, i) => {
      const p = sigmoid(score);
      return Math.max(1e-6, weights[i]! * p * (1 - p));
    });
    const tree: RegressionTree = { feature: [], threshold: [], left: [], right: [], value: [] };
    const grow = (members: number[], depth: number): number => {
      const node = tree.feature.length;
      tree.feature.push(-1);
      tree.threshold.push(0);
      tree.left.push(-1);
      tree.right.push(-1);
      tree.value.push(0);
      let sumG = 0;
      let sumH = 0;
      for (const i of members) {
        sumG += gradient[i]!;
        sumH += hessian[i]!;
      }
      tree.value[node] = (-sumG / (sumH + settings.lambda)) * settings.learningRate;
      if (depth >= settings.depth) return node;
      const parentScore = (sumG * sumG) / (sumH + settings.lambda);
      let best = { gain: 1e-9, feature: -1, threshold: 0 };
      for (let feature = 0; feature < width; feature += 1) {
        const cuts = thresholds[feature]!;
        if (cuts.length === 0) continue;
        const binG = new Array<number>(cuts.length + 1).fill(0);
        const binH = new Array<number>(cuts.length + 1).fill(0);
        for (const i of members) {
          const value = rows[i]![feature]!;
          let low = 0;
          let high = cuts.length;
          while (low < high) {
            const mid = (low + high) >> 1;
            if (value <= cuts[mid]!) high = mid;
            else low = mid + 1;
          }
          binG[low]! += gradient[i]!;
          binH[low]! += hessian[i]!;
        }
        let leftG = 0;
        let leftH = 0;
        for (let cut = 0; cut < cuts.length; cut += 1) {
          leftG += binG[cut]!;
          leftH += binH[cut]!;
          const rightG = sumG - leftG;
          const rightH = sumH - leftH;
          if (leftH < minChild || rightH < minChild) continue;
          const gain =
            (leftG * leftG) / (leftH + settings.lambda) +
            (rightG * rightG) / (rightH + settings.lambda) -
            parentScore;
          if (gain > best.gain) best = { gain, feature, threshold: cuts[cut]! };
        }
      }
      if (best.feature < 0) return node;
      const leftMembers = members.filter((i) => rows[i]![best.feature]! <= best.threshold);
      const rightMembers = members.filter((i) => rows[i]![best.feature]! > best.threshold);
      tree.feature[node] = best.feature;
      tree.threshold[node] = best.threshold;
      tree.left[node] = grow(leftMembers, depth + 1);
      tree.right[node] = grow(rightMembers, depth + 1);
      return node;
    };
    grow(
      rows.map((_, i) => i),
      0,
    );
    trees.push(tree);
    for (let i = 0; i < rows.length; i += 1) {
      let node = 0;
      while (tree.feature[node]! >= 0)
        node = rows[i]![tree.feature[node]!]! <= tree.threshold[node]! ? tree.left[node]! : tree.right[node]!;
      scores[i]! += tree.value[node]!;
    }
  }
  return { kind: 'boosted_trees', featureNames: [...options.featureNames], base, trees };
}
