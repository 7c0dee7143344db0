/**
 * Importing `faithcheck` loads only what `verify()` with the local judge needs: storage drivers,
 * the queue, the AI SDK and its providers, Hono and the YAML parser load on first use or live
 * behind subpaths (`faithcheck/server`, `faithcheck/queue`, `faithcheck/next`). A new top-level
 * import of any other package fails here. (Root import: ≈ 0.7 s → ≈ 0.4 s; `npm run bench`.)
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { staticPackages } from './__fixtures__/static-packages.js';

/** What verify() with the local judge needs at load. */
const ALLOWED = new Set(['zod']);

describe('the root entry', () => {
  it('statically loads no package beyond what verify() with the local judge needs', () => {
    const packages = staticPackages(fileURLToPath(new URL('./index.ts', import.meta.url)));
    expect(packages.has('zod')).toBe(true); // the walk does reach the packages
    const extra = [...packages].filter(([name]) => !ALLOWED.has(name));
    expect(extra.map(([name, file]) => `${name} <- ${file.split('/src/')[1]}`)).toEqual([]);
  });
});
