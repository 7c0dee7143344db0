import { describe, expect, it } from 'vitest';
import { StorageError } from '../errors.js';
import { silentLogger } from '../logger.js';
import { post, SIMPLE_REQUEST } from './__fixtures__/fixtures.js';
import { createMemoryCheckStore } from './__fixtures__/memory-check-store.js';
import { wordJudge } from './__fixtures__/word-judge.mjs';
import { createApp } from './create-app.js';

// biome-ignore lint/suspicious/noExplicitAny: tests read JSON bodies by path
const json = async (response: Response) => (await response.json()) as Record<string, any>;

describe('POST /v1/checks', () => {
  it('verifies, stores, and returns 201 with the id; the same chat message updates (200)', async () => {
    const store = createMemoryCheckStore();
    const app = createApp({ judge: wordJudge(), store });
    const chatId = '3b241101-e2bb-4255-8caf-4136c566a962';
    const first = await app.request(...post('/v1/checks', { ...SIMPLE_REQUEST, chatId, messageId: 'm1' }));
    expect(first.status).toBe(201);
    const body = await json(first);
    expect(first.headers.get('location')).toBe(`/v1/checks/${body.id}`);
    expect(store.rows).toHaveLength(1);
    expect(store.rows[0]!.chunks[0]!.text).toBe(SIMPLE_REQUEST.chunks[0]!.text);
    const again = await app.request(...post('/v1/checks', { ...SIMPLE_REQUEST, chatId, messageId: 'm1' }));
    expect(again.status).toBe(200);
    expect((await json(again)).id).toBe(body.id);
    expect(store.rows).toHaveLength(1);
  });

  it('accepts a body with a byte-order mark, and names the field meant for a misnamed one', async () => {
    const app = createApp({ judge: wordJudge(), store: createMemoryCheckStore() });
    const withBom = await app.request('/v1/verify', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `\uFEFF${JSON.stringify(SIMPLE_REQUEST)}`,
    });
    expect(withBom.status).toBe(200);
    const { response, ...rest } = SIMPLE_REQUEST as Record<string, unknown>;
    const misnamed = await app.request(...post('/v1/verify', { ...rest, answer: response }));
    expect(misnamed.status).toBe(400);
    expect((await json(misnamed)).error.message).toContain('did you mean "response"?');
  });

  it("stores any non-empty chat id (the AI SDK's default ids are not uuids) and rejects an empty one", async () => {
    const app = createApp({ judge: wordJudge(), store: createMemoryCheckStore() });
    const stored = await app.request(
      ...post('/v1/checks', { ...SIMPLE_REQUEST, chatId: 'UGoXvQtloZkTDghb' }),
    );
    expect(stored.status).toBe(201);
    const empty = await app.request(...post('/v1/checks', { ...SIMPLE_REQUEST, chatId: '' }));
    expect(empty.status).toBe(400);
    expect((await json(empty)).error.details[0].path).toBe('chatId');
  });

  it('enqueues async checks through the injected queue and returns 202 with the job id', async () => {
    const jobs: unknown[] = [];
    const app = createApp({
      judge: wordJudge(),
      store: createMemoryCheckStore(),
      enqueue: async (job) => {
        jobs.push(job);
        return { jobId: `job-${jobs.length}` };
      },
    });
    const response = await app.request(...post('/v1/checks', { ...SIMPLE_REQUEST, async: true }));
    expect(response.status).toBe(202);
    expect(await json(response)).toEqual({ jobId: 'job-1', status: 'queued' });
    expect(jobs[0]).toMatchObject({ response: SIMPLE_REQUEST.response, chunks: SIMPLE_REQUEST.chunks });
  });

  it('says the queue is not configured (501) when async has nowhere to go', async () => {
    const app = createApp({ judge: wordJudge(), store: createMemoryCheckStore() });
    const response = await app.request(...post('/v1/checks', { ...SIMPLE_REQUEST, async: true }));
    expect(response.status).toBe(501);
    expect((await json(response)).error.code).toBe('queue_not_configured');
  });

  it('says the store is not configured (501) without a store', async () => {
    const app = createApp({ judge: wordJudge() });
    const response = await app.request(...post('/v1/checks', SIMPLE_REQUEST));
    expect(response.status).toBe(501);
    expect((await json(response)).error.code).toBe('store_not_configured');
  });

  it('maps a storage failure to 503 with a generic message and a request id; the details go to the log', async () => {
    const store = createMemoryCheckStore();
    const detail = 'connect ECONNREFUSED 10.20.30.40:5432 (data dir /srv/app/.faithcheck/pg)';
    store.save = async () => {
      throw new StorageError(detail, { isRetryable: true });
    };
    const logged: Array<{ message: string; fields?: Record<string, unknown> }> = [];
    const logger = {
      ...silentLogger,
      error: (message: string, fields?: Record<string, unknown>) => logged.push({ message, fields }),
    };
    const app = createApp({ judge: wordJudge(), store, logger });
    const response = await app.request(...post('/v1/checks', SIMPLE_REQUEST));
    expect(response.status).toBe(503);
    const text = await response.text();
    expect(text).not.toMatch(/10\.20\.30\.40|5432|\/srv\//);
    const { error } = JSON.parse(text);
    expect(error).toEqual({
      code: 'storage_error',
      message: 'the database is unavailable; try again later',
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(response.headers.get('x-request-id')).toBe(error.requestId);
    expect(logged).toEqual([
      {
        message: `[faithcheck] POST /v1/checks failed (request ${error.requestId}): ${detail}`,
        fields: { requestId: error.requestId, code: 'storage_error' },
      },
    ]);
  });
});

describe('GET /v1/checks and /v1/checks/:id', () => {
  async function seeded() {
    let day = 0;
    const store = createMemoryCheckStore({ now: () => new Date(Date.UTC(2026, 10, 10 + day++)) });
    const app = createApp({ judge: wordJudge(), store });
    await app.request(...post('/v1/checks', SIMPLE_REQUEST));
    await app.request(
      ...post('/v1/checks', { ...SIMPLE_REQUEST, response: 'The refund window is thirty days.' }),
    );
    await app.request(...post('/v1/checks', { ...SIMPLE_REQUEST, response: 'Unicorns fly daily.' }));
    return { app, store };
  }

  it('lists with filters and cursor pagination', async () => {
    const { app, store } = await seeded();
    const all = await json(await app.request('/v1/checks'));
    expect(all.items.map((item: { responsePreview: string }) => item.responsePreview)).toEqual([
      'Unicorns fly daily.',
      'The refund window is thirty days.',
      SIMPLE_REQUEST.response,
    ]);
    expect(all.items[0].createdAt).toBe('2026-11-12T00:00:00.000Z');
    const flagged = await json(await app.request('/v1/checks?flagged=true'));
    expect(flagged.items).toHaveLength(2);
    const scored = await json(await app.request('/v1/checks?minScore=0.4&maxScore=0.6'));
    expect(scored.items.map((item: { overallScore: number }) => item.overallScore)).toEqual([0.5]);
    const ranged = await json(await app.request('/v1/checks?since=2026-11-11&until=2026-11-12T00:00:00Z'));
    expect(ranged.items).toHaveLength(1);
    const first = await json(await app.request('/v1/checks?limit=2'));
    expect(first.items).toHaveLength(2);
    const second = await json(await app.request(`/v1/checks?limit=2&cursor=${first.nextCursor}`));
    expect(second.items).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    expect(store.listCalls.at(-1)).toMatchObject({ limit: 2, cursor: first.nextCursor });
  });

  it('rejects bad filter values naming the parameter', async () => {
    const { app } = await seeded();
    for (const [query, field] of [
      ['minScore=abc', 'query.minScore'],
      ['since=yesterday', 'query.since'],
      ['flagged=maybe', 'query.flagged'],
      ['limit=100000', 'query.limit'],
      ['sort=id', 'query'],
    ] as const) {
      const response = await app.request(`/v1/checks?${query}`);
      expect(response.status, query).toBe(400);
      expect((await json(response)).error.message.startsWith(field), query).toBe(true);
    }
  });

  it('handles SQL-injection-looking values as data', async () => {
    const { app, store } = await seeded();
    const injected = "' OR 1=1; DROP TABLE faithfulness_checks; --";
    const chat = await app.request(`/v1/checks?chatId=${encodeURIComponent(injected)}`);
    expect(chat.status).toBe(200);
    expect(store.listCalls.at(-1)?.chatId).toBe(injected);
    const since = await app.request(
      `/v1/checks?since=${encodeURIComponent(`2026-11-10'; DROP TABLE x; --`)}`,
    );
    expect(since.status).toBe(400);
    const cursor = await app.request(`/v1/checks?cursor=${encodeURIComponent(injected)}`);
    expect(cursor.status).toBe(422);
    expect(store.listCalls.at(-1)?.cursor).toBe(injected);
    const check = await app.request(`/v1/checks/${encodeURIComponent(injected)}`);
    expect(check.status).toBe(404);
    expect(store.rows).toHaveLength(3);
  });

  it('gets one check, and 404s an unknown id as JSON', async () => {
    const { app, store } = await seeded();
    const id = store.rows[0]!.id;
    const response = await app.request(`/v1/checks/${id}`);
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ id, response: SIMPLE_REQUEST.response, flagged: true });
    const missing = await app.request('/v1/checks/nope');
    expect(missing.status).toBe(404);
    expect((await json(missing)).error).toEqual({ code: 'not_found', message: 'no check with id "nope"' });
  });
});

describe('policy options', () => {
  it('refuses an unknown option with 422 naming it, for direct and queued checks alike', async () => {
    const jobs: unknown[] = [];
    const app = createApp({
      judge: wordJudge(),
      store: createMemoryCheckStore(),
      enqueue: async (job) => {
        jobs.push(job);
        return { jobId: 'job-1' };
      },
    });
    const policy = { id: 'weighted', options: { thresold: 0.5 } };
    for (const [path, extra] of [
      ['/v1/verify', {}],
      ['/v1/checks', {}],
      ['/v1/checks', { async: true }],
    ] as const) {
      const response = await app.request(...post(path, { ...SIMPLE_REQUEST, ...extra, policy }));
      expect(response.status, `${path} ${JSON.stringify(extra)}`).toBe(422);
      expect((await json(response)).error).toMatchObject({
        code: 'invalid_policy',
        message: expect.stringContaining('unknown option "thresold"'),
      });
    }
    expect(jobs).toEqual([]);
  });
});
