/**
 * Labelled data for `eval`: one JSON object a line, in the schema of the shared data README
 * (`id, dataset, split, query, context[], claim, label, fine_label, meta`). Every line is validated
 * with zod, and a bad line becomes an `InputError` naming the file and the line, so a person can
 * fix it. `meta` is dropped on reading: it is never a feature. Files are read line by line
 * over a file stream, so a file is never held whole in memory, and a line is bounded.
 */
import { open } from 'node:fs/promises';
import { z } from 'zod';
import { InputError } from '../errors.js';

/** The gold label: partial support counts as `unsupported`. */
export type GoldLabel = 'supported' | 'unsupported';

export const labelledExampleSchema = z.object({
  id: z.union([z.string().min(1), z.number()]).transform(String),
  dataset: z.string().min(1, 'must be a non-empty string'),
  split: z.string().nullish(),
  query: z.string().nullish(),
  context: z.array(z.string()),
  claim: z.string().min(1, 'must be a non-empty string'),
  label: z.enum(['supported', 'unsupported']),
  fine_label: z.string().nullish(),
});

/** One labelled example, as read (without `meta`). */
export interface LabelledExample {
  id: string;
  dataset: string;
  split?: string | null;
  query?: string | null;
  context: string[];
  claim: string;
  label: GoldLabel;
  fine_label?: string | null;
}

export interface ParseLabelledExamplesOptions {
  /** The JSONL text. */
  text: string;
  /** Named in error messages, e.g. the file path. */
  source: string;
}

function formatPath(path: ReadonlyArray<PropertyKey>): string {
  return path.reduce<string>(
    (acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : acc ? `${acc}.${String(key)}` : String(key)),
    '',
  );
}

/** Checks one line; `undefined` for a blank line. `seen` maps ids to their first line, per file. */
function parseLine(
  text: string,
  lineNumber: number,
  source: string,
  seen: Map<string, number>,
): LabelledExample | undefined {
  const line = text.trim();
  if (line === '') return undefined;
  const where = `${source} line ${lineNumber}`;
  let raw: unknown;
  try {
    raw = JSON.parse(line);
  } catch (error) {
    throw new InputError(`${where}: not valid JSON (${(error as Error).message})`, where);
  }
  const parsed = labelledExampleSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = formatPath(issue.path);
    const missing = issue.code === 'invalid_type' && /received undefined/.test(issue.message);
    const message = missing ? 'is required' : issue.message;
    throw new InputError(`${where}: ${field ? `${field}: ` : ''}${message}`, where);
  }
  const example = parsed.data;
  const firstLine = seen.get(example.id);
  if (firstLine !== undefined) {
    throw new InputError(`${where}: duplicate id "${example.id}" (first on line ${firstLine})`, where);
  }
  seen.set(example.id, lineNumber);
  return example;
}

/**
 * Parse JSONL labelled data. Blank lines are skipped.
 * @throws InputError `"<source> line <n>: …"` on invalid JSON, a wrong schema, or a duplicate id.
 * @example parseLabelledExamples({ text: fileText, source: 'wice.dev.jsonl' })
 */
export function parseLabelledExamples(options: ParseLabelledExamplesOptions): LabelledExample[] {
  const seen = new Map<string, number>();
  const lines = options.text.split('\n');
  const examples: LabelledExample[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const example = parseLine(lines[index]!, index + 1, options.source, seen);
    if (example) examples.push(example);
  }
  return examples;
}

/**
 * The longest line read, in bytes. The longest in our labelled data is 105 KB (WiCE, whole
 * articles as context); a line beyond this is refused with its number instead of being gathered
 * into one string (issue 20 item 4: a 600 MB line crashed `calibrate` with a stack trace).
 */
export const MAX_LINE_BYTES = 8 * 1024 * 1024;

export interface ReadFileLinesOptions {
  /** Refuse a line longer than this many bytes (default `MAX_LINE_BYTES`). */
  maxLineBytes?: number;
}

/**
 * The lines of a UTF-8 file, streamed: a file is never held whole, and a line at most
 * `maxLineBytes`. `\n` and `\r\n` end a line.
 * @throws InputError naming the file and line when a line is longer than the limit.
 */
