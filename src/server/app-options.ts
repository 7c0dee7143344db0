/**
 * What `createApp` is built from: every part is injected (verifier or judge, store, queue, keys),
 * so the same app runs in tests with fakes, in `faithcheck serve`, and inside a user's own server.
 */
import type { Logger } from '../logger.js';
import type { PolicySelection } from '../scoring/registry.js';
import type { Chunk } from '../spec/chunk.js';
import type { JudgeV1 } from '../spec/judge.js';
import type { FaithfulnessReport } from '../spec/report.js';
import type { CheckStore } from '../store/check-store.js';
import type { VerifyRequest } from './api-schemas.js';
import type { ServerMetrics } from './server-metrics.js';

/** Runs one verification for a request. The default calls `verify()` with the app's judge. */
export type Verifier = (options: {
  request: VerifyRequest;
  abortSignal: AbortSignal;
  /** The server's per-request deadline. */
  timeoutMs: number;
}) => Promise<FaithfulnessReport>;

/** A check handed to the job queue by `POST /v1/checks` with `async: true`. */
export interface CheckJob {
  chatId: string | null;
  messageId: string | null;
  query: string | null;
  response: string;
  chunks: Chunk[];
  policy?: VerifyRequest['policy'];
  threshold?: number;
  /** Answer-level check scores given with the request. */
  checks?: VerifyRequest['checks'];
}

export interface CreateAppOptions {
  /** Where checks are stored and read from. Without it, `/v1/checks` and the review page answer 501. */
  store?: CheckStore;
  /** The judge the default verifier uses; else `verify()`'s default judge. */
  judge?: JudgeV1;
  /** Replaces the default verifier (`verify()` with `judge`, judge failures as errors). */
  verifier?: Verifier;
  /** The policy and threshold the default verifier uses when a request gives none (e.g. from configuration). */
  defaults?: { policy?: PolicySelection; threshold?: number };
  /** Accepted API keys. When non-empty, every route but `/healthz` and `/openapi.json` needs one. */
  apiKeys?: readonly string[];
  /**
   * Enqueues an async check and returns its job id (and the id the check will be stored under,
   * when known). Without it, `async: true` answers 501.
   */
  enqueue?: (job: CheckJob) => Promise<{ jobId: string; checkId?: string }>;
  /** Origins allowed by CORS on `/v1/*`. Default: none (CORS off). */
  corsOrigins?: readonly string[];
  /** Largest request body, in bytes. Default 2 MiB. */
  maxBodyBytes?: number;
  /** Per-request deadline, in ms. Default 60 000. */
  requestTimeoutMs?: number;
  metrics?: ServerMetrics;
  logger?: Logger;
  /** Reported in `/openapi.json` and `/healthz`. */
  version?: string;
}

export type { PolicySelection };
