import { describe, expect, it } from 'vitest';
import { ConfigurationError } from '../errors.js';
import { bearer, KEY, post, SIMPLE_REQUEST } from './__fixtures__/fixtures.js';
import { createMemoryCheckStore } from './__fixtures__/memory-check-store.js';
import { wordJudge } from './__fixtures__/word-judge.mjs';
import { createKeyMatcher, parseApiKeys, parseAuthorization, tokenFromHeader } from './authenticate.js';
import { createApp } from './create-app.js';

describe('parseApiKeys', () => {
  it('splits, trims and drops empty entries', () => {
    expect(parseApiKeys(' aaaaaaaaaaaaaaaa , ,bbbbbbbbbbbbbbbbbb,')).toEqual([
      'aaaaaaaaaaaaaaaa',
      'bbbbbbbbbbbbbbbbbb',
    ]);
    expect(parseApiKeys(undefined)).toEqual([]);
  });
  it('refuses short keys', () => {
    expect(() => parseApiKeys('short')).toThrow(ConfigurationError);
  });
});

describe('createKeyMatcher', () => {
  it('matches only configured keys, whatever their length', () => {
    const matches = createKeyMatcher([KEY, 'another-key-0123456789']);
    expect(matches(KEY)).toBe(true);
    expect(matches('another-key-0123456789')).toBe(true);
    expect(matches(`${KEY}x`)).toBe(false);
    expect(matches(KEY.slice(0, -1))).toBe(false);
    expect(matches('')).toBe(false);
  });
});

describe('tokenFromHeader', () => {
  it('reads bearer tokens and basic-auth passwords', () => {
    expect(tokenFromHeader(`Bearer ${KEY}`)).toBe(KEY);
    expect(tokenFromHeader(`Basic ${Buffer.from(`faithcheck:${KEY}`).toString('base64')}`)).toBe(KEY);
    expect(tokenFromHeader(`Basic ${Buffer.from(`:${KEY}`).toString('base64')}`)).toBe(KEY);
    expect(tokenFromHeader('Token abc')).toBeNull();
    expect(tokenFromHeader(undefined)).toBeNull();
  });

  it('refuses what it would otherwise have to guess at, with the reason', () => {
    expect(parseAuthorization(`Bearer ${KEY} garbage`)).toEqual({
      kind: 'malformed',
      reason: 'expected "Bearer <key>" with nothing after it',
    });
    expect(parseAuthorization(`Basic ${Buffer.from(`me:${KEY}`).toString('base64')}`)).toMatchObject({
      kind: 'malformed',
      reason: expect.stringContaining('user name "faithcheck"'),
    });
    expect(parseAuthorization(`  bearer   ${KEY}  `)).toEqual({ kind: 'token', token: KEY });
    expect(parseAuthorization('')).toEqual({ kind: 'missing' });
  });
});

describe('authentication on every protected route', () => {
  const protectedRequests: Array<[string, RequestInit?]> = [
    post('/v1/verify', SIMPLE_REQUEST),
    post('/v1/checks', SIMPLE_REQUEST),
    ['/v1/checks'],
    ['/v1/checks/some-id'],
    ['/metrics'],
    ['/review'],
    ['/review/checks/some-id'],
  ];
  const app = createApp({ judge: wordJudge(), store: createMemoryCheckStore(), apiKeys: [KEY] });

  for (const [path, init] of protectedRequests) {
    const method = init?.method ?? 'GET';
    it(`${method} ${path}: 401 without a token, 401 with a wrong one, through with the key`, async () => {
      const missing = await app.request(path, init);
      expect(missing.status).toBe(401);
      expect(missing.headers.get('www-authenticate')).toMatch(
        path.startsWith('/review') ? /^Basic/ : /^Bearer/,
      );
      expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
      const wrong = await app.request(path, {
        ...init,
        headers: { ...(init?.headers as Record<string, string>), ...bearer('wrong-key-0123456789abcdef') },
      });
      expect(wrong.status).toBe(401);
      const right = await app.request(path, {
        ...init,
        headers: { ...(init?.headers as Record<string, string>), ...bearer() },
      });
      expect(right.status).not.toBe(401);
    });
  }

  it('leaves /healthz and /openapi.json open', async () => {
    expect((await app.request('/healthz')).status).toBe(200);
    expect((await app.request('/openapi.json')).status).toBe(200);
  });

  it('lets a browser in with basic auth (the key as password, user "faithcheck" or none)', async () => {
    for (const user of ['faithcheck', '']) {
      const response = await app.request('/review', {
        headers: { authorization: `Basic ${Buffer.from(`${user}:${KEY}`).toString('base64')}` },
      });
      expect(response.status).toBe(200);
    }
  });

  it('refuses the right key with another user name or words after it, saying why', async () => {
    const otherUser = await app.request('/review', {
      headers: { authorization: `Basic ${Buffer.from(`reviewer:${KEY}`).toString('base64')}` },
    });
    expect(otherUser.status).toBe(401);
    expect(((await otherUser.json()) as { error: { message: string } }).error.message).toMatch(
      /user name "faithcheck"/,
    );
    const trailing = await app.request('/v1/checks', { headers: { authorization: `Bearer ${KEY} garbage` } });
    expect(trailing.status).toBe(401);
    expect(((await trailing.json()) as { error: { message: string } }).error.message).toMatch(
      /nothing after it/,
    );
  });
});
