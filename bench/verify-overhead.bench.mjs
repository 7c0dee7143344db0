// The pipeline's own cost: verify() with a judge that answers instantly, so what is measured is
// input validation, batching, the mechanical evidence check and scoring.
import { verify } from '../dist/index.js';
import { mockJudge } from '../dist/test/index.js';
import { formatMs, peakRssMb, summarize } from './stats.mjs';

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
  for (let warm = 0; warm < 50; warm += 1) await verify({ response, chunks, judge });
  const samples = [];
  for (let iteration = 0; iteration < 500; iteration += 1) {
    const started = performance.now();
    await verify({ response, chunks, judge });
    samples.push(performance.now() - started);
  }
  const stats = summarize(samples);
  console.log(
    `verify() overhead, 20 claims x 10 chunks, instant judge: p50 ${formatMs(stats.p50)}, p99 ${formatMs(stats.p99)} (n=${stats.n}); peak RSS ${peakRssMb()} MB`,
  );
}
