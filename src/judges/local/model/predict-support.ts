/**
 * P(supported) from whichever scoring model the parameters carry: boosted trees (what the judge
 * ships), a logistic regression (the baseline `npm run calibrate` compares with), or a weighted
 * ensemble of them — the blend `faithcheck calibrate` writes when it fits trees on a team's labels
 * and mixes them with the base model. Each model reads its features by name.
 */
import {
  type BoostedTreesModel,
  packedTreesLogOdds,
  treesLogOdds,
  treesProblems,
} from './boosted-trees-model.js';
import {
  type ClaimFeatureValues,
  featureListVector,
  featureVector,
  unknownFeatures,
} from './claim-features.js';
import { type LogisticModel, logisticLogOdds, logisticProblems } from './logistic-model.js';
import { sigmoid } from './sigmoid.js';

/**
 * A weighted mean of its members' log-odds: `faithcheck calibrate` blends the shipped model with
 * one fitted on a user's labels (weights chosen by cross-validation; equal when absent). Each
 * member names its own features; `featureNames` is the list the blend was made for.
 */
export interface EnsembleModel {
  kind: 'ensemble';
  featureNames: string[];
  members: Array<LogisticModel | BoostedTreesModel>;
  weights?: number[];
}

export type ScoringModel = LogisticModel | BoostedTreesModel | EnsembleModel;

function logOdds(model: LogisticModel | BoostedTreesModel, features: ClaimFeatureValues): number {
  const values = featureVector(features, model.featureNames);
  return model.kind === 'boosted_trees' ? treesLogOdds(model, values) : logisticLogOdds(model, values);
}

/**
 * P(supported) from one model, or an ensemble's weighted mean of its members' log-odds, each
 * member's read by `memberLogOdds`.
 */
function blend(
  model: ScoringModel,
  memberLogOdds: (member: LogisticModel | BoostedTreesModel) => number,
): number {
  if (model.kind !== 'ensemble') return sigmoid(memberLogOdds(model));
  let sum = 0;
  let total = 0;
  model.members.forEach((member, index) => {
    const weight = model.weights?.[index] ?? 1;
    if (weight === 0) return;
    sum += weight * memberLogOdds(member);
    total += weight;
  });
  return sigmoid(total > 0 ? sum / total : 0);
}

/**
 * @example predictSupport(params.model, claimFeatures(analysis, 200)) // 0.93
 */
export function predictSupport(model: ScoringModel, features: ClaimFeatureValues): number {
  return blend(model, (member) => logOdds(member, features));
}

function listLogOdds(model: LogisticModel | BoostedTreesModel, list: readonly number[]): number {
  const values = featureListVector(list, model.featureNames);
  return model.kind === 'boosted_trees' ? packedTreesLogOdds(model, values) : logisticLogOdds(model, values);
}

/**
 * `predictSupport` over the features as a list (`claimFeatureList`): the same probability, read
 * by position instead of by name — the judge's path, once per claim.
 * @example predictSupportFromList(params.model, claimFeatureList(analysis, 200)) // 0.93
 */
export function predictSupportFromList(model: ScoringModel, list: readonly number[]): number {
  return blend(model, (member) => listLogOdds(member, list));
}

/**
 * What keeps `model` from scoring with this version's features, if anything: feature names this
 * version does not compute (in the model or any ensemble member) and malformed shapes.
 */
export function scoringModelProblems(model: ScoringModel): { unknown: string[]; shape: string[] } {
  const parts = model.kind === 'ensemble' ? [model, ...model.members] : [model];
  const unknown = [...new Set(parts.flatMap((part) => unknownFeatures(part.featureNames)))];
  const shape = (model.kind === 'ensemble' ? model.members : [model]).flatMap((member, index) => {
    const problems = member.kind === 'boosted_trees' ? treesProblems(member) : logisticProblems(member);
    return model.kind === 'ensemble' ? problems.map((problem) => `member ${index}: ${problem}`) : problems;
  });
  if (model.kind === 'ensemble' && model.weights && model.weights.length !== model.members.length)
    shape.push(`${model.weights.length} weights for ${model.members.length} members`);
  return { unknown, shape };
}
