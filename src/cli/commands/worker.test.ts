import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { writeJudgeModule } from '../../judges/__fixtures__/write-judge-module.js';
import { silentLogger } from '../../logger.js';
import { echoJudge } from '../../queue/__fixtures__/echo-judge.mjs';
import { createCheckQueue } from '../../queue/check-queue.js';
import { dropSchema, randomSchemaName, TEST_DATABASE_URL } from '../../store/__fixtures__/test-backends.js';
import { createStore } from '../../store/create-store.js';
import { memoryIO } from '../__fixtures__/memory-io.js';
import { runWorker } from './worker.js';

if (!TEST_DATABASE_URL)
  console.warn('[faithcheck tests] TEST_DATABASE_URL is not set: the PostgreSQL CLI test is skipped');

describe('faithcheck worker', () => {
  it('without DATABASE_URL: exit 2 explaining the queue needs PostgreSQL', async () => {
    const io = memoryIO();
    expect(await runWorker(io, {}, { signal: AbortSignal.abort() })).toBe(2);
    expect(io.err.join('')).toMatch(/needs PostgreSQL: set DATABASE_URL/);
  });

  it('rejects bad flags with exit 2', async () => {
    const io = memoryIO({}, '', { DATABASE_URL: 'postgres://x@127.0.0.1:1/x' });
    expect(await runWorker(io, { concurrency: '0' }, { signal: AbortSignal.abort() })).toBe(2);
    expect(io.err.join('')).toMatch(/--concurrency must be an integer ≥ 1/);
  });

  describe.skipIf(!TEST_DATABASE_URL)('on PostgreSQL', () => {
    const databaseUrl = TEST_DATABASE_URL as string;
    const bossSchema = randomSchemaName('fc_wboss');
    afterAll(async () => {
      await dropSchema(databaseUrl, bossSchema);
    });

    it('drains enqueued checks into the store and stops cleanly on the signal', async () => {
      const store = await createStore({ databaseUrl, env: {} });
      const queue = createCheckQueue({ databaseUrl, schema: bossSchema, logger: silentLogger });
      const chatId = randomUUID();
      try {
        const { checkId } = await queue.enqueueCheck({
          chatId,
          messageId: 'cli-worker',
          response: 'It is 30 days.',
          chunks: ['It is 30 days.'],
        });
        const controller = new AbortController();
        const io = memoryIO({}, '', { DATABASE_URL: databaseUrl });
        const running = runWorker(
          io,
          { queueSchema: bossSchema, concurrency: '2' },
          { signal: controller.signal, judge: echoJudge() },
        );
        const deadline = Date.now() + 15_000;
        while (!(await store.get(checkId)) && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 100));
        controller.abort();
        expect(await running).toBe(0);
        expect((await store.get(checkId))?.chatId).toBe(chatId);
        const log = io.err.join('');
        expect(log).toMatch(/draining "faithcheck-checks" with 2 concurrent checks \(judge echo\)/);
        expect(log).toMatch(new RegExp(`\\[faithfulness\\] chatId=${chatId} score=1\\.00 flagged=false`));
        expect(log).toMatch(/stopped \(1 completed, 0 failed, 0 dead-lettered\)/);
      } finally {
        await store.client.query('delete from faithfulness_checks where chat_id = $1', [chatId]);
        await queue.stop({ timeoutMs: 1000 });
        await store.close();
      }
    });

    it('reads the same configuration as verify and serve: FAITHCHECK_THRESHOLD and FAITHCHECK_JUDGE_MODULE (issue 14 §5)', async () => {
      const schema = randomSchemaName('fc_wconfig');
      const store = await createStore({ databaseUrl, env: {} });
      const queue = createCheckQueue({ databaseUrl, schema, logger: silentLogger });
      const chatId = randomUUID();
      try {
        const { checkId } = await queue.enqueueCheck({
          chatId,
          response: 'The refund window is 30 days. Refunds are paid in cash.',
          chunks: ['The refund window is 30 days.'],
        });
        const controller = new AbortController();
        const io = memoryIO({}, '', {
          DATABASE_URL: databaseUrl,
          FAITHCHECK_THRESHOLD: '0.2',
          FAITHCHECK_JUDGE_MODULE: writeJudgeModule('descriptor'),
        });
        const running = runWorker(io, { queueSchema: schema }, { signal: controller.signal });
        const deadline = Date.now() + 15_000;
        while (!(await store.get(checkId)) && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 100));
        controller.abort();
        expect(await running).toBe(0);
        const report = (await store.get(checkId))?.report;
        expect([report?.judge.id, report?.overallScore, report?.threshold, report?.flagged]).toEqual([
          'sentences',
          0.5,
          0.2,
          false,
        ]);
        expect(io.err.join('')).toMatch(/\(judge sentences\)/);
      } finally {
        await store.client.query('delete from faithfulness_checks where chat_id = $1', [chatId]);
        await queue.stop({ timeoutMs: 1000 });
        await store.close();
        await dropSchema(databaseUrl, schema);
      }
    }, 60_000);

    it('applies --expire-seconds and --retry-limit to a queue serve already created with the defaults (issue 16 item 6)', async () => {
      const policySchema = randomSchemaName('fc_wpolicy');
      // What `faithcheck serve` does: create the queue with the default policy (300 s, 3 retries).
      const served = createCheckQueue({ databaseUrl, schema: policySchema, logger: silentLogger });
      try {
        await served.start();
        expect(await served.boss.getQueue(served.name)).toMatchObject({
          expireInSeconds: 300,
          retryLimit: 3,
        });
        const io = memoryIO({}, '', { DATABASE_URL: databaseUrl });
        const exit = await runWorker(
          io,
          { queueSchema: policySchema, expireSeconds: '10', retryLimit: '5' },
          { signal: AbortSignal.abort(), judge: echoJudge() },
        );
        expect(exit).toBe(0);
        expect(await served.boss.getQueue(served.name)).toMatchObject({ expireInSeconds: 10, retryLimit: 5 });
        const log = io.err.join('');
        expect(log).toMatch(/policy updated \(retryLimit 3 → 5, expireInSeconds 300 → 10\)/);
        expect(log).toMatch(/queue policy 5 retries, lost after 10 s/);
        // A job sent after the update (by serve, whose own options are the defaults) carries the new policy.
        const { jobId } = await served.enqueueCheck({
          response: 'It is 30 days.',
          chunks: ['It is 30 days.'],
        });
        expect(await served.boss.getJobById(served.name, jobId)).toMatchObject({
          expireInSeconds: 10,
          retryLimit: 5,
        });
        // A worker started without the flags keeps the stored policy rather than resetting it.
        const plain = memoryIO({}, '', { DATABASE_URL: databaseUrl });
        expect(
          await runWorker(
            plain,
            { queueSchema: policySchema },
            { signal: AbortSignal.abort(), judge: echoJudge() },
          ),
        ).toBe(0);
        expect(await served.boss.getQueue(served.name)).toMatchObject({ expireInSeconds: 10, retryLimit: 5 });
        expect(plain.err.join('')).not.toMatch(/policy updated/);
      } finally {
        await served.stop({ timeoutMs: 1000 });
        await dropSchema(databaseUrl, policySchema);
      }
    }, 120_000);
  });
});
