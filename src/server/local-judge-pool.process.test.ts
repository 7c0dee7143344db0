/**
 * The judge pool on real worker threads, from the built package (dist/): the thread entry is the
 * compiled `local-judge-worker.js`, as after `npm pack`. Needs `npm run build`.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type * as CascadeModule from '../judges/cascade/cascade-judge.js';
import type * as LocalModule from '../judges/local/create-local-judge.js';
import type { FaithfulnessReport } from '../spec/report.js';
import type { CheckStore } from '../store/check-store.js';
import { stubLlmJudge } from './__fixtures__/stub-llm-judge.js';
import type * as ServerModule from './index.js';

const DIST = new URL('../../dist/server/index.js', import.meta.url);
const CASCADE = new URL('../../dist/judges/cascade/cascade-judge.js', import.meta.url);
const LOCAL = new URL('../../dist/judges/local/create-local-judge.js', import.meta.url);
const BUILT = existsSync(fileURLToPath(DIST));
if (!BUILT)
  console.warn('[faithcheck tests] judge pool thread tests skipped: dist/ is not built (npm run build)');
const NEVER_ANSWERS = new URL('./__fixtures__/never-answers-worker.mjs', import.meta.url);
const FAILS_TO_START = new URL('./__fixtures__/fails-to-start-worker.mjs', import.meta.url);

const server = BUILT ? ((await import(DIST.href)) as typeof ServerModule) : undefined;

/** More claims than the request thread takes, so the check goes to the pool. */
const response = Array.from(
  { length: 60 },
  (_, index) => `The refund window is ${index % 2 === 0 ? 30 : 60} days for order ${index}.`,
).join(' ');
const chunks = [
  { id: 'policy', text: 'The refund window is 30 days from delivery. Items must be unused.' },
  { id: 'shipping', text: 'Standard shipping takes 5 business days.' },
];

/** A store that records what it was asked to save. */
function recordingStore() {
  const saved: unknown[] = [];
  const store = {
    saved,
    async save(input: unknown) {
      saved.push(input);
      throw new Error('nothing should be stored');
    },
  };
  return store as unknown as CheckStore & { saved: unknown[] };
}

type ErrorBody = { error: { code: string; message: string } };

const post = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

