/**
 * Calibration: computes every example's claim analysis once, then, for each of 5 folds (by example
 * id), fits the logistic model and the `supported` threshold on the other folds and judges the
 * held-out fold with the judge's own decision code. Prints the cross-validated table; finally fits
 * on all the data and writes the parameter file the judge imports. Run by `npm run calibrate`.
 */
import { writeFileSync } from 'node:fs';
import { decideVerdict } from '../decide-verdict.js';
import type { LocalJudgeParams } from '../local-judge-params.js';
import { analyzeClaim, type ClaimAnalysis } from '../model/analyze-claim.js';
import { claimFeatures, FEATURE_NAMES } from '../model/claim-features.js';
import { predictSupport, type ScoringModel } from '../model/predict-support.js';
import { RULE_PARAMS } from '../params/rule-params.js';
import { prepareContext } from '../prepare-context.js';
import { tokenize } from '../text/tokenize.js';
import { type BoostingSettings, fitBoostedTrees } from './fit-boosted-trees.js';
import { fitLogistic } from './fit-logistic.js';
import { foldOf, type LabelledExample, loadLabelledData } from './load-labelled-data.js';

const FOLDS = 5;
/** Extra text appended to each id before hashing (another fold assignment, for noise estimates); empty for the canonical folds. */
const FOLD_SALT = process.env.FAITHCHECK_FOLD_SALT ?? '';
const BASE = { version: 'cv', provenance: {}, ...RULE_PARAMS };
/** Candidate model settings; the one with the best mean cross-validated score is fitted on all data. */
type ModelSetting =
  | { name: string; kind: 'logistic'; l2: number }
  | { name: string; kind: 'boosted_trees'; boosting: BoostingSettings }
  | { name: string; kind: 'ensemble'; l2: number; boosting: BoostingSettings };
const TREES: BoostingSettings = {
  trees: 200,
  depth: 3,
  learningRate: 0.03,
  lambda: 5,
  minChildShare: 0.05,
  bins: 32,
};
const ALL_SETTINGS: ModelSetting[] = [
  { name: 'logistic l2=3', kind: 'logistic', l2: 3 },
  { name: 'trees 200x3', kind: 'boosted_trees', boosting: TREES },
  { name: 'logistic + trees', kind: 'ensemble', l2: 3, boosting: TREES },
];
/** `FAITHCHECK_CALIBRATE_SETTING=<name>` compares only that setting (quicker experiments). */
const SETTINGS = ALL_SETTINGS.filter(
  (setting) =>
    !process.env.FAITHCHECK_CALIBRATE_SETTING || setting.name === process.env.FAITHCHECK_CALIBRATE_SETTING,
);

/** `FAITHCHECK_DROP_FEATURES=a,b` leaves those feature columns out (feature-selection experiments). */
const DROPPED = new Set((process.env.FAITHCHECK_DROP_FEATURES ?? '').split(',').filter(Boolean));
const KEPT = FEATURE_NAMES.flatMap((name, index) => (DROPPED.has(name) ? [] : [index]));
const NAMES = KEPT.map((index) => FEATURE_NAMES[index]!);

interface Row {
  example: LabelledExample;
  chunks: Array<{ id: string; text: string }>;
  analysis: ClaimAnalysis;
  features: number[];
  label: number;
  fold: number;
}

function balancedAccuracy(rows: readonly Row[], predicted: readonly boolean[]): number {
  let tp = 0;
  let pos = 0;
  let tn = 0;
  let neg = 0;
  rows.forEach((row, index) => {
    if (row.label === 1) {
      pos += 1;
      if (predicted[index]) tp += 1;
    } else {
      neg += 1;
      if (!predicted[index]) tn += 1;
    }
  });
  return ((pos ? tp / pos : 0) + (neg ? tn / neg : 0)) / 2;
}

function datasetsOf(rows: readonly Row[]): string[] {
  return [...new Set(rows.map((row) => row.example.dataset))].sort();
}

