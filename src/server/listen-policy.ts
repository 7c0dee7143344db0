/**
 * The rule for where the server may listen: without API keys, only on loopback. Anything reachable
 * from another machine must require a key, so the server refuses to start rather than expose
 * stored answers and chunks to the network. The rule is decided on the **address** the host name
 * resolves to, not on the name (`evil.localhost` may resolve to 0.0.0.0), and the server then
 * listens on that very address, so no second lookup can answer differently.
 */

import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { ConfigurationError } from '../errors.js';
import type { ApiKey } from './api-keys.js';

/** How long a host name may take to resolve before the server gives up (getaddrinfo may wait 10 s+). */
export const HOST_LOOKUP_TIMEOUT_MS = 5_000;

/** Resolves a host name to its addresses (the shape of `dns.promises.lookup` with `all: true`). */
export type HostLookup = (host: string, options: { all: true }) => Promise<Array<{ address: string }>>;

/**
 * Whether an IP address only accepts connections from this machine.
 * @example isLoopbackAddress('127.0.0.1') // true
 * @example isLoopbackAddress('0.0.0.0') // false
 */
export function isLoopbackAddress(address: string): boolean {
  const normalized = address
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (normalized === '::1') return true;
  const version = isIP(normalized);
  if (version === 4) return normalized.startsWith('127.');
  if (version === 6 && normalized.startsWith('::ffff:')) return isLoopbackAddress(normalized.slice(7));
  return false;
}

function withDeadline<T>(promise: Promise<T>, host: string, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new ConfigurationError(
            `--host "${host}" did not resolve within ${timeoutMs / 1000} s; give an IP address`,
          ),
        ),
      timeoutMs,
    );
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Resolve `host` to the address to listen on and apply the rule to it.
 * @returns the address (an IP literal) to pass to `listen`.
 * @throws ConfigurationError when the name does not resolve (with the reason), or when the address
 * is beyond loopback and no API key is configured.
 * @example await resolveListenAddress({ host: 'localhost', apiKeys: [] }) // '127.0.0.1' (or '::1')
 */
export async function resolveListenAddress(options: {
  host: string;
  apiKeys: readonly (string | ApiKey)[];
  lookup?: HostLookup;
  timeoutMs?: number;
}): Promise<string> {
  const host = options.host.trim().replace(/^\[(.*)\]$/, '$1');
  let address = host;
  if (isIP(host) === 0) {
    const lookup = options.lookup ?? (dnsLookup as HostLookup);
    let addresses: Array<{ address: string }>;
    try {
      addresses = await withDeadline(
        lookup(host, { all: true }),
        host,
        options.timeoutMs ?? HOST_LOOKUP_TIMEOUT_MS,
      );
    } catch (error) {
      if (ConfigurationError.isInstance(error)) throw error;
      const code = (error as NodeJS.ErrnoException).code;
      const reason = code === 'ENOTFOUND' ? 'no such host' : (code ?? (error as Error).message);
      throw new ConfigurationError(
        `--host "${host}" cannot be resolved (${reason}); give an IP address or a known name`,
      );
    }
    if (addresses.length === 0) throw new ConfigurationError(`--host "${host}" resolves to no address`);
    // Node's listen() would take the first address too; every one must be loopback without keys.
    if (options.apiKeys.length === 0 && !addresses.every((entry) => isLoopbackAddress(entry.address))) {
      const beyond = addresses.find((entry) => !isLoopbackAddress(entry.address))!.address;
      throw refusal(`${host} (${beyond})`);
    }
    address = addresses[0]!.address;
  }
  if (options.apiKeys.length === 0 && !isLoopbackAddress(address)) throw refusal(address);
  return address;
}

function refusal(where: string): ConfigurationError {
  return new ConfigurationError(
    `refusing to listen on ${where} without authentication: set FAITHCHECK_API_KEYS ` +
      '(comma-separated keys of 16+ characters) or listen on 127.0.0.1',
  );
}
