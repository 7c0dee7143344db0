/**
 * P(supported) from whichever scoring model the parameters carry: a logistic regression, boosted
 * trees, or a weighted ensemble of them (a blend written by `faithcheck calibrate`).
 */
import { type BoostedTreesModel, treesLogOdds } from './boosted-trees-model.js';
import { type LogisticModel, logisticLogOdds, sigmoid } from './logistic-model.js';

/**
 * A weighted mean of its members' log-odds: `faithcheck calibrate` blends the shipped model with
 * one fitted on a user's labels (weights chosen by cross-validation; equal when absent).
 */
export interface EnsembleModel {
  kind: 'ensemble';
  featureNames: string[];
  members: Array<LogisticModel | BoostedTreesModel>;
  weights?: number[];
}

export type ScoringModel = LogisticModel | BoostedTreesModel | EnsembleModel;

function logOdds(model: LogisticModel | BoostedTreesModel, features: readonly number[]): number {
  return model.kind === 'boosted_trees' ? treesLogOdds(model, features) : logisticLogOdds(model, features);
}

/**
 * @example predictSupport(params.model, claimFeatures(analysis, 200)) // 0.93
 */
export function predictSupport(model: ScoringModel, features: readonly number[]): number {
  if (model.kind !== 'ensemble') return sigmoid(logOdds(model, features));
  let sum = 0;
  let total = 0;
  model.members.forEach((member, index) => {
    const weight = model.weights?.[index] ?? 1;
    if (weight === 0) return;
    sum += weight * logOdds(member, features);
    total += weight;
  });
  return sigmoid(total > 0 ? sum / total : 0);
}
