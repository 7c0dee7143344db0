/**
 * Reviewers' labels: a person's verdict on one claim of a stored check (issue 15). Labels are what
 * `faithcheck calibrate` learns a team's domain from, so each keeps the claim's text and the
 * judge's verdict as they were when labelled, and the export writes them in the labelled-data
 * schema `eval` and `calibrate` read, with the check's query and chunks as the context.
 */
import { z } from 'zod';
import { InputError } from '../errors.js';
import { countOf } from '../text/count-of.js';
import {
  type AgreementCounts,
  type AgreementCountsOptions,
  type AgreementDay,
  agreementByDay,
  readAgreementCounts,
} from './label-agreement.js';
import type { SqlClient } from './sql-client.js';
import { toStorableText } from './storable-text.js';
import { toStorageError } from './storage-error.js';
import { isUuid } from './uuid.js';

export const REVIEW_VERDICTS = ['supported', 'partially_supported', 'no_evidence', 'contradicted'] as const;
export type ReviewVerdict = (typeof REVIEW_VERDICTS)[number];
/**
 * What a label records: a verdict, or `unsupported` when the reviewer said the judge was wrong
 * about a claim it called supported without naming the right verdict (nothing is invented).
 */
export type StoredReviewVerdict = ReviewVerdict | 'unsupported';

/** Labels one check may hold (every claim × reviewer); a save that would add more is refused. */
export const MAX_LABELS_PER_CHECK = 10_000;
/** Page sizes of `GET /v1/checks/:id/labels`. */
export const DEFAULT_LABEL_PAGE = 100;
export const MAX_LABEL_PAGE = 500;

/** One claim's label, as a reviewer gives it: the right verdict, or whether the judge's was right. */
export const labelInputSchema = z
  .object({
    claimIndex: z.number().int().min(0),
    /** The right verdict. */
    verdict: z.enum(REVIEW_VERDICTS).optional(),
    /**
     * Shorthand: the judge's verdict was right (true) or wrong (false). Wrong about a claim it
     * called supported records `unsupported`; wrong about any other verdict records `supported`.
     */
    correct: z.boolean().optional(),
    /** Kept only without a named API key (key-less local mode, or an unnamed key); then unverified. */
    reviewer: z.string().trim().max(200).optional(),
    note: z.string().max(4000).optional(),
  })
  .strict()
  .refine((label) => (label.verdict === undefined) !== (label.correct === undefined), {
    message:
      'give either "verdict" (one of supported, partially_supported, no_evidence, contradicted) or "correct" (true/false)',
  });
export type LabelInput = z.infer<typeof labelInputSchema>;

/** Who saves labels: an API key's name (verified) or a name the request asserted (unverified). */
export interface LabelReviewer {
  name: string;
  verified: boolean;
}

