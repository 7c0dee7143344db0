/**
 * Calibration: computes every example's claim analysis once, then measures the declared model
 * setting by 5-fold cross-validation — on the canonical folds and on three more fold assignments,
 * so the spread of a figure across splits is printed beside it. Folds go by claim text, so the
 * passages one claim is paired with never straddle a split. In each fold the model and the
 * `supported` threshold are fitted on the other folds and the held-out fold is judged with the
 * judge's own decision code. Two other settings (model-settings.ts) are cross-validated for
 * comparison only. Finally the declared setting is fitted on all the data and written to the
 * parameter file the judge imports. Run by `npm run calibrate` (scripts/calibrate-local.mjs), which
 * passes every choice as an option: nothing is read from the environment.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { balancedAccuracyOfLabels, calibrationError, rocAuc } from '../../../eval/compute-metrics.js';
import { parseLabelledExamples } from '../../../eval/read-labelled-examples.js';
import { decideVerdict } from '../decide-verdict.js';
import type { LocalJudgeParams } from '../local-judge-params.js';
import { featureVector } from '../model/claim-features.js';
import { predictSupport, type ScoringModel } from '../model/predict-support.js';
import { DEFAULT_LOCAL_JUDGE_PARAMS } from '../params/default-params.js';
import { RULE_PARAMS } from '../params/rule-params.js';
import { prepareContext } from '../prepare-context.js';
import { foldOf } from './cross-validation-folds.js';
import { fitBoostedTrees } from './fit-boosted-trees.js';
import { fitLogistic } from './fit-logistic.js';
import { type LabelRow, labelRow } from './label-rows.js';
import { featuresWithout, findModelSetting, MODEL_SETTINGS, type ModelSetting } from './model-settings.js';
import { paramsVersion } from './params-version.js';
import { renderParamsModule } from './render-params-module.js';

const FOLDS = 5;
/**
 * Text appended to each id before hashing: '' gives the canonical folds, the others three more
 * assignments (how much a figure moves with the split).
 */
const FOLD_SALTS = ['', '#r1', '#r2', '#r3'];
const BASE = { version: 'cv', provenance: {}, ...RULE_PARAMS };

/** What to calibrate on and which experiment to run; the defaults reproduce the shipped parameters. */
export interface CalibrationRunOptions {
  /** Labelled-data JSONL files (`*.dev.jsonl`). */
  files: readonly string[];
  /** Where to write the parameter module (`params/default-params.ts`); null writes nothing. */
  output: string | null;
  log: (line: string) => void;
  /** Name of the model setting to measure and fit (default: the shipped one, `trees 200x3`). */
  model?: string;
  /** Canonical folds only, no comparisons (feature experiments). */
  quick?: boolean;
  /** Features left out of every fit (feature-selection experiments). */
  dropFeatures?: readonly string[];
  /** When the fit happens: its month starts the parameters' version (default now). */
  date?: Date;
  /**
   * JSONL files of generated rows (scripts/generate-single-edits.mjs) used for fitting only: their
   * `fit` split joins every training fold whose held-out fold does not hold the row's source claim
   * (`group`), and is never scored. Figures stay those of the labelled files.
   */
  trainingOnly?: readonly string[];
  /**
   * JSONL files of the development single-edit tables' cases (hand-written near-copies and
   * faithful rewrites; `calibrate-local.mjs --tables` writes them, held-out tables left out),
   * fitted on with the generated rows (their dataset and weight) — but only the claims no rule
   * decides: the model's probability is read only where no slot, negation or opposite
   * contradicts the claim (`decideVerdict`), and a row the rules decide would teach it the rules'
   * cases instead. Never scored. The script pads each case with other cases' passages, so the
   * tables' short contexts teach no shortcut (decision 0002, thirty-first pass).
   */
  tableRows?: readonly string[];
}

/** Weight of the generated rows, as a share of one labelled dataset's. */
const GENERATED_WEIGHT = 0.5;

interface Row extends LabelRow {
  /** The row's fold under each of `FOLD_SALTS`. */
  folds: number[];
  /** A generated row: fitted on, never scored, never used to choose the threshold. */
  generated?: boolean;
}

/** The `fit` rows of generated files, each folded by its source claim's group. */
function readGeneratedRows(files: readonly string[], keep: (row: LabelRow) => boolean = () => true): Row[] {
  const rows: Row[] = [];
  for (const file of files) {
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      const raw = JSON.parse(line) as { split?: string; group?: string };
      if (raw.split !== 'fit') continue;
      const [example] = parseLabelledExamples({ text: line, source: file });
      const row = labelRow(example!);
      if (!keep(row)) continue;
      const group = raw.group ?? row.group;
      rows.push({
        ...row,
        group,
        folds: FOLD_SALTS.map((salt) => foldOf(group + salt, FOLDS)),
        generated: true,
      });
    }
  }
  return rows;
}

