/**
 * Agreement per judge (and per tag value) as the API, the review page and `faithcheck agreement`
 * give it: the database aggregates the counts, `summarizeAgreement` makes the figures. A store
 * without labels and a tag no labelled check carries are answers, not errors of the store: they
 * come back as `problem`, which the API turns into a 4xx and the CLI into exit 2.
 */
import {
  type AgreementFigures,
  MIN_AGREEMENT_LABELS,
  summarizeAgreement,
} from '../eval/agreement-figures.js';
import type { LabelStore } from '../store/label-store.js';

export interface AgreementReport {
  /** The chunk metadata key the figures are split by; null for one group per judge. */
  by: string | null;
  since: string | null;
  verifiedOnly: boolean;
  /** Below this many labels a group's figures are null ("too few labels"). */
  minLabels: number;
  /** The level of every `interval` (Wilson). */
  level: number;
  /** One entry per (judge identity, tag value), most labels first. */
  groups: AgreementFigures[];
  /** More groups exist than the `groups` shown (the ones with most labels are). */
  truncated: boolean;
}

export type AgreementProblem =
  | { code: 'no_labels'; message: string }
  | { code: 'unknown_tag'; message: string };

export async function readAgreement(
  labels: LabelStore,
  options: { by?: string; since?: Date; verifiedOnly?: boolean } = {},
): Promise<{ report: AgreementReport; problem: null } | { report: null; problem: AgreementProblem }> {
  const { counts, truncated } = await labels.agreementCounts(options);
  if (counts.length === 0)
    return {
      report: null,
      problem: {
        code: 'no_labels',
        message: `no labels${options.since ? ` since ${options.since.toISOString()}` : ''}${options.verifiedOnly ? ' from verified reviewers' : ''}: mark claims on the review page (/review) first`,
      },
    };
  if (options.by !== undefined && counts.every((count) => count.tag === null))
    return {
      report: null,
      problem: {
        code: 'unknown_tag',
        message: `no labelled check has a chunk with metadata "${options.by}": name a key of the chunks' metadata (e.g. tenant)`,
      },
    };
  return {
    problem: null,
    report: {
      by: options.by ?? null,
      since: options.since?.toISOString() ?? null,
      verifiedOnly: options.verifiedOnly === true,
      minLabels: MIN_AGREEMENT_LABELS,
      level: 0.95,
      groups: summarizeAgreement(counts),
      truncated,
    },
  };
}