export async function* readFileLines(
  path: string,
  options: ReadFileLinesOptions = {},
): AsyncGenerator<string> {
  const maxLineBytes = options.maxLineBytes ?? MAX_LINE_BYTES;
  const handle = await open(path, 'r');
  const input = handle.createReadStream({ autoClose: false });
  let parts: Buffer[] = [];
  let pending = 0;
  let lineNumber = 0;
  const takeLine = (): string => {
    // Split on the 0x0A byte, which never occurs inside a multi-byte UTF-8 character.
    const line = Buffer.concat(parts, pending).toString('utf8');
    parts = [];
    pending = 0;
    lineNumber += 1;
    return line.endsWith('\r') ? line.slice(0, -1) : line;
  };
  try {
    for await (const chunk of input as AsyncIterable<Buffer>) {
      let start = 0;
      for (;;) {
        const end = chunk.indexOf(0x0a, start);
        const stop = end === -1 ? chunk.length : end;
        pending += stop - start;
        if (pending > maxLineBytes)
          throw new InputError(
            `${path} line ${lineNumber + 1} is longer than ${maxLineBytes} bytes: one JSON object a line is expected, and no line may be that long`,
            `${path} line ${lineNumber + 1}`,
          );
        if (stop > start) parts.push(chunk.subarray(start, stop));
        if (end === -1) break;
        yield takeLine();
        start = end + 1;
      }
    }
    if (pending > 0) yield takeLine();
  } finally {
    input.destroy();
    await handle.close();
  }
}

export interface ReadLabelledExamplesOptions {
  /** JSONL files to read, in order. */
  files: readonly string[];
  /** How to read a whole file (tests inject one); when set, `readLines` is not used. */
  readFile?: (path: string) => Promise<string>;
  /** How to read a file line by line; default: `readFileLines` (from disk, streamed, lines bounded). */
  readLines?: (path: string) => AsyncIterable<string>;
}

function readError(file: string, error: unknown): InputError {
  const code = (error as NodeJS.ErrnoException).code;
  const reason =
    code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : (error as Error).message;
  return new InputError(`cannot read ${file}: ${reason}`, file, { cause: error });
}

/** The lines of one file, with read failures (not parse failures) turned into an `InputError`. */
async function* linesOf(file: string, options: ReadLabelledExamplesOptions): AsyncGenerator<string> {
  const { readFile } = options;
  const source = readFile
    ? (async function* () {
        yield* (await readFile(file)).split('\n');
      })()
    : (options.readLines ?? readFileLines)(file);
  const iterator = source[Symbol.asyncIterator]();
  while (true) {
    let next: IteratorResult<string>;
    try {
      next = await iterator.next();
    } catch (error) {
      // A line too long is already an InputError naming the file and line.
      throw InputError.isInstance(error) ? error : readError(file, error);
    }
    if (next.done) return;
    yield next.value;
  }
}

/**
 * Stream and validate JSONL files of labelled examples, one example at a time, in file order (a
 * file named twice is read once). Examples before a bad line are yielded before the error.
 * Identical context passages are yielded as one shared string.
 * @throws InputError naming the file (and line) that cannot be read or is invalid.
 * @example for await (const example of streamLabelledExamples({ files: ['wice.dev.jsonl'] })) count += 1;
 */
export async function* streamLabelledExamples(
  options: ReadLabelledExamplesOptions,
): AsyncGenerator<LabelledExample> {
  const owner = new Map<string, string>();
  // Many examples share their context (20× in LFQA's dev file): keep one copy of each passage.
  const passages = new Map<string, string>();
  const shared = (text: string) => {
    const known = passages.get(text);
    if (known !== undefined) return known;
    passages.set(text, text);
    return text;
  };
  for (const file of new Set(options.files)) {
    const seen = new Map<string, number>();
    let lineNumber = 0;
    let count = 0;
    for await (const line of linesOf(file, options)) {
      lineNumber += 1;
      const example = parseLine(line, lineNumber, file, seen);
      if (!example) continue;
      const key = `${example.dataset}\u0000${example.id}`;
      const other = owner.get(key);
      if (other !== undefined && other !== file) {
        throw new InputError(
          `${file}: id "${example.id}" of dataset "${example.dataset}" is also in ${other}`,
          file,
        );
      }
      owner.set(key, file);
      count += 1;
      example.context = example.context.map(shared);
      yield example;
    }
    if (count === 0) throw new InputError(`${file} holds no examples`, file);
  }
}

/**
 * Read and validate JSONL files of labelled examples, concatenated in file order (a file named
 * twice is read once). Streams from disk unless `readFile` is given.
 * @throws InputError naming the file (and line) that cannot be read or is invalid.
 * @example const examples = await readLabelledExamples({ files: ['lfqa.dev.jsonl'] });
 */
export async function readLabelledExamples(options: ReadLabelledExamplesOptions): Promise<LabelledExample[]> {
  const examples: LabelledExample[] = [];
  for await (const example of streamLabelledExamples(options)) examples.push(example);
  return examples;
}
