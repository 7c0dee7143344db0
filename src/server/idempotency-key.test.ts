import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../store/__fixtures__/test-backends.js';
import type { CheckStore, SaveCheckInput } from '../store/check-store.js';
import type { SqlCheckStore } from '../store/sql-check-store.js';
import { verify } from '../verify.js';
import { post, SIMPLE_REQUEST } from './__fixtures__/fixtures.js';
import { wordJudge } from './__fixtures__/word-judge.mjs';
import type { CheckJob } from './app-options.js';
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

describe.each(testBackends())('Idempotency-Key with async: true on $name (issue 20 item 5)', (backend) => {
  let store: SqlCheckStore;
  let cleanup: () => Promise<void>;
  beforeAll(async () => {
    ({ store, cleanup } = await backend.open());
  });
  afterAll(async () => {
    await cleanup?.();
  });

  /** A queue whose jobs run when the test says, writing their row as the worker does. */
  function queuedApp() {
    const jobs: CheckJob[] = [];
    const app = createApp({
      judge: wordJudge(),
      store,
      enqueue: async (job) => {
        jobs.push(job);
        return { jobId: `job-${randomUUID()}`, checkId: job.checkId ?? randomUUID() };
      },
    });
    const run = async (job: CheckJob) => {
      const report = await verify({
        query: job.query,
        response: job.response,
        chunks: job.chunks,
        judge: wordJudge(),
      });
      const saved = await store.save({
        id: job.checkId,
        chatId: job.chatId,
        messageId: job.messageId,
        query: job.query,
        response: job.response,
        chunks: job.chunks,
        report,
        idempotency: job.idempotency ?? null,
      });
      if (job.idempotency && saved.id !== job.checkId)
        await store.idempotencyKeys.recordCheck(job.idempotency.key, saved.id);
    };
    return { app, jobs, run };
  }
  const unique = () => ({ ...SIMPLE_REQUEST, response: `${SIMPLE_REQUEST.response} ${randomUUID()}` });
  const rows = async (response: string) =>
    Number(
      (
        await store.client.query<{ n: number }>(
          'select count(*)::int as n from faithfulness_checks where response = $1',
          [response],
        )
      ).rows[0]!.n,
    );

  it('the same key with another body is refused (422) while the first is queued; a true retry is answered as the first, with no second job', async () => {
    const { app, jobs } = queuedApp();
    const headers = { 'idempotency-key': randomUUID() };
    const request = { ...unique(), async: true };
    const first = await app.request(...post('/v1/checks', request, headers));
    expect(first.status).toBe(202);
    const other = await app.request(...post('/v1/checks', { ...unique(), async: true }, headers));
    expect(other.status).toBe(422);
    expect((await json(other)).error.code).toBe('idempotency_key_reused');
    const retry = await app.request(...post('/v1/checks', request, headers));
    expect(retry.status).toBe(202);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await json(retry)).toEqual(await json(first));
    expect(jobs).toHaveLength(1);
  });

  it('async then sync with one key stores one row, whether the job runs before or after', async () => {
    for (const jobFirst of [false, true]) {
      const { app, jobs, run } = queuedApp();
      const headers = { 'idempotency-key': randomUUID() };
      const request = unique();
      expect((await app.request(...post('/v1/checks', { ...request, async: true }, headers))).status).toBe(
        202,
      );
      if (jobFirst) await run(jobs[0]!);
      const sync = await app.request(...post('/v1/checks', request, headers));
      expect(sync.status).toBe(201);
      expect(sync.headers.get('idempotent-replayed')).toBe(jobFirst ? 'true' : null);
      if (!jobFirst) await run(jobs[0]!);
      expect(await rows(request.response)).toBe(1);
      expect((await json(sync)).id).toBe(jobs[0]!.checkId);
    }
  });

  it('a late retry of an older key never reverts a newer update of the same chat message', async () => {
    const { app, jobs, run } = queuedApp();
    const chatId = randomUUID();
    const older = { ...unique(), chatId, messageId: 'm1' };
    const newer = { ...unique(), chatId, messageId: 'm1' };
    const olderKey = { 'idempotency-key': randomUUID() };
    expect((await app.request(...post('/v1/checks', { ...older, async: true }, olderKey))).status).toBe(202);
    await run(jobs[0]!);
    const updated = await app.request(...post('/v1/checks', newer, { 'idempotency-key': randomUUID() }));
    expect(updated.status).toBe(200);
    const id = (await json(updated)).id;
    for (const body of [{ ...older, async: true }, older]) {
      const late = await app.request(...post('/v1/checks', body, olderKey));
      expect(late.status).toBe(409);
      expect((await json(late)).error.code).toBe('idempotency_key_superseded');
    }
    expect(jobs).toHaveLength(1);
    expect((await store.get(id))!.response).toBe(newer.response);
  });
});
