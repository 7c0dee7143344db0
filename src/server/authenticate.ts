/**
 * Bearer-token authentication against `FAITHCHECK_API_KEYS`. Tokens are compared through their
 * SHA-256 digests with `crypto.timingSafeEqual` (equal-length buffers), against every key without
 * stopping early, so neither the key's content nor its length leaks through timing. Browsers can
 * log in to the review page with HTTP Basic auth, the key as the password and `faithcheck` (or no
 * name) as the user. The header is read strictly: extra words or another user name are refused.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { ApiError } from './api-error.js';
import { type ApiKey, parseNamedApiKeys, toApiKeys } from './api-keys.js';

/**
 * Split `FAITHCHECK_API_KEYS` (comma-separated, each `key` or `name:key`) into the keys alone.
 * `parseNamedApiKeys` keeps the names.
 * @throws ConfigurationError when a key is shorter than 16 characters.
 * @example parseApiKeys('key-one-0123456789,key-two-0123456789') // two keys
 */
export function parseApiKeys(value: string | undefined): string[] {
  return parseNamedApiKeys(value).map((entry) => entry.key);
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** A matcher over the configured keys: true when `token` equals one of them, in constant time. */
export function createKeyMatcher(keys: readonly string[]): (token: string) => boolean {
  const identify = createKeyIdentifier(toApiKeys(keys));
  return (token) => identify(token) !== null;
}

/** The configured key `token` equals (with its name), or null — compared against every key, in constant time. */
export function createKeyIdentifier(keys: readonly ApiKey[]): (token: string) => ApiKey | null {
  const digests = keys.map((entry) => ({ entry, digest: digest(entry.key) }));
  return (token) => {
    const candidate = digest(token);
    let matched: ApiKey | null = null;
    for (const { entry, digest: key } of digests) if (timingSafeEqual(candidate, key)) matched = entry;
    return matched;
  };
}

/** The key each authenticated request came with (a WeakMap: nothing outlives the request). */
const requestKeys = new WeakMap<Request, ApiKey>();

/** The API key that authenticated this request; undefined on an app without keys. */
export function authenticatedKey(context: Context): ApiKey | undefined {
  return requestKeys.get(context.req.raw);
}

/** The user names Basic auth accepts: none, or `faithcheck` (what a browser's prompt suggests typing). */
export const BASIC_AUTH_USERS: readonly string[] = ['', 'faithcheck'];

/** What an `Authorization` header holds: nothing, a token to compare, or a malformed value. */
export type AuthorizationHeader =
  | { kind: 'missing' }
  | { kind: 'token'; token: string /** Basic auth's user name. */; user?: string }
  | { kind: 'malformed'; reason: string };

/**
 * Read `Authorization` strictly: exactly `Bearer <token>`, or `Basic base64(user:key)` with a user
 * name of `BASIC_AUTH_USERS` or of `options.keyNames` (a named key's holder may type their name;
 * the caller checks it is the name of the key given). Anything after the token, another scheme or another user name is
 * refused with its reason rather than ignored, so a client's mistake is never silently accepted.
 * @example parseAuthorization('Bearer abc') // { kind: 'token', token: 'abc' }
 * @example parseAuthorization('Bearer abc extra') // { kind: 'malformed', reason: … }
 */
export function parseAuthorization(
  header: string | undefined,
  options: { keyNames?: readonly string[] } = {},
): AuthorizationHeader {
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
  const user = decoded.slice(0, colon);
  if (!BASIC_AUTH_USERS.includes(user) && !options.keyNames?.includes(user)) {
    return {
      kind: 'malformed',
      reason: `Basic auth takes the user name "faithcheck" (or none${options.keyNames?.length ? ", or your key's name" : ''}) and the API key as the password`,
    };
  }
  return { kind: 'token', token: decoded.slice(colon + 1), user };
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
  keys: readonly (string | ApiKey)[];
  challenge: 'bearer' | 'basic';
}): MiddlewareHandler {
  const keys = toApiKeys(options.keys);
  const identify = createKeyIdentifier(keys);
  const keyNames = keys.flatMap((entry) => (entry.name ? [entry.name] : []));
  const header =
    options.challenge === 'basic'
      ? 'Basic realm="faithcheck review", charset="UTF-8"'
      : 'Bearer realm="faithcheck"';
  return async (context, next) => {
    const parsed = parseAuthorization(context.req.header('authorization'), { keyNames });
    const identified = parsed.kind === 'token' ? identify(parsed.token) : null;
    // A user name that is a key's name must be this key's: alice's name with bob's key is refused.
    const user = parsed.kind === 'token' ? (parsed.user ?? '') : '';
    const key =
      identified && (BASIC_AUTH_USERS.includes(user) || identified.name === user) ? identified : null;
    if (!key) {
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
    requestKeys.set(context.req.raw, key);
    await next();
  };
}
