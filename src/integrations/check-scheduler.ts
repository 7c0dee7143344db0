/**
 * How an integration gets a check off the request path. A `CheckScheduler` takes a check and
 * returns at once; the adapters differ only in what keeps the work alive: the in-process runner
 * (long-lived servers), a platform's `waitUntil` (serverless), or Next.js `after()`.
 */
import type { BackgroundRunner } from '../background/background-runner.js';
import {
  type ScheduleFaithfulnessCheckOptions,
  scheduleFaithfulnessCheck,
} from '../background/schedule-faithfulness-check.js';

export type CheckScheduler = (options: ScheduleFaithfulnessCheckOptions) => void;

/**
 * The default: the bounded in-process runner (`runner` or the process-wide one).
 *
 * @example
 * const schedule = backgroundScheduler();
 * schedule({ chatId, messageId, response, chunks });
 */
export function backgroundScheduler(options: { runner?: BackgroundRunner } = {}): CheckScheduler {
  return (check) => {
    scheduleFaithfulnessCheck({ ...(options.runner ? { runner: options.runner } : {}), ...check });
  };
}
