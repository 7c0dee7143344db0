/**
 * What a resolved configuration means for one check: the options `verifyWithChecks()` takes.
 * The judge and model stay names here; turning them into objects is the caller's job (the CLI and
 * service use the judge registry), so this layer needs no provider.
 */
import type { CheckId } from '../checks/check-registry.js';
import type { PolicySelection } from '../scoring/registry.js';
import type { FaithcheckConfig } from './config-keys.js';

export interface ConfiguredVerifyOptions {
  threshold: number;
  timeoutMs: number;
  policy: PolicySelection;
  checks: CheckId[];
}

/**
 * @example
 * const { values } = await loadConfig();
 * const report = await verifyWithChecks({ response, chunks, ...verifyOptionsFromConfig(values) });
 */
export function verifyOptionsFromConfig(config: FaithcheckConfig): ConfiguredVerifyOptions {
  const policy: PolicySelection =
    config.policy === 'composite'
      ? { id: 'composite', options: { weights: { ...config.weights } } }
      : config.policy;
  return { threshold: config.threshold, timeoutMs: config.timeoutMs, policy, checks: [...config.checks] };
}
