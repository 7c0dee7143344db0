/**
 * The layers declared in `src/layers.ts`, checked against what the code imports (STYLE.md 1, 22).
 * Every import is read from TypeScript's syntax tree — `import … from`, `export … from`,
 * `import()`, `require()` — and resolved to a file, so a lazy import across a boundary fails here
 * as a static one does. Type-only imports load nothing and cross layers freely, but count for
 * cycles. `FAITHCHECK_UPDATE_DOCS=1` rewrites the table in `docs/architecture.md`.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type ModuleImport, moduleImports, resolveImport } from './__fixtures__/module-imports.js';
import { LAYERS, type Layer, TEST_ONLY_FOLDER, TEST_ONLY_LAYER } from './layers.js';

const SRC = fileURLToPath(new URL('.', import.meta.url));
const DOC = fileURLToPath(new URL('../docs/architecture.md', import.meta.url));
const TABLE_START = '<!-- layers:start (generated from src/layers.ts by src/layers.test.ts) -->';
const TABLE_END = '<!-- layers:end -->';

const byName = new Map(LAYERS.map((layer) => [layer.name, layer]));

/** Every folder under src/, relative, ending in `/` (`''` for src/ itself). */
function folders(dir = SRC): string[] {
  const here = relative(SRC, dir);
  return [
    here === '' ? '' : `${here}/`,
    ...readdirSync(dir)
      .filter((name) => statSync(join(dir, name)).isDirectory())
      .flatMap((name) => folders(join(dir, name))),
  ];
}

/** Source modules (not tests, not declaration files), relative to src/. */
function sourceFiles(): string[] {
  return folders().flatMap((folder) =>
    readdirSync(join(SRC, folder))
      .filter((name) => /\.(ts|mts|mjs)$/.test(name) && !/\.test\.ts$|\.d\.mts$/.test(name))
      .filter((name) => statSync(join(SRC, folder, name)).isFile())
      .map((name) => `${folder}${name}`),
  );
}

/** The layer a folder (ending in `/`) or file belongs to: declared exactly, or under `__fixtures__/`. */
function layerOf(path: string): Layer | undefined {
  const folder = path.endsWith('/') ? path : path.slice(0, path.lastIndexOf('/') + 1);
  if (folder.split('/').includes(TEST_ONLY_FOLDER)) return byName.get(TEST_ONLY_LAYER);
  return (
    LAYERS.find((layer) => layer.paths.includes(path)) ??
    (folder === '' ? undefined : LAYERS.find((layer) => layer.paths.includes(folder)))
  );
}

interface Edge {
  from: string;
  to: string;
  kind: ModuleImport['kind'];
  line: number;
}

/** Every import of every source module between two files of src/ (packages left out). */
const edges: Edge[] = sourceFiles().flatMap((from) =>
  moduleImports(join(SRC, from)).flatMap(({ specifier, kind, line }): Edge[] => {
    if (!specifier.startsWith('.')) return [];
    const target = resolveImport(join(SRC, from), specifier);
    const to = target ? relative(SRC, target) : `<unresolved ${specifier}>`;
    return [{ from, to, kind, line }];
  }),
);
const runtime = edges.filter((edge) => edge.kind !== 'type');

/** Strongly connected components with more than one node (Tarjan). */
function cycles(graph: Map<string, Set<string>>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}

function graphOf(pairs: Array<[string, string]>): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const [from, to] of pairs) {
    if (from === to) continue;
    graph.set(from, (graph.get(from) ?? new Set()).add(to));
  }
  return graph;
}