/** The rules' thresholds with the shipped model, whose probability `decidedByRule` fixes at 1. */
const RULES_ONLY: LocalJudgeParams = { ...DEFAULT_LOCAL_JUDGE_PARAMS, ...RULE_PARAMS };

/** Whether a rule decides the row: the judge contradicts it whatever the model's probability. */
function decidedByRule(row: LabelRow): boolean {
  return (
    decideVerdict({ analysis: row.analysis, probability: 1, chunks: row.chunks, params: RULES_ONLY })
      .verdict === 'contradicted'
  );
}

/** The row positions of each dataset, datasets in name order. */
function datasetGroups(rows: readonly Row[]): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  for (const name of [...new Set(rows.map((row) => row.example.dataset))].sort()) groups.set(name, []);
  rows.forEach((row, index) => {
    groups.get(row.example.dataset)!.push(index);
  });
  return groups;
}

function pick<T>(values: readonly T[], indexes: readonly number[]): T[] {
  return indexes.map((index) => values[index]!);
}

/** Mean over datasets of `metric` on each dataset's row positions (every dataset weighs the same). */
function meanOverDatasets(groups: Map<string, number[]>, metric: (indexes: number[]) => number): number {
  let sum = 0;
  for (const indexes of groups.values()) sum += metric(indexes);
  return sum / groups.size;
}

/** Mean over datasets of balanced accuracy. */
function meanBalancedAccuracy(
  rows: readonly Row[],
  predicted: readonly boolean[],
  groups = datasetGroups(rows),
  labels = rows.map((row) => row.label),
): number {
  return meanOverDatasets(groups, (indexes) =>
    balancedAccuracyOfLabels(pick(labels, indexes), pick(predicted, indexes)),
  );
}

function classWeights(rows: readonly Row[]): number[] {
  const counts = new Map<string, number>();
  for (const row of rows)
    counts.set(
      `${row.example.dataset}/${row.label}`,
      (counts.get(`${row.example.dataset}/${row.label}`) ?? 0) + 1,
    );
  return rows.map(
    (row) => (row.generated ? GENERATED_WEIGHT : 1) / counts.get(`${row.example.dataset}/${row.label}`)!,
  );
}

/** Which rows `params` calls supported, given each row's P(supported) under its model. */
function supportedVerdicts(
  rows: readonly Row[],
  params: LocalJudgeParams,
  probabilities: readonly number[],
): boolean[] {
  return rows.map((row, index) => {
    const probability = probabilities[index]!;
    return (
      decideVerdict({ analysis: row.analysis, probability, chunks: row.chunks, params }).verdict ===
      'supported'
    );
  });
}

function fitParams(
  rows: readonly Row[],
  setting: ModelSetting,
  featureNames: readonly string[],
): LocalJudgeParams {
  const data = {
    rows: rows.map((row) => featureVector(row.features, featureNames)),
    labels: rows.map((row) => row.label),
    weights: classWeights(rows),
    featureNames,
  };
  const model: ScoringModel =
    setting.kind === 'logistic'
      ? fitLogistic({ ...data, l2: setting.l2 })
      : fitBoostedTrees({ ...data, settings: setting.boosting });
  // The threshold is chosen on the labelled rows only.
  const scored = rows.filter((row) => !row.generated);
  const probabilities = scored.map((row) => predictSupport(model, row.features));
  const groups = datasetGroups(scored);
  const labels = scored.map((row) => row.label);
  let best = { threshold: 0.5, score: -1 };
  for (let step = 10; step <= 90; step += 1) {
    const params = { ...BASE, model, supportedThreshold: step / 100 };
    const predicted = supportedVerdicts(scored, params, probabilities);
    const score = meanBalancedAccuracy(scored, predicted, groups, labels);
    if (score > best.score + 1e-12) best = { threshold: step / 100, score };
  }
  return { ...BASE, model, supportedThreshold: best.threshold };
}

/**
 * Held-out `supported` decisions, P(supported) and verdict confidences of every row, each from a
 * model fitted without its fold.
 */
