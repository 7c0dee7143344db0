/**
 * The runs of `faithcheck rejudge` (`faithfulness_rejudge_runs`, migrations/0006): saved once per
 * run, read back by the review page's banner and the service's metric.
 */
import type { SqlClient } from '../store/sql-client.js';
import { toStorableJson } from '../store/storable-text.js';
import { toStorageError } from '../store/storage-error.js';
import type { DriftReport } from './drift-report.js';

export interface RejudgeRunSummary {
  id: string;
  createdAt: Date;
  candidateIdentity: string;
  sampleSize: number;
  claimsCompared: number;
  flipRate: number | null;
  flaggedRateBefore: number | null;
  flaggedRateAfter: number | null;
  maxFlipRate: number | null;
  warning: string | null;
}

export async function saveRejudgeRun(client: SqlClient, report: DriftReport): Promise<string> {
  try {
    const { rows } = await client.query<{ id: string }>(
      `insert into faithfulness_rejudge_runs (candidate_identity, sample_size, claims_compared, verdict_flip_rate,
         flagged_rate_before, flagged_rate_after, max_flip_rate, warning, report)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9::text::jsonb) returning id::text as id`,
      [
        report.candidateIdentity,
        report.rejudged,
        report.claims.compared,
        report.claims.flipRate,
        report.flaggedRate.before,
        report.flaggedRate.after,
        report.maxFlipRate,
        report.warning !== null,
        toStorableJson(report),
      ],
    );
    return rows[0]!.id;
  } catch (error) {
    throw toStorageError('saving the re-judging run', error);
  }
}

/** The newest run, or null when none was saved. */
export async function latestRejudgeRun(client: SqlClient): Promise<RejudgeRunSummary | null> {
  try {
    const { rows } = await client.query<{
      id: string;
      created_at: Date | string;
      candidate_identity: string;
      sample_size: number;
      claims_compared: number;
      verdict_flip_rate: number | null;
      flagged_rate_before: number | null;
      flagged_rate_after: number | null;
      max_flip_rate: number | null;
      warning_text: string | null;
    }>(
      `select id::text as id, created_at, candidate_identity, sample_size, claims_compared,
              verdict_flip_rate::float8 as verdict_flip_rate, flagged_rate_before::float8 as flagged_rate_before,
              flagged_rate_after::float8 as flagged_rate_after, max_flip_rate::float8 as max_flip_rate,
              report->>'warning' as warning_text
         from faithfulness_rejudge_runs order by created_at desc, id desc limit 1`,
    );
    const row = rows[0];
    if (!row) return null;
    return {
      id: row.id,
      createdAt: new Date(row.created_at),
      candidateIdentity: row.candidate_identity,
      sampleSize: Number(row.sample_size),
      claimsCompared: Number(row.claims_compared),
      flipRate: row.verdict_flip_rate,
      flaggedRateBefore: row.flagged_rate_before,
      flaggedRateAfter: row.flagged_rate_after,
      maxFlipRate: row.max_flip_rate,
      warning: row.warning_text,
    };
  } catch (error) {
    throw toStorageError('reading the latest re-judging run', error);
  }
}
