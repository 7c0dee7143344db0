// The service under mixed load, including hostile traffic: the app (API key, in-memory PGlite
// store, local judge) listens on 127.0.0.1 and a second Node process drives it for a bounded time
// with 8 keep-alive connections: 60% valid /v1/verify, 10% POST /v1/checks (stored), 10% GET
// /v1/checks, 10% bad input (invalid JSON, wrong types, 1,001 chunks, a 3 MB body), 10% wrong or
// missing token. Reports status counts per class (5xx must be 0), latency p50/p99 of the valid
// calls and the server's heap/RSS sampled every 2 s (after gc with node --expose-gc).
// RELIABILITY_LOAD_SECONDS (default 20); RELIABILITY_LOAD_ONLY=valid,… restricts the mix.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { formatMs, summarize } from './stats.mjs';

const KEY = 'bench-reliability-key-0123456789';
const mb = (bytes) => Math.round(bytes / 1024 / 1024);

function requests() {
  const good = {
    query: 'How long is the refund window?',
    response:
      'The refund window is thirty days from delivery. Standard shipping is free and takes three to five business days.',
    chunks: [
      {
        id: 'refunds',
        text: 'Customers can return the laptop within thirty days of delivery for a full refund.',
      },
      { id: 'shipping', text: 'Standard shipping is free and takes three to five business days.' },
    ],
  };
  const auth = { authorization: `Bearer ${KEY}`, 'content-type': 'application/json' };
  const post = (path, body, headers = auth) => ({
    path,
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    valid: () => post('/v1/verify', good),
    stored: (index) =>
      post('/v1/checks', {
        ...good,
        chatId: '22222222-2222-4222-8222-222222222222',
        messageId: `load-${index}`,
      }),
    list: () => ({ path: '/v1/checks?flagged=false&limit=20', method: 'GET', headers: auth }),
    bad: (index) =>
      [
        post('/v1/verify', '{"response": "x", "chunks": ['),
        post('/v1/verify', { response: 42, chunks: 'nope' }),
        post('/v1/verify', {
          response: 'x',
          chunks: Array.from({ length: 1001 }, (_, chunk) => ({ id: `c${chunk}`, text: 't' })),
        }),
        post('/v1/verify', { response: 'a'.repeat(3 * 1024 * 1024), context: [] }),
      ][Math.floor(index / 10) % 4],
    unauthorized: (index) =>
      post(
        '/v1/verify',
        good,
        Math.floor(index / 10) % 2
          ? { 'content-type': 'application/json' }
          : { ...auth, authorization: 'Bearer wrong' },
      ),
  };
}

async function load({ url, seconds, connections }) {
  const make = requests();
  const mix = ['valid', 'valid', 'valid', 'valid', 'valid', 'valid', 'stored', 'list', 'bad', 'unauthorized'];
  const only = process.env.RELIABILITY_LOAD_ONLY;
  const classes = only
    ? mix.map((kind) => (only.split(',').includes(kind) ? kind : only.split(',')[0]))
    : mix;
  const statuses = {};
  const latencies = [];
  let failures = 0;
  const reasons = {};
  let counter = 0;
  const deadline = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      counter += 1;
      const kind = classes[counter % classes.length];
      const request = make[kind](counter);
      const started = performance.now();
      try {
        const response = await fetch(`${url}${request.path}`, {
          method: request.method,
          headers: request.headers,
          body: request.body,
        });
        await response.arrayBuffer();
        const key = `${kind} ${response.status}`;
        statuses[key] = (statuses[key] ?? 0) + 1;
        if (kind === 'valid' && response.status === 200) latencies.push(performance.now() - started);
      } catch (error) {
        failures += 1;
        const reason = `${kind}: ${error.cause?.code ?? error.message}`;
        reasons[reason] = (reasons[reason] ?? 0) + 1;
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  return { statuses, latencies, failures, reasons, elapsedMs: performance.now() - started };
}

export default async function run() {
  const { createApp, startServer } = await import('../dist/server/index.js');
  const { createStore } = await import('../dist/index.js');
  let judge;
  let note = 'local judge';
  try {
    judge = (await import('../dist/judges/local/create-local-judge.js')).createLocalJudge();
  } catch (error) {
    judge = (await import('../src/server/__fixtures__/word-judge.mjs')).wordJudge();
    note = `word-overlap judge (local judge unavailable: ${error.message})`;
  }
  const seconds = Number(process.env.RELIABILITY_LOAD_SECONDS ?? 20);
  const store = await createStore({ memory: true, env: {} });
  const server = await startServer({
    app: createApp({ judge, store, apiKeys: [KEY] }),
    host: '127.0.0.1',
    port: 0,
    apiKeys: [KEY],
  });
  const samples = [];
  const timer = setInterval(() => {
    globalThis.gc?.();
    const memory = process.memoryUsage();
    samples.push(`${mb(memory.heapUsed)}/${mb(memory.rss)}`);
  }, 2000);
  try {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--load'], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    child.stdin.end(JSON.stringify({ url: server.url, seconds, connections: 8 }));
    let output = '';
    child.stdout.on('data', (data) => {
      output += data;
    });
    const exitCode = await new Promise((resolve) => child.on('close', resolve));
    if (exitCode !== 0) throw new Error(`load process exited with ${exitCode}`);
    const result = JSON.parse(output);
    const total = Object.values(result.statuses).reduce((sum, count) => sum + count, 0);
    const serverErrors = Object.entries(result.statuses).filter(([key]) => / 5\d\d$/.test(key));
    const stats = summarize(result.latencies);
    console.log(`judge: ${note}; ${seconds} s, 8 connections from a second process on 127.0.0.1`);
    console.log(
      `requests: ${total} (${(total / (result.elapsedMs / 1000)).toFixed(0)}/s), transport failures ${result.failures} ${JSON.stringify(result.reasons)}`,
    );
    console.log(`by class and status: ${JSON.stringify(result.statuses)}`);
    console.log(`5xx responses: ${serverErrors.reduce((sum, [, count]) => sum + count, 0)}`);
    console.log(
      `valid /v1/verify latency: p50 ${formatMs(stats.p50)}, p99 ${formatMs(stats.p99)}, max ${formatMs(stats.max)}`,
    );
    console.log(
      `server heapUsed/RSS MB every 2 s${globalThis.gc ? ' (after gc)' : ''}: ${samples.join(' ')}`,
    );
    const health = await fetch(`${server.url}/healthz`);
    console.log(`healthz after the run: ${health.status}`);
  } finally {
    clearInterval(timer);
    await server.close();
    await store.close();
  }
}

if (process.argv[2] === '--load') {
  let input = '';
  for await (const piece of process.stdin) input += piece;
  process.stdout.write(JSON.stringify(await load(JSON.parse(input))));
} else if (import.meta.url === `file://${process.argv[1]}`) await run();
