/**
 * The durable check job: what `enqueueCheck` stores in the queue and a worker reads back. The
 * `checkId` is chosen at enqueue time and is the row id the worker saves under, so a job retried
 * after a crash (even one that had already saved) writes its row exactly once.
 */
import { z } from 'zod';
import { InputError } from '../errors.js';
import { POLICY_IDS } from '../scoring/registry.js';
import { UUID_PATTERN } from '../store/parse-save-input.js';
import { toStorableValue } from '../store/storable-text.js';

/** The queue name; its dead-letter queue is `${name}-dead`. */
export const DEFAULT_CHECK_QUEUE = 'faithcheck-checks';

const chunkSchema = z.union([
  z.string(),
  z.object({
    id: z.union([z.string(), z.number()]).optional(),
    text: z.string().optional(),
    content: z.string().optional(),
    metadata: z.record(z.string(), z.unknown()).optional(),
  }),
]);

export const checkJobSchema = z.object({
  checkId: z.string().regex(UUID_PATTERN),
  chatId: z.string().regex(UUID_PATTERN, 'must be a uuid').nullish(),
  messageId: z.string().min(1).max(1000).nullish(),
  query: z.string().nullish(),
  response: z.string(),
  chunks: z.array(chunkSchema),
  policy: z.enum(POLICY_IDS as unknown as [string, ...string[]]).optional(),
  threshold: z.number().min(0).max(1).optional(),
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
  return toStorableValue(parsed.data);
}
