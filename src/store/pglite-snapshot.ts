/**
 * A new embedded database folder starts from a snapshot instead of initdb. PGlite initialises a
 * new cluster in WASM, which took 5–15 s on a 2-core machine and made `faithcheck serve`'s first
 * start 8 s (issue 13 item 9); unpacking a folder initialised and migrated at build time
 * (`scripts/build-pglite-snapshot.mjs`) takes 1–2 s. The snapshot is made with one PGlite version;
 * another that cannot open it falls back to initdb, so it only ever makes a start faster.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The snapshot beside this module in `dist/store/`. Computed rather than a literal, so that a
 * bundler neither traces nor copies 4 MB into an app's server bundle: there the file is absent
 * and a new folder is initialised by PGlite as usual.
 */
const SNAPSHOT_FILE = ['pglite-snapshot', 'tar', 'gz'].join('.');

/** The snapshot, or undefined when this copy of faithcheck has none (run from sources, bundled). */
export async function readPgliteSnapshot(): Promise<Blob | undefined> {
  try {
    return new Blob([await readFile(new URL(`./${SNAPSHOT_FILE}`, import.meta.url))]);
  } catch {
    return undefined;
  }
}

/** Whether `dataDir` holds no database yet (PGlite would run initdb in it). */
export function isNewDataDir(dataDir: string): boolean {
  return !existsSync(join(dataDir, 'PG_VERSION'));
}
