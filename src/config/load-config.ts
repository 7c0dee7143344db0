/**
 * Finds and reads the config file, then resolves every layer. The file is the one named by the
 * caller (`--config`), else `FAITHCHECK_CONFIG`, else `faithcheck.config.yaml` (or `.yml`) in the
 * working directory when it exists. A named file that is missing, or YAML that does not parse, is a
 * `ConfigurationError` naming the file (and the line).
 */
import { readFile as readFileFromDisk } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';
import { ConfigurationError } from '../errors.js';
import { type ResolvedConfig, resolveConfig } from './resolve-config.js';

/** The file names looked for in the working directory. */
export const DEFAULT_CONFIG_FILES = ['faithcheck.config.yaml', 'faithcheck.config.yml'] as const;

export interface LoadConfigOptions {
  request?: Record<string, unknown>;
  env?: NodeJS.ProcessEnv;
  /** Default `process.cwd()`. */
  cwd?: string;
  /** An explicit config file (the CLI's `--config`). */
  configPath?: string;
  /** Default: read from disk (UTF-8). Tests and the CLI inject their own. */
  readFile?: (path: string) => Promise<string>;
}

function isMissing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ENOENT';
}

/** Parses YAML text, with the file and line in the error. `yaml` is loaded only when a file is read. */
export async function parseConfigFile(path: string, text: string): Promise<unknown> {
  const { parse, YAMLParseError } = await import('yaml');
  try {
    return parse(text);
  } catch (error) {
    const line = error instanceof YAMLParseError && error.linePos ? ` (line ${error.linePos[0].line})` : '';
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new ConfigurationError(`the config file ${path} is not valid YAML${line}: ${message}`, {
      cause: error,
    });
  }
}

/** A config file as read: its absolute path and the parsed YAML. */
export interface ConfigFile {
  path: string;
  data: unknown;
  /**
   * True when nobody named the file: it was found in the working directory. Such a file may set
   * values but never runs code (`verification.judge_module` from it is refused, issue 20 item 3):
   * running faithcheck inside a cloned repository must not execute that repository's code.
   */
  foundInWorkingDirectory?: boolean;
}

/**
 * Finds and parses the config file (`configPath`, else `FAITHCHECK_CONFIG`, else
 * `faithcheck.config.yaml`/`.yml` in `cwd`); `undefined` when there is none.
 * @throws ConfigurationError for a named file that is missing or unreadable, or bad YAML.
 */
export async function readConfigFile(
  options: Omit<LoadConfigOptions, 'request'> = {},
): Promise<ConfigFile | undefined> {
  const env = options.env ?? process.env;
  const cwd = options.cwd ?? process.cwd();
  const read = options.readFile ?? ((path: string) => readFileFromDisk(path, 'utf8'));
  const named = options.configPath
    ? { path: options.configPath, by: '--config' }
    : env.FAITHCHECK_CONFIG?.trim()
      ? { path: env.FAITHCHECK_CONFIG.trim(), by: 'FAITHCHECK_CONFIG' }
      : undefined;

  if (named) {
    const path = isAbsolute(named.path) ? named.path : join(cwd, named.path);
    let text: string;
    try {
      text = await read(path);
    } catch (error) {
      throw new ConfigurationError(
        isMissing(error)
          ? `the config file ${path} (from ${named.by}) does not exist`
          : `cannot read the config file ${path} (from ${named.by}): ${(error as Error).message}`,
        { cause: error },
      );
    }
    return { path, data: await parseConfigFile(path, text) };
  }
  for (const name of DEFAULT_CONFIG_FILES) {
    const path = join(cwd, name);
    try {
      return { path, data: await parseConfigFile(path, await read(path)), foundInWorkingDirectory: true };
    } catch (error) {
      if (ConfigurationError.isInstance(error)) throw error;
      if (!isMissing(error)) {
        throw new ConfigurationError(`cannot read the config file ${path}: ${(error as Error).message}`, {
          cause: error,
        });
      }
    }
  }
  return undefined;
}

/**
 * @example
 * const config = await loadConfig({ configPath: 'faithcheck.config.yaml' });
 * config.values.threshold; config.sources['verification.threshold']; // { layer: 'file', … }
 */
export async function loadConfig(options: LoadConfigOptions = {}): Promise<ResolvedConfig> {
  const env = options.env ?? process.env;
  return resolveConfig({ request: options.request, env, file: await readConfigFile({ ...options, env }) });
}
