/**
 * `Idempotency-Key` on `POST /v1/checks`. A 504 (or a reset connection) does not tell the client
 * whether its check was stored: the deadline answers while the save may still complete. A client
 * that retries with the same key gets the row the first request stored and the same answer, never
 * a second row; the same key with a different body is refused, since it names another request.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { IdempotentCheck } from '../store/check-store.js';
import { IDEMPOTENCY_KEY_MAX_LENGTH } from '../store/parse-save-input.js';
import { ApiError } from './api-error.js';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set on an answer replayed from the row of an earlier request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** Visible ASCII: what a header carries safely (a uuid, a ULID, a client's token). */
const KEY_PATTERN = new RegExp(`^[\\x21-\\x7e]{1,${IDEMPOTENCY_KEY_MAX_LENGTH}}$`);

/** The request's key, or undefined without the header. @throws ApiError 400 for a malformed key. */
export function readIdempotencyKey(context: Context): string | undefined {
  const key = context.req.header(IDEMPOTENCY_KEY_HEADER);
  if (key === undefined) return undefined;
  if (!KEY_PATTERN.test(key))
    throw new ApiError({
      status: 400,
      code: 'invalid_idempotency_key',
      message: `the ${IDEMPOTENCY_KEY_HEADER} header must be 1 to ${IDEMPOTENCY_KEY_MAX_LENGTH} visible ASCII characters (a uuid works)`,
    });
  return key;
}

/** A hash of the validated request body: equal for a retry of the same request. */
export function hashRequest(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/**
 * A row id derived from the key, for `async: true`: the retried job is saved under the same id, so
 * both jobs write one row. Formatted as a uuid (version 8: custom).
 */
export function checkIdForKey(key: string): string {
  const hex = createHash('sha256').update(`faithcheck-idempotency:${key}`).digest('hex');
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The answer of the request that stored `previous`, replayed: same id, report and status (201 if it
 * created the row, 200 if it updated one). @throws ApiError 422 when the body differs.
 */
export function replayIdempotent(
  context: Context,
  key: string,
  previous: IdempotentCheck,
  requestHash: string,
) {
  if (previous.requestHash !== requestHash)
    throw new ApiError({
      status: 422,
      code: 'idempotency_key_reused',
      message: `the ${IDEMPOTENCY_KEY_HEADER} "${key}" was already used for a different request (check ${previous.check.id}); send a new key for a new request`,
    });
  context.header('Location', `/v1/checks/${encodeURIComponent(previous.check.id)}`);
  context.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
  return context.json(
    { id: previous.check.id, created: previous.created, report: previous.check.report },
    previous.created ? 201 : 200,
  );
}
