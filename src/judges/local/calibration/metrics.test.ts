import { describe, expect, it } from 'vitest';
import { balancedAccuracy, calibrationError, rocAuc } from './metrics.js';

describe('calibration metrics', () => {
  it('balanced accuracy averages the two class rates', () => {
    // 2 of 4 positives and 3 of 3 negatives right: (0.5 + 1) / 2.
    expect(balancedAccuracy([1, 1, 1, 1, 0, 0, 0], [true, true, false, false, false, false, false])).toBe(
      0.75,
    );
    expect(balancedAccuracy([0, 0], [true, false])).toBe(0.25);
  });

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
