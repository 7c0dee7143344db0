// The cost of `faithcheck eval` itself: parsing JSONL and running evaluateJudge with a judge that
// answers instantly, so what is measured is validation, chunking, the evidence check (which folds
// the quoted chunk) and the metrics. A judge's own speed comes on top of this.
import { evaluateJudge, parseLabelledExamples } from '../dist/eval/index.js';
import { peakRssMb } from './stats.mjs';

const WORDS = 'river stone market winter signal harbor meadow copper lantern orchard'.split(' ');
const sentence = (seed) =>
  `${Array.from({ length: 12 }, (_, position) => WORDS[(seed * 7 + position * 3) % WORDS.length]).join(' ')}.`;
const text = (seed, words) =>
  Array.from({ length: Math.ceil(words / 12) }, (_, index) => sentence(seed + index)).join(' ');

/** Says `supported` and quotes the middle of the first chunk, so the evidence check has work to do. */
const instantJudge = {
  specificationVersion: 'v1',
  id: 'instant',
  async extractClaims() {
    return { claims: [], skipped: [], usage: { llmCalls: 0, inputTokens: 0, outputTokens: 0 } };
  },
  async verifyClaims({ claims, chunks }) {
    const first = chunks[0].text;
    const middle = Math.floor(first.length / 2);
    const quote = first.slice(middle, middle + 60);
    return {
      judgements: claims.map(() => ({
        ok: true,
        verdict: 'supported',
        evidence: [{ chunkId: chunks[0].id, quote, start: 0, end: 0 }],
        reasoning: 'instant',
        confidence: 0.9,
      })),
      usage: { llmCalls: 0, inputTokens: 0, outputTokens: 0 },
    };
  },
};

function jsonl(count, dataset, contextOf) {
  return Array.from({ length: count }, (_, index) =>
    JSON.stringify({
      id: `${dataset}-${index}`,
      dataset,
      split: 'dev',
      query: null,
      context: contextOf(index),
      claim: sentence(index),
      label: index % 3 === 0 ? 'unsupported' : 'supported',
      fine_label: null,
      meta: { source: 'bench' },
    }),
  ).join('\n');
}

export default async function run() {
  const rag = jsonl(2000, 'rag', (index) =>
    Array.from({ length: 4 }, (_, chunk) => text(index + chunk * 31, 200)),
  );
  const long = jsonl(100, 'long', (index) => [text(index, 15_000)]); // ≈ 100k characters, like WiCE's longest
  let started = performance.now();
  const examples = [...parseLabelledExamples({ text: rag, source: 'rag.jsonl' })];
  examples.push(...parseLabelledExamples({ text: long, source: 'long.jsonl' }));
  const parseMs = performance.now() - started;
  const megabytes = (rag.length + long.length) / 1e6;
  console.log(`parse ${examples.length} lines (${megabytes.toFixed(1)} MB): ${parseMs.toFixed(0)} ms`);

  await evaluateJudge({ examples: examples.slice(0, 100), judge: instantJudge }); // warm-up
  started = performance.now();
  const { summary } = await evaluateJudge({ examples, judge: instantJudge });
  const wallMs = performance.now() - started;
  for (const [name, figures] of Object.entries(summary.datasets)) {
    console.log(
      `evaluateJudge overhead, ${name}: ${figures.examplesPerSecond.toFixed(0)} examples/s, p50 ${figures.latencyMs.p50.toFixed(3)} ms, p99 ${figures.latencyMs.p99.toFixed(3)} ms`,
    );
  }
  console.log(`all ${examples.length} examples in ${wallMs.toFixed(0)} ms; peak RSS ${peakRssMb()} MB`);
}
