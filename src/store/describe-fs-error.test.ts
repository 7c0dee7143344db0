import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StorageError } from '../errors.js';
import { describeFsError } from './describe-fs-error.js';
import { openPglite } from './pglite-client.js';

describe('describeFsError', () => {
  it("names Emscripten's ErrnoError and any other value, never [object Object]", () => {
    expect(describeFsError({ name: 'ErrnoError', errno: 54 })).toBe(
      'ENOTDIR: it (or a folder above it) is a file, not a folder',
    );
    expect(describeFsError({ name: 'ErrnoError', errno: 999 })).toBe('file-system error (errno 999)');
    expect(describeFsError(new Error('EACCES: permission denied'))).toBe('EACCES: permission denied');
    expect(describeFsError({ weird: true })).toBe('{"weird":true}');
    expect(describeFsError('text')).toBe('text');
  });
});

describe('opening the embedded database on a file (issue 16 item 18)', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'faithcheck-datadir-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('keeps the cause in the StorageError', async () => {
    const file = join(folder, 'not-a-folder');
    await writeFile(file, 'hello');
    // A folder under a file: the raw fs error (a file at the path itself is refused as bad input,
    // `prepare-data-dir.test.ts`).
    const failure = await openPglite({ dataDir: join(file, 'data') }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(StorageError.isInstance(failure)).toBe(true);
    const message = (failure as Error).message;
    expect(message).not.toContain('[object Object]');
    expect(message).toMatch(
      /cannot open the embedded database in the folder ".*not-a-folder\/data": (ENOTDIR|EEXIST)/,
    );
  });
});
