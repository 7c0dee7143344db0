/**
 * Re-judges a stratified sample of stored checks with another judge identity and compares: the
 * stored checks are never written (the run is saved in `faithfulness_rejudge_runs`). The candidate
 * judges the *stored claims* — the same texts and spans, with the same chunks, policy and threshold
 * — so a difference is the judge's, not a different extraction. Nothing eligible is an
 * `InputError`; a candidate that fails on every sampled check is a `JudgeCallError`, and nothing
 * is saved.
 */
import { judgeIdentity } from '../core/judge-identity.js';
import { mapWithConcurrency } from '../core/map-with-concurrency.js';
import { ZERO_USAGE } from '../core/usage.js';
import { describeError, InputError, JudgeCallError, VerificationAbortedError } from '../errors.js';
import { consoleLogger, type Logger } from '../logger.js';
import type { Claim } from '../spec/claim.js';
import type { JudgeV1 } from '../spec/judge.js';
import type { FaithfulnessReport } from '../spec/report.js';
import { VERDICTS, type Verdict } from '../spec/verdict.js';
import type { StoredCheck } from '../store/check-store.js';
import { agrees, type ReviewVerdict } from '../store/label-store.js';
import type { SqlCheckStore } from '../store/sql-check-store.js';
import { toStorageError } from '../store/storage-error.js';
import { verify } from '../verify.js';
import { type DriftReport, type RejudgedCheck, rate } from './drift-report.js';
import { saveRejudgeRun } from './rejudge-runs.js';
import { selectRejudgeSample } from './select-rejudge-sample.js';

/** The largest sample one run takes: the per-check comparison is kept in the run's row. */
export const MAX_REJUDGE_SAMPLE = 1000;

export interface RejudgeOptions {
  store: SqlCheckStore;
  /** The candidate judge: another model, prompt, mode or parameter file. */
  judge: JudgeV1;
  sample: number;
  since?: Date;
  /** Same seed, same store: the same sample. Default `faithcheck`. */
  seed?: string;
  /** Above this verdict flip rate the run warns (log, metric, banner). */
  maxFlipRate?: number | null;
  /** Checks re-judged at once. Default 2. */
  concurrency?: number;
  timeoutMs?: number;
  /** Save the run (default true). The stored checks are never written either way. */
  save?: boolean;
  logger?: Logger;
  abortSignal?: AbortSignal;
}

/** Nothing to re-judge: an empty store, or nothing since the date, or only the candidate's own checks. */
export class NothingToRejudgeError extends InputError {
  constructor(message: string) {
    super(message, 'sample');
    this.name = 'NothingToRejudgeError';
  }
}

/** The candidate, judging the stored claims instead of extracting its own. */
function storedClaimsJudge(candidate: JudgeV1, claims: Claim[]): JudgeV1 {
  return {
    specificationVersion: 'v1',
    id: candidate.id,
    ...(candidate.modelId ? { modelId: candidate.modelId } : {}),
    ...(candidate.promptVersion ? { promptVersion: candidate.promptVersion } : {}),
    ...(candidate.paramsFingerprint ? { paramsFingerprint: candidate.paramsFingerprint } : {}),
    ...(candidate.maxClaimsPerCall ? { maxClaimsPerCall: candidate.maxClaimsPerCall } : {}),
    extractClaims: async () => ({ claims, skipped: [], usage: { ...ZERO_USAGE } }),
    verifyClaims: (options) => candidate.verifyClaims(options),
  };
}

async function rejudgeOne(check: StoredCheck, options: RejudgeOptions): Promise<FaithfulnessReport> {
  const claims: Claim[] = check.claims.map((claim) => ({ text: claim.claim, span: claim.span ?? null }));
  return verify({
    response: check.response,
    query: check.query ?? undefined,
    chunks: check.chunks.map(({ id, text, metadata }) => ({ id, text, ...(metadata ? { metadata } : {}) })),
    judge: storedClaimsJudge(options.judge, claims),
    policy: check.policy,
    threshold: check.threshold,
    onJudgeError: 'throw',
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    abortSignal: options.abortSignal,
    logger: options.logger,
    env: {},
  });
}

function emptyTransitions(): Record<Verdict, Record<Verdict, number>> {
  return Object.fromEntries(
    VERDICTS.map((before) => [before, Object.fromEntries(VERDICTS.map((after) => [after, 0]))]),
  ) as Record<Verdict, Record<Verdict, number>>;
}

/**
 * @throws InputError (`NothingToRejudgeError`) when no stored check is eligible or the options are
 *   invalid, JudgeCallError when the candidate failed on every sampled check, StorageError.
 * @example
 * const { report } = await rejudgeChecks({ store, judge: llmJudge({ model: 'openai:gpt-4o' }), sample: 200 });
 */
