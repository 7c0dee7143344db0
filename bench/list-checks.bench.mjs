// Listing stored checks when rows are large (issue 16 item 2): BENCH_LIST_ROWS checks (default
// 300) of ~BENCH_LIST_ROW_MB each (default 1.9: 1,000 chunks of 1,900 characters) in an embedded
// PGlite folder, then, in a fresh Node process so its peak memory is the server's own:
// `GET /v1/checks?limit=200` (response bytes, peak RSS), 8 of them at once, the review list page,
// and the review page of one check whose report has 11,000 claims citing one chunk (page bytes).
// One row is written through save(); the others are copied from it in SQL (generate_series),
// which is what keeps seeding 570 MB quick.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROWS = Number(process.env.BENCH_LIST_ROWS ?? 300);
const ROW_MB = Number(process.env.BENCH_LIST_ROW_MB ?? 1.9);
const BIG_CLAIMS = 11_000;

function report({ claims, overallScore = 0.4 }) {
  return {
    overallScore,
    policy: 'ratio',
    threshold: 0.7,
    flagged: overallScore < 0.7,
    level: 'low',
    vacuous: false,
    status: 'ok',
    claims,
    skipped: [],
    issues: [],
    usage: { llmCalls: 0, inputTokens: 0, outputTokens: 0 },
    evaluationLatencyMs: 12,
    judge: { specificationVersion: 'v1', id: 'bench' },
    scoreDetails: {},
    warnings: [],
  };
}

/** One large row: ~ROW_MB of chunk text, a few claims. */
function largeRow() {
  const chunkChars = 1900;
  const count = Math.max(1, Math.round((ROW_MB * 1_000_000) / chunkChars));
  const sentence = 'The refund window is 30 days from delivery, and refunds go to the original card. ';
  const text = sentence.repeat(Math.ceil(chunkChars / sentence.length)).slice(0, chunkChars);
  const chunks = Array.from({ length: count }, (_, index) => ({ id: `kb-${index}`, text }));
  const claim = (verdict) => ({
    claim: 'The refund window is 60 days.',
    span: { start: 0, end: 29 },
    verdict,
    supported: verdict === 'supported',
    sourceChunkId: 'kb-0',
    evidence: [{ chunkId: 'kb-0', quote: '30 days', start: 21, end: 28 }],
    reasoning: 'the policy says 30 days',
    confidence: 0.9,
  });
  return {
    query: 'How long is the refund window?',
    response: 'The refund window is 60 days.',
    chunks,
    report: report({ claims: [claim('contradicted'), claim('supported')] }),
  };
}

/** The probe's page: 11,000 short claims (a ~100 KB answer), all citing one 1,900-character chunk. */
function manyClaimsRow() {
  const sentence = 'Sky is blue. ';
  const response = sentence.repeat(BIG_CLAIMS).trim();
  const chunkText =
    `${'Background text about weather. '.repeat(30)}Sky is blue. ${'More words follow here. '.repeat(40)}`.slice(
      0,
      1900,
    );
  const quoteStart = chunkText.indexOf('Sky is blue.');
  const claims = Array.from({ length: BIG_CLAIMS }, (_, index) => ({
    claim: 'Sky is blue.',
    span: { start: index * sentence.length, end: index * sentence.length + 12 },
    verdict: index % 2 === 0 ? 'supported' : 'no_evidence',
    supported: index % 2 === 0,
    sourceChunkId: 'c1',
    evidence: [{ chunkId: 'c1', quote: 'Sky is blue.', start: quoteStart, end: quoteStart + 12 }],
    reasoning: 'quoted',
    confidence: 1,
  }));
  return { response, chunks: [{ id: 'c1', text: chunkText }], report: report({ claims }) };
}

