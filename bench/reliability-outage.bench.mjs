// PostgreSQL down and back while workers drain the queue: two worker processes
// (test/reliability/fixtures/chaos-worker.mjs over dist/) reach the database through a loopback TCP
// proxy; after 2 s the proxy resets every connection and refuses new ones for
// RELIABILITY_OUTAGE_SECONDS (default 5), then accepts again. The shared server itself never stops.
// Reports whether the workers survived, then done exactly once, dead-lettered, duplicates and lost.
// Needs DATABASE_URL or TEST_DATABASE_URL. RELIABILITY_OUTAGE_JOBS (default 3000).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createConnection, createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { openPostgres, silentLogger } from '../dist/index.js';
import { createCheckQueue } from '../dist/queue/index.js';

const WORKER = fileURLToPath(new URL('../test/reliability/fixtures/chaos-worker.mjs', import.meta.url));
const JOBS = Number(process.env.RELIABILITY_OUTAGE_JOBS ?? 3000);
const OUTAGE_SECONDS = Number(process.env.RELIABILITY_OUTAGE_SECONDS ?? 5);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function tcpProxy(target) {
  const sockets = new Set();
  let server = null;
  let port = 0;
  const track = (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const start = () =>
    new Promise((resolve) => {
      server = createServer((client) => {
        const upstream = createConnection(target);
        track(client);
        track(upstream);
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      server.listen(port, '127.0.0.1', () => {
        port = server.address().port;
        resolve();
      });
    });
  const stop = async () => {
    const current = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => current.close(resolve));
  };
  return { start, stop, port: () => port };
}

export default async function run() {
  const databaseUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!databaseUrl) {
    console.log('skipped: set DATABASE_URL or TEST_DATABASE_URL to a PostgreSQL');
    return;
  }
  const target = new URL(databaseUrl);
  const proxy = tcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
  await proxy.start();
  const proxied = new URL(databaseUrl);
  proxied.host = `127.0.0.1:${proxy.port()}`;
  const suffix = randomBytes(5).toString('hex');
  const storeSchema = `fc_rel_ostore_${suffix}`;
  const bossSchema = `fc_rel_oboss_${suffix}`;
  const admin = await openPostgres({ connectionString: databaseUrl, max: 1 });
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
  try {
    await queue.start();
    const enqueued = await queue.enqueueChecks(
      Array.from({ length: JOBS }, (_, number) => ({
        messageId: `o-${number}`,
        response: `Check number ${number} is supported.`,
        chunks: [{ id: 'c1', text: `Check number ${number} is supported.` }],
      })),
    );
    const env = {
      FC_DATABASE_URL: proxied.toString(),
      FC_STORE_SCHEMA: storeSchema,
      FC_BOSS_SCHEMA: bossSchema,
      FC_LATENCY_MS: '20',
      FC_CONCURRENCY: '8',
    };
    for (let index = 0; index < 2; index += 1) {
      const child = spawn(process.execPath, [WORKER], {
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const stderr = [];
      child.stderr.setEncoding('utf8').on('data', (text) => stderr.push(text));
      const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
      workers.push({ child, stderr, exited });
    }
    const completed = async () =>
      (
        await admin.query(
          `select count(*)::int as n from ${bossSchema}.job where name = $1 and state in ('completed', 'failed')`,
          [queue.name],
        )
      ).rows[0].n;
    // Wait for the workers to be draining (store schema created by them), then take the database away.
    const started = Date.now();
    while ((await completed()) < Math.min(300, JOBS / 10) && Date.now() - started < 60_000) await sleep(100);
    const before = await completed();
    await proxy.stop();
    const outageStarted = Date.now();
    await sleep(OUTAGE_SECONDS * 1000);
    await proxy.start();
    const during = (await completed()) - before;
    const alive = () =>
      workers.filter((worker) => worker.child.exitCode === null && worker.child.signalCode === null).length;
    const aliveAfterOutage = alive();
    let done = 0;
    while (Date.now() - outageStarted < 180_000) {
      done = await completed();
      if (done >= JOBS) break;
      await sleep(500);
    }
    const recoveredInSeconds = (Date.now() - outageStarted) / 1000 - OUTAGE_SECONDS;
    const rows = await admin
      .query(`select id::text as id, count(*)::int as n from ${storeSchema}.faithfulness_checks group by 1`)
      .catch(() => ({ rows: [] }));
    const counts = new Map(rows.rows.map((row) => [row.id, row.n]));
    const doneOnce = enqueued.filter((job) => counts.get(job.checkId) === 1).length;
    const deadLetters = await queue.deadLetters({ limit: JOBS });
    const dead = new Set(deadLetters.map((letter) => letter.checkId));
    const lost = enqueued.filter((job) => !counts.has(job.checkId) && !dead.has(job.checkId)).length;
    console.log(
      `outage: ${OUTAGE_SECONDS} s with every connection reset, after ${before} of ${JOBS} jobs; ${during} more had settled by the time it was back`,
    );
    console.log(`workers alive after the outage: ${aliveAfterOutage} of ${workers.length}`);
    console.log(
      `all jobs settled ${recoveredInSeconds.toFixed(1)} s after the database came back (${done} of ${JOBS})`,
    );
    console.log(
      `done exactly once: ${doneOnce}; dead-lettered: ${deadLetters.length}; duplicate rows: ${rows.rows.reduce((sum, row) => sum + row.n - 1, 0)}; LOST: ${lost}`,
    );
    if (deadLetters.length > 0)
      console.log(
        `dead-letter errors: ${[...new Set(deadLetters.map((letter) => JSON.stringify(letter.error).slice(0, 120)))].join(' | ')}`,
      );
    const crashed = workers.filter((worker) => worker.child.exitCode !== null);
    for (const worker of crashed)
      console.log(`worker exited ${worker.child.exitCode}: ${worker.stderr.join('').slice(0, 400)}`);
  } finally {
    for (const worker of workers)
      if (worker.child.exitCode === null && worker.child.signalCode === null) worker.child.kill('SIGKILL');
    await Promise.all(workers.map((worker) => worker.exited));
    await queue.stop({ timeoutMs: 2000 }).catch(() => {});
    await proxy.stop().catch(() => {});
    await admin.exec(
      `drop schema if exists ${storeSchema} cascade; drop schema if exists ${bossSchema} cascade`,
    );
    await admin.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
