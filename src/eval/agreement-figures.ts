/**
 * Agreement between a judge and the reviewers, from counts of labels by (judge verdict, reviewer
 * verdict): accuracy, balanced accuracy, Cohen's kappa, the base rate and a 95 % Wilson interval
 * of the accuracy, with the number of labels it rests on (issue 23 item 2). "Agree" means the same
 * answer to "is the claim supported?", as the review page's chart and `calibrate` read labels. The
 * counts come aggregated from the database, so this never holds the labels themselves.
 */
import { balancedAccuracy, type ConfusionMatrix } from './compute-metrics.js';
import { type ProportionInterval, wilsonInterval } from './wilson-interval.js';

/**
 * Below this many labels (with a judge verdict) a group's figures are "too few labels", not
 * numbers: with 30 labels the 95 % interval of an 80 % accuracy already spans 63–90 %; with 10 it
 * spans 49–94 %, wider than any difference between two judges worth acting on.
 */
export const MIN_AGREEMENT_LABELS = 30;

/** Labels counted by one (judge, tag value, judge verdict, reviewer verdict). */
export interface AgreementCell {
  judgeIdentity: string | null;
  /** The value of the tag the figures are split by; null when not split or the check has none. */
  tag: string | null;
  /** Null when the judge failed on the claim (no verdict: not counted as agreeing or not). */
  judgeVerdict: string | null;
  reviewerVerdict: string;
  labels: number;
}

export interface AgreementFigures {
  judgeIdentity: string | null;
  tag: string | null;
  /** Labels on claims the judge gave a verdict: what every figure below rests on. */
  labels: number;
  /** Labels on claims the judge failed on (left out of the figures). */
  withoutJudgeVerdict: number;
  /** `too_few_labels`: fewer than `minLabels`; the figures are then null. */
  status: 'ok' | 'too_few_labels';
  minLabels: number;
  /** Share of labels where judge and reviewer agree on supported or not. */
  accuracy: number | null;
  /** Mean of the judge's recall on the claims reviewers call supported and on the others. */
  balancedAccuracy: number | null;
  /** Cohen's kappa: agreement beyond what the two rates alone would give by chance. */
  kappa: number | null;
  /** Share of labels the reviewers call supported. */
  baseRate: number | null;
  /** The 95 % Wilson interval of `accuracy`. */
  interval: ProportionInterval | null;
  /** `unsupported` as the positive class, reviewers as gold (as `faithcheck eval` counts). */
  confusion: ConfusionMatrix;
  /** Labels by judge verdict, then reviewer verdict. */
  byVerdict: Record<string, Record<string, number>>;
}

/** Agreement figures for every (judge, tag value) in the cells, most labels first. */
export function summarizeAgreement(
  cells: readonly AgreementCell[],
  options: { minLabels?: number } = {},
): AgreementFigures[] {
  const minLabels = options.minLabels ?? MIN_AGREEMENT_LABELS;
  const groups = new Map<string, AgreementCell[]>();
  for (const cell of cells) {
    const key = JSON.stringify([cell.judgeIdentity, cell.tag]);
    const group = groups.get(key);
    if (group) group.push(cell);
    else groups.set(key, [cell]);
  }
  return [...groups.values()]
    .map((group) => agreementFigures(group, minLabels))
    .sort((a, b) => b.labels + b.withoutJudgeVerdict - (a.labels + a.withoutJudgeVerdict));
}

/**
 * The figures of one group's cells (all of one judge and tag value).
 * @example
 * agreementFigures([{ judgeIdentity: 'j', tag: null, judgeVerdict: 'supported', reviewerVerdict: 'supported', labels: 40 }], 30).accuracy // 1
 */
export function agreementFigures(
  cells: readonly AgreementCell[],
  minLabels = MIN_AGREEMENT_LABELS,
): AgreementFigures {
  const confusion: ConfusionMatrix = { tp: 0, fp: 0, tn: 0, fn: 0 };
  const byVerdict: Record<string, Record<string, number>> = {};
  let withoutJudgeVerdict = 0;
  for (const cell of cells) {
    if (cell.judgeVerdict === null) {
      withoutJudgeVerdict += cell.labels;
      continue;
    }
    const row = byVerdict[cell.judgeVerdict] ?? {};
    row[cell.reviewerVerdict] = (row[cell.reviewerVerdict] ?? 0) + cell.labels;
    byVerdict[cell.judgeVerdict] = row;
    const judgeSupported = cell.judgeVerdict === 'supported';
    const reviewerSupported = cell.reviewerVerdict === 'supported';
    if (reviewerSupported) {
      if (judgeSupported) confusion.tn += cell.labels;
      else confusion.fp += cell.labels;
    } else if (judgeSupported) confusion.fn += cell.labels;
    else confusion.tp += cell.labels;
  }
  const { tp, fp, tn, fn } = confusion;
  const labels = tp + fp + tn + fn;
  const enough = labels >= minLabels && labels > 0;
  const agreeing = tp + tn;
  // Chance agreement from the two marginal rates (Cohen 1960).
  const judgeSupported = (tn + fn) / labels;
  const reviewerSupported = (tn + fp) / labels;
  const chance = judgeSupported * reviewerSupported + (1 - judgeSupported) * (1 - reviewerSupported);
  const accuracy = agreeing / labels;
  const bothClasses = tp + fn > 0 && tn + fp > 0;
  return {
    judgeIdentity: cells[0]?.judgeIdentity ?? null,
    tag: cells[0]?.tag ?? null,
    labels,
    withoutJudgeVerdict,
    status: enough ? 'ok' : 'too_few_labels',
    minLabels,
    accuracy: enough ? accuracy : null,
    // With one class only, "balanced" would be that class's recall: not what the name promises.
    balancedAccuracy: enough && bothClasses ? balancedAccuracy(confusion) : null,
    kappa: enough && chance < 1 ? (accuracy - chance) / (1 - chance) : null,
    baseRate: enough ? reviewerSupported : null,
    interval: enough ? wilsonInterval({ successes: agreeing, trials: labels }) : null,
    confusion,
    byVerdict,
  };
}
