// What the root import would cost if dist/ were bundled (issue 20 item 12): an experiment, not the
// build. The root's cost is per module (resolve, read, compile: about 0.65 ms each for the 164 of
// dist/ it loads, beside zod's 95), so no amount of lazy loading inside the modules it must export
// reaches 1.5× zod. This bundles the built entries with rolldown into a temporary folder in two
// ways and times a fresh `node` importing each root, next to zod and the unbundled root:
// - "shared chunks": rolldown's default splitting (about 35 chunks load with the root);
// - "one core chunk": every module the root loads statically grouped into one chunk, which the
//   other entries share (so `instanceof FaithcheckError` and the judge registry stay one across
//   entries), the lazily loaded judging code and WordNet snapshot still apart;
// - the same, minified (less source to read and compile).
// Not in the build because: the PGlite snapshot path and the server's worker file are computed from
// the module's own location (`store/pglite-snapshot.ts`, `server/local-judge-pool.ts`), which
// moves into `chunks/`; and the Next.js and serverless bundles would need proving again.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'rolldown';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(repo, 'dist');
const ENTRIES = {
  index: 'index.js',
  verify: 'verify.js',
  'server/index': 'server/index.js',
  'server/local-judge-worker': 'server/local-judge-worker.js',
  'queue/index': 'queue/index.js',
  'integrations/next': 'integrations/next.js',
  'stream/index': 'stream/index.js',
  'stream/ui': 'stream/ui.js',
  'test/index': 'test/index.js',
  'cli/main': 'cli/main.js',
};
const RUNS = 9;

/** The files of dist/ that a fresh node loads with `import 'faithcheck'` (a loader hook lists them). */
function loadedFiles() {
  const hook = `export async function load(url, context, next) { if (url.startsWith('file:')) process.stderr.write(url + '\\n'); return next(url, context); }`;
  const register = `import { register } from 'node:module'; register(${JSON.stringify(`data:text/javascript,${encodeURIComponent(hook)}`)});`;
  const result = execFileSync(
    'sh',
    [
      '-c',
      '"$0" --import "$1" --input-type=module -e "$2" 2>&1 1>/dev/null',
      process.execPath,
      `data:text/javascript,${encodeURIComponent(register)}`,
      `await import(${JSON.stringify(pathToFileURL(join(dist, 'index.js')).href)})`,
    ],
    { encoding: 'utf8' },
  );
  return new Set(
    result
      .split('\n')
      .filter((line) => line.startsWith('file:') && !line.includes('/node_modules/'))
      .map((line) => fileURLToPath(line)),
  );
}

function cpuMs(specifier) {
  const script = `const c = process.cpuUsage(); await import(${JSON.stringify(specifier)}); const u = process.cpuUsage(c); console.log((u.user + u.system) / 1000)`;
  const samples = [];
  for (let run = 0; run < RUNS; run += 1) {
    samples.push(
      Number(execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })),
    );
  }
  return samples.sort((a, b) => a - b)[Math.floor(RUNS / 2)];
}

export default async function importBundled() {
  const root = loadedFiles();
  // Inside the repository so that the bundles resolve zod and the other packages from node_modules.
  const work = mkdtempSync(join(repo, '.import-bundle-'));
  try {
    const input = Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, join(dist, file)]));
    const common = { input, external: /^[^./]/, platform: 'node', logLevel: 'silent' };
    const oneCoreChunk = {
      codeSplitting: { groups: [{ name: 'core', test: (id) => root.has(id) && id !== input.index }] },
    };
    const layouts = [
      ['shared chunks', {}],
      ['one core chunk', oneCoreChunk],
      ['one core chunk, minified', { ...oneCoreChunk, minify: true }],
    ];
    for (const [name, output] of layouts) {
      await build({
        ...common,
        output: {
          dir: join(work, name.replaceAll(/[ ,]+/g, '-')),
          format: 'esm',
          chunkFileNames: 'chunks/[name]-[hash].js',
          ...output,
        },
      });
    }
    const zod = cpuMs('zod');
    const rows = [
      ['zod (reference)', zod],
      ['faithcheck (dist/, unbundled)', cpuMs(pathToFileURL(join(dist, 'index.js')).href)],
      ...layouts.map(([name]) => [
        `faithcheck bundled, ${name}`,
        cpuMs(pathToFileURL(join(work, name.replaceAll(/[ ,]+/g, '-'), 'index.js')).href),
      ]),
    ];
    console.log(`the root loads ${root.size} files of dist/`);
    for (const [name, ms] of rows) {
      console.log(`${name.padEnd(46)} CPU ${ms.toFixed(0).padStart(4)} ms   ${(ms / zod).toFixed(1)}× zod`);
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