export async function rejudgeChecks(
  options: RejudgeOptions,
): Promise<{ report: DriftReport; runId: string | null }> {
  const logger = options.logger ?? consoleLogger;
  if (!Number.isInteger(options.sample) || options.sample < 1 || options.sample > MAX_REJUDGE_SAMPLE)
    throw new InputError(
      `the sample must be a whole number from 1 to ${MAX_REJUDGE_SAMPLE}, got ${options.sample}`,
      'sample',
    );
  const maxFlipRate = options.maxFlipRate ?? null;
  if (maxFlipRate !== null && !(maxFlipRate >= 0 && maxFlipRate <= 1))
    throw new InputError(`the maximum flip rate must be from 0 to 1, got ${maxFlipRate}`, 'maxFlipRate');
  const seed = options.seed ?? 'faithcheck';
  const candidateIdentity = judgeIdentity(options.judge);
  const sample = await selectRejudgeSample(options.store.client, {
    size: options.sample,
    since: options.since,
    candidateIdentity,
    seed,
  });
  if (sample.checkIds.length === 0)
    throw new NothingToRejudgeError(
      `no stored check to re-judge${options.since ? ` since ${options.since.toISOString()}` : ''}: ` +
        'only checks with judged claims (status ok or partial) that another judge made are eligible',
    );

  const outcomes = await mapWithConcurrency(sample.checkIds, options.concurrency ?? 2, async (checkId) => {
    const check = await options.store.get(checkId);
    if (!check) return { checkId, error: 'the check was deleted while re-judging' };
    try {
      return { checkId, check, report: await rejudgeOne(check, options) };
    } catch (error) {
      if (VerificationAbortedError.isInstance(error) || options.abortSignal?.aborted) throw error;
      return { checkId, error: describeError(error).message };
    }
  });
  const failed = outcomes.flatMap((outcome) =>
    'error' in outcome && outcome.error !== undefined
      ? [{ checkId: outcome.checkId, message: outcome.error }]
      : [],
  );
  const judged = outcomes.flatMap((outcome) =>
    'report' in outcome && outcome.report && outcome.check
      ? [{ check: outcome.check, report: outcome.report }]
      : [],
  );
  if (judged.length === 0)
    throw new JudgeCallError(
      `the candidate judge (${candidateIdentity}) failed on every sampled check (${failed.length}): ${failed[0]?.message ?? 'no result'}; nothing was saved`,
    );

  const transitions = emptyTransitions();
  let compared = 0;
  let flipped = 0;
  let sideFlipped = 0;
  const checks: RejudgedCheck[] = [];
  const baselines = new Map<string, number>();
  const after = new Map<string, Array<Verdict | null>>();
  for (const { check, report } of judged) {
    const verdictsBefore = check.claims.map((claim) => claim.verdict);
    const verdictsAfter = report.claims.map((claim) => claim.verdict);
    for (const [index, before] of verdictsBefore.entries()) {
      const now = verdictsAfter[index];
      if (!before || !now) continue;
      compared += 1;
      transitions[before][now] += 1;
      if (before !== now) flipped += 1;
      if ((before === 'supported') !== (now === 'supported')) sideFlipped += 1;
    }
    const identity = judgeIdentity(check.judge);
    baselines.set(identity, (baselines.get(identity) ?? 0) + 1);
    after.set(check.id, verdictsAfter);
    checks.push({
      checkId: check.id,
      baselineIdentity: identity,
      scoreBefore: check.overallScore,
      scoreAfter: report.overallScore,
      flaggedBefore: check.flagged,
      flaggedAfter: report.flagged,
      verdictsBefore,
      verdictsAfter,
    });
  }

  let labels: Array<{
    check_id: string;
    claim_index: number;
    judge_verdict: string | null;
    reviewer_verdict: ReviewVerdict;
  }>;
  try {
    labels = (
      await options.store.client.query<(typeof labels)[number]>(
        `select check_id::text as check_id, claim_index, judge_verdict, reviewer_verdict
           from faithfulness_labels where check_id = any($1::uuid[])`,
        [[...after.keys()]],
      )
    ).rows;
  } catch (error) {
    throw toStorageError('reading the labels of the sample', error);
  }
  let labelled = 0;
  let baselineAgrees = 0;
  let candidateAgrees = 0;
  for (const label of labels) {
    const candidateVerdict = after.get(label.check_id)?.[Number(label.claim_index)];
    if (!label.judge_verdict || !candidateVerdict) continue;
    labelled += 1;
    if (agrees(label.judge_verdict, label.reviewer_verdict)) baselineAgrees += 1;
    if (agrees(candidateVerdict, label.reviewer_verdict)) candidateAgrees += 1;
  }

  const flipRate = rate(flipped, compared);
  const before = rate(checks.filter((check) => check.flaggedBefore).length, checks.length);
  const afterRate = rate(checks.filter((check) => check.flaggedAfter).length, checks.length);
  const warning =
    maxFlipRate !== null && flipRate !== null && flipRate > maxFlipRate
      ? `verdict flip rate ${(flipRate * 100).toFixed(1)} % is above the configured ${(maxFlipRate * 100).toFixed(1)} % (drift.max_flip_rate) for ${candidateIdentity}`
      : null;
  const report: DriftReport = {
    candidateIdentity,
    baselines: [...baselines].map(([identity, count]) => ({ identity, checks: count })),
    since: options.since?.toISOString() ?? null,
    seed,
    requested: options.sample,
    eligible: sample.eligible,
    strata: sample.strata,
    rejudged: checks.length,
    failed,
    claims: {
      compared,
      flipped,
      flipRate,
      sideFlipped,
      sideFlipRate: rate(sideFlipped, compared),
      transitions,
    },
    flaggedRate: {
      before,
      after: afterRate,
      change: before === null || afterRate === null ? null : afterRate - before,
    },
    agreement: {
      labels: labelled,
      baseline: rate(baselineAgrees, labelled),
      candidate: rate(candidateAgrees, labelled),
    },
    maxFlipRate,
    warning,
    checks,
  };
  if (warning) logger.warn(`[faithcheck] drift: ${warning}`, { flipRate, maxFlipRate });
  const runId = options.save === false ? null : await saveRejudgeRun(options.store.client, report);
  return { report, runId };
}
