/**
 * Reservations of `Idempotency-Key`s (issue 20 item 5). A synchronous check stores its key on the
 * row it writes, but an async one writes its row later, in a job: until then a retry had nothing
 * to compare with (another body under the same key was queued too; a sync retry stored a second
 * row; a late retry queued a job that overwrote a newer update). A key is now reserved when its
 * request is accepted — the request's hash, the row id it writes, and its job — and every later
 * request with the key is answered from the reservation.
 */
import type { SqlClient } from './sql-client.js';
import { toStorableText } from './storable-text.js';
import { toStorageError } from './storage-error.js';

export interface IdempotencyReservation {
  key: string;
  requestHash: string;
  /** The row the key's request writes (or wrote). */
  checkId: string;
  /** The queue job of an async request, once enqueued. */
  jobId: string | null;
}

export interface IdempotencyReservations {
  /** Reserves `key`; returns null when this call reserved it, else the existing reservation. */
  reserve(reservation: Omit<IdempotencyReservation, 'jobId'>): Promise<IdempotencyReservation | null>;
  /** Records the job an async request was queued as. */
  recordJob(key: string, jobId: string): Promise<void>;
  /** Points the key at the row its request finally wrote (an update of a chat message keeps that row's id). */
  recordCheck(key: string, checkId: string): Promise<void>;
  /** Frees a key whose request failed before anything was queued or stored, so a retry can run it. */
  release(key: string): Promise<void>;
}

interface ReservationRow {
  key: string;
  request_hash: string;
  check_id: string;
  job_id: string | null;
}

export function idempotencyReservations(client: SqlClient): IdempotencyReservations {
  const run = async <T>(action: string, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw toStorageError(action, error);
    }
  };
  return {
    reserve: (reservation) =>
      run('reserving the idempotency key', async () => {
        const key = toStorableText(reservation.key);
        const inserted = await client.query(
          `insert into faithfulness_idempotency_keys (key, request_hash, check_id)
           values ($1, $2, $3::uuid) on conflict (key) do nothing returning key`,
          [key, reservation.requestHash, reservation.checkId],
        );
        if (inserted.rows.length > 0) return null;
        const { rows } = await client.query<ReservationRow>(
          'select key, request_hash, check_id::text as check_id, job_id from faithfulness_idempotency_keys where key = $1',
          [key],
        );
        const row = rows[0];
        // Released between the two statements: reserve again (once; a second race is a 503 to retry).
        if (!row) {
          const again = await client.query(
            `insert into faithfulness_idempotency_keys (key, request_hash, check_id)
             values ($1, $2, $3::uuid) on conflict (key) do nothing returning key`,
            [key, reservation.requestHash, reservation.checkId],
          );
          if (again.rows.length > 0) return null;
          throw new Error('the idempotency key changed hands twice; retry');
        }
        return { key: row.key, requestHash: row.request_hash, checkId: row.check_id, jobId: row.job_id };
      }),
    recordJob: (key, jobId) =>
      run('recording the job of an idempotency key', async () => {
        await client.query('update faithfulness_idempotency_keys set job_id = $2 where key = $1', [
          toStorableText(key),
          jobId,
        ]);
      }),
    recordCheck: (key, checkId) =>
      run('recording the check of an idempotency key', async () => {
        await client.query('update faithfulness_idempotency_keys set check_id = $2::uuid where key = $1', [
          toStorableText(key),
          checkId,
        ]);
      }),
    release: (key) =>
      run('releasing the idempotency key', async () => {
        await client.query('delete from faithfulness_idempotency_keys where key = $1', [toStorableText(key)]);
      }),
  };
}
