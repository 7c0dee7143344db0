/**
 * Issue 23 item 4 as a queue job: `enqueueRejudge` stores a re-judging run for the worker, which
 * runs it with the judge the job names and saves the run; the stored checks are left as they were.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { latestRejudgeRun } from '../drift/rejudge-runs.js';
import { InputError } from '../errors.js';
import { silentLogger } from '../logger.js';
import { dropSchema, randomSchemaName, TEST_DATABASE_URL } from '../store/__fixtures__/test-backends.js';
import { createStore } from '../store/create-store.js';
import type { SqlCheckStore } from '../store/sql-check-store.js';
import { mockJudge } from '../test/mock-judge.js';
import { verify } from '../verify.js';
import { type CheckQueue, createCheckQueue } from './check-queue.js';
import { enqueueRejudge, rejudgeJobSchema, startRejudgeWorker } from './rejudge-job.js';

const response = 'The refund window is 30 days.';
const chunks = [{ id: 'kb', text: 'The refund window is 30 days.' }];
const judgeSaying = (id: string, verdict: 'supported' | 'contradicted') =>
  mockJudge({
    id,
    claims: { [response]: [response] },
    verdicts: { [response]: { verdict, evidence: [{ chunkId: 'kb', quote: response }] } },
  });

describe('rejudge job data', () => {
  it('needs a judge to compare with and a sample in range', () => {
    expect(rejudgeJobSchema.safeParse({ sample: 10, localParams: 'p.json' }).success).toBe(true);
    expect(rejudgeJobSchema.safeParse({ sample: 10 }).success).toBe(false);
    expect(rejudgeJobSchema.safeParse({ sample: 0, judge: 'llm' }).success).toBe(false);
    expect(rejudgeJobSchema.safeParse({ sample: 10, judge: 'llm', extra: 1 }).success).toBe(false);
  });
});

describe.skipIf(!TEST_DATABASE_URL)('rejudge jobs on PostgreSQL', () => {
  const databaseUrl = TEST_DATABASE_URL as string;
  const storeSchema = randomSchemaName('fc_rjstore');
  const bossSchema = randomSchemaName('fc_rjboss');
  let store: SqlCheckStore;
  let queue: CheckQueue;
  beforeAll(async () => {
    store = await createStore({ databaseUrl, schema: storeSchema, env: {} });
    queue = createCheckQueue({ databaseUrl, schema: bossSchema, logger: silentLogger });
    for (let index = 0; index < 3; index += 1) {
      const report = await verify({
        response,
        chunks,
        judge: judgeSaying('stored', 'supported'),
        logger: silentLogger,
      });
      await store.save({ response, chunks, report });
    }
  });
  afterAll(async () => {
    await queue?.stop({ timeoutMs: 2000 });
    await store?.close();
    await dropSchema(databaseUrl, storeSchema);
    await dropSchema(databaseUrl, bossSchema);
  });

  it('the worker runs the job with the named judge and saves the run', async () => {
    await expect(enqueueRejudge(queue, { sample: 3 } as never)).rejects.toThrow(InputError);
    const before = await store.list({ limit: 10 });
    const asked: unknown[] = [];
    const worker = await startRejudgeWorker({
      queue,
      store,
      logger: silentLogger,
      pollingIntervalSeconds: 0.5,
      createJudge: async (job) => {
        asked.push(job);
        return judgeSaying('other', 'contradicted');
      },
    });
    await enqueueRejudge(queue, { sample: 3, judge: 'other', maxFlipRate: 0.5 });
    // A generous deadline for a loaded machine, not what is asserted.
    await vi.waitFor(async () => expect(await latestRejudgeRun(store.client)).not.toBeNull(), {
      timeout: 20_000,
      interval: 100,
    });
    await worker.stop();
    expect(asked).toEqual([expect.objectContaining({ judge: 'other' })]);
    const run = await latestRejudgeRun(store.client);
    expect(run).toMatchObject({ sampleSize: 3, claimsCompared: 3, flipRate: 1, maxFlipRate: 0.5 });
    expect(run?.warning).toMatch(/above the configured 50\.0 %/);
    expect((await store.list({ limit: 10 })).items).toEqual(before.items);
  });
});
