// POST /v1/verify through the real HTTP stack: the server in this process on 127.0.0.1, the load
// from a second Node process (keep-alive connections, closed loop) for a bounded time. A 300-word
// answer against 10 chunks. Reports requests/s, latency percentiles and errors.
// FAITHCHECK_BENCH_SECONDS (default 30) and FAITHCHECK_BENCH_CONNECTIONS (default 8) tune it;
// FAITHCHECK_BENCH_JUDGE=word swaps the local judge for a trivial one, to see the HTTP stack's own cost.
import { spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { formatMs, summarize } from './stats.mjs';

const SENTENCES = [
  'The Aurora X2 laptop weighs 1.3 kilograms and has a 14-inch display.',
  'Its battery lasts up to eighteen hours of video playback.',
  'The base model ships with 16 GB of memory and a 512 GB solid-state drive.',
  'Customers can return the laptop within thirty days of delivery for a full refund.',
  'Refunds are issued to the original payment method within five business days.',
  'The warranty covers manufacturing defects for two years.',
  'Accidental damage is covered only with the Care Plus plan.',
  'Standard shipping is free and takes three to five business days.',
  'Express shipping costs twelve dollars and arrives the next business day.',
  'The keyboard is backlit and spill resistant.',
  'Two USB-C ports support charging and external displays.',
  'The webcam records video at 1080p.',
  'Support is available by chat every day from eight to eight.',
  'The laptop runs the latest operating system out of the box.',
  'Trade-in credit can be applied to the purchase price.',
  'The charger delivers 65 watts.',
  'A carrying sleeve is included in the box.',
  'Student discounts of ten percent are available with a valid school email.',
  'The aluminium chassis comes in silver and graphite.',
  'Firmware updates are delivered automatically.',
  'The display reaches 500 nits of brightness.',
  'Bluetooth 5.3 and Wi-Fi 7 are supported.',
  'The laptop is made from 40 percent recycled aluminium.',
  'A fingerprint reader is built into the power button.',
  'Price matching applies within fourteen days of purchase.',
  'It comes with a free month of cloud storage.',
  'The speakers support spatial audio.',
  'Gift wrapping is offered at checkout for five dollars.',
  'The memory cannot be upgraded after purchase.',
  'Orders over one hundred dollars qualify for free express shipping.',
];

function buildInput() {
  const words = (text) => text.split(/\s+/).length;
  const picked = [];
  let count = 0;
  for (let index = 0; count < 300; index += 1) {
    const sentence = SENTENCES[index % SENTENCES.length];
    picked.push(sentence);
    count += words(sentence);
  }
  const chunks = Array.from({ length: 10 }, (_, chunkIndex) => ({
    id: `doc-${chunkIndex + 1}`,
    text: SENTENCES.slice(chunkIndex * 3, chunkIndex * 3 + 3)
      .concat(SENTENCES.slice((chunkIndex * 7) % 30, ((chunkIndex * 7) % 30) + 2))
      .join(' '),
  }));
  return { query: 'Tell me about the Aurora X2.', response: picked.join(' '), chunks, words: count };
}

async function load({ url, seconds, connections, body }) {
  const latencies = [];
  let errors = 0;
  const firstErrors = [];
  const deadline = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      try {
        const response = await fetch(`${url}/v1/verify`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        await response.arrayBuffer();
        if (response.status !== 200) {
          errors += 1;
          if (firstErrors.length < 3) firstErrors.push(`HTTP ${response.status}`);
        } else latencies.push(performance.now() - started);
      } catch (error) {
        errors += 1;
        if (firstErrors.length < 3) firstErrors.push(error.message);
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  return { latencies, errors, firstErrors, elapsedMs: performance.now() - started };
}

async function pickJudge() {
  if (process.env.FAITHCHECK_BENCH_JUDGE === 'word') {
    const { wordJudge } = await import('../src/server/__fixtures__/word-judge.mjs');
    return { judge: wordJudge(), note: 'word-overlap test judge (HTTP overhead only)' };
  }
  try {
    const { createLocalJudge } = await import('../dist/judges/local/create-local-judge.js');
    return { judge: createLocalJudge(), note: 'local judge' };
  } catch (error) {
    const { wordJudge } = await import('../src/server/__fixtures__/word-judge.mjs');
    return {
      judge: wordJudge(),
      note: `word-overlap test judge (the local judge could not be loaded: ${error.message})`,
    };
  }
}

export default async function run() {
  const { createApp, startServer } = await import('../dist/server/index.js');
  const seconds = Number(process.env.FAITHCHECK_BENCH_SECONDS ?? 30);
  const connections = Number(process.env.FAITHCHECK_BENCH_CONNECTIONS ?? 8);
  const input = buildInput();
  const { judge, note } = await pickJudge();
  const server = await startServer({
    app: createApp({ judge }),
    host: '127.0.0.1',
    port: 0,
    apiKeys: [],
  });
  try {
    const body = JSON.stringify({ query: input.query, response: input.response, chunks: input.chunks });
    const warm = await fetch(`${server.url}/v1/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const report = await warm.json();
    if (warm.status !== 200) throw new Error(`warm-up failed: ${JSON.stringify(report)}`);
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--load'], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    child.stdin.end(JSON.stringify({ url: server.url, seconds, connections, body }));
    let output = '';
    child.stdout.on('data', (data) => {
      output += data;
    });
    const exitCode = await new Promise((resolve) => child.on('close', resolve));
    if (exitCode !== 0) throw new Error(`load process exited with ${exitCode}`);
    const result = JSON.parse(output);
    const stats = summarize(result.latencies);
    const rate = result.latencies.length / (result.elapsedMs / 1000);
    console.log(
      `POST /v1/verify, ${input.words}-word answer (${report.claims.length} claims) x 10 chunks, ${note}, ` +
        `${connections} keep-alive connections from a second process for ${seconds} s:`,
    );
    console.log(
      `  ${rate.toFixed(0)} requests/s; latency p50 ${formatMs(stats.p50)}, p90 ${formatMs(stats.p90)}, ` +
        `p99 ${formatMs(stats.p99)}, max ${formatMs(stats.max)}; ${result.latencies.length} ok, ${result.errors} errors` +
        (result.firstErrors.length > 0 ? ` (${result.firstErrors.join('; ')})` : ''),
    );
  } finally {
    await server.close();
  }
}

if (
  process.argv[1] &&
  import.meta.url === pathToFileURL(process.argv[1]).href &&
  process.argv[2] === '--load'
) {
  let input = '';
  for await (const part of process.stdin) input += part;
  const result = await load(JSON.parse(input));
  process.stdout.write(JSON.stringify(result));
}
