/** An in-memory `CliIO` for tests: files from a map, captured stdout and stderr, written files recorded. */
import { type CliIO, InputTooLargeError, type ReadOptions } from '../io.js';

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
  const bounded = (content: string, options?: ReadOptions) => {
    if (Buffer.byteLength(content) > (options?.maxBytes ?? Number.POSITIVE_INFINITY)) {
      throw new InputTooLargeError(options!.maxBytes!);
    }
    return content;
  };
  const readFile = async (path: string, options?: ReadOptions) => {
    const content = files[path];
    if (content === undefined) throw Object.assign(new Error(`ENOENT: ${path}`), { code: 'ENOENT' });
    return bounded(content, options);
  };
  return {
    out,
    err,
    written,
    stdout: (text) => out.push(text),
    stderr: (text) => err.push(text),
    readStdin: async (options) => bounded(stdin, options),
    readFile,
    readLines: async function* (path) {
      yield* (await readFile(path)).split('\n');
    },
    writeFile: async (path, content) => {
      written.set(path, content);
    },
    openWriter: async (path) => {
      if (path !== '-') written.set(path, '');
      return {
        write: async (text) => {
          if (path === '-') out.push(text);
          else written.set(path, written.get(path)! + text);
        },
        close: async () => {},
      };
    },
    env,
    isTTY: false,
    cwd: '/',
  };
}
