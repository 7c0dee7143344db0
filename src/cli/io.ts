/** What a CLI action may touch, injected so actions run in tests without a process. */
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { readFileLines } from '../eval/read-labelled-examples.js';

export interface CliIO {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  readStdin: () => Promise<string>;
  readFile: (path: string) => Promise<string>;
  /** Reads a UTF-8 file line by line, without holding it whole (`faithcheck eval`'s JSONL). */
  readLines: (path: string) => AsyncIterable<string>;
  /** Writes a UTF-8 file (a relative path is relative to `cwd`), replacing it. */
  writeFile: (path: string, content: string) => Promise<void>;
  env: NodeJS.ProcessEnv;
  /** Whether stdout is a terminal (colours, progress bars). */
  isTTY: boolean;
  cwd: string;
}

async function readAllStdin(): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of process.stdin) parts.push(part as Buffer);
  return Buffer.concat(parts).toString('utf8');
}

export function processIO(): CliIO {
  const cwd = process.cwd();
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    readStdin: readAllStdin,
    readFile: (path) => readFile(path, 'utf8'),
    readLines: readFileLines,
    writeFile: (path, content) => writeFile(resolve(cwd, path), content, 'utf8'),
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
