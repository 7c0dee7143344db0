// The pipeline's own cost: verify() with a judge that answers instantly, so what is measured is
// input validation, batching, the mechanical evidence check and scoring. Then the same with an
// OpenTelemetry tracer provider registered (issue 23): the events and stage spans a check adds,
// with a processor that only counts the spans, so the figure is faithcheck's part only
// ("plus the exporter" is the application's). Telemetry off must load no OpenTelemetry module.
import { createRequire } from 'node:module';
import { verify } from '../dist/index.js';
import { mockJudge } from '../dist/test/index.js';
import { formatMs, peakRssMb, summarize } from './stats.mjs';

const require = createRequire(import.meta.url);
const loadedOpenTelemetry = () =>
  Object.keys(require.cache).filter((path) => path.includes('@opentelemetry'));

async function measure(run, iterations) {
  for (let warm = 0; warm < 50; warm += 1) await run();
  const samples = [];
  for (let iteration = 0; iteration < iterations; iteration += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return summarize(samples);
}

export default async function run() {
  const words = 'alpha beta gamma delta epsilon zeta eta theta iota kappa'.split(' ');
  const sentence = (index) =>
    `Claim ${index} says ${words.map((_word, position) => words[(position + index) % words.length]).join(' ')}.`;
  const claims = Array.from({ length: 20 }, (_, index) => sentence(index));
  const response = claims.join(' ');
  const chunks = Array.from({ length: 10 }, (_, index) => ({
    id: `c${index}`,
    text: Array.from({ length: 20 }, (_, position) => sentence(index * 20 + position)).join(' '),
  }));
  const verdicts = Object.fromEntries(
    claims.map((claim, index) => [
      claim,
      { verdict: 'supported', evidence: [{ chunkId: `c${index % 10}`, quote: sentence((index % 10) * 20) }] },
    ]),
  );
  const judge = mockJudge({ claims: { [response]: claims }, verdicts });
  const check = () => verify({ response, chunks, judge });
  const iterations = Number(process.env.BENCH_ITERATIONS ?? 500);

  const off = await measure(check, iterations);
  console.log(
    `verify() overhead, 20 claims x 10 chunks, instant judge: p50 ${formatMs(off.p50)}, p99 ${formatMs(off.p99)}, mean ${formatMs(off.mean)} (n=${off.n}); peak RSS ${peakRssMb()} MB`,
  );
  console.log(`telemetry off: OpenTelemetry modules loaded: ${loadedOpenTelemetry().length}`);

  // The application registers a provider (dev dependencies of this repository).
  const { context, trace } = await import('@opentelemetry/api');
  const { AsyncLocalStorageContextManager } = await import('@opentelemetry/context-async-hooks');
  const { BasicTracerProvider } = await import('@opentelemetry/sdk-trace-base');
  // A processor that only counts ended spans: what an exporter costs is the application's choice.
  let exported = 0;
  const processor = {
    onStart() {},
    onEnd() {
      exported += 1;
    },
    forceFlush: () => Promise.resolve(),
    shutdown: () => Promise.resolve(),
  };
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  const provider = new BasicTracerProvider({ spanProcessors: [processor] });
  const inRequest = () =>
    trace.getTracer('bench').startActiveSpan('request', async (span) => {
      try {
        return await check();
      } finally {
        span.end();
      }
    });
  // Off and on alternate check by check (the provider registered and unregistered outside the
  // timed part), so a machine whose load drifts affects both alike; the figure is the median of
  // the paired differences. Both arms run inside the application's request span (a no-op span when
  // off), so only faithcheck's part differs.
  const offSamples = [];
  const onSamples = [];
  const differences = [];
  const timed = async (telemetryOn) => {
    trace.disable();
    if (telemetryOn) trace.setGlobalTracerProvider(provider);
    const started = performance.now();
    await inRequest();
    return performance.now() - started;
  };
  for (let iteration = 0; iteration < iterations + 50; iteration += 1) {
    // Which arm goes first alternates, so neither gains from running second.
    const onFirst = iteration % 2 === 0;
    const first = await timed(onFirst);
    const second = await timed(!onFirst);
    const [onMs, offMs] = onFirst ? [first, second] : [second, first];
    if (iteration < 50) continue; // warm-up
    onSamples.push(onMs);
    offSamples.push(offMs);
    differences.push(onMs - offMs);
  }
  trace.disable();
  const on = summarize(onSamples);
  const paired = summarize(differences);
  console.log(
    `telemetry on (events + 2 stage spans, spans counted, no exporter), interleaved with off: on p50 ${formatMs(on.p50)}, off p50 ${formatMs(summarize(offSamples).p50)}; ` +
      `added per check (paired): p50 ${formatMs(paired.p50)}, p90 ${formatMs(paired.p90)}; spans ended ${exported}`,
  );
  context.disable();
}
