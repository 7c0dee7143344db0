/**
 * The zod schemas of the HTTP API. They validate every request body and query string, and the
 * OpenAPI document (`/openapi.json`) is generated from these same objects, so the documentation
 * cannot drift from what the server accepts. Limits on sizes are enforced again by `verify()`.
 */
import { z } from 'zod';
import { POLICY_IDS } from '../scoring/registry.js';
import type { PolicyId } from '../spec/report.js';

const chunkSchema = z.union([
  z.string(),
  z.object({
    id: z
      .union([z.string().min(1).max(200), z.number()])
      .optional()
      .describe('unique within the check'),
    text: z.string().optional().describe('the chunk text'),
    content: z.string().optional().describe('seed 000 spelling of `text`'),
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
  .transform((value) => new Date(value));
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
    limit: z.coerce.number().int().min(1).max(500).optional().describe('page size (default 50)'),
    cursor: z.string().max(500).optional().describe('`nextCursor` of the previous page'),
    order: z.enum(['newest', 'flagged_first']).optional(),
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
  }),
});

/** A report as `verify()` returns it (the full shape is in the README's report table). */
export const reportResponseSchema = z.looseObject({
  overallScore: z.number(),
  policy: z.string(),
  threshold: z.number(),
  flagged: z.boolean(),
  level: z.enum(['high', 'medium', 'low', 'very_low']),
  vacuous: z.boolean(),
  status: z.enum(['ok', 'partial', 'degraded', 'disabled', 'failed']),
  claims: z.array(z.record(z.string(), z.unknown())),
  issues: z.array(z.object({ code: z.string(), message: z.string() })),
  usage: z.object({ llmCalls: z.number(), inputTokens: z.number(), outputTokens: z.number() }),
  evaluationLatencyMs: z.number(),
});