export interface ClaimLabel {
  checkId: string;
  claimIndex: number;
  claimText: string;
  judgeVerdict: string | null;
  /** The identity of the judge that gave `judgeVerdict` (`judgeIdentity`), copied from the check when labelled. */
  judgeIdentity: string | null;
  reviewerVerdict: StoredReviewVerdict;
  reviewer: string;
  /** Whether `reviewer` is the name of the API key that saved the label. */
  reviewerVerified: boolean;
  note: string | null;
  /** The judge and the reviewer agree on whether the claim is supported. */
  agrees: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/** A page of one check's labels, by claim then reviewer. */
export interface LabelPage {
  items: ClaimLabel[];
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: string | null;
}

/** The labels of one claim in a few numbers, for the review page (never the labels themselves). */
export interface ClaimLabelSummary {
  claimIndex: number;
  total: number;
  agreeing: number;
  /** Labels per recorded verdict. */
  counts: Partial<Record<StoredReviewVerdict, number>>;
  /** The most recently updated label that has a note. */
  latestNote: { reviewer: string; reviewerVerified: boolean; note: string; updatedAt: Date } | null;
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
  /** The reviewer's verdict; null when they said only "not supported". */
  fine_label: ReviewVerdict | null;
  meta: {
    checkId: string;
    claimIndex: number;
    reviewer: string;
    reviewerVerified: boolean;
    judgeVerdict: string | null;
    judgeIdentity: string | null;
    note: string | null;
  };
}

export interface ExportLabelsOptions {
  dataset?: string;
  /** Labels read per query. Default 200. */
  pageSize?: number;
  /** Only labels whose reviewer is an API key's name. */
  verifiedOnly?: boolean;
}

interface LabelRow {
  check_id: string;
  claim_index: number;
  claim_text: string;
  judge_verdict: string | null;
  judge_identity: string | null;
  reviewer_verdict: StoredReviewVerdict;
  reviewer: string;
  reviewer_verified: boolean;
  note: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const COLUMNS =
  'check_id::text as check_id, claim_index, claim_text, judge_verdict, judge_identity, reviewer_verdict, reviewer, reviewer_verified, note, created_at, updated_at';

function fromRow(row: LabelRow): ClaimLabel {
  return {
    checkId: row.check_id,
    claimIndex: Number(row.claim_index),
    claimText: row.claim_text,
    judgeVerdict: row.judge_verdict,
    judgeIdentity: row.judge_identity,
    reviewerVerdict: row.reviewer_verdict,
    reviewer: row.reviewer,
    reviewerVerified: row.reviewer_verified === true,
    note: row.note,
    agrees: agrees(row.judge_verdict, row.reviewer_verdict),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

/** Agreement is on what the labelled data records: supported or not. */
export function agrees(judgeVerdict: string | null, reviewerVerdict: StoredReviewVerdict): boolean {
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

/** Thrown when a save would take a check past its label cap (the API answers 409). */
export class LabelLimitError extends InputError {
  constructor(checkId: string, limit: number) {
    super(
      `check ${checkId} already holds the most labels a check may have (${limit}); labels already saved can still be changed`,
      'labels',
    );
    this.name = 'LabelLimitError';
  }
}

export interface SaveLabelsOptions {
  /**
   * Who saves them. Given (a named API key), it replaces any `reviewer` of the inputs, which is
   * ignored and not stored. Absent, each input's `reviewer` is kept, unverified.
   */
  reviewer?: LabelReviewer;
  /** Default `MAX_LABELS_PER_CHECK`. */
  maxLabelsPerCheck?: number;
}

/**
 * Saves labels for claims of one check (one transaction); labelling a claim again, by the same
 * reviewer, updates the label. A save that would add labels beyond the check's cap is refused
 * whole (`LabelLimitError`); updates of existing labels are always accepted. Returns the saved labels.
 */
export async function saveLabels(
  client: SqlClient,
  checkId: string,
  inputs: readonly LabelInput[],
  options: SaveLabelsOptions = {},
): Promise<ClaimLabel[]> {
  assertCheckId(checkId);
  const maxLabels = options.maxLabelsPerCheck ?? MAX_LABELS_PER_CHECK;
  const labels = inputs.map((input, index) => {
    const parsed = labelInputSchema.safeParse(input);
    if (!parsed.success) throw new InputError(z.prettifyError(parsed.error), `labels[${index}]`);
    return parsed.data;
  });
  try {
    return await client.transaction(async (tx) => {
      // `for update`: concurrent saves on one check take turns, so the cap is counted exactly.
      const found = await tx.query<{
        claims: Array<{ claim?: unknown; verdict?: unknown }> | null;
        judge_identity: string | null;
      }>('select claims, judge_identity from faithfulness_checks where id = $1::uuid for update', [checkId]);
      if (found.rows.length === 0) throw new CheckNotFoundError(checkId);
      const claims = Array.isArray(found.rows[0]!.claims) ? found.rows[0]!.claims : [];
      const judgeIdentity = found.rows[0]!.judge_identity;
      const saved: ClaimLabel[] = [];
      let added = 0;
      for (const [index, label] of labels.entries()) {
        const claim = claims[label.claimIndex];
        if (!claim || typeof claim.claim !== 'string')
          throw new InputError(
            `the check has ${countOf(claims.length, 'claim')}; claimIndex ${label.claimIndex} is not one of them`,
            `labels[${index}].claimIndex`,
          );
        const judgeVerdict = typeof claim.verdict === 'string' ? claim.verdict : null;
        let verdict: StoredReviewVerdict | undefined = label.verdict;
        if (label.correct !== undefined) {
          if (judgeVerdict === null)
            throw new InputError(
              'the judge gave this claim no verdict (it failed on it): give the right "verdict" instead of "correct"',
              `labels[${index}].correct`,
            );
          verdict = label.correct
            ? (judgeVerdict as ReviewVerdict)
            : judgeVerdict === 'supported'
              ? 'unsupported'
              : 'supported';
        }
        const reviewer = options.reviewer ?? { name: label.reviewer ?? '', verified: false };
        const result = await tx.query<LabelRow & { created: boolean }>(
          `insert into faithfulness_labels (check_id, claim_index, claim_text, judge_verdict, reviewer_verdict, reviewer, reviewer_verified, note, judge_identity)
           values ($1::uuid, $2, $3, $4, $5, $6, $7, $8, $9)
           on conflict (check_id, claim_index, reviewer, reviewer_verified) do update set
             claim_text = excluded.claim_text, judge_verdict = excluded.judge_verdict,
             judge_identity = excluded.judge_identity,
             reviewer_verdict = excluded.reviewer_verdict, note = excluded.note, updated_at = now()
           returning ${COLUMNS}, (xmax = 0) as created`,
          [
            checkId,
            label.claimIndex,
            claim.claim,
            judgeVerdict,
            verdict,
            toStorableText(reviewer.name),
            reviewer.verified,
            label.note === undefined ? null : toStorableText(label.note),
            judgeIdentity,
          ],
        );
        const row = result.rows[0]!;
        if (row.created) added += 1;
        saved.push(fromRow(row));
      }
      if (added > 0) {
        const counted = await tx.query<{ count: number | string }>(
          'select count(*) as count from faithfulness_labels where check_id = $1::uuid',
          [checkId],
        );
        if (Number(counted.rows[0]!.count) > maxLabels) throw new LabelLimitError(checkId, maxLabels);
      }
      return saved;
    });
  } catch (error) {
    throw toStorageError('saving labels', error);
  }
}

const labelCursorSchema = z.tuple([z.number().int().min(0), z.string().max(1000), z.boolean()]);

function encodeLabelCursor(label: ClaimLabel): string {
  return Buffer.from(JSON.stringify([label.claimIndex, label.reviewer, label.reviewerVerified])).toString(
    'base64url',
  );
}

function decodeLabelCursor(cursor: string): z.infer<typeof labelCursorSchema> {
  try {
    const parsed = labelCursorSchema.safeParse(JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')));
    if (parsed.success) return parsed.data;
  } catch {}
  throw new InputError('invalid cursor', 'cursor');
}

/**
 * One page of a check's labels, by claim then reviewer (keyset on the unique key, so pages never
 * repeat or skip under concurrent saves); `CheckNotFoundError` when there is no such check.
 */
export async function listLabels(
  client: SqlClient,
  checkId: string,
  options: { limit?: number; cursor?: string } = {},
): Promise<LabelPage> {
  assertCheckId(checkId);
  const limit = options.limit ?? DEFAULT_LABEL_PAGE;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LABEL_PAGE)
    throw new InputError(`limit must be an integer from 1 to ${MAX_LABEL_PAGE}, got ${limit}`, 'limit');
  const after = options.cursor === undefined ? null : decodeLabelCursor(options.cursor);
  try {
    const result = await client.query<LabelRow>(
      `select ${COLUMNS} from faithfulness_labels
        where check_id = $1::uuid
          and ($2::int is null or (claim_index, reviewer, reviewer_verified) > ($2::int, $3::text, $4::boolean))
        order by claim_index, reviewer, reviewer_verified
        limit $5`,
      [checkId, after?.[0] ?? null, after?.[1] ?? null, after?.[2] ?? null, limit + 1],
    );
    if (result.rows.length === 0 && !after) {
      // No labels: whether the check exists, asked without reading its (possibly large) row.
      const found = await client.query('select 1 from faithfulness_checks where id = $1::uuid', [checkId]);
      if (found.rows.length === 0) throw new CheckNotFoundError(checkId);
    }
    const items = result.rows.slice(0, limit).map(fromRow);
    return { items, nextCursor: result.rows.length > limit ? encodeLabelCursor(items.at(-1)!) : null };
  } catch (error) {
    throw toStorageError('reading labels', error);
  }
}

/**
 * Per claim of `[fromClaim, toClaim)`: how many labels, per verdict, agreeing, and the latest note —
 * a few numbers per claim however many labels are stored (the database counts them).
 */
export async function summarizeLabels(
  client: SqlClient,
  checkId: string,
  range: { fromClaim: number; toClaim: number },
): Promise<ClaimLabelSummary[]> {
  assertCheckId(checkId);
  try {
    const counts = await client.query<{
      claim_index: number;
      reviewer_verdict: StoredReviewVerdict;
      labels: number | string;
      agreeing: number | string;
    }>(
      `select claim_index, reviewer_verdict, count(*) as labels,
              count(*) filter (where (coalesce(judge_verdict, '') = 'supported') = (reviewer_verdict = 'supported')) as agreeing
         from faithfulness_labels
        where check_id = $1::uuid and claim_index >= $2 and claim_index < $3
        group by claim_index, reviewer_verdict`,
      [checkId, range.fromClaim, range.toClaim],
    );
    const notes = await client.query<{
      claim_index: number;
      reviewer: string;
      reviewer_verified: boolean;
      note: string;
      updated_at: Date | string;
    }>(
      `select distinct on (claim_index) claim_index, reviewer, reviewer_verified, note, updated_at
         from faithfulness_labels
        where check_id = $1::uuid and claim_index >= $2 and claim_index < $3 and note is not null
        order by claim_index, updated_at desc, reviewer`,
      [checkId, range.fromClaim, range.toClaim],
    );
    const byClaim = new Map<number, ClaimLabelSummary>();
    for (const row of counts.rows) {
      const claimIndex = Number(row.claim_index);
      const summary = byClaim.get(claimIndex) ?? {
        claimIndex,
        total: 0,
        agreeing: 0,
        counts: {},
        latestNote: null,
      };
      summary.total += Number(row.labels);
      summary.agreeing += Number(row.agreeing);
      summary.counts[row.reviewer_verdict] = Number(row.labels);
      byClaim.set(claimIndex, summary);
    }
    for (const row of notes.rows) {
      const summary = byClaim.get(Number(row.claim_index));
      if (summary)
        summary.latestNote = {
          reviewer: row.reviewer,
          reviewerVerified: row.reviewer_verified === true,
          note: row.note,
          updatedAt: new Date(row.updated_at),
        };
    }
    return [...byClaim.values()].sort((a, b) => a.claimIndex - b.claimIndex);
  } catch (error) {
    throw toStorageError('summarising labels', error);
  }
}

/** What an exported line needs of a check: its query and its chunks' text. */
interface ExportContext {
  query: string | null;
  context: string[];
}

/**
 * Every label with its check's query and chunks, in the labelled-data schema, a page at a time
 * (keyset on (created_at, id)). The labels are read without their checks; each check's query and
 * chunks are read once per page and run of labels, so memory holds one page of labels and one
 * check's context however many labels or checks are stored.
 */
export async function* exportLabels(
  client: SqlClient,
  options: ExportLabelsOptions = {},
): AsyncGenerator<ExportedLabel> {
  const pageSize = options.pageSize ?? 200;
  const verifiedOnly = options.verifiedOnly === true;
  let after: { createdAt: string; id: string } | null = null;
  // The context of the check whose labels are being written (consecutive labels often share it).
  const current: { checkId: string | null; value: ExportContext } = {
    checkId: null,
    value: { query: null, context: [] },
  };
  for (;;) {
    let rows: Array<LabelRow & { id: string; created_key: string }>;
    try {
      const result = await client.query<LabelRow & { id: string; created_key: string }>(
        // Keyset on the columns themselves, so the index on (created_at, id) serves every page.
        `select l.id::text as id, to_char(l.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created_key,
                ${COLUMNS}
           from faithfulness_labels l
          where ${after ? '(l.created_at, l.id) > ($2::timestamptz, $3::uuid)' : 'true'}
            ${verifiedOnly ? 'and l.reviewer_verified' : ''}
          order by l.created_at, l.id
          limit $1`,
        after ? [pageSize, after.createdAt, after.id] : [pageSize],
      );
      rows = result.rows;
    } catch (error) {
      throw toStorageError('exporting labels', error);
    }
    for (const row of rows) {
      if (current.checkId !== row.check_id) {
        current.value = await readExportContext(client, row.check_id);
        current.checkId = row.check_id;
      }
      const fine = row.reviewer_verdict === 'unsupported' ? null : row.reviewer_verdict;
      yield {
        id: `${row.check_id}#${row.claim_index}${row.reviewer ? `#${row.reviewer}` : ''}${row.reviewer_verified ? '' : row.reviewer ? '#unverified' : ''}`,
        dataset: options.dataset ?? 'reviewed',
        split: null,
        query: current.value.query,
        context: current.value.context,
        claim: row.claim_text,
        label: row.reviewer_verdict === 'supported' ? 'supported' : 'unsupported',
        fine_label: fine,
        meta: {
          checkId: row.check_id,
          claimIndex: Number(row.claim_index),
          reviewer: row.reviewer,
          reviewerVerified: row.reviewer_verified === true,
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

async function readExportContext(client: SqlClient, checkId: string): Promise<ExportContext> {
  try {
    const result = await client.query<{ query: string | null; chunks: unknown }>(
      'select query, chunks from faithfulness_checks where id = $1::uuid',
      [checkId],
    );
    const row = result.rows[0];
    const chunks = Array.isArray(row?.chunks) ? (row.chunks as Array<{ text?: unknown }>) : [];
    return {
      query: row?.query ?? null,
      context: chunks.flatMap((chunk) => (typeof chunk.text === 'string' ? [chunk.text] : [])),
    };
  } catch (error) {
    throw toStorageError('exporting labels', error);
  }
}

/** The label functions bound to one database, as a store exposes them. */
export interface LabelStore {
  save(checkId: string, labels: readonly LabelInput[], options?: SaveLabelsOptions): Promise<ClaimLabel[]>;
  list(checkId: string, options?: { limit?: number; cursor?: string }): Promise<LabelPage>;
  summarize(checkId: string, range: { fromClaim: number; toClaim: number }): Promise<ClaimLabelSummary[]>;
  agreementByDay(options?: { days?: number; now?: Date }): Promise<AgreementDay[]>;
  /** Labels by judge, tag value and both verdicts, for `summarizeAgreement`. */
  agreementCounts(options?: AgreementCountsOptions): Promise<AgreementCounts>;
  export(options?: ExportLabelsOptions): AsyncGenerator<ExportedLabel>;
}

export function labelStore(client: SqlClient): LabelStore {
  return {
    save: (checkId, labels, options) => saveLabels(client, checkId, labels, options),
    list: (checkId, options) => listLabels(client, checkId, options),
    summarize: (checkId, range) => summarizeLabels(client, checkId, range),
    agreementByDay: (options) => agreementByDay(client, options),
    agreementCounts: (options) => readAgreementCounts(client, options),
    export: (options) => exportLabels(client, options),
  };
}

export type { AgreementDay } from './label-agreement.js';
export { agreementByDay } from './label-agreement.js';
