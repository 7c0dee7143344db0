/**
 * The rule for where the server may listen: without API keys, only on loopback. Anything reachable
 * from another machine must require a key, so the server refuses to start rather than expose
 * stored answers and chunks to the network.
 */
import { isIP } from 'node:net';
import { ConfigurationError } from '../errors.js';

/**
 * Whether `host` only accepts connections from this machine.
 * @example isLoopbackHost('127.0.0.1') // true
 * @example isLoopbackHost('0.0.0.0') // false
 */
export function isLoopbackHost(host: string): boolean {
  const normalized = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (normalized === 'localhost' || normalized.endsWith('.localhost')) return true;
  if (normalized === '::1') return true;
  const version = isIP(normalized);
  if (version === 4) return normalized.startsWith('127.');
  if (version === 6 && normalized.startsWith('::ffff:')) return isLoopbackHost(normalized.slice(7));
  return false;
}

/**
 * @throws ConfigurationError when `host` is beyond loopback and no API key is configured.
 */
export function assertListenAllowed(options: { host: string; apiKeys: readonly string[] }): void {
  if (options.apiKeys.length > 0 || isLoopbackHost(options.host)) return;
  throw new ConfigurationError(
    `refusing to listen on ${options.host} without authentication: set FAITHCHECK_API_KEYS ` +
      '(comma-separated keys of 16+ characters) or listen on 127.0.0.1',
  );
}
