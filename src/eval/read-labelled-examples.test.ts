import { describe, expect, it } from 'vitest';
import { InputError } from '../errors.js';
import { parseLabelledExamples, readLabelledExamples } from './read-labelled-examples.js';

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
