/**
 * The scoring model the judge ships: gradient-boosted decision trees over the claim features,
 * giving the log-odds that a claim is fully supported. Trees capture what a linear model cannot —
 * that a missing name matters more in a short claim, that coverage means less in a long page —
 * and stay tiny (a few hundred nodes) and fast (microseconds per claim).
 */

/**
 * One tree, flattened: node `i` splits on the feature `featureNames[feature[i]]` at
 * `threshold[i]`, or is a leaf (`feature[i] === -1`).
 */
export interface RegressionTree {
  feature: number[];
  threshold: number[];
  left: number[];
  right: number[];
  value: number[];
}

export interface BoostedTreesModel {
  kind: 'boosted_trees';
  /** The features the trees split on, by name; `RegressionTree.feature` indexes this list. */
  featureNames: string[];
  /** Initial log-odds. */
  base: number;
  trees: RegressionTree[];
}

/**
 * The log-odds the trees give one claim (`x <= threshold` goes left). `values` holds the model's
 * features in `featureNames` order (`featureVector(features, model.featureNames)`).
 */
export function treesLogOdds(model: BoostedTreesModel, values: readonly number[]): number {
  let sum = model.base;
  for (const tree of model.trees) {
    let node = 0;
    while (tree.feature[node]! >= 0) {
      node = values[tree.feature[node]!]! <= tree.threshold[node]! ? tree.left[node]! : tree.right[node]!;
    }
    sum += tree.value[node]!;
  }
  return sum;
}

/**
 * What is wrong with the trees' shape, if anything: a split on a feature the model does not name,
 * or a child that is not a later node (which would read past the tree or never reach a leaf).
 */
export function treesProblems(model: BoostedTreesModel): string[] {
  const problems: string[] = [];
  model.trees.forEach((tree, at) => {
    const size = tree.feature.length;
    if ([tree.threshold, tree.left, tree.right, tree.value].some((list) => list.length !== size)) {
      problems.push(`tree ${at}: its node lists differ in length`);
      return;
    }
    tree.feature.forEach((feature, node) => {
      if (feature < 0) return;
      if (feature >= model.featureNames.length)
        problems.push(`tree ${at} node ${node} splits on feature ${feature} of ${model.featureNames.length}`);
      for (const child of [tree.left[node]!, tree.right[node]!])
        if (!(child > node && child < size)) problems.push(`tree ${at} node ${node} has child ${child}`);
    });
  });
  return problems;
}
