/**
 * One error family. Every error faithcheck throws is a `FaithcheckError` with a stable `code`;
 * `isInstance` checks a global symbol so it works across duplicated copies of the package.
 */
import { redactSecrets } from './logger.js';
import type { Usage } from './spec/usage.js';

const marker = Symbol.for('faithcheck.error');

export interface FaithcheckErrorOptions {
  cause?: unknown;
}

export class FaithcheckError extends Error {
  readonly [marker] = true;
  readonly code: string = 'faithcheck_error';
  /** Whether retrying the same operation may succeed. */
  readonly isRetryable: boolean = false;

  constructor(message: string, options: FaithcheckErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'FaithcheckError';
  }

  static isInstance(error: unknown): error is FaithcheckError {
    return typeof error === 'object' && error !== null && (error as Record<symbol, unknown>)[marker] === true;
  }
}

/** Bad input from a caller: a missing field, a wrong type, a limit exceeded. */
export class InputError extends FaithcheckError {
  override readonly code = 'input_error';
  constructor(
    message: string,
    /** Where in the input the problem is, e.g. `chunks[2].text`. */
    readonly path: string = '',
    options: FaithcheckErrorOptions = {},
  ) {
    super(message, options);
    this.name = 'InputError';
  }

  static override isInstance(error: unknown): error is InputError {
    return FaithcheckError.isInstance(error) && error.code === 'input_error';
  }
}

/** A configuration value that is invalid or a capability that is missing. */
export class ConfigurationError extends FaithcheckError {
  override readonly code = 'configuration_error';
  constructor(message: string, options: FaithcheckErrorOptions = {}) {
    super(message, options);
    this.name = 'ConfigurationError';
  }

  static override isInstance(error: unknown): error is ConfigurationError {
    return FaithcheckError.isInstance(error) && error.code === 'configuration_error';
  }
}

/** A judge could not be called or the call failed (network, 429, 5xx, timeout). */
export class JudgeCallError extends FaithcheckError {
  override readonly code = 'judge_call_error';
  override readonly isRetryable: boolean;
  constructor(message: string, options: FaithcheckErrorOptions & { isRetryable?: boolean } = {}) {
    // Built from provider text, which may echo the caller's key back ("Incorrect API key: sk-…").
    super(redactSecrets(message), options);
    this.name = 'JudgeCallError';
    this.isRetryable = options.isRetryable ?? false;
  }

  static override isInstance(error: unknown): error is JudgeCallError {
    return FaithcheckError.isInstance(error) && error.code === 'judge_call_error';
  }
}

/** A judge answered, but with something unusable: malformed, off-schema, unknown verdict, refusal. */
export class JudgeResponseError extends FaithcheckError {
  override readonly code = 'judge_response_error';
  /** What the unusable reply cost, when the model did reply: it is billed all the same. */
  readonly usage?: Usage;
  constructor(
    message: string,
    /** The offending value or raw text, for debugging. */
    readonly value?: unknown,
    options: FaithcheckErrorOptions & { usage?: Usage } = {},
  ) {
    super(redactSecrets(message), options);
    this.name = 'JudgeResponseError';
    if (options.usage) this.usage = options.usage;
  }

  static override isInstance(error: unknown): error is JudgeResponseError {
    return FaithcheckError.isInstance(error) && error.code === 'judge_response_error';
  }
}

/** Claim extraction failed. */
export class ExtractionError extends FaithcheckError {
  override readonly code = 'extraction_error';
  constructor(message: string, options: FaithcheckErrorOptions = {}) {
    super(message, options);
    this.name = 'ExtractionError';
  }

  static override isInstance(error: unknown): error is ExtractionError {
    return FaithcheckError.isInstance(error) && error.code === 'extraction_error';
  }
}

/** The database failed or refused an operation. */
export class StorageError extends FaithcheckError {
  override readonly code = 'storage_error';
  override readonly isRetryable: boolean;
  constructor(message: string, options: FaithcheckErrorOptions & { isRetryable?: boolean } = {}) {
    super(message, options);
    this.name = 'StorageError';
    this.isRetryable = options.isRetryable ?? false;
  }

  static override isInstance(error: unknown): error is StorageError {
    return FaithcheckError.isInstance(error) && error.code === 'storage_error';
  }
}

/** A check ran past its deadline. */
export class VerificationTimeoutError extends FaithcheckError {
  override readonly code = 'verification_timeout';
  override readonly isRetryable = true;
  constructor(
    readonly timeoutMs: number,
    options: FaithcheckErrorOptions = {},
  ) {
    super(`verification did not finish within ${timeoutMs} ms`, options);
    this.name = 'VerificationTimeoutError';
  }

  static override isInstance(error: unknown): error is VerificationTimeoutError {
    return FaithcheckError.isInstance(error) && error.code === 'verification_timeout';
  }
}

/** The caller aborted the check through its abort signal. */
export class VerificationAbortedError extends FaithcheckError {
  override readonly code = 'verification_aborted';
  constructor(options: FaithcheckErrorOptions = {}) {
    super('verification was aborted by the caller', options);
    this.name = 'VerificationAbortedError';
  }

  static override isInstance(error: unknown): error is VerificationAbortedError {
    return FaithcheckError.isInstance(error) && error.code === 'verification_aborted';
  }
}

/**
 * A plain `{ code, message, retryable }` view of any error, for reports and storage. The message is
 * passed through `redactSecrets`: this view ends up in reports, stored rows, logs and HTTP bodies,
 * and an error from a dependency may quote a key or token.
 */
export function describeError(error: unknown): { code: string; message: string; retryable: boolean } {
  if (FaithcheckError.isInstance(error)) {
    return { code: error.code, message: redactSecrets(error.message), retryable: error.isRetryable };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { code: 'unknown_error', message: redactSecrets(message), retryable: false };
}
