// A worker process for the crash test (check-worker.process.test.ts) and the throughput bench:
// the built package's queue and worker with an echo judge of FC_LATENCY_MS. It prints
// `started <response>` when a check begins and `ready` once it is polling; SIGTERM stops it
// gracefully. Configuration comes from the environment (see the test).
import { createCheckQueue } from '../../../dist/queue/check-queue.js';
import { startCheckWorker } from '../../../dist/queue/check-worker.js';
import { createStore } from '../../../dist/store/create-store.js';
import { echoJudge } from './echo-judge.mjs';

const env = process.env;
const quiet = { debug() {}, info() {}, warn() {}, error: (message) => process.stderr.write(`${message}\n`) };
const store = await createStore({
  databaseUrl: env.FC_DATABASE_URL,
  schema: env.FC_STORE_SCHEMA,
  poolSize: 4,
  env: {},
});
const queue = createCheckQueue({
  databaseUrl: env.FC_DATABASE_URL,
  schema: env.FC_BOSS_SCHEMA,
  retryLimit: Number(env.FC_RETRY_LIMIT ?? 3),
  retryDelaySeconds: 1,
  expireInSeconds: Number(env.FC_EXPIRE_SECONDS ?? 300),
  superviseIntervalSeconds: Number(env.FC_SUPERVISE_SECONDS ?? 30),
  poolSize: 4,
  logger: quiet,
});
const judge = echoJudge({
  latencyMs: Number(env.FC_LATENCY_MS ?? 200),
  onCall: env.FC_PRINT_STARTS ? (response) => process.stdout.write(`started ${response}\n`) : undefined,
});
const worker = await startCheckWorker({
  queue,
  store,
  concurrency: Number(env.FC_CONCURRENCY ?? 4),
  pollingIntervalSeconds: 0.5,
  verifyOptions: { judge, logger: quiet },
});
process.stdout.write('ready\n');
process.once('SIGTERM', async () => {
  await worker.stop();
  await queue.stop({ timeoutMs: 5000 });
  await store.close();
  process.stdout.write(`stopped ${JSON.stringify(worker.stats())}\n`);
});
