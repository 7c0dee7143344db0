/**
 * What a module imports, read from TypeScript's syntax tree (not from its text with a regular
 * expression): `import … from`, `export … from`, `import 'x'`, `import('x')` with a string literal
 * and `require('x')`. Type-only imports (`import type`, `export type`, and `import { type A }` when
 * every name is a type) are marked `type`: they are erased and load nothing. The layer test and the
 * start-up tests read imports through this one function.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import ts from 'typescript';

export interface ModuleImport {
  specifier: string;
  /**
   * `static`: loaded with the module; `dynamic`: `import()`, loaded when the call runs; `require`;
   * `type`: erased at compile time, loads nothing (kept for the cycle check).
   */
  kind: 'static' | 'dynamic' | 'require' | 'type';
  /** 1-based line of the import, for messages. */
  line: number;
}

/** The imports of one source file (`.ts`, `.mts` or `.mjs`), in source order. */
export function moduleImports(file: string): ModuleImport[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const imports: ModuleImport[] = [];
  const add = (literal: ts.Node, kind: ModuleImport['kind']) => {
    if (!ts.isStringLiteralLike(literal)) return;
    const line = source.getLineAndCharacterOfPosition(literal.getStart(source)).line + 1;
    imports.push({ specifier: literal.text, kind, line });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) add(node.moduleSpecifier, isTypeOnlyImport(node) ? 'type' : 'static');
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier)
      add(node.moduleSpecifier, isTypeOnlyExport(node) ? 'type' : 'static');
    else if (ts.isCallExpression(node) && node.arguments[0]) {
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword) add(node.arguments[0], 'dynamic');
      else if (ts.isIdentifier(node.expression) && node.expression.text === 'require')
        add(node.arguments[0], 'require');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return imports;
}

/**
 * The file a relative specifier names (`./x.js` → `x.ts`, `./x.mjs` → `x.mjs` or `x.mts`, a folder →
 * its `index.ts`), or `undefined` for a package or a path outside the source tree.
 */
export function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const path = join(dirname(from), specifier);
  const candidates = [
    path,
    path.replace(/\.js$/, '.ts'),
    path.replace(/\.mjs$/, '.mts'),
    `${path}.ts`,
    join(path, 'index.ts'),
  ];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
}

function isTypeOnlyImport(node: ts.ImportDeclaration): boolean {
  const clause = node.importClause;
  if (!clause) return false; // `import 'x'` runs x
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    !clause.name &&
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
}

function isTypeOnlyExport(node: ts.ExportDeclaration): boolean {
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return (
    clause !== undefined &&
    ts.isNamedExports(clause) &&
    clause.elements.length > 0 &&
    clause.elements.every((element) => element.isTypeOnly)
  );
}
