/**
 * Importing `faithcheck` loads no package at all: its async functions load their code on first
 * call, and what must validate with zod when it is created (judges, configuration, scoring
 * policies, the SQL store, labelled-data readers) lives behind subpaths — `faithcheck/judges`,
 * `/config`, `/scoring`, `/store`, `/eval`, `/checks`, `/correct`, as storage drivers, the queue,
 * the AI SDK, Hono and the YAML parser already did (`/server`, `/queue`, `/next`). Issue 20 item 12,
 * decision 0014: 186 modules with zod's 95 → 93 and none of zod's (`npm run bench -- import-cost`).
 * The local judge's judging code and its 1 MB WordNet snapshot load on the first check.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { staticModules, staticPackages } from './__fixtures__/static-packages.js';

describe('the root entry', () => {
  it('statically loads no package at all, zod included (decision 0014)', () => {
    // The walk does reach packages: the judges' subpath validates options with zod.
    expect(staticPackages(fileURLToPath(new URL('./judges/index.ts', import.meta.url))).has('zod')).toBe(
      true,
    );
    const packages = staticPackages(fileURLToPath(new URL('./index.ts', import.meta.url)));
    expect([...packages].map(([name, file]) => `${name} <- ${file.split('/src/')[1]}`)).toEqual([]);
  });
});

describe('the local judge', () => {
  it('loads its judging code and the WordNet snapshot on first use, not with `faithcheck/judges`', () => {
    const modules = [...staticModules(fileURLToPath(new URL('./judges/index.ts', import.meta.url)))].map(
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