function crossValidate(
  rows: readonly Row[],
  setting: ModelSetting,
  featureNames: readonly string[],
  assignment = 0,
  generated: readonly Row[] = [],
): { predicted: boolean[]; probabilities: number[]; confidences: number[] } {
  const predicted = new Array<boolean>(rows.length).fill(false);
  const probabilities = new Array<number>(rows.length).fill(0);
  const confidences = new Array<number>(rows.length).fill(0);
  for (let fold = 0; fold < FOLDS; fold += 1) {
    const train = [...rows, ...generated].filter((row) => row.folds[assignment] !== fold);
    const params = fitParams(train, setting, featureNames);
    rows.forEach((row, index) => {
      if (row.folds[assignment] !== fold) return;
      const probability = predictSupport(params.model, row.features);
      const verdict = decideVerdict({ analysis: row.analysis, probability, chunks: row.chunks, params });
      predicted[index] = verdict.verdict === 'supported';
      probabilities[index] = probability;
      confidences[index] = verdict.confidence;
    });
  }
  return { predicted, probabilities, confidences };
}

/** Mean over datasets of the ROC AUC (how well P(supported) ranks, steadier than balanced accuracy). */
function meanAuc(rows: readonly Row[], probabilities: readonly number[]): number {
  const labels = rows.map((row) => row.label);
  return meanOverDatasets(datasetGroups(rows), (indexes) =>
    rocAuc(pick(labels, indexes), pick(probabilities, indexes)),
  );
}

/**
 * Cross-validates the model settings on `files`, prints the table, and fits the chosen setting on
 * all the data (written to `output` when given).
 * @example await runCalibration({ files: ['../shared/data/wice.dev.jsonl'], output: null, log: console.log })
 */
