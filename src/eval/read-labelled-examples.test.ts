import { mkdtempSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InputError } from '../errors.js';
import {
  parseLabelledExamples,
  readFileLines,
  readLabelledExamples,
  streamLabelledExamples,
} from './read-labelled-examples.js';

const line = (fields: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: 'a1',
    dataset: 'lfqa',
    split: 'dev',
    query: null,
    context: ['The refund window is 30 days.'],
    claim: 'The refund window is 30 days.',
    label: 'supported',
    fine_label: 'supported',
    meta: { annotator: 3 },
    ...fields,
  });

function parseError(text: string): InputError {
  try {
    parseLabelledExamples({ text, source: 'data.jsonl' });
  } catch (error) {
    if (InputError.isInstance(error)) return error;
    throw error;
  }
  throw new Error('expected an InputError');
}

describe('parseLabelledExamples', () => {
  it('reads valid lines, skips blank ones, and drops meta', () => {
    const examples = parseLabelledExamples({
      text: `${line()}\n\n${line({ id: 'a2', label: 'unsupported' })}\n`,
      source: 'data.jsonl',
    });
    expect(examples.map((example) => [example.id, example.label])).toEqual([
      ['a1', 'supported'],
      ['a2', 'unsupported'],
    ]);
    expect(examples[0]).not.toHaveProperty('meta');
  });

  it('names the file and line of invalid JSON', () => {
    const error = parseError(`${line()}\n\n{ "id": "x", oops }\n`);
    expect(error.message).toMatch(/^data\.jsonl line 3: not valid JSON/);
  });

  it('names the file, line and field of a schema error', () => {
    expect(parseError(`${line()}\n${line({ id: 'b', label: 'maybe' })}`).message).toMatch(
      /^data\.jsonl line 2: label: /,
    );
    expect(parseError(line({ claim: undefined })).message).toBe('data.jsonl line 1: claim: is required');
    expect(parseError(line({ context: 'one string' })).message).toMatch(/^data\.jsonl line 1: context: /);
    expect(parseError(line({ context: ['ok', 3] })).message).toMatch(/^data\.jsonl line 1: context\[1\]: /);
    expect(parseError('[1, 2]').message).toMatch(/^data\.jsonl line 1: /);
  });

  it('rejects a duplicate id, naming both lines', () => {
    expect(parseError(`${line()}\n${line()}`).message).toBe(
      'data.jsonl line 2: duplicate id "a1" (first on line 1)',
    );
  });
});

describe('readLabelledExamples', () => {
  const files: Record<string, string> = {
    'a.jsonl': line(),
    'b.jsonl': line({ id: 'b1', dataset: 'wice' }),
    'empty.jsonl': '\n\n',
  };
  const readFile = async (path: string) => {
    const text = files[path];
    if (text === undefined) throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
    return text;
  };

  it('concatenates files in order', async () => {
    const examples = await readLabelledExamples({ files: ['b.jsonl', 'a.jsonl'], readFile });
    expect(examples.map((example) => example.dataset)).toEqual(['wice', 'lfqa']);
  });

  it('names a missing or empty file', async () => {
    await expect(readLabelledExamples({ files: ['nope.jsonl'], readFile })).rejects.toThrow(
      'cannot read nope.jsonl: no such file',
    );
    await expect(readLabelledExamples({ files: ['empty.jsonl'], readFile })).rejects.toThrow(
      'empty.jsonl holds no examples',
    );
  });

  it('rejects the same example in two files', async () => {
    await expect(readLabelledExamples({ files: ['a.jsonl', 'a.jsonl'], readFile })).resolves.toHaveLength(1);
    files['c.jsonl'] = line();
    await expect(readLabelledExamples({ files: ['a.jsonl', 'c.jsonl'], readFile })).rejects.toThrow(
      /c\.jsonl: id "a1" of dataset "lfqa" is also in a\.jsonl/,
    );
  });
});

describe('streaming from disk (node:readline over a file stream)', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'faithcheck-labelled-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('reads every line of a file, CRLF included, as readLabelledExamples does', async () => {
    const path = join(folder, 'crlf.jsonl');
    await writeFile(path, `${line()}\r\n\r\n${line({ id: 'a2', label: 'unsupported' })}\r\n`);
    const streamed: string[] = [];
    for await (const example of streamLabelledExamples({ files: [path] })) streamed.push(example.id);
    expect(streamed).toEqual(['a1', 'a2']);
    const read = await readLabelledExamples({ files: [path] });
    expect(read.map((example) => example.label)).toEqual(['supported', 'unsupported']);
  });

  it('names the file and line of a bad line, after yielding the examples before it', async () => {
    const path = join(folder, 'bad.jsonl');
    await writeFile(path, `${line()}\n\n${line({ id: 'a2' })}\n{ oops\n`);
    const seen: string[] = [];
    const run = async () => {
      for await (const example of streamLabelledExamples({ files: [path] })) seen.push(example.id);
    };
    await expect(run()).rejects.toThrow(new RegExp(`^${path} line 4: not valid JSON`));
    expect(seen).toEqual(['a1', 'a2']);
  });

  it('names a missing file and a directory', async () => {
    await expect(readLabelledExamples({ files: [join(folder, 'nope.jsonl')] })).rejects.toThrow(
      /cannot read .*nope\.jsonl: no such file/,
    );
    await expect(readLabelledExamples({ files: [folder] })).rejects.toThrow(/is a directory/);
  });

  it('streams a file much larger than one chunk of the stream', async () => {
    const path = join(folder, 'long.jsonl');
    const context = ['x'.repeat(100_000)];
    await writeFile(
      path,
      Array.from({ length: 30 }, (_, index) => line({ id: `l${index}`, context })).join('\n'),
    );
    let count = 0;
    for await (const example of streamLabelledExamples({ files: [path] })) {
      expect(example.context[0]).toHaveLength(100_000);
      count += 1;
    }
    expect(count).toBe(30);
    const lines: string[] = [];
    for await (const text of readFileLines(path)) lines.push(text);
    expect(lines).toHaveLength(30);
  });
});

describe('readFileLines (bounded lines, issue 20 item 4)', () => {
  it('splits on \\n and \\r\\n, keeps multi-byte characters across read chunks, and yields a last line without \\n', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'faithcheck-lines-'));
    const path = join(folder, 'lines.txt');
    // Longer than one 64 KiB read, so a character straddles a chunk boundary.
    const long = 'é€😀'.repeat(20_000);
    writeFileSync(path, `a\r\n${long}\n\nlast`);
    const lines: string[] = [];
    for await (const line of readFileLines(path)) lines.push(line);
    expect(lines).toEqual(['a', long, '', 'last']);
  });

  it('refuses a line longer than the limit with its number, before gathering it', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'faithcheck-lines-'));
    const path = join(folder, 'long.txt');
    writeFileSync(path, `short\n${'x'.repeat(200_000)}\n`);
    const lines: string[] = [];
    await expect(
      (async () => {
        for await (const line of readFileLines(path, { maxLineBytes: 100_000 })) lines.push(line);
      })(),
    ).rejects.toThrow(/long\.txt line 2 is longer than 100000 bytes/);
    expect(lines).toEqual(['short']);
  });
});
