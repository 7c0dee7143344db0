/**
 * `SqlClient` over PGlite, the embedded default: Postgres in WASM in this process, data in a local
 * folder (`.faithcheck/` by default) or in memory for tests. One connection; statements are
 * serialised by PGlite itself.
 */
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { ConfigurationError, StorageError } from '../errors.js';
import { acquireDataDirLock, type DataDirLock, defaultLockHolder } from './data-dir-lock.js';
import { describeFsError } from './describe-fs-error.js';
import { readPgliteSnapshot, unpackableSnapshot } from './pglite-snapshot.js';
import { createDataDirBeside, fillEmptyDataDir, inspectDataDir, resolveDataDir } from './prepare-data-dir.js';
import { restrictDataDir, withPrivateUmask } from './private-data-dir.js';
import type { SqlClient, SqlResult } from './sql-client.js';

/**
 * What this module needs of a PGlite instance or transaction. Declared here: PGlite is an optional
 * peer dependency (27 MB an app with a real PostgreSQL does not need), so the published types must
 * not name it. A `PGlite` from `@electric-sql/pglite` satisfies it.
 */
export interface PgliteQueryable {
  query<Row>(text: string, params?: unknown[]): Promise<{ rows: Row[]; affectedRows?: number }>;
  exec(sql: string): Promise<unknown>;
}

/** The part of `PGlite` the client uses. */
export interface PgliteDatabase extends PgliteQueryable {
  transaction<T>(work: (tx: PgliteQueryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

type Queryable = PgliteQueryable;

/** The package of the embedded database: an optional peer, installed for the embedded default. */
export const PGLITE_PACKAGE = '@electric-sql/pglite';

function wrap(
  queryable: Queryable,
  transaction: SqlClient['transaction'],
  close: () => Promise<void>,
): SqlClient {
  return {
    dialect: 'pglite',
    async query<Row>(text: string, params: readonly unknown[] = []): Promise<SqlResult<Row>> {
      const result = await queryable.query<Row>(text, params as unknown[]);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async exec(sql: string) {
      await queryable.exec(sql);
    },
    transaction,
    close,
  };
}

/** Wraps an open PGlite instance; `close()` closes it unless `ownsDatabase` is false. */
export function pgliteClient(database: PgliteDatabase, options: { ownsDatabase?: boolean } = {}): SqlClient {
  let closed = false;
  const close = async () => {
    if (closed || options.ownsDatabase === false) return;
    closed = true;
    await database.close();
  };
  const transaction: SqlClient['transaction'] = (work) =>
    database.transaction((tx) =>
      work(
        wrap(
          tx,
          () => Promise.reject(new Error('nested transactions are not supported')),
          async () => {},
        ),
      ),
    );
  return wrap(database, transaction, close);
}

/**
 * Opens PGlite in `dataDir` (created when missing) or in memory. The WASM module is loaded on
 * first use, so importing faithcheck stays cheap for apps that use a real Postgres.
 */
export async function openPglite(options: {
  dataDir?: string;
  memory?: boolean;
  /**
   * @internal What a new folder starts from: default the build's snapshot (`pglite-snapshot.ts`)
   * when there is one; `false` for initdb. Tests pass a broken one to see the fallback.
   */
  snapshot?: Blob | false;
}): Promise<SqlClient> {
  let PGlite: typeof import('@electric-sql/pglite').PGlite;
  try {
    // Hidden from bundlers: an app with DATABASE_URL need not install PGlite, and a bundler that saw
    // the import would fail its build. Imported at run time, from the app's node_modules.
    ({ PGlite } = (await import(
      /* webpackIgnore: true */ /* turbopackIgnore: true */ /* @vite-ignore */ PGLITE_PACKAGE
    )) as typeof import('@electric-sql/pglite'));
  } catch (error) {
    throw new ConfigurationError(
      `the embedded database needs the ${PGLITE_PACKAGE} package (an optional peer dependency): npm install ${PGLITE_PACKAGE}, or set DATABASE_URL to use PostgreSQL`,
      { cause: error },
    );
  }
  let lock: DataDirLock | undefined;
  try {
    if (options.memory) return pgliteClient(await PGlite.create());
    // A symbolic link is followed: the database lives in its target, and the link stays.
    const dataDir = await resolveDataDir(options.dataDir as string);
    // A new database is built elsewhere first (snapshot, else initdb) and then put in place, so
    // a failed build leaves nothing behind in the folder (issue 20 item 1).
    const build = async (folder: string): Promise<void> => {
      // Checked whole before PGlite sees it: PGlite's own decompression rejects unhandled.
      const snapshot =
        options.snapshot === false
          ? undefined
          : options.snapshot
            ? await unpackableSnapshot(options.snapshot)
            : await readPgliteSnapshot();
      if (snapshot) {
        try {
          await withPrivateUmask(async () =>
            (await PGlite.create({ dataDir: folder, loadDataDir: snapshot })).close(),
          );
          return;
        } catch {
          // A PGlite that cannot open this snapshot (another version): initdb instead, in a clean folder.
          for (const name of await readdir(folder))
            await rm(join(folder, name), { recursive: true, force: true });
        }
      }
      await withPrivateUmask(async () => (await PGlite.create({ dataDir: folder })).close());
    };
    // Refuses (exit 2, naming what is there) a folder that holds anything but a database.
    if ((await inspectDataDir(dataDir)) === 'missing') await createDataDirBeside(dataDir, build);
    // One process per folder: refuses (naming the holder) when a live process has it open.
    lock = await acquireDataDirLock(dataDir, defaultLockHolder());
    if ((await inspectDataDir(dataDir)) === 'empty') await fillEmptyDataDir(dataDir, build);
    const database = await withPrivateUmask(() => PGlite.create({ dataDir }));
    await restrictDataDir(dataDir);
    const client = pgliteClient(database);
    const held = lock;
    return {
      ...client,
      // Files PGlite created while open (WAL segments, new tables) get their private mode on close.
      close: async () => {
        try {
          await client.close();
          await restrictDataDir(dataDir);
        } finally {
          await held.release();
        }
      },
    };
  } catch (error) {
    await lock?.release().catch(() => {});
    if (StorageError.isInstance(error) || ConfigurationError.isInstance(error)) throw error;
    // An unwritable or misplaced folder surfaces here as a raw fs error (ENOTDIR, EACCES, EROFS);
    // callers expect the same typed StorageError the PostgreSQL path gives.
    const where = options.memory ? 'in memory' : `in the folder "${options.dataDir}"`;
    const reason = describeFsError(error);
    throw new StorageError(`cannot open the embedded database ${where}: ${reason}`, { cause: error });
  }
}
