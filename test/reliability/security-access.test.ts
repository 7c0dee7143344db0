/**
 * Access: every protected route refuses a missing or wrong key (routes are enumerated from the app
 * and checked against the OpenAPI document, so a new route cannot be forgotten), and SQL injection
 * in every filter of `GET /v1/checks` and `store.list()` is treated as data.
 */
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wordJudge } from '../../src/server/__fixtures__/word-judge.mjs';
import { buildOpenApi } from '../../src/server/build-openapi.js';
import { createApp } from '../../src/server/create-app.js';
import { startServer } from '../../src/server/start-server.js';
import { sampleReport } from '../../src/store/__fixtures__/sample-report.js';
import { openMigratedPglite } from '../../src/store/__fixtures__/test-backends.js';
import type { SqlCheckStore } from '../../src/store/sql-check-store.js';

const API_KEY = 'fc-reliability-key-7f3a9c2e51d84b06';
const PUBLIC = new Set(['GET /healthz', 'GET /readyz', 'GET /openapi.json', 'GET /']);

let store: SqlCheckStore;
let app: Hono;
const seeded: string[] = [];
beforeAll(async () => {
  store = await openMigratedPglite();
  for (let index = 0; index < 5; index += 1) {
    const saved = await store.save({
      chatId: randomUUID(),
      messageId: `seed-${index}`,
      response: `Seeded answer ${index}.`,
      chunks: [{ id: 'kb', text: 'Seeded chunk.' }],
      report: sampleReport({ overallScore: index / 5 }),
    });
    seeded.push(saved.id);
  }
  app = createApp({ store, judge: wordJudge(), apiKeys: [API_KEY] });
});
afterAll(async () => {
  await store?.close();
});

function appRoutes(): string[] {
  return [
    ...new Set(
      app.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`),
    ),
  ];
}

function concrete(route: string): { method: string; path: string } {
  const [method, path] = route.split(' ') as [string, string];
  return { method, path: path.replace(':id', seeded[0]!).replace('{id}', seeded[0]!) };
}

describe('authentication on every protected route', () => {
  it('the OpenAPI document lists no route the app does not serve', () => {
    const served = new Set(appRoutes().map((route) => route.replace(/:(\w+)/g, '{$1}')));
    const documented = Object.entries(
      buildOpenApi({ version: 'test' }).paths as Record<string, object>,
    ).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    expect(documented.length).toBeGreaterThan(0);
    for (const route of documented) expect(served).toContain(route);
  });

  const WRONG: Array<[string, Record<string, string>]> = [
    ['no header', {}],
    ['empty bearer', { authorization: 'Bearer ' }],
    ['wrong bearer', { authorization: 'Bearer not-the-key' }],
    ['key prefix', { authorization: `Bearer ${API_KEY.slice(0, -1)}` }],
    ['key with a suffix', { authorization: `Bearer ${API_KEY}x` }],
    ['key in upper case', { authorization: `Bearer ${API_KEY.toUpperCase()}` }],
    ['wrong scheme', { authorization: `Token ${API_KEY}` }],
    ['wrong basic password', { authorization: `Basic ${Buffer.from('user:nope').toString('base64')}` }],
    ['basic without colon', { authorization: `Basic ${Buffer.from('garbage').toString('base64')}` }],
    ['key in x-api-key with a wrong bearer', { 'x-api-key': 'nope', authorization: 'Bearer nope' }],
    // Issue 16 item 22: the right key inside a malformed header is refused, not guessed at.
    ['the key with words after it', { authorization: `Bearer ${API_KEY} garbage` }],
    [
      'the key as basic password of another user',
      { authorization: `Basic ${Buffer.from(`admin:${API_KEY}`).toString('base64')}` },
    ],
  ];

  it('refuses every wrong credential on every protected route with 401, and accepts the key', async () => {
    const protectedRoutes = appRoutes().filter((route) => !PUBLIC.has(route));
    expect(protectedRoutes.length).toBeGreaterThanOrEqual(7);
    let refused = 0;
    for (const route of protectedRoutes) {
      const { method, path } = concrete(route);
      const body =
        method !== 'POST'
          ? undefined
          : path.endsWith('/labels')
            ? JSON.stringify({ labels: [{ claimIndex: 0, correct: true }] })
            : JSON.stringify({ response: 'The window is thirty days.', context: ['thirty days'] });
      for (const [name, headers] of WRONG) {
        const response = await app.request(`${path}?token=${API_KEY}&api_key=${API_KEY}`, {
          method,
          headers: { 'content-type': 'application/json', ...headers },
          body,
        });
        expect(response.status, `${route} with ${name}`).toBe(401);
        expect(await response.text()).not.toContain(API_KEY);
        refused += 1;
      }
      const scheme = path.startsWith('/review')
        ? `Basic ${Buffer.from(`faithcheck:${API_KEY}`).toString('base64')}`
        : `Bearer ${API_KEY}`;
      const allowed = await app.request(path, {
        method,
        headers: { 'content-type': 'application/json', authorization: scheme },
        body,
      });
      expect(allowed.status, `${route} with the key`).toBeLessThan(400);
    }
    expect(refused).toBe(protectedRoutes.length * WRONG.length);
  });

  it('the public routes reveal nothing stored', async () => {
    for (const route of PUBLIC) {
      const { method, path } = concrete(route);
      const response = await app.request(path, { method });
      expect(response.status).toBeLessThan(400);
      const text = await response.text();
      for (const id of seeded) expect(text).not.toContain(id);
      expect(text).not.toContain('Seeded answer');
    }
  });
});

describe('SQL injection in every filter is data', () => {
  const PAYLOADS = [
    "'; drop table faithfulness_checks; --",
    "' or '1'='1",
    '1 or 1=1',
    '0.5; delete from faithfulness_checks',
    'true) or (1=1',
    "2020-01-01'::timestamptz or true --",
    "00000000-0000-4000-8000-000000000000' or '1'='1",
    'newest; drop table faithfulness_checks',
  ];
  const FILTERS = ['flagged', 'since', 'until', 'minScore', 'maxScore', 'chatId', 'limit', 'cursor', 'order'];

  async function intact() {
    const { rows } = await store.client.query<{ n: number }>(
      'select count(*)::int as n from faithfulness_checks',
    );
    return rows[0]?.n;
  }

  it('GET /v1/checks: every filter × every payload → 400 or at most the real rows, table intact', async () => {
    const before = await intact();
    let requests = 0;
    for (const filter of FILTERS) {
      for (const payload of PAYLOADS) {
        const response = await app.request(`/v1/checks?${new URLSearchParams({ [filter]: payload })}`, {
          headers: { authorization: `Bearer ${API_KEY}` },
        });
        requests += 1;
        expect(response.status, `${filter}=${payload}`).toBeLessThan(500);
        if (response.status === 200) {
          const body = (await response.json()) as { items: unknown[] };
          expect(body.items.length).toBeLessThanOrEqual(before!);
        }
        const check = await app.request(`/v1/checks/${encodeURIComponent(payload)}`, {
          headers: { authorization: `Bearer ${API_KEY}` },
        });
        expect(check.status).toBe(404);
      }
    }
    expect(requests).toBe(FILTERS.length * PAYLOADS.length);
    expect(await intact()).toBe(before);
  });

  it('store.list(): every filter × every payload → a typed error or no extra rows, table intact', async () => {
    const before = await intact();
    for (const filter of FILTERS) {
      for (const payload of PAYLOADS) {
        try {
          const page = await store.list({ [filter]: payload } as never);
          expect(page.items.length).toBeLessThanOrEqual(before!);
          if (filter === 'chatId') expect(page.items).toEqual([]);
        } catch (error) {
          expect((error as { code?: string }).code).toMatch(/^(input_error|storage_error)$/);
        }
      }
    }
    expect(await intact()).toBe(before);
  });

  it('injection text in stored fields is stored and read back verbatim', async () => {
    const payload = "x'); drop table faithfulness_checks; --";
    const response = await app.request('/v1/checks', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${API_KEY}` },
      body: JSON.stringify({
        messageId: payload,
        query: payload,
        response: `${payload} The window is thirty days.`,
        chunks: [{ id: payload, text: payload }],
      }),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const row = await store.get(id);
    expect(row).toMatchObject({
      messageId: payload,
      query: payload,
      chunks: [{ id: payload, text: payload }],
    });
  });
});

