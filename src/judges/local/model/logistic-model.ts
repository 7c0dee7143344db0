/**
 * The scoring model: a logistic regression over standardised claim features, giving the
 * probability that a claim is fully supported. Its parameters come from the calibration script
 * (`npm run calibrate`) and live in `params/local-judge-params.ts`.
 */

/** A fitted logistic model. */
export interface LogisticModel {
  kind: 'logistic';
  featureNames: string[];
  /** Per-feature mean and standard deviation used to standardise inputs. */
  means: number[];
  scales: number[];
  weights: number[];
  bias: number;
}

/** The logistic function, guarded against overflow. */
export function sigmoid(value: number): number {
  if (value >= 0) return 1 / (1 + Math.exp(-value));
  const exp = Math.exp(value);
  return exp / (1 + exp);
}

/**
 * The log-odds of support for one feature vector.
 * @example sigmoid(logisticLogOdds(model, claimFeatures(analysis, 200))) // 0.93
 */
export function logisticLogOdds(model: LogisticModel, features: readonly number[]): number {
  let sum = model.bias;
  for (let index = 0; index < model.weights.length; index += 1) {
    const scale = model.scales[index] || 1;
    sum += (model.weights[index]! * ((features[index] ?? 0) - model.means[index]!)) / scale;
  }
  return sum;
}
