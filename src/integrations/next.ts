/**
 * The Next.js adapter (`faithcheck/next`): schedules the check through `after()` from
 * `next/server`, which runs it once the response has been sent — seed 000's way. `next` is an
 * optional peer dependency, imported on first use (never at module load); tests and other
 * frameworks inject their own `after`. Without `next`, checks fall back to the in-process runner
 * with one warning.
 */
import type { BackgroundRunner } from '../background/background-runner.js';
import { scheduleFaithfulnessCheck } from '../background/schedule-faithfulness-check.js';
import { consoleLogger, type Logger } from '../logger.js';
import type { CheckScheduler } from './check-scheduler.js';

/** Next.js `after(task)`: `task` runs after the response finished. */
export type NextAfter = (task: () => unknown) => void;

let nextAfter: Promise<NextAfter | null> | null = null;

/** Loads `after` from `next/server` (Next.js ≥ 15); null when `next` is not installed. */
export function loadNextAfter(): Promise<NextAfter | null> {
  if (!nextAfter) {
    const specifier = 'next/server';
    nextAfter = import(specifier).then(
      (module: { after?: NextAfter; unstable_after?: NextAfter }) =>
        module.after ?? module.unstable_after ?? null,
      () => null,
    );
  }
  return nextAfter;
}

export interface NextAfterSchedulerOptions {
  /** Injected `after` (tests, or an app that imports it itself). Default: `next/server`'s. */
  after?: NextAfter;
  runner?: BackgroundRunner;
  logger?: Logger;
}

/**
 * @example
 * // app/api/chat/route.ts
 * import { after } from 'next/server';
 * const schedule = nextAfterScheduler({ after });
 * // … in onFinish:
 * schedule({ chatId, messageId, response: text, chunks });
 */
export function nextAfterScheduler(options: NextAfterSchedulerOptions = {}): CheckScheduler {
  const logger = options.logger ?? consoleLogger;
  let warned = false;
  const withRunner = options.runner ? { runner: options.runner } : {};
  const run = (check: Parameters<CheckScheduler>[0]) =>
    scheduleFaithfulnessCheck({ ...withRunner, ...check }).settled;
  return (check) => {
    if (options.after) {
      options.after(() => run(check));
      return;
    }
    // The continuation keeps the request's async context, so `after` still finds its request.
    void loadNextAfter().then((after) => {
      if (after) {
        try {
          after(() => run(check));
          return;
        } catch (error) {
          logger.warn('[faithfulness] next/server after() refused the check; running it in-process', {
            message: (error as Error).message,
          });
        }
      } else if (!warned) {
        warned = true;
        logger.warn(
          '[faithfulness] next/server is not installed; running checks in-process instead of after()',
        );
      }
      void run(check);
    });
  };
}
