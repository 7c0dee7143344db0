import { describe, expect, it } from 'vitest';
import { JudgeCallError } from '../errors.js';
import { silentLogger } from '../logger.js';
import { mockJudge } from '../test/mock-judge.js';
import { post, SIMPLE_REQUEST } from './__fixtures__/fixtures.js';
import { createMemoryCheckStore } from './__fixtures__/memory-check-store.js';
import { wordJudge } from './__fixtures__/word-judge.mjs';
import { createApp } from './create-app.js';

// biome-ignore lint/suspicious/noExplicitAny: tests read JSON bodies by path
const json = async (response: Response) => (await response.json()) as Record<string, any>;

describe('POST /v1/verify', () => {
  it('returns the report of the injected judge', async () => {
    const app = createApp({ judge: wordJudge() });
    const response = await app.request(...post('/v1/verify', SIMPLE_REQUEST));
    expect(response.status).toBe(200);
    const report = await json(response);
    expect(report.claims).toHaveLength(2);
    expect(report.claims[0]).toMatchObject({ verdict: 'supported', sourceChunkId: 'policy' });
    expect(report.claims[0].evidence[0]).toMatchObject({ chunkId: 'policy', quote: 'Refund' });
    expect(report.claims[1].verdict).toBe('no_evidence');
    expect(report.overallScore).toBe(0.5);
    expect(report.flagged).toBe(true);
  });

  it('accepts a policy and threshold and plain context', async () => {
    const app = createApp({ judge: wordJudge() });
    const response = await app.request(
      ...post('/v1/verify', {
        response: SIMPLE_REQUEST.response,
        context: SIMPLE_REQUEST.chunks.map((chunk) => chunk.text),
        policy: { id: 'weighted', options: { strictMode: true } },
        threshold: 0.2,
      }),
    );
    const report = await json(response);
    expect(response.status).toBe(200);
    expect(report.policy).toBe('weighted');
    expect(report.threshold).toBe(0.2);
    expect(report.claims[0].evidence[0].chunkId).toBe('c1');
  });

  it('answers malformed JSON with 400 invalid_json', async () => {
    const app = createApp({ judge: wordJudge() });
    const response = await app.request(...post('/v1/verify', '{"response": "x",'));
    expect(response.status).toBe(400);
    expect((await json(response)).error).toMatchObject({ code: 'invalid_json' });
    const empty = await app.request(...post('/v1/verify', ''));
    expect(empty.status).toBe(400);
  });

  it('names the field in validation errors', async () => {
    const app = createApp({ judge: wordJudge() });
    const missing = await json(await app.request(...post('/v1/verify', { chunks: [] })));
    expect(missing.error.code).toBe('validation_error');
    expect(missing.error.message).toBe('response: is required');
    const wrongType = await json(
      await app.request(...post('/v1/verify', { response: 'x', chunks: [{ id: 'a', text: 5 }] })),
    );
    expect(wrongType.error.details[0].path).toMatch(/^chunks\[0\]/);
    const threshold = await json(
      await app.request(...post('/v1/verify', { response: 'x', context: [], threshold: 3 })),
    );
    expect(threshold.error.message).toMatch(/^threshold:/);
    const unknown = await json(
      await app.request(...post('/v1/verify', { response: 'x', context: [], foo: 1 })),
    );
    expect(unknown.error.message).toMatch(/unknown field "foo"/);
  });

  it('answers input over a limit or duplicate chunk ids with 422 naming the field', async () => {
    const app = createApp({ judge: wordJudge() });
    const response = await app.request(
      ...post('/v1/verify', {
        response: 'It is so.',
        chunks: [
          { id: 'a', text: 'one' },
          { id: 'a', text: 'two' },
        ],
      }),
    );
    expect(response.status).toBe(422);
    const body = await json(response);
    expect(body.error).toMatchObject({ code: 'input_error' });
    expect(body.error.details[0].path).toBe('chunks[1].id');
  });

  it('runs the checks the composite policy needs; a policy the request cannot use is 422', async () => {
    const app = createApp({ judge: wordJudge() });
    const composite = await app.request(...post('/v1/verify', { ...SIMPLE_REQUEST, policy: 'composite' }));
    expect(composite.status).toBe(200);
    expect(await json(composite)).toMatchObject({ policy: 'composite', checks: { citations: {} } });
    const zero = { id: 'composite', options: { weights: { alignment: 0, citation: 0, facts: 0 } } };
    const response = await app.request(...post('/v1/verify', { ...SIMPLE_REQUEST, policy: zero }));
    expect(response.status).toBe(422);
    expect((await json(response)).error.message).toMatch(/positive sum/);
  });

  it('serves a configured composite policy to requests without checks (issue 16 item 8)', async () => {
    const app = createApp({ judge: wordJudge(), defaults: { policy: 'composite' } });
    const response = await app.request(...post('/v1/verify', SIMPLE_REQUEST));
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ policy: 'composite', checks: { alignment: {} } });
  });

  it('maps a failing judge to 502 and keeps its code', async () => {
    const judge = mockJudge({ claims: { x: ['x'] }, verifyError: new JudgeCallError('model down (503)') });
    const app = createApp({ judge });
    const response = await app.request(...post('/v1/verify', { response: 'x', context: ['y'] }));
    expect(response.status).toBe(502);
    expect(await json(response)).toEqual({
      error: { code: 'judge_call_error', message: 'model down (503)' },
    });
  });

  it('hides unknown errors behind a 500 without internals', async () => {
    const logged: string[] = [];
    const app = createApp({
      verifier: async () => {
        throw new TypeError('secret internals at /srv/app.ts:12');
      },
      logger: { debug() {}, info() {}, warn() {}, error: (message) => logged.push(message) },
    });
    const response = await app.request(...post('/v1/verify', SIMPLE_REQUEST));
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text).error.code).toBe('internal_error');
    expect(text).not.toContain('secret');
    expect(logged[0]).toContain('secret internals');
  });

  it('returns 413 for a body over the limit', async () => {
    const app = createApp({ judge: wordJudge(), maxBodyBytes: 1000 });
    const response = await app.request(...post('/v1/verify', { response: 'x'.repeat(2000), context: [] }));
    expect(response.status).toBe(413);
    expect((await json(response)).error.code).toBe('payload_too_large');
  });

  it('times out with 504 when the verifier is slower than the request deadline', async () => {
    const app = createApp({
      requestTimeoutMs: 50,
      verifier: ({ abortSignal }) =>
        new Promise((_, reject) => {
          const timer = setTimeout(() => reject(new Error('late')), 2000);
          abortSignal.addEventListener('abort', () => clearTimeout(timer));
        }),
    });
    const response = await app.request(...post('/v1/verify', SIMPLE_REQUEST));
    expect(response.status).toBe(504);
    expect((await json(response)).error.code).toBe('timeout');
  });
});

