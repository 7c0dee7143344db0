/**
 * Fits a weighted, L2-regularised logistic regression by Newton's method (IRLS). Small and exact:
 * ~30 features and a few thousand rows converge in a handful of iterations, deterministically.
 */
import type { LogisticModel } from '../model/logistic-model.js';
import { sigmoid } from '../model/sigmoid.js';

function solve(matrix: number[][], vector: number[]): number[] {
  const size = vector.length;
  const a = matrix.map((row, index) => [...row, vector[index]!]);
  for (let column = 0; column < size; column += 1) {
    let pivot = column;
    for (let row = column + 1; row < size; row += 1)
      if (Math.abs(a[row]![column]!) > Math.abs(a[pivot]![column]!)) pivot = row;
    [a[column], a[pivot]] = [a[pivot]!, a[column]!];
    const lead = a[column]![column]! || 1e-12;
    for (let row = 0; row < size; row += 1) {
      if (row === column) continue;
      const factor = a[row]![column]! / lead;
      if (factor === 0) continue;
      for (let k = column; k <= size; k += 1) a[row]![k]! -= factor * a[column]![k]!;
    }
  }
  return a.map((row, index) => row[size]! / (row[index]! || 1e-12));
}

/**
 * Fits `P(label = 1 | x)`.
 * @example fitLogistic({ rows, labels, weights, featureNames, l2: 1 })
 */
export function fitLogistic(options: {
  rows: readonly number[][];
  labels: readonly number[];
  weights: readonly number[];
  featureNames: readonly string[];
  l2: number;
  iterations?: number;
}): LogisticModel {
  const { rows, labels, weights } = options;
  const width = options.featureNames.length;
  const means = new Array<number>(width).fill(0);
  const scales = new Array<number>(width).fill(0);
  for (const row of rows) for (let j = 0; j < width; j += 1) means[j]! += row[j]! / rows.length;
  for (const row of rows)
    for (let j = 0; j < width; j += 1) scales[j]! += (row[j]! - means[j]!) ** 2 / rows.length;
  for (let j = 0; j < width; j += 1) scales[j] = Math.sqrt(scales[j]!) || 1;
  const x = rows.map((row) => [1, ...row.map((value, j) => (value - means[j]!) / scales[j]!)]);
  const beta = new Array<number>(width + 1).fill(0);
  const weightSum = weights.reduce((sum, value) => sum + value, 0);
  for (let iteration = 0; iteration < (options.iterations ?? 25); iteration += 1) {
    const gradient = new Array<number>(width + 1).fill(0);
    const hessian = Array.from({ length: width + 1 }, () => new Array<number>(width + 1).fill(0));
    for (let i = 0; i < x.length; i += 1) {
      const row = x[i]!;
      let z = 0;
      for (let j = 0; j <= width; j += 1) z += beta[j]! * row[j]!;
      const p = sigmoid(z);
      const w = weights[i]! / weightSum;
      const residual = w * (labels[i]! - p);
      const curvature = w * p * (1 - p);
      for (let j = 0; j <= width; j += 1) {
        gradient[j]! += residual * row[j]!;
        const scaled = curvature * row[j]!;
        for (let k = j; k <= width; k += 1) hessian[j]![k]! += scaled * row[k]!;
      }
    }
    const penalty = options.l2 / x.length;
    for (let j = 0; j <= width; j += 1) {
      for (let k = 0; k < j; k += 1) hessian[j]![k] = hessian[k]![j]!;
      if (j > 0) {
        gradient[j]! -= penalty * beta[j]!;
        hessian[j]![j]! += penalty;
      }
    }
    const step = solve(hessian, gradient);
    let change = 0;
    for (let j = 0; j <= width; j += 1) {
      beta[j]! += step[j]!;
      change = Math.max(change, Math.abs(step[j]!));
    }
    if (change < 1e-7) break;
  }
  return {
    kind: 'logistic',
    featureNames: [...options.featureNames],
    means,
    scales,
    weights: beta.slice(1),
    bias: beta[0]!,
  };
}
