import { describe, expect, it } from 'vitest';
import { InputError } from '../errors.js';
import { parseVerifyInput } from './parse-verify-input.js';

describe('parseVerifyInput', () => {
  it('accepts chunks with ids, text and metadata', () => {
    const input = parseVerifyInput({
      query: 'How long?',
      response: 'Thirty days.',
      chunks: [{ id: 'a', text: 'The window is 30 days.', metadata: { title: 'Policy' } }],
    });
    expect(input).toEqual({
      query: 'How long?',
      response: 'Thirty days.',
      chunks: [{ id: 'a', text: 'The window is 30 days.', metadata: { title: 'Policy' } }],
    });
  });

  it('gives ids to a plain string[] context', () => {
    const input = parseVerifyInput({ response: 'x', context: ['first', 'second'] });
    expect(input.chunks).toEqual([
      { id: 'c1', text: 'first' },
      { id: 'c2', text: 'second' },
    ]);
  });

  it('accepts RetrievedChunk chunks with `content` and numeric ids', () => {
    expect(parseVerifyInput({ response: 'x', chunks: [{ id: 7, content: 'seven' }] }).chunks).toEqual([
      { id: '7', text: 'seven' },
    ]);
  });

  const bad: Array<[string, unknown, RegExp]> = [
    ['not an object', 'hello', /expected object/i],
    ['missing response', { chunks: [] }, /response/],
    ['response not a string', { response: 42, chunks: [] }, /response/],
    ['no context at all', { response: 'x' }, /chunks.*context/],
    ['chunk without text', { response: 'x', chunks: [{ id: 'a' }] }, /chunks\[0\].*text/],
    [
      'duplicate ids',
      {
        response: 'x',
        chunks: [
          { id: 'a', text: '1' },
          { id: 'a', text: '2' },
        ],
      },
      /chunks\[1\]\.id "a".*unique/,
    ],
    ['both chunks and context', { response: 'x', chunks: [], context: [] }, /either/],
    ['wrong chunk type', { response: 'x', context: [1] }, /context\[0\]/],
  ];
  it.each(bad)('rejects %s with a clear InputError', (_name, raw, message) => {
    expect(() => parseVerifyInput(raw)).toThrowError(message);
    expect(() => parseVerifyInput(raw)).toThrowError(InputError);
  });

  it('enforces the documented limits', () => {
    expect(() =>
      parseVerifyInput({ response: 'x'.repeat(11), context: [] }, { maxResponseChars: 10 }),
    ).toThrow(/limit is 10/);
    expect(() => parseVerifyInput({ response: 'x', context: ['a', 'b', 'c'] }, { maxChunks: 2 })).toThrow(
      /context has 3 entries/,
    );
    expect(() => parseVerifyInput({ response: 'x', context: ['abc'] }, { maxChunkChars: 2 })).toThrow(
      /context\[0\]\.text/,
    );
  });
});

describe('parseVerifyInput: chunk metadata bounds', () => {
  const deepArray = (depth: number): unknown => {
    // `depth - 1` arrays: inside `{ d: … }` (level 1) the innermost array is at level `depth`.
    let value: unknown = 'leaf';
    for (let level = 1; level < depth; level += 1) value = [value];
    return value;
  };

  it('accepts metadata up to 32 levels and refuses deeper, naming the chunk, without recursion', () => {
    const at = parseVerifyInput({
      response: 'r',
      chunks: [{ id: 'a', text: 't', metadata: { d: deepArray(32) } }],
    });
    expect(at.chunks[0]?.metadata).toBeDefined();
    for (const depth of [33, 10_000, 200_000]) {
      const call = () =>
        parseVerifyInput({
          response: 'r',
          chunks: [
            { id: 'a', text: 't' },
            { id: 'b', text: 't', metadata: { d: deepArray(depth) } },
          ],
        });
      expect(call).toThrow(InputError);
      expect(call).toThrow('chunks[1].metadata is nested deeper than 32 levels');
    }
  });

  it('refuses metadata larger than maxMetadataChars, and the limits can be raised', () => {
    const metadata = { note: 'x'.repeat(100_000) };
    expect(() => parseVerifyInput({ response: 'r', context: [{ text: 't', metadata }] })).toThrow(
      /^context\[0\]\.metadata is larger than 100000 characters/,
    );
    const raised = parseVerifyInput(
      { response: 'r', context: [{ text: 't', metadata }] },
      { maxMetadataChars: 200_000 },
    );
    expect(raised.chunks[0]?.metadata).toEqual(metadata);
  });

  it('stops early on shared references instead of walking an exponential tree', () => {
    let shared: unknown = { leaf: 1 };
    for (let level = 0; level < 30; level += 1) shared = { left: shared, right: shared };
    // Walking the 2^30 paths would outlast the test timeout; stopping early answers at once.
    expect(() => parseVerifyInput({ response: 'r', chunks: [{ text: 't', metadata: { shared } }] })).toThrow(
      /is larger than 100000 characters/,
    );
  });
});
