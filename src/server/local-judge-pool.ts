/**
 * The local judge off the request thread: a pool of worker threads (piscina; see
 * docs/decisions/0006-cpu-isolation.md) sized to the cores, with a bounded queue. A task whose
 * deadline passes or whose client leaves is cancelled — still queued, it is dropped; running, its
 * thread is terminated and a fresh one started — so it is never finished, and never stored.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { createDeadline } from '../core/abort.js';
import { ConfigurationError } from '../errors.js';
import { type Logger, silentLogger } from '../logger.js';
import type {
  ExtractClaimsOptions,
  ExtractClaimsResult,
  VerifyClaimsOptions,
  VerifyClaimsResult,
} from '../spec/judge.js';
import type { FaithfulnessReport } from '../spec/report.js';
import { countOf } from '../text/count-of.js';
import { ApiError } from './api-error.js';
import {
  type JudgePoolOutcome,
  type JudgePoolTask,
  type LocalJudgeStageTask,
  type LocalJudgeTask,
  reviveTaskError,
  runJudgePoolTask,
} from './local-judge-task.js';
import type { ApiBody, ApiBodyKind, PrepareBodyTask } from './prepare-api-body.js';
import { ANSWER_MARGIN_MS } from './verify-request.js';

export interface LocalJudgePoolOptions {
  /**
   * Worker threads. Default: the cores less one (at least one), so the request thread keeps a core
   * for `/healthz` and small checks while every judge thread is busy (bench: `/healthz` p99 70 ms
   * with a thread per core on 2 cores, 34 ms with one thread).
   */
  threads?: number;
  /** The local judge's parameter file (written by `faithcheck calibrate`); default the shipped ones. */
  localParams?: string;
  /** Checks that may wait for a thread; one more answers 503 with `Retry-After`. Default 4 × threads. */
  maxQueue?: number;
  /**
   * Run each task on the calling thread instead (no isolation, same results). Default: only when
   * running from the TypeScript sources (tests), where there is no compiled worker file.
   */
  inProcess?: boolean;
  /**
   * @internal The thread's module (a default export with the same task contract). Tests use it to
   * put a judge that never returns on a real thread.
   */
  workerFile?: URL;
  /** Where a thread that fails outside any check (e.g. while starting) is reported. */
  logger?: Logger;
}

/** Runs local-judge checks on worker threads. */
export interface LocalJudgePool {
  readonly threads: number;
  readonly maxQueue: number;
  /**
   * Judges one request. Rejects with `VerificationTimeoutError` at `task.timeoutMs` (less the
   * answer margin), `VerificationAbortedError` when `abortSignal` fires first, and a 503
   * `ApiError` when the queue is full.
   */
  run(task: LocalJudgeTask, abortSignal?: AbortSignal): Promise<FaithfulnessReport>;
  /**
   * Decodes, validates and prices a big request body on a thread (`prepare-api-body.ts`), so the
   * request thread never spends its time on one. Rejects as `run` does, and with the `ApiError` or
   * `InputError` the body earns (400, 413).
   */
  prepareBody<Kind extends ApiBodyKind>(
    task: Omit<PrepareBodyTask, 'kind' | 'bodyKind'> & { bodyKind: Kind },
    abortSignal?: AbortSignal,
  ): Promise<ApiBody<Kind>>;
  /**
   * Runs one stage of the local judge on a thread (a cascade's local stage, `pooledLocalJudge`):
   * claim extraction or verification, with the pool's parameters. Rejects as `run` does.
   */
  extractClaims(
    input: Omit<ExtractClaimsOptions, 'abortSignal'>,
    options: { timeoutMs: number; abortSignal?: AbortSignal },
  ): Promise<ExtractClaimsResult>;
  verifyClaims(
    input: Omit<VerifyClaimsOptions, 'abortSignal'>,
    options: { timeoutMs: number; abortSignal?: AbortSignal },
  ): Promise<VerifyClaimsResult>;
  /** Terminates the threads; running tasks are cancelled. */
  close(): Promise<void>;
}

const WORKER_FILE = new URL('./local-judge-worker.js', import.meta.url);

/**
 * @example
 * const pool = createLocalJudgePool();
 * const app = createApp({ store, judgePool: pool });
 * // … on shutdown
 * await pool.close();
 */
