/**
 * The one place that decides how an error looks over HTTP. Domain errors keep their `code` and
 * message, except where the message describes the server's insides: anything unknown becomes a
 * 500 and a database failure a 503, each with a generic message (the cause goes to the logger,
 * with a request id the client also gets, never to the client: a driver's message names hosts,
 * ports and file paths). No error response ever carries a stack trace.
 */
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  ConfigurationError,
  ExtractionError,
  FaithcheckError,
  InputError,
  JudgeCallError,
  JudgeResponseError,
  StorageError,
  VerificationAbortedError,
  VerificationTimeoutError,
} from '../errors.js';
import { redactSecrets } from '../logger.js';
import { ApiError, type ErrorBody } from './api-error.js';

export interface ErrorResponse {
  status: ContentfulStatusCode;
  body: ErrorBody;
  headers: Record<string, string>;
  /**
   * Whether the server logs it, with a request id in the body: its own failure (500) or a
   * database failure (503) whose details the client is not shown.
   */
  internal: boolean;
}

/** What a client sees of a database failure; the driver's message goes to the log only. */
export const STORAGE_ERROR_MESSAGE = 'the database is unavailable; try again later';

const HTTP_EXCEPTION_CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  504: 'timeout',
};

function domainStatus(error: FaithcheckError): ContentfulStatusCode {
  if (InputError.isInstance(error)) return 422;
  // A configuration error at request time is the server's set-up (no judge, bad policy default)
  // unless the request chose the bad value; requests are validated before, so 500 fits.
  if (ConfigurationError.isInstance(error)) return 500;
  if (StorageError.isInstance(error)) return 503;
  if (VerificationTimeoutError.isInstance(error)) return 504;
  // The client went away (or the server is shutting down); nobody reads this one.
  if (VerificationAbortedError.isInstance(error)) return 503;
  if (
    JudgeCallError.isInstance(error) ||
    JudgeResponseError.isInstance(error) ||
    ExtractionError.isInstance(error)
  )
    return 502;
  return 500;
}

/** Map any thrown value to the HTTP response the client sees. */
export function toErrorResponse(error: unknown): ErrorResponse {
  if (error instanceof ApiError) {
    const body: ErrorBody = { error: { code: error.code, message: error.message } };
    if (error.details) body.error.details = error.details;
    return {
      status: error.status as ContentfulStatusCode,
      body,
      headers: error.headers,
      internal: false,
    };
  }
  if (FaithcheckError.isInstance(error)) {
    const status = domainStatus(error);
    if (StorageError.isInstance(error)) {
      return {
        status,
        body: { error: { code: error.code, message: STORAGE_ERROR_MESSAGE } },
        headers: {},
        internal: true,
      };
    }
    // Redacted again here: a dependency's message (a provider) may quote a key.
    const body: ErrorBody = { error: { code: error.code, message: redactSecrets(error.message) } };
    if (InputError.isInstance(error) && error.path) {
      body.error.details = [{ path: error.path, message: error.message }];
    }
    return { status, body, headers: {}, internal: status === 500 };
  }
  if (error instanceof HTTPException) {
    const code = HTTP_EXCEPTION_CODES[error.status] ?? 'http_error';
    return {
      status: error.status,
      body: { error: { code, message: error.message || code.replaceAll('_', ' ') } },
      headers: {},
      internal: false,
    };
  }
  return {
    status: 500,
    body: { error: { code: 'internal_error', message: 'the server failed to handle the request' } },
    headers: {},
    internal: true,
  };
}
