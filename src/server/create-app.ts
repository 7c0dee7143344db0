/**
 * `createApp`: the HTTP service as a Hono app built from injected parts (verifier or judge, store,
 * queue, keys). Middleware order: security headers and metrics, the Host rule (key-less: loopback
 * names only, against DNS rebinding), then the body limit, the per-request timeout, CORS (only
 * when configured) and authentication; JSON bodies must say `Content-Type: application/json`. One
 * error handler maps every failure to `{ error: { code, message } }`. `startServer` runs it on Node.
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { matchedRoutes } from 'hono/route';
import { timeout } from 'hono/timeout';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { parseVerifyInput } from '../input/parse-verify-input.js';
import { redactSecrets, silentLogger } from '../logger.js';
import { admitJudgeWork, DEFAULT_MAX_JUDGE_WORK, fitsRequestThread } from './admit-judge-work.js';
import { allowedMethods } from './allowed-methods.js';
import { ApiError } from './api-error.js';
import { toApiKeys } from './api-keys.js';
import { registerApiRoutes } from './api-routes.js';
import type { CreateAppOptions, Verifier } from './app-options.js';
import { requireApiKey } from './authenticate.js';
import { buildOpenApi } from './build-openapi.js';
import { estimateJudgeWork } from './estimate-judge-work.js';
import { labelAccess } from './label-access.js';
import { readLatestDrift, renderDriftMetrics } from './latest-drift.js';
import { createApiBodyReader } from './read-api-body.js';
import { createReadinessCheck } from './readiness.js';
import { restrictHost } from './restrict-host.js';
import { registerReviewRoutes } from './review/review-routes.js';
import { createServerMetrics } from './server-metrics.js';
import { toErrorResponse } from './to-error-response.js';
import { verifyRequest } from './verify-request.js';

export const DEFAULT_MAX_BODY_BYTES = 2 * 1024 * 1024;
/** nginx's "client closed request": how a request whose client went away is counted in `/metrics`. */
export const CLIENT_CLOSED_STATUS = 499;
const CLIENT_CLOSED_BODY = {
  error: { code: 'client_closed_request', message: 'the client closed the connection' },
};

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));
export const DEFAULT_REQUEST_TIMEOUT_MS = 60_000;
const DEFAULT_VERSION = '0.1.0';

/** The judge pool the default verifier uses: only for the local judge, whose work it runs. */
function localJudgePool(options: CreateAppOptions) {
  return options.judge === undefined || options.judge.id === 'local' ? options.judgePool : undefined;
}

function defaultVerifier(options: CreateAppOptions): Verifier {
  const logger = options.logger ?? silentLogger;
  const maxJudgeWork = options.maxJudgeWork ?? DEFAULT_MAX_JUDGE_WORK;
  const pool = localJudgePool(options);
  return async ({ request, abortSignal, timeoutMs }) => {
    // Priced before anything is judged: one request inside every byte limit can still need minutes of CPU.
    const work = estimateJudgeWork(parseVerifyInput(request));
    admitJudgeWork(work, maxJudgeWork);
    if (pool && !fitsRequestThread(work)) {
      return pool.run({ request, defaults: options.defaults, timeoutMs }, abortSignal);
    }
    return verifyRequest({
      request,
      defaults: options.defaults,
      judge: options.judge,
      timeoutMs,
      abortSignal,
      logger,
    });
  };
}

/**
 * Build the app. Nothing listens yet: test it with `app.request(…)`, run it with `startServer`.
 * @example
 * const app = createApp({ store: await createStore({ memory: true }), judge: createLocalJudge() });
 * const response = await app.request('/v1/verify', {
 *   method: 'POST',
 *   headers: { 'content-type': 'application/json' },
 *   body: JSON.stringify({ response: 'It is 30 days.', context: ['The window is 30 days.'] }),
 * });
 */
