/**
 * Fits gradient-boosted regression trees for binary log-loss (Newton leaf values, L2 on leaves,
 * quantile-binned split candidates). Deterministic: ties go to the lower feature index and lower
 * threshold. Small by design: a few thousand rows, ~40 features, depth 3–4, a few hundred trees.
 * Every row's bin is computed once per feature, so a split search is one pass over a node's rows.
 */
import type { BoostedTreesModel, RegressionTree } from '../model/boosted-trees-model.js';
import { sigmoid } from '../model/sigmoid.js';

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

/** Six significant digits: what the parameter file stores, so the fitted model is the written one. */
function compact(value: number): number {
  return Number(value.toPrecision(6));
}

function candidateThresholds(values: number[], bins: number): number[] {
  const sorted = [...new Set(values)].sort((a, b) => a - b);
  const midpoints =
    sorted.length <= bins
      ? sorted.slice(0, -1).map((value, index) => (value + sorted[index + 1]!) / 2)
      : Array.from({ length: bins - 1 }, (_, bin) => {
          const at = Math.floor(((bin + 1) * sorted.length) / bins);
          return (sorted[at - 1]! + sorted[at]!) / 2;
        });
  // Rounded, and kept only where the rounding still separates the two neighbours it sits between.
  const thresholds: number[] = [];
  for (const midpoint of midpoints) {
    const threshold = compact(midpoint);
    if (thresholds.at(-1) !== threshold) thresholds.push(threshold);
  }
  return thresholds;
}

/** Index of the first threshold ≥ value (the row goes left of every threshold from there on). */
function binOf(value: number, cuts: readonly number[]): number {
  let low = 0;
  let high = cuts.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (value <= cuts[mid]!) high = mid;
    else low = mid + 1;
  }
  return low;
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
  const count = rows.length;
  const total = options.weights.reduce((sum, value) => sum + value, 0);
  const weights = options.weights.map((value) => (value * count) / total);
  const width = options.featureNames.length;
  const thresholds = Array.from({ length: width }, (_, feature) =>
    candidateThresholds(
      rows.map((row) => row[feature]!),
      settings.bins,
    ),
  );
  const binned = thresholds.map((cuts, feature) => {
    const bins = new Uint16Array(count);
    for (let i = 0; i < count; i += 1) bins[i] = binOf(rows[i]![feature]!, cuts);
    return bins;
  });
  let positive = 0;
  for (let i = 0; i < count; i += 1) positive += weights[i]! * labels[i]!;
  const rate = Math.min(0.99, Math.max(0.01, positive / count));
  const base = compact(Math.log(rate / (1 - rate)));
  const scores = new Float64Array(count).fill(base);
  const gradient = new Float64Array(count);
  const hessian = new Float64Array(count);
  const trees: RegressionTree[] = [];
  const minChild = settings.minChildShare * count * 0.25;
  const maxBins = Math.max(1, ...thresholds.map((cuts) => cuts.length + 1));
  const binG = new Float64Array(maxBins);
  const binH = new Float64Array(maxBins);
  for (let round = 0; round < settings.trees; round += 1) {
    for (let i = 0; i < count; i += 1) {
      const p = sigmoid(scores[i]!);
      gradient[i] = weights[i]! * (p - labels[i]!);
      hessian[i] = Math.max(1e-6, weights[i]! * p * (1 - p));
    }
    const tree: RegressionTree = { feature: [], threshold: [], left: [], right: [], value: [] };
    /** Per node, the index of its threshold among its feature's candidates (rows are compared by bin). */
    const cutOf: number[] = [];
    const grow = (members: number[], depth: number): number => {
      const node = tree.feature.length;
      tree.feature.push(-1);
      tree.threshold.push(0);
      tree.left.push(-1);
      tree.right.push(-1);
      tree.value.push(0);
      cutOf.push(-1);
      let sumG = 0;
      let sumH = 0;
      for (const i of members) {
        sumG += gradient[i]!;
        sumH += hessian[i]!;
      }
      tree.value[node] = compact((-sumG / (sumH + settings.lambda)) * settings.learningRate);
      if (depth >= settings.depth) return node;
      const parentScore = (sumG * sumG) / (sumH + settings.lambda);
      let best = { gain: 1e-9, feature: -1, cut: -1 };
      for (let feature = 0; feature < width; feature += 1) {
        const cuts = thresholds[feature]!;
        if (cuts.length === 0) continue;
        const bins = binned[feature]!;
        binG.fill(0, 0, cuts.length + 1);
        binH.fill(0, 0, cuts.length + 1);
        for (const i of members) {
          binG[bins[i]!]! += gradient[i]!;
          binH[bins[i]!]! += hessian[i]!;
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
          if (gain > best.gain) best = { gain, feature, cut };
        }
      }
      if (best.feature < 0) return node;
      const bins = binned[best.feature]!;
      const leftMembers = members.filter((i) => bins[i]! <= best.cut);
      const rightMembers = members.filter((i) => bins[i]! > best.cut);
      tree.feature[node] = best.feature;
      tree.threshold[node] = thresholds[best.feature]![best.cut]!;
      cutOf[node] = best.cut;
      tree.left[node] = grow(leftMembers, depth + 1);
      tree.right[node] = grow(rightMembers, depth + 1);
      return node;
    };
    grow(
      Array.from({ length: count }, (_, i) => i),
      0,
    );
    trees.push(tree);
    for (let i = 0; i < count; i += 1) {
      let node = 0;
      while (tree.feature[node]! >= 0)
        node = binned[tree.feature[node]!]![i]! <= cutOf[node]! ? tree.left[node]! : tree.right[node]!;
      scores[i]! += tree.value[node]!;
    }
  }
  return { kind: 'boosted_trees', featureNames: [...options.featureNames], base, trees };
}
