/**
 * Starting the CLI loads only what every command needs: the AI SDK, pg-boss, Hono and the
 * database drivers are imported inside the actions that use them, so `faithcheck --help` and
 * `faithcheck verify` with the local judge start in a fraction of the time. Checked on the
 * source's static runtime imports, so a new top-level import of a heavy package fails here.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { staticPackages } from '../__fixtures__/static-packages.js';

const HEAVY = ['ai', 'pg-boss', 'hono', '@hono/node-server', 'pg', '@electric-sql/pglite', /^@ai-sdk\//];

describe('CLI start-up', () => {
  it('loads no heavy package before a command needs it', () => {
    const packages = staticPackages(fileURLToPath(new URL('./main.ts', import.meta.url)));
    const heavy = [...packages].filter(([name]) =>
      HEAVY.some((pattern) => (typeof pattern === 'string' ? pattern === name : pattern.test(name))),
    );
    expect(packages.has('commander')).toBe(true); // the walk does reach the packages
    expect(heavy.map(([name, file]) => `${name} <- ${file.split('/src/')[1]}`)).toEqual([]);
  });
});
