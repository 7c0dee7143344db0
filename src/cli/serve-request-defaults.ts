/**
 * What `faithcheck serve` does with a request that names no policy or threshold: the configured
 * ones apply (request > environment > config file), to synchronous checks and to the ones it
 * hands to the durable queue alike.
 */
import type { PolicySelection } from '../scoring/registry.js';
import type { CreateAppOptions } from '../server/app-options.js';
import type { ServeQueue } from './commands/serve.js';

/** The configured defaults a request's own `policy` and `threshold` override. */
export interface RequestDefaults {
  policy?: PolicySelection;
  threshold?: number;
}

/**
 * `async: true` checks go to the durable queue as the whole request — policy with its options,
 * threshold, check scores — with the configured defaults filled in, so a worker scores them as
 * this server would have.
 */
export function enqueueThrough(
  queue: ServeQueue,
  defaults: RequestDefaults,
): NonNullable<CreateAppOptions['enqueue']> {
  return async (job) =>
    queue.enqueueCheck({
      ...job,
      policy: (job.policy ?? defaults.policy) as Parameters<ServeQueue['enqueueCheck']>[0]['policy'],
      threshold: job.threshold ?? defaults.threshold,
    });
}
