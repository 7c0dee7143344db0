/**
 * What an `Idempotency-Key` decides before a request of `POST /v1/checks` does anything (issue 20
 * item 5): the key is reserved with the request's hash and its row id, sync or async, so
 *
 * - a retry after the row was stored is answered from the row (another body: 422);
 * - a retry while the first is queued or running is answered as the first was (202, no second
 *   job), or, sync, writes the same row the job will (one row however they interleave);
 * - a late retry of a key whose row a later request (another key) has since updated changes
 *   nothing: 409 `idempotency_key_superseded`, never the older content over the newer.
 *
 * The hash leaves out `async`: the same request sent async, then sync, is one request.
 */
import type { Context } from 'hono';
import type { CheckStore } from '../store/check-store.js';
import type { IdempotencyReservation, IdempotencyReservations } from '../store/idempotency-reservations.js';
import { ApiError } from './api-error.js';
import {
  checkIdForKey,
  hashRequest,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENT_REPLAYED_HEADER,
  replayIdempotent,
} from './idempotency-key.js';

export interface ClaimedKey {
  key: string;
  requestHash: string;
  /** The row the request writes (derived from the key, or the row it was recorded against). */
  checkId: string;
  /** Whether this request reserved the key (it was new). */
  reserved: boolean;
  reservations: IdempotencyReservations | undefined;
  /** Set when the request must not run: the answer to give instead. */
  answer?: (context: Context) => Response | Promise<Response>;
}

function reusedKey(key: string, checkId: string): ApiError {
  return new ApiError({
    status: 422,
    code: 'idempotency_key_reused',
    message: `the ${IDEMPOTENCY_KEY_HEADER} "${key}" was already used for a different request (check ${checkId}); send a new key for a new request`,
  });
}

/** The hash of a request body without `async` (validated first: the caller parsed it). */
export function hashCheckRequest(body: Record<string, unknown>): string {
  const { async: _async, ...rest } = body;
  return hashRequest(rest);
}

export async function claimKey(
  store: CheckStore | undefined,
  key: string,
  body: Record<string, unknown>,
): Promise<ClaimedKey> {
  const requestHash = hashCheckRequest(body);
  const reservations = store?.idempotencyKeys;
  const claimed: ClaimedKey = {
    key,
    requestHash,
    checkId: checkIdForKey(key),
    reserved: false,
    reservations,
  };
  // Stored already (a sync request, or a job that ran): answer from the row.
  const previous = await store?.findByIdempotencyKey?.(key);
  if (previous) {
    return { ...claimed, answer: (context) => replayIdempotent(context, key, previous, requestHash) };
  }
  if (!reservations) return claimed;
  const existing = await reservations.reserve({ key, requestHash, checkId: claimed.checkId });
  if (!existing) return { ...claimed, reserved: true };
  if (existing.requestHash !== requestHash) throw reusedKey(key, existing.checkId);
  const answer = await answerReserved(store!, existing, body);
  return { ...claimed, checkId: existing.checkId, ...(answer ? { answer } : {}) };
}

/**
 * The same request, reserved and not (or no longer) stored under its key. If its row exists, a
 * later request with another key has updated it since: superseded. If not, the first request is
 * still queued or running: an async retry answers as it did; a sync one runs and writes that row.
 */
async function answerReserved(
  store: CheckStore,
  reservation: IdempotencyReservation,
  body: Record<string, unknown>,
): Promise<ClaimedKey['answer'] | undefined> {
  if (await store.get(reservation.checkId)) {
    // The first request's save may have landed since we looked: then answer from it.
    const stored = await store.findByIdempotencyKey?.(reservation.key);
    if (stored)
      return (context) => replayIdempotent(context, reservation.key, stored, reservation.requestHash);
    throw new ApiError({
      status: 409,
      code: 'idempotency_key_superseded',
      message: `the request with the ${IDEMPOTENCY_KEY_HEADER} "${reservation.key}" was stored as check ${reservation.checkId}, which a later request has updated since; nothing was changed (GET /v1/checks/${reservation.checkId} reads the current row)`,
    });
  }
  if (!body.async) return undefined;
  return (context) => {
    context.header('Location', `/v1/checks/${encodeURIComponent(reservation.checkId)}`);
    context.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
    return context.json({ jobId: reservation.jobId, checkId: reservation.checkId, status: 'queued' }, 202);
  };
}