export function createApp(options: CreateAppOptions = {}): Hono {
  const app = new Hono();
  const metrics = options.metrics ?? createServerMetrics();
  const logger = options.logger ?? silentLogger;
  const apiKeys = toApiKeys(options.apiKeys ?? []);
  const requestTimeoutMs = options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const version = options.version ?? DEFAULT_VERSION;

  app.use('*', async (context, next) => {
    await next();
    context.header('X-Content-Type-Options', 'nosniff');
    const route =
      matchedRoutes(context)
        .filter((entry) => entry.method !== 'ALL')
        .at(-1)?.path ?? 'unmatched';
    metrics.recordRequest({ method: context.req.method, route, status: context.res.status });
  });
  const allowedHosts = options.allowedHosts ?? (apiKeys.length === 0 ? 'loopback' : undefined);
  if (allowedHosts) app.use('*', restrictHost(allowedHosts));
  app.use(
    '*',
    bodyLimit({
      maxSize: options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES,
      onError: () => {
        throw new ApiError({
          status: 413,
          code: 'payload_too_large',
          message: `the request body is larger than ${options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES} bytes`,
          // The rest of the upload is never read, so Node drops the socket after the reply; say so,
          // or a keep-alive client reuses it and its next request fails with a socket error.
          headers: { connection: 'close' },
        });
      },
    }),
  );
  app.use(
    '*',
    timeout(
      requestTimeoutMs,
      () =>
        new ApiError({
          status: 504,
          code: 'timeout',
          message: `the request did not finish within ${requestTimeoutMs} ms`,
        }) as never,
    ),
  );
  if (options.corsOrigins && options.corsOrigins.length > 0) {
    app.use(
      '/v1/*',
      cors({
        origin: [...options.corsOrigins],
        allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
        allowMethods: ['GET', 'POST'],
        maxAge: 600,
      }),
    );
  }
  if (apiKeys.length > 0) {
    const apiAuth = requireApiKey({ keys: apiKeys, challenge: 'bearer' });
    const pageAuth = requireApiKey({ keys: apiKeys, challenge: 'basic' });
    app.use('/v1/*', apiAuth);
    app.use('/metrics', apiAuth);
    app.use('/review', pageAuth);
    app.use('/review/*', pageAuth);
  }

  // Liveness: the process answers. Readiness: the store (and the queue, when configured) answer.
  app.get('/healthz', (context) => context.json({ ok: true, version }));
  const readiness = createReadinessCheck({
    probes: {
      ...(options.store ? { store: () => options.store!.list({ limit: 1 }) } : {}),
      ...options.readinessProbes,
    },
    timeoutMs: options.readinessTimeoutMs,
    logger,
  });
  app.get('/readyz', async (context) => {
    const result = await readiness();
    return context.json(result, result.ok ? 200 : 503);
  });
  app.get('/openapi.json', (context) => context.json(buildOpenApi({ version })));
  app.get('/metrics', async (context) =>
    context.text(metrics.render() + renderDriftMetrics(await readLatestDrift(options.store)), 200, {
      'Content-Type': 'text/plain; version=0.0.4; charset=utf-8',
    }),
  );
  // Big bodies are prepared on the pool (whatever the judge: preparing is parsing and pricing),
  // and priced there against the default verifier's limit.
  const bodyPool = options.verifier ? undefined : options.judgePool;
  registerApiRoutes(app, {
    readBody: createApiBodyReader({
      pool: bodyPool,
      maxJudgeWork: options.maxJudgeWork ?? DEFAULT_MAX_JUDGE_WORK,
      timeoutMs: requestTimeoutMs,
    }),
    verifier: options.verifier ?? defaultVerifier(options),
    store: options.store,
    labelAccess: labelAccess(apiKeys),
    enqueue: options.enqueue,
    metrics,
    requestTimeoutMs,
  });
  registerReviewRoutes(app, { store: options.store, labelAccess: labelAccess(apiKeys) });

  app.notFound((context) => {
    const allowed = allowedMethods(app.routes, context.req.path);
    if (allowed.length > 0) {
      return context.json(
        {
          error: {
            code: 'method_not_allowed',
            message: `${context.req.method} is not allowed on ${context.req.path}; use ${allowed.join(', ')}`,
          },
        },
        405,
        { Allow: allowed.join(', ') },
      );
    }
    return context.json(
      { error: { code: 'not_found', message: `no route for ${context.req.method} ${context.req.path}` } },
      404,
    );
  });
  app.onError((error, context) => {
    const where = `${context.req.method} ${context.req.path}`;
    if (context.req.raw.signal.aborted) {
      // The client closed the connection (an aborted upload, a closed tab): nobody reads this
      // answer and it is not the server's failure, so it is counted as 499, as nginx does.
      logger.debug(`[faithcheck] ${where}: the client closed the connection`);
      return context.json(CLIENT_CLOSED_BODY, CLIENT_CLOSED_STATUS as ContentfulStatusCode);
    }
    const response = toErrorResponse(error);
    if (response.internal) {
      const requestId = randomUUID();
      response.body.error.requestId = requestId;
      response.headers['X-Request-Id'] = requestId;
      logger.error(`[faithcheck] ${where} failed (request ${requestId}): ${redactSecrets(describe(error))}`, {
        requestId,
        code: response.body.error.code,
      });
    }
    return context.json(response.body, response.status, response.headers);
  });
  return app;
}
