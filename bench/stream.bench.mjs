// What judging while streaming costs the stream (faithcheck/stream, issue 21), over dist/:
//  1. annotate: time to first token and inter-token gaps through streamText with the transform vs
//     without it, same run, alternating (ratio 1.00 = unchanged); the transform's own cost per text
//     chunk (latency from write to read through it, minus an identity TransformStream's).
//  2. hold, local judge: how long after the token that completes a sentence (the next sentence's
//     first word, or the end) the sentence reaches the reader — 300-word answers, 10 chunks; and
//     whether the first sentence arrives before the model has finished.
//  3. chunking invariance: every LFQA dev answer (288, with its retrieved passages) streamed in four
//     kinds of splits, compared with verify() on the whole text (claims, spans, verdicts, evidence).
// `--quick` runs fewer rounds (the invariance still covers every answer). Needs ../shared/data.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { streamText } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import { createLocalJudge } from '../dist/judges/local/create-local-judge.js';
import { closeStreamJudgeThread, faithfulnessStream } from '../dist/stream/index.js';
import { verify } from '../dist/verify.js';
import { formatMs, peakRssMb, summarize } from './stats.mjs';

const quick = process.argv.includes('--quick');
const dataDir = join(import.meta.dirname, '..', '..', 'shared', 'data');
const judge = createLocalJudge();
const silent = process.env.BENCH_LOG ? console : { debug() {}, info() {}, warn() {}, error() {} };
const usage = {
  inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 5, text: 5, reasoning: undefined },
};
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function lfqaAnswers() {
  const seen = new Map();
  for (const line of readFileSync(join(dataDir, 'lfqa.dev.jsonl'), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const row = JSON.parse(line);
    if (!seen.has(row.meta.answer))
      seen.set(row.meta.answer, {
        answer: row.meta.answer,
        query: row.query,
        chunks: row.context.map((text, index) => ({ id: `c${index + 1}`, text })),
      });
  }
  return [...seen.values()];
}

// ---- splits (the same kinds as the tests' fixture) ----
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}
const INTERESTING =
  /\d[.,]\d|[A-Z]\.[A-Z]|\b(?:Dr|Mr|e\.g|i\.e|Inc|U\.S)\.|https?:\/\/|www\.|[\u{10000}-\u{10ffff}]|[.!?]\s|\n/gu;
function splitText(text, kind, random) {
  if (kind === 'characters') return text.split('');
  if (kind === 'words') return text.match(/\s*\S+|\s+$/g) ?? [text];
  const cuts = new Set();
  if (kind === 'adversarial')
    for (const match of text.matchAll(INTERESTING)) {
      cuts.add(match.index + 1);
      if (match[0].length > 2) cuts.add(match.index + 2);
    }
  let position = 0;
  while (position < text.length) {
    position += 1 + Math.floor(random() * 12);
    if (position < text.length) cuts.add(position);
  }
  const sorted = [...cuts].filter((cut) => cut > 0 && cut < text.length).sort((a, b) => a - b);
  const parts = [];
  let from = 0;
  for (const cut of sorted) {
    parts.push(text.slice(from, cut));
    from = cut;
  }
  parts.push(text.slice(from));
  return parts.filter((part) => part.length > 0);
}

/** Runs parts through the transform directly (what streamText does), with timestamps. */
async function drive(deltas, options, { gapMs = 0 } = {}) {
  let resolveReport;
  const report = new Promise((resolve) => {
    resolveReport = resolve;
  });
  const transform = faithfulnessStream({
    schedule: false,
    logger: silent,
    ...options,
    onReport: (value) => resolveReport(value),
  })({ tools: {}, stopStream() {} });
  const writer = transform.writable.getWriter();
  const reader = transform.readable.getReader();
  const arrivals = [];
  let text = '';
  const reading = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      if (value.type === 'text-delta') {
        text += value.text;
        arrivals.push({ at: performance.now(), length: text.length });
      }
    }
  })();
  const writes = [];
  let length = 0;
  await writer.write({ type: 'text-start', id: 't' });
  for (const delta of deltas) {
    if (gapMs > 0) await sleep(gapMs);
    length += delta.length;
    writes.push({ at: performance.now(), length });
    await writer.write({ type: 'text-delta', id: 't', text: delta });
  }
  const modelDoneAt = performance.now();
  await writer.write({ type: 'text-end', id: 't' });
  await writer.close();
  await reading;
  return { text, arrivals, writes, modelDoneAt, report };
}

// ---- 1. annotate overhead ----
function mockModel(deltas, delayMs) {
  return new MockLanguageModelV4({
    doStream: async () => ({
      stream: new ReadableStream({
        async start(controller) {
          controller.enqueue({ type: 'stream-start', warnings: [] });
          controller.enqueue({ type: 'text-start', id: 't' });
          for (const delta of deltas) {
            await sleep(delayMs);
            controller.enqueue({ type: 'text-delta', id: 't', delta });
          }
          controller.enqueue({ type: 'text-end', id: 't' });
          controller.enqueue({ type: 'finish', finishReason: { unified: 'stop', raw: undefined }, usage });
          controller.close();
        },
      }),
    }),
  });
}

