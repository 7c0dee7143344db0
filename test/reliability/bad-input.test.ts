/**
 * Bad input at every entry point, property-based: the library (`parseVerifyInput`, `verify`), the
 * CLI (`faithcheck verify` through memoryIO) and every HTTP route of the app. Whatever arrives —
 * wrong types, missing fields, huge or odd strings, deep JSON, invalid UTF-8, empty or duplicate
 * chunks, 10,000 chunks — the answer is a typed InputError, exit code 2 or a 4xx with a message;
 * never another exception, a stack trace, a 5xx or a hang. The documented limits are asserted.
 */
import { connect } from 'node:net';
import fc from 'fast-check';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryIO } from '../../src/cli/__fixtures__/memory-io.js';
import { runCli } from '../../src/cli/program.js';
import { InputError } from '../../src/errors.js';
import { DEFAULT_INPUT_LIMITS } from '../../src/input/limits.js';
import { parseVerifyInput } from '../../src/input/parse-verify-input.js';
import { registerJudge } from '../../src/judges/registry.js';
import { silentLogger } from '../../src/logger.js';
import { wordJudge } from '../../src/server/__fixtures__/word-judge.mjs';
import { createApp } from '../../src/server/create-app.js';
import { createServerMetrics } from '../../src/server/server-metrics.js';
import { startServer } from '../../src/server/start-server.js';
import { openMigratedPglite } from '../../src/store/__fixtures__/test-backends.js';
import type { SqlCheckStore } from '../../src/store/sql-check-store.js';
import { verify } from '../../src/verify.js';
import { deepJsonText, hostileInput, hostileString, invalidInputClasses } from './fixtures/hostile-input.js';

const STACK_LINE = /\n\s+at .+:\d+/;
const RUNS = { numRuns: 150, seed: 20261122 };

describe('library: parseVerifyInput and verify()', () => {
  it('parseVerifyInput returns or throws an InputError naming a field — nothing else', () => {
    fc.assert(
      fc.property(hostileInput, (raw) => {
        try {
          const input = parseVerifyInput(raw);
          expect(typeof input.response).toBe('string');
          expect(input.chunks.length).toBeLessThanOrEqual(DEFAULT_INPUT_LIMITS.maxChunks);
          expect(new Set(input.chunks.map((chunk) => chunk.id)).size).toBe(input.chunks.length);
        } catch (error) {
          expect(InputError.isInstance(error)).toBe(true);
          expect((error as Error).message).toMatch(/^[\w[\].]+[: ]|^input: |^give /);
        }
      }),
      RUNS,
    );
  });

  it('verify() resolves with a report or rejects with an InputError', async () => {
    const judge = wordJudge();
    await fc.assert(
      fc.asyncProperty(hostileInput, async (raw) => {
        try {
          const report = await verify({ ...(raw as object), judge, logger: silentLogger } as never);
          expect(['ok', 'partial']).toContain(report.status);
          expect(report.overallScore).toBeGreaterThanOrEqual(0);
          expect(report.overallScore).toBeLessThanOrEqual(1);
        } catch (error) {
          expect(InputError.isInstance(error)).toBe(true);
        }
      }),
      { ...RUNS, numRuns: 100 },
    );
  });

  it.each(invalidInputClasses())('$name → InputError naming the field', async ({ name, input, field }) => {
    expect(() => parseVerifyInput(input)).toThrowError(field);
    if (name === 'not an object') return; // verify() takes an options object, not raw input
    const error = await verify({ ...(input as object), judge: wordJudge() } as never).catch(
      (caught: unknown) => caught,
    );
    expect(InputError.isInstance(error)).toBe(true);
    expect((error as Error).message).toMatch(field);
  });

  it('accepts input exactly at every documented limit', () => {
    const limits = DEFAULT_INPUT_LIMITS;
    expect(limits).toEqual({
      maxResponseChars: 100_000,
      maxChunks: 1_000,
      maxChunkChars: 100_000,
      maxQueryChars: 10_000,
      maxMetadataDepth: 32,
      maxMetadataChars: 100_000,
    });
    const nested = (depth: number) => {
      let value: unknown = 'x';
      for (let level = 1; level < depth; level += 1) value = [value];
      return { deep: value };
    };
    expect(
      parseVerifyInput({ response: 'r', chunks: [{ text: 't', metadata: nested(32) }] }).chunks,
    ).toHaveLength(1);
    expect(() => parseVerifyInput({ response: 'r', chunks: [{ text: 't', metadata: nested(33) }] })).toThrow(
      'chunks[0].metadata is nested deeper than 32 levels',
    );
    const input = parseVerifyInput({
      query: 'q'.repeat(limits.maxQueryChars),
      response: 'a'.repeat(limits.maxResponseChars),
      chunks: [
        { id: 'big', text: 'b'.repeat(limits.maxChunkChars) },
        ...Array.from({ length: limits.maxChunks - 1 }, (_, index) => ({ id: `c${index}`, text: 't' })),
      ],
    });
    expect(input.chunks).toHaveLength(limits.maxChunks);
  });

  it('empty chunks and empty chunk text are accepted and judged, not crashed on', async () => {
    for (const chunks of [[], [{ id: 'a', text: '' }], ['']]) {
      const report = await verify({ response: 'The window is thirty days.', chunks, judge: wordJudge() });
      expect(report.claims.every((claim) => claim.verdict === 'no_evidence')).toBe(true);
    }
  });
});

