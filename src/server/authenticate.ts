/**
 * Bearer-token authentication against `FAITHCHECK_API_KEYS`. Tokens are compared through their
 * SHA-256 digests with `crypto.timingSafeEqual` (equal-length buffers), against every key without
 * stopping early, so neither the key's content nor its length leaks through timing. Browsers can
 * log in to the review page with HTTP Basic auth, the key as the password.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { ConfigurationError } from '../errors.js';
import { ApiError } from './api-error.js';

/**
 * Split `FAITHCHECK_API_KEYS` (comma-separated) into keys.
 * @throws ConfigurationError when a key is shorter than 16 characters.
 * @example parseApiKeys('key-one-0123456789,key-two-0123456789') // two keys
 */
export function parseApiKeys(value: string | undefined): string[] {
  const keys = (value ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key.length > 0);
  for (const [index, key] of keys.entries()) {
    if (key.length < 16) {
      throw new ConfigurationError(
        `FAITHCHECK_API_KEYS: key ${index + 1} is ${key.length} characters; use at least 16 (e.g. \`openssl rand -hex 24\`)`,
      );
    }
  }
  return keys;
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** A matcher over the configured keys: true when `token` equals one of them, in constant time. */
export function createKeyMatcher(keys: readonly string[]): (token: string) => boolean {
  const digests = keys.map(digest);
  return (token) => {
    const candidate = digest(token);
    let matched = false;
    for (const key of digests) matched = timingSafeEqual(candidate, key) || matched;
    return matched;
  };
}

/** The token from `Authorization: Bearer …`, or the password of `Authorization: Basic …`. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const [scheme, value] = header.trim().split(/\s+/, 2);
  if (!scheme || !value) return null;
  if (scheme.toLowerCase() === 'bearer') return value;
  if (scheme.toLowerCase() === 'basic') {
    const decoded = Buffer.from(value, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    return colon >= 0 ? decoded.slice(colon + 1) : null;
  }
  return null;
}

/**
 * Middleware requiring a valid key. `challenge: 'basic'` makes browsers prompt for it (pages);
 * `'bearer'` is for the API.
 */
export function requireApiKey(options: {
  keys: readonly string[];
  challenge: 'bearer' | 'basic';
}): MiddlewareHandler {
  const matches = createKeyMatcher(options.keys);
  const header =
    options.challenge === 'basic'
      ? 'Basic realm="faithcheck review", charset="UTF-8"'
      : 'Bearer realm="faithcheck"';
  return async (context, next) => {
    const token = tokenFromHeader(context.req.header('authorization'));
    if (token === null || !matches(token)) {
      throw new ApiError({
        status: 401,
        code: 'unauthorized',
        message:
          token === null
            ? 'this server requires an API key: send "Authorization: Bearer <key>" (a key from FAITHCHECK_API_KEYS)'
            : 'the API key is not valid',
        headers: { 'WWW-Authenticate': header },
      });
    }
    await next();
  };
}
