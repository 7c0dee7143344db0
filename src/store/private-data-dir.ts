/**
 * Keeps the embedded database's folder private to its owner: no group or other access to the
 * folder, the database's subfolders (0700) or its files (0600), whatever the process's umask.
 * Only the database's own entries are touched (PostgreSQL's names and the lock, `DATABASE_ENTRY`):
 * a file of the user's beside them keeps its mode (issue 20 item 1: `deploy.sh` lost its run bit). The folder holds every stored query, answer and
 * chunk (in the heap files and the WAL), and PGlite writes its files 0666 itself — a umask does not
 * reach them — so the modes are set explicitly when the store opens and again when it closes. A
 * file PGlite creates in between is still unreadable to other accounts: its folder is 0700.
 */
import { chmod, lstat, readdir, realpath } from 'node:fs/promises';
import { join } from 'node:path';

export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;
/** The umask applied while PGlite creates its folders, so that none of them is ever open to others. */
const PRIVATE_UMASK = 0o077;

/**
 * Runs `work` with the umask 0077, then restores the previous one. The umask is process-wide, so a
 * file another part of the process creates meanwhile is created private too (stricter, never
 * looser). Worker threads cannot change it: there the folder modes are set afterwards only.
 */
export async function withPrivateUmask<T>(work: () => Promise<T>): Promise<T> {
  let previous: number | undefined;
  try {
    previous = process.umask(PRIVATE_UMASK);
  } catch {
    previous = undefined;
  }
  try {
    return await work();
  } finally {
    if (previous !== undefined) process.umask(previous);
  }
}

/**
 * Takes group and other access away from one entry: a folder keeps at most 0700, a file at most
 * 0600. Never adds a permission (a folder its owner made read-only, 0500, stays read-only).
 * Returns whether it changed the mode.
 */
async function restrictEntry(path: string): Promise<{ isDirectory: boolean; changed: boolean } | null> {
  const stats = await lstat(path).catch(() => null);
  // Gone meanwhile (PGlite removes temporary files), or a link (chmod would follow it out): skip.
  if (!stats || stats.isSymbolicLink()) return null;
  const isDirectory = stats.isDirectory();
  const current = stats.mode & 0o777;
  const wanted = current & (isDirectory ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE);
  if (wanted === current) return { isDirectory, changed: false };
  await chmod(path, wanted).catch(() => {});
  return { isDirectory, changed: true };
}

/**
 * The top-level entries of a PostgreSQL data folder (what PGlite's initdb and server write) and
 * faithcheck's lock: the only entries of a data folder whose modes faithcheck sets.
 */
export const DATABASE_ENTRY =
  /^(PG_VERSION|base|global|pg_[a-z_]+(\.conf)?|postgresql(\.auto)?\.conf|postmaster\.(pid|opts)|current_logfiles|faithcheck\.lock)$/;

/**
 * Takes group and other access away from `dataDir` (a symbolic link is followed to its target) and
 * from every folder and file of the database in it: 0700 and 0600 at most. Entries that are not the
 * database's are left as they are. Returns how many entries it changed.
 */
export async function restrictDataDir(dataDir: string): Promise<number> {
  let changed = 0;
  const visit = async (path: string, isRoot = false): Promise<void> => {
    const entry = await restrictEntry(path);
    if (!entry) return;
    if (entry.changed) changed += 1;
    if (!entry.isDirectory) return;
    const names = await readdir(path).catch(() => [] as string[]);
    for (const name of names) if (!isRoot || DATABASE_ENTRY.test(name)) await visit(join(path, name));
  };
  await visit(await realpath(dataDir).catch(() => dataDir), true);
  return changed;
}
