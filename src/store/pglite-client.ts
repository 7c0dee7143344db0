/**
 * `SqlClient` over PGlite, the embedded default: Postgres in WASM in this process, data in a local
 * folder (`.faithcheck/` by default) or in memory for tests. One connection; statements are
 * serialised by PGlite itself.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { StorageError } from '../errors.js';
import type { SqlClient, SqlResult } from './sql-client.js';

type Queryable = Pick<PGlite, 'query' | 'exec'> | Transaction;

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
export function pgliteClient(database: PGlite, options: { ownsDatabase?: boolean } = {}): SqlClient {
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
export async function openPglite(options: { dataDir?: string; memory?: boolean }): Promise<SqlClient> {
  const { PGlite } = await import('@electric-sql/pglite');
  try {
    const database = options.memory
      ? await PGlite.create()
      : await PGlite.create({ dataDir: options.dataDir });
    return pgliteClient(database);
  } catch (error) {
    // An unwritable or misplaced folder surfaces here as a raw fs error (ENOTDIR, EACCES, EROFS);
    // callers expect the same typed StorageError the PostgreSQL path gives.
    const where = options.memory ? 'in memory' : `in the folder "${options.dataDir}"`;
    const reason = error instanceof Error ? error.message : String(error);
    throw new StorageError(`cannot open the embedded database ${where}: ${reason}`, { cause: error });
  }
}
