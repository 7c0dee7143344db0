/**
 * What `faithcheck serve` does with a request that names no policy or threshold: the configured
 * ones apply (request > environment > config file), to synchronous checks and to the ones it
 * hands to the durable queue alike.
 */
import { InputError } from '../errors.js';
import type { PolicySelection } from '../scoring/registry.js';
import type { CreateAppOptions } from '../server/app-options.js';
import type { ServeQueue } from './commands/serve.js';

/** The configured defaults a request's own `policy` and `threshold` override. */
export interface RequestDefaults {
  policy?: PolicySelection;
  threshold?: number;
}

/**
 * `async: true` checks go to the durable queue, which takes a policy id only (a configured
 * composite policy goes as `composite`, with the worker's weights).
 */
export function enqueueThrough(
  queue: ServeQueue,
  defaults: RequestDefaults,
): NonNullable<CreateAppOptions['enqueue']> {
  return async (job) => {
    if (job.policy !== undefined && typeof job.policy !== 'string') {
      throw new InputError('policy: async checks take a policy id ("weighted"), not options', 'policy');
    }
    const fallback = typeof defaults.policy === 'string' ? defaults.policy : defaults.policy?.id;
    return queue.enqueueCheck({
      ...job,
      policy: job.policy ?? fallback,
      threshold: job.threshold ?? defaults.threshold,
    });
  };
}
