/**
 * Layered configuration: per-request options > environment > config file > defaults, key by key.
 * Every value remembers where it came from; a bad value is a `ConfigurationError` that names the
 * key, the layer (and the variable, file path or option name), the value and what is allowed.
 */
import { ConfigurationError } from '../errors.js';
import {
  CONFIG_KEYS,
  type ConfigKey,
  envNames,
  type FaithcheckConfig,
  parseEnvValue,
  RETIRED_ENV,
} from './config-keys.js';

export type ConfigLayer = 'request' | 'env' | 'file' | 'default';

/** Where one value came from. */
export interface ConfigSource {
  layer: ConfigLayer;
  /** The option name, environment variable or file key that set it (`default` for defaults). */
  name: string;
  /** The config file, for the `file` layer. */
  file?: string;
  /** For the `file` layer: the file was found in the working directory, not named by the user. */
  foundInWorkingDirectory?: boolean;
  /** For the `env` layer: set when `name` is a deprecated alias of this variable. */
  deprecatedAliasOf?: string;
}

export interface ResolvedConfig {
  values: FaithcheckConfig;
  /** By canonical key, e.g. `verification.threshold`. */
  sources: Record<string, ConfigSource>;
  /** The config file that was read, if any. */
  file: string | null;
  /** Things the caller can live with: unknown file keys, conflicting variables. */
  warnings: string[];
}

export interface ResolveConfigOptions {
  /** Per-request options: `{ threshold: 0.8 }`, `{ enable_verification: false }`, `{ weights: { facts: 0.5 } }`. */
  request?: Record<string, unknown>;
  env?: NodeJS.ProcessEnv;
  /** A parsed config file (see `loadConfig`). */
  file?: { path: string; data: unknown; foundInWorkingDirectory?: boolean };
}

const LAYER_NAMES: Record<ConfigLayer, string> = {
  request: 'the request options',
  env: 'the environment',
  file: 'the config file',
  default: 'the defaults',
};

/** Every per-request option name and config-file path of the keys (fixed: computed once). */
const REQUEST_NAMES: ReadonlySet<string> = new Set(CONFIG_KEYS.flatMap((key) => key.request));
const FILE_NAMES: ReadonlySet<string> = new Set(CONFIG_KEYS.flatMap((key) => key.file));

