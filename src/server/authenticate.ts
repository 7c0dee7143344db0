/**
 * Bearer-token authentication against `FAITHCHECK_API_KEYS`. Tokens are compared through their
 * SHA-256 digests with `crypto.timingSafeEqual` (equal-length buffers), against every key without
 * stopping early, so neither the key's content nor its length leaks through timing. Browsers can
 * log in to the review page with HTTP Basic auth, the key as the password and `faithcheck` (or no
 * name) as the user. The header is read strictly: extra words or another user name are refused.
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

/** The user names Basic auth accepts: none, or `faithcheck` (what a browser's prompt suggests typing). */
export const BASIC_AUTH_USERS: readonly string[] = ['', 'faithcheck'];

/** What an `Authorization` header holds: nothing, a token to compare, or a malformed value. */
export type AuthorizationHeader =
  | { kind: 'missing' }
  | { kind: 'token'; token: string }
  | { kind: 'malformed'; reason: string };

/**
 * Read `Authorization` strictly: exactly `Bearer <token>`, or `Basic base64(user:key)` with a user
 * name of `BASIC_AUTH_USERS`. Anything after the token, another scheme or another user name is
 * refused with its reason rather than ignored, so a client's mistake is never silently accepted.
 * @example parseAuthorization('Bearer abc') // { kind: 'token', token: 'abc' }
 * @example parseAuthorization('Bearer abc extra') // { kind: 'malformed', reason: … }
 */
export function parseAuthorization(header: string | undefined): AuthorizationHeader {
  if (header === undefined || header.trim() === '') return { kind: 'missing' };
  const parts = header.trim().split(/ +/);
  const scheme = parts[0]!.toLowerCase();
  if (scheme !== 'bearer' && scheme !== 'basic') {
    return {
      kind: 'malformed',
      reason: `the scheme "${parts[0]!.slice(0, 20)}" is not supported; use Bearer`,
    };
  }
  if (parts.length !== 2) {
    return {
      kind: 'malformed',
      reason: `expected "${parts[0]} <${scheme === 'bearer' ? 'key' : 'credentials'}>" with nothing after it`,
    };
  }
  const value = parts[1]!;
  if (scheme === 'bearer') return { kind: 'token', token: value };
  const decoded = Buffer.from(value, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return { kind: 'malformed', reason: 'Basic credentials must be "user:key" in base64' };
  if (!BASIC_AUTH_USERS.includes(decoded.slice(0, colon))) {
    return {
      kind: 'malformed',
      reason: 'Basic auth takes the user name "faithcheck" (or none) and the API key as the password',
    };
  }
  return { kind: 'token', token: decoded.slice(colon + 1) };
}

/** The token from `Authorization: Bearer …`, or the password of `Authorization: Basic …`; null when absent or malformed. */
export function tokenFromHeader(header: string | undefined): string | null {
  const parsed = parseAuthorization(header);
  return parsed.kind === 'token' ? parsed.token : null;
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
    const parsed = parseAuthorization(context.req.header('authorization'));
    if (parsed.kind !== 'token' || !matches(parsed.token)) {
      throw new ApiError({
        status: 401,
        code: 'unauthorized',
        message:
          parsed.kind === 'missing'
            ? 'this server requires an API key: send "Authorization: Bearer <key>" (a key from FAITHCHECK_API_KEYS)'
            : parsed.kind === 'malformed'
              ? `the Authorization header is not valid: ${parsed.reason}`
              : 'the API key is not valid',
        headers: { 'WWW-Authenticate': header },
      });
    }
    await next();
  };
}
