// Worker faults: 10,000 checks queued on a real PostgreSQL (pg-boss), drained by three worker
// processes (test/reliability/fixtures/chaos-worker.mjs over dist/) that are SIGKILLed at random
// and replaced while they work. 1% of the checks are poisoned (their judge always fails). At the
// end every healthy check must have exactly one row and every poisoned one must be dead-lettered
// with its error. Kills come every 0.5–1.5 s. Reports done, dead-lettered, re-run after a kill, duplicates and lost (= 0).
// Needs DATABASE_URL or TEST_DATABASE_URL; works in two schemas it drops afterwards.
// RELIABILITY_JOBS (default 10000), RELIABILITY_WORKERS (3), RELIABILITY_MAX_SECONDS (420).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createStore, openPostgres, silentLogger } from '../dist/index.js';
import { createCheckQueue } from '../dist/queue/index.js';

const WORKER = fileURLToPath(new URL('../test/reliability/fixtures/chaos-worker.mjs', import.meta.url));
const JOBS = Number(process.env.RELIABILITY_JOBS ?? 10_000);
const WORKERS = Number(process.env.RELIABILITY_WORKERS ?? 3);
const MAX_SECONDS = Number(process.env.RELIABILITY_MAX_SECONDS ?? 420);
const POISON_EVERY = 100;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function startWorker(env) {
  const child = spawn(process.execPath, [WORKER], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let ready = false;
  child.stdout.setEncoding('utf8').on('data', (text) => {
    if (text.includes('ready')) ready = true;
  });
  child.stderr
    .setEncoding('utf8')
    .on('data', (text) => process.stderr.write(`[worker ${child.pid}] ${text}`));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  return { child, exited, isReady: () => ready };
}

export default async function run() {
  const databaseUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!databaseUrl) {
    console.log('skipped: set DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL');
    return;
  }
  const suffix = randomBytes(5).toString('hex');
  const storeSchema = `fc_rel_store_${suffix}`;
  const bossSchema = `fc_rel_boss_${suffix}`;
  const store = await createStore({ databaseUrl, schema: storeSchema, poolSize: 2, env: {} });
  const queue = createCheckQueue({
    databaseUrl,
    schema: bossSchema,
    retryLimit: 2,
    retryDelaySeconds: 1,
    retryDelayMaxSeconds: 2,
    expireInSeconds: 4,
    superviseIntervalSeconds: 1,
    poolSize: 2,
    logger: silentLogger,
  });
  const workers = [];
  const admin = await openPostgres({ connectionString: databaseUrl, max: 1 });
  try {
    await queue.start();
    const enqueued = [];
    for (let offset = 0; offset < JOBS; offset += 1000) {
      const batch = Array.from({ length: Math.min(1000, JOBS - offset) }, (_, index) => {
        const number = offset + index;
        const poisoned = number % POISON_EVERY === POISON_EVERY - 1;
        return {
          chatId: null,
          messageId: `m-${number}`,
          response: `${poisoned ? 'POISON ' : ''}Check number ${number} is supported.`,
          chunks: [{ id: 'c1', text: `Check number ${number} is supported.` }],
        };
      });
      enqueued.push(
        ...(await queue.enqueueChecks(batch)).map((job, index) => ({
          ...job,
          poisoned: batch[index].response.startsWith('POISON'),
        })),
      );
    }
    const poisoned = enqueued.filter((job) => job.poisoned);
    console.log(`enqueued ${enqueued.length} checks (${poisoned.length} poisoned) in schema ${bossSchema}`);

    const env = {
      FC_DATABASE_URL: databaseUrl,
      FC_STORE_SCHEMA: storeSchema,
      FC_BOSS_SCHEMA: bossSchema,
      FC_LATENCY_MS: '2',
      FC_CONCURRENCY: '16',
    };
    for (let index = 0; index < WORKERS; index += 1) workers.push(startWorker(env));

    const settled = async () => {
      const { rows } = await admin.query(
        `select state::text as state, count(*)::int as n from ${bossSchema}.job where name = $1 group by 1`,
        [queue.name],
      );
      return Object.fromEntries(rows.map((row) => [row.state, row.n]));
    };
    const started = Date.now();
    let kills = 0;
    let nextKill = Date.now() + 500 + Math.random() * 1000;
    let states = {};
    const progress = [];
    while (Date.now() - started < MAX_SECONDS * 1000) {
      await sleep(250);
      states = await settled();
      if ((states.completed ?? 0) + (states.failed ?? 0) >= JOBS) break;
      if (Date.now() >= nextKill && (states.completed ?? 0) < JOBS - poisoned.length - 200) {
        const alive = workers.filter(
          (worker) => worker.child.exitCode === null && worker.child.signalCode === null,
        );
        const victim = alive[Math.floor(Math.random() * alive.length)];
        if (victim) {
          victim.child.kill('SIGKILL');
          await victim.exited;
          kills += 1;
          workers.push(startWorker(env));
        }
        nextKill = Date.now() + 500 + Math.random() * 1000;
      }
      if (progress.length === 0 || Date.now() - progress.at(-1).at >= 5000)
        progress.push({
          at: Date.now(),
          seconds: Math.round((Date.now() - started) / 1000),
          completed: states.completed ?? 0,
          active: states.active ?? 0,
          failed: states.failed ?? 0,
        });
    }
    const seconds = (Date.now() - started) / 1000;

    const ids = enqueued.map((job) => job.checkId);
    const rows = await admin.query(
      `select id::text as id, count(*)::int as n from ${storeSchema}.faithfulness_checks group by 1`,
    );
    const rowCount = new Map(rows.rows.map((row) => [row.id, row.n]));
    const healthy = enqueued.filter((job) => !job.poisoned);
    const doneOnce = healthy.filter((job) => rowCount.get(job.checkId) === 1).length;
    const duplicates = rows.rows.reduce((sum, row) => sum + (row.n - 1), 0);
    const strays = rows.rows.filter((row) => !ids.includes(row.id)).length;
    const deadLetters = await queue.deadLetters({ limit: JOBS });
    const deadIds = new Set(deadLetters.map((letter) => letter.checkId));
    const deadWithError = deadLetters.filter((letter) =>
      JSON.stringify(letter.error ?? '').includes('poisoned check'),
    ).length;
    const otherErrors = deadLetters
      .filter((letter) => !JSON.stringify(letter.error ?? '').includes('poisoned check'))
      .map((letter) => JSON.stringify(letter.error).slice(0, 160));
    const poisonDead = poisoned.filter((job) => deadIds.has(job.checkId)).length;
    const poisonRows = poisoned.filter((job) => rowCount.has(job.checkId)).length;
    const lost =
      healthy.filter((job) => !rowCount.has(job.checkId) && !deadIds.has(job.checkId)).length +
      (poisoned.length - poisonDead);
    const retried = await admin.query(
      `select count(*)::int as n from ${bossSchema}.job where name = $1 and retry_count > 0 and data->>'response' not like 'POISON%'`,
      [queue.name],
    );

    console.log(`workers: ${WORKERS} at a time, ${kills} SIGKILLed and replaced, ${workers.length} started`);
    console.log(
      `time: ${seconds.toFixed(1)} s, ${(JOBS / seconds).toFixed(0)} checks/s including kills and retries`,
    );
    console.log(`job states: ${JSON.stringify(states)}`);
    console.log(
      `healthy checks: ${healthy.length}, done exactly once: ${doneOnce}, re-run after a kill (retry_count > 0): ${retried.rows[0].n}`,
    );
    console.log(
      `poisoned checks: ${poisoned.length}, dead-lettered: ${poisonDead} (${deadWithError} with the judge's error), rows written for them: ${poisonRows}`,
    );
    if (otherErrors.length > 0) console.log(`dead letters with another error: ${otherErrors.join(' | ')}`);
    console.log(
      `dead letters in total: ${deadLetters.length}; duplicate rows: ${duplicates}; rows not from a job: ${strays}`,
    );
    console.log(`LOST: ${lost}`);
    console.log(
      `progress (every ~5 s): ${progress.map((point) => `${point.seconds}s:${point.completed}`).join(' ')}`,
    );
  } finally {
    for (const worker of workers)
      if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGKILL');
    await Promise.all(workers.map((worker) => worker.exited));
    await queue.stop({ timeoutMs: 2000 }).catch(() => {});
    await store.close();
    await admin.exec(
      `drop schema if exists ${storeSchema} cascade; drop schema if exists ${bossSchema} cascade`,
    );
    await admin.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
