/**
 * The published declarations (`dist/**\/*.d.ts`) may name only packages every user has: the
 * package's dependencies and its required peers (`ai`). A type from a package the user may not have
 * — `pg` (whose types live in `@types/pg`), an optional provider, `next` — fails the user's
 * type-check with `skipLibCheck: false`. Runs over `dist/`, which `npm run build` writes (CI builds
 * before testing).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../', import.meta.url).pathname;
const dist = join(root, 'dist');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  name: string;
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
  peerDependenciesMeta: Record<string, { optional?: boolean }>;
};

function declarationFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return declarationFiles(path);
    return entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** Whether a package ships its own declarations (else they live in `@types/…`, which users may lack). */
function shipsTypes(name: string): boolean {
  if (name === manifest.name) return true;
  const directory = join(root, 'node_modules', name);
  const own = JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8')) as Record<string, unknown>;
  return (
    typeof own.types === 'string' ||
    typeof own.typings === 'string' ||
    JSON.stringify(own.exports ?? {}).includes('"types"') ||
    existsSync(join(directory, 'index.d.ts'))
  );
}

/** `lodash/fp` → `lodash`; `@scope/name/x` → `@scope/name`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

describe.skipIf(!existsSync(dist))('published declarations (run `npm run build` first)', () => {
  it('name only dependencies and required peers that ship their own types, never a package the user may not have', () => {
    const required = new Set([
      ...Object.keys(manifest.dependencies),
      ...Object.keys(manifest.peerDependencies).filter(
        (name) => !manifest.peerDependenciesMeta[name]?.optional,
      ),
      manifest.name,
    ]);
    const offenders: string[] = [];
    const files = declarationFiles(dist);
    for (const file of files) {
      const code = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/\/\/.*$/gm, '');
      for (const match of code.matchAll(/(?:from\s+|import\(\s*)'([^'.][^']*)'/g)) {
        const name = packageOf(match[1]!);
        if (name.startsWith('node:') || (required.has(name) && shipsTypes(name))) continue;
        offenders.push(`${file.slice(dist.length + 1)} → ${match[1]}`);
      }
    }
    expect(files.length).toBeGreaterThan(50);
    expect(offenders).toEqual([]);
  });
});
