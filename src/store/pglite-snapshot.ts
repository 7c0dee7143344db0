/**
 * A new embedded database folder starts from a snapshot instead of initdb. PGlite initialises a
 * new cluster in WASM, which took 5–15 s on a 2-core machine and made `faithcheck serve`'s first
 * start 8 s (issue 13 item 9); unpacking a folder initialised and migrated at build time
 * (`scripts/build-pglite-snapshot.mjs`) takes 1–2 s. The snapshot is made with one PGlite version;
 * another that cannot open it falls back to initdb, so it only ever makes a start faster.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';

const SNAPSHOT_FILE = 'pglite-snapshot.tar.gz';

/** A snapshot is a gzipped tar of a data folder: first header's magic at byte 257. */
const TAR_MAGIC = 'ustar';

/**
 * The path of the snapshot beside this module in `dist/store/`, read with `readFile` on a path —
 * never `new URL('./…', import.meta.url)`, which bundlers treat as an asset: Next.js copied every
 * file of `dist/store/` (4.6 MB of snapshot) into `.next/server/assets` for it, and read back there
 * something that was not the snapshot. A bundled copy reads the installed package's file when
 * there is one; else a new folder is initialised by PGlite as usual.
 */
function snapshotPath(): string | undefined {
  try {
    return join(dirname(fileURLToPath(import.meta.url)), SNAPSHOT_FILE);
  } catch {
    return undefined; // a bundle whose import.meta.url is not a file: URL
  }
}

/**
 * The snapshot as PGlite loads it, or undefined when this copy of faithcheck has none (run from
 * sources, bundled without it) or it is not a whole snapshot.
 */
export async function readPgliteSnapshot(): Promise<Blob | undefined> {
  const path = snapshotPath();
  if (!path) return undefined;
  try {
    return await unpackableSnapshot(new Blob([await readFile(/* turbopackIgnore: true */ path)]));
  } catch {
    return undefined;
  }
}

/**
 * `snapshot` decompressed to the tar PGlite unpacks, or undefined when it is not a gzipped tar
 * (gzip's CRC checks it whole). Checked here because PGlite, given something that is not a tar,
 * tries to decompress it in a stream whose rejections nobody handles: a Next.js app logged
 * `⨯ unhandledRejection: Error: incorrect header check (Z_DATA_ERROR)` on every new folder.
 */
export async function unpackableSnapshot(snapshot: Blob): Promise<Blob | undefined> {
  try {
    const tar = await promisify(gunzip)(new Uint8Array(await snapshot.arrayBuffer()));
    if (tar.subarray(257, 257 + TAR_MAGIC.length).toString('latin1') !== TAR_MAGIC) return undefined;
    return new Blob([tar], { type: 'application/x-tar' });
  } catch {
    return undefined;
  }
}

/** Whether `dataDir` holds no database yet (PGlite would run initdb in it). */
export function isNewDataDir(dataDir: string): boolean {
  return !existsSync(join(dataDir, 'PG_VERSION'));
}
