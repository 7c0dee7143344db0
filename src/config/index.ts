/** Layered configuration: per-request options > environment > config file > defaults. */
export { type ConfiguredChatOptions, chatOptionsFromConfig } from './chat-options-from-config.js';
export {
  CONFIG_KEYS,
  type ConfigKey,
  type FaithcheckConfig,
  parseEnvValue,
  RETIRED_ENV,
  ROLLOUT_STAGE_NAMES,
} from './config-keys.js';
export { type EffectiveConfigOptions, effectiveConfig, forgetConfigFiles } from './effective-config.js';
export {
  type ConfigFile,
  DEFAULT_CONFIG_FILES,
  type LoadConfigOptions,
  loadConfig,
  parseConfigFile,
  readConfigFile,
} from './load-config.js';
export {
  type ConfigLayer,
  type ConfigSource,
  overlayRequest,
  type ResolveConfigOptions,
  type ResolvedConfig,
  resolveConfig,
} from './resolve-config.js';
export { resolveThreshold } from './resolve-threshold.js';
export { type ConfiguredVerifyOptions, verifyOptionsFromConfig } from './verify-options-from-config.js';