describe('CLI: faithcheck verify', () => {
  beforeAll(() => {
    registerJudge({
      id: 'reliability-word',
      description: 'word-overlap test judge',
      needsModel: false,
      create: () => wordJudge(),
    });
  });

  async function run(text: string) {
    const io = memoryIO({ 'in.json': text });
    const code = await runCli(['verify', 'in.json', '--judge', 'reliability-word'], io);
    return { code, out: io.out.join(''), err: io.err.join('') };
  }

  it('any file content: exit 0/1 with a report, or exit 2 with a message and no stack trace', async () => {
    const fileText = fc.oneof(
      hostileInput.map((input) => JSON.stringify(input)),
      hostileString,
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc.constantFrom(deepJsonText(10_000), '{"response": "x", "chunks": [', '\ufffd\ufffd{}', ''),
    );
    await fc.assert(
      fc.asyncProperty(fileText, async (text) => {
        const { code, out, err } = await run(text);
        expect([0, 1, 2]).toContain(code);
        if (code === 2) {
          expect(err).toMatch(/^faithcheck verify: |^error: /m);
          expect(out).toBe('');
        }
        expect(err).not.toMatch(STACK_LINE);
      }),
      { ...RUNS, numRuns: 100 },
    );
  });

  it.each(invalidInputClasses())('$name → exit 2 naming the field', async ({ json, field }) => {
    const { code, err } = await run(json);
    expect(code).toBe(2);
    expect(err).toMatch(field);
    expect(err).not.toMatch(STACK_LINE);
  });
});

