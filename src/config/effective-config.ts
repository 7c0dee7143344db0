/**
 * The configuration the library's entry points use — `verify()`, `verifyWithChecks()`,
 * `checkFaithfulness()` — through the same `resolveConfig` as `faithcheck config`: the call's own
 * options (request) > the environment (the caller's `env`, else `process.env`) > the config file >
 * the defaults. A caller that resolved a configuration already (the CLI with `--config`, an app
 * with `loadConfig`) passes it as `config`, and only the request layer is laid over it.
 *
 * The file is read once per process for each working directory and `FAITHCHECK_CONFIG` (a check
 * per answer must not re-read it); the environment is read on every call, so `faithcheck config`
 * and `verify()` agree as long as the file is unchanged since the process first read it.
 */
import type { ConfigFile } from './load-config.js';
import { readConfigFile } from './load-config.js';
import { overlayRequest, type ResolvedConfig, resolveConfig } from './resolve-config.js';

export interface EffectiveConfigOptions {
  /** The call's own options, in the request names of `CONFIG_KEYS` (`threshold`, `policy`, …); undefined ones are ignored. */
  request?: Record<string, unknown>;
  /** Default `process.env`. */
  env?: NodeJS.ProcessEnv;
  /** A configuration resolved already: used instead of reading the environment and the file. */
  config?: ResolvedConfig;
}

const files = new Map<string, Promise<ConfigFile | undefined>>();

function fileFor(env: NodeJS.ProcessEnv): Promise<ConfigFile | undefined> {
  const cwd = process.cwd();
  const cacheKey = `${cwd}\0${env.FAITHCHECK_CONFIG?.trim() ?? ''}`;
  let file = files.get(cacheKey);
  if (!file) {
    file = readConfigFile({ env, cwd });
    files.set(cacheKey, file);
    // A failure is not remembered: the next call reads again (the user may have fixed the file).
    file.catch(() => files.delete(cacheKey));
  }
  return file;
}

/**
 * @throws ConfigurationError on a bad value in any layer, an unknown request option, or a config
 *   file that is named but missing, or not valid YAML.
 * @example
 * const config = await effectiveConfig({ request: { threshold: options.threshold }, env });
 * config.values.threshold; // the option, else FAITHCHECK_THRESHOLD, else the file, else 0.7
 */
export async function effectiveConfig(options: EffectiveConfigOptions = {}): Promise<ResolvedConfig> {
  const request = options.request ?? {};
  if (options.config) return overlayRequest(options.config, request);
  const env = options.env ?? process.env;
  return resolveConfig({ request, env, file: await fileFor(env) });
}

/** Forgets the config files read so far, so that the next call reads them again (tests; an app that rewrote its file). */
export function forgetConfigFiles(): void {
  files.clear();
}
