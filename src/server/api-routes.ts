/**
 * The JSON API under `/v1`: verify, store, list and read checks. Handlers validate with the zod
 * schemas of `api-schemas.ts`, call the injected verifier, store and queue, and let every failure
 * reach the one error handler.
 */
import type { Hono } from 'hono';
import { ConfigurationError } from '../errors.js';
import { parseVerifyInput } from '../input/parse-verify-input.js';
import { type PolicySelection, resolvePolicy } from '../scoring/registry.js';
import type { Chunk } from '../spec/chunk.js';
import type { CheckStore, CheckSummary, StoredCheck } from '../store/check-store.js';
import {
  CheckNotFoundError,
  type ClaimLabel,
  LabelLimitError,
  type LabelStore,
} from '../store/label-store.js';
import { isUuid } from '../store/uuid.js';
import { ApiError } from './api-error.js';
import {
  agreementQuerySchema,
  exportLabelsQuerySchema,
  listChecksQuerySchema,
  listLabelsQuerySchema,
  saveLabelsRequestSchema,
  type VerifyRequest,
} from './api-schemas.js';
import type { CreateAppOptions, Verifier } from './app-options.js';
import { claimKey } from './claim-idempotency-key.js';
import { IDEMPOTENCY_KEY_HEADER, readIdempotencyKey, replayIdempotent } from './idempotency-key.js';
import type { LabelAccess } from './label-access.js';
import { streamLabelExport } from './label-export-response.js';
import { parseJsonBody, parseQuery } from './parse-request.js';
import { readAgreement } from './read-agreement.js';
import type { ApiBodyReader } from './read-api-body.js';
import type { ServerMetrics } from './server-metrics.js';

export interface ApiRouteParts {
  verifier: Verifier;
  store: CheckStore | undefined;
  /** Who a label request labels as (the key's name, or the body's unverified name). */
  labelAccess: LabelAccess;
  enqueue: CreateAppOptions['enqueue'];
  metrics: ServerMetrics;
  requestTimeoutMs: number;
  /** Reads the bodies of `POST /v1/verify` and `POST /v1/checks` (big ones off the request thread). */
  readBody: ApiBodyReader;
}

function requireStore(store: CheckStore | undefined): CheckStore {
  if (store) return store;
  throw new ApiError({
    status: 501,
    code: 'store_not_configured',
    message: 'this server has no check store; start it with `faithcheck serve` or pass `store` to createApp',
  });
}

/** A stored check, or a list's summary of one, as the API returns it (dates as ISO strings). */
export function serializeCheck<Check extends StoredCheck | CheckSummary>(check: Check) {
  return { ...check, createdAt: check.createdAt.toISOString() };
}

