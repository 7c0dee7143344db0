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
 * A model's trees in two arrays, node after node (each tree's nodes numbered on from the last
 * tree's): per node its feature and children, and its threshold and value. The walk reads two runs
 * of memory per node instead of five arrays per tree.
 */
interface PackedTrees {
  trees: readonly RegressionTree[];
  count: number;
  /** Where each tree's first node is. */
  roots: Int32Array;
  /** Per node: feature (-1 for a leaf), left child, right child. */
  links: Int32Array;
  /** Per node: threshold, value. */
  numbers: Float64Array;
}

/**
 * The packed trees by model, built on a model's first claim. Checked against the model's `trees`
 * array and count: a model scores claims with the trees it was fitted or loaded with (their node
 * arrays are not changed after).
 */
const packedByModel = new WeakMap<BoostedTreesModel, PackedTrees>();

function packTrees(trees: readonly RegressionTree[]): PackedTrees {
  const roots = new Int32Array(trees.length);
  let size = 0;
  for (let at = 0; at < trees.length; at += 1) {
    roots[at] = size;
    size += trees[at]!.feature.length;
  }
  const links = new Int32Array(size * 3);
  const numbers = new Float64Array(size * 2);
  for (let at = 0; at < trees.length; at += 1) {
    const tree = trees[at]!;
    const root = roots[at]!;
    for (let node = 0; node < tree.feature.length; node += 1) {
      const place = root + node;
      links[place * 3] = tree.feature[node]!;
      links[place * 3 + 1] = root + tree.left[node]!;
      links[place * 3 + 2] = root + tree.right[node]!;
      numbers[place * 2] = tree.threshold[node]!;
      numbers[place * 2 + 1] = tree.value[node]!;
    }
  }
  return { trees, count: trees.length, roots, links, numbers };
}

function packedTrees(model: BoostedTreesModel): PackedTrees {
  let packed = packedByModel.get(model);
  if (!packed || packed.trees !== model.trees || packed.count !== model.trees.length) {
    packed = packTrees(model.trees);
    packedByModel.set(model, packed);
  }
  return packed;
}

/**
 * `treesLogOdds` over the packed trees: the same walk and the same sum in the same order, on
 * the judge's path (once per claim).
 */
export function packedTreesLogOdds(model: BoostedTreesModel, values: readonly number[]): number {
  const { roots, links, numbers } = packedTrees(model);
  let sum = model.base;
  for (let at = 0; at < roots.length; at += 1) {
    let node = roots[at]!;
    let feature = links[node * 3]!;
    while (feature >= 0) {
      node = values[feature]! <= numbers[node * 2]! ? links[node * 3 + 1]! : links[node * 3 + 2]!;
      feature = links[node * 3]!;
    }
    sum += numbers[node * 2 + 1]!;
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