export function createLocalJudgePool(options: LocalJudgePoolOptions = {}): LocalJudgePool {
  const threads = Math.max(1, Math.floor(options.threads ?? availableParallelism() - 1));
  const maxQueue = Math.max(0, Math.floor(options.maxQueue ?? threads * 4));
  // From TypeScript sources (vitest) there is no compiled worker file for a thread to load.
  const inProcess = options.inProcess ?? import.meta.url.endsWith('.ts');
  const workerFile = options.workerFile ?? WORKER_FILE;
  if (!inProcess && !existsSync(fileURLToPath(workerFile))) {
    // Refused now rather than as a failure of every big check later (e.g. a bundler left it out).
    throw new ConfigurationError(
      `the judge pool's thread entry ${fileURLToPath(workerFile)} does not exist; ` +
        'keep dist/server/local-judge-worker.js next to the server module, or run without a pool',
    );
  }
  const piscina = inProcess
    ? undefined
    : new Piscina<JudgePoolTask, JudgePoolOutcome>({
        filename: fileURLToPath(workerFile),
        minThreads: threads,
        maxThreads: threads,
        idleTimeout: Number.POSITIVE_INFINITY,
        // Below the request thread's priority (nice 10, where the OS allows it; a no-op elsewhere):
        // on a busy machine, /healthz and small checks get the CPU before long judging does.
        niceIncrement: 10,
      });
  // A thread failing with no check on it is reported as an 'error' event; unheard, it would end
  // the process. Checks on a failed thread are rejected (and answered 500) by piscina itself.
  const logger = options.logger ?? silentLogger;
  piscina?.on('error', (error: unknown) => {
    logger.error(`[faithcheck] a judge pool thread failed: ${(error as Error)?.message ?? String(error)}`);
  });
  /** Checks running or waiting for a thread. */
  let admitted = 0;
  const withParams = <Task extends LocalJudgeTask | LocalJudgeStageTask>(task: Task): Task =>
    options.localParams && task.localParams === undefined
      ? { ...task, localParams: options.localParams }
      : task;

  const busy = (task: JudgePoolTask) =>
    new ApiError({
      status: 503,
      code: 'busy',
      message: `every judge thread is busy and ${countOf(maxQueue, 'check')} ${maxQueue === 1 ? 'is' : 'are'} waiting; retry later`,
      // A slot frees at the latest when a running check reaches its deadline.
      headers: { 'Retry-After': String(Math.max(1, Math.ceil(task.timeoutMs / 1000))) },
    });

  /** Runs one task on a thread (or in process) under its deadline; the outcome's value or its error. */
  async function runTask(task: JudgePoolTask, abortSignal?: AbortSignal): Promise<unknown> {
    // Counted here rather than by piscina, whose limit also counts threads still starting.
    if (admitted >= threads + maxQueue) throw busy(task);
    admitted += 1;
    const deadline = createDeadline(Math.max(1, task.timeoutMs - ANSWER_MARGIN_MS), abortSignal);
    try {
      let outcome: JudgePoolOutcome;
      try {
        outcome = piscina
          ? await piscina.run(task, { signal: deadline.signal })
          : await runJudgePoolTask(task, deadline.signal);
      } catch (error) {
        // piscina rejects a cancelled task with its own AbortError: report the deadline or the abort.
        if (deadline.signal.aborted) throw deadline.reason();
        throw error;
      }
      // In process, the deadline reaches verify() as the caller's abort: report it as what it is.
      if (!outcome.ok)
        throw deadline.signal.aborted ? deadline.reason() : reviveTaskError(outcome.error, task.timeoutMs);
      return outcome.value;
    } finally {
      admitted -= 1;
      deadline.dispose();
    }
  }

  return {
    threads,
    maxQueue,
    run: (task, abortSignal) => runTask(withParams(task), abortSignal) as Promise<FaithfulnessReport>,
    prepareBody: (task, abortSignal) =>
      runTask({ ...task, kind: 'prepare-body' }, abortSignal) as Promise<ApiBody<typeof task.bodyKind>>,
    extractClaims: (input, { timeoutMs, abortSignal }) =>
      runTask(
        withParams({ kind: 'local-extract', input, timeoutMs }),
        abortSignal,
      ) as Promise<ExtractClaimsResult>,
    verifyClaims: (input, { timeoutMs, abortSignal }) =>
      runTask(
        withParams({ kind: 'local-verify', input, timeoutMs }),
        abortSignal,
      ) as Promise<VerifyClaimsResult>,
    async close() {
      await piscina?.destroy();
    },
  };
}
