/**
 * Reviewers' labels: a person's verdict on one claim of a stored check (issue 15). Labels are what
 * `faithcheck calibrate` learns a team's domain from, so each keeps the claim's text and the
 * judge's verdict as they were when labelled, and the export writes them in the labelled-data
 * schema `eval` and `calibrate` read, with the check's query and chunks as the context.
 */
import { z } from 'zod';
import { InputError } from '../errors.js';
import type { SqlClient } from './sql-client.js';
import { toStorageError } from './storage-error.js';
import { isUuid } from './uuid.js';

export const REVIEW_VERDICTS = ['supported', 'partially_supported', 'no_evidence', 'contradicted'] as const;
export type ReviewVerdict = (typeof REVIEW_VERDICTS)[number];

/** One claim's label, as a reviewer gives it: the right verdict, or whether the judge's was right. */
export const labelInputSchema = z
  .object({
    claimIndex: z.number().int().min(0),
    /** The right verdict. */
    verdict: z.enum(REVIEW_VERDICTS).optional(),
    /** Shorthand: the judge's verdict was right (true) or wrong (false: the opposite side of "supported"). */
    correct: z.boolean().optional(),
    reviewer: z.string().trim().max(200).optional(),
    note: z.string().max(4000).optional(),
  })
  .strict()
  .refine((label) => (label.verdict === undefined) !== (label.correct === undefined), {
    message:
      'give either "verdict" (one of supported, partially_supported, no_evidence, contradicted) or "correct" (true/false)',
  });
export type LabelInput = z.infer<typeof labelInputSchema>;

