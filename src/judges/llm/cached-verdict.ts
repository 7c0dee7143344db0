/**
 * What the LLM judge keeps in its cache, validated on the way out: a cache is a boundary (it may
 * be a database), and a malformed entry is a miss, never a verdict. Only real verdicts are
 * stored; errors are retried on the next run.
 */
import { z } from 'zod';
import type { JudgeCache } from './judge-cache.js';

const verdictSchema = z.enum(['supported', 'partially_supported', 'no_evidence', 'contradicted']);

export const cachedVerdictSchema = z.object({
  judgement: z.object({
    ok: z.literal(true),
    verdict: verdictSchema,
    evidence: z.array(
      z.object({ chunkId: z.string(), quote: z.string(), start: z.number(), end: z.number() }),
    ),
    reasoning: z.string(),
    confidence: z.number().min(0).max(1),
  }),
  correction: z.string().nullable(),
});

const spanSchema = z.object({ start: z.number().int(), end: z.number().int() }).nullable();

export const cachedExtractionSchema = z.object({
  claims: z.array(z.object({ text: z.string(), span: spanSchema })),
  skipped: z.array(z.object({ text: z.string(), span: spanSchema, reason: z.string() })),
});

export const cachedVerificationSchema = z.object({
  overall_confidence: z.number(),
  is_grounded: z.boolean(),
  suggested_corrections: z.array(z.string()),
});

/** Reads and validates an entry; anything unusable is `undefined`. */
export async function readCache<Schema extends z.ZodType>(
  cache: JudgeCache | undefined,
  key: string,
  schema: Schema,
): Promise<z.infer<Schema> | undefined> {
  if (!cache) return undefined;
  let value: unknown;
  try {
    value = await cache.get(key);
  } catch {
    return undefined; // a cache that fails is a miss, never a failed check
  }
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** Writes an entry; a cache that fails to store does not fail the check. */
export async function writeCache(cache: JudgeCache | undefined, key: string, value: unknown): Promise<void> {
  try {
    await cache?.set(key, value);
  } catch {
    // the verdict stands; it will simply be asked again next time
  }
}
