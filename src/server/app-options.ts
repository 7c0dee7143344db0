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
import type { ApiKey } from './api-keys.js';
import type { VerifyRequest } from './api-schemas.js';
import type { LocalJudgePool } from './local-judge-pool.js';
import type { ReadinessProbe } from './readiness.js';
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
  /** The row id to store the check under (derived from an `Idempotency-Key`); default: a new one. */
  checkId?: string;
  /** The request's `Idempotency-Key` and body hash, stored on the row the job writes. */
  idempotency?: { key: string; requestHash: string };
  /** Answer-level check scores given with the request. */
  checks?: VerifyRequest['checks'];
}

export interface CreateAppOptions {
  /** Where checks are stored and read from. Without it, `/v1/checks` and the review page answer 501. */
  store?: CheckStore;
  /** The judge the default verifier uses; else `verify()`'s default judge. */
  judge?: JudgeV1;
  /**
   * Worker threads for the local judge (`createLocalJudgePool()`; `faithcheck serve` creates one).
   * With it, every check beyond a few claims against a short context is judged off the request
   * thread, where a deadline can cancel it. Used when `judge` is the local judge or not given; its
   * threads run the local judge with its default parameters. With any judge, a request body over
   * 256 KiB is decoded, validated and priced on it rather than on the request thread; a cascade
   * built on `pooledLocalJudge` runs its local stage on it too.
   */
  judgePool?: LocalJudgePool;
  /**
   * Largest check the default verifier admits, in estimated claim × sentence comparisons; a bigger
   * one answers 413 `work_too_large`. Default 50 000 000.
   */
  maxJudgeWork?: number;
  /** Replaces the default verifier (`verify()` with `judge`, judge failures as errors). */
  verifier?: Verifier;
  /** The policy and threshold the default verifier uses when a request gives none (e.g. from configuration). */
  defaults?: { policy?: PolicySelection; threshold?: number };
  /**
   * Accepted API keys. When non-empty, every route but `/healthz`, `/readyz` and `/openapi.json`
   * needs one. A named key (`{ name: 'alice', key }`) labels as its name (verified); a plain
   * string is an unnamed key, which may label (unverified, under the name the request gives) only
   * while no key has a name — see `api-keys.ts`.
   */
  apiKeys?: readonly (string | ApiKey)[];
  /**
   * Enqueues an async check and returns its job id (and the id the check will be stored under,
   * when known). Without it, `async: true` answers 501.
   */
  enqueue?: (job: CheckJob) => Promise<{ jobId: string; checkId?: string }>;
  /**
   * Host names (`Host` header, any port) the app answers; others get 403 `host_not_allowed`.
   * Default: without `apiKeys`, loopback names only (`localhost`, `127.x.x.x`, `[::1]`), against
   * DNS rebinding; with keys, any host.
   */
  allowedHosts?: readonly string[];
  /**
   * What `GET /readyz` checks besides the store (which it queries when `store` is given), e.g.
   * `{ queue: () => … }`; each resolves when its dependency is usable.
   */
  readinessProbes?: Readonly<Record<string, ReadinessProbe>>;
  /** How long each readiness probe may take before it counts as `timeout`. Default 2 000 ms. */
  readinessTimeoutMs?: number;
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