describe('other routes', () => {
  it('answers unknown routes with 404 JSON', async () => {
    const app = createApp({});
    const response = await app.request('/v2/nothing');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect((await json(response)).error.code).toBe('not_found');
  });

  it('answers a known path with the wrong method with 405, an Allow header and JSON', async () => {
    const app = createApp({});
    const wrong = await app.request('/v1/verify');
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST');
    expect((await json(wrong)).error).toEqual({
      code: 'method_not_allowed',
      message: 'GET is not allowed on /v1/verify; use POST',
    });
    const withId = await app.request('/v1/checks/abc', { method: 'DELETE' });
    expect(withId.status).toBe(405);
    expect(withId.headers.get('allow')).toBe('GET, HEAD');
    const healthz = await app.request('/healthz', { method: 'POST' });
    expect(healthz.status).toBe(405);
    expect((await app.request('/v1/checks/abc/extra')).status).toBe(404);
  });

  it('serves /healthz', async () => {
    const response = await createApp({}).request('/healthz');
    expect(await json(response)).toMatchObject({ ok: true });
  });

  it('/readyz fails (503) while the store or the queue fails, when /healthz still says ok (issue 16 item 20)', async () => {
    const store = createMemoryCheckStore();
    let storeState: 'up' | 'down' | 'frozen' = 'up';
    let queueUp = true;
    const list = store.list.bind(store);
    store.list = (filter) => {
      if (storeState === 'down') return Promise.reject(new Error('connect ECONNREFUSED 10.9.8.7:5432'));
      if (storeState === 'frozen') return new Promise(() => {});
      return list(filter);
    };
    const warnings: string[] = [];
    const app = createApp({
      store,
      readinessProbes: { queue: async () => (queueUp ? undefined : Promise.reject(new Error('queue gone'))) },
      // A frozen store never answers: the probe's deadline (not the test's timing) decides.
      readinessTimeoutMs: 50,
      logger: { ...silentLogger, warn: (message: string) => warnings.push(message) },
    });
    const ready = async () => {
      const response = await app.request('/readyz');
      return [response.status, await response.text()] as const;
    };
    expect(await ready()).toEqual([200, JSON.stringify({ ok: true, checks: { store: 'ok', queue: 'ok' } })]);
    storeState = 'down';
    expect(await ready()).toEqual([
      503,
      JSON.stringify({ ok: false, checks: { store: 'failed', queue: 'ok' } }),
    ]);
    expect((await app.request('/healthz')).status).toBe(200);
    storeState = 'frozen';
    expect(await ready()).toEqual([
      503,
      JSON.stringify({ ok: false, checks: { store: 'timeout', queue: 'ok' } }),
    ]);
    storeState = 'up';
    queueUp = false;
    expect(await ready()).toEqual([
      503,
      JSON.stringify({ ok: false, checks: { store: 'ok', queue: 'failed' } }),
    ]);
    expect(warnings).toEqual([
      '[faithcheck] readiness: store failed: connect ECONNREFUSED 10.9.8.7:5432',
      '[faithcheck] readiness: store did not answer within 50 ms',
      '[faithcheck] readiness: queue failed: queue gone',
    ]);
    expect(await json(await createApp({}).request('/readyz'))).toEqual({ ok: true, checks: {} });
  });

  it('counts checks, flags, latency and tokens in /metrics', async () => {
    const app = createApp({
      judge: wordJudge({ usagePerCall: { llmCalls: 1, inputTokens: 100, outputTokens: 7 } }),
    });
    await app.request(...post('/v1/verify', SIMPLE_REQUEST));
    await app.request(
      ...post('/v1/verify', { ...SIMPLE_REQUEST, response: 'The refund window is thirty days.' }),
    );
    await app.request(...post('/v1/verify', '{'));
    const text = await (await app.request('/metrics')).text();
    expect(text).toContain('faithcheck_checks_total{judge="word",status="ok"} 2');
    expect(text).toContain('faithcheck_flagged_total{judge="word",status="ok"} 1');
    expect(text).toContain('faithcheck_judge_latency_seconds_count 2');
    expect(text).toContain('faithcheck_judge_latency_seconds_bucket{le="+Inf"} 2');
    expect(text).toContain('faithcheck_llm_calls_total 4');
    expect(text).toContain('faithcheck_llm_tokens_total{direction="input"} 400');
    expect(text).toContain('faithcheck_llm_tokens_total{direction="output"} 28');
    expect(text).toContain('faithcheck_http_requests_total{method="POST",route="/v1/verify",status="200"} 2');
    expect(text).toContain('faithcheck_http_requests_total{method="POST",route="/v1/verify",status="400"} 1');
  });

  it('sends no CORS headers unless origins are configured', async () => {
    const off = await createApp({}).request('/v1/checks', { headers: { origin: 'https://example.com' } });
    expect(off.headers.get('access-control-allow-origin')).toBeNull();
    const app = createApp({ store: createMemoryCheckStore(), corsOrigins: ['https://example.com'] });
    const on = await app.request('/v1/checks', { headers: { origin: 'https://example.com' } });
    expect(on.headers.get('access-control-allow-origin')).toBe('https://example.com');
    const other = await app.request('/v1/checks', { headers: { origin: 'https://evil.example' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
