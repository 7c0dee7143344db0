/**
 * The zod schemas of the HTTP API. They validate every request body and query string, and the
 * OpenAPI document (`/openapi.json`) is generated from these same objects, so the documentation
 * cannot drift from what the server accepts. Limits on sizes are enforced again by `verify()`.
 */
import { z } from 'zod';
import { POLICY_IDS } from '../scoring/registry.js';
import type { PolicyId } from '../spec/report.js';
import { FILTER_DATE_RANGE_MESSAGE, isFilterDate } from '../store/date-range.js';
import { TAG_PATTERN } from '../store/label-agreement.js';
import { DEFAULT_LABEL_PAGE, labelInputSchema, MAX_LABEL_PAGE } from '../store/label-store.js';
import { DEFAULT_LIST_LIMIT, MAX_LIST_LIMIT } from '../store/list-limits.js';

const chunkSchema = z.union([
  z.string(),
  z.object({
    id: z
      .union([z.string().min(1).max(200), z.number()])
      .optional()
      .describe('unique within the check'),
    text: z.string().optional().describe('the chunk text'),
    content: z.string().optional().describe('alternative spelling of `text` (`RetrievedChunk.content`)'),
    metadata: z.record(z.string(), z.unknown()).optional(),
  }),
]);

const policyIdSchema = z.enum(POLICY_IDS as [PolicyId, ...PolicyId[]]);

/** Body of `POST /v1/verify`. */
export const verifyRequestSchema = z
  .object({
    query: z.string().nullish().describe('the user question the answer responds to'),
    response: z.string().describe('the answer to verify'),
    chunks: z.array(chunkSchema).optional().describe('retrieved chunks `{ id, text, metadata? }`'),
    context: z.array(z.string()).optional().describe('plain retrieved passages (ids c1, c2, …)'),
    policy: z
      .union([
        policyIdSchema,
        z.object({ id: policyIdSchema, options: z.record(z.string(), z.unknown()).optional() }),
      ])
      .optional()
      .describe('scoring policy id, or { id, options } (e.g. weighted with strictMode)'),
    threshold: z.number().min(0).max(1).optional().describe('flag below this score (default 0.7)'),
    checks: z
      .object({
        alignment: z.number().min(0).max(1).optional(),
        citation: z.number().min(0).max(1).optional(),
        facts: z.number().min(0).max(1).optional(),
      })
      .strict()
      .optional()
      .describe('answer-level check scores the composite policy needs'),
  })
  .strict();

/** Body of `POST /v1/checks`: a verify request plus where it belongs, optionally queued. */
export const createCheckRequestSchema = verifyRequestSchema
  .extend({
    chatId: z.string().min(1).max(1000).nullish().describe('the chat id: any non-empty string (uuid or not)'),
    messageId: z.string().max(200).nullish().describe('assistant message id; (chatId, messageId) is unique'),
    async: z.boolean().optional().describe('enqueue the check and return a job id (202)'),
  })
  .strict();

const booleanQuery = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');
const dateQuery = z.iso
  .datetime({ offset: true, local: true })
  .or(z.iso.date())
  .transform((value) => new Date(value))
  .refine(isFilterDate, FILTER_DATE_RANGE_MESSAGE);
const scoreQuery = z.coerce.number().min(0).max(1);

/** Query string of `GET /v1/checks`. */
export const listChecksQuerySchema = z
  .object({
    flagged: booleanQuery.optional().describe('only flagged (true) or unflagged (false) checks'),
    since: dateQuery.optional().describe('created at or after (ISO date or date-time)'),
    until: dateQuery.optional().describe('created before (ISO date or date-time)'),
    minScore: scoreQuery.optional().describe('overall score at least'),
    maxScore: scoreQuery.optional().describe('overall score at most'),
    chatId: z.string().min(1).max(1000).optional().describe('only checks of this chat'),
    status: z
      .enum(['ok', 'partial', 'degraded', 'disabled', 'failed'])
      .optional()
      .describe('only checks with this status, e.g. failed (queued checks that could not run)'),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(MAX_LIST_LIMIT)
      .optional()
      .describe(`page size (default ${DEFAULT_LIST_LIMIT}, at most ${MAX_LIST_LIMIT})`),
    cursor: z.string().max(500).optional().describe('`nextCursor` of the previous page'),
    order: z.enum(['newest', 'flagged_first']).optional(),
    labels: z
      .enum(['labelled', 'unlabelled', 'disagreements'])
      .optional()
      .describe("checks reviewers labelled, did not label, or labelled against the judge's verdict"),
  })
  .strict();

