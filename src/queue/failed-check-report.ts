/**
 * The report stored for a queued check that could not run (a configuration or input error, or a
 * judge that kept failing past the last retry). The row is what makes a dead-lettered check
 * visible: `GET /v1/checks/:id` answers it with `status: "failed"` and the error, instead of 404
 * forever. It is flagged, so the review page and `faithcheck flagged` list it for someone to look
 * at, and it has no claims and no score of its own: nothing was judged.
 */

import { ZERO_USAGE } from '../core/usage.js';
import { describeError } from '../errors.js';
import { resolvePolicy } from '../scoring/registry.js';
import type { JudgeV1 } from '../spec/judge.js';
import type { FaithfulnessReport } from '../spec/report.js';
import { resolveThreshold } from '../verify-settings.js';
import type { CheckJobData } from './check-job.js';

export interface FailedCheckReportOptions {
  error: unknown;
  /** The job, when its data could be read. */
  job?: Pick<CheckJobData, 'policy' | 'threshold'>;
  /** The worker's judge and defaults. */
  judge?: JudgeV1;
  policy?: unknown;
  threshold?: number;
  /** Attempts made, for the message, when known. */
  attempts?: number;
}

/** @example failedCheckReport({ error, job: data, judge, attempts: 4 }).status; // 'failed' */
export function failedCheckReport(options: FailedCheckReportOptions): FaithfulnessReport {
  const error = describeError(options.error);
  let policy: FaithfulnessReport['policy'] = 'ratio';
  try {
    policy = resolvePolicy((options.job?.policy ?? options.policy) as never).id;
  } catch {
    // An unknown policy is the very error being stored; the row still needs a policy column.
  }
  let threshold = 0.7;
  try {
    threshold = resolveThreshold(options.job?.threshold ?? options.threshold);
  } catch {
    // Likewise: a bad threshold must not keep the failure from being recorded.
  }
  const judge = options.judge;
  return {
    overallScore: 0,
    policy,
    threshold,
    flagged: true,
    level: 'very_low',
    vacuous: false,
    status: 'failed',
    claims: [],
    skipped: [],
    issues: [
      {
        code: 'check_failed',
        message: `the check could not run${
          options.attempts === undefined
            ? ''
            : ` (${options.attempts} attempt${options.attempts === 1 ? '' : 's'})`
        }: ${error.message}`,
      },
    ],
    usage: { ...ZERO_USAGE },
    evaluationLatencyMs: 0,
    judge: {
      specificationVersion: 'v1',
      id: judge?.id ?? 'unknown',
      ...(judge?.modelId ? { modelId: judge.modelId } : {}),
      ...(judge?.promptVersion ? { promptVersion: judge.promptVersion } : {}),
      ...(judge?.paramsFingerprint ? { paramsFingerprint: judge.paramsFingerprint } : {}),
    },
    scoreDetails: { failed: true },
    warnings: [],
    error,
  };
}
