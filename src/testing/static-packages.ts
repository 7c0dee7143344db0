/**
 * The bare packages a module statically imports at runtime (`import … from 'x'`, not `import type`
 * and not `import()`), following relative imports through the source tree. The start-up tests use it
 * to keep heavy packages out of the CLI's and the root entry's load.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const STATIC_IMPORT = /^(?:import|export)\s+(?!type\b)[^;]*?from\s+'([^']+)'/gms;

/** Every bare package reachable by static imports from `entry`, with the first module importing it. */
export function staticPackages(entry: string): Map<string, string> {
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
