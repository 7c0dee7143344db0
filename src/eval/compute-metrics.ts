/**
 * The figures `eval` reports. The positive class is `unsupported` — the judge is measured as a
 * detector of unsupported claims — so `tp` is an unsupported claim the judge did not call
 * `supported`. A claim counts as predicted supported only when its verdict is `supported`
 * (`partially_supported`, `no_evidence` and `contradicted` are all predicted unsupported).
 * A figure whose denominator is zero is `null`, never NaN and never a made-up 0.
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
  const recallSupported = ratio(tn, tn + fp);
  const recalls = [recallUnsupported, recallSupported].filter((value): value is number => value !== null);
  const precision = ratio(tp, tp + fp);
  const f1 =
    precision === null || recallUnsupported === null
      ? null
      : precision + recallUnsupported === 0
        ? 0
        : (2 * precision * recallUnsupported) / (precision + recallUnsupported);
  return {
    n,
    balancedAccuracy:
      recalls.length === 0 ? null : recalls.reduce((sum, value) => sum + value, 0) / recalls.length,
    accuracy: ratio(tp + tn, n),
    unsupported: { precision, recall: recallUnsupported, f1 },
    confusion,
  };
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
