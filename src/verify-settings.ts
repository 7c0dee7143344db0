/**
 * The settings `verify()` runs with, from the one resolution (`src/config/`): its own options >
 * the environment > the config file > the defaults — the values and sources `faithcheck config`
 * prints. Nothing here reads a variable by name; the key table does.
 */
import { effectiveConfig } from './config/effective-config.js';
import type { ResolvedConfig } from './config/resolve-config.js';
import { verifyOptionsFromConfig } from './config/verify-options-from-config.js';
import type { PolicySelection } from './scoring/registry.js';

export { resolveThreshold } from './config/resolve-threshold.js';
export { FAITHFULNESS_THRESHOLD } from './spec/defaults.js';

export type DegradationPolicy = 'noop' | 'fallback' | 'throw';

/** What a caller of `verify()` may set; each is the request layer of its configuration key. */
export interface VerifySettingsInput {
  threshold?: number;
  policy?: PolicySelection;
  timeoutMs?: number;
  /** Where the environment layer is read. Default `process.env`. */
  env?: NodeJS.ProcessEnv;
  /** A configuration resolved already (e.g. `loadConfig({ configPath })`); else env + file are read. */
  config?: ResolvedConfig;
}

export interface VerifySettings {
  threshold: number;
  policy: PolicySelection;
  timeoutMs: number;
  /** The whole resolution, for the judge (`verification.judge`, `model`, `judge_module`, …). */
  config: ResolvedConfig;
}

/**
 * @throws ConfigurationError naming the key, the layer (and variable, file key or option) and what
 *   is allowed, on a bad value anywhere.
 * @example
 * const { threshold } = await resolveVerifySettings({ env: { FAITHCHECK_THRESHOLD: '0.2' } }); // 0.2
 */
export async function resolveVerifySettings(input: VerifySettingsInput = {}): Promise<VerifySettings> {
  // A policy with options (`{ id: 'weighted', options }`) is beyond the key's enum: it wins as given.
  const policyId = typeof input.policy === 'string' ? input.policy : undefined;
  const config = await effectiveConfig({
    // timeoutMs is not put through the key's bounds: callers derive it (a request's remaining time, --timeout).
    request: { threshold: input.threshold, policy: policyId },
    env: input.env,
    config: input.config,
  });
  const configured = verifyOptionsFromConfig(config.values);
  return {
    threshold: config.values.threshold,
    policy: typeof input.policy === 'object' ? input.policy : configured.policy,
    timeoutMs: input.timeoutMs ?? config.values.timeoutMs,
    config,
  };
}
