/**
 * A logistic regression over standardised claim features: the linear baseline `npm run calibrate`
 * cross-validates beside the shipped boosted trees (docs/decisions/0002). Parameter files may
 * still carry one (`kind: 'logistic'`), so the judge can score with it.
 */

/** A fitted logistic model. */
export interface LogisticModel {
  kind: 'logistic';
  /** The features the weights apply to, by name, in weight order. */
  featureNames: string[];
  /** Per-feature mean and standard deviation used to standardise inputs. */
  means: number[];
  scales: number[];
  weights: number[];
  bias: number;
}

/**
 * The log-odds of support for one claim; `values` holds the model's features in `featureNames`
 * order (`featureVector(features, model.featureNames)`).
 * @example sigmoid(logisticLogOdds(model, featureVector(claimFeatures(analysis, 200), model.featureNames)))
 */
export function logisticLogOdds(model: LogisticModel, values: readonly number[]): number {
  let sum = model.bias;
  for (let index = 0; index < model.weights.length; index += 1) {
    const scale = model.scales[index] || 1;
    sum += (model.weights[index]! * (values[index]! - model.means[index]!)) / scale;
  }
  return sum;
}

/** What is wrong with the model's shape, if anything (one weight, mean and scale per feature). */
export function logisticProblems(model: LogisticModel): string[] {
  const width = model.featureNames.length;
  return (['weights', 'means', 'scales'] as const)
    .filter((list) => model[list].length !== width)
    .map((list) => `${model[list].length} ${list} for ${width} features`);
}
