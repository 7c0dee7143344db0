/**
 * `faithcheck calibrate`: fits the local judge to a team's own labelled claims. With few labels
 * only the `supported` threshold moves (the shipped model stays); with enough, boosted trees are
 * fitted on the labels and blended with the shipped model, the blend weight chosen by
 * cross-validation. Every figure is cross-validated with folds grouped by claim text, and the
 * shipped parameters are measured on the same labels, so "better" means better on the user's data.
 * The cascade's uncertain band is fitted on the same held-out predictions for a target accuracy of
 * the decisions the local judge keeps.
 */

import { balancedAccuracyOfLabels, calibrationError, rocAuc } from '../../../eval/compute-metrics.js';
import { decidedLocally, supportProbability } from '../../cascade/cascade-judge.js';
import type { LocalJudgeParams } from '../local-judge-params.js';
import type { BoostedTreesModel } from '../model/boosted-trees-model.js';
import { FEATURE_NAMES, featureVector } from '../model/claim-features.js';
import type { LogisticModel } from '../model/logistic-model.js';
import type { ScoringModel } from '../model/predict-support.js';
import { predictSupport } from '../model/predict-support.js';
import { RULE_PARAMS } from '../params/rule-params.js';
import { foldOf } from './cross-validation-folds.js';
import { type BoostingSettings, fitBoostedTrees } from './fit-boosted-trees.js';
import { judgeRow, type LabelRow } from './label-rows.js';

/** Below this many labelled claims only the threshold is refitted (a model would learn noise). */
export const MIN_LABELS_FOR_MODEL = 200;
const FOLDS = 5;
/** The shipped model's setting (docs/decisions/0002), reused for a user's labels. */
const BOOSTING: BoostingSettings = {
  trees: 200,
  depth: 3,
  learningRate: 0.03,
  lambda: 5,
  minChildShare: 0.05,
  bins: 32,
};
/** Weights of the base model's log-odds tried in the blend (0: the fitted trees alone). */
const BLEND_WEIGHTS = [0, 0.25, 0.5, 0.75];
const LEARNING_CURVE_SIZES = [25, 50, 100, 200];

export type FitSetting = { kind: 'threshold' } | { kind: 'model'; baseWeight: number };

export interface HeldOutFigures {
  /** Balanced accuracy, true-positive and true-negative rates of `supported`, in [0, 1]. */
  balancedAccuracy: number;
  tpr: number;
  tnr: number;
  auc: number;
  /** Expected calibration error of the verdicts' confidence (10 bins). */
  calibrationError: number;
}

export interface CascadeFit {
  band: { low: number; high: number };
  /** Share of claims the local judge decides alone, and its accuracy on them. */
  localShare: number;
  localAccuracy: number;
  /** The same two figures for the default band (0.25–0.75), for comparison. */
  defaultBand: { localShare: number; localAccuracy: number };
  /** Whether any band reached the target (if not, every claim goes to the LLM). */
  reachedTarget: boolean;
}

export interface CalibrationOutcome {
  params: LocalJudgeParams;
  setting: FitSetting;
  labels: number;
  /** The base parameters on the labels (never fitted on them), or null with `--base none`. */
  base: HeldOutFigures | null;
  /** The chosen setting, cross-validated (fitted without each fold). */
  fitted: HeldOutFigures;
  /** Every setting tried, cross-validated. */
  tried: Array<{ setting: FitSetting; balancedAccuracy: number }>;
  learningCurve: Array<{ labels: number; setting: FitSetting; balancedAccuracy: number }>;
  cascade: CascadeFit;
  /** The fitted parameters beat the base on held-out balanced accuracy (always true without a base). */
  better: boolean;
}

export interface CalibrateOptions {
  rows: readonly LabelRow[];
  /** The parameters to start from and compare with (the shipped ones by default); null fits from scratch. */
  base: LocalJudgeParams | null;
  /** Target accuracy of the claims the cascade leaves to the local judge. */
  cascadeAccuracy: number;
  /** Name written into the parameters' `version`. */
  name: string;
  /** Facts recorded in the parameter file (data files and their hashes, the base, the date…). */
  provenance: Record<string, unknown>;
  minLabelsForModel?: number;
  log?: (line: string) => void;
}

