// Storage on a real PostgreSQL (DATABASE_URL or TEST_DATABASE_URL): seed 000's review query
// getFlaggedResponses({ limit: 50, since: 7 days }) over one million checks with 5 % flagged,
// spread over 30 days (inserted with generate_series in SQL), plus save() latency on PostgreSQL
// and on the embedded PGlite. Everything happens in a throwaway schema, dropped at the end.
import { randomBytes } from 'node:crypto';
import { createStore, getFlaggedResponses, openPostgres } from '../dist/index.js';
import { formatMs, peakRssMb, summarize } from './stats.mjs';

const ROWS = Number(process.env.BENCH_STORE_ROWS ?? 1_000_000);

function report(overallScore) {
  return {
    overallScore,
    policy: 'ratio',
    threshold: 0.7,
    flagged: overallScore < 0.7,
    level: overallScore >= 0.9 ? 'high' : 'low',
    vacuous: false,
    status: 'ok',
    claims: [
      {
        claim: 'The refund window is 30 days.',
        span: { start: 0, end: 29 },
        verdict: 'supported',
        supported: true,
        sourceChunkId: 'kb-1',
        evidence: [],
        reasoning: 'quoted',
        confidence: 1,
      },
    ],
    skipped: [],
    issues: [],
    usage: { llmCalls: 0, inputTokens: 0, outputTokens: 0 },
    evaluationLatencyMs: 12,
    judge: { specificationVersion: 'v1', id: 'bench' },
    scoreDetails: {},
    warnings: [],
  };
}

async function timeSaves(store, count) {
  const samples = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    await store.save({
      response: 'The refund window is 30 days.',
      chunks: [{ id: 'kb-1', text: 'Refunds within 30 days.' }],
      report: report(index % 20 === 0 ? 0.4 : 0.9),
    });
    samples.push(performance.now() - started);
  }
  return summarize(samples);
}

export default async function run() {
  const pglite = await createStore({ memory: true, env: {} });
  const pgliteSaves = await timeSaves(pglite, 500);
  await pglite.close();
  console.log(
    `save() on PGlite (in memory): p50 ${formatMs(pgliteSaves.p50)}, p99 ${formatMs(pgliteSaves.p99)} (n=${pgliteSaves.n})`,
  );

  const databaseUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!databaseUrl) {
    console.log('PostgreSQL figures skipped: set DATABASE_URL or TEST_DATABASE_URL');
    return;
  }
  const schema = `fc_bench_${randomBytes(4).toString('hex')}`;
  const store = await createStore({ databaseUrl, schema, env: {} });
  try {
    const saves = await timeSaves(store, 500);
    console.log(
      `save() on PostgreSQL: p50 ${formatMs(saves.p50)}, p99 ${formatMs(saves.p99)} (n=${saves.n})`,
    );
    await store.client.query('truncate faithfulness_checks');

    const started = performance.now();
    await store.client.query(
      `insert into faithfulness_checks (chat_id, message_id, overall_score, flagged, claims, evaluation_latency_ms,
         created_at, query, response, chunks, chunk_ids, judge, policy, threshold, level, status, vacuous, issues, usage, report)
       select gen_random_uuid(), 'msg-' || g, case when g % 20 = 0 then 0.40 else 0.90 end, g % 20 = 0,
         '[{"claim":"The refund window is 30 days.","supported":true,"verdict":"supported"}]'::jsonb, 100 + g % 900,
         now() - make_interval(secs => g * (2592000.0 / $1)), 'How long is the refund window?',
         'The refund window is 30 days. Shipping is free.', '[{"id":"kb-1","text":"Refunds within 30 days.","contentHash":"x"}]'::jsonb,
         array['kb-1'], 'bench', 'ratio', 0.7, case when g % 20 = 0 then 'very_low' else 'high' end, 'ok', false,
         '[]'::jsonb, '{"llmCalls":0,"inputTokens":0,"outputTokens":0}'::jsonb, '{"overallScore":0.9}'::jsonb
       from generate_series(1, $1::int) as g`,
      [ROWS],
    );
    await store.client.exec('analyze faithfulness_checks');
    const inserted = (
      await store.client.query(
        'select count(*)::int as n, (count(*) filter (where flagged))::int as f from faithfulness_checks',
      )
    ).rows[0];
    console.log(
      `inserted ${inserted.n} rows (${inserted.f} flagged) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const since = () => new Date(Date.now() - 7 * 24 * 60 * 60 * 1000);
    for (let warm = 0; warm < 20; warm += 1) await getFlaggedResponses({ limit: 50, since: since(), store });
    const samples = [];
    let returned = 0;
    for (let iteration = 0; iteration < 200; iteration += 1) {
      const t0 = performance.now();
      const rows = await getFlaggedResponses({ limit: 50, since: since(), store });
      samples.push(performance.now() - t0);
      returned = rows.length;
    }
    const flagged = summarize(samples);
    console.log(
      `getFlaggedResponses({ limit: 50, since: 7 days }) over ${ROWS} rows: median ${formatMs(flagged.p50)}, p99 ${formatMs(flagged.p99)} (n=${flagged.n}, ${returned} rows each)`,
    );
    const plan = await store.client.query(
      `explain select id from faithfulness_checks where flagged = true and created_at >= $1::timestamptz order by created_at desc, id desc limit 50`,
      [since()],
    );
    console.log(
      `  plan: ${plan.rows
        .map((row) => row['QUERY PLAN'])
        .join(' / ')
        .replace(/\s+/g, ' ')
        .slice(0, 200)}`,
    );

    const pageSamples = [];
    let cursor;
    for (let iteration = 0; iteration < 100; iteration += 1) {
      const t0 = performance.now();
      const page = await store.list({ limit: 50, cursor });
      pageSamples.push(performance.now() - t0);
      cursor = page.nextCursor ?? undefined;
    }
    const pages = summarize(pageSamples);
    console.log(
      `list({ limit: 50 }) walking 100 pages by cursor: median ${formatMs(pages.p50)}, p99 ${formatMs(pages.p99)}`,
    );

    const t0 = performance.now();
    const days = await store.dailyCounts({ since: new Date(Date.now() - 30 * 24 * 60 * 60 * 1000) });
    console.log(
      `dailyCounts(30 days) over ${ROWS} rows: ${formatMs(performance.now() - t0)} (${days.length} days)`,
    );
  } finally {
    await store.close();
    const admin = await openPostgres({ connectionString: databaseUrl, max: 1 });
    await admin.exec(`drop schema if exists "${schema}" cascade`);
    await admin.close();
  }
  console.log(`peak RSS ${peakRssMb()} MB`);
}
