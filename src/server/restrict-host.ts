/**
 * The `Host` rule, against DNS rebinding: a page on an attacker's domain whose name later resolves
 * to 127.0.0.1 talks to a key-less loopback server as "same origin", and its requests carry the
 * attacker's host name. Without API keys the server therefore answers only requests addressed to a
 * loopback name (`localhost`, `127.x.x.x`, `[::1]`, any port); with keys (or an explicit list) the
 * keys are the protection and any host is served.
 */
import { isIP } from 'node:net';
import type { MiddlewareHandler } from 'hono';
import { ApiError } from './api-error.js';

/**
 * The host name of a `Host` header value, lower-cased, without the port or IPv6 brackets.
 * @example hostName('[::1]:8787') // '::1'
 * @example hostName('LocalHost:80') // 'localhost'
 */
export function hostName(host: string): string {
  const value = host.trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(1, value.indexOf(']') > 0 ? value.indexOf(']') : undefined);
  const colon = value.lastIndexOf(':');
  return colon >= 0 && value.indexOf(':') === colon ? value.slice(0, colon) : value;
}

/**
 * Whether a `Host` header names this machine by a name no DNS answer can change.
 * @example isLoopbackHostHeader('127.0.0.1:8787') // true
 * @example isLoopbackHostHeader('evil.example:8787') // false
 */
export function isLoopbackHostHeader(host: string): boolean {
  const name = hostName(host);
  if (name === 'localhost' || name === '::1') return true;
  return isIP(name) === 4 && name.startsWith('127.');
}

/**
 * Middleware answering 403 `host_not_allowed` when the request's `Host` is not allowed:
 * `'loopback'` accepts loopback names only; a list accepts those names (any port).
 */
export function restrictHost(allowed: 'loopback' | readonly string[]): MiddlewareHandler {
  const names = allowed === 'loopback' ? null : new Set(allowed.map(hostName));
  return async (context, next) => {
    // `app.request()` and some HTTP/1.0 clients send no Host; the URL then carries the host.
    const host = context.req.header('host') ?? new URL(context.req.url).host;
    const accepted = names === null ? isLoopbackHostHeader(host) : names.has(hostName(host));
    if (!accepted) {
      throw new ApiError({
        status: 403,
        code: 'host_not_allowed',
        message:
          names === null
            ? 'this server has no API keys, so it answers only requests addressed to localhost, 127.0.0.1 or [::1]; ' +
              'set FAITHCHECK_API_KEYS to serve other host names'
            : `the Host header names a host this server does not serve (allowed: ${[...names].join(', ')})`,
      });
    }
    await next();
  };
}
