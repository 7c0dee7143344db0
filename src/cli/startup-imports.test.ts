/**
 * Starting the CLI loads only what every command needs: the AI SDK, pg-boss, Hono and the
 * database drivers are imported inside the actions that use them, so `faithcheck --help` and
 * `faithcheck verify` with the local judge start in a fraction of the time. Checked on the
 * source's static runtime imports, so a new top-level import of a heavy package fails here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const HEAVY = ['ai', 'pg-boss', 'hono', '@hono/node-server', 'pg', '@electric-sql/pglite', /^@ai-sdk\//];
const STATIC_IMPORT = /^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms;

/** Every bare package a module statically imports at runtime, by the module that imports it. */
function staticPackages(entry: string): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const specifier = match[1]!;
      if (specifier.startsWith('.')) {
        const target = join(dirname(file), specifier.replace(/\.js$/, '.ts'));
        if (existsSync(target)) visit(target);
      } else if (!specifier.startsWith('node:') && !packages.has(specifier)) {
        packages.set(specifier, file);
      }
    }
  };
  visit(entry);
  return packages;
}

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
