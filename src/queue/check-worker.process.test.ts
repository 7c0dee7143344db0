/**
 * Nothing is lost when a worker dies mid-check: two real worker processes drain the queue, one is
 * killed with SIGKILL while checks are in flight, and every job still ends with exactly one row.
 * Runs the built package (`npm run build`, as CI does before the tests) and a real PostgreSQL.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../logger.js';
import { dropSchema, randomSchemaName, TEST_DATABASE_URL } from '../store/__fixtures__/test-backends.js';
import { createStore } from '../store/create-store.js';
import { createCheckQueue } from './check-queue.js';

const WORKER_SCRIPT = fileURLToPath(new URL('./__fixtures__/worker-process.mjs', import.meta.url));
const BUILT = existsSync(fileURLToPath(new URL('../../dist/queue/check-worker.js', import.meta.url)));
const skip = !TEST_DATABASE_URL || !BUILT;
if (skip)
  console.warn(
    `[faithcheck tests] worker crash test skipped: ${!TEST_DATABASE_URL ? 'TEST_DATABASE_URL is not set' : 'dist/ is not built (npm run build)'}`,
  );

interface WorkerProcess {
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

function startWorker(env: Record<string, string>): WorkerProcess {
  const child = spawn(process.execPath, [WORKER_SCRIPT], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  child.stdout
    ?.setEncoding('utf8')
    .on('data', (text: string) => output.push(...text.split('\n').filter(Boolean)));
  child.stderr?.setEncoding('utf8').on('data', (text: string) => output.push(`stderr: ${text}`));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output, exited };
}

async function waitFor(
  condition: () => boolean | Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(skip)('worker processes killed with SIGKILL', () => {
  const databaseUrl = TEST_DATABASE_URL as string;
  const storeSchema = randomSchemaName('fc_kstore');
  const bossSchema = randomSchemaName('fc_kboss');
  const workers: WorkerProcess[] = [];

  afterAll(async () => {
    for (const worker of workers) if (worker.child.exitCode === null) worker.child.kill('SIGKILL');
    await Promise.all(workers.map((worker) => worker.exited));
    await dropSchema(databaseUrl, storeSchema);
    await dropSchema(databaseUrl, bossSchema);
  });

  it('every job ends with exactly one row; the killed worker’s checks are retried by the other', async () => {
    const store = await createStore({ databaseUrl, schema: storeSchema, env: {} });
    const queue = createCheckQueue({
      databaseUrl,
      schema: bossSchema,
      retryLimit: 3,
      retryDelaySeconds: 1,
      expireInSeconds: 2,
      superviseIntervalSeconds: 1,
      logger: silentLogger,
    });
    try {
      await queue.start();
      const jobs = 24;
      const enqueued = await Promise.all(
        Array.from({ length: jobs }, (_, index) =>
          queue.enqueueCheck({
            response: `Check number ${index}.`,
            chunks: [{ id: 'c1', text: `Check number ${index}.` }],
          }),
        ),
      );
      const env = {
        FC_DATABASE_URL: databaseUrl,
        FC_STORE_SCHEMA: storeSchema,
        FC_BOSS_SCHEMA: bossSchema,
        FC_LATENCY_MS: '400',
        FC_CONCURRENCY: '4',
        FC_EXPIRE_SECONDS: '2',
        FC_SUPERVISE_SECONDS: '1',
        FC_PRINT_STARTS: '1',
      };
      const victim = startWorker(env);
      workers.push(victim);
      await waitFor(
        () => victim.output.some((line) => line.startsWith('started')),
        20_000,
        'the first worker to start a check',
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      victim.child.kill('SIGKILL');
      expect(await victim.exited).toBeNull();
      const inFlight = victim.output.filter((line) => line.startsWith('started')).length;

      const survivor = startWorker(env);
      workers.push(survivor);
      const ids = enqueued.map((job) => job.checkId);
      const rows = async () =>
        (
          await store.client.query<{ n: number }>(
            'select count(*)::int as n from faithfulness_checks where id = any($1::uuid[])',
            [ids],
          )
        ).rows[0]?.n ?? 0;
      const jobStates = async () =>
        (
          await store.client.query<{ state: string; retry_count: number; output: unknown }>(
            `select state::text as state, retry_count, output from ${bossSchema}.job where name = $1 and state <> 'completed'`,
            [queue.name],
          )
        ).rows;
      const completedJobs = async () =>
        (
          await store.client.query<{ n: number }>(
            `select count(*)::int as n from ${bossSchema}.job where name = $1 and state = 'completed'`,
            [queue.name],
          )
        ).rows[0]?.n ?? 0;
      // Every row saved and every job settled: a check the victim saved just before it was killed
      // has its row while its job is still active, until it expires and is retried.
      await waitFor(
        async () => (await rows()) === jobs && (await completedJobs()) === jobs,
        30_000,
        'every check to be saved and every job completed',
      ).catch(async (error) => {
        throw new Error(
          `${(error as Error).message}: ${await rows()} rows; unfinished jobs ${JSON.stringify(await jobStates())}; survivor said ${survivor.output.join(' | ')}`,
        );
      });

      const total = await store.client.query<{ n: number }>(
        'select count(*)::int as n from faithfulness_checks',
      );
      expect(total.rows[0]?.n).toBe(jobs);
      const states = await store.client.query<{ state: string; retried: number; n: number }>(
        `select state::text as state, (retry_count > 0)::int as retried, count(*)::int as n
         from ${bossSchema}.job where name = $1 group by 1, 2 order by 1, 2`,
        [queue.name],
      );
      const completed = states.rows
        .filter((row) => row.state === 'completed')
        .reduce((sum, row) => sum + row.n, 0);
      const retried = states.rows.filter((row) => row.retried === 1).reduce((sum, row) => sum + row.n, 0);
      expect(completed).toBe(jobs);
      expect(inFlight).toBeGreaterThan(0);
      expect(retried).toBeGreaterThanOrEqual(1);
      expect(await queue.deadLetters()).toEqual([]);

      survivor.child.kill('SIGTERM');
      expect(await survivor.exited).toBe(0);
      expect(survivor.output.some((line) => line.startsWith('stopped'))).toBe(true);
    } finally {
      await queue.stop({ timeoutMs: 2000 });
      await store.close();
    }
  }, 60_000);

  it('a check whose worker is killed during its last attempt is saved as failed, not lost (issue 16 item 7)', async () => {
    const schema = randomSchemaName('fc_lstore');
    const boss = randomSchemaName('fc_lboss');
    const store = await createStore({ databaseUrl, schema, env: {} });
    const queue = createCheckQueue({
      databaseUrl,
      schema: boss,
      retryLimit: 0,
      expireInSeconds: 2,
      superviseIntervalSeconds: 1,
      logger: silentLogger,
    });
    try {
      await queue.start();
      const { checkId } = await queue.enqueueCheck({
        chatId: 'chat-lost',
        messageId: 'm-1',
        response: 'The last attempt never ends.',
        chunks: [{ id: 'c1', text: 'The last attempt never ends.' }],
      });
      const env = {
        FC_DATABASE_URL: databaseUrl,
        FC_STORE_SCHEMA: schema,
        FC_BOSS_SCHEMA: boss,
        FC_CONCURRENCY: '1',
        FC_EXPIRE_SECONDS: '2',
        FC_SUPERVISE_SECONDS: '1',
        FC_PRINT_STARTS: '1',
        FC_RETRY_LIMIT: '0',
      };
      const victim = startWorker({ ...env, FC_LATENCY_MS: '600000' });
      workers.push(victim);
      await waitFor(
        () => victim.output.some((line) => line.startsWith('started')),
        20_000,
        'the worker to start the check',
      );
      victim.child.kill('SIGKILL');
      expect(await victim.exited).toBeNull();
      // Nobody will ever settle that attempt: the job expires and goes to the dead-letter queue.
      const survivor = startWorker({ ...env, FC_LATENCY_MS: '10' });
      workers.push(survivor);
      await waitFor(async () => (await store.get(checkId)) !== null, 40_000, 'the failed row').catch(
        (error) => {
          throw new Error(`${(error as Error).message}; survivor said ${survivor.output.join(' | ')}`);
        },
      );
      const row = await store.get(checkId);
      expect(row?.report.status).toBe('failed');
      expect(row?.report.flagged).toBe(true);
      expect(row?.report.issues[0]?.message).toMatch(/last attempt did not finish/);
      expect(row).toMatchObject({ chatId: 'chat-lost', messageId: 'm-1' });
      expect((await queue.deadLetters()).map((letter) => letter.checkId)).toEqual([checkId]);
      survivor.child.kill('SIGTERM');
      expect(await survivor.exited).toBe(0);
    } finally {
      await queue.stop({ timeoutMs: 2000 });
      await store.close();
      await dropSchema(databaseUrl, schema);
      await dropSchema(databaseUrl, boss);
    }
  }, 90_000);
});