function datasetBalancedAccuracy(rows: readonly Row[], predicted: readonly boolean[], name: string): number {
  const indexes = rows.flatMap((row, index) => (row.example.dataset === name ? [index] : []));
  return balancedAccuracy(
    indexes.map((index) => rows[index]!),
    indexes.map((index) => predicted[index]!),
  );
}

/** Mean over datasets of balanced accuracy. */
function meanBalancedAccuracy(rows: readonly Row[], predicted: readonly boolean[]): number {
  const names = datasetsOf(rows);
  let sum = 0;
  for (const name of names) {
    const indexes = rows.flatMap((row, index) => (row.example.dataset === name ? [index] : []));
    sum += balancedAccuracy(
      indexes.map((index) => rows[index]!),
      indexes.map((index) => predicted[index]!),
    );
  }
  return sum / names.length;
}

function classWeights(rows: readonly Row[]): number[] {
  const counts = new Map<string, number>();
  for (const row of rows)
    counts.set(
      `${row.example.dataset}/${row.label}`,
      (counts.get(`${row.example.dataset}/${row.label}`) ?? 0) + 1,
    );
  return rows.map((row) => 1 / counts.get(`${row.example.dataset}/${row.label}`)!);
}

function supportedVerdicts(rows: readonly Row[], params: LocalJudgeParams): boolean[] {
  return rows.map((row) => {
    const probability = predictSupport(params.model, row.features);
    return (
      decideVerdict({ analysis: row.analysis, probability, chunks: row.chunks, params }).verdict ===
      'supported'
    );
  });
}

function fitParams(rows: readonly Row[], setting: ModelSetting): LocalJudgeParams {
  const data = {
    rows: rows.map((row) => row.features),
    labels: rows.map((row) => row.label),
    weights: classWeights(rows),
    featureNames: NAMES,
  };
  const model: ScoringModel =
    setting.kind === 'logistic'
      ? fitLogistic({ ...data, l2: setting.l2 })
      : setting.kind === 'boosted_trees'
        ? fitBoostedTrees({ ...data, settings: setting.boosting })
        : {
            kind: 'ensemble',
            featureNames: [...NAMES],
            members: [
              fitLogistic({ ...data, l2: setting.l2 }),
              fitBoostedTrees({ ...data, settings: setting.boosting }),
            ],
          };
  let best = { threshold: 0.5, score: -1 };
  for (let step = 10; step <= 90; step += 1) {
    const params = { ...BASE, model, supportedThreshold: step / 100 };
    const score = meanBalancedAccuracy(rows, supportedVerdicts(rows, params));
    if (score > best.score + 1e-12) best = { threshold: step / 100, score };
  }
  return { ...BASE, model, supportedThreshold: best.threshold };
}

function crossValidate(rows: readonly Row[], setting: ModelSetting): boolean[] {
  const predicted = new Array<boolean>(rows.length).fill(false);
  for (let fold = 0; fold < FOLDS; fold += 1) {
    const train = rows.filter((row) => row.fold !== fold);
    const params = fitParams(train, setting);
    const heldOut = rows.flatMap((row, index) => (row.fold === fold ? [index] : []));
    const verdicts = supportedVerdicts(
      heldOut.map((index) => rows[index]!),
      params,
    );
    heldOut.forEach((index, position) => {
      predicted[index] = verdicts[position]!;
    });
  }
  return predicted;
}