/** The markdown table of the layers, as `docs/architecture.md` shows it. */
function renderTable(): string {
  const code = (path: string) => `\`src/${path}\``;
  const rows = LAYERS.map((layer) => {
    const imports = layer.imports.length === 0 ? 'nothing' : layer.imports.join(', ');
    const loads = layer.loads ? `; loads on first use: ${layer.loads.join(', ')}` : '';
    const may =
      layer.name === TEST_ONLY_LAYER ? 'anything (not checked); imported by no layer' : imports + loads;
    return `| ${layer.name} | ${layer.paths.map(code).join(', ')} | ${may} | ${layer.holds} |`;
  });
  return [
    '| layer | folders and files | may import | what it holds |',
    '| --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

describe('the layer declaration', () => {
  it('names each layer and each path once, and only declared layers as imports', () => {
    const names = LAYERS.map((layer) => layer.name);
    const paths = LAYERS.flatMap((layer) => layer.paths);
    expect(names.filter((name, at) => names.indexOf(name) !== at)).toEqual([]);
    expect(paths.filter((path, at) => paths.indexOf(path) !== at)).toEqual([]);
    const unknown = LAYERS.flatMap((layer) =>
      [...layer.imports, ...(layer.loads ?? [])]
        .filter((name) => !byName.has(name) || name === TEST_ONLY_LAYER)
        .map((name) => `${layer.name} -> ${name}`),
    );
    expect(unknown).toEqual([]);
  });

  it('allows no cycle between layers: dependencies point one way', () => {
    const allowed = graphOf(
      LAYERS.flatMap((layer) =>
        [...layer.imports, ...(layer.loads ?? [])].map((name): [string, string] => [layer.name, name]),
      ),
    );
    expect(cycles(allowed)).toEqual([]);
  });

  it('places every folder under src/ and every top-level file in a layer', () => {
    const topFiles = sourceFiles().filter((file) => !file.includes('/'));
    const unplaced = [...folders().filter((folder) => folder !== ''), ...topFiles].filter(
      (path) => !layerOf(path),
    );
    expect(unplaced).toEqual([]);
  });

  it('is the table in docs/architecture.md', () => {
    const doc = readFileSync(DOC, 'utf8');
    const start = doc.indexOf(TABLE_START);
    const end = doc.indexOf(TABLE_END);
    expect(start, `docs/architecture.md needs ${TABLE_START} … ${TABLE_END}`).toBeGreaterThan(-1);
    const table = renderTable();
    if (process.env.FAITHCHECK_UPDATE_DOCS === '1') {
      writeFileSync(DOC, `${doc.slice(0, start + TABLE_START.length)}\n${table}\n${doc.slice(end)}`);
      return;
    }
    expect(doc.slice(start + TABLE_START.length, end).trim()).toBe(table);
  });
});

describe('the imports', () => {
  it('are read from the syntax tree, import() included', () => {
    expect(sourceFiles().length).toBeGreaterThan(250);
    expect(runtime.filter((edge) => edge.kind === 'dynamic').length).toBeGreaterThan(15);
  });

  it('cross layers only where the declaration allows it; lazy layers only through import()', () => {
    const offenders = runtime.flatMap((edge) => {
      const from = layerOf(edge.from);
      const to = layerOf(edge.to);
      const where = `${edge.from}:${edge.line} -> ${edge.to}`;
      if (from?.name === TEST_ONLY_LAYER) return [];
      if (!from || !to) return [`${where} (not in any layer)`];
      if (from === to || from.imports.includes(to.name)) return [];
      if (from.loads?.includes(to.name))
        return edge.kind === 'dynamic'
          ? []
          : [`${where} (${from.name} may load ${to.name} only with import())`];
      return [`${where} (${from.name} may not import ${to.name})`];
    });
    expect(offenders).toEqual([]);
  });

  it('form no cycle between layers', () => {
    const layerEdges = runtime.flatMap((edge): Array<[string, string]> => {
      const from = layerOf(edge.from);
      const to = layerOf(edge.to);
      return from && to ? [[from.name, to.name]] : [];
    });
    expect(cycles(graphOf(layerEdges))).toEqual([]);
  });

  it('form no cycle between files, type-only imports included', () => {
    expect(cycles(graphOf(edges.map((edge): [string, string] => [edge.from, edge.to])))).toEqual([]);
  });
});
