/**
 * Validates what is about to be stored: ids must be what the columns accept (a bad chat id is an
 * `InputError` naming the field, never a database crash), and the report must have the shape the
 * API serves (`stored-report-schema.ts`): a claim that is not a claim would break every page that
 * lists its row. Fields beyond that shape are kept as they are.
 */
import { z } from 'zod';
import { InputError } from '../errors.js';
import { checkMetadata } from '../input/check-metadata.js';
import { DEFAULT_INPUT_LIMITS } from '../input/limits.js';
import type { SaveCheckInput } from './check-store.js';
import { storedReportSchema } from './stored-report-schema.js';
import { UUID_PATTERN } from './uuid.js';

/** The longest `Idempotency-Key` stored (clients send uuids or short tokens). */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 255;

const uuid = z.string().regex(UUID_PATTERN, 'must be a uuid (8-4-4-4-12 hex digits)');

const saveCheckInputSchema = z.object({
  id: uuid.nullish(),
  // Any non-empty string: the AI SDK's default chat ids are not uuids (migrations/0002).
  chatId: z.string().min(1).max(1000).nullish(),
  messageId: z.string().min(1).max(1000).nullish(),
  query: z.string().nullish(),
  response: z.string(),
  chunks: z.array(
    z.object({
      id: z.string(),
      text: z.string(),
      metadata: z.record(z.string(), z.unknown()).optional(),
    }),
  ),
  idempotency: z
    .object({
      key: z.string().min(1).max(IDEMPOTENCY_KEY_MAX_LENGTH),
      requestHash: z.string().min(1).max(200),
    })
    .nullish(),
  report: storedReportSchema,
});

/** What `save` takes (the contract's input, which includes the optional caller-chosen id). */
export type SaveCheckRequest = SaveCheckInput;

/** Throws `InputError` naming the first bad field. */
export function parseSaveInput(input: SaveCheckRequest): SaveCheckRequest {
  const parsed = saveCheckInputSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue?.path.join('.') ?? '';
    throw new InputError(
      `cannot store the check: ${path || 'input'} ${issue?.message ?? 'is invalid'}`,
      path,
    );
  }
  // Serialising metadata nested thousands deep overflows the stack; `parseVerifyInput` bounds it
  // for checks, this bounds it for direct `save` calls (size is left to the caller's limits).
  parsed.data.chunks.forEach((chunk, index) => {
    if (chunk.metadata === undefined) return;
    checkMetadata(chunk.metadata, {
      path: `chunks[${index}].metadata`,
      maxMetadataDepth: DEFAULT_INPUT_LIMITS.maxMetadataDepth,
      maxMetadataChars: Number.POSITIVE_INFINITY,
    });
  });
  return input;
}