/** Body of `POST /v1/checks/:id/labels`: reviewers' labels of some of the check's claims. */
export const saveLabelsRequestSchema = z
  .object({
    labels: z.array(labelInputSchema).min(1).max(1000),
  })
  .strict();

/** Query of `GET /v1/checks/:id/labels`: a page of one check's labels. */
export const listLabelsQuerySchema = z
  .object({
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(MAX_LABEL_PAGE)
      .optional()
      .describe(`page size (default ${DEFAULT_LABEL_PAGE}, at most ${MAX_LABEL_PAGE})`),
    cursor: z.string().max(2000).optional().describe('`nextCursor` of the previous page'),
  })
  .strict();

/** Query of `GET /v1/labels/export`: the JSONL of `faithcheck labels export`. */
export const exportLabelsQuerySchema = z
  .object({
    dataset: z
      .string()
      .regex(/^[\w.-]{1,100}$/, 'a plain name (letters, digits, . _ -)')
      .optional()
      .describe('the dataset name written on each line (default reviewed)'),
    verified: z
      .enum(['true', 'false'])
      .optional()
      .describe('true: only labels whose reviewer is an API key name'),
  })
  .strict();

/** Query of `GET /v1/labels/agreement`. */
export const agreementQuerySchema = z
  .object({
    days: z.coerce
      .number()
      .int()
      .min(1)
      .max(366)
      .optional()
      .describe('days of the per-day series (default 30)'),
    by: z
      .string()
      .regex(TAG_PATTERN, 'a chunk metadata key: 1–100 letters, digits, "_", "-" or "."')
      .optional()
      .describe("split the figures by this key of the chunks' metadata (e.g. tenant)"),
    since: z.coerce.date().optional().describe('only labels saved or updated since this ISO date'),
    verified: z.enum(['true', 'false']).optional().describe('true: only labels from named API keys'),
  })
  .strict();

/** Query string of `GET /v1/checks` as the handlers see it. */
export type ListChecksQuery = z.output<typeof listChecksQuerySchema>;
export type VerifyRequest = z.output<typeof verifyRequestSchema>;
export type CreateCheckRequest = z.output<typeof createCheckRequestSchema>;

/** Every error response. */
export const errorResponseSchema = z.object({
  error: z.object({
    code: z.string().describe('stable machine-readable code, e.g. validation_error, not_found'),
    message: z.string(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    requestId: z
      .string()
      .optional()
      .describe('on 500 and 503: the id of the server log line (also X-Request-Id)'),
  }),
});

/** One item of `GET /v1/checks`: a summary computed in SQL, never the chunks or the report. */
export const checkSummaryResponseSchema = z.object({
  id: z.string(),
  chatId: z.string().nullable(),
  messageId: z.string().nullable(),
  createdAt: z.string().describe('ISO date-time'),
  overallScore: z.number(),
  flagged: z.boolean(),
  threshold: z.number(),
  policy: z.string(),
  level: z.enum(['high', 'medium', 'low', 'very_low']),
  status: z.enum(['ok', 'partial', 'degraded', 'disabled', 'failed']),
  queryPreview: z.string().nullable().describe('the first 200 characters of the question'),
  responsePreview: z.string().describe('the first 200 characters of the answer'),
  claimCounts: z.object({
    total: z.number().int(),
    supported: z.number().int(),
    partiallySupported: z.number().int(),
    noEvidence: z.number().int(),
    contradicted: z.number().int(),
    judgeErrors: z.number().int().describe('claims the judge failed on (not scored)'),
  }),
  failingClaims: z
    .array(z.object({ verdict: z.string().nullable(), claim: z.string() }))
    .describe('the first three claims that are not supported, 200 characters each'),
  readable: z.boolean().describe('false when the stored claims are not in the report format'),
});
