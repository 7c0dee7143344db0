/**
 * The figures `eval` and calibration report — one metrics module, so a balanced accuracy means
 * the same wherever it is printed. The positive class is `unsupported` — the judge is measured as
 * a detector of unsupported claims — so `tp` is an unsupported claim the judge did not call
 * `supported`. A claim counts as predicted supported only when its verdict is `supported`
 * (`partially_supported`, `no_evidence` and `contradicted` are all predicted unsupported).
 * A figure whose denominator is zero is `null`, never NaN and never a made-up 0: balanced
 * accuracy leaves a class with no examples out of its mean (counting its recall as 0 would halve
 * the figure of a one-class sample), and is null only when there are no examples at all.
 */
import type { GoldLabel } from './read-labelled-examples.js';

/** One judged example: its gold label and the judge's binary prediction. */
export interface Outcome {
  gold: GoldLabel;
  predicted: GoldLabel;
}

/** Counts with `unsupported` as the positive class. */
export interface ConfusionMatrix {
  /** gold unsupported, predicted unsupported */
  tp: number;
  /** gold supported, predicted unsupported */
  fp: number;
  /** gold supported, predicted supported */
  tn: number;
  /** gold unsupported, predicted supported */
  fn: number;
}

export interface ClassMetrics {
  precision: number | null;
  recall: number | null;
  f1: number | null;
}

export interface QualityMetrics {
  /** Examples with a prediction (judge errors are not predictions and are not counted here). */
  n: number;
  /** Mean of the recalls of the classes present in the gold labels. */
  balancedAccuracy: number | null;
  accuracy: number | null;
  /** Precision, recall and F1 of the `unsupported` class. */
  unsupported: ClassMetrics;
  confusion: ConfusionMatrix;
}

function ratio(numerator: number, denominator: number): number | null {
  return denominator === 0 ? null : numerator / denominator;
}

/**
 * Quality figures over judged examples.
 * @example
 * computeMetrics({ outcomes: [{ gold: 'unsupported', predicted: 'unsupported' }] }).confusion; // { tp: 1, fp: 0, tn: 0, fn: 0 }
 */
export function computeMetrics(options: { outcomes: readonly Outcome[] }): QualityMetrics {
  const confusion: ConfusionMatrix = { tp: 0, fp: 0, tn: 0, fn: 0 };
  for (const { gold, predicted } of options.outcomes) {
    if (gold === 'unsupported') {
      if (predicted === 'unsupported') confusion.tp += 1;
      else confusion.fn += 1;
    } else if (predicted === 'unsupported') confusion.fp += 1;
    else confusion.tn += 1;
  }
  const { tp, fp, tn, fn } = confusion;
  const n = tp + fp + tn + fn;
  const recallUnsupported = ratio(tp, tp + fn);
  const precision = ratio(tp, tp + fp);
  const f1 =
    precision === null || recallUnsupported === null
      ? null
      : precision + recallUnsupported === 0
        ? 0
        : (2 * precision * recallUnsupported) / (precision + recallUnsupported);
  return {
    n,
    balancedAccuracy: balancedAccuracy(confusion),
    accuracy: ratio(tp + tn, n),
    unsupported: { precision, recall: recallUnsupported, f1 },
    confusion,
  };
}

/**
 * The mean of the recalls of the classes that have examples; null when there are none.
 * @example balancedAccuracy({ tp: 9, fn: 1, tn: 30, fp: 10 }) // (0.9 + 0.75) / 2 = 0.825
 */
export function balancedAccuracy(confusion: ConfusionMatrix): number | null {
  const { tp, fp, tn, fn } = confusion;
  const recalls = [ratio(tp, tp + fn), ratio(tn, tn + fp)].filter((value): value is number => value !== null);
  return recalls.length === 0 ? null : recalls.reduce((sum, value) => sum + value, 0) / recalls.length;
}

/**
 * The confusion matrix of parallel arrays as calibration holds its rows: `labels[i]` 1 for a
 * supported claim (0 unsupported), `predicted[i]` true when the judge said supported.
 */
