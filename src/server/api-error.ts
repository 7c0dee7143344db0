/**
 * The service's own HTTP error: a status, a stable code and a message, rendered by the one error
 * handler as `{ error: { code, message, details? } }`. Domain errors (src/errors.ts) are mapped to
 * HTTP in `toErrorResponse`; this class is for what only the HTTP layer knows (bad JSON, 404, 401).
 */
export interface ApiErrorDetail {
  /** Where in the request, e.g. `chunks[2].text` or `query.minScore`. */
  path: string;
  message: string;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: ApiErrorDetail[] | undefined;
  /** Extra response headers (e.g. `WWW-Authenticate` on a 401). */
  readonly headers: Record<string, string>;

  constructor(options: {
    status: number;
    code: string;
    message: string;
    details?: ApiErrorDetail[];
    headers?: Record<string, string>;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.details = options.details;
    this.headers = options.headers ?? {};
  }
}

/** The JSON body of every error response. */
export interface ErrorBody {
  error: {
    code: string;
    message: string;
    details?: ApiErrorDetail[];
    /** On failures the server logs (500, 503): quote it to find the log line. Also in `X-Request-Id`. */
    requestId?: string;
  };
}
