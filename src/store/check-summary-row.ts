/**
 * The list's query: a page of `CheckSummary` computed in SQL. The page's rows are chosen first
 * (keys only: sorting carries the large columns as TOAST pointers, unread), then each row is
 * reduced to a few hundred bytes — shortened texts, verdict counts and up to three failing claims
 * read out of the `claims` jsonb — so chunks and reports never leave the database, whatever they
 * weigh. A stored claims value that is not a list of claim objects is counted as unreadable, never
 * an error: one bad row must not fail the list.
 */
import type { ConfidenceLevel, PolicyId, ReportStatus } from '../spec/report.js';
import type { CheckSummary, ClaimPreview } from './check-store.js';

/** Characters kept of the question, the answer, a claim, and of a chat or message id. */
export const SUMMARY_TEXT_CHARS = 200;
const ID_CHARS = 1000;

/** The stored claims as an array (anything else reads as none). */
const CLAIMS = `case when jsonb_typeof(page.claims) = 'array' then page.claims else '[]'::jsonb end`;
const KNOWN_VERDICT = `claim->>'verdict' in ('supported', 'partially_supported', 'no_evidence', 'contradicted')`;
const WELL_FORMED = `jsonb_typeof(claim) = 'object' and jsonb_typeof(claim->'claim') = 'string'`;
/** A judge error: the verdict is null or absent. */
const NO_VERDICT = `coalesce(claim->'verdict', 'null'::jsonb) = 'null'::jsonb`;

/** The list's two orders over the table's columns, optionally qualified by a table alias. */
export function orderClause(order: 'newest' | 'flagged_first', alias = ''): string {
  const column = (name: string) => (alias ? `${alias}.${name}` : name);
  return order === 'newest'
    ? `order by ${column('created_at')} desc, ${column('id')} desc`
    : `order by coalesce(${column('flagged')}, false) desc, ${column('created_at')} desc, ${column('id')} desc`;
}

/**
 * The summary query around a page selection. `where` and `limitParameter` are the fixed clauses
 * `list` builds (values stay parameters).
 */
export function summaryQuery(options: {
  where: string;
  order: 'newest' | 'flagged_first';
  limitParameter: string;
}): string {
  const { where, order, limitParameter } = options;
  return `select page.id::text as id, left(coalesce(page.chat_key, page.chat_id::text), ${ID_CHARS}) as chat_id,
    left(page.message_id, ${ID_CHARS}) as message_id, page.overall_score::float8 as overall_score, page.flagged,
    page.threshold::float8 as threshold, page.policy, page.level, page.status,
    left(page.query, ${SUMMARY_TEXT_CHARS}) as query_preview, left(page.response, ${SUMMARY_TEXT_CHARS}) as response_preview,
    page.created_at, to_char(page.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_at_key,
    counts.*,
    case when page.status = 'failed' then left(page.report->'error'->>'message', ${SUMMARY_TEXT_CHARS}) end as error_message,
    (page.claims is null or jsonb_typeof(page.claims) = 'array') and counts.n_malformed = 0 as readable,
    (select coalesce(jsonb_agg(jsonb_build_object(
         'verdict', case when ${KNOWN_VERDICT} then claim->>'verdict' end,
         'claim', left(claim->>'claim', ${SUMMARY_TEXT_CHARS})) order by position), '[]'::jsonb)
       from (select claim, position from jsonb_array_elements(${CLAIMS}) with ordinality as element(claim, position)
             where ${WELL_FORMED} and (claim->>'verdict') is distinct from 'supported'
             order by position limit 3) failing) as failing_claims
  from (select id, chat_key, chat_id, message_id, overall_score, flagged, threshold, policy, level, status, query,
          response, claims, created_at, case when status = 'failed' then report end as report
        from faithfulness_checks ${where ? `where ${where}` : ''} ${orderClause(order)} limit ${limitParameter}) page
  cross join lateral (
    select count(*)::int as n_total,
      (count(*) filter (where ${WELL_FORMED} and claim->>'verdict' = 'supported'))::int as n_supported,
      (count(*) filter (where ${WELL_FORMED} and claim->>'verdict' = 'partially_supported'))::int as n_partially_supported,
      (count(*) filter (where ${WELL_FORMED} and claim->>'verdict' = 'no_evidence'))::int as n_no_evidence,
      (count(*) filter (where ${WELL_FORMED} and claim->>'verdict' = 'contradicted'))::int as n_contradicted,
      (count(*) filter (where ${WELL_FORMED} and ${NO_VERDICT}))::int as n_judge_errors,
      (count(*) filter (where not (${WELL_FORMED}) or not (${KNOWN_VERDICT} or ${NO_VERDICT})))::int as n_malformed
    from jsonb_array_elements(${CLAIMS}) as element(claim)
  ) counts
  ${orderClause(order, 'page')}`;
}

export interface SummaryRow {
  id: string;
  chat_id: string | null;
  message_id: string | null;
  overall_score: number | null;
  flagged: boolean | null;
  threshold: number | null;
  policy: string | null;
  level: string | null;
  status: string | null;
  query_preview: string | null;
  response_preview: string | null;
  created_at: Date | string;
  created_at_key: string;
  n_total: number;
  n_supported: number;
  n_partially_supported: number;
  n_no_evidence: number;
  n_contradicted: number;
  n_judge_errors: number;
  n_malformed: number;
  readable: boolean;
  failing_claims: ClaimPreview[] | string;
  error_message: string | null;
}

/** A summary row as the contract's `CheckSummary`; columns a foreign writer left null get neutral values. */
export function fromSummaryRow(row: SummaryRow): CheckSummary {
  const failing =
    typeof row.failing_claims === 'string' ? JSON.parse(row.failing_claims) : row.failing_claims;
  return {
    id: row.id,
    chatId: row.chat_id,
    messageId: row.message_id,
    createdAt: row.created_at instanceof Date ? row.created_at : new Date(row.created_at),
    overallScore: row.overall_score ?? 0,
    flagged: row.flagged ?? false,
    threshold: row.threshold ?? 0.7,
    policy: (row.policy ?? 'ratio') as PolicyId,
    level: (row.level ?? 'very_low') as ConfidenceLevel,
    status: (row.status ?? 'ok') as ReportStatus,
    queryPreview: row.query_preview,
    ...(row.error_message ? { errorMessage: row.error_message } : {}),
    responsePreview: row.response_preview ?? '',
    claimCounts: {
      total: row.n_total,
      supported: row.n_supported,
      partiallySupported: row.n_partially_supported,
      noEvidence: row.n_no_evidence,
      contradicted: row.n_contradicted,
      judgeErrors: row.n_judge_errors,
    },
    failingClaims: failing,
    readable: row.readable,
  };
}
