import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../store/__fixtures__/test-backends.js';
import type { CheckStore, SaveCheckInput } from '../store/check-store.js';
import type { SqlCheckStore } from '../store/sql-check-store.js';
import { post, SIMPLE_REQUEST } from './__fixtures__/fixtures.js';
import { wordJudge } from './__fixtures__/word-judge.mjs';
import { createApp } from './create-app.js';
import { checkIdForKey } from './idempotency-key.js';

// biome-ignore lint/suspicious/noExplicitAny: tests read JSON bodies by path
const json = async (response: Response) => (await response.json()) as Record<string, any>;

/**
 * The store with its writes frozen until `thaw()`, as a stalled database freezes them: the request
 * runs into its deadline (504) while its save is still pending, and the save lands afterwards.
 */
function freezeSaves(store: CheckStore) {
  let thaw!: () => void;
  const thawed = new Promise<void>((resolve) => {
    thaw = resolve;
  });
  const saves: Promise<unknown>[] = [];
  const frozen: CheckStore = {
    ...store,
    findByIdempotencyKey: store.findByIdempotencyKey?.bind(store),
    save(input: SaveCheckInput) {
      const saving = thawed.then(() => store.save(input));
      saves.push(saving);
      return saving;
    },
  };
  return { store: frozen, thaw, saves };
}

describe.each(testBackends())('Idempotency-Key on POST /v1/checks ($name, issue 16 item 5)', (backend) => {
  let store: SqlCheckStore;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ store, cleanup } = await backend.open());
  });
  afterAll(async () => {
    await cleanup?.();
  });

  const rowsWithResponse = async (response: string) =>
    (
      await store.client.query<{ id: string }>(
        'select id::text as id from faithfulness_checks where response = $1',
        [response],
      )
    ).rows.map((row) => row.id);

  it('a request answered 504 whose save landed later: its retry with the key gets that row, never a second', async () => {
    // The finding, kept as the control: without a key the retry stores the check a second time.
    for (const withKey of [false, true]) {
      const request = { ...SIMPLE_REQUEST, response: `${SIMPLE_REQUEST.response} ${randomUUID()}` };
      const key = randomUUID();
      const headers: Record<string, string> = withKey ? { 'idempotency-key': key } : {};
      const frozen = freezeSaves(store);
      const slow = createApp({ judge: wordJudge(), store: frozen.store, requestTimeoutMs: 1000 });
      const first = await slow.request(...post('/v1/checks', request, headers));
      expect(first.status).toBe(504);
      expect(frozen.saves).toHaveLength(1);
      frozen.thaw();
      await Promise.all(frozen.saves);
      const [storedId] = await rowsWithResponse(request.response);
      const app = createApp({ judge: wordJudge(), store });
      const retry = await app.request(...post('/v1/checks', request, headers));
      expect(retry.status).toBe(201);
      if (withKey) {
        expect(retry.headers.get('idempotent-replayed')).toBe('true');
        expect((await json(retry)).id).toBe(storedId);
        expect(await rowsWithResponse(request.response)).toEqual([storedId]);
        // And again: the same answer each time.
        const third = await app.request(...post('/v1/checks', request, headers));
        expect(third.status).toBe(201);
        expect((await json(third)).id).toBe(storedId);
      } else {
        expect(await rowsWithResponse(request.response)).toHaveLength(2);
      }
    }
  });

  it('the same key with another body is refused (422) and stores nothing; a malformed key is 400', async () => {
    const app = createApp({ judge: wordJudge(), store });
    const key = randomUUID();
    const request = { ...SIMPLE_REQUEST, response: `${SIMPLE_REQUEST.response} ${randomUUID()}` };
    const first = await app.request(...post('/v1/checks', request, { 'idempotency-key': key }));
    expect(first.status).toBe(201);
    const other = { ...request, response: `${request.response} Different.` };
    const reused = await app.request(...post('/v1/checks', other, { 'idempotency-key': key }));
    expect(reused.status).toBe(422);
    const body = await json(reused);
    expect(body.error.code).toBe('idempotency_key_reused');
    expect(body.error.message).toContain(
      `already used for a different request (check ${(await json(first)).id})`,
    );
    expect(await rowsWithResponse(other.response)).toEqual([]);
    const malformed = await app.request(...post('/v1/checks', request, { 'idempotency-key': 'has space' }));
    expect(malformed.status).toBe(400);
    expect((await json(malformed)).error.code).toBe('invalid_idempotency_key');
  });

  it('concurrent requests with one key store one row and all answer with it', async () => {
    const app = createApp({ judge: wordJudge(), store });
    const key = randomUUID();
    const request = { ...SIMPLE_REQUEST, response: `${SIMPLE_REQUEST.response} ${randomUUID()}` };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        app.request(...post('/v1/checks', request, { 'idempotency-key': key })),
      ),
    );
    const ids = new Set(await Promise.all(answers.map(async (answer) => (await json(answer)).id)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    expect([...ids]).toEqual(await rowsWithResponse(request.response));
    expect(ids.size).toBe(1);
  });

  it('a retried update of a chat message answers 200 as the first did', async () => {
    const app = createApp({ judge: wordJudge(), store });
    const chatId = randomUUID();
    await app.request(...post('/v1/checks', { ...SIMPLE_REQUEST, chatId, messageId: 'm1' }));
    const key = randomUUID();
    const update = { ...SIMPLE_REQUEST, chatId, messageId: 'm1', query: 'Again?' };
    const first = await app.request(...post('/v1/checks', update, { 'idempotency-key': key }));
    const retry = await app.request(...post('/v1/checks', update, { 'idempotency-key': key }));
    expect([first.status, retry.status]).toEqual([200, 200]);
    expect((await json(retry)).id).toBe((await json(first)).id);
  });
});

describe('Idempotency-Key with async: true', () => {
  it('a retried enqueue targets the same check id, so its jobs write one row', async () => {
    const jobs: Array<{ checkId?: string }> = [];
    const app = createApp({
      judge: wordJudge(),
      enqueue: async (job) => {
        jobs.push(job);
        return { jobId: `job-${jobs.length}`, checkId: job.checkId };
      },
    });
    const key = randomUUID();
    const headers = { 'idempotency-key': key };
    const first = await app.request(...post('/v1/checks', { ...SIMPLE_REQUEST, async: true }, headers));
    const retry = await app.request(...post('/v1/checks', { ...SIMPLE_REQUEST, async: true }, headers));
    expect([first.status, retry.status]).toEqual([202, 202]);
    expect(jobs.map((job) => job.checkId)).toEqual([checkIdForKey(key), checkIdForKey(key)]);
    expect((await json(retry)).checkId).toBe(checkIdForKey(key));
    expect(checkIdForKey(key)).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});
