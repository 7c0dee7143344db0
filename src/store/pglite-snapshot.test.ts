/**
 * A new embedded folder starts from the build's snapshot (issue 13 item 9: `serve`'s first start
 * took 8 s, most of it PGlite's initdb). From the TypeScript sources there is no snapshot, so the
 * snapshot itself is tested from the built package (dist/), as `npm pack` ships it; the fallback
 * (a snapshot this PGlite cannot open) runs here.
 */
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sampleReport } from './__fixtures__/sample-report.js';
import type * as CreateStoreModule from './create-store.js';
import { openPglite } from './pglite-client.js';
import { isNewDataDir, unpackableSnapshot } from './pglite-snapshot.js';

const DIST = new URL('../../dist/store/create-store.js', import.meta.url);
const SNAPSHOT = new URL('../../dist/store/pglite-snapshot.tar.gz', import.meta.url);
const BUILT = existsSync(fileURLToPath(DIST)) && existsSync(fileURLToPath(SNAPSHOT));
if (!BUILT)
  console.warn('[faithcheck tests] PGlite snapshot tests skipped: dist/ is not built (npm run build)');

describe('a new embedded folder starts from the snapshot (issue 13 item 9)', () => {
  let parent: string;
  beforeEach(async () => {
    parent = await mkdtemp(join(tmpdir(), 'faithcheck-snapshot-'));
  });
  afterEach(async () => {
    await rm(parent, { recursive: true, force: true });
  });

  it.skipIf(!BUILT)(
    'opens a new folder already migrated, private, and working',
    { timeout: 120_000 },
    async () => {
      const { createStore } = (await import(DIST.href)) as typeof CreateStoreModule;
      const dataDir = join(parent, 'data');
      const opened = new Date();
      const store = await createStore({ dataDir, env: {} });
      try {
        // Migrated when the snapshot was built, not now: this start ran no migration.
        expect(store.lastMigration?.applied).toEqual([]);
        const { rows } = await store.client.query<{ applied_at: Date }>(
          'select applied_at from faithcheck_migrations',
        );
        expect(rows.length).toBeGreaterThan(0);
        for (const row of rows) expect(new Date(row.applied_at).getTime()).toBeLessThan(opened.getTime());
        const saved = await store.save({
          chatId: 'c',
          messageId: 'm',
          response: 'x',
          chunks: [],
          report: sampleReport(),
        });
        expect((await store.get(saved.id))?.response).toBe('x');
      } finally {
        await store.close();
      }
      expect(((await stat(dataDir)).mode & 0o777).toString(8)).toBe('700');
      const files = await readdir(dataDir, { recursive: true, withFileTypes: true });
      const open = files.filter((entry) => entry.isFile()).length;
      expect(open).toBeGreaterThan(100);
    },
  );

  it('initialises the folder when the snapshot cannot be opened, leaving nothing of it behind and no unhandled rejection', {
    timeout: 120_000,
  }, async () => {
    // What a Next.js bundle read back instead of the snapshot: PGlite, given it, rejected a stream
    // promise nobody handled (`unhandledRejection: incorrect header check (Z_DATA_ERROR)`).
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => void unhandled.push(reason);
    process.on('unhandledRejection', record);
    const dataDir = join(parent, 'data');
    const client = await openPglite({
      dataDir,
      snapshot: new Blob([readFileSync(new URL(import.meta.url))]),
    }).finally(async () => {
      await new Promise((resolve) => setTimeout(resolve, 100)); // let stray rejections surface
      process.off('unhandledRejection', record);
    });
    expect(unhandled).toEqual([]);
    try {
      expect(isNewDataDir(dataDir)).toBe(false);
      const { rows } = await client.query<{ ok: number }>('select 1 as ok');
      expect(rows).toEqual([{ ok: 1 }]);
    } finally {
      await client.close();
    }
    // Opened again as an existing folder: the lock was released and the cluster is whole.
    const again = await openPglite({ dataDir });
    await again.close();
  });
});

describe('unpackableSnapshot: only a whole gzipped tar reaches PGlite', () => {
  it('refuses text, gzip junk, a truncated gzip and a gzipped non-tar', async () => {
    const gzipped = gzipSync(Buffer.from('x'.repeat(2000)));
    for (const bytes of [
      Buffer.from('not a data folder'),
      Buffer.from([0x1f, 0x8b, 8, 0, 1, 2, 3, 4, 5, 6, 7]),
      gzipped.subarray(0, gzipped.length - 6),
      gzipped,
    ])
      expect(await unpackableSnapshot(new Blob([bytes]))).toBeUndefined();
  });

  it.skipIf(!BUILT)("gives the build's snapshot to PGlite as the tar it holds", async () => {
    const tar = await unpackableSnapshot(new Blob([readFileSync(SNAPSHOT)]));
    expect(tar?.type).toBe('application/x-tar');
    expect(tar?.size).toBeGreaterThan(readFileSync(SNAPSHOT).length);
  });
});
