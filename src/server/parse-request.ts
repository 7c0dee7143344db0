/**
 * Request parsing for the API: JSON bodies and query strings, validated with the zod schemas of
 * `api-schemas.ts`. Failures become a 400 whose message names the field, never a stack trace.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import { misnamedFieldHints } from '../input/suggest-field.js';
import { ApiError, type ApiErrorDetail } from './api-error.js';

function formatPath(prefix: string, path: ReadonlyArray<PropertyKey>): string {
  const joined = path.reduce<string>(
    (acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : acc ? `${acc}.${String(key)}` : String(key)),
    '',
  );
  return prefix ? (joined ? `${prefix}.${joined}` : prefix) : joined;
}

/**
 * zod 4 leaves `input` out of issues (unless `reportInput`), so a missing field is recognised by
 * its message ("received undefined"), as in `parseVerifyInput`; a wrong type keeps zod's
 * "expected string, received number" without the generic "Invalid input: " prefix.
 */
function issueMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && /received undefined\b/.test(issue.message)) return 'is required';
  if (issue.code === 'unrecognized_keys' && issue.keys.length > 0) {
    const keys = issue.keys.map((key) => `"${key}"`).join(', ');
    return `unknown field${issue.keys.length > 1 ? 's' : ''} ${keys}`;
  }
  return issue.message.replace(/^Invalid input: /, '');
}

function validationError(error: z.ZodError, prefix: string, hints: readonly string[] = []): ApiError {
  const details: ApiErrorDetail[] = error.issues.map((issue) => ({
    path: formatPath(prefix, issue.path),
    message: issueMessage(issue),
  }));
  const first = details[0]!;
  const hint = hints.length > 0 ? ` (${hints.join('; ')})` : '';
  return new ApiError({
    status: 400,
    code: 'validation_error',
    message: `${first.path ? `${first.path}: ${first.message}` : first.message}${hint}`,
    details,
  });
}

/**
 * Only a JSON content type is read as JSON. A browser sends `text/plain`, form and multipart bodies
 * cross-origin without asking (no CORS preflight), so parsing those would let any web page write to
 * a key-less server on loopback; `application/json` makes the browser ask first, and CORS says no.
 * @throws ApiError 415 `unsupported_media_type`.
 */
function assertJsonContentType(header: string | undefined): void {
  const mediaType = (header ?? '').split(';')[0]!.trim().toLowerCase();
  if (mediaType === 'application/json' || /^application\/[\w.+-]+\+json$/.test(mediaType)) return;
  throw new ApiError({
    status: 415,
    code: 'unsupported_media_type',
    message: `send the body as JSON with "Content-Type: application/json"${
      mediaType ? ` (got "${mediaType.slice(0, 100)}")` : ' (the request had no Content-Type)'
    }`,
  });
}

/**
 * Parse the body as JSON and validate it.
 * @throws ApiError 415 (`unsupported_media_type`), 400 (`invalid_json`, `validation_error`).
 */
export async function parseJsonBody<Schema extends z.ZodType>(
  context: Context,
  schema: Schema,
): Promise<z.output<Schema>> {
  assertJsonContentType(context.req.header('content-type'));
  return parseJsonText(await context.req.text(), schema);
}

/**
 * The body's bytes, once its content type says JSON: for a caller that parses it elsewhere (a big
 * body is parsed on a judge pool thread, see `read-api-body.ts`).
 * @throws ApiError 415 `unsupported_media_type`.
 */
export async function readJsonBytes(context: Context): Promise<ArrayBuffer> {
  assertJsonContentType(context.req.header('content-type'));
  return context.req.arrayBuffer();
}

/**
 * Parse a JSON text and validate it: what `parseJsonBody` does once the body is read. Pure, so a
 * judge pool thread runs it too.
 * @throws ApiError 400 (`invalid_json`, `validation_error`).
 */
export function parseJsonText<Schema extends z.ZodType>(body: string, schema: Schema): z.output<Schema> {
  // A byte-order mark (some editors and Windows tools write one) is not part of the JSON.
  const text = body.replace(/^\uFEFF/, '');
  if (text.trim() === '') {
    throw new ApiError({
      status: 400,
      code: 'invalid_json',
      message: 'the request body is empty; send JSON',
    });
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new ApiError({
      status: 400,
      code: 'invalid_json',
      message: `the request body is not valid JSON: ${(error as Error).message}`,
    });
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const known = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
    throw validationError(parsed.error, '', misnamedFieldHints(raw, known));
  }
  return parsed.data;
}

/** Validate the query string. @throws ApiError 400 naming the parameter as `query.NAME`. */
export function parseQuery<Schema extends z.ZodType>(context: Context, schema: Schema): z.output<Schema> {
  return parseQueryValues(context.req.query(), schema);
}

/** Validate query values already collected. @throws ApiError 400 naming the parameter. */
export function parseQueryValues<Schema extends z.ZodType>(
  values: Record<string, string>,
  schema: Schema,
): z.output<Schema> {
  const parsed = schema.safeParse(values);
  if (!parsed.success) throw validationError(parsed.error, 'query');
  return parsed.data;
}
