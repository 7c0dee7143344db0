import { describe, expect, it } from 'vitest';
import { computeMetrics, computeSpeed, type Outcome, percentile } from './compute-metrics.js';

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
