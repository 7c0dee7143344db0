/**
 * The figures the calibration reports, over parallel arrays (label 1 = supported): balanced
 * accuracy for the decision, ROC AUC for the ranking, expected calibration error for the
 * confidence. Pure functions, so each is tested on cases worked out by hand.
 */

/** Mean of the true-positive and true-negative rates (a class with no examples counts 0). */
export function balancedAccuracy(labels: readonly number[], predicted: readonly boolean[]): number {
  let tp = 0;
  let pos = 0;
  let tn = 0;
  let neg = 0;
  labels.forEach((label, index) => {
    if (label === 1) {
      pos += 1;
      if (predicted[index]) tp += 1;
    } else {
      neg += 1;
      if (!predicted[index]) tn += 1;
    }
  });
  return ((pos ? tp / pos : 0) + (neg ? tn / neg : 0)) / 2;
}

/** Area under the ROC curve (ties count half): how well scores rank, whatever the threshold. */
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
 * verdict is right when it says supported (`predicted`) exactly for the supported examples.
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
