/**
 * The counts agreement figures are made of, aggregated by the database (issue 23 item 2): labels
 * by (judge identity, tag value, judge verdict, reviewer verdict), and agreeing labels per day and
 * judge identity. A few rows per judge however many labels are stored: memory never holds labels.
 *
 * A tag is a key of the chunks' `metadata` (e.g. `tenant`): a check's value is the one its chunks
 * give, `(mixed)` when they give several, null when none does.
 */
import { InputError } from '../errors.js';
import type { SqlClient } from './sql-client.js';
import { toStorageError } from './storage-error.js';

/** (judge, tag value) groups returned at most; the ones with the most labels are kept. */
export const MAX_AGREEMENT_GROUPS = 100;
/** A check whose chunks name several values of the tag. */
export const MIXED_TAG = '(mixed)';
/** A tag is a metadata key: letters, digits, `_`, `-`, `.`; nothing a query could be built from. */
export const TAG_PATTERN = /^[A-Za-z0-9_.-]{1,100}$/;

/** Labels counted by one (judge, tag value, judge verdict, reviewer verdict). */
export interface AgreementCount {
  judgeIdentity: string | null;
  tag: string | null;
  judgeVerdict: string | null;
  reviewerVerdict: string;
  labels: number;
}

export interface AgreementCountsOptions {
  /** A chunk metadata key to split the figures by. */
  by?: string;
  /** Only labels saved or updated since then. */
  since?: Date;
  /** Only labels whose reviewer is an API key's name. */
  verifiedOnly?: boolean;
  /** Default `MAX_AGREEMENT_GROUPS`. */
  maxGroups?: number;
}

export interface AgreementCounts {
  counts: AgreementCount[];
  /** More (judge, tag value) groups exist than were returned. */
  truncated: boolean;
}

/** Agreement between judge and reviewers on one day (UTC), for one judge identity. */
export interface AgreementDay {
  day: string;
  judgeIdentity: string | null;
  labels: number;
  agreeing: number;
}

/** The check's value of tag `$1` from its chunks' metadata (a correlated subquery on `c`). */
const TAG_OF_CHECK = `(select case when count(distinct value) = 1 then min(value)
                                   when count(distinct value) > 1 then '${MIXED_TAG}' end
                        from (select chunk -> 'metadata' ->> $1::text as value
                                from jsonb_array_elements(case when jsonb_typeof(c.chunks) = 'array'
                                                               then c.chunks else '[]'::jsonb end) as chunk) as tagged
                       where value is not null)`;

export async function readAgreementCounts(
  client: SqlClient,
  options: AgreementCountsOptions = {},
): Promise<AgreementCounts> {
  if (options.by !== undefined && !TAG_PATTERN.test(options.by))
    throw new InputError('a tag is a chunk metadata key: 1–100 letters, digits, "_", "-" or "."', 'by');
  const maxGroups = options.maxGroups ?? MAX_AGREEMENT_GROUPS;
  const tag = options.by === undefined ? '$1::text' : TAG_OF_CHECK;
  const join = options.by === undefined ? '' : 'join faithfulness_checks c on c.id = l.check_id';
  try {
    const result = await client.query<{
      judge_identity: string | null;
      tag: string | null;
      judge_verdict: string | null;
      reviewer_verdict: string;
      labels: number | string;
    }>(
      `with cells as (
         select l.judge_identity, ${tag} as tag, l.judge_verdict, l.reviewer_verdict, count(*) as labels
           from faithfulness_labels l ${join}
          where ($2::timestamptz is null or l.updated_at >= $2::timestamptz)
            and ($3::boolean is not true or l.reviewer_verified)
          group by 1, 2, 3, 4),
       top_groups as (
         select judge_identity, tag, sum(labels) as total from cells group by 1, 2
          order by total desc, judge_identity nulls last, tag nulls first limit $4)
       select cells.* from cells join top_groups g
           on g.judge_identity is not distinct from cells.judge_identity and g.tag is not distinct from cells.tag
        order by g.total desc, cells.judge_identity nulls last, cells.tag nulls first`,
      [
        options.by ?? null,
        options.since?.toISOString() ?? null,
        options.verifiedOnly === true,
        maxGroups + 1,
      ],
    );
    const counts = result.rows.map((row) => ({
      judgeIdentity: row.judge_identity,
      tag: row.tag,
      judgeVerdict: row.judge_verdict,
      reviewerVerdict: row.reviewer_verdict,
      labels: Number(row.labels),
    }));
    const groups = [...new Set(counts.map((count) => JSON.stringify([count.judgeIdentity, count.tag])))];
    if (groups.length <= maxGroups) return { counts, truncated: false };
    const kept = new Set(groups.slice(0, maxGroups));
    return {
      counts: counts.filter((count) => kept.has(JSON.stringify([count.judgeIdentity, count.tag]))),
      truncated: true,
    };
  } catch (error) {
    throw toStorageError('reading label agreement', error);
  }
}

/** Labels and agreeing labels per day and judge over the last `days` days (UTC), oldest first. */
export async function agreementByDay(
  client: SqlClient,
  options: { days?: number; now?: Date } = {},
): Promise<AgreementDay[]> {
  const days = Math.min(Math.max(Math.trunc(options.days ?? 30), 1), 366);
  const since = new Date((options.now ?? new Date()).getTime() - days * 86_400_000);
  try {
    const result = await client.query<{
      day: string;
      judge_identity: string | null;
      labels: number | string;
      agreeing: number | string;
    }>(
      // A label on a claim the judge failed on is neither agreement nor disagreement.
      `select to_char(date_trunc('day', updated_at at time zone 'UTC'), 'YYYY-MM-DD') as day, judge_identity,
              count(*) as labels,
              count(*) filter (where (judge_verdict = 'supported') = (reviewer_verdict = 'supported')) as agreeing
         from faithfulness_labels where updated_at >= $1::timestamptz and judge_verdict is not null
        group by 1, 2 order by 1, 2 nulls last`,
      [since.toISOString()],
    );
    return result.rows.map((row) => ({
      day: row.day,
      judgeIdentity: row.judge_identity,
      labels: Number(row.labels),
      agreeing: Number(row.agreeing),
    }));
  } catch (error) {
    throw toStorageError('reading label agreement', error);
  }
}
