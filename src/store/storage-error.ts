/**
 * A driver error as the store's typed `StorageError`, one rule for every store query: the error
 * family passes through, and PostgreSQL's connection (08), shutdown (57P), serialisation (40001)
 * and deadlock (40P01) classes are marked retryable.
 */
import { FaithcheckError, StorageError } from '../errors.js';

/** @example throw toStorageError('saving the check', error); */
export function toStorageError(action: string, error: unknown): FaithcheckError {
  if (FaithcheckError.isInstance(error)) return error;
  const code = (error as { code?: string }).code ?? '';
  const isRetryable = code.startsWith('08') || code.startsWith('57P') || code === '40001' || code === '40P01';
  return new StorageError(`${action} failed: ${(error as Error).message}`, { cause: error, isRetryable });
}
