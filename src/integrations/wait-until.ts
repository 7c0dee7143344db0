/**
 * The generic serverless adapter: runs the check in the bounded runner and hands its promise to
 * the platform's `waitUntil` (Vercel `waitUntil` from `@vercel/functions`, Cloudflare
 * `ctx.waitUntil`, Netlify `context.waitUntil`), so the instance is not frozen mid-check.
 */
import type { BackgroundRunner } from '../background/background-runner.js';
import { scheduleFaithfulnessCheck } from '../background/schedule-faithfulness-check.js';
import type { CheckScheduler } from './check-scheduler.js';

/** A platform's `waitUntil`. A method taken from an object (e.g. `ctx.waitUntil`) must be bound. */
export type WaitUntil = (promise: Promise<unknown>) => void;

/**
 * @example
 * // Cloudflare Workers
 * const schedule = waitUntilScheduler((promise) => ctx.waitUntil(promise));
 * schedule({ chatId, messageId, response, chunks });
 */
export function waitUntilScheduler(
  waitUntil: WaitUntil,
  options: { runner?: BackgroundRunner } = {},
): CheckScheduler {
  return (check) => {
    scheduleFaithfulnessCheck({ ...(options.runner ? { runner: options.runner } : {}), ...check, waitUntil });
  };
}
