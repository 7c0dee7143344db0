/** What a CLI action may touch, injected so actions run in tests without a process. */
import { createReadStream, createWriteStream } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { readFileLines } from '../eval/read-labelled-examples.js';

export interface CliIO {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Reads stdin whole; with `maxBytes`, stops there and rejects with `InputTooLargeError`. */
  readStdin: (options?: ReadOptions) => Promise<string>;
  /** Reads a UTF-8 file whole; with `maxBytes`, stops there and rejects with `InputTooLargeError`. */
  readFile: (path: string, options?: ReadOptions) => Promise<string>;
  /** Reads a UTF-8 file line by line, without holding it whole (`faithcheck eval`'s JSONL). */
  readLines: (path: string) => AsyncIterable<string>;
  /** Writes a UTF-8 file (a relative path is relative to `cwd`), replacing it. */
  writeFile: (path: string, content: string) => Promise<void>;
  /**
   * Opens a file (`-`: stdout) to write piece by piece, each `write` waiting while the destination
   * is behind, so a long output is never held whole (`faithcheck labels export`).
   */
  openWriter?: (path: string) => Promise<CliWriter>;
  env: NodeJS.ProcessEnv;
  /** Whether stdout is a terminal (colours, progress bars). */
  isTTY: boolean;
  cwd: string;
}

export interface CliWriter {
  write(text: string): Promise<void>;
  close(): Promise<void>;
}

/** A writer over a Node stream that honours back-pressure. */
function streamWriter(stream: NodeJS.WritableStream, close: () => Promise<void>): CliWriter {
  return {
    write: (text) =>
      new Promise((done, fail) => {
        const onError = (error: Error) => fail(error);
        stream.once('error', onError);
        const flushed = stream.write(text, () => stream.removeListener('error', onError));
        if (flushed) done();
        else stream.once('drain', () => done());
      }),
    close,
  };
}

export interface ReadOptions {
  /** Stop reading past this many bytes. */
  maxBytes?: number;
}

/** The input is larger than the reader was allowed to take. */
export class InputTooLargeError extends Error {
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    super(`the input is larger than ${maxBytes} bytes`);
    this.name = 'InputTooLargeError';
    this.maxBytes = maxBytes;
  }
}

/**
 * Reads a stream as UTF-8, holding at most `maxBytes` (an endless source such as `/dev/zero` or
 * `yes |` is cut off there instead of growing until the process dies).
 * @throws InputTooLargeError past `maxBytes`; the stream is destroyed.
 */
export async function readBounded(
  stream: AsyncIterable<Buffer | string>,
  maxBytes = Number.POSITIVE_INFINITY,
): Promise<string> {
  const parts: Buffer[] = [];
  let total = 0;
  for await (const part of stream) {
    const buffer = typeof part === 'string' ? Buffer.from(part) : part;
    total += buffer.length;
    // Leaving the loop destroys the stream: nothing more is read.
    if (total > maxBytes) throw new InputTooLargeError(maxBytes);
    parts.push(buffer);
  }
  return Buffer.concat(parts).toString('utf8');
}

export function processIO(): CliIO {
  const cwd = process.cwd();
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    readStdin: (options) => readBounded(process.stdin, options?.maxBytes),
    readFile: (path, options) =>
      options?.maxBytes === undefined
        ? readFile(path, 'utf8')
        : readBounded(createReadStream(path), options.maxBytes),
    readLines: readFileLines,
    writeFile: (path, content) => writeFile(resolve(cwd, path), content, 'utf8'),
    openWriter: async (path) => {
      if (path === '-') return streamWriter(process.stdout, async () => {});
      const stream = createWriteStream(resolve(cwd, path), { encoding: 'utf8' });
      await new Promise<void>((done, fail) => {
        stream.once('open', () => done());
        stream.once('error', fail);
      });
      return streamWriter(
        stream,
        () =>
          new Promise<void>((done, fail) =>
            stream.end((error?: Error | null) => (error ? fail(error) : done())),
          ),
      );
    },
    env: process.env,
    isTTY: Boolean(process.stdout.isTTY),
    cwd,
  };
}

/** Exit codes: 0 not flagged, 1 flagged, 2 bad input or usage, 3 the judge failed, 4 the database failed. */
export const EXIT = { ok: 0, flagged: 1, usage: 2, judgeFailed: 3, databaseFailed: 4 } as const;

/** An error the CLI reports as a message with exit code 2, never a stack trace. */
export class CliUsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CliUsageError';
  }
}