describe('cross-site writes and DNS rebinding on a key-less loopback server (issue 16 item 3)', () => {
  const body = JSON.stringify({ response: 'The window is thirty days.', context: ['thirty days'] });
  let keyless: Hono;
  beforeAll(() => {
    keyless = createApp({ store, judge: wordJudge() });
  });
  const count = async () =>
    (await store.client.query<{ n: number }>('select count(*)::int as n from faithfulness_checks')).rows[0]!
      .n;

  it('a body a browser sends cross-origin without a preflight is refused with 415 and nothing stored', async () => {
    const before = await count();
    for (const type of [
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      for (const path of ['/v1/checks', '/v1/verify']) {
        const response = await keyless.request(path, {
          method: 'POST',
          headers: { 'content-type': type },
          body,
        });
        expect(response.status, `${path} ${type}`).toBe(415);
        expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
          'unsupported_media_type',
        );
      }
    }
    const untyped = await keyless.request('/v1/checks', {
      method: 'POST',
      body: new TextEncoder().encode(body),
    });
    expect(untyped.status).toBe(415);
    expect(await count()).toBe(before);
    const json = await keyless.request('/v1/checks', {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      body,
    });
    expect(json.status).toBe(201);
  });

  it('answers only loopback Host names without keys; any host with keys', async () => {
    const routes = ['/healthz', '/v1/checks', `/v1/checks/${seeded[0]}`, '/review', '/metrics'];
    for (const host of [
      'evil.example',
      'evil.example:8787',
      'rebind.127.0.0.1.nip.io',
      '10.0.0.5',
      'localhost.evil.example',
    ]) {
      for (const path of routes) {
        const response = await keyless.request(path, { headers: { host } });
        expect(response.status, `${host} ${path}`).toBe(403);
        const text = await response.text();
        expect(text).toContain('host_not_allowed');
        expect(text).not.toContain('Seeded answer');
      }
    }
    for (const host of [
      'localhost',
      'localhost:8787',
      '127.0.0.1:8787',
      '127.1.2.3',
      '[::1]:8787',
      'LOCALHOST',
    ]) {
      expect((await keyless.request('/v1/checks', { headers: { host } })).status, host).toBe(200);
    }
    const withKeys = await app.request('/v1/checks', {
      headers: { host: 'faithcheck.example.com', authorization: `Bearer ${API_KEY}` },
    });
    expect(withKeys.status).toBe(200);
  });

  it('reads the Host header a real client sends over TCP', async () => {
    const server = await startServer({ app: keyless, port: 0, apiKeys: [] });
    try {
      const statusFor = (host: string) =>
        new Promise<number>((resolve, reject) => {
          const request = httpRequest(`${server.url}/v1/checks`, { headers: { host } }, (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          });
          request.on('error', reject);
          request.end();
        });
      expect(await statusFor('attacker.example:8787')).toBe(403);
      expect(await statusFor(`127.0.0.1:${server.port}`)).toBe(200);
    } finally {
      await server.close();
    }
  });
});
