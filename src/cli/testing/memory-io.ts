/** An in-memory `CliIO` for tests: files from a map, captured stdout and stderr, written files recorded. */
import type { CliIO } from '../io.js';

export interface MemoryIO extends CliIO {
  out: string[];
  err: string[];
  /** Files written through `writeFile`, by the path as given. */
  written: Map<string, string>;
}

export function memoryIO(
  files: Record<string, string> = {},
  stdin = '',
  env: NodeJS.ProcessEnv = {},
): MemoryIO {
  const out: string[] = [];
  const err: string[] = [];
  const written = new Map<string, string>();
  const readFile = async (path: string) => {
    const content = files[path];
    if (content === undefined) throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
    return content;
  };
  return {
    out,
    err,
    written,
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
    readStdin: async () => stdin,
    readFile,
    readLines: async function* (path) {
      yield* (await readFile(path)).split('\n');
    },
    writeFile: async (path, content) => {
      written.set(path, content);
    },
    env,
    isTTY: false,
    cwd: '/',
  };
}
