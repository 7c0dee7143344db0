import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { memoryIO } from './__fixtures__/memory-io.js';
import { InputTooLargeError, processIO, readBounded } from './io.js';
import { runCli } from './program.js';
import { DEFAULT_MAX_INPUT_BYTES, readJsonInput } from './read-json-input.js';

/** An endless source, as `/dev/zero` or `yes |` are; counts what was pulled from it. */
function endless() {
  const state = { pulled: 0 };
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  const stream = new Readable({
    read() {
      state.pulled += chunk.length;
      this.push(chunk);
    },
  });
  return { stream, state };
}

describe('bounded input (issue 16 item 16)', () => {
  it('stops reading an endless stream at the bound', async () => {
    const { stream, state } = endless();
    await expect(readBounded(stream, 1024 * 1024)).rejects.toBeInstanceOf(InputTooLargeError);
    // Readable may buffer a little ahead (its highWaterMark), never the whole source.
    expect(state.pulled).toBeLessThan(2 * 1024 * 1024);
    expect(stream.destroyed).toBe(true);
  });

  it('verify /dev/zero exits 2 with a message naming the bound and the flag', async () => {
    const err: string[] = [];
    const io = { ...processIO(), stdout: () => {}, stderr: (text: string) => err.push(text) };
    expect(await runCli(['verify', '/dev/zero', '--max-input', '1048576'], io)).toBe(2);
    expect(err.join('')).toBe(
      'faithcheck verify: /dev/zero is larger than 1048576 bytes, the most faithcheck reads (raise it with --max-input <bytes>)\n',
    );
  });

  it('bounds stdin by default and accepts an input at the bound', async () => {
    const big = JSON.stringify({ response: 'x'.repeat(DEFAULT_MAX_INPUT_BYTES), context: [] });
    await expect(readJsonInput(memoryIO({}, big), '-')).rejects.toThrow(
      /stdin is larger than 33554432 bytes/,
    );
    const exact = JSON.stringify({ response: 'ok', context: ['ok'] });
    await expect(
      readJsonInput(memoryIO({}, exact), '-', { maxBytes: Buffer.byteLength(exact) }),
    ).resolves.toEqual({
      response: 'ok',
      context: ['ok'],
    });
  });
});