export function describeSetting(setting: FitSetting): string {
  if (setting.kind === 'threshold') return 'threshold only (the base model)';
  return setting.baseWeight === 0
    ? 'trees fitted on your labels'
    : `blend: ${Math.round(setting.baseWeight * 100)}% base model + trees fitted on your labels`;
}

/** Class weights so that each class weighs the same in the fit, whatever the label balance. */
function classWeights(rows: readonly LabelRow[]): number[] {
  const positives = rows.filter((row) => row.label === 1).length;
  const negatives = rows.length - positives;
  return rows.map((row) => 1 / Math.max(1, row.label === 1 ? positives : negatives));
}

/** The base model's members with their weights, so a blend of a blend stays one flat ensemble. */
function weightedMembers(
  model: ScoringModel,
): Array<{ model: LogisticModel | BoostedTreesModel; weight: number }> {
  if (model.kind !== 'ensemble') return [{ model, weight: 1 }];
  const total = model.members.reduce((sum, _, index) => sum + (model.weights?.[index] ?? 1), 0) || 1;
  return model.members.map((member, index) => ({
    model: member,
    weight: (model.weights?.[index] ?? 1) / total,
  }));
}

function blend(base: ScoringModel, fitted: BoostedTreesModel, baseWeight: number): ScoringModel {
  if (baseWeight === 0) return fitted;
  const members = weightedMembers(base);
  return {
    kind: 'ensemble',
    featureNames: [...FEATURE_NAMES],
    members: [...members.map((member) => member.model), fitted],
    weights: [...members.map((member) => round6(member.weight * baseWeight)), round6(1 - baseWeight)],
  };
}

function round6(value: number): number {
  return Number(value.toPrecision(6));
}

/** The `supported` threshold (0.10–0.90) that maximises balanced accuracy on `rows`. */
function fitThreshold(rows: readonly LabelRow[], params: LocalJudgeParams): number {
  const labels = rows.map((row) => row.label);
  const probabilities = rows.map((row) => predictSupport(params.model, row.features));
  let best = { threshold: params.supportedThreshold, score: -1 };
  for (let step = 10; step <= 90; step += 1) {
    const candidate = { ...params, supportedThreshold: step / 100 };
    const predicted = rows.map(
      (row, index) => judgeRow(row, candidate, probabilities[index]!).verdict === 'supported',
    );
    const score = balancedAccuracyOfLabels(labels, predicted);
    if (score > best.score + 1e-12) best = { threshold: step / 100, score };
  }
  return best.threshold;
}

/** Fits one setting on `rows`. */
export function fitSetting(
  rows: readonly LabelRow[],
  setting: FitSetting,
  base: LocalJudgeParams | null,
): LocalJudgeParams {
  const start: LocalJudgeParams = base ?? {
    version: 'fitted',
    model: {
      // A placeholder (a model is always fitted without a base): reads no feature, scores 0.
      kind: 'logistic',
      featureNames: [],
      means: [],
      scales: [],
      weights: [],
      bias: 0,
    },
    supportedThreshold: 0.5,
    ...RULE_PARAMS,
    provenance: {},
  };
  let model: ScoringModel = start.model;
  if (setting.kind === 'model') {
    const trees = fitBoostedTrees({
      rows: rows.map((row) => featureVector(row.features, FEATURE_NAMES)),
      labels: rows.map((row) => row.label),
      weights: classWeights(rows),
      featureNames: [...FEATURE_NAMES],
      settings: BOOSTING,
    });
    model = base ? blend(base.model, trees, setting.baseWeight) : trees;
  }
  const { cascadeBand: _band, ...rest } = start;
  const params: LocalJudgeParams = { ...rest, model, provenance: {} };
  return { ...params, supportedThreshold: fitThreshold(rows, params) };
}

function foldsOf(rows: readonly LabelRow[]): number[] {
  return rows.map((row) => foldOf(row.group, FOLDS));
}

