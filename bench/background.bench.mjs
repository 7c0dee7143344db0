// Checks off the caller's path. (1) The time scheduleFaithfulnessCheck() adds to a request: each
// call timed on its own, checks running behind it with an instant judge. (2) The durable queue's
// throughput on a real PostgreSQL (DATABASE_URL or TEST_DATABASE_URL): two `worker` processes
// (src/queue/__fixtures__/worker-process.mjs over dist/) with a mock judge of 200 ms per check.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import {
  createBackgroundRunner,
  createCheckQueue,
  createStore,
  openPostgres,
  scheduleFaithfulnessCheck,
  silentLogger,
} from '../dist/index.js';
import { echoJudge } from '../src/queue/__fixtures__/echo-judge.mjs';
import { formatMs, summarize } from './stats.mjs';

const WORKER = fileURLToPath(new URL('../src/queue/__fixtures__/worker-process.mjs', import.meta.url));
const JOBS = Number(process.env.BENCH_QUEUE_JOBS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_WORKER_CONCURRENCY ?? 32);

async function schedulingOverhead() {
  const runner = createBackgroundRunner({ concurrency: 4, maxQueued: 100_000, logger: silentLogger });
  const judge = echoJudge();
  const samples = [];
  for (let batch = 0; batch < 50; batch += 1) {
    const pending = [];
    for (let index = 0; index < 200; index += 1) {
      const response = `Answer ${batch}-${index}.`;
      const started = performance.now();
      const scheduled = scheduleFaithfulnessCheck({
        enabled: true,
        chatId: '00000000-0000-4000-8000-000000000000',
        messageId: `m${batch}-${index}`,
        response,
        chunks: [{ id: 'c1', text: response }],
        store: false,
        runner,
        logger: silentLogger,
        verifyOptions: { judge, logger: silentLogger },
      });
      samples.push(performance.now() - started);
      pending.push(scheduled.settled);
    }
    await Promise.all(pending);
  }
  const stats = summarize(samples.slice(1000));
  console.log(
    `scheduleFaithfulnessCheck() on the caller's path: p50 ${formatMs(stats.p50)}, p99 ${formatMs(stats.p99)}, max ${formatMs(stats.max)} (n=${stats.n}; ${runner.stats().completed} checks ran behind it)`,
  );
}

function startWorker(env) {
  const child = spawn(process.execPath, [WORKER], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise((resolve) => {
    child.stdout.setEncoding('utf8').on('data', (text) => {
      if (text.includes('ready')) resolve();
    });
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { child, ready, exited };
}

async function workerThroughput(databaseUrl) {
  const suffix = randomBytes(4).toString('hex');
  const storeSchema = `fc_bench_store_${suffix}`;
  const bossSchema = `fc_bench_boss_${suffix}`;
  const store = await createStore({ databaseUrl, schema: storeSchema, env: {} });
  const queue = createCheckQueue({ databaseUrl, schema: bossSchema, logger: silentLogger });
  const workers = [];
  try {
    await queue.start();
    const single = [];
    for (let index = 0; index < 200; index += 1) {
      const response = `Single ${index} is supported.`;
      const t0 = performance.now();
      await queue.enqueueCheck({ response, chunks: [{ id: 'c1', text: response }] });
      single.push(performance.now() - t0);
    }
    const enqueueLatency = summarize(single);
    const bulkStarted = performance.now();
    const rest = JOBS - single.length;
    for (let offset = 0; offset < rest; offset += 500) {
      await queue.enqueueChecks(
        Array.from({ length: Math.min(500, rest - offset) }, (_, index) => {
          const response = `Check ${offset + index} is supported.`;
          return { response, chunks: [{ id: 'c1', text: response }] };
        }),
      );
    }
    const bulkSeconds = (performance.now() - bulkStarted) / 1000;
    const env = {
      FC_DATABASE_URL: databaseUrl,
      FC_STORE_SCHEMA: storeSchema,
      FC_BOSS_SCHEMA: bossSchema,
      FC_LATENCY_MS: '200',
      FC_CONCURRENCY: String(CONCURRENCY),
    };
    for (let index = 0; index < 2; index += 1) workers.push(startWorker(env));
    await Promise.all(workers.map((worker) => worker.ready));
    const started = performance.now();
    let saved = 0;
    while (saved < JOBS) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      saved = (await store.client.query('select count(*)::int as n from faithfulness_checks')).rows[0].n;
      if (performance.now() - started > 120_000) break;
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `enqueueCheck() one job: p50 ${formatMs(enqueueLatency.p50)}, p99 ${formatMs(enqueueLatency.p99)} (n=${enqueueLatency.n}); enqueueChecks() in 500s: ${(rest / bulkSeconds).toFixed(0)} jobs/s`,
    );
    console.log(
      `durable queue, 2 worker processes × ${CONCURRENCY} concurrent, 200 ms mock judge: ${saved} checks saved in ${seconds.toFixed(2)} s = ${(saved / seconds).toFixed(0)} checks/s (ideal ${((2 * CONCURRENCY) / 0.2).toFixed(0)}/s)`,
    );
  } finally {
    for (const worker of workers) worker.child.kill('SIGTERM');
    await Promise.all(workers.map((worker) => worker.exited));
    await queue.stop({ timeoutMs: 2000 });
    await store.close();
    const admin = await openPostgres({ connectionString: databaseUrl, max: 1 });
    await admin.exec(
      `drop schema if exists "${storeSchema}" cascade; drop schema if exists "${bossSchema}" cascade`,
    );
    await admin.close();
  }
}

export default async function run() {
  await schedulingOverhead();
  const databaseUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!databaseUrl) {
    console.log('durable queue throughput skipped: set DATABASE_URL or TEST_DATABASE_URL');
    return;
  }
  await workerThroughput(databaseUrl);
}
