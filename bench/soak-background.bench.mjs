// Soak: the in-process background runner fed 100,000 checks (scheduleFaithfulnessCheck →
// runFaithfulnessCheck → verify) with a fast mock judge, nothing saved, the producer keeping at
// most 2,000 checks queued (as a busy server would). Reports throughput, schedule-to-finish
// latency p50/p99 (queue wait included) and verify()'s own, errors (failed, dropped, non-ok reports) and memory sampled every 10,000
// checks — heap and RSS should stay flat once warm. SOAK_CHECKS (default 100000) tunes it.
import { createBackgroundRunner, scheduleFaithfulnessCheck, silentLogger } from '../dist/index.js';
import { echoJudge } from '../src/queue/__fixtures__/echo-judge.mjs';
import { formatMs, peakRssMb, summarize } from './stats.mjs';

const CHECKS = Number(process.env.SOAK_CHECKS ?? 100_000);
const MAX_QUEUED = 2_000;
const mb = (bytes) => Math.round(bytes / 1024 / 1024);

export default async function run() {
  const runner = createBackgroundRunner({ concurrency: 8, maxQueued: MAX_QUEUED, logger: silentLogger });
  const judge = echoJudge({ latencyMs: 0 });
  const latencies = new Float64Array(CHECKS);
  const checkMs = new Float64Array(CHECKS);
  const samples = [];
  let errors = 0;
  let notOk = 0;
  let finished = 0;
  let waiting = null;
  const started = performance.now();
  const sample = () => {
    globalThis.gc?.();
    const memory = process.memoryUsage();
    samples.push({ checks: finished, heapMb: mb(memory.heapUsed), rssMb: mb(memory.rss) });
  };
  sample();
  for (let index = 0; index < CHECKS; index += 1) {
    while (runner.stats().queued >= MAX_QUEUED - 8) {
      await new Promise((resolve) => {
        waiting = resolve;
      });
    }
    const scheduledAt = performance.now();
    const task = scheduleFaithfulnessCheck({
      enabled: true,
      runner,
      messageId: `soak-${index}`,
      response: `Answer number ${index} is about the refund window. It lasts thirty days.`,
      chunks: [{ id: 'kb', text: `Answer number ${index}: the refund window lasts thirty days.` }],
      store: false,
      logger: silentLogger,
      verifyOptions: { judge, logger: silentLogger },
      onFinish: (outcome) => {
        if (outcome.report?.status !== 'ok') notOk += 1;
        checkMs[index] = outcome.report?.evaluationLatencyMs ?? Number.NaN;
      },
    });
    if (!task.accepted) errors += 1;
    task.settled.then((outcome) => {
      latencies[index] = performance.now() - scheduledAt;
      if (outcome !== 'completed') errors += 1;
      finished += 1;
      if (finished % 10_000 === 0) sample();
      const wake = waiting;
      waiting = null;
      wake?.();
    });
  }
  await runner.drain({ deadlineMs: 60_000 });
  const seconds = (performance.now() - started) / 1000;
  const stats = runner.stats();
  const latency = summarize(Array.from(latencies));
  console.log(
    `checks: ${CHECKS} in ${seconds.toFixed(1)} s = ${(CHECKS / seconds).toFixed(0)} checks/s (concurrency 8, ≤ ${MAX_QUEUED} queued)`,
  );
  console.log(
    `schedule → finished: p50 ${formatMs(latency.p50)}, p99 ${formatMs(latency.p99)}, max ${formatMs(latency.max)}`,
  );
  const own = summarize(Array.from(checkMs));
  console.log(
    `verify() itself (report.evaluationLatencyMs): p50 ${formatMs(own.p50)}, p99 ${formatMs(own.p99)}`,
  );
  console.log(`runner: ${JSON.stringify(stats)}; errors ${errors}; non-ok reports ${notOk}`);
  console.log(
    `memory every 10,000 checks (heapUsed/RSS MB${globalThis.gc ? ', after gc' : ''}): ${samples.map((point) => `${point.checks}:${point.heapMb}/${point.rssMb}`).join(' ')}`,
  );
  const warm = samples.slice(2).map((point) => point.heapMb);
  console.log(
    `heap after warm-up: min ${Math.min(...warm)} MB, max ${Math.max(...warm)} MB; peak RSS ${peakRssMb()} MB`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
