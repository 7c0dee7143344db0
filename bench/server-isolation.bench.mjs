// Issue 16 item 1: one heavy request must not freeze the service. `faithcheck serve` runs as a
// child process (local judge, embedded store in a temporary folder); from this process, 4 clients
// post the ~2 MB heavy payload (bench/heavy-payload.mjs) in a loop while one client probes
// /healthz every 50 ms and one posts small verifies (10 sentences × 5 chunks) in a closed loop.
// Two phases: the default settings (the heavy request is over the work budget) and
// `--max-work 1e12 --timeout 5` (the heavy request is admitted, judged on the pool, and must end
// by its 5 s deadline). Reports /healthz and small-verify latency percentiles and how the heavy
// requests ended. FAITHCHECK_BENCH_SECONDS (default 20) sets each phase's length;
// FAITHCHECK_BENCH_CLI points at another build's dist/cli/main.js (for before/after figures).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildHeavyPayload } from './heavy-payload.mjs';
import { formatMs, summarize } from './stats.mjs';

const CLI =
  process.env.FAITHCHECK_BENCH_CLI ?? fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function startServe(flags) {
  const dataDir = mkdtempSync(join(tmpdir(), 'faithcheck-isolation-'));
  const child = spawn(process.execPath, [CLI, 'serve', '--port', '0', '--data-dir', dataDir, ...flags], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  const url = await new Promise((resolve, reject) => {
    child.stderr.on('data', (data) => {
      stderr += data;
      const match = stderr.match(/serving on (http:\/\/\S+?) /);
      if (match) resolve(match[1]);
    });
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}: ${stderr}`)));
  });
  return {
    url,
    stderr: () => stderr,
    async stop() {
      child.kill('SIGKILL');
      await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve()));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function timedFetch(url, init, signal) {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  } catch (error) {
    return {
      status: signal.aborted ? 'no answer' : (error.cause?.code ?? error.message),
      ms: performance.now() - started,
    };
  }
}

async function phase({ name, flags, seconds, heavyBody, smallBody }) {
  const server = await startServe(flags);
  try {
    const post = (body) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body });
    // Warm up the request thread and the pool threads (WordNet) before measuring.
    await timedFetch(`${server.url}/v1/verify`, post(smallBody), AbortSignal.timeout(60_000));
    await sleep(2_000);
    // The machine's own noise: /healthz with nothing else running, for reference.
    const idle = [];
    for (let probe = 0; probe < 40; probe += 1) {
      idle.push(await timedFetch(`${server.url}/healthz`, {}, AbortSignal.timeout(10_000)));
      await sleep(50);
    }
    const stop = new AbortController();
    const until = performance.now() + seconds * 1000;
    const health = [];
    const small = [];
    const heavy = [];
    const heavyLoop = async () => {
      while (performance.now() < until)
        heavy.push(await timedFetch(`${server.url}/v1/verify`, post(heavyBody), stop.signal));
    };
    const healthLoop = async () => {
      while (performance.now() < until) {
        health.push(await timedFetch(`${server.url}/healthz`, {}, stop.signal));
        await sleep(50);
      }
    };
    const smallLoop = async () => {
      while (performance.now() < until)
        small.push(await timedFetch(`${server.url}/v1/verify`, post(smallBody), stop.signal));
    };
    const loops = Promise.all([...Array.from({ length: 4 }, heavyLoop), healthLoop(), smallLoop()]);
    // Whatever has not answered a while after the phase ends is cut off and counted as "no answer".
    await Promise.race([loops, sleep(seconds * 1000 + 15_000)]);
    stop.abort();
    await loops;
    const line = (label, samples) => {
      const answered = samples.filter((sample) => typeof sample.status === 'number');
      const stats = summarize(samples.map((sample) => sample.ms));
      const statuses = {};
      for (const sample of samples) statuses[sample.status] = (statuses[sample.status] ?? 0) + 1;
      return `  ${label}: ${samples.length} requests (${answered.length} answered; ${Object.entries(statuses)
        .map(([status, count]) => `${count}× ${status}`)
        .join(', ')}); p50 ${formatMs(stats.p50)}, p99 ${formatMs(stats.p99)}, max ${formatMs(stats.max)}`;
    };
    console.log(`${name} (serve ${flags.join(' ') || 'with defaults'}), ${seconds} s:`);
    console.log(line('/healthz alone (reference, before the load)', idle));
    console.log(line('/healthz every 50 ms', health));
    console.log(line('small POST /v1/verify, closed loop', small));
    console.log(line('heavy ~2 MB POST /v1/verify, 4 clients', heavy));
  } finally {
    await server.stop();
  }
}

export default async function run() {
  const seconds = Number(process.env.FAITHCHECK_BENCH_SECONDS ?? 20);
  const heavy = buildHeavyPayload();
  const heavyBody = JSON.stringify(heavy);
  const smallBody = JSON.stringify({
    response: heavy.response.split('. ').slice(0, 10).join('. '),
    chunks: heavy.chunks.slice(0, 5),
  });
  console.log(
    `heavy payload: ${(heavyBody.length / 1e6).toFixed(2)} MB, ${heavy.response.length} answer characters, ` +
      `${heavy.chunks.length} chunks of ~1,900 characters; ${CLI}`,
  );
  await phase({ name: 'default limits', flags: [], seconds, heavyBody, smallBody });
  const extra = process.env.FAITHCHECK_BENCH_ADMIT_FLAGS ?? '--max-work 1000000000000';
  await phase({
    name: 'heavy requests admitted, 5 s deadline',
    flags: [...extra.split(' ').filter(Boolean), '--timeout', '5'],
    seconds,
    heavyBody,
    smallBody,
  });
}
