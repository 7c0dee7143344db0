// What importing faithcheck costs a process (issue 13): a fresh `node` importing each public entry,
// wall time and peak RSS, median of several runs. The root entry should cost little more than
// verify() with the local judge; storage, the queue, the server and the AI SDK load on first use.
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const ENTRIES = [
  ['node alone', null],
  ['verify() only (dist/verify.js)', 'verify.js'],
  ['faithcheck', 'index.js'],
  ['faithcheck/server', 'server/index.js'],
  ['faithcheck/queue', 'queue/index.js'],
];
const RUNS = 7;

function measure(file) {
  const script = file
    ? `const t = performance.now(); await import(${JSON.stringify(join(dist, file))}); console.log(performance.now() - t, process.memoryUsage().rss)`
    : 'console.log(0, process.memoryUsage().rss)';
  const samples = [];
  for (let run = 0; run < RUNS; run += 1) {
    const [ms, rss] = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
    })
      .trim()
      .split(' ')
      .map(Number);
    samples.push({ ms, rss });
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return { ms: median(samples.map((sample) => sample.ms)), rss: median(samples.map((sample) => sample.rss)) };
}

export default async function importCost() {
  for (const [name, file] of ENTRIES) {
    const { ms, rss } = measure(file);
    console.log(
      `${name.padEnd(34)} import ${ms.toFixed(0).padStart(4)} ms   RSS ${(rss / 1e6).toFixed(0)} MB`,
    );
  }
}