export async function runCalibration(options: {
  files: readonly string[];
  output: string | null;
  log: (line: string) => void;
}) {
  const { log } = options;
  const examples = options.files.flatMap((file) => loadLabelledData(file));
  const started = performance.now();
  prepareContext({ chunks: [], useWordNet: true }); // load WordNet before timing per-example work
  const loaded = performance.now();
  const rows: Row[] = examples.map((example) => {
    const chunks = example.context.map((text, index) => ({ id: `c${index + 1}`, text }));
    const tokens = tokenize(example.claim);
    const context = prepareContext({ chunks, query: example.query ?? null, claimTokens: [tokens] });
    const analysis = analyzeClaim({ claim: example.claim, context, tokens });
    const all = claimFeatures(analysis, context.index.totalTokens, chunks.length);
    return {
      example,
      chunks,
      analysis,
      features: KEPT.map((at) => all[at]!),
      label: example.label === 'supported' ? 1 : 0,
      fold: foldOf(example.id + FOLD_SALT, FOLDS),
    };
  });
  const seconds = (performance.now() - loaded) / 1000;
  log(
    `features: ${rows.length} examples in ${seconds.toFixed(1)} s (${Math.round(rows.length / seconds)} examples/s; WordNet load ${Math.round(loaded - started)} ms)`,
  );
  const results: Record<string, Record<string, number>> = {};
  let bestSetting = SETTINGS[0]!;
  let bestScore = -1;
  let bestPredicted: boolean[] = [];
  const names = datasetsOf(rows);
  const bySetting: Record<string, Record<string, number>> = {};
  log(`${'model'.padEnd(22)} ${names.map((name) => name.padStart(13)).join('')}   mean`);
  for (const setting of SETTINGS) {
    const predicted = crossValidate(rows, setting);
    const score = meanBalancedAccuracy(rows, predicted);
    const perDataset = Object.fromEntries(
      names.map((name) => [name, round(datasetBalancedAccuracy(rows, predicted, name) * 100)]),
    );
    bySetting[setting.name] = { ...perDataset, mean: round(score * 100) };
    log(
      `${setting.name.padEnd(22)} ${names.map((name) => String(perDataset[name]).padStart(13)).join('')}   ${(score * 100).toFixed(1)}`,
    );
    if (score > bestScore) {
      bestScore = score;
      bestSetting = setting;
      bestPredicted = predicted;
    }
  }
  log(
    `\n5-fold cross-validated balanced accuracy of the chosen model (${bestSetting.name}; folds by example id):`,
  );
  log('dataset        n      BA     TPR    TNR');
  for (const name of datasetsOf(rows)) {
    const indexes = rows.flatMap((row, index) => (row.example.dataset === name ? [index] : []));
    const subset = indexes.map((index) => rows[index]!);
    const predicted = indexes.map((index) => bestPredicted[index]!);
    const ba = balancedAccuracy(subset, predicted);
    const tpr =
      subset.filter((row, i) => row.label === 1 && predicted[i]).length /
      subset.filter((row) => row.label === 1).length;
    const tnr =
      subset.filter((row, i) => row.label === 0 && !predicted[i]).length /
      subset.filter((row) => row.label === 0).length;
    results[name] = {
      n: subset.length,
      balancedAccuracy: round(ba * 100),
      tpr: round(tpr * 100),
      tnr: round(tnr * 100),
    };
    log(
      `${name.padEnd(13)} ${String(subset.length).padStart(5)}  ${(ba * 100).toFixed(1).padStart(5)}  ${(tpr * 100).toFixed(1).padStart(5)}  ${(tnr * 100).toFixed(1).padStart(5)}`,
    );
  }
  const final = fitParams(rows, bestSetting);
  const contradictions = contradictionStats(rows, final, log);
  const params: LocalJudgeParams = {
    ...final,
    version: `2026-11-${bestSetting.kind}-${FEATURE_NAMES.length}f`,
    provenance: {
      fittedOn: options.files.map((file) => file.split('/').at(-1)),
      examples: rows.length,
      model: bestSetting,
      crossValidation: {
        folds: FOLDS,
        foldsBy: 'FNV-1a of example id',
        balancedAccuracy: results,
        bySetting,
      },
      contradictedOnFinalFit: contradictions,
    },
  };
  if (options.output) {
    writeFileSync(options.output, renderParams(params));
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

function renderParams(params: LocalJudgeParams): string {
  return `// Written by \`npm run calibrate\` (src/judges/local/calibration/run-calibration.ts). Do not edit by hand.
import type { LocalJudgeParams } from '../local-judge-params.js';

/** The calibrated parameters of the local judge and the cross-validated figures of their fit. */
export const DEFAULT_LOCAL_JUDGE_PARAMS: LocalJudgeParams = ${JSON.stringify(params, null, 2)};
`;
}