export interface ClaimLabel {
  checkId: string;
  claimIndex: number;
  claimText: string;
  judgeVerdict: string | null;
  /** The identity of the judge that gave `judgeVerdict` (`judgeIdentity`), copied from the check when labelled. */
  judgeIdentity: string | null;
  reviewerVerdict: ReviewVerdict;
  reviewer: string;
  note: string | null;
  /** The judge and the reviewer agree on whether the claim is supported. */
  agrees: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** Agreement between judge and reviewers on one day (UTC). */
export interface AgreementDay {
  day: string;
  labels: number;
  agreeing: number;
}

/** A line of `faithcheck labels export`: the labelled-data schema (`../shared/data/README.md`). */
export interface ExportedLabel {
  id: string;
  dataset: string;
  split: null;
  query: string | null;
  context: string[];
  claim: string;
  label: 'supported' | 'unsupported';
  fine_label: ReviewVerdict;
  meta: {
    checkId: string;
    claimIndex: number;
    reviewer: string;
    judgeVerdict: string | null;
    judgeIdentity: string | null;
    note: string | null;
  };
}

interface LabelRow {
  check_id: string;
  claim_index: number;
  claim_text: string;
  judge_verdict: string | null;
  judge_identity: string | null;
  reviewer_verdict: ReviewVerdict;
  reviewer: string;
  note: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS =
  'check_id::text as check_id, claim_index, claim_text, judge_verdict, judge_identity, reviewer_verdict, reviewer, note, created_at, updated_at';

function fromRow(row: LabelRow): ClaimLabel {
  return {
    checkId: row.check_id,
    claimIndex: Number(row.claim_index),
    claimText: row.claim_text,
    judgeVerdict: row.judge_verdict,
    judgeIdentity: row.judge_identity,
    reviewerVerdict: row.reviewer_verdict,
    reviewer: row.reviewer,
    note: row.note,
    agrees: agrees(row.judge_verdict, row.reviewer_verdict),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

/** Agreement is on what the labelled data records: supported or not. */
export function agrees(judgeVerdict: string | null, reviewerVerdict: ReviewVerdict): boolean {
  return (judgeVerdict === 'supported') === (reviewerVerdict === 'supported');
}

/** A check id that is not a uuid cannot exist: an InputError rather than a database error. */
function assertCheckId(checkId: string): void {
  if (!isUuid(checkId)) throw new InputError(`"${checkId}" is not a check id (a uuid)`, 'id');
}

/** Thrown when the check does not exist (the API answers 404). */
export class CheckNotFoundError extends InputError {
  constructor(checkId: string) {
    super(`no check with id ${checkId}`, 'id');
    this.name = 'CheckNotFoundError';
  }
}

/**
 * Saves labels for claims of one check (one transaction); labelling a claim again, by the same
 * reviewer, updates the label. Returns the saved labels.
 */
export async function saveLabels(
  client: SqlClient,
  checkId: string,
  inputs: readonly LabelInput[],
): Promise<ClaimLabel[]> {
  assertCheckId(checkId);
  const labels = inputs.map((input, index) => {
    const parsed = labelInputSchema.safeParse(input);
    if (!parsed.success) throw new InputError(z.prettifyError(parsed.error), `labels[${index}]`);
    return parsed.data;
  });
  try {
    return await client.transaction(async (tx) => {
      const found = await tx.query<{
        claims: Array<{ claim?: unknown; verdict?: unknown }> | null;
        judge_identity: string | null;
      }>('select claims, judge_identity from faithfulness_checks where id = $1::uuid', [checkId]);
      if (found.rows.length === 0) throw new CheckNotFoundError(checkId);
      const claims = Array.isArray(found.rows[0]!.claims) ? found.rows[0]!.claims : [];
      const judgeIdentity = found.rows[0]!.judge_identity;
      const saved: ClaimLabel[] = [];
      for (const [index, label] of labels.entries()) {
        const claim = claims[label.claimIndex];
        if (!claim || typeof claim.claim !== 'string')
          throw new InputError(
            `the check has ${claims.length} claim(s); claimIndex ${label.claimIndex} is not one of them`,
            `labels[${index}].claimIndex`,
          );
        const judgeVerdict = typeof claim.verdict === 'string' ? claim.verdict : null;
        let verdict = label.verdict;
        if (label.correct !== undefined) {
          if (judgeVerdict === null)
            throw new InputError(
              'the judge gave this claim no verdict (it failed on it): give the right "verdict" instead of "correct"',
              `labels[${index}].correct`,
            );
          verdict = label.correct
            ? (judgeVerdict as ReviewVerdict)
            : judgeVerdict === 'supported'
              ? 'no_evidence'
              : 'supported';
        }
        const result = await tx.query<LabelRow>(
          `insert into faithfulness_labels (check_id, claim_index, claim_text, judge_verdict, reviewer_verdict, reviewer, note, judge_identity)
           values ($1::uuid, $2, $3, $4, $5, $6, $7, $8)
           on conflict (check_id, claim_index, reviewer) do update set
             claim_text = excluded.claim_text, judge_verdict = excluded.judge_verdict,
             judge_identity = excluded.judge_identity,
             reviewer_verdict = excluded.reviewer_verdict, note = excluded.note, updated_at = now()
           returning ${COLUMNS}`,
          [
            checkId,
            label.claimIndex,
            claim.claim,
            judgeVerdict,
            verdict,
            label.reviewer ?? '',
            label.note ?? null,
            judgeIdentity,
          ],
        );
        saved.push(fromRow(result.rows[0]!));
      }
      return saved;
    });
  } catch (error) {
    throw toStorageError('saving labels', error);
  }
}

/** The labels of one check, by claim then reviewer; `CheckNotFoundError` when there is no such check. */
export async function listLabels(client: SqlClient, checkId: string): Promise<ClaimLabel[]> {
  assertCheckId(checkId);
  try {
    const result = await client.query<LabelRow>(
      `select ${COLUMNS} from faithfulness_labels where check_id = $1::uuid order by claim_index, reviewer`,
      [checkId],
    );
    if (result.rows.length === 0) {
      // No labels: whether the check exists, asked without reading its (possibly large) row.
      const found = await client.query('select 1 from faithfulness_checks where id = $1::uuid', [checkId]);
      if (found.rows.length === 0) throw new CheckNotFoundError(checkId);
    }
    return result.rows.map(fromRow);
  } catch (error) {
    throw toStorageError('reading labels', error);
  }
}

/** Labels and agreeing labels per day over the last `days` days (UTC), oldest first. */
export async function agreementByDay(
  client: SqlClient,
  options: { days?: number; now?: Date } = {},
): Promise<AgreementDay[]> {
  const days = Math.min(Math.max(Math.trunc(options.days ?? 30), 1), 366);
  const since = new Date((options.now ?? new Date()).getTime() - days * 86_400_000);
  try {
    const result = await client.query<{ day: string; labels: number | string; agreeing: number | string }>(
      `select to_char(date_trunc('day', updated_at at time zone 'UTC'), 'YYYY-MM-DD') as day,
              count(*) as labels,
              count(*) filter (where (coalesce(judge_verdict, '') = 'supported') = (reviewer_verdict = 'supported')) as agreeing
         from faithfulness_labels where updated_at >= $1::timestamptz
        group by 1 order by 1`,
      [since.toISOString()],
    );
    return result.rows.map((row) => ({
      day: row.day,
      labels: Number(row.labels),
      agreeing: Number(row.agreeing),
    }));
  } catch (error) {
    throw toStorageError('reading label agreement', error);
  }
}

/**
 * Every label with its check's query and chunks, in the labelled-data schema, a page at a time
 * (keyset on (created_at, id), so a large table is never held whole).
 */
export async function* exportLabels(
  client: SqlClient,
  options: { dataset?: string; pageSize?: number } = {},
): AsyncGenerator<ExportedLabel> {
  const pageSize = options.pageSize ?? 200;
  let after: { createdAt: string; id: string } | null = null;
  for (;;) {
    let rows: Array<LabelRow & { id: string; created_key: string; query: string | null; chunks: unknown }>;
    try {
      const result = await client.query<
        LabelRow & { id: string; created_key: string; query: string | null; chunks: unknown }
      >(
        `select l.id::text as id, to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US') as created_key,
                l.check_id::text as check_id, l.claim_index, l.claim_text, l.judge_verdict, l.judge_identity, l.reviewer_verdict,
                l.reviewer, l.note, l.created_at, l.updated_at, c.query, c.chunks
           from faithfulness_labels l join faithfulness_checks c on c.id = l.check_id
          where $1::text is null
             or (l.created_at at time zone 'UTC', l.id) > ($1::timestamp, $2::uuid)
          order by l.created_at at time zone 'UTC', l.id
          limit $3`,
        [after?.createdAt ?? null, after?.id ?? null, pageSize],
      );
      rows = result.rows;
    } catch (error) {
      throw toStorageError('exporting labels', error);
    }
    for (const row of rows) {
      const chunks = Array.isArray(row.chunks) ? (row.chunks as Array<{ text?: unknown }>) : [];
      yield {
        id: `${row.check_id}#${row.claim_index}${row.reviewer ? `#${row.reviewer}` : ''}`,
        dataset: options.dataset ?? 'reviewed',
        split: null,
        query: row.query,
        context: chunks.flatMap((chunk) => (typeof chunk.text === 'string' ? [chunk.text] : [])),
        claim: row.claim_text,
        label: row.reviewer_verdict === 'supported' ? 'supported' : 'unsupported',
        fine_label: row.reviewer_verdict,
        meta: {
          checkId: row.check_id,
          claimIndex: Number(row.claim_index),
          reviewer: row.reviewer,
          judgeVerdict: row.judge_verdict,
          judgeIdentity: row.judge_identity,
          note: row.note,
        },
      };
    }
    if (rows.length < pageSize) return;
    const last = rows.at(-1)!;
    after = { createdAt: last.created_key, id: last.id };
  }
}

/** The label functions bound to one database, as a store exposes them. */
export interface LabelStore {
  save(checkId: string, labels: readonly LabelInput[]): Promise<ClaimLabel[]>;
  list(checkId: string): Promise<ClaimLabel[]>;
  agreementByDay(options?: { days?: number; now?: Date }): Promise<AgreementDay[]>;
  export(options?: { dataset?: string; pageSize?: number }): AsyncGenerator<ExportedLabel>;
}

export function labelStore(client: SqlClient): LabelStore {
  return {
    save: (checkId, labels) => saveLabels(client, checkId, labels),
    list: (checkId) => listLabels(client, checkId),
    agreementByDay: (options) => agreementByDay(client, options),
    export: (options) => exportLabels(client, options),
  };
}
