/**
 * The JSON API under `/v1`: verify, store, list and read checks. Handlers validate with the zod
 * schemas of `api-schemas.ts`, call the injected verifier, store and queue, and let every failure
 * reach the one error handler.
 */
import type { Hono } from 'hono';
import { ConfigurationError } from '../errors.js';
import { parseVerifyInput } from '../input/parse-verify-input.js';
import type { Chunk } from '../spec/chunk.js';
import type { CheckStore, StoredCheck } from '../store/check-store.js';
import { ApiError } from './api-error.js';
import { createCheckRequestSchema, listChecksQuerySchema, verifyRequestSchema } from './api-schemas.js';
import type { CreateAppOptions, Verifier } from './app-options.js';
import { parseJsonBody, parseQuery } from './parse-request.js';
import type { ServerMetrics } from './server-metrics.js';

export interface ApiRouteParts {
  verifier: Verifier;
  store: CheckStore | undefined;
  enqueue: CreateAppOptions['enqueue'];
  metrics: ServerMetrics;
  requestTimeoutMs: number;
}

function requireStore(store: CheckStore | undefined): CheckStore {
  if (store) return store;
  throw new ApiError({
    status: 501,
    code: 'store_not_configured',
    message: 'this server has no check store; start it with `faithcheck serve` or pass `store` to createApp',
  });
}

/** A stored check as the API returns it (dates as ISO strings through JSON). */
export function serializeCheck(check: StoredCheck) {
  return { ...check, createdAt: check.createdAt.toISOString() };
}

export function registerApiRoutes(app: Hono, parts: ApiRouteParts): void {
  const runVerifier = async (
    request: Parameters<Verifier>[0]['request'],
    abortSignal: AbortSignal,
  ): Promise<Awaited<ReturnType<Verifier>>> => {
    try {
      const report = await parts.verifier({ request, abortSignal, timeoutMs: parts.requestTimeoutMs });
      parts.metrics.recordCheck(report);
      return report;
    } catch (error) {
      // A bad policy option or a missing composite check score comes from the request itself.
      if (ConfigurationError.isInstance(error) && (request.policy !== undefined || request.checks)) {
        throw new ApiError({ status: 422, code: 'invalid_policy', message: error.message });
      }
      throw error;
    }
  };

  app.post('/v1/verify', async (context) => {
    const request = await parseJsonBody(context, verifyRequestSchema);
    return context.json(await runVerifier(request, context.req.raw.signal));
  });

  app.post('/v1/checks', async (context) => {
    const {
      chatId,
      messageId,
      async: queued,
      ...request
    } = await parseJsonBody(context, createCheckRequestSchema);
    if (queued) {
      if (!parts.enqueue) {
        throw new ApiError({
          status: 501,
          code: 'queue_not_configured',
          message:
            'async checks need a job queue and this server has none configured ' +
            '(`faithcheck serve` configures one when DATABASE_URL points to PostgreSQL); send async: false',
        });
      }
      // Validate now, so a bad input is a 4xx here rather than a failed job later.
      const input = parseVerifyInput(request);
      const { jobId, checkId } = await parts.enqueue({
        chatId: chatId ?? null,
        messageId: messageId ?? null,
        query: input.query ?? null,
        response: input.response,
        chunks: input.chunks,
        policy: request.policy,
        threshold: request.threshold,
        checks: request.checks,
      });
      if (checkId) context.header('Location', `/v1/checks/${encodeURIComponent(checkId)}`);
      return context.json({ jobId, ...(checkId ? { checkId } : {}), status: 'queued' }, 202);
    }
    const store = requireStore(parts.store);
    const input = parseVerifyInput(request);
    const report = await runVerifier(request, context.req.raw.signal);
    const saved = await store.save({
      chatId: chatId ?? null,
      messageId: messageId ?? null,
      query: input.query ?? null,
      response: input.response,
      chunks: input.chunks as Chunk[],
      report,
    });
    context.header('Location', `/v1/checks/${encodeURIComponent(saved.id)}`);
    return context.json({ id: saved.id, created: saved.created, report }, saved.created ? 201 : 200);
  });

  app.get('/v1/checks', async (context) => {
    const query = parseQuery(context, listChecksQuerySchema);
    const page = await requireStore(parts.store).list(query);
    return context.json({ items: page.items.map(serializeCheck), nextCursor: page.nextCursor });
  });

  app.get('/v1/checks/:id', async (context) => {
    const id = context.req.param('id');
    const check = id.length <= 200 ? await requireStore(parts.store).get(id) : null;
    if (!check) {
      throw new ApiError({ status: 404, code: 'not_found', message: `no check with id "${id}"` });
    }
    return context.json(serializeCheck(check));
  });
}
