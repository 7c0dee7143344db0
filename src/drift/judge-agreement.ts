/**
 * How far reviewers agree with a judge, with its uncertainty: accuracy, balanced accuracy, Cohen's
 * kappa, the confusion by the judge's verdict, the base rate, and a 95 % Wilson interval for the
 * accuracy, from the labels of one judge identity (never two judges mixed). Agreement is on what
 * labelled data records: the claim is supported, or it is not. Below `MIN_AGREEMENT_LABELS` the
 * figures are withheld (`tooFewLabels`): a rate from a handful of labels says little (with 30
 * labels the 95 % interval of an 80 % accuracy is still 63–90 %).
 */
import type { Verdict } from '../spec/verdict.js';

/** Fewer labels than this: "too few labels" instead of figures. */
export const MIN_AGREEMENT_LABELS = 30;
/** z for a two-sided 95 % interval. */
const Z_95 = 1.959963984540054;

export type JudgeSide = Verdict;
export type ReviewerSide = 'supported' | 'unsupported';

export interface AgreementLabel {
  judgeVerdict: Verdict;
  /** The reviewer's verdict; anything but `supported` is the unsupported side. */
  reviewerVerdict: string;
}

export interface AgreementFigures {
  labels: number;
  /** Below `MIN_AGREEMENT_LABELS`: the figures below are null. */
  tooFewLabels: boolean;
  accuracy: number | null;
  /** 95 % Wilson score interval of the accuracy. */
  interval: { low: number; high: number } | null;
  /** Mean of the recalls of the two sides that have labels. */
  balancedAccuracy: number | null;
  /** Cohen's kappa of judge and reviewers on supported / unsupported; null when chance agreement is 1. */
  kappa: number | null;
  /** Share of labels the reviewers call unsupported. */
  baseRate: number | null;
  /** `confusion[judge verdict][reviewer side]`: counts (shown whatever the number of labels). */
  confusion: Record<Verdict, Record<ReviewerSide, number>>;
}

/** Wilson score interval for `successes` of `total` at z (default 95 %). */
export function wilsonInterval(successes: number, total: number, z = Z_95): { low: number; high: number } {
  if (total === 0) return { low: 0, high: 1 };
  const p = successes / total;
  const z2 = z * z;
  const centre = (p + z2 / (2 * total)) / (1 + z2 / total);
  const half = (z * Math.sqrt((p * (1 - p)) / total + z2 / (4 * total * total))) / (1 + z2 / total);
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

export function agreementFigures(
  labels: readonly AgreementLabel[],
  minimum = MIN_AGREEMENT_LABELS,
): AgreementFigures {
  const confusion = Object.fromEntries(
    (['supported', 'partially_supported', 'no_evidence', 'contradicted'] as const).map((verdict) => [
      verdict,
      { supported: 0, unsupported: 0 },
    ]),
  ) as AgreementFigures['confusion'];
  // Judge says supported (j) / not; reviewer says supported (r) / not.
  let bothSupported = 0;
  let bothUnsupported = 0;
  let judgeOnly = 0;
  let reviewerOnly = 0;
  for (const label of labels) {
    const reviewer: ReviewerSide = label.reviewerVerdict === 'supported' ? 'supported' : 'unsupported';
    confusion[label.judgeVerdict][reviewer] += 1;
    const judge = label.judgeVerdict === 'supported';
    if (judge && reviewer === 'supported') bothSupported += 1;
    else if (!judge && reviewer === 'unsupported') bothUnsupported += 1;
    else if (judge) judgeOnly += 1;
    else reviewerOnly += 1;
  }
  const n = labels.length;
  const tooFewLabels = n < minimum;
  if (tooFewLabels || n === 0)
    return {
      labels: n,
      tooFewLabels: true,
      accuracy: null,
      interval: null,
      balancedAccuracy: null,
      kappa: null,
      baseRate: null,
      confusion,
    };
  const agreeing = bothSupported + bothUnsupported;
  const accuracy = agreeing / n;
  const reviewerSupported = bothSupported + reviewerOnly;
  const reviewerUnsupported = bothUnsupported + judgeOnly;
  const recalls = [
    reviewerSupported > 0 ? bothSupported / reviewerSupported : null,
    reviewerUnsupported > 0 ? bothUnsupported / reviewerUnsupported : null,
  ].filter((value): value is number => value !== null);
  const judgeSupportedShare = (bothSupported + judgeOnly) / n;
  const reviewerSupportedShare = reviewerSupported / n;
  const chance =
    judgeSupportedShare * reviewerSupportedShare + (1 - judgeSupportedShare) * (1 - reviewerSupportedShare);
  return {
    labels: n,
    tooFewLabels: false,
    accuracy,
    interval: wilsonInterval(agreeing, n),
    balancedAccuracy: recalls.reduce((sum, value) => sum + value, 0) / recalls.length,
    kappa: chance === 1 ? null : (accuracy - chance) / (1 - chance),
    baseRate: reviewerUnsupported / n,
    confusion,
  };
}
