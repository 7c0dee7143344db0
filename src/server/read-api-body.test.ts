/**
 * Big bodies are read, validated and priced on the judge pool, never on the request thread (issue
 * 16 item 1: four clients posting 2 MB bodies kept the request thread from answering /healthz).
 * The pool runs in process here (from the TypeScript sources); `local-judge-pool.process.test.ts`
 * runs the same path on real threads.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from './create-app.js';
import { createLocalJudgePool, type LocalJudgePool } from './local-judge-pool.js';
import { OFF_THREAD_BODY_BYTES } from './read-api-body.js';

type ErrorBody = { error: { code: string; message: string; details?: { path: string }[] } };

const post = (body: string) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body });

/** A verify body over OFF_THREAD_BODY_BYTES: 300 chunks of ~1,000 characters. */
function bigRequest(response = 'The warranty covers two years.') {
  const chunks = Array.from({ length: 300 }, (_, index) => ({
    id: `doc-${index}`,
    text: `Express shipping costs ${index} dollars. `.repeat(30),
  }));
  return { response, chunks };
}

/** The pool, with a record of the bodies it was asked to prepare. */
function spiedPool(): LocalJudgePool & { prepared: string[] } {
  const pool = createLocalJudgePool({ inProcess: true });
  pools.push(pool);
  const prepared: string[] = [];
  return {
    ...pool,
    threads: pool.threads,
    maxQueue: pool.maxQueue,
    prepared,
    prepareBody(task, abortSignal) {
      prepared.push(task.bodyKind);
      return pool.prepareBody(task, abortSignal);
    },
  };
}

const pools: LocalJudgePool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

describe('big request bodies are prepared on the judge pool (issue 16 item 1)', () => {
  it('prices and refuses an over-limit body on the pool, with the request thread’s exact answer', async () => {
    const body = JSON.stringify(bigRequest('The warranty covers two years. '.repeat(200)));
    expect(body.length).toBeGreaterThan(OFF_THREAD_BODY_BYTES);
    const pool = spiedPool();
    const onPool = await createApp({ judgePool: pool, maxJudgeWork: 1_000 }).request(
      '/v1/verify',
      post(body),
    );
    const here = await createApp({ maxJudgeWork: 1_000 }).request('/v1/verify', post(body));
    expect(pool.prepared).toEqual(['verify']);
    expect(onPool.status).toBe(413);
    const onPoolBody = (await onPool.json()) as ErrorBody;
    expect(onPoolBody.error.code).toBe('work_too_large');
    expect(onPoolBody).toEqual(await here.json());
  });

  it('answers bad JSON, a misnamed field and a bad chunk from the pool as the request thread does', async () => {
    const valid = bigRequest();
    const cases = [
      JSON.stringify(valid).slice(0, -1),
      JSON.stringify({ answer: valid.response, chunks: valid.chunks }),
      JSON.stringify({ ...valid, chunks: [...valid.chunks, { id: 'x', text: 42 }] }),
    ];
    for (const body of cases) {
      const pool = spiedPool();
      const onPool = await createApp({ judgePool: pool }).request('/v1/verify', post(body));
      const here = await createApp().request('/v1/verify', post(body));
      expect(pool.prepared).toEqual(['verify']);
      expect(onPool.status).toBe(400);
      expect(await onPool.json()).toEqual(await here.json());
    }
  });

  it('judges an admitted big body, and parses a small one on the request thread', async () => {
    const pool = spiedPool();
    const app = createApp({ judgePool: pool });
    const big = await app.request('/v1/verify', post(JSON.stringify(bigRequest())));
    expect(big.status).toBe(200);
    expect(((await big.json()) as { claims: unknown[] }).claims).toHaveLength(1);
    expect(pool.prepared).toEqual(['verify']);
    const small = await app.request(
      '/v1/verify',
      post(JSON.stringify({ response: 'It is 30 days.', context: ['The window is 30 days.'] })),
    );
    expect(small.status).toBe(200);
    expect(pool.prepared).toEqual(['verify']);
  });

  it('prepares a big POST /v1/checks body on the pool too, and refuses it over the limit', async () => {
    const pool = spiedPool();
    const app = createApp({ judgePool: pool, maxJudgeWork: 1_000 });
    const body = JSON.stringify({ ...bigRequest('It is free. '.repeat(100)), chatId: 'chat-1' });
    const answer = await app.request('/v1/checks', post(body));
    expect(pool.prepared).toEqual(['check']);
    expect(answer.status).toBe(413);
    expect(((await answer.json()) as ErrorBody).error.code).toBe('work_too_large');
  });
});