async function seed(dataDir) {
  const { createStore } = await import('../dist/index.js');
  const store = await createStore({ dataDir, env: {} });
  try {
    const started = performance.now();
    await store.save(largeRow());
    if (ROWS > 1) {
      // Same row, new ids, spread over the last hour so the order is well defined.
      await store.client.query(
        `insert into faithfulness_checks (chat_key, message_id, overall_score, flagged, claims,
           evaluation_latency_ms, query, response, chunks, chunk_ids, judge, model, prompt_version, policy,
           threshold, level, status, vacuous, issues, usage, report, created_at)
         select chat_key, message_id, overall_score, flagged, claims, evaluation_latency_ms, query, response,
           chunks, chunk_ids, judge, model, prompt_version, policy, threshold, level, status, vacuous, issues,
           usage, report, now() - make_interval(secs => n)
         from faithfulness_checks, generate_series(1, $1::int) as n`,
        [ROWS - 1],
      );
    }
    const big = await store.save(manyClaimsRow());
    const { rows } = await store.client.query(
      'select (select count(*) from faithfulness_checks)::int as n, pg_total_relation_size($1)::float8 as bytes',
      ['faithfulness_checks'],
    );
    console.log(
      `seeded ${rows[0].n} rows (${ROWS} × ~${ROW_MB} MB + one with ${BIG_CLAIMS} claims), table ${(rows[0].bytes / 1e6).toFixed(0)} MB on disk, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return big.id;
  } finally {
    await store.close();
  }
}

/** Runs in the child process: the server on the seeded folder, requests in-process. */
async function measure(dataDir, bigId) {
  const { createStore } = await import('../dist/index.js');
  const { createApp } = await import('../dist/server/index.js');
  const store = await createStore({ dataDir, env: {} });
  const app = createApp({ store });
  const mb = (bytes) => `${(bytes / 1e6).toFixed(2)} MB`;
  const rss = () => Math.round(process.resourceUsage().maxRSS / 1024);
  const baseline = rss();
  const fetchBytes = async (path) => {
    const started = performance.now();
    try {
      const response = await app.request(path);
      const body = await response.arrayBuffer();
      return { status: response.status, bytes: body.byteLength, ms: performance.now() - started };
    } catch (error) {
      return { status: `threw ${error.message}`, bytes: 0, ms: performance.now() - started };
    }
  };
  const lines = [`server peak RSS after opening the store: ${baseline} MB`];
  for (const path of ['/v1/checks?limit=50', '/v1/checks?limit=200', '/v1/checks?limit=500']) {
    const result = await fetchBytes(path);
    lines.push(
      `GET ${path}: ${result.status}, ${mb(result.bytes)} in ${result.ms.toFixed(0)} ms; peak RSS ${rss()} MB`,
    );
  }
  const concurrent = await Promise.all(Array.from({ length: 8 }, () => fetchBytes('/v1/checks?limit=200')));
  lines.push(
    `8 × GET /v1/checks?limit=200 at once: statuses ${[...new Set(concurrent.map((result) => result.status))].join(', ')}, ${mb(concurrent.reduce((sum, result) => sum + result.bytes, 0))} in total; peak RSS ${rss()} MB`,
  );
  const list = await fetchBytes('/review');
  lines.push(`GET /review: ${list.status}, ${mb(list.bytes)}; peak RSS ${rss()} MB`);
  const page = await fetchBytes(`/review/checks/${bigId}`);
  lines.push(
    `GET /review/checks/<${BIG_CLAIMS} claims, ~${Math.round((BIG_CLAIMS * 13) / 1000)} KB answer>: ${page.status}, ${mb(page.bytes)} in ${page.ms.toFixed(0)} ms; peak RSS ${rss()} MB`,
  );
  await store.close();
  console.log(lines.join('\n'));
}

export default async function run() {
  const dataDir = mkdtempSync(join(tmpdir(), 'faithcheck-list-bench-'));
  try {
    const bigId = await seed(dataDir);
    const self = fileURLToPath(import.meta.url);
    const child = spawn(process.execPath, [self, dataDir, bigId], {
      stdio: 'inherit',
      env: { ...process.env, FAITHCHECK_LIST_BENCH_CHILD: '1' },
    });
    const code = await new Promise((resolve) =>
      child.on('exit', (exitCode, signal) => resolve(signal ?? exitCode)),
    );
    if (code !== 0) console.log(`server process ended with ${code} (out of memory?)`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.env.FAITHCHECK_LIST_BENCH_CHILD === '1' && process.argv[2]) {
  await measure(process.argv[2], process.argv[3]);
}
