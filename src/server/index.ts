/**
 * `faithcheck/server`: the HTTP service and the review page as a Hono app, and a runner for Node.
 * Mount `createApp(…)` in your own server, or run `faithcheck serve`.
 */

export { escapeHtml } from '../text/escape-html.js';
export { admitJudgeWork, DEFAULT_MAX_JUDGE_WORK } from './admit-judge-work.js';
export { ApiError, type ApiErrorDetail, type ErrorBody } from './api-error.js';
export {
  type CreateCheckRequest,
  createCheckRequestSchema,
  errorResponseSchema,
  type ListChecksQuery,
  listChecksQuerySchema,
  type VerifyRequest,
  verifyRequestSchema,
} from './api-schemas.js';
export type { CheckJob, CreateAppOptions, Verifier } from './app-options.js';
export { createKeyMatcher, parseApiKeys, requireApiKey } from './authenticate.js';
export { buildOpenApi } from './build-openapi.js';
export { createApp, DEFAULT_MAX_BODY_BYTES, DEFAULT_REQUEST_TIMEOUT_MS } from './create-app.js';
export { estimateJudgeWork, type JudgeWork } from './estimate-judge-work.js';
export { type HostLookup, isLoopbackAddress, resolveListenAddress } from './listen-policy.js';
export { createLocalJudgePool, type LocalJudgePool, type LocalJudgePoolOptions } from './local-judge-pool.js';
export { pooledLocalJudge } from './pooled-local-judge.js';
export { createServerMetrics, LATENCY_BUCKETS_SECONDS, type ServerMetrics } from './server-metrics.js';
export { type RunningServer, type StartServerOptions, startServer } from './start-server.js';
export { toErrorResponse } from './to-error-response.js';
