/**
 * `scheduleFaithfulnessCheck()`: the background faithfulness check, off the caller's path. It hands the check to a
 * bounded background runner and returns at once; with `waitUntil` (Vercel, Cloudflare, Next.js
 * `after`) the platform is also told to keep the instance alive until the check is done.
 * `shutdownFaithfulnessChecks()` drains the default runner within a deadline and closes the store.
 */

import { isGateOpen } from '../core/feature-gate.js';
import { captureTraceLink } from '../core/trace-link.js';
import { consoleLogger, type Logger } from '../logger.js';
import {
  type BackgroundRunner,
  createBackgroundRunner,
  type DrainResult,
  type OverflowPolicy,
  type ScheduledTask,
} from './background-runner.js';
import type { FaithfulnessCheckOutcome, RunFaithfulnessCheckOptions } from './run-faithfulness-check.js';

let defaultRunner: BackgroundRunner | null = null;

function positiveInteger(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/**
 * The process-wide runner. Sized by `FAITHCHECK_BACKGROUND_CONCURRENCY` (default 4),
 * `FAITHCHECK_BACKGROUND_QUEUE` (default 1000) and `FAITHCHECK_BACKGROUND_OVERFLOW`
 * (`drop-newest` default, or `drop-oldest`).
 */
export function getDefaultRunner(env: NodeJS.ProcessEnv = process.env): BackgroundRunner {
  if (!defaultRunner || defaultRunner.draining) {
    defaultRunner = createBackgroundRunner({
      name: 'faithfulness',
      concurrency: positiveInteger(env.FAITHCHECK_BACKGROUND_CONCURRENCY, 4),
      maxQueued: positiveInteger(env.FAITHCHECK_BACKGROUND_QUEUE, 1000),
      overflow: (env.FAITHCHECK_BACKGROUND_OVERFLOW === 'drop-oldest'
        ? 'drop-oldest'
        : 'drop-newest') as OverflowPolicy,
    });
  }
  return defaultRunner;
}

export interface ScheduleFaithfulnessCheckOptions extends RunFaithfulnessCheckOptions {
  /** Default: the process-wide runner. */
  runner?: BackgroundRunner;
  /** A platform's `waitUntil(promise)`: keeps a serverless instance alive until the check ends. */
  waitUntil?: (promise: Promise<unknown>) => void;
  /** Called with the outcome (report, saved row) when the check has finished. */
  onFinish?: (outcome: FaithfulnessCheckOutcome) => void | Promise<void>;
  logger?: Logger;
  /**
   * The feature gate (see `feature-gate.ts`): default `ENABLE_FAITHFULNESS_CHECK === "true"`.
   * When off, nothing is scheduled (`accepted: false`, settled `dropped`).
   */
  enabled?: boolean;
}

const NOT_SCHEDULED: ScheduledTask = { accepted: false, settled: Promise.resolve('dropped') };

/**
 * Schedules a check and returns at once: nothing on the caller's path waits for the judge or
 * the database, and nothing thrown in the check reaches the caller.
 *
 * @example
 * const { accepted } = scheduleFaithfulnessCheck({ chatId, messageId, response: text, chunks });
 */
export function scheduleFaithfulnessCheck(options: ScheduleFaithfulnessCheckOptions): ScheduledTask {
  const { runner: givenRunner, waitUntil, onFinish, enabled, ...checkOptions } = options;
  if (!isGateOpen(enabled, options.logger ?? consoleLogger)) return NOT_SCHEDULED;
  const runner = givenRunner ?? getDefaultRunner();
  // Read on the caller's stack: by the time the check runs, the request's span has ended.
  if (checkOptions.traceLink === undefined) checkOptions.traceLink = captureTraceLink() ?? null;
  const scheduled = runner.schedule(async (signal) => {
    // Loaded with the first check, not with the module: scheduling stays cheap to import.
    const { runFaithfulnessCheck } = await import('./run-faithfulness-check.js');
    const outcome = await runFaithfulnessCheck({
      ...checkOptions,
      abortSignal: checkOptions.abortSignal ? AbortSignal.any([checkOptions.abortSignal, signal]) : signal,
    });
    await onFinish?.(outcome);
  });
  if (waitUntil) {
    try {
      waitUntil(scheduled.settled);
    } catch (error) {
      options.logger?.warn('[faithfulness] waitUntil refused the check', {
        message: (error as Error).message,
      });
    }
  }
  return scheduled;
}

/**
 * Drains the default runner (waiting up to `deadlineMs`, default 10 000) and closes the default
 * store. Call it on SIGTERM; an open PGlite keeps the process alive otherwise.
 *
 * @example
 * process.once('SIGTERM', () => void shutdownFaithfulnessChecks({ deadlineMs: 5000 }));
 */
export async function shutdownFaithfulnessChecks({ deadlineMs = 10_000 } = {}): Promise<DrainResult> {
  const runner = defaultRunner;
  defaultRunner = null;
  const result = runner ? await runner.drain({ deadlineMs }) : { drained: true, aborted: 0, abandoned: 0 };
  const { closeDefaultStore } = await import('../store/faithfulness-store.js');
  await closeDefaultStore();
  return result;
}