const pools: ServerModule.LocalJudgePool[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

describe.skipIf(!BUILT)('local judge pool on worker threads (issue 16 item 1)', () => {
  it('judges on a thread exactly as on the request thread', { timeout: 60_000 }, async () => {
    const { createApp, createLocalJudgePool } = server!;
    const pool = createLocalJudgePool({ threads: 1 });
    pools.push(pool);
    const threaded = await createApp({ judgePool: pool }).request('/v1/verify', post({ response, chunks }));
    const inline = await createApp().request('/v1/verify', post({ response, chunks }));
    expect(threaded.status).toBe(200);
    const fromThread = (await threaded.json()) as FaithfulnessReport;
    const fromRequestThread = (await inline.json()) as FaithfulnessReport;
    expect(fromThread.claims).toHaveLength(60);
    expect(fromThread.claims.map((claim) => claim.verdict)).toEqual(
      fromRequestThread.claims.map((claim) => claim.verdict),
    );
    expect(fromThread.overallScore).toBe(fromRequestThread.overallScore);
  });

  it('prepares a big body on a thread: an over-limit one is refused there as the request thread would', {
    timeout: 60_000,
  }, async () => {
    const { createApp, createLocalJudgePool } = server!;
    const pool = createLocalJudgePool({ threads: 1 });
    pools.push(pool);
    const big = {
      response,
      chunks: Array.from({ length: 300 }, (_, index) => ({
        id: `doc-${index}`,
        text: `Express shipping costs ${index} dollars. `.repeat(30),
      })),
    };
    expect(JSON.stringify(big).length).toBeGreaterThan(256 * 1024);
    const threaded = await createApp({ judgePool: pool, maxJudgeWork: 1_000 }).request(
      '/v1/verify',
      post(big),
    );
    const inline = await createApp({ maxJudgeWork: 1_000 }).request('/v1/verify', post(big));
    expect(threaded.status).toBe(413);
    expect(await threaded.json()).toEqual(await inline.json());
    const admitted = await createApp({ judgePool: pool }).request('/v1/verify', post(big));
    expect(admitted.status).toBe(200);
    expect(((await admitted.json()) as FaithfulnessReport).claims).toHaveLength(60);
  });

  it('answers /healthz while a check holds its thread, then 504 at the deadline with nothing stored', {
    timeout: 60_000,
  }, async () => {
    const { createApp, createLocalJudgePool } = server!;
    const pool = createLocalJudgePool({ threads: 1, workerFile: NEVER_ANSWERS });
    pools.push(pool);
    const store = recordingStore();
    const app = createApp({ judgePool: pool, store, requestTimeoutMs: 1_500 });
    let settled = false;
    const pending = Promise.resolve(app.request('/v1/checks', post({ response, chunks }))).finally(() => {
      settled = true;
    });
    const health = await app.request('/healthz');
    expect(health.status).toBe(200);
    expect(settled).toBe(false);
    const answer = await pending;
    expect(answer.status).toBe(504);
    expect(((await answer.json()) as ErrorBody).error.code).toMatch(/timeout/);
    expect(store.saved).toEqual([]);
  });

  it('runs a cascade’s local stage on a thread: /healthz answers while it holds it, 504 at the deadline', {
    timeout: 60_000,
  }, async () => {
    const { createApp, createLocalJudgePool, pooledLocalJudge } = server!;
    const { cascadeJudge } = (await import(CASCADE.href)) as typeof CascadeModule;
    const { createLocalJudge } = (await import(LOCAL.href)) as typeof LocalModule;
    const pool = createLocalJudgePool({ threads: 1, workerFile: NEVER_ANSWERS });
    pools.push(pool);
    const llm = stubLlmJudge();
    const judge = cascadeJudge({
      local: pooledLocalJudge({ pool, local: createLocalJudge(), timeoutMs: 1_500 }),
      llm,
    });
    const app = createApp({ judge, judgePool: pool, requestTimeoutMs: 1_500 });
    let settled = false;
    const small = { response: 'The refund window is 30 days.', context: ['The refund window is 30 days.'] };
    const pending = Promise.resolve(app.request('/v1/verify', post(small))).finally(() => {
      settled = true;
    });
    const health = await app.request('/healthz');
    expect(health.status).toBe(200);
    expect(settled).toBe(false);
    const answer = await pending;
    expect(answer.status).toBe(504);
    expect(llm.verified).toBe(0);
  });

  it('answers 503 with Retry-After when every thread is busy and the queue is full', {
    timeout: 60_000,
  }, async () => {
    const { createApp, createLocalJudgePool } = server!;
    const pool = createLocalJudgePool({ threads: 1, maxQueue: 1, workerFile: NEVER_ANSWERS });
    pools.push(pool);
    const app = createApp({ judgePool: pool, requestTimeoutMs: 3_000 });
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => app.request('/v1/verify', post({ response, chunks }))),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([503, 504, 504]);
    const busy = answers.find((answer) => answer.status === 503)!;
    expect(busy.headers.get('retry-after')).toBe('3');
    expect(((await busy.json()) as ErrorBody).error.code).toBe('busy');
  });

  it('survives a thread that cannot start: the check answers 500, the server keeps answering', {
    timeout: 60_000,
  }, async () => {
    const { createApp, createLocalJudgePool } = server!;
    const pool = createLocalJudgePool({ threads: 1, workerFile: FAILS_TO_START });
    pools.push(pool);
    const answer = await createApp({ judgePool: pool }).request('/v1/verify', post({ response, chunks }));
    expect(answer.status).toBe(500);
    expect(((await answer.json()) as ErrorBody).error.code).toBe('internal_error');
    expect((await createApp({ judgePool: pool }).request('/healthz')).status).toBe(200);
  });

  it('logs a thread that fails with no check on it, instead of ending the process', {
    timeout: 60_000,
  }, async () => {
    const { createLocalJudgePool } = server!;
    let logged: (message: string) => void = () => {};
    const message = new Promise<string>((resolve) => {
      logged = resolve;
    });
    const logger = { debug() {}, info() {}, warn() {}, error: (text: string) => logged(text) };
    pools.push(createLocalJudgePool({ threads: 1, workerFile: FAILS_TO_START, logger }));
    expect(await message).toMatch(/judge pool thread failed: this thread cannot start/);
  });
});
