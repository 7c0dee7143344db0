/**
 * The Next.js adapter (`faithcheck/next`): schedules the check through `after()` from
 * `next/server`, which runs it once the response has been sent and keeps a serverless instance
 * alive until it ends — the background-check specification's way. `next` is this subpath's peer dependency, so `after` is
 * imported statically: a dynamic `import('next/server')` fails under Node ESM (the package has no
 * exports map) and silently fell back to in-process checks that a serverless platform may freeze.
 * The root entry (`faithcheck`) does not import this file, so apps without Next.js never load it.
 */
import { after as nextAfter } from 'next/server.js';
import type { BackgroundRunner } from '../background/background-runner.js';
import { scheduleFaithfulnessCheck } from '../background/schedule-faithfulness-check.js';
import { isGateOpen } from '../core/feature-gate.js';
import { captureTraceLink } from '../core/trace-link.js';
import { consoleLogger, type Logger } from '../logger.js';
import type { CheckScheduler } from './check-scheduler.js';

/** Next.js `after(task)`: `task` runs after the response finished. */
export type NextAfter = (task: () => unknown) => void;

export interface NextAfterSchedulerOptions {
  /** Injected `after` (tests, or another framework's equivalent). Default: `next/server`'s. */
  after?: NextAfter;
  runner?: BackgroundRunner;
  logger?: Logger;
}

/**
 * A `CheckScheduler` that hands each check to Next.js `after()`. Outside a request (a script, a
 * test, code that runs at module load) `after()` throws; the check then runs in-process, with one
 * warning saying why.
 *
 * @example
 * // app/api/chat/route.ts
 * import { nextAfterScheduler } from 'faithcheck/next';
 * const schedule = nextAfterScheduler();
 * // … in onFinish:
 * onFinish: faithfulnessOnFinish({ chatId: id, chunks, schedule }),
 */
export function nextAfterScheduler(options: NextAfterSchedulerOptions = {}): CheckScheduler {
  const logger = options.logger ?? consoleLogger;
  const after: NextAfter = options.after ?? nextAfter;
  let warned = false;
  const withRunner = options.runner ? { runner: options.runner } : {};
  return (check) => {
    if (!isGateOpen(check.enabled, logger)) return;
    // The request's trace, read now: after() runs the check once the response has been sent.
    const traceLink = check.traceLink === undefined ? (captureTraceLink() ?? null) : check.traceLink;
    const run = () =>
      scheduleFaithfulnessCheck({ ...withRunner, ...check, traceLink, enabled: true }).settled;
    try {
      after(run);
    } catch (error) {
      if (!warned) {
        warned = true;
        logger.warn(
          '[faithfulness] next/server after() is only available while Next.js handles a request; running the check in-process',
          { message: (error as Error).message },
        );
      }
      void run();
    }
  };
}
