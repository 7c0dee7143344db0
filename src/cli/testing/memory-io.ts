/** An in-memory `CliIO` for tests: files from a map, captured stdout and stderr. */
import type { CliIO } from '../io.js';

export interface MemoryIO extends CliIO {
  out: string[];
  err: string[];
}

export function memoryIO(
  files: Record<string, string> = {},
  stdin = '',
  env: NodeJS.ProcessEnv = {},
): MemoryIO {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
    readStdin: async () => stdin,
    readFile: async (path) => {
      const content = files[path];
      if (content === undefined) throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
      return content;
    },
    env,
    isTTY: false,
    cwd: '/',
  };
}
