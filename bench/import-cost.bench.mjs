// What importing faithcheck costs a process (issue 13): a fresh `node` importing each public entry,
// wall time and peak RSS, median of several runs. The root loads no package and its async functions
// load their code on first call; what validates with zod on creation is on subpaths (decision 0014).
// zod is the reference: the target is a root import within 1.5× of zod's (issue 20 item 12).
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const ENTRIES = [
  ['node alone', null],
  ['zod (reference)', 'zod'],
  ['verify() only (dist/verify.js)', 'verify.js'],
  ['faithcheck', 'index.js'],
  ['faithcheck/judges', 'judges/index.js'],
  ['faithcheck/store', 'store/index.js'],
  ['faithcheck/server', 'server/index.js'],
  ['faithcheck/queue', 'queue/index.js'],
];
const RUNS = 9;

function measure(file) {
  const script = file
    ? `const t = performance.now(); const c = process.cpuUsage(); await import(${JSON.stringify(file === 'zod' ? 'zod' : join(dist, file))}); const u = process.cpuUsage(c); console.log(performance.now() - t, process.memoryUsage().rss, (u.user + u.system) / 1000)`
    : 'console.log(0, process.memoryUsage().rss, 0)';
  const samples = [];
  for (let run = 0; run < RUNS; run += 1) {
    const [ms, rss, cpuMs] = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
    })
      .trim()
      .split(' ')
      .map(Number);
    samples.push({ ms, rss, cpuMs });
  }
  const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return {
    ms: median(samples.map((sample) => sample.ms)),
    rss: median(samples.map((sample) => sample.rss)),
    // CPU time of the import: steadier than wall time on a shared machine.
    cpuMs: median(samples.map((sample) => sample.cpuMs)),
  };
}

export default async function importCost() {
  let zodCpuMs = null;
  for (const [name, file] of ENTRIES) {
    const { ms, rss, cpuMs } = measure(file);
    if (file === 'zod') zodCpuMs = cpuMs;
    const ratio = zodCpuMs && file && file !== 'zod' ? `   ${(cpuMs / zodCpuMs).toFixed(1)}× zod (CPU)` : '';
    console.log(
      `${name.padEnd(34)} import ${ms.toFixed(0).padStart(4)} ms   CPU ${cpuMs.toFixed(0).padStart(4)} ms   RSS ${(rss / 1e6).toFixed(0)} MB${ratio}`,
    );
  }
}