/** A policy option the request got wrong is the request's fault: 422 naming it, before any work. */
function checkPolicyOptions(policy: VerifyRequest['policy']): void {
  try {
    resolvePolicy(policy as PolicySelection | undefined);
  } catch (error) {
    if (ConfigurationError.isInstance(error)) {
      throw new ApiError({ status: 422, code: 'invalid_policy', message: error.message });
    }
    throw error;
  }
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
    const request = await parts.readBody(context, 'verify');
    return context.json(await runVerifier(request, context.req.raw.signal));
  });

  app.post('/v1/checks', async (context) => {
    const idempotencyKey = readIdempotencyKey(context);
    const body = await parts.readBody(context, 'check');
    const { chatId, messageId, async: queued, ...request } = body;
    if (queued) {
      if (!parts.enqueue) {
        throw new ApiError({
          status: 501,
          code: 'queue_not_configured',
          message:
            'async checks need a job queue and this server has none configured ' +
            '(`faithcheck serve` configures one when DATABASE_URL points to PostgreSQL, unless --no-queue); send async: false',
        });
      }
      // Validate now, so a bad input is a 4xx here rather than a failed job later.
      const input = parseVerifyInput(request);
      checkPolicyOptions(request.policy);
      const keyed = idempotencyKey ? await claimKey(parts.store, idempotencyKey, body) : null;
      if (keyed?.answer) return keyed.answer(context);
      let enqueued: { jobId: string; checkId?: string };
      try {
        enqueued = await parts.enqueue({
          chatId: chatId ?? null,
          messageId: messageId ?? null,
          query: input.query ?? null,
          response: input.response,
          chunks: input.chunks,
          policy: request.policy,
          threshold: request.threshold,
          // A retried enqueue with the same key targets the same row: its jobs write it once.
          ...(keyed
            ? { checkId: keyed.checkId, idempotency: { key: keyed.key, requestHash: keyed.requestHash } }
            : {}),
          checks: request.checks,
        });
      } catch (error) {
        // Nothing was queued: free the key, so the client's retry runs the request.
        if (keyed?.reserved) await keyed.reservations?.release(keyed.key).catch(() => {});
        throw error;
      }
      const { jobId, checkId } = enqueued;
      if (keyed?.reserved) await keyed.reservations?.recordJob(keyed.key, jobId);
      if (checkId) context.header('Location', `/v1/checks/${encodeURIComponent(checkId)}`);
      return context.json({ jobId, ...(checkId ? { checkId } : {}), status: 'queued' }, 202);
    }
    const store = requireStore(parts.store);
    const input = parseVerifyInput(request);
    if (idempotencyKey && !store.findByIdempotencyKey)
      throw new ApiError({
        status: 501,
        code: 'idempotency_not_supported',
        message: `this server's check store does not support the ${IDEMPOTENCY_KEY_HEADER} header; send the request without it`,
      });
    const keyed = idempotencyKey ? await claimKey(store, idempotencyKey, body) : null;
    if (keyed?.answer) return keyed.answer(context);
    const report = await runVerifier(request, context.req.raw.signal);
    const saved = await store.save({
      // Under the key's row id: a queued job of the same request writes the same row.
      ...(keyed ? { id: keyed.checkId } : {}),
      chatId: chatId ?? null,
      messageId: messageId ?? null,
      query: input.query ?? null,
      response: input.response,
      chunks: input.chunks as Chunk[],
      report,
      idempotency: keyed ? { key: keyed.key, requestHash: keyed.requestHash } : null,
    });
    // An update of a chat message keeps that row's id: the key now names it.
    if (keyed && saved.id !== keyed.checkId) await keyed.reservations?.recordCheck(keyed.key, saved.id);
    if (keyed && !saved.created && !(chatId && messageId)) {
      // The first request with this key saved while this one was verifying: answer as it did.
      const previous = await store.findByIdempotencyKey?.(keyed.key);
      if (previous) return replayIdempotent(context, keyed.key, previous, keyed.requestHash);
    }
    context.header('Location', `/v1/checks/${encodeURIComponent(saved.id)}`);
    return context.json({ id: saved.id, created: saved.created, report }, saved.created ? 201 : 200);
  });

  // Summaries only (a few hundred bytes each, at most 200 a page): one whole row can weigh megabytes.
  app.get('/v1/checks', async (context) => {
    const query = parseQuery(context, listChecksQuerySchema);
    const page = await requireStore(parts.store).list(query);
    return context.json({ items: page.items.map(serializeCheck), nextCursor: page.nextCursor });
  });

  registerLabelRoutes(app, '/v1/checks/:id/labels', parts.store, parts.labelAccess);

  // The lines of `faithcheck labels export`, streamed page by page (the CLI reads through this
  // route when `serve` holds the embedded store).
  app.get('/v1/labels/export', async (context) => {
    const query = parseQuery(context, exportLabelsQuerySchema);
    return streamLabelExport(
      requireLabels(parts.store).export({
        dataset: query.dataset,
        verifiedOnly: query.verified === 'true',
      }),
    );
  });

  app.get('/v1/labels/agreement', async (context) => {
    const query = parseQuery(context, agreementQuerySchema);
    const labels = requireLabels(parts.store);
    const { report, problem } = await readAgreement(labels, {
      by: query.by,
      since: query.since,
      verifiedOnly: query.verified === 'true',
    });
    if (problem)
      throw new ApiError({
        status: problem.code === 'no_labels' ? 404 : 400,
        code: problem.code,
        message: problem.message,
      });
    return context.json({ ...report, days: await labels.agreementByDay({ days: query.days }) });
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

export function requireLabels(store: CheckStore | undefined): LabelStore {
  const labels = requireStore(store).labels;
  if (labels) return labels;
  throw new ApiError({
    status: 501,
    code: 'labels_not_supported',
    message: 'this check store keeps no labels',
  });
}

function serializeLabel(label: ClaimLabel) {
  return { ...label, createdAt: label.createdAt.toISOString(), updatedAt: label.updatedAt.toISOString() };
}

/**
 * Reviewers' labels of one check's claims. Registered for the API (`/v1/checks/:id/labels`) and
 * for the review page (`/review/checks/:id/labels`), behind the same keys as each. `access` says
 * who the labels are saved as; listing is paged.
 */
export function registerLabelRoutes(
  app: Hono,
  path: string,
  store: CheckStore | undefined,
  access: LabelAccess,
): void {
  app.post(path, async (context) => {
    const reviewer = access(context);
    const { labels } = await parseJsonBody(context, saveLabelsRequestSchema);
    const saved = await labelsOrNotFound(() =>
      requireLabels(store).save(context.req.param('id') ?? '', labels, { reviewer }),
    );
    return context.json({ items: saved.map(serializeLabel) });
  });
  app.get(path, async (context) => {
    const id = context.req.param('id') ?? '';
    const query = parseQuery(context, listLabelsQuerySchema);
    // Only uuids name checks (as for GET /v1/checks/:id); the label store says whether it exists.
    if (!isUuid(id))
      throw new ApiError({ status: 404, code: 'not_found', message: `no check with id "${id}"` });
    const page = await labelsOrNotFound(() => requireLabels(store).list(id, query));
    return context.json({ items: page.items.map(serializeLabel), nextCursor: page.nextCursor });
  });
}

async function labelsOrNotFound<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CheckNotFoundError)
      throw new ApiError({ status: 404, code: 'not_found', message: error.message });
    if (error instanceof LabelLimitError)
      throw new ApiError({ status: 409, code: 'label_limit_reached', message: error.message });
    throw error;
  }
}