interface HeldOut {
  predicted: boolean[];
  probabilities: number[];
  confidences: number[];
  verdicts: string[];
}

/** Held-out judgements of every row, each by parameters fitted without its fold. */
function crossValidate(
  rows: readonly LabelRow[],
  folds: readonly number[],
  fitFold: (train: LabelRow[]) => LocalJudgeParams,
): HeldOut {
  const out: HeldOut = { predicted: [], probabilities: [], confidences: [], verdicts: [] };
  for (let fold = 0; fold < FOLDS; fold += 1) {
    const train = rows.filter((_, index) => folds[index] !== fold);
    if (!folds.includes(fold)) continue;
    const params = fitFold(train);
    rows.forEach((row, index) => {
      if (folds[index] !== fold) return;
      record(out, index, judgeRow(row, params));
    });
  }
  return out;
}

function record(out: HeldOut, index: number, judged: ReturnType<typeof judgeRow>): void {
  out.predicted[index] = judged.verdict === 'supported';
  out.probabilities[index] = judged.probability;
  out.confidences[index] = judged.confidence;
  out.verdicts[index] = judged.verdict;
}

function figures(rows: readonly LabelRow[], held: HeldOut): HeldOutFigures {
  const labels = rows.map((row) => row.label);
  const rate = (label: number) => {
    const indexes = labels.flatMap((value, index) => (value === label ? [index] : []));
    const right = indexes.filter((index) => held.predicted[index] === (label === 1)).length;
    return indexes.length > 0 ? right / indexes.length : 0;
  };
  return {
    balancedAccuracy: balancedAccuracyOfLabels(labels, held.predicted),
    tpr: rate(1),
    tnr: rate(0),
    auc: rocAuc(labels, held.probabilities),
    calibrationError: calibrationError(labels, held.predicted, held.confidences),
  };
}

