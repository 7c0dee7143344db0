/**
 * The local judge works inside a serverless function: `verify()` bundled into ONE file (rolldown,
 * the bundler under Vite), copied into an empty folder with no node_modules, and run with node. It
 * can only pass if nothing the judge needs is read from disk at run time — the WordNet snapshot,
 * the parameters, prompts and migrations are modules (issue 13 item 1). Runs over `dist/`, which
 * `npm run build` writes (CI builds before testing). The Next.js server bundle is proven by
 * examples/next-app (`npm run example:next`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'rolldown';
import { afterAll, describe, expect, it } from 'vitest';

const dist = new URL('../dist/', import.meta.url).pathname;
const work = mkdtempSync(join(tmpdir(), 'faithcheck-bundle-'));

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.skipIf(!existsSync(join(dist, 'index.js')))(
  'verify() bundled into one file (run `npm run build` first)',
  () => {
    it('judges with the embedded local judge from an empty folder without node_modules', async () => {
      const entry = join(work, 'function.mjs');
      writeFileSync(
        entry,
        `import { verify } from ${JSON.stringify(join(dist, 'index.js'))};
const report = await verify({
  response: 'The refund window is 30 days. Refunds are paid in cash at any store.',
  chunks: [{ id: 'policy', text: 'The refund window is 30 days from delivery. Refunds go back to the original card.' }],
});
console.log(JSON.stringify({ flagged: report.flagged, verdicts: report.claims.map((claim) => claim.verdict) }));
`,
      );
      const deployed = join(work, 'deployed');
      await build({
        input: entry,
        platform: 'node',
        logLevel: 'silent',
        output: { file: join(deployed, 'function.mjs'), format: 'esm', inlineDynamicImports: true },
      });
      const output = execFileSync(process.execPath, ['function.mjs'], { cwd: deployed, encoding: 'utf8' });
      expect(JSON.parse(output)).toEqual({ flagged: true, verdicts: ['supported', 'no_evidence'] });
    });
  },
);
