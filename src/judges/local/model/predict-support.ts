/**
 * P(supported) from whichever scoring model the parameters carry: a logistic regression, boosted
 * trees, or an ensemble averaging their log-odds (whichever the calibration chose).
 */
import { type BoostedTreesModel, treesLogOdds } from './boosted-trees-model.js';
import { type LogisticModel, logisticLogOdds, sigmoid } from './logistic-model.js';

/** Averages its members' log-odds: steadier than either member on a small dataset. */
export interface EnsembleModel {
  kind: 'ensemble';
  featureNames: string[];
  members: Array<LogisticModel | BoostedTreesModel>;
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
  for (const member of model.members) sum += logOdds(member, features);
  return sigmoid(sum / Math.max(1, model.members.length));
}
