/**
 * The bare packages a module statically imports at runtime (`import … from 'x'`, not `import type`
 * and not `import()`), following relative imports through the source tree. The start-up tests use it
 * to keep heavy packages out of the CLI's and the root entry's load.
 */
import { moduleImports, resolveImport } from './module-imports.js';

/** Every bare package reachable by static imports from `entry`, with the first module importing it. */
export function staticPackages(entry: string): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const { specifier, kind } of moduleImports(file)) {
      if (kind !== 'static') continue;
      if (specifier.startsWith('.')) {
        const target = resolveImport(file, specifier);
        if (target) visit(target);
      } else if (!specifier.startsWith('node:') && !packages.has(specifier)) {
        packages.set(specifier, file);
      }
    }
  };
  visit(entry);
  return packages;
}

/** Every source module reachable by static imports from `entry` (the entry included). */
export function staticModules(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const { specifier, kind } of moduleImports(file)) {
      if (kind !== 'static' || !specifier.startsWith('.')) continue;
      const target = resolveImport(file, specifier);
      if (target) visit(target);
    }
  };
  visit(entry);
  return seen;
}
