/**
 * Opaque, stable cursors for `list`: the last row's sort key (created_at to the microsecond, id,
 * and flagged for the flagged-first order), base64url-encoded. Stable under concurrent inserts
 * because the key is unique and the order total.
 */
import { z } from 'zod';
import { InputError } from '../errors.js';
import { UUID_PATTERN } from './uuid.js';

export interface CursorKey {
  order: 'newest' | 'flagged_first';
  /** `YYYY-MM-DDTHH:MM:SS.ffffffZ`, as the database formatted it. */
  createdAt: string;
  id: string;
  flagged: boolean;
}

const cursorSchema = z.object({
  o: z.enum(['newest', 'flagged_first']),
  c: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/),
  i: z.string().regex(UUID_PATTERN),
  f: z.boolean(),
});

export function encodeCursor(key: CursorKey): string {
  return Buffer.from(JSON.stringify({ o: key.order, c: key.createdAt, i: key.id, f: key.flagged })).toString(
    'base64url',
  );
}

/** Throws `InputError` for a cursor that was not produced by `encodeCursor` for this order. */
export function decodeCursor(cursor: string, order: CursorKey['order']): CursorKey {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new InputError('invalid cursor', 'cursor');
  }
  const parsed = cursorSchema.safeParse(value);
  if (!parsed.success || parsed.data.o !== order) throw new InputError('invalid cursor', 'cursor');
  return { order: parsed.data.o, createdAt: parsed.data.c, id: parsed.data.i, flagged: parsed.data.f };
}
