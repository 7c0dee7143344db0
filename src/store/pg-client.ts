/**
 * `SqlClient` over a node-postgres pool, for a real PostgreSQL (`DATABASE_URL`). int8 and numeric
 * come back from `pg` as strings; the store's SQL casts what it reads (`::int`, `::float8`).
 */
import { StorageError } from '../errors.js';
import {
  describePostgresHost,
  type PostgresTimeouts,
  poolTimeoutSettings,
  resolvePostgresTimeouts,
} from './postgres-timeouts.js';
import type { SqlClient, SqlResult } from './sql-client.js';

/**
 * What this module needs of a node-postgres pool. Declared here rather than imported from `pg`:
 * `pg` ships no types of its own, and a public declaration naming them would fail to type-check
 * in an app without `@types/pg` (`skipLibCheck: false`). A `pg.Pool` satisfies it.
 */
export interface PgQueryable {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[]; rowCount: number | null }>;
}

/** A pooled connection: query, then release. */
export interface PgPoolConnection extends PgQueryable {
  /** With an error: the connection is discarded rather than reused (it may still run a statement). */
  release(error?: Error): void;
}

/** The part of `pg.Pool` the client uses. */
export interface PgPool extends PgQueryable {
  connect(): Promise<PgPoolConnection>;
  end(): Promise<void>;
}

type Queryable = PgQueryable;

function wrap(
  queryable: Queryable,
  transaction: SqlClient['transaction'],
  close: () => Promise<void>,
): SqlClient {
  return {
    dialect: 'postgres',
    async query<Row>(text: string, params: readonly unknown[] = []): Promise<SqlResult<Row>> {
      const result = await queryable.query(text, params as unknown[]);
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? result.rows.length };
    },
    async exec(sql: string) {
      await queryable.query(sql);
    },
    transaction,
    close,
  };
}

/** Wraps a pool; `close()` ends it. */
export function pgPoolClient(pool: PgPool): SqlClient {
  let closed = false;
  const transaction: SqlClient['transaction'] = async (work) => {
    const connection = await pool.connect();
    let failure: Error | undefined;
    try {
      await connection.query('begin');
      const result = await work(
        wrap(
          connection,
          () => Promise.reject(new Error('nested transactions are not supported')),
          async () => {},
        ),
      );
      await connection.query('commit');
      return result;
    } catch (error) {
      failure = error as Error;
      await connection.query('rollback').catch(() => {});
      throw error;
    } finally {
      // A connection whose statement timed out on the client may still be busy: never reuse it.
      connection.release(failure && /timeout/i.test(failure.message) ? failure : undefined);
    }
  };
  return wrap(pool, transaction, async () => {
    if (closed) return;
    closed = true;
    await pool.end();
  });
}

export interface OpenPostgresOptions {
  connectionString: string;
  /** Pool size. Default 10. */
  max?: number;
  /** Sets `search_path` on every connection (used for isolated test schemas and benches). */
  schema?: string;
  applicationName?: string;
  /** Connect and statement timeouts. Default: `resolvePostgresTimeouts()` (10 s, 60 s). */
  timeouts?: PostgresTimeouts;
}

/**
 * Opens a pool to `connectionString` and makes one connection, so that a server that is down or
 * never answers is reported here — a `StorageError` naming host:port — within the connect
 * timeout, not as a hang at the first query. `pg` is loaded on first use.
 */
export async function openPostgres(options: OpenPostgresOptions): Promise<SqlClient> {
  const { default: pg } = await import('pg');
  const timeouts = options.timeouts ?? resolvePostgresTimeouts();
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.max ?? 10,
    application_name: options.applicationName ?? 'faithcheck',
    ...poolTimeoutSettings(timeouts),
    ...(options.schema ? { options: `-c search_path=${options.schema},public` } : {}),
  });
  // An idle client's error (server restart) must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  try {
    (await pool.connect()).release();
  } catch (error) {
    await pool.end().catch(() => {});
    const reason = (error as Error).message;
    const timedOut = /timeout/i.test(reason);
    throw new StorageError(
      `cannot connect to PostgreSQL at ${describePostgresHost(options.connectionString)}: ` +
        (timedOut
          ? `no answer within ${timeouts.connectTimeoutMs} ms (FAITHCHECK_DB_CONNECT_TIMEOUT_MS)`
          : reason),
      { cause: error, isRetryable: true },
    );
  }
  return pgPoolClient(pool);
}
