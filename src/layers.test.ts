/**
 * Layer boundaries (STYLE.md 1): dependencies point inward. Checked on the source text so that a
 * new import across a boundary fails here rather than in review.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('.', import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory())
      return name === '__fixtures__' || name === 'testing' ? [] : sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Runtime imports (not `import type`) of a file, resolved to paths relative to src/. */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+'(\.[^']+)'/gms)].map((match) =>
    relative(root, join(file, '..', match[1]!)),
  );
}

const OUTER = ['server/', 'cli/', 'store/', 'queue/', 'background/', 'integrations/', 'judges/llm/'];
const CORE = ['spec', 'verdicts', 'scoring', 'evidence', 'input', 'core', 'claims'];
const CORE_FILES = ['verify.ts', 'check-faithfulness.ts', 'errors.ts', 'logger.ts', 'verify-settings.ts'];

describe('layers', () => {
  it('src/spec imports nothing at runtime from outside itself', () => {
    const offenders = sourceFiles(join(root, 'spec')).flatMap((file) =>
      runtimeImports(file)
        .filter((target) => !target.startsWith('spec/'))
        .map((target) => `${relative(root, file)} -> ${target}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the core never imports storage, the server, the CLI, queues, integrations or vendor judges', () => {
    const files = [
      ...CORE.flatMap((dir) => sourceFiles(join(root, dir))),
      ...CORE_FILES.map((name) => join(root, name)),
    ];
    const offenders = files.flatMap((file) =>
      runtimeImports(file)
        .filter((target) => OUTER.some((outer) => target.startsWith(outer)))
        .map((target) => `${relative(root, file)} -> ${target}`),
    );
    expect(files.length).toBeGreaterThan(20);
    expect(offenders).toEqual([]);
  });

  it('only the CLI imports the CLI, and only the CLI and the server import the server', () => {
    const offenders = sourceFiles(root).flatMap((file) => {
      const from = relative(root, file);
      return runtimeImports(file)
        .filter(
          (target) =>
            (target.startsWith('cli/') && !from.startsWith('cli/')) ||
            (target.startsWith('server/') && !/^(cli|server)\//.test(from)),
        )
        .map((target) => `${from} -> ${target}`);
    });
    expect(offenders).toEqual([]);
  });
});
