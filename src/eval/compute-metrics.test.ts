import { describe, expect, it } from 'vitest';
import {
  balancedAccuracy,
  balancedAccuracyOfLabels,
  calibrationError,
  computeMetrics,
  computeSpeed,
  confusionOfLabels,
  type Outcome,
  percentile,
  rocAuc,
} from './compute-metrics.js';

function outcomes(counts: { tp: number; fp: number; tn: number; fn: number }): Outcome[] {
  const repeat = (count: number, outcome: Outcome) => Array.from({ length: count }, () => outcome);
  return [
    ...repeat(counts.tp, { gold: 'unsupported', predicted: 'unsupported' }),
    ...repeat(counts.fp, { gold: 'supported', predicted: 'unsupported' }),
    ...repeat(counts.tn, { gold: 'supported', predicted: 'supported' }),
    ...repeat(counts.fn, { gold: 'unsupported', predicted: 'supported' }),
  ];
}

describe('computeMetrics', () => {
  it('computes the figures of a hand-worked table (positive class: unsupported)', () => {
    // gold unsupported: 9 caught, 1 missed; gold supported: 30 kept, 10 wrongly rejected.
    const metrics = computeMetrics({ outcomes: outcomes({ tp: 9, fp: 10, tn: 30, fn: 1 }) });
    expect(metrics.confusion).toEqual({ tp: 9, fp: 10, tn: 30, fn: 1 });
    expect(metrics.n).toBe(50);
    expect(metrics.accuracy).toBeCloseTo(39 / 50, 12);
    // recall unsupported 9/10 = 0.9, recall supported 30/40 = 0.75 → (0.9 + 0.75) / 2
    expect(metrics.balancedAccuracy).toBeCloseTo(0.825, 12);
    expect(metrics.unsupported.precision).toBeCloseTo(9 / 19, 12);
    expect(metrics.unsupported.recall).toBeCloseTo(0.9, 12);
    expect(metrics.unsupported.f1).toBeCloseTo(18 / 29, 12); // 2tp / (2tp + fp + fn)
  });

  it('counts every verdict but supported as a predicted unsupported in the confusion cells', () => {
    const metrics = computeMetrics({
      outcomes: [
        { gold: 'supported', predicted: 'supported' },
        { gold: 'supported', predicted: 'unsupported' },
        { gold: 'unsupported', predicted: 'supported' },
      ],
    });
    expect(metrics.confusion).toEqual({ tp: 0, fp: 1, tn: 1, fn: 1 });
    expect(metrics.unsupported.precision).toBe(0);
    expect(metrics.unsupported.recall).toBe(0);
    expect(metrics.unsupported.f1).toBe(0);
    expect(metrics.balancedAccuracy).toBeCloseTo(0.25, 12);
  });

  it('gives null, not NaN, where a denominator is zero', () => {
    const onlySupported = computeMetrics({ outcomes: outcomes({ tp: 0, fp: 0, tn: 3, fn: 0 }) });
    expect(onlySupported.unsupported).toEqual({ precision: null, recall: null, f1: null });
    expect(onlySupported.balancedAccuracy).toBe(1); // mean over the classes present
    expect(onlySupported.accuracy).toBe(1);
    const empty = computeMetrics({ outcomes: [] });
    expect(empty).toMatchObject({ n: 0, balancedAccuracy: null, accuracy: null });
  });
});

describe('percentile and computeSpeed', () => {
  it('uses nearest-rank percentiles', () => {
    const sorted = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(percentile(sorted, 50)).toBe(5);
    expect(percentile(sorted, 90)).toBe(9);
    expect(percentile(sorted, 99)).toBe(10);
    expect(percentile([], 50)).toBeNull();
  });

  it('computes throughput from wall time and percentiles from unsorted latencies', () => {
    const speed = computeSpeed({ latenciesMs: [40, 10, 30, 20], wallMs: 200 });
    expect(speed.examplesPerSecond).toBe(20);
    expect(speed.latencyMs).toEqual({ p50: 20, p90: 40, p99: 40 });
    expect(computeSpeed({ latenciesMs: [], wallMs: 0 }).examplesPerSecond).toBeNull();
  });
});

describe('balancedAccuracy: one definition for eval and calibration', () => {
  it('leaves a class with no examples out of the mean, and is null without examples', () => {
    expect(balancedAccuracy({ tp: 9, fn: 1, tn: 30, fp: 10 })).toBeCloseTo(0.825, 12);
    expect(balancedAccuracy({ tp: 0, fn: 0, tn: 1, fp: 3 })).toBe(0.25);
    expect(balancedAccuracy({ tp: 0, fn: 0, tn: 0, fp: 0 })).toBeNull();
  });

  it("reads calibration's parallel arrays (label 1 = supported, predicted true = supported)", () => {
    // 2 of 4 supported kept and 3 of 3 unsupported caught: (0.5 + 1) / 2.
    const labels = [1, 1, 1, 1, 0, 0, 0];
    const predicted = [true, true, false, false, false, false, false];
    expect(confusionOfLabels(labels, predicted)).toEqual({ tp: 3, fn: 0, tn: 2, fp: 2 });
    expect(balancedAccuracyOfLabels(labels, predicted)).toBe(0.75);
    // Only unsupported examples: the mean of the one recall present (was 0.25 in calibration, which counted the empty class 0).
    expect(balancedAccuracyOfLabels([0, 0], [true, false])).toBe(0.5);
    expect(() => balancedAccuracyOfLabels([], [])).toThrow(/no examples/);
  });
});

describe('calibration figures', () => {
  it('ROC AUC counts ordered pairs, ties as half', () => {
    expect(rocAuc([0, 0, 1, 1], [0.1, 0.2, 0.8, 0.9])).toBe(1);
    expect(rocAuc([1, 1, 0, 0], [0.1, 0.2, 0.8, 0.9])).toBe(0);
    // Pairs (pos, neg): (0.5, 0.5) tie = 0.5, (0.5, 0.2) = 1, (0.9, 0.5) = 1, (0.9, 0.2) = 1 → 3.5 / 4.
    expect(rocAuc([1, 0, 1, 0], [0.5, 0.5, 0.9, 0.2])).toBe(0.875);
    expect(rocAuc([1, 1], [0.3, 0.4])).toBe(0.5);
  });

  it('calibration error weighs each confidence bin by its size', () => {
    // Bin 0.9: two verdicts at 0.95, one right → |1.9 − 1| = 0.9; bin 0.6: two at 0.6, both right → 0.8.
    const labels = [1, 0, 1, 0];
    const predicted = [true, true, true, false];
    expect(calibrationError(labels, predicted, [0.95, 0.95, 0.6, 0.6])).toBeCloseTo((0.9 + 0.8) / 4, 12);
    // Perfectly calibrated: confidence 1 and always right.
    expect(calibrationError([1, 0], [true, false], [1, 1])).toBe(0);
    expect(calibrationError([], [], [])).toBe(0);
  });
});
