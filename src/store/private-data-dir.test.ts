import { chmod, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sampleReport } from './__fixtures__/sample-report.js';
import { createStore } from './create-store.js';

/** Every path under `root` (itself included) whose mode gives anything to group or others. */
async function openToOthers(root: string): Promise<string[]> {
  const found: string[] = [];
  const visit = async (path: string) => {
    const stats = await stat(path);
    if ((stats.mode & 0o077) !== 0) found.push(`${path} ${(stats.mode & 0o777).toString(8)}`);
    if (stats.isDirectory()) for (const name of await readdir(path)) await visit(join(path, name));
  };
  await visit(root);
  return found;
}

async function countEntries(root: string): Promise<number> {
  const entries = await readdir(root, { recursive: true });
  return entries.length;
}

describe('the embedded database folder (issue 16 item 4)', () => {
  let parent: string;
  let previousUmask: number;

  beforeEach(async () => {
    parent = await mkdtemp(join(tmpdir(), 'faithcheck-private-'));
    // The most permissive umask: PGlite alone would leave 969 of 985 files 0666 and folders 0777.
    previousUmask = process.umask(0o000);
  });
  afterEach(async () => {
    process.umask(previousUmask);
    await rm(parent, { recursive: true, force: true });
  });

  it('is created 0700 with files 0600 whatever the umask, while open and after close', async () => {
    const dataDir = join(parent, 'nested', 'data');
    const store = await createStore({ dataDir, env: {} });
    try {
      expect(await openToOthers(dataDir)).toEqual([]);
      await store.save({ response: 'The refund window is 30 days.', chunks: [], report: sampleReport() });
      expect((await stat(dataDir)).mode & 0o777).toBe(0o700);
      expect(await countEntries(dataDir)).toBeGreaterThan(100);
    } finally {
      await store.close();
    }
    expect(await openToOthers(dataDir)).toEqual([]);
    // The umask the process had is back.
    expect(process.umask()).toBe(0o000);
  }, 180_000);

  it('makes an existing, open folder private when it opens it', async () => {
    const dataDir = join(parent, 'data');
    const first = await createStore({ dataDir, env: {} });
    await first.close();
    await chmod(dataDir, 0o777);
    await chmod(join(dataDir, 'PG_VERSION'), 0o666);
    const second = await createStore({ dataDir, env: {} });
    try {
      expect(await openToOthers(dataDir)).toEqual([]);
    } finally {
      await second.close();
    }
  }, 180_000);
});
