/** Reads a JSON document from a file or stdin (`-`), with messages a person can act on. */
import { type CliIO, CliUsageError } from './io.js';

export async function readJsonInput(io: CliIO, file: string | undefined): Promise<unknown> {
  const source = file === undefined || file === '-' ? 'stdin' : file;
  let text: string;
  try {
    text = source === 'stdin' ? await io.readStdin() : await io.readFile(source);
  } catch (error) {
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
