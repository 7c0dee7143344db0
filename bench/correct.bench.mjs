// The corrective loop's figures (seed 001's success metrics) on a small labelled set over
// examples/corpus (bench/correct-cases.json): how often the loop triggers (on grounded answers and
// on answers with an invented sentence), how often it improves confidence, how often the invented
// sentence is gone from the final answer, and the latency it adds. Verifier: the embedded local
// judge; retriever: BM25 over the corpus; generator: an AI SDK mock model (MockLanguageModelV4)
// that answers extractively after a simulated model latency, through the real aiSdkGenerator adapter.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MockLanguageModelV4 } from 'ai/test';
import { createBm25Retriever } from '../dist/correct/index.js';
import { aiSdkGenerator, correctAnswer, extractiveGenerator, loadCorpus } from '../dist/index.js';
import { createLocalJudge } from '../dist/judges/local/create-local-judge.js';
import { formatMs, summarize } from './stats.mjs';

globalThis.AI_SDK_LOG_WARNINGS = false;
const here = dirname(fileURLToPath(import.meta.url));
const silent = { debug() {}, info() {}, warn() {}, error() {} };

/** A mock model that reads the prompt's numbered context and answers like the extractive generator. */
function mockModel(latencyMs) {
  const extractive = extractiveGenerator();
  return new MockLanguageModelV4({
    provider: 'mock',
    modelId: `extractive-${latencyMs}ms`,
    doGenerate: async (options) => {
      const prompt = options.prompt
        .filter((message) => message.role === 'user')
        .flatMap((message) => message.content)
        .map((part) => part.text ?? '')
        .join('\n');
      const chunks = [...prompt.matchAll(/^\[\d+\] \((.+?)\) (.*)$/gm)].map((match) => ({
        id: match[1],
        text: match[2],
      }));
      let text;
      if (prompt.includes('\nSENTENCE: ')) {
        const sentence = prompt.slice(prompt.lastIndexOf('\nSENTENCE: ') + 11).trim();
        const response = prompt.match(/^ANSWER: (.*)$/m)?.[1] ?? '';
        text = (await extractive.rewrite({ sentence, response, query: '', chunks })).text ?? 'REMOVE';
      } else {
        const query = prompt.match(/^QUESTION: (.*)$/m)?.[1] ?? '';
        text = (await extractive.generate({ query, chunks })).text;
      }
      await new Promise((resolve) => setTimeout(resolve, latencyMs));
      return {
        content: [{ type: 'text', text }],
        finishReason: { unified: 'stop', raw: undefined },
        usage: {
          inputTokens: {
            total: Math.ceil(prompt.length / 4),
            noCache: undefined,
            cacheRead: undefined,
            cacheWrite: undefined,
          },
          outputTokens: { total: Math.ceil(text.length / 4), text: undefined, reasoning: undefined },
        },
        warnings: [],
      };
    },
  });
}

export default async function run() {
  const { cases } = JSON.parse(await readFile(join(here, 'correct-cases.json'), 'utf8'));
  const retriever = createBm25Retriever({
    documents: await loadCorpus({ directory: join(here, '../examples/corpus') }),
  });
  const byId = new Map(retriever.chunks.map((chunk) => [chunk.id, chunk]));
  const judge = createLocalJudge();

  // Warm-up: the local judge loads WordNet on first use; keep that out of the latency figures.
  await judge.verifyClaims({
    claims: [{ text: 'Warm up.', span: null }],
    chunks: [{ id: 'w', text: 'Warm up.' }],
  });

  for (const mode of ['minimal-edit', 'full']) {
    for (const latencyMs of [0, 50]) {
      const generator = aiSdkGenerator({ model: mockModel(latencyMs) });
      const rows = [];
      for (const example of cases) {
        const chunks = example.chunks.map((id) => {
          const chunk = byId.get(id);
          if (!chunk) throw new Error(`${example.id}: no corpus passage ${id}`);
          return { id: chunk.id, text: chunk.text };
        });
        const result = await correctAnswer({
          query: example.query,
          response: example.response,
          chunks,
          retriever,
          generator,
          judge,
          mode,
          logger: silent,
        });
        rows.push({ example, result });
      }
      console.log(`mode ${mode}, mock model latency ${latencyMs} ms`);
      for (const split of ['dev', 'held-out'])
        report(
          `  [${split}]`,
          rows.filter((row) => row.example.split === split),
        );
    }
  }
}

function report(label, rows) {
  const pct = (part, whole) =>
    whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(0)}% (${part}/${whole})`;
  const grounded = rows.filter((row) => row.example.label === 'grounded');
  const invented = rows.filter((row) => row.example.label === 'invented');
  const triggered = rows.filter((row) => row.result.metrics.triggered);
  const improved = triggered.filter((row) => row.result.metrics.improved);
  const reached = triggered.filter((row) => row.result.confidence >= 0.7);
  const inventedGone = invented.filter((row) => !row.result.final_response.includes(row.example.invented));
  const latency = summarize(triggered.map((row) => row.result.metrics.addedLatencyMs));
  const stops = {};
  for (const row of triggered)
    stops[row.result.metrics.stopReason] = (stops[row.result.metrics.stopReason] ?? 0) + 1;
  const attempts = triggered.reduce((acc, row) => acc + row.result.attempts, 0) / (triggered.length || 1);
  console.log(
    `${label} n=${rows.length}: trigger rate ${pct(triggered.length, rows.length)} (grounded ${pct(grounded.filter((row) => row.result.metrics.triggered).length, grounded.length)}, invented ${pct(invented.filter((row) => row.result.metrics.triggered).length, invented.length)}) · success rate (improved) ${pct(improved.length, triggered.length)} · reached 0.7 ${pct(reached.length, triggered.length)} · invented sentence gone ${pct(inventedGone.length, invented.length)}`,
  );
  console.log(
    `${label}   attempts/trigger ${attempts.toFixed(2)} · stops ${JSON.stringify(stops)} · added latency p50 ${formatMs(latency.p50)}, p90 ${formatMs(latency.p90)}, max ${formatMs(latency.max ?? Number.NaN)}`,
  );
}