function getPath(object: unknown, dotted: string): unknown {
  let current = object;
  for (const part of dotted.split('.')) {
    if (typeof current !== 'object' || current === null || Array.isArray(current)) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

function leafPaths(object: unknown, prefix = ''): string[] {
  if (typeof object !== 'object' || object === null || Array.isArray(object)) return prefix ? [prefix] : [];
  return Object.entries(object).flatMap(([name, value]) =>
    leafPaths(value, prefix ? `${prefix}.${name}` : name),
  );
}

function describe(source: ConfigSource): string {
  if (source.layer === 'file') return `${source.name} in the config file ${source.file}`;
  if (source.layer === 'env')
    return `environment variable ${source.name}${source.deprecatedAliasOf ? ` (deprecated alias of ${source.deprecatedAliasOf})` : ''}`;
  if (source.layer === 'request') return `request option ${source.name}`;
  return 'the default';
}

/**
 * Each key's default as its schema parsed it: defaults are fixed, and `verify()` resolves every key
 * on every call, most of them to their defaults. Only primitives, and lists of them, are kept (a
 * list is handed out as a copy, as parsing makes a new one).
 */
const parsedDefaults = new Map<ConfigKey, unknown>();

function isPrimitive(value: unknown): boolean {
  return value === null || (typeof value !== 'object' && typeof value !== 'function');
}

function validate(key: ConfigKey, raw: unknown, source: ConfigSource): unknown {
  const isDefault = source.layer === 'default' && raw === key.default;
  if (isDefault && parsedDefaults.has(key)) {
    const known = parsedDefaults.get(key);
    return Array.isArray(known) ? [...known] : known;
  }
  const parsed = key.schema.safeParse(raw);
  if (parsed.success && isDefault) {
    const data = parsed.data;
    if (isPrimitive(data)) parsedDefaults.set(key, data);
    else if (Array.isArray(data) && data.every(isPrimitive)) parsedDefaults.set(key, [...data]);
  }
  if (parsed.success) return parsed.data;
  throw new ConfigurationError(
    `invalid value for ${key.key} from ${describe(source)} (${LAYER_NAMES[source.layer]}): ` +
      `got ${JSON.stringify(raw)}; allowed: ${key.allowed}`,
  );
}

function setPath(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  let current = target;
  for (const part of path.slice(0, -1)) {
    current[part] ??= {};
    current = current[part] as Record<string, unknown>;
  }
  current[path.at(-1)!] = value;
}

/**
 * One key through the layers: request > environment (its variable, then deprecated aliases) > file
 * > default. Pushes what the caller can live with (a deprecated alias, variables that disagree) onto
 * `warnings`. For a caller that needs one key and must not fail on another (the feature gate).
 * @throws ConfigurationError on a bad value of this key.
 */
export function resolveKey(
  key: ConfigKey,
  options: ResolveConfigOptions,
  warnings: string[] = [],
): { value: unknown; source: ConfigSource } {
  const env = options.env ?? {};
  const fileData = options.file?.data;
  let chosen: { raw: unknown; source: ConfigSource } | undefined;
  const fromRequest = key.request.find((name) => getPath(options.request, name) !== undefined);
  if (fromRequest)
    chosen = { raw: getPath(options.request, fromRequest), source: { layer: 'request', name: fromRequest } };
  const setNames = envNames(key).filter((name) => env[name] !== undefined && env[name]!.trim() !== '');
  for (const alias of setNames.filter((name) => name !== key.env))
    warnings.push(`${alias} is a deprecated alias of ${key.env}; set ${key.env} instead`);
  if (!chosen && setNames.length > 0) {
    const name = setNames[0]!;
    const source: ConfigSource = { layer: 'env', name };
    if (name !== key.env) source.deprecatedAliasOf = key.env;
    chosen = { raw: parseEnvValue(key, env[name]!), source };
    const parsed = new Set(setNames.map((other) => JSON.stringify(parseEnvValue(key, env[other]!))));
    if (parsed.size > 1) warnings.push(`${setNames.join(' and ')} disagree; ${name} wins for ${key.key}`);
  }
  const fromFile = options.file && key.file.find((name) => getPath(fileData, name) !== undefined);
  if (!chosen && options.file && fromFile) {
    chosen = {
      raw: getPath(fileData, fromFile),
      source: {
        layer: 'file',
        name: fromFile,
        file: options.file.path,
        ...(options.file.foundInWorkingDirectory ? { foundInWorkingDirectory: true } : {}),
      },
    };
  }
  chosen ??= { raw: key.default, source: { layer: 'default', name: 'default' } };
  return { value: validate(key, chosen.raw, chosen.source), source: chosen.source };
}

/**
 * @throws ConfigurationError on a bad value (naming key, layer and what is allowed) or an unknown request option.
 * @example
 * const { values, sources } = resolveConfig({ env: { ENABLE_VERIFICATION: 'false' } });
 * values.enabled; // false
 * sources['verification.enabled']; // { layer: 'env', name: 'ENABLE_VERIFICATION' }
 */
export function resolveConfig(options: ResolveConfigOptions = {}): ResolvedConfig {
  const env = options.env ?? {};
  const warnings: string[] = [];
  const requestNames = REQUEST_NAMES;
  for (const name of leafPaths(options.request ?? {})) {
    if (!requestNames.has(name) && getPath(options.request, name) !== undefined) {
      throw new ConfigurationError(
        `unknown request option "${name}"; allowed: ${[...requestNames].join(', ')}`,
      );
    }
  }
  const fileData = options.file?.data;
  if (options.file && fileData !== null && fileData !== undefined) {
    if (typeof fileData !== 'object' || Array.isArray(fileData)) {
      throw new ConfigurationError(`the config file ${options.file.path} must hold a YAML mapping`);
    }
    const fileNames = FILE_NAMES;
    const block = getPath(fileData, 'verification');
    for (const name of leafPaths(block, 'verification')) {
      if (fileNames.has(name)) continue;
      // A key that exists but has no file name: say where it is set instead of "unknown".
      const elsewhere = CONFIG_KEYS.find((key) => key.key === name && key.file.length === 0);
      warnings.push(
        elsewhere
          ? `${name} cannot be set in the config file ${options.file.path} (ignored): set ${elsewhere.env} in the environment, or ${elsewhere.request[0]} in code`
          : `unknown key ${name} in the config file ${options.file.path} (ignored)`,
      );
    }
  }

  for (const [name, instead] of Object.entries(RETIRED_ENV)) {
    if (env[name]?.trim()) warnings.push(`${name} is no longer read; set ${instead} instead`);
  }

  const values: Record<string, unknown> = {};
  const sources: Record<string, ConfigSource> = {};
  for (const key of CONFIG_KEYS) {
    const { value, source } = resolveKey(key, { ...options, env }, warnings);
    setPath(values, key.path, value);
    sources[key.key] = source;
  }
  return {
    values: values as unknown as FaithcheckConfig,
    sources,
    file: options.file?.path ?? null,
    warnings,
  };
}

/**
 * A resolved configuration with per-request options laid over it: the request wins key by key, as
 * in `resolveConfig`, and the other keys keep their values and sources. This is how `verify()`'s own
 * options (`threshold`, …) meet the environment and file layers resolved once for the process.
 * @throws ConfigurationError on a bad request value or an unknown request option.
 * @example
 * const effective = overlayRequest(await loadConfig(), { threshold: 0.8 });
 */
export function overlayRequest(base: ResolvedConfig, request: Record<string, unknown>): ResolvedConfig {
  const requested = resolveConfig({ request });
  const values = structuredClone(base.values) as unknown as Record<string, unknown>;
  const sources = { ...base.sources };
  for (const key of CONFIG_KEYS) {
    const source = requested.sources[key.key];
    if (source?.layer !== 'request') continue;
    let value: unknown = requested.values;
    for (const part of key.path) value = (value as Record<string, unknown>)[part];
    setPath(values, key.path, value);
    sources[key.key] = source;
  }
  return { ...base, values: values as unknown as FaithcheckConfig, sources };
}