/** The narrowest uncertain band whose local decisions reach `target` accuracy on held-out rows. */
export function fitCascadeBand(rows: readonly LabelRow[], held: HeldOut, target: number): CascadeFit {
  const judgements = rows.map((_, index) => ({
    ok: true as const,
    verdict: held.verdicts[index] as 'supported',
    confidence: held.confidences[index]!,
    evidence: [],
    reasoning: '',
  }));
  const probabilities = judgements.map((judgement) => supportProbability(judgement));
  const measure = (band: { low: number; high: number }) => {
    let decided = 0;
    let right = 0;
    judgements.forEach((judgement, index) => {
      if (!decidedLocally(judgement, band)) return;
      decided += 1;
      if (held.predicted[index] === (rows[index]!.label === 1)) right += 1;
    });
    return { localShare: decided / rows.length, localAccuracy: decided > 0 ? right / decided : 1 };
  };
  let best: { band: { low: number; high: number }; localShare: number; localAccuracy: number } | null = null;
  const cuts = [...new Set(probabilities.filter((value): value is number => value !== undefined))];
  const lows = [0, ...cuts.filter((value) => value <= 0.5)].sort((a, b) => a - b);
  const highs = [...cuts.filter((value) => value >= 0.5), 1].sort((a, b) => a - b);
  for (const low of lows) {
    for (const high of highs) {
      const figures = measure({ low, high });
      if (figures.localAccuracy + 1e-12 < target) continue;
      if (!best || figures.localShare > best.localShare + 1e-12) best = { band: { low, high }, ...figures };
    }
  }
  const defaultBand = measure({ low: 0.25, high: 0.75 });
  if (!best) {
    // No band reaches the target: the local judge keeps nothing it would get wrong too often.
    return { band: { low: 0, high: 1 }, ...measure({ low: 0, high: 1 }), defaultBand, reachedTarget: false };
  }
  return {
    band: { low: round2(best.band.low), high: round2(best.band.high) },
    localShare: best.localShare,
    localAccuracy: best.localAccuracy,
    defaultBand,
    reachedTarget: true,
  };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A deterministic subset of `size` training rows (by hashed group), for the learning curve. */
function subsample(rows: readonly LabelRow[], size: number): LabelRow[] {
  return [...rows]
    .map((row, index) => ({ row, key: foldOf(`${row.group}#curve${index}`, 2 ** 31) }))
    .sort((a, b) => a.key - b.key)
    .slice(0, size)
    .map((entry) => entry.row);
}

export function calibrateOnLabels(options: CalibrateOptions): CalibrationOutcome {
  const { rows, base } = options;
  const log = options.log ?? (() => {});
  const minimum = options.minLabelsForModel ?? MIN_LABELS_FOR_MODEL;
  const folds = foldsOf(rows);
  const enough = rows.length >= minimum;
  const settings: FitSetting[] = base
    ? [
        { kind: 'threshold' },
        ...(enough ? BLEND_WEIGHTS.map((baseWeight) => ({ kind: 'model' as const, baseWeight })) : []),
      ]
    : [{ kind: 'model', baseWeight: 0 }];

  let baseFigures: HeldOutFigures | null = null;
  if (base) {
    const held: HeldOut = { predicted: [], probabilities: [], confidences: [], verdicts: [] };
    rows.forEach((row, index) => {
      record(held, index, judgeRow(row, base));
    });
    baseFigures = figures(rows, held);
  }

  const tried: CalibrationOutcome['tried'] = [];
  let chosen: { setting: FitSetting; held: HeldOut; score: number } | null = null;
  for (const setting of settings) {
    const held = crossValidate(rows, folds, (train) => fitSetting(train, setting, base));
    const score = figures(rows, held).balancedAccuracy;
    tried.push({ setting, balancedAccuracy: score });
    log(`  ${describeSetting(setting).padEnd(58)} ${(score * 100).toFixed(1)}`);
    // Ties keep the simpler setting (tried first).
    if (!chosen || score > chosen.score + 1e-9) chosen = { setting, held, score };
  }
  const { setting, held } = chosen!;

  const learningCurve: CalibrationOutcome['learningCurve'] = [];
  const trainSize = Math.floor((rows.length * (FOLDS - 1)) / FOLDS);
  for (const size of [
    ...LEARNING_CURVE_SIZES.filter((value) => value < trainSize),
    Number.POSITIVE_INFINITY,
  ]) {
    // Below the model minimum the command itself would refit only the threshold; the curve does the same.
    const sizeSetting: FitSetting = size < minimum && base ? { kind: 'threshold' } : setting;
    const curve = crossValidate(rows, folds, (train) =>
      fitSetting(size === Number.POSITIVE_INFINITY ? train : subsample(train, size), sizeSetting, base),
    );
    learningCurve.push({
      labels: size === Number.POSITIVE_INFINITY ? trainSize : size,
      setting: sizeSetting,
      balancedAccuracy: figures(rows, curve).balancedAccuracy,
    });
  }

  const fitted = figures(rows, held);
  const cascade = fitCascadeBand(rows, held, options.cascadeAccuracy);
  const final = fitSetting(rows, setting, base);
  const params: LocalJudgeParams = {
    ...final,
    version: options.name,
    cascadeBand: cascade.band,
    provenance: {
      ...options.provenance,
      features: { names: [...FEATURE_NAMES], count: FEATURE_NAMES.length },
      labels: {
        claims: rows.length,
        supported: rows.filter((row) => row.label === 1).length,
        unsupported: rows.filter((row) => row.label === 0).length,
      },
      fit: {
        setting,
        description: describeSetting(setting),
        boosting: setting.kind === 'model' ? BOOSTING : null,
      },
      crossValidation: {
        folds: FOLDS,
        foldsBy: 'FNV-1a of the claim text (case and spacing folded): one claim, one fold',
        base: baseFigures,
        fitted,
        tried,
        learningCurve,
      },
      cascade: { targetAccuracy: options.cascadeAccuracy, ...cascade },
    },
  };
  const better = !baseFigures || fitted.balancedAccuracy > baseFigures.balancedAccuracy + 1e-9;
  return {
    params,
    setting,
    labels: rows.length,
    base: baseFigures,
    fitted,
    tried,
    learningCurve,
    cascade,
    better,
  };
}
