/**
 * What `faithcheck rejudge` found: how often another judge gives a different verdict on the same
 * stored claims, how the flagged rate moves, and how each judge agrees with the reviewers on the
 * labelled claims among them. A claim either judge failed on is not compared.
 */
import type { Verdict } from '../spec/verdict.js';
import type { RejudgeStratum } from './select-rejudge-sample.js';

export interface RejudgedCheck {
  checkId: string;
  baselineIdentity: string;
  scoreBefore: number;
  scoreAfter: number;
  flaggedBefore: boolean;
  flaggedAfter: boolean;
  verdictsBefore: Array<Verdict | null>;
  verdictsAfter: Array<Verdict | null>;
}

export interface JudgeAgreement {
  /** Labels both judges gave a verdict for. */
  labels: number;
  /** Share of them where the judge and the reviewer agree on supported / not supported. */
  baseline: number | null;
  candidate: number | null;
}

export interface DriftReport {
  candidateIdentity: string;
  /** Identities of the judges that made the sampled checks, with their counts. */
  baselines: Array<{ identity: string; checks: number }>;
  since: string | null;
  seed: string;
  requested: number;
  eligible: number;
  strata: RejudgeStratum[];
  rejudged: number;
  failed: Array<{ checkId: string; message: string }>;
  claims: {
    compared: number;
    /** Claims whose verdict changed (any of the four). */
    flipped: number;
    flipRate: number | null;
    /** Claims that changed side: supported ↔ not supported. */
    sideFlipped: number;
    sideFlipRate: number | null;
    /** `transitions[before][after]`: counts. */
    transitions: Record<Verdict, Record<Verdict, number>>;
  };
  flaggedRate: { before: number | null; after: number | null; change: number | null };
  agreement: JudgeAgreement;
  maxFlipRate: number | null;
  warning: string | null;
  checks: RejudgedCheck[];
}

const rate = (count: number, total: number) => (total === 0 ? null : count / total);
const percent = (value: number | null) => (value === null ? 'n/a' : `${(value * 100).toFixed(1)} %`);

export function formatDriftReport(report: DriftReport): string {
  const lines = [
    `Re-judged ${report.rejudged} of ${report.eligible} eligible checks (sample ${report.requested}, seed "${report.seed}"${report.since ? `, since ${report.since}` : ''})`,
    `  candidate judge: ${report.candidateIdentity}`,
    ...report.baselines.map(
      (baseline) => `  stored by:       ${baseline.identity} (${baseline.checks} checks)`,
    ),
    `  strata (flagged/labelled → sampled of eligible): ${report.strata
      .map(
        (stratum) =>
          `${stratum.flagged ? 'flagged' : 'passed'}/${stratum.labelled ? 'labelled' : 'unlabelled'} ${stratum.sampled} of ${stratum.eligible}`,
      )
      .join(', ')}`,
    `Verdict flip rate: ${percent(report.claims.flipRate)} (${report.claims.flipped} of ${report.claims.compared} claims); supported ↔ not: ${percent(report.claims.sideFlipRate)} (${report.claims.sideFlipped})`,
    `Flagged rate: ${percent(report.flaggedRate.before)} → ${percent(report.flaggedRate.after)}${
      report.flaggedRate.change === null
        ? ''
        : ` (${report.flaggedRate.change >= 0 ? '+' : ''}${(report.flaggedRate.change * 100).toFixed(1)} points)`
    }`,
    report.agreement.labels === 0
      ? 'Agreement with reviewers: no labelled claims in the sample'
      : `Agreement with reviewers on ${report.agreement.labels} labelled claims: stored ${percent(report.agreement.baseline)}, candidate ${percent(report.agreement.candidate)}`,
  ];
  if (report.failed.length > 0)
    lines.push(
      `The candidate failed on ${report.failed.length} checks (not compared): ${report.failed[0]!.message}`,
    );
  if (report.warning) lines.push(`WARNING: ${report.warning}`);
  return `${lines.join('\n')}\n`;
}

export { rate };
