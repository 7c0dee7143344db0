/**
 * Importing `faithcheck` loads only what `verify()` with the local judge needs: storage drivers,
 * the queue, the AI SDK and its providers, Hono and the YAML parser load on first use or live
 * behind subpaths (`faithcheck/server`, `faithcheck/queue`, `faithcheck/next`). A new top-level
 * import of any other package fails here. (Root import: ≈ 0.7 s → ≈ 0.4 s; `npm run bench`.)
 * The local judge's judging code and its 1 MB WordNet snapshot load on the first check, not with
 * the root (issue 20 item 12: 184 modules, 1.8 MB → 164 modules, 0.66 MB at load).
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { staticModules, staticPackages } from './__fixtures__/static-packages.js';

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

describe('the local judge', () => {
  it('loads its judging code and the WordNet snapshot on first use, not with the root', () => {
    const modules = [...staticModules(fileURLToPath(new URL('./index.ts', import.meta.url)))].map(
      (file) => file.split('/src/')[1] ?? file,
    );
    expect(modules).toContain('judges/local/create-local-judge.ts'); // the walk does reach the judge
    expect(modules).toContain('judges/default-judge.ts');
    const heavy = modules.filter(
      (file) =>
        file.startsWith('judges/local/lexicon/') ||
        file.startsWith('judges/local/evidence/') ||
        file.startsWith('judges/local/comparisons/') ||
        file === 'judges/local/judge-claims.ts' ||
        file === 'judges/local/prepare-context.ts',
    );
    expect(heavy).toEqual([]);
  });
});

describe('the root entry, lazily', () => {
  const modulesOf = (entry: string) =>
    [...staticModules(fileURLToPath(new URL(entry, import.meta.url)))].map(
      (file) => file.split('/src/')[1] ?? file,
    );

  it('loads verify(), the store, the corrective loop and the LLM calls with their first call (issue 20 item 12)', () => {
    const modules = modulesOf('./index.ts');
    expect(modules).toContain('core/lazy-export.ts'); // the walk does reach the root's own imports
    const eager = modules.filter((file) =>
      [
        'verify.ts',
        'check-faithfulness.ts',
        'background/run-faithfulness-check.ts',
        'store/create-store.ts',
        'correct/correct-answer.ts',
        'judges/create-configured-judge.ts',
        'judges/llm/verify-with-model.ts',
        'judges/llm/extract-with-model.ts',
      ].includes(file),
    );
    expect(eager).toEqual([]);
  });

  it('keeps the AI SDK middleware cheap to import: the check and the store load when a check runs', () => {
    const modules = modulesOf('./integrations/faithfulness-middleware.ts');
    expect(modules).toContain('background/schedule-faithfulness-check.ts');
    expect(modules.filter((file) => file === 'verify.ts' || file.startsWith('store/'))).toEqual([]);
  });
});