export function confusionOfLabels(labels: readonly number[], predicted: readonly boolean[]): ConfusionMatrix {
  const confusion: ConfusionMatrix = { tp: 0, fp: 0, tn: 0, fn: 0 };
  labels.forEach((label, index) => {
    if (label === 1) {
      if (predicted[index]) confusion.tn += 1;
      else confusion.fp += 1;
    } else if (predicted[index]) confusion.fn += 1;
    else confusion.tp += 1;
  });
  return confusion;
}

/**
 * `balancedAccuracy` over calibration's parallel arrays. Calibration chooses between settings by
 * this figure, so rows without any example are a bug in the caller, not a 0: it throws.
 */
export function balancedAccuracyOfLabels(labels: readonly number[], predicted: readonly boolean[]): number {
  const value = balancedAccuracy(confusionOfLabels(labels, predicted));
  if (value === null) throw new Error('balanced accuracy of no examples');
  return value;
}

/** Area under the ROC curve (label 1 = supported; ties count half): how well scores rank, whatever the threshold. */
export function rocAuc(labels: readonly number[], scores: readonly number[]): number {
  const order = scores.map((_, index) => index).sort((a, b) => scores[a]! - scores[b]!);
  let rankSum = 0;
  let positives = 0;
  for (let at = 0; at < order.length; ) {
    let end = at;
    while (end + 1 < order.length && scores[order[end + 1]!] === scores[order[at]!]) end += 1;
    const rank = (at + end) / 2 + 1;
    for (let k = at; k <= end; k += 1) {
      if (labels[order[k]!] === 1) {
        rankSum += rank;
        positives += 1;
      }
    }
    at = end + 1;
  }
  const negatives = labels.length - positives;
  if (positives === 0 || negatives === 0) return 0.5;
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

/**
 * Expected calibration error of verdict confidences: rows binned by confidence (10 bins), the gap
 * between each bin's mean confidence and its share of right verdicts, weighted by bin size. A
 * verdict is right when it says supported (`predicted`) exactly for the supported examples (label 1).
 */
export function calibrationError(
  labels: readonly number[],
  predicted: readonly boolean[],
  confidences: readonly number[],
): number {
  if (labels.length === 0) return 0;
  const bins = Array.from({ length: 10 }, () => ({ confidence: 0, right: 0 }));
  labels.forEach((label, index) => {
    const confidence = confidences[index]!;
    const bin = bins[Math.min(9, Math.floor(confidence * 10))]!;
    bin.confidence += confidence;
    if (predicted[index] === (label === 1)) bin.right += 1;
  });
  let error = 0;
  for (const bin of bins) error += Math.abs(bin.confidence - bin.right);
  return error / labels.length;
}

export interface LatencyPercentiles {
  p50: number | null;
  p90: number | null;
  p99: number | null;
}

export interface SpeedMetrics {
  /** Examples attempted (judged or failed) per second of wall-clock time. */
  examplesPerSecond: number | null;
  /** Per-example judge latency in milliseconds (nearest-rank percentiles). */
  latencyMs: LatencyPercentiles;
}

/**
 * The nearest-rank percentile of ascending `sorted` values (`null` when empty).
 * @example percentile([1, 2, 3, 4], 50) // 2
 */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

/**
 * Throughput and latency percentiles.
 * @example computeSpeed({ latenciesMs: [2, 4], wallMs: 10 }) // { examplesPerSecond: 200, latencyMs: { p50: 2, … } }
 */
export function computeSpeed(options: { latenciesMs: readonly number[]; wallMs: number }): SpeedMetrics {
  const sorted = [...options.latenciesMs].sort((a, b) => a - b);
  const count = sorted.length;
  return {
    examplesPerSecond: count === 0 || options.wallMs <= 0 ? null : count / (options.wallMs / 1000),
    latencyMs: { p50: percentile(sorted, 50), p90: percentile(sorted, 90), p99: percentile(sorted, 99) },
  };
}
