/**
 * API keys with names (issue 23): `FAITHCHECK_API_KEYS=alice:key1,bob:key2`, or a file of
 * `name:key` lines (`FAITHCHECK_API_KEYS_FILE`). A named key says who sends the request: the
 * reviewer of a label saved with it is its name, whatever the body claims. A key without a name
 * (`FAITHCHECK_API_KEYS=key1`, as before names existed) still opens every route; while no key has
 * a name it may label too, under the name the request gives, recorded as unverified. Once any key
 * has a name, labels need a named key: an unnamed one gets 403.
 */
import { open } from 'node:fs/promises';
import { ConfigurationError } from '../errors.js';

export interface ApiKey {
  key: string;
  /** Who holds the key; null for an unnamed (shared) key. */
  name: string | null;
}

/** Letters, digits and `. _ @ -`, starting with a letter or digit: safe in a log, a page and a JSONL line. */
const NAME_PATTERN = /^[A-Za-z0-9][\w.@-]{0,63}$/;
export const MIN_KEY_LENGTH = 16;
/** The most a keys file may weigh: a few thousand keys. */
export const MAX_KEYS_FILE_BYTES = 1024 * 1024;

/**
 * Parses keys given as `key` or `name:key`, separated by commas or newlines (a file may also hold
 * `#` comments and blank lines). `source` names where they came from in errors.
 * @throws ConfigurationError for a short key, a malformed name, or a name or key given twice.
 * @example parseNamedApiKeys('alice:key-one-0123456789,key-two-0123456789')
 * // [{ name: 'alice', key: 'key-one-0123456789' }, { name: null, key: 'key-two-0123456789' }]
 */
export function parseNamedApiKeys(value: string | undefined, source = 'FAITHCHECK_API_KEYS'): ApiKey[] {
  const entries = (value ?? '')
    .split(/[,\n]/)
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0 && !entry.startsWith('#'));
  const keys: ApiKey[] = [];
  const names = new Set<string>();
  const seen = new Set<string>();
  for (const [index, entry] of entries.entries()) {
    const colon = entry.indexOf(':');
    const name = colon < 0 ? null : entry.slice(0, colon).trim();
    const key = colon < 0 ? entry : entry.slice(colon + 1).trim();
    if (name !== null && !NAME_PATTERN.test(name))
      throw new ConfigurationError(
        `${source}: key ${index + 1} has the name "${name.slice(0, 40)}"; a name is 1 to 64 letters, digits or . _ @ - (e.g. alice:KEY)`,
      );
    if (key.length < MIN_KEY_LENGTH)
      throw new ConfigurationError(
        `${source}: key ${index + 1} is ${key.length} characters; use at least ${MIN_KEY_LENGTH} (e.g. \`openssl rand -hex 24\`)`,
      );
    if (name !== null && names.has(name))
      throw new ConfigurationError(`${source}: the name "${name}" is given to two keys; one name per key`);
    if (seen.has(key))
      throw new ConfigurationError(`${source}: key ${index + 1} is given twice; each key must be different`);
    if (name !== null) names.add(name);
    seen.add(key);
    keys.push({ key, name });
  }
  return keys;
}

/** Keys from `FAITHCHECK_API_KEYS` and `FAITHCHECK_API_KEYS_FILE` (both may be set: the union). */
export async function loadApiKeys(env: NodeJS.ProcessEnv): Promise<ApiKey[]> {
  const fromEnv = parseNamedApiKeys(env.FAITHCHECK_API_KEYS);
  const path = env.FAITHCHECK_API_KEYS_FILE?.trim();
  if (!path) return fromEnv;
  const text = await readBounded(path);
  const fromFile = parseNamedApiKeys(text, `FAITHCHECK_API_KEYS_FILE (${path})`);
  return parseNamedApiKeys(
    [...fromEnv, ...fromFile]
      .map((entry) => (entry.name ? `${entry.name}:${entry.key}` : entry.key))
      .join('\n'),
    'FAITHCHECK_API_KEYS and FAITHCHECK_API_KEYS_FILE together',
  );
}

/** Reads at most `MAX_KEYS_FILE_BYTES` (a device or a huge file is refused, not read whole). */
async function readBounded(path: string): Promise<string> {
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(path, 'r');
  } catch (error) {
    throw new ConfigurationError(
      `FAITHCHECK_API_KEYS_FILE: cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
  try {
    const buffer = Buffer.alloc(MAX_KEYS_FILE_BYTES + 1);
    let length = 0;
    for (;;) {
      const { bytesRead } = await handle.read(buffer, length, buffer.length - length, null);
      if (bytesRead === 0) break;
      length += bytesRead;
      if (length > MAX_KEYS_FILE_BYTES)
        throw new ConfigurationError(
          `FAITHCHECK_API_KEYS_FILE: ${path} is larger than ${MAX_KEYS_FILE_BYTES} bytes; it should hold one name:key per line`,
        );
    }
    return buffer.subarray(0, length).toString('utf8');
  } finally {
    await handle.close();
  }
}

/** Keys as `createApp` takes them (plain strings are unnamed keys). */
export function toApiKeys(keys: readonly (string | ApiKey)[]): ApiKey[] {
  return keys.map((entry) => (typeof entry === 'string' ? { key: entry, name: null } : entry));
}
