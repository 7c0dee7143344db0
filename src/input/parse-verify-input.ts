/**
 * The boundary for what a caller wants checked: `{ query?, response, chunks }` where chunks are
 * `{ id, text, metadata? }` (`content`, the `RetrievedChunk` spelling, is accepted for `text`), plain strings, or a
 * `context: string[]` given ids `c1`, `c2`, …. Everything is validated with zod and turned into
 * an `InputError` that names the offending field.
 */
import { z } from 'zod';
import { InputError } from '../errors.js';
import type { Chunk, ChunkMetadata } from '../spec/chunk.js';
import { checkMetadata } from './check-metadata.js';
import { DEFAULT_INPUT_LIMITS, type InputLimits } from './limits.js';

export interface VerifyInput {
  query?: string;
  response: string;
  chunks: Chunk[];
}

const chunkObjectSchema = z
  .object({
    id: z.union([z.string(), z.number()]).optional(),
    text: z.string().optional(),
    content: z.string().optional(),
    metadata: z.record(z.string(), z.unknown()).optional(),
  })
  .refine((chunk) => chunk.text !== undefined || chunk.content !== undefined, {
    message: 'a chunk needs a "text" (or "content") string',
  });

const chunkSchema = z.union([z.string(), chunkObjectSchema]);

export const verifyInputSchema = z
  .object({
    query: z.string().nullish(),
    response: z.string({
      error: (issue) => (issue.input === undefined ? 'is required' : 'must be a string'),
    }),
    chunks: z.array(chunkSchema).optional(),
    context: z.array(chunkSchema).optional(),
  })
  .refine((input) => input.chunks !== undefined || input.context !== undefined, {
    message: 'give the retrieved context as "chunks" ([{ id, text }]) or "context" (string[])',
    path: ['chunks'],
  });

function formatPath(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>(
    (acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : acc ? `${acc}.${String(key)}` : String(key)),
    '',
  );
}

/**
 * Validate and normalise a verification input.
 * @throws InputError naming the field and the limit or type that was violated.
 * @example parseVerifyInput({ response: 'It is 30 days.', context: ['The window is 30 days.'] })
 */
export function parseVerifyInput(raw: unknown, limits: Partial<InputLimits> = {}): VerifyInput {
  const max = { ...DEFAULT_INPUT_LIMITS, ...limits };
  const parsed = verifyInputSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const path = formatPath(issue.path);
    const missing = issue.code === 'invalid_type' && /received undefined/.test(issue.message);
    const message = missing ? 'is required' : issue.message;
    throw new InputError(path ? `${path}: ${message}` : `input: ${message}`, path);
  }
  const input = parsed.data;
  if (input.chunks !== undefined && input.context !== undefined) {
    throw new InputError('give either "chunks" or "context", not both', 'context');
  }
  const field = input.chunks !== undefined ? 'chunks' : 'context';
  const rawChunks = input.chunks ?? input.context ?? [];

  if (input.response.length > max.maxResponseChars) {
    throw new InputError(
      `response is ${input.response.length} characters; the limit is ${max.maxResponseChars}`,
      'response',
    );
  }
  if (input.query && input.query.length > max.maxQueryChars) {
    throw new InputError(
      `query is ${input.query.length} characters; the limit is ${max.maxQueryChars}`,
      'query',
    );
  }
  if (rawChunks.length > max.maxChunks) {
    throw new InputError(`${field} has ${rawChunks.length} entries; the limit is ${max.maxChunks}`, field);
  }

  const seen = new Set<string>();
  const chunks = rawChunks.map((entry, index): Chunk => {
    const path = `${field}[${index}]`;
    const chunk = typeof entry === 'string' ? { text: entry } : entry;
    const text = chunk.text ?? chunk.content ?? '';
    const id = 'id' in chunk && chunk.id !== undefined ? String(chunk.id) : `c${index + 1}`;
    if (text.length > max.maxChunkChars) {
      throw new InputError(
        `${path}.text is ${text.length} characters; the limit is ${max.maxChunkChars}`,
        `${path}.text`,
      );
    }
    if (id.length === 0) throw new InputError(`${path}.id must not be empty`, `${path}.id`);
    if (seen.has(id))
      throw new InputError(
        `${path}.id "${id}" is used by another chunk; chunk ids must be unique`,
        `${path}.id`,
      );
    seen.add(id);
    const metadata = 'metadata' in chunk ? chunk.metadata : undefined;
    if (!metadata) return { id, text };
    checkMetadata(metadata, { path: `${path}.metadata`, ...max });
    // Bounded above; stored as JSON (jsonb), which is what `ChunkMetadata` says it is.
    return { id, text, metadata: metadata as ChunkMetadata };
  });

  return { ...(input.query ? { query: input.query } : {}), response: input.response, chunks };
}