describe('HTTP: every route', () => {
  let store: SqlCheckStore;
  let app: Hono;
  const errors: string[] = [];

  beforeAll(async () => {
    store = await openMigratedPglite();
    app = createApp({
      store,
      judge: wordJudge(),
      logger: { ...silentLogger, error: (message) => errors.push(message) },
    });
  });
  afterAll(async () => {
    await store?.close();
  });

  const routes = () => [
    ...new Set(
      app.routes.filter((route) => route.method !== 'ALL').map((route) => `${route.method} ${route.path}`),
    ),
  ];

  async function send(method: string, path: string, body?: string | Uint8Array) {
    const response = await app.request(path, {
      method,
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body }),
    });
    const text = await response.text();
    return { status: response.status, text, type: response.headers.get('content-type') ?? '' };
  }

  function expectClientError(result: { status: number; text: string; type: string }, path: string) {
    expect(result.status, `${path}: ${result.text.slice(0, 200)}`).toBeLessThan(500);
    if (result.status >= 400 && result.type.includes('json')) {
      const body = JSON.parse(result.text) as { error: { code: string; message: string } };
      expect(body.error.code).toMatch(/^[a-z_]+$/);
      expect(body.error.message.length).toBeGreaterThan(0);
    }
    expect(result.text).not.toMatch(STACK_LINE);
  }

  it('knows every route (a new route must be added to the fuzzing below)', () => {
    expect(routes().sort()).toEqual(
      [
        'GET /',
        'GET /healthz',
        'GET /readyz',
        'GET /metrics',
        'GET /openapi.json',
        'GET /review',
        'GET /review/checks/:id',
        'GET /v1/checks',
        'GET /v1/checks/:id',
        'GET /v1/checks/:id/labels',
        'GET /v1/labels/agreement',
        'GET /v1/labels/export',
        'GET /review/checks/:id/labels',
        'POST /v1/checks',
        'POST /v1/checks/:id/labels',
        'POST /review/checks/:id/labels',
        'POST /v1/verify',
      ].sort(),
    );
  });

  it('POST bodies: any JSON, any bytes, any shape → 2xx or a 4xx with a code, never 5xx', async () => {
    const body = fc.oneof(
      { weight: 4, arbitrary: hostileInput.map((input) => JSON.stringify(input)) },
      fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
      hostileString,
      fc.uint8Array({ maxLength: 64 }),
      fc.constantFrom(deepJsonText(10_000), '', '   ', '{', 'null', '[]', '{"response":"x","context":[]}'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          '/v1/verify',
          '/v1/checks',
          '/v1/checks/00000000-0000-4000-8000-000000000000/labels',
          '/review/checks/x/labels',
        ),
        body,
        async (path, payload) => {
          expectClientError(await send('POST', path, payload), path);
        },
      ),
      { ...RUNS, numRuns: 200 },
    );
    expect(errors).toEqual([]);
  });

  it('GET query strings and ids: anything → 2xx or 4xx, never 5xx', async () => {
    const parameter = fc.constantFrom(
      'flagged',
      'since',
      'until',
      'minScore',
      'maxScore',
      'chatId',
      'limit',
      'cursor',
      'order',
      'labels',
      'days',
      'dataset',
      'verified',
      'by',
      'since',
      'x',
      '',
    );
    const query = fc.array(fc.tuple(parameter, hostileString), { maxLength: 4 });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes().filter((route) => route.startsWith('GET '))),
        query,
        hostileString,
        async (route, pairs, id) => {
          const search = new URLSearchParams(
            pairs.map(([key, value]): [string, string] => [key, value.replace(/[\ud800-\udfff]/g, '')]),
          );
          const path = route
            .slice(4)
            .replace(':id', encodeURIComponent(id.replace(/[\ud800-\udfff]/g, '')) || 'x');
          expectClientError(await send('GET', `${path}?${search}`), path);
        },
      ),
      { ...RUNS, numRuns: 150 },
    );
    expect(errors).toEqual([]);
  });

  it.each(invalidInputClasses())(
    '$name → 4xx naming the field on both POST routes',
    async ({ json, field }) => {
      for (const path of ['/v1/verify', '/v1/checks']) {
        const result = await send('POST', path, json);
        expect(result.status).toBeGreaterThanOrEqual(400);
        expectClientError(result, path);
        expect(result.text).toMatch(field);
      }
    },
  );

  it('bodies past the 2 MiB limit are 413, invalid UTF-8 is decoded, deep JSON is a 400', async () => {
    const huge = await send(
      'POST',
      '/v1/verify',
      JSON.stringify({ response: 'a'.repeat(3 * 1024 * 1024), context: [] }),
    );
    expect(huge.status).toBe(413);
    const invalidUtf8 = new Uint8Array([
      ...Buffer.from('{"response":"'),
      0xff,
      0xfe,
      0xc3,
      0x28,
      ...Buffer.from('","context":["x"]}'),
    ]);
    expectClientError(await send('POST', '/v1/verify', invalidUtf8), 'invalid utf-8');
    const deep = await send('POST', '/v1/verify', deepJsonText(10_000));
    expect(deep.status).toBe(400);
  });

  // Was bug 6: a 500, JSON.stringify overflowed the stack in src/store/check-row.ts.
  it('POST /v1/checks with chunk metadata nested 10,000 deep is a 422 naming the chunk', async () => {
    const body = `{"response":"The window is thirty days.","chunks":[{"id":"a","text":"The window is thirty days.","metadata":{"deep":${deepJsonText(10_000)}}}]}`;
    for (const path of ['/v1/verify', '/v1/checks']) {
      const result = await send('POST', path, body);
      expect(result.status, path).toBe(422);
      expect(JSON.parse(result.text).error.message).toBe(
        'chunks[0].metadata is nested deeper than 32 levels',
      );
    }
    const atLimit = `{"response":"x","chunks":[{"id":"a","text":"x","metadata":{"deep":${deepJsonText(30)}}}]}`;
    expect((await send('POST', '/v1/checks', atLimit)).status).toBe(201);
    expect(errors).toEqual([]);
  });

  // Was bug 7: the 413 advertised keep-alive, then Node dropped the socket.
  it('a 413 says Connection: close', async () => {
    const response = await app.request('/v1/verify', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ response: 'a'.repeat(3 * 1024 * 1024), context: [] }),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('payload_too_large');
    const ok = await app.request('/healthz');
    expect(ok.headers.get('connection')).toBeNull();
  });

  it('over a real keep-alive connection, the request after a 413 succeeds', async () => {
    const server = await startServer({ app, port: 0, apiKeys: [] });
    try {
      const big = JSON.stringify({ response: 'a'.repeat(3 * 1024 * 1024), context: [] });
      for (let round = 0; round < 3; round += 1) {
        const refused = await fetch(`${server.url}/v1/verify`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: big,
        });
        expect(refused.status).toBe(413);
        expect(refused.headers.get('connection')).toBe('close');
        await refused.arrayBuffer();
        const next = await fetch(`${server.url}/healthz`);
        expect(next.status).toBe(200);
        await next.arrayBuffer();
      }
    } finally {
      await server.close();
    }
  });

  // Issue 16 item 15: an upload the client abandons is the client's doing, not a 500.
  it('a client that drops the connection mid-upload is counted as 499, not 500, and not logged as an error', async () => {
    const metrics = createServerMetrics();
    const errors: string[] = [];
    const logger = { ...silentLogger, error: (message: string) => errors.push(message) };
    const inner = createApp({ store, judge: wordJudge(), metrics, logger });
    let started = () => {};
    // Tells the test the request reached the app, so the drop happens while the body is being read.
    const outer = {
      fetch: (request: Request) => {
        started();
        return inner.fetch(request);
      },
    } as unknown as Hono;
    const server = await startServer({ app: outer, port: 0, apiKeys: [] });
    try {
      for (let round = 0; round < 3; round += 1) {
        const reached = new Promise<void>((resolve) => {
          started = resolve;
        });
        const socket = connect(server.port, '127.0.0.1');
        await new Promise((resolve) => socket.once('connect', resolve));
        socket.write(
          'POST /v1/checks HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
            'Content-Length: 100000\r\n\r\n{"response":"The window is',
        );
        await reached;
        socket.destroy();
        const line =
          /faithcheck_http_requests_total\{method="POST",route="\/v1\/checks",status="(\d+)"\} (\d+)/;
        // Waits for the server to finish the request; the deadline is generous and not what is asserted.
        for (
          let waited = 0;
          waited < 20_000 && Number(line.exec(metrics.render())?.[2] ?? 0) <= round;
          waited += 20
        ) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        expect(line.exec(metrics.render())?.slice(1)).toEqual(['499', String(round + 1)]);
      }
      expect(metrics.render()).not.toMatch(/status="500"/);
      expect(errors).toEqual([]);
    } finally {
      await server.close();
    }
  });

  // Was bug 3: zod 4 issues carry no `input`, so every type error said "is required".
  it('a wrong type is reported as the type it is, a missing field as required', async () => {
    const cases: Array<[string, string, string | undefined, string]> = [
      ['POST', '/v1/verify', '{"response":42,"context":["x"]}', 'response: expected string, received number'],
      ['POST', '/v1/checks', '{"response":"x","context":"abc"}', 'context: expected array, received string'],
      ['POST', '/v1/verify', '"hello"', 'expected object, received string'],
      ['POST', '/v1/verify', '{"context":["x"]}', 'response: is required'],
      ['GET', '/v1/checks?limit=abc', undefined, 'query.limit: expected number, received NaN'],
    ];
    for (const [method, path, body, message] of cases) {
      const result = await send(method, path, body);
      expect(result.status, path).toBe(400);
      expect(JSON.parse(result.text).error.message, `${path} ${body}`).toBe(message);
    }
  });

  // Was bug 2: 503 storage_error; the store now writes U+FFFD instead (nothing else is lost).
  it('POST /v1/checks with NUL characters or lone surrogates is stored, with U+FFFD in their place', async () => {
    const odd = 'The window is thirty days.\u0000 Lone \ud800 and \udc00.';
    const clean = 'The window is thirty days.\uFFFD Lone \uFFFD and \uFFFD.';
    const result = await send(
      'POST',
      '/v1/checks',
      JSON.stringify({
        messageId: `m\u0000${Math.random()}`,
        query: odd,
        response: odd,
        chunks: [{ id: 'a', text: odd, metadata: { note: odd, 'k\u0000\ud800': [odd] } }],
      }),
    );
    expect(result.status, result.text).toBe(201);
    const { id } = JSON.parse(result.text) as { id: string };
    const stored = await send('GET', `/v1/checks/${id}`);
    expect(stored.status).toBe(200);
    const check = JSON.parse(stored.text);
    expect(check.response).toBe(clean);
    expect(check.query).toBe(clean);
    expect(check.chunks[0].text).toBe(clean);
    expect(check.chunks[0].metadata).toEqual({ note: clean, 'k\uFFFD\uFFFD': [clean] });
    expect(check.messageId).toMatch(/^m\uFFFD/);
    expect(errors).toEqual([]);
  });
});
