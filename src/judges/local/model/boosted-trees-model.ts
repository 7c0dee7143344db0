/**
 * The scoring model used by default: gradient-boosted decision trees over the claim features,
 * giving the log-odds that a claim is fully supported. Trees capture what a linear model cannot —
 * that a missing name matters more in a short claim, that coverage means less in a long page —
 * and stay tiny (a few hundred nodes) and fast (microseconds per claim).
 */

/** One tree, flattened: node `i` splits on `feature[i]` at `threshold[i]`, or is a leaf (`feature[i] === -1`). */
export interface RegressionTree {
  feature: number[];
  threshold: number[];
  left: number[];
  right: number[];
  value: number[];
}

export interface BoostedTreesModel {
  kind: 'boosted_trees';
  featureNames: string[];
  /** Initial log-odds. */
  base: number;
  trees: RegressionTree[];
}

/** The log-odds the trees give one feature vector (`x <= threshold` goes left). */
export function treesLogOdds(model: BoostedTreesModel, features: readonly number[]): number {
  let sum = model.base;
  for (const tree of model.trees) {
    let node = 0;
    while (tree.feature[node]! >= 0) {
      node =
        (features[tree.feature[node]!] ?? 0) <= tree.threshold[node]! ? tree.left[node]! : tree.right[node]!;
    }
    sum += tree.value[node]!;
  }
  return sum;
}
