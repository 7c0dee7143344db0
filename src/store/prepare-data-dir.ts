/**
 * Decides what faithcheck may do with an embedded database folder, and makes a new database in it
 * without ever touching what it did not create (issue 20 item 1). The earlier start counted any
 * folder without `PG_VERSION` as new, unpacked the snapshot over whatever it held (a user's
 * `postgresql.conf` was overwritten) and, when unpacking failed, removed every entry but the lock:
 * `faithcheck migrate --data-dir ~/notes` emptied `~/notes`, and through a symlink its target.
 *
 * Now a folder is one of three things:
 *   - missing: the database is built in a fresh temporary folder beside it and renamed into place
 *     (one atomic step; a failed build removes only that temporary folder);
 *   - empty (a mount point, a folder made for it, a symlink's empty target): built in a fresh
 *     temporary folder inside it, whose entries are then moved up (same file system, so a volume
 *     mounted there works; the folder itself, its owner and mount stay);
 *   - a database (`PG_VERSION`): opened as it is.
 * Anything else is refused with a `ConfigurationError` (the CLI's exit 2) naming what is there.
 * A symbolic link is followed: the rules apply to its target, and the link stays a link.
 */
import { lstat, mkdir, mkdtemp, readdir, readlink, realpath, rename, rm, rmdir } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { ConfigurationError } from '../errors.js';
import { LOCK_FILE_NAME } from './data-dir-lock.js';
import { PRIVATE_DIR_MODE, withPrivateUmask } from './private-data-dir.js';

export type DataDirState = 'missing' | 'empty' | 'database';

/** The prefix of the temporary folder a new database is built in (beside a missing folder, inside an empty one). */
export const NEW_DATABASE_PREFIX = '.faithcheck-new-';

/** What a new database is built by, in the folder it is given: the snapshot, else initdb. */
export type BuildDatabase = (folder: string) => Promise<void>;

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | null)?.code;
}

/**
 * The folder to use for `dataDir`: itself, or the target of a symbolic link (followed, so that a
 * database on another volume works; the link is never replaced).
 * @throws ConfigurationError for a link to nothing, or a path that is not a folder.
 */
export async function resolveDataDir(dataDir: string): Promise<string> {
  const stats = await lstat(dataDir).catch((error: unknown) => {
    if (errorCode(error) === 'ENOENT') return null;
    throw error;
  });
  if (!stats) return resolve(dataDir);
  if (stats.isSymbolicLink()) {
    const target = await readlink(dataDir);
    const real = await realpath(dataDir).catch(() => null);
    if (!real)
      throw new ConfigurationError(
        `the data folder ${dataDir} is a symbolic link to ${target}, which does not exist: create that folder (faithcheck does not create a link's target), or choose another --data-dir / FAITHCHECK_DATA_DIR`,
      );
    return resolveDataDir(real);
  }
  if (!stats.isDirectory())
    throw new ConfigurationError(
      `the data folder ${dataDir} is a file, not a folder: choose a new or empty folder with --data-dir or FAITHCHECK_DATA_DIR`,
    );
  return resolve(dataDir);
}

/** Entries faithcheck itself may have left: the lock, and a temporary build folder of a start that died. */
function isOwnLeftover(name: string): boolean {
  return name === LOCK_FILE_NAME || name.startsWith(NEW_DATABASE_PREFIX);
}

/**
 * Whether `folder` (resolved) is missing, empty, or a database.
 * @throws ConfigurationError naming what is there when it holds anything else.
 */
export async function inspectDataDir(folder: string): Promise<DataDirState> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return 'missing';
    throw error;
  }
  if (names.includes('PG_VERSION')) return 'database';
  const foreign = names.filter((name) => !isOwnLeftover(name)).sort();
  if (foreign.length === 0) return 'empty';
  const shown = foreign.slice(0, 5).map((name) => JSON.stringify(name));
  const more = foreign.length > 5 ? ` and ${foreign.length - 5} more` : '';
  throw new ConfigurationError(
    `the data folder ${folder} is not empty and is not a faithcheck database (it holds ${shown.join(', ')}${more}): faithcheck writes its database only into a new or empty folder and never touches other files; choose another folder with --data-dir or FAITHCHECK_DATA_DIR`,
  );
}

/** Builds a database in a fresh temporary folder under `parent`; on failure removes that folder (only it). */
async function buildInTemporaryFolder(parent: string, prefix: string, build: BuildDatabase): Promise<string> {
  // mkdtemp: a new name nobody else holds, created 0700.
  const temporary = await mkdtemp(join(parent, prefix));
  try {
    await build(temporary);
    return temporary;
  } catch (error) {
    await rm(temporary, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Builds a database where `folder` (resolved, missing) will be: in a temporary folder beside it,
 * then renamed into place. Returns false when another process put a folder there first (its
 * database is used; ours is removed).
 */
export async function createDataDirBeside(folder: string, build: BuildDatabase): Promise<boolean> {
  const parent = dirname(folder);
  // Missing parents are created private, as the folder itself is.
  await withPrivateUmask(() => mkdir(parent, { recursive: true, mode: PRIVATE_DIR_MODE }));
  const temporary = await buildInTemporaryFolder(parent, `.${basename(folder)}${NEW_DATABASE_PREFIX}`, build);
  try {
    await rename(temporary, folder);
    return true;
  } catch (error) {
    await rm(temporary, { recursive: true, force: true });
    // Someone created the folder meanwhile (a second process starting at once): not ours to replace.
    if (['EEXIST', 'ENOTEMPTY', 'EISDIR', 'ENOTDIR'].includes(errorCode(error) ?? '')) return false;
    throw error;
  }
}

/**
 * Builds a database inside the empty `folder` (resolved; the caller holds its lock): in a temporary
 * folder there, whose entries are moved up, `PG_VERSION` last so that a folder is never taken for a
 * database before it is whole. On failure everything moved is taken back out; the folder's own
 * entries (none but the lock) are never touched.
 */
export async function fillEmptyDataDir(folder: string, build: BuildDatabase): Promise<void> {
  for (const name of await readdir(folder))
    if (name.startsWith(NEW_DATABASE_PREFIX)) await rm(join(folder, name), { recursive: true, force: true });
  const temporary = await buildInTemporaryFolder(folder, NEW_DATABASE_PREFIX, build);
  const names = (await readdir(temporary)).sort(
    (a, b) => Number(a === 'PG_VERSION') - Number(b === 'PG_VERSION'),
  );
  const moved: string[] = [];
  try {
    for (const name of names) {
      if (name === LOCK_FILE_NAME) continue;
      // Refuses rather than replaces: `rename` would silently overwrite a file that appeared meanwhile.
      if ((await lstat(join(folder, name)).catch(() => null)) !== null)
        throw new ConfigurationError(
          `the data folder ${folder} gained ${JSON.stringify(name)} while faithcheck was creating its database there`,
        );
      await rename(join(temporary, name), join(folder, name));
      moved.push(name);
    }
    await rmdir(temporary).catch(() => rm(temporary, { recursive: true, force: true }));
  } catch (error) {
    for (const name of moved) await rm(join(folder, name), { recursive: true, force: true });
    await rm(temporary, { recursive: true, force: true });
    throw error;
  }
}