export async function runCalibration(options: CalibrationRunOptions) {
  const { log } = options;
  const chosen = findModelSetting(options.model);
  const quick = options.quick ?? false;
  const featureNames = featuresWithout(options.dropFeatures ?? []);
  const examples = options.files.flatMap((file) =>
    parseLabelledExamples({ text: readFileSync(file, 'utf8'), source: file }),
  );
  const started = performance.now();
  prepareContext({ chunks: [], useWordNet: true }); // load WordNet before timing per-example work
  const loaded = performance.now();
  const rows: Row[] = examples.map((example) => {
    const row = labelRow(example);
    return { ...row, folds: FOLD_SALTS.map((salt) => foldOf(row.group + salt, FOLDS)) };
  });
  const generatedOnly = readGeneratedRows(options.trainingOnly ?? []);
  if (generatedOnly.length > 0)
    log(
      `generated rows fitted on (never scored): ${generatedOnly.length} (fit split of ${options.trainingOnly!.join(', ')})`,
    );
  const tables = readGeneratedRows(options.tableRows ?? [], (row) => !decidedByRule(row));
  if (tables.length > 0)
    log(
      `development-table rows fitted on (never scored): ${tables.length}, those no rule decides (${options.tableRows!.join(', ')})`,
    );
  const generated = [...generatedOnly, ...tables];
  const seconds = (performance.now() - loaded) / 1000;
  log(
    `features: ${rows.length} examples in ${seconds.toFixed(1)} s (${Math.round(rows.length / seconds)} examples/s; WordNet load ${Math.round(loaded - started)} ms)`,
  );
  const groups = datasetGroups(rows);
  const names = [...groups.keys()];
  const labels = rows.map((row) => row.label);
  const bySetting: Record<string, Record<string, number>> = {};
  const settings = quick ? [chosen] : [...MODEL_SETTINGS.filter((setting) => setting !== chosen), chosen];
  log('\n5-fold cross-validated balanced accuracy on the canonical folds, and mean ROC AUC:');
  log(`${'model'.padEnd(22)} ${names.map((name) => name.padStart(13)).join('')}   mean   mean AUC`);
  let canonical: boolean[] = [];
  let canonicalConfidences: number[] = [];
  for (const setting of settings) {
    const { predicted, probabilities, confidences } = crossValidate(
      rows,
      setting,
      featureNames,
      0,
      generated,
    );
    if (setting === chosen) {
      canonical = predicted;
      canonicalConfidences = confidences;
    }
    const score = meanBalancedAccuracy(rows, predicted, groups, labels);
    const auc = meanAuc(rows, probabilities);
    const perDataset = Object.fromEntries(
      [...groups].map(([name, indexes]) => [
        name,
        round(balancedAccuracyOfLabels(pick(labels, indexes), pick(predicted, indexes)) * 100),
      ]),
    );
    bySetting[setting.name] = { ...perDataset, mean: round(score * 100), meanAuc: round(auc * 100) };
    log(
      `${setting.name.padEnd(22)} ${names.map((name) => String(perDataset[name]).padStart(13)).join('')}   ${(score * 100).toFixed(1)}   ${(auc * 100).toFixed(1)}${setting === chosen ? '   (fitted)' : ''}`,
    );
  }
  const others = quick
    ? []
    : FOLD_SALTS.slice(1).map(
        (_, at) => crossValidate(rows, chosen, featureNames, at + 1, generated).predicted,
      );
  log(
    `\n${chosen.name}, 5-fold cross-validated (canonical folds; ${others.length > 0 ? `mean ± sd over ${1 + others.length} fold assignments` : 'quick run'}):`,
  );
  log('dataset        n      BA     TPR    TNR   BA over assignments');
  const results: Record<string, Record<string, number>> = {};
  for (const [name, indexes] of groups) {
    const subset = pick(rows, indexes);
    const predicted = pick(canonical, indexes);
    const subsetLabels = pick(labels, indexes);
    const ba = balancedAccuracyOfLabels(subsetLabels, predicted);
    const tpr =
      subset.filter((row, i) => row.label === 1 && predicted[i]).length /
      subset.filter((row) => row.label === 1).length;
    const tnr =
      subset.filter((row, i) => row.label === 0 && !predicted[i]).length /
      subset.filter((row) => row.label === 0).length;
    const spread = [ba, ...others.map((all) => balancedAccuracyOfLabels(subsetLabels, pick(all, indexes)))];
    const mean = spread.reduce((sum, value) => sum + value, 0) / spread.length;
    const sd = Math.sqrt(spread.reduce((sum, value) => sum + (value - mean) ** 2, 0) / spread.length);
    results[name] = {
      n: subset.length,
      balancedAccuracy: round(ba * 100),
      tpr: round(tpr * 100),
      tnr: round(tnr * 100),
      ...(others.length > 0
        ? { balancedAccuracyMean: round(mean * 100), balancedAccuracySd: round(sd * 100) }
        : {}),
    };
    log(
      `${name.padEnd(13)} ${String(subset.length).padStart(5)}  ${(ba * 100).toFixed(1).padStart(5)}  ${(tpr * 100).toFixed(1).padStart(5)}  ${(tnr * 100).toFixed(1).padStart(5)}   ${others.length > 0 ? `${(mean * 100).toFixed(1)} ± ${(sd * 100).toFixed(1)}` : '-'}`,
    );
  }
  log("\ncalibration of the verdicts' confidence, held out (expected calibration error, 10 bins):");
  for (const [name, indexes] of groups) {
    const ece = calibrationError(
      pick(labels, indexes),
      pick(canonical, indexes),
      pick(canonicalConfidences, indexes),
    );
    results[name]!.confidenceCalibrationError = round(ece * 100) / 100;
    log(`${name.padEnd(13)} ${ece.toFixed(3)}`);
  }
  const pooledEce = calibrationError(labels, canonical, canonicalConfidences);
  log(`${'pooled'.padEnd(13)} ${pooledEce.toFixed(3)}`);
  const final = fitParams([...rows, ...generated], chosen, featureNames);
  const contradictions = contradictionStats(rows, final, log);
  const params: LocalJudgeParams = {
    ...final,
    version: paramsVersion({
      date: options.date ?? new Date(),
      setting: chosen,
      featureCount: featureNames.length,
    }),
    provenance: {
      fittedOn: options.files.map((file) => file.split('/').at(-1)),
      examples: rows.length,
      ...(generatedOnly.length > 0
        ? { generatedRows: { rows: generatedOnly.length, split: 'fit', weight: GENERATED_WEIGHT } }
        : {}),
      ...(tables.length > 0
        ? { tableRows: { rows: tables.length, only: 'claims no rule decides', weight: GENERATED_WEIGHT } }
        : {}),
      model: chosen,
      crossValidation: {
        folds: FOLDS,
        foldsBy: 'FNV-1a of the claim text (case and spacing folded): one claim, one fold',
        foldAssignments: FOLD_SALTS.length,
        balancedAccuracy: results,
        bySetting,
      },
      contradictedOnFinalFit: contradictions,
    },
  };
  if (options.output) {
    writeFileSync(options.output, renderParamsModule(params));
    log(`\nwrote ${options.output}`);
  }
  return { params, crossValidation: results };
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}

/** How often `contradicted` fires, by fine label (fitted model; descriptive only). */
function contradictionStats(rows: readonly Row[], params: LocalJudgeParams, log: (line: string) => void) {
  const stats: Record<string, { n: number; contradicted: number }> = {};
  for (const row of rows) {
    const key = `${row.example.dataset}/${row.example.fine_label ?? row.example.label}`;
    const entry = stats[key] ?? { n: 0, contradicted: 0 };
    stats[key] = entry;
    entry.n += 1;
    const probability = predictSupport(params.model, row.features);
    if (
      decideVerdict({ analysis: row.analysis, probability, chunks: row.chunks, params }).verdict ===
      'contradicted'
    )
      entry.contradicted += 1;
  }
  log('\ncontradicted verdicts by fine label:');
  for (const [key, entry] of Object.entries(stats).sort())
    log(`  ${key.padEnd(36)} ${entry.contradicted}/${entry.n}`);
  return stats;
}
