/**
 * How the API reads a body that carries a check. A small body is parsed on the request thread; a
 * big one, when the server has a judge pool, goes to a pool thread to be decoded, validated and
 * priced (`prepare-api-body.ts`): the request thread only receives the bytes, so four clients
 * posting 2 MB bodies in a loop no longer keep it from answering `/healthz`.
 */
import type { Context } from 'hono';
import type { LocalJudgePool } from './local-judge-pool.js';
import { parseJsonBody, parseJsonText, readJsonBytes } from './parse-request.js';
import { API_BODY_SCHEMAS, type ApiBody, type ApiBodyKind } from './prepare-api-body.js';

/**
 * Bodies up to this size are parsed on the request thread (a few milliseconds at most); bigger
 * ones on the pool. A verify request of 50 claims against 1,000 sentences is about 150 KB.
 */
export const OFF_THREAD_BODY_BYTES = 256 * 1024;

/** Reads and validates the body of a route that carries a check. */
export type ApiBodyReader = <Kind extends ApiBodyKind>(
  context: Context,
  kind: Kind,
) => Promise<ApiBody<Kind>>;

const decoder = new TextDecoder();

/**
 * @param options.pool where big bodies are prepared; without one, every body is parsed here.
 * @param options.maxJudgeWork the work limit a body is priced against on the pool (only when the
 *   server's own verifier, which applies that limit, judges it).
 * @param options.timeoutMs the server's per-request deadline.
 */
export function createApiBodyReader(options: {
  pool?: LocalJudgePool;
  maxJudgeWork?: number;
  timeoutMs: number;
}): ApiBodyReader {
  const { pool } = options;
  if (!pool)
    return async (context, kind) =>
      (await parseJsonBody(context, API_BODY_SCHEMAS[kind])) as ApiBody<typeof kind>;
  return async (context, kind) => {
    const bytes = await readJsonBytes(context);
    if (bytes.byteLength <= OFF_THREAD_BODY_BYTES) {
      return parseJsonText(decoder.decode(bytes), API_BODY_SCHEMAS[kind]) as ApiBody<typeof kind>;
    }
    return pool.prepareBody(
      { bodyKind: kind, body: bytes, maxJudgeWork: options.maxJudgeWork, timeoutMs: options.timeoutMs },
      context.req.raw.signal,
    );
  };
}
