/** Reads a JSON document from a file or stdin (`-`), with messages a person can act on. */
import { type CliIO, CliUsageError, InputTooLargeError } from './io.js';

/**
 * The most `verify` and `correct` read: 32 MiB, 16 times the server's default body limit and far
 * above any real check, far below what would exhaust memory. The library's own limits (1,000
 * chunks of 100,000 characters, …) would allow documents of hundreds of megabytes, which only an
 * endless or wrong file (`/dev/zero`, a log) reaches; `--max-input` raises the bound.
 */
export const DEFAULT_MAX_INPUT_BYTES = 32 * 1024 * 1024;

/** `--max-input`: a whole number of bytes ≥ 1. @throws CliUsageError */
export function parseMaxInput(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const bytes = Number(value);
  if (!Number.isInteger(bytes) || bytes < 1)
    throw new CliUsageError(`--max-input must be a whole number of bytes ≥ 1, got "${value}"`);
  return bytes;
}

export async function readJsonInput(
  io: CliIO,
  file: string | undefined,
  { maxBytes = DEFAULT_MAX_INPUT_BYTES }: { maxBytes?: number } = {},
): Promise<unknown> {
  const source = file === undefined || file === '-' ? 'stdin' : file;
  let text: string;
  try {
    text = source === 'stdin' ? await io.readStdin({ maxBytes }) : await io.readFile(source, { maxBytes });
  } catch (error) {
    if (error instanceof InputTooLargeError) {
      throw new CliUsageError(
        `${source} is larger than ${maxBytes} bytes, the most faithcheck reads (raise it with --max-input <bytes>)`,
      );
    }
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : (error as Error).message;
    throw new CliUsageError(`cannot read ${source}: ${reason}`);
  }
  // A byte-order mark (Notepad, PowerShell's Out-File) is not part of the JSON.
  text = text.replace(/^\uFEFF/, '');
  if (text.trim() === '')
    throw new CliUsageError(`${source} is empty: expected JSON { "response": …, "chunks": [ … ] }`);
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new CliUsageError(`${source} is not valid JSON: ${(error as Error).message}`);
  }
}
