/**
 * The newest `faithcheck rejudge` run, for the review page's banner and `/metrics`: read from the
 * SQL store's runs table when the store has one (an in-memory test store has none). A failure to
 * read it never fails the page or the metrics: the banner and the gauges are left out.
 */
import { latestRejudgeRun, type RejudgeRunSummary } from '../drift/rejudge-runs.js';
import type { CheckStore } from '../store/check-store.js';
import type { SqlClient } from '../store/sql-client.js';

export async function readLatestDrift(store: CheckStore | undefined): Promise<RejudgeRunSummary | null> {
  const client = (store as { client?: SqlClient } | undefined)?.client;
  if (!client) return null;
  try {
    return await latestRejudgeRun(client);
  } catch {
    return null;
  }
}

/** Prometheus gauges of the newest run (none before the first run). */
export function renderDriftMetrics(run: RejudgeRunSummary | null): string {
  if (!run) return '';
  const gauge = (name: string, help: string, value: number | null) =>
    value === null ? [] : [`# HELP ${name} ${help}`, `# TYPE ${name} gauge`, `${name} ${value}`];
  return `${[
    ...gauge(
      'faithcheck_drift_flip_rate',
      'Verdict flip rate of the newest `faithcheck rejudge` run.',
      run.flipRate,
    ),
    ...gauge(
      'faithcheck_drift_flagged_rate_change',
      'Flagged rate after minus before in the newest `faithcheck rejudge` run.',
      run.flaggedRateBefore === null || run.flaggedRateAfter === null
        ? null
        : run.flaggedRateAfter - run.flaggedRateBefore,
    ),
    ...gauge(
      'faithcheck_drift_warning',
      '1 when the newest `faithcheck rejudge` run was above drift.max_flip_rate, else 0.',
      run.warning ? 1 : 0,
    ),
    ...gauge(
      'faithcheck_drift_run_timestamp_seconds',
      'When the newest `faithcheck rejudge` run was saved.',
      Math.floor(run.createdAt.getTime() / 1000),
    ),
  ].join('\n')}\n`;
}
