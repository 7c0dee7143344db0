/**
 * The durable check job: what `enqueueCheck` stores in the queue and a worker reads back — the
 * whole request (policy with its options, threshold, check scores), so an async check is scored as
 * the same request sent synchronously would be. The
 * `checkId` is chosen at enqueue time and is the row id the worker saves under, so a job retried
 * after a crash (even one that had already saved) writes its row exactly once.
 */
import { z } from 'zod';
import { ConfigurationError, InputError } from '../errors.js';
import { assertPolicyUsable, POLICY_IDS, type PolicySelection } from '../scoring/registry.js';
import type { PolicyId } from '../spec/report.js';
import { toStorableValue } from '../store/storable-text.js';
import { UUID_PATTERN } from '../store/uuid.js';

export { DEFAULT_CHECK_QUEUE } from '../spec/defaults.js';

const chunkSchema = z.union([
  z.string(),
  z.object({
    id: z.union([z.string(), z.number()]).optional(),
    text: z.string().optional(),
    content: z.string().optional(),
    metadata: z.record(z.string(), z.unknown()).optional(),
  }),
]);

const policyIdSchema = z.enum(POLICY_IDS as [PolicyId, ...PolicyId[]]);

export const checkJobSchema = z.object({
  checkId: z.string().regex(UUID_PATTERN),
  // Any non-empty id, as the store takes it: AI SDK chat ids are not uuids (issue 13 item 4).
  chatId: z.string().min(1).max(1000).nullish(),
  messageId: z.string().min(1).max(1000).nullish(),
  query: z.string().nullish(),
  response: z.string(),
  chunks: z.array(chunkSchema),
  /** A policy id, or `{ id, options }` as a synchronous request takes it. */
  policy: z
    .union([
      policyIdSchema,
      z.object({ id: policyIdSchema, options: z.record(z.string(), z.unknown()).optional() }),
    ])
    .optional(),
  threshold: z.number().min(0).max(1).optional(),
  /** Answer-level check scores the request gave (the composite policy computes the missing ones). */
  checks: z
    .object({
      alignment: z.number().min(0).max(1).optional(),
      citation: z.number().min(0).max(1).optional(),
      facts: z.number().min(0).max(1).optional(),
    })
    .strict()
    .optional(),
  /**
   * The W3C `traceparent` of the span active when the job was enqueued: the worker's
   * `faithcheck.check` span is its child and links to it (docs/telemetry.md). Anything else is ignored.
   */
  traceparent: z.string().max(64).optional(),
  /** The model response's id: `gen_ai.response.id` in telemetry. */
  responseId: z.string().max(1000).optional(),
  /**
   * The `Idempotency-Key` of the request that queued the job and the hash of its body: stored on
   * the row, so a retry of the request after the job ran is answered from that row.
   */
  idempotency: z.object({ key: z.string().min(1).max(1000), requestHash: z.string().max(200) }).optional(),
  /** Milliseconds since the epoch when the job was enqueued (end-to-end latency in logs). */
  enqueuedAt: z.number().optional(),
});

export type CheckJobData = z.infer<typeof checkJobSchema>;

/**
 * Throws `InputError` naming the first bad field. The job is stored as `jsonb`, so NUL characters
 * and lone surrogates become U+FFFD here (see `toStorableText`) rather than failing the enqueue.
 */
export function parseCheckJob(data: unknown): CheckJobData {
  const parsed = checkJobSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue?.path.join('.') ?? '';
    throw new InputError(`invalid check job: ${path || 'data'} ${issue?.message ?? 'is invalid'}`, path);
  }
  try {
    // A policy that cannot score is refused when the job is enqueued, not after its retries.
    assertPolicyUsable(parsed.data.policy as PolicySelection | undefined);
  } catch (error) {
    if (ConfigurationError.isInstance(error))
      throw new InputError(`invalid check job: policy: ${error.message}`, 'policy', { cause: error });
    throw error;
  }
  return toStorableValue(parsed.data);
}
