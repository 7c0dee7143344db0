/**
 * What `faithcheck serve` does with a request that names no policy or threshold: the configured
 * ones apply (request > environment > config file), to synchronous checks and to the ones it
 * hands to the durable queue alike.
 */
import type { EnqueueCheckInput } from '../queue/check-queue.js';
import type { PolicySelection } from '../scoring/registry.js';
import type { CreateAppOptions } from '../server/app-options.js';

/** The configured defaults a request's own `policy` and `threshold` override. */
export interface RequestDefaults {
  policy?: PolicySelection;
  threshold?: number;
}

/** The part of `faithcheck serve`'s queue (`ServeQueue`) a request needs. */
export interface RequestQueue {
  enqueueCheck(input: EnqueueCheckInput): Promise<{ jobId: string; checkId: string }>;
}

/**
 * `async: true` checks go to the durable queue as the whole request — policy with its options,
 * threshold, check scores — with the configured defaults filled in, so a worker scores them as
 * this server would have.
 */
export function enqueueThrough(
  queue: RequestQueue,
  defaults: RequestDefaults,
): NonNullable<CreateAppOptions['enqueue']> {
  return async (job) =>
    queue.enqueueCheck({
      ...job,
      policy: (job.policy ?? defaults.policy) as EnqueueCheckInput['policy'],
      threshold: job.threshold ?? defaults.threshold,
    });
}
