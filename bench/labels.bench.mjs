// Labels on one check (issue 20 item 2): BENCH_LABELS labels (default 50,000) with 4,000-character
// notes — what the probe stored — on one check of 100 claims, in an embedded PGlite folder,
// written in SQL (generate_series) past the per-check cap, as a store from before the cap could
// hold them. Then, in a fresh Node process so its peak memory is the server's own: the label list
// (default page and the largest), the review page, four views of it at once, and the whole export
// streamed through `GET /v1/labels/export` (bytes, peak RSS).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const LABELS = Number(process.env.BENCH_LABELS ?? 50_000);
const CLAIMS = 100;

function checkRow() {
  const sentence = 'The refund window is 30 days. ';
  const claims = Array.from({ length: CLAIMS }, (_, index) => ({
    claim: `The refund window is 30 days (${index}).`,
    span: { start: index * sentence.length, end: index * sentence.length + 29 },
    verdict: index % 2 === 0 ? 'supported' : 'no_evidence',
    supported: index % 2 === 0,
    sourceChunkId: 'c1',
    evidence: [],
    reasoning: 'bench',
    confidence: 0.9,
  }));
  return {
    query: 'How long is the refund window?',
    response: sentence.repeat(CLAIMS).trim(),
    chunks: [{ id: 'c1', text: 'The refund window is 30 days from delivery.' }],
    report: {
      overallScore: 0.5,
      policy: 'ratio',
      threshold: 0.7,
      flagged: true,
      level: 'low',
      vacuous: false,
      status: 'ok',
      claims,
      skipped: [],
      issues: [],
      usage: { llmCalls: 0, inputTokens: 0, outputTokens: 0 },
      evaluationLatencyMs: 1,
      judge: { specificationVersion: 'v1', id: 'bench' },
      scoreDetails: {},
      warnings: [],
    },
  };
}

async function seed(dataDir) {
  const { createStore } = await import('../dist/index.js');
  const store = await createStore({ dataDir, env: {} });
  try {
    const started = performance.now();
    const { id } = await store.save(checkRow());
    await store.client.query(
      `insert into faithfulness_labels (check_id, claim_index, claim_text, judge_verdict, reviewer_verdict, reviewer, note)
       select $1::uuid, n % ${CLAIMS}, 'claim ' || (n % ${CLAIMS}), 'supported',
              (array['supported','no_evidence','contradicted','partially_supported'])[1 + n % 4],
              'reviewer-' || n, repeat('note ', 800)
         from generate_series(1, $2::int) as n`,
      [id, LABELS],
    );
    console.log(
      `seeded ${LABELS} labels with 4,000-character notes on one check in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return id;
  } finally {
    await store.close();
  }
}

async function measure(dataDir, id) {
  const { createStore } = await import('../dist/index.js');
  const { createApp } = await import('../dist/server/index.js');
  const store = await createStore({ dataDir, env: {} });
  const app = createApp({ store });
  const mb = (bytes) => `${(bytes / 1e6).toFixed(2)} MB`;
  const rss = () => Math.round(process.resourceUsage().maxRSS / 1024);
  const fetchBytes = async (path) => {
    const started = performance.now();
    const response = await app.request(path);
    // Read as a client does, chunk by chunk, without keeping the body.
    let bytes = 0;
    for await (const chunk of response.body) bytes += chunk.byteLength;
    return { status: response.status, bytes, ms: performance.now() - started };
  };
  const lines = [`server peak RSS after opening the store: ${rss()} MB`];
  for (const path of [
    `/v1/checks/${id}/labels`,
    `/v1/checks/${id}/labels?limit=500`,
    `/review/checks/${id}`,
  ]) {
    const result = await fetchBytes(path);
    lines.push(
      `GET ${path.replace(id, ':id')}: ${result.status}, ${mb(result.bytes)} in ${result.ms.toFixed(0)} ms; peak RSS ${rss()} MB`,
    );
  }
  const four = await Promise.all(Array.from({ length: 4 }, () => fetchBytes(`/review/checks/${id}`)));
  lines.push(
    `4 × GET /review/checks/:id at once: statuses ${[...new Set(four.map((result) => result.status))].join(', ')}; peak RSS ${rss()} MB`,
  );
  const exported = await fetchBytes('/v1/labels/export');
  lines.push(
    `GET /v1/labels/export (all ${LABELS}): ${exported.status}, ${mb(exported.bytes)} streamed in ${(exported.ms / 1000).toFixed(1)} s; peak RSS ${rss()} MB`,
  );
  await store.close();
  console.log(lines.join('\n'));
}

export default async function run() {
  const dataDir = mkdtempSync(join(tmpdir(), 'faithcheck-labels-bench-'));
  try {
    const id = await seed(dataDir);
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), dataDir, id], {
      stdio: 'inherit',
      env: { ...process.env, FAITHCHECK_LABELS_BENCH_CHILD: '1' },
    });
    const code = await new Promise((resolve) =>
      child.on('exit', (exitCode, signal) => resolve(signal ?? exitCode)),
    );
    if (code !== 0) console.log(`server process ended with ${code} (out of memory?)`);
    // The CLI's export of the same store, to a file: its peak RSS (GNU time's %M, in KB).
    const out = join(dataDir, 'labels.jsonl');
    const cli = spawn(
      '/usr/bin/time',
      [
        '-f',
        '%M %e',
        process.execPath,
        fileURLToPath(new URL('../dist/cli/main.js', import.meta.url)),
        'labels',
        'export',
        '--data-dir',
        dataDir,
        '--out',
        out,
      ],
      { stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, DATABASE_URL: '' } },
    );
    let stderr = '';
    cli.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const cliCode = await new Promise((resolve) => cli.on('exit', (exitCode) => resolve(exitCode)));
    const [kb, seconds] = stderr.trim().split('\n').at(-1).split(' ');
    const { statSync } = await import('node:fs');
    console.log(
      `faithcheck labels export --out FILE: exit ${cliCode}, ${(statSync(out).size / 1e6).toFixed(2)} MB written in ${seconds} s; peak RSS ${Math.round(Number(kb) / 1024)} MB`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.env.FAITHCHECK_LABELS_BENCH_CHILD === '1' && process.argv[2]) {
  await measure(process.argv[2], process.argv[3]);
}