async function timedStream(deltas, transform, delayMs, stalls) {
  // A histogram per stream: one re-enabled would count the pause between streams as a delay.
  const histogram = stalls ? monitorEventLoopDelay({ resolution: 1 }) : null;
  histogram?.enable();
  const started = performance.now();
  const result = streamText({
    model: mockModel(deltas, delayMs),
    prompt: 'q',
    ...(transform ? { experimental_transform: transform } : {}),
  });
  let first = null;
  let last = null;
  const gaps = [];
  for await (const part of result.fullStream) {
    if (part.type !== 'text-delta') continue;
    const now = performance.now();
    if (first === null) first = now - started;
    else gaps.push(now - last);
    last = now;
  }
  if (histogram) {
    histogram.disable();
    stalls.push({ p99: histogram.percentile(99) / 1e6, max: histogram.max / 1e6 });
  }
  return { ttft: first, meanGap: gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length };
}

async function perChunkLatency(deltas, makeTransform) {
  const transform = makeTransform();
  const writer = transform.writable.getWriter();
  const reader = transform.readable.getReader();
  const samples = [];
  void writer.write({ type: 'text-start', id: 't' });
  await reader.read();
  for (const delta of deltas) {
    const started = performance.now();
    void writer.write({ type: 'text-delta', id: 't', text: delta });
    await reader.read();
    samples.push(performance.now() - started);
  }
  void writer.close();
  return samples;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

export default async function run() {
  const answers = lfqaAnswers();
  const pairs = [];
  for (let index = 0; index + 2 < answers.length && pairs.length < (quick ? 20 : 60); index += 3) {
    pairs.push({
      answer: `${answers[index].answer} ${answers[index + 1].answer}`,
      chunks: [...answers[index].chunks, ...answers[index + 1].chunks, ...answers[index + 2].chunks]
        .slice(0, 10)
        .map((chunk, position) => ({ ...chunk, id: `c${position + 1}` })),
    });
  }
  const sample = pairs[0];
  const sampleDeltas = sample.answer.match(/\s*\S+/g);
  console.log(
    `answers: ${answers.length} LFQA dev answers; ${pairs.length} answers of ≈ ${median(pairs.map((pair) => pair.answer.split(/\s+/).length))} words with ${median(pairs.map((pair) => pair.chunks.length))} chunks`,
  );

  // 1. annotate: streamText with and without the transform, alternating, at two paces.
  const makeTransform = (offThread) =>
    faithfulnessStream({ chunks: sample.chunks, judge, schedule: false, logger: silent, offThread });
  for (const [delayMs, rounds] of [
    [2, quick ? 6 : 20],
    [10, quick ? 3 : 8],
  ]) {
    // The default (the local judge on the shared judge thread) and, for comparison, judging on
    // the stream's thread (offThread: false), alternating with the model alone.
    const without = [];
    const withTransform = [];
    const onThread = [];
    await timedStream(sampleDeltas, null, delayMs);
    await timedStream(sampleDeltas, makeTransform(), delayMs);
    await timedStream(sampleDeltas, makeTransform(false), delayMs);
    // How long the stream's thread was held at a time (event-loop delay, 1 ms sampling): what a
    // text delta due at that moment waited. Less sensitive to the machine's load than the gaps.
    const stalls = [[], [], []];
    for (let round = 0; round < rounds; round++) {
      without.push(await timedStream(sampleDeltas, null, delayMs, stalls[0]));
      withTransform.push(await timedStream(sampleDeltas, makeTransform(), delayMs, stalls[1]));
      onThread.push(await timedStream(sampleDeltas, makeTransform(false), delayMs, stalls[2]));
    }
    const stall = (samples) =>
      `p99 ${median(samples.map((sample) => sample.p99)).toFixed(2)} ms, max ${median(samples.map((sample) => sample.max)).toFixed(2)} ms (medians over streams)`;

    const ttft = [without, withTransform, onThread].map((runs) => median(runs.map((r) => r.ttft)));
    const gap = [without, withTransform, onThread].map((runs) => median(runs.map((r) => r.meanGap)));
    console.log(
      `annotate, streamText (${sampleDeltas.length} word deltas, ${delayMs} ms apart), median of ${rounds}: time to first token ${ttft[0].toFixed(2)} → ${ttft[1].toFixed(2)} ms (ratio ${(ttft[1] / ttft[0]).toFixed(3)}); mean inter-token gap ${gap[0].toFixed(3)} → ${gap[1].toFixed(3)} ms (ratio ${(gap[1] / gap[0]).toFixed(3)}); judging on the stream thread instead: gap ratio ${(gap[2] / gap[0]).toFixed(3)}, time to first token ratio ${(ttft[2] / ttft[0]).toFixed(3)}`,
    );
    console.log(
      `  stream thread held (event-loop delay): model alone ${stall(stalls[0])}; judge thread (default) ${stall(stalls[1])}; judging on the stream thread ${stall(stalls[2])}`,
    );
  }
  const identity = [];
  const ours = [];
  for (let round = 0; round < (quick ? 5 : 20); round++) {
    const pair = pairs[round % pairs.length];
    const deltas = pair.answer.match(/\s*\S+/g);
    identity.push(...(await perChunkLatency(deltas, () => new TransformStream())));
    ours.push(
      ...(await perChunkLatency(deltas, () =>
        faithfulnessStream({ chunks: pair.chunks, judge, schedule: false, logger: silent })({
          tools: {},
          stopStream() {},
        }),
      )),
    );
  }
  const base = summarize(identity);
  const mine = summarize(ours);
  console.log(
    `annotate, per text chunk (write → read, ${mine.n} chunks): identity stream p50 ${formatMs(base.p50)} p99 ${formatMs(base.p99)}; faithfulnessStream p50 ${formatMs(mine.p50)} p99 ${formatMs(mine.p99)}; overhead p50 ${formatMs(mine.p50 - base.p50)}, p99 ${formatMs(mine.p99 - base.p99)}`,
  );

  // 2. hold with the local judge: release latency after the token that completes each sentence.
  const latencies = [];
  let firstBeforeEnd = 0;
  for (const pair of pairs) {
    const deltas = pair.answer.match(/\s*\S+/g);
    const { arrivals, writes, modelDoneAt, report } = await drive(
      deltas,
      { chunks: pair.chunks, judge, mode: 'hold' },
      { gapMs: 1 },
    );
    const stream = (await report).metadata.stream;
    // Sentences released as written (not replaced): their end offset in the delivered text is where
    // they arrived; the token that completed them is the first write past the next sentence's word.
    if (arrivals[0] && arrivals[0].at < modelDoneAt) firstBeforeEnd += 1;
    const modelText = pair.answer;
    const sentences = stream.sentences;
    for (const [index, sentence] of sentences.entries()) {
      if (sentence.action !== 'released' && sentence.action !== 'marked') continue;
      const next = sentences[index + 1];
      // Completed once the next sentence's first word had arrived whole (or at the end).
      let completedAt = modelDoneAt;
      if (next) {
        const wordEnd = modelText.slice(next.start).search(/\s/);
        const needed = wordEnd < 0 ? modelText.length : next.start + wordEnd + 1;
        completedAt = writes.find((write) => write.length >= needed)?.at ?? modelDoneAt;
      }
      const deliveredEnd = deliveredOffset(stream, index);
      const arrived = arrivals.find((arrival) => arrival.length >= deliveredEnd);
      if (arrived) latencies.push(Math.max(0, arrived.at - completedAt));
    }
  }
  const hold = summarize(latencies);
  console.log(
    `hold, local judge, ${pairs.length} answers, word deltas ≈ 1 ms apart (${hold.n} sentences released as written): released after the token completing them p50 ${formatMs(hold.p50)}, p99 ${formatMs(hold.p99)}, max ${formatMs(hold.max)}; first sentence before the model finished: ${firstBeforeEnd} of ${pairs.length}`,
  );

  // 3. chunking invariance over every LFQA dev answer.
  const random = seededRandom(21);
  const kinds = ['characters', 'words', 'random', 'adversarial'];
  let streams = 0;
  let differences = 0;
  const examples = [];
  const started = performance.now();
  for (const item of answers) {
    const expected = essence(
      await verify({ response: item.answer, chunks: item.chunks, query: item.query, judge }),
    );
    for (const kind of kinds) {
      const { text, report } = await drive(splitText(item.answer, kind, random), {
        chunks: item.chunks,
        query: item.query,
        judge,
      });
      streams += 1;
      const got = essence(await report);
      if (text !== item.answer || JSON.stringify(got) !== JSON.stringify(expected)) {
        differences += 1;
        if (examples.length < 3) examples.push(`${kind}: ${item.answer.slice(0, 60)}…`);
      }
    }
  }
  await closeStreamJudgeThread();
  console.log(
    `chunking invariance: ${streams} streamed answers (${answers.length} LFQA dev answers × ${kinds.join(', ')}), ${differences} differ from verify() on the whole text (${((performance.now() - started) / 1000).toFixed(1)} s)${examples.length ? `: ${examples.join(' | ')}` : ''}; peak RSS ${peakRssMb()} MB`,
  );
}

function essence(report) {
  return {
    score: report.overallScore,
    claims: report.claims.map((claim) => [
      claim.claim,
      claim.span,
      claim.verdict,
      claim.confidence,
      claim.evidence,
    ]),
    skipped: report.skipped,
  };
}

/** Where sentence `index` ends in the delivered text: model offsets shifted by earlier replacements. */
function deliveredOffset(stream, index) {
  let shift = 0;
  for (const [position, sentence] of stream.sentences.entries()) {
    if (position > index) break;
    if (sentence.delivered !== undefined && position < index)
      shift += sentence.delivered.length - (sentence.end - sentence.start);
  }
  return stream.sentences[index].end + shift;
}
