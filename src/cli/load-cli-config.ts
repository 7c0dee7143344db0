/**
 * The configuration a CLI command starts from: `--config PATH`, else `FAITHCHECK_CONFIG`, else
 * `faithcheck.config.yaml` in the working folder, then the environment, read through the injected
 * IO (so tests need no disk). Flags win over all of it: a command applies a configured value only
 * where its flag is absent, and only when the value was set somewhere (not a mere default), so a
 * command without any configuration behaves exactly as before.
 */
import type { CheckId } from '../checks/check-registry.js';
import type { FaithcheckConfig } from '../config/config-keys.js';
import { loadConfig } from '../config/load-config.js';
import type { ResolvedConfig } from '../config/resolve-config.js';
import { verifyOptionsFromConfig } from '../config/verify-options-from-config.js';
import { assertPolicyUsable, type PolicySelection } from '../scoring/registry.js';
import type { CliIO } from './io.js';

/** What a command may take from the configuration; a key is absent when nothing set it. */
export interface CliConfigDefaults {
  /**
   * The whole resolution (values and sources): the judge (`judge`, `model`, `local_params`,
   * `judge_module`) comes from it through `createCliJudge`, which lays the flags over it.
   */
  config: ResolvedConfig;
  threshold?: number;
  /** The policy, with the composite weights when the policy is `composite`. */
  policy?: PolicySelection;
  checks?: CheckId[];
  timeoutMs?: number;
  /** The composite policy's weights, when any was set (they also apply to `--policy composite`). */
  compositeWeights?: FaithcheckConfig['weights'];
}

export interface LoadCliConfigOptions {
  io: CliIO;
  /** The command's `--config` flag. */
  configPath?: string;
  /** The command name, for warnings on stderr (`faithcheck verify: warning: …`). */
  command: string;
}

/** Whether a key's value came from the request, the environment or a file rather than the defaults. */
function isSet(config: ResolvedConfig, key: string): boolean {
  const source = config.sources[key];
  return source !== undefined && source.layer !== 'default';
}

/**
 * Loads the configuration and returns the values that were set. Warnings (unknown keys, variables
 * that disagree) go to stderr.
 * @throws ConfigurationError on a missing named file, bad YAML, a bad value or a policy that
 *   cannot score (the CLI exits 2).
 * @example const defaults = await loadCliConfig({ io, configPath: options.config, command: 'verify' });
 */
export async function loadCliConfig(options: LoadCliConfigOptions): Promise<CliConfigDefaults> {
  const { io } = options;
  const config = await loadConfig({
    env: io.env,
    cwd: io.cwd,
    configPath: options.configPath,
    readFile: io.readFile,
  });
  for (const warning of config.warnings) io.stderr(`faithcheck ${options.command}: warning: ${warning}\n`);
  const values = config.values;
  const derived = verifyOptionsFromConfig(values);
  const defaults: CliConfigDefaults = { config };
  if (isSet(config, 'verification.threshold')) defaults.threshold = values.threshold;
  if (isSet(config, 'verification.policy')) defaults.policy = derived.policy;
  if (['alignment', 'citation', 'facts'].some((name) => isSet(config, `verification.weights.${name}`)))
    defaults.compositeWeights = { ...values.weights };
  if (isSet(config, 'verification.checks')) defaults.checks = derived.checks;
  if (isSet(config, 'verification.timeout_ms')) defaults.timeoutMs = derived.timeoutMs;
  // A policy that cannot score (composite weights summing to 0) is refused now, not per request.
  assertPolicyUsable(defaults.policy);
  if (defaults.compositeWeights)
    assertPolicyUsable({ id: 'composite', options: { weights: defaults.compositeWeights } });
  return defaults;
}
