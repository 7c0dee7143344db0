import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { processIO } from './io.js';

describe('processIO().openWriter', () => {
  it('writes piece by piece, waiting on back-pressure, and refuses a folder that does not exist', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'faithcheck-writer-'));
    try {
      const io = processIO();
      const path = join(dir, 'out.jsonl');
      const writer = await io.openWriter!(path);
      const line = `${'x'.repeat(100_000)}\n`;
      for (let index = 0; index < 50; index += 1) await writer.write(line);
      await writer.close();
      expect((await readFile(path, 'utf8')).length).toBe(50 * line.length);
      await expect(io.openWriter!(join(dir, 'missing', 'out.jsonl'))).rejects.toThrow(/ENOENT/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
