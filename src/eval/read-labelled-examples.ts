/**
 * Labelled data for `eval`: one JSON object a line, in the schema of the shared data README
 * (`id, dataset, split, query, context[], claim, label, fine_label, meta`). Every line is validated
 * with zod, and a bad line becomes an `InputError` naming the file and the line, so a person can
 * fix it. `meta` is dropped on reading: it is never a feature.
 */
import { readFile as readFileFromDisk } from 'node:fs/promises';
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

/**
 * Parse JSONL labelled data. Blank lines are skipped.
 * @throws InputError `"<source> line <n>: …"` on invalid JSON, a wrong schema, or a duplicate id.
 * @example parseLabelledExamples({ text: fileText, source: 'wice.dev.jsonl' })
 */
export function parseLabelledExamples(options: ParseLabelledExamplesOptions): LabelledExample[] {
  const { text, source } = options;
  const examples: LabelledExample[] = [];
  const seen = new Map<string, number>();
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index]!.trim();
    if (line === '') continue;
    const lineNumber = index + 1;
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
    examples.push(example);
  }
  return examples;
}

export interface ReadLabelledExamplesOptions {
  /** JSONL files to read, in order. */
  files: readonly string[];
  /** How to read a file; default: UTF-8 from disk. */
  readFile?: (path: string) => Promise<string>;
}

/**
 * Read and validate JSONL files of labelled examples, concatenated in file order (a file named
 * twice is read once).
 * @throws InputError naming the file (and line) that cannot be read or is invalid.
 * @example const examples = await readLabelledExamples({ files: ['lfqa.dev.jsonl'] });
 */
export async function readLabelledExamples(options: ReadLabelledExamplesOptions): Promise<LabelledExample[]> {
  const readFile = options.readFile ?? ((path: string) => readFileFromDisk(path, 'utf8'));
  const examples: LabelledExample[] = [];
  const owner = new Map<string, string>();
  for (const file of new Set(options.files)) {
    let text: string;
    try {
      text = await readFile(file);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const reason =
        code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : (error as Error).message;
      throw new InputError(`cannot read ${file}: ${reason}`, file, { cause: error });
    }
    const parsed = parseLabelledExamples({ text, source: file });
    if (parsed.length === 0) throw new InputError(`${file} holds no examples`, file);
    for (const example of parsed) {
      const key = `${example.dataset}\u0000${example.id}`;
      const other = owner.get(key);
      if (other !== undefined && other !== file) {
        throw new InputError(
          `${file}: id "${example.id}" of dataset "${example.dataset}" is also in ${other}`,
          file,
        );
      }
      owner.set(key, file);
      examples.push(example);
    }
  }
  return examples;
}
