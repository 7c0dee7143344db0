/**
 * A stratified sample of stored checks to re-judge: strata are (flagged, labelled), each given its
 * share of the sample by size (largest remainders, every non-empty stratum at least one check when
 * the sample allows), and within a stratum checks are drawn in a seeded pseudo-random order
 * (md5 of id and seed), so a run can be repeated exactly. Only checks whose claims were judged
 * (status ok or partial) and that the candidate judge did not make are eligible.
 */
import type { SqlClient } from '../store/sql-client.js';
import { toStorageError } from '../store/storage-error.js';

export interface RejudgeStratum {
  flagged: boolean;
  labelled: boolean;
  eligible: number;
  sampled: number;
}

export interface RejudgeSample {
  checkIds: string[];
  strata: RejudgeStratum[];
  eligible: number;
}

const ELIGIBLE = `coalesce(status, 'ok') in ('ok', 'partial')
  and jsonb_typeof(claims) = 'array' and jsonb_array_length(claims) > 0
  and ($1::timestamptz is null or created_at >= $1::timestamptz)
  and judge_identity is distinct from $2::text`;
const LABELLED = 'exists (select 1 from faithfulness_labels l where l.check_id = faithfulness_checks.id)';

/** Largest-remainder allocation of `size` over the strata, at least one each while `size` allows. */
export function allocateSample(sizes: readonly number[], size: number): number[] {
  const total = sizes.reduce((sum, value) => sum + value, 0);
  if (total === 0 || size <= 0) return sizes.map(() => 0);
  const target = Math.min(size, total);
  const nonEmpty = sizes.filter((value) => value > 0).length;
  const floor = target >= nonEmpty ? 1 : 0;
  const quotas = sizes.map((value) => (value === 0 ? 0 : Math.max(floor, (value * target) / total)));
  const allocated = quotas.map((quota, index) => Math.min(sizes[index]!, Math.floor(quota)));
  let left = target - allocated.reduce((sum, value) => sum + value, 0);
  const byRemainder = quotas
    .map((quota, index) => ({ index, remainder: quota - Math.floor(quota) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  // Hand out what is left by remainder, then to any stratum with checks to spare.
  for (const pass of [byRemainder, byRemainder.map(({ index }) => ({ index, remainder: 0 }))]) {
    for (const { index } of pass) {
      if (left <= 0) break;
      if (allocated[index]! < sizes[index]!) {
        allocated[index]! += 1;
        left -= 1;
      }
    }
  }
  while (left < 0) {
    // The floor of one per stratum overshot: take back from the largest allocations.
    const largest = allocated.indexOf(Math.max(...allocated));
    allocated[largest]! -= 1;
    left += 1;
  }
  return allocated;
}

export async function selectRejudgeSample(
  client: SqlClient,
  options: { size: number; since?: Date; candidateIdentity: string; seed: string },
): Promise<RejudgeSample> {
  const base = [options.since ?? null, options.candidateIdentity];
  try {
    const { rows } = await client.query<{ flagged: boolean; labelled: boolean; n: number }>(
      `select coalesce(flagged, false) as flagged, ${LABELLED} as labelled, count(*)::int as n
         from faithfulness_checks where ${ELIGIBLE} group by 1, 2 order by 1, 2`,
      base,
    );
    const allocation = allocateSample(
      rows.map((row) => row.n),
      options.size,
    );
    const checkIds: string[] = [];
    for (const [index, row] of rows.entries()) {
      if (allocation[index] === 0) continue;
      const drawn = await client.query<{ id: string }>(
        `select id::text as id from faithfulness_checks
          where ${ELIGIBLE} and coalesce(flagged, false) = $3::boolean and ${LABELLED} = $4::boolean
          order by md5(id::text || $5::text), id limit $6`,
        [...base, row.flagged, row.labelled, options.seed, allocation[index]],
      );
      checkIds.push(...drawn.rows.map((drawnRow) => drawnRow.id));
    }
    return {
      checkIds,
      strata: rows.map((row, index) => ({
        flagged: row.flagged,
        labelled: row.labelled,
        eligible: row.n,
        sampled: allocation[index]!,
      })),
      eligible: rows.reduce((sum, row) => sum + row.n, 0),
    };
  } catch (error) {
    throw toStorageError('selecting checks to re-judge', error);
  }
}
