/**
 * Which store `createStore()` opens and the options that decide it, apart from the store's code so that
 * naming the target (the CLI's `config`, the root's `describeStoreTarget`) loads nothing else.
 */

export const DEFAULT_DATA_DIR = '.faithcheck';

export interface CreateStoreOptions {
  /** A PostgreSQL connection string. Default `process.env.DATABASE_URL`; when absent, PGlite is used. */
  databaseUrl?: string;
  /** PGlite's data folder. Default `FAITHCHECK_DATA_DIR` or `.faithcheck`. */
  dataDir?: string;
  /** PGlite in memory (tests, one-off runs): nothing is written to disk. */
  memory?: boolean;
  /** A schema to create and use (isolated test runs, benches); default: the connection's search_path. */
  schema?: string;
  /** Pool size for PostgreSQL. Default 10. */
  poolSize?: number;
  /**
   * How long to wait for PostgreSQL to accept a connection, ms. Default
   * `FAITHCHECK_DB_CONNECT_TIMEOUT_MS`, else 10,000; past it, opening fails with a `StorageError`
   * naming the host.
   */
  connectTimeoutMs?: number;
  /** The longest one statement may run, ms (0: no limit). Default `FAITHCHECK_DB_STATEMENT_TIMEOUT_MS`, else 60,000. */
  statementTimeoutMs?: number;
  /** Skip the migrations on open (they are then the caller's job: `faithcheck migrate`). */
  migrate?: boolean;
  env?: NodeJS.ProcessEnv;
}

/** Which backend `createStore(options)` would open, without opening it. */
export function describeStoreTarget(options: CreateStoreOptions = {}): {
  backend: 'postgres' | 'pglite';
  location: string;
} {
  const env = options.env ?? process.env;
  const databaseUrl = options.databaseUrl ?? env.DATABASE_URL;
  if (databaseUrl && !options.memory)
    return { backend: 'postgres', location: databaseUrl.replace(/\/\/[^@/]*@/, '//…@') };
  if (options.memory) return { backend: 'pglite', location: 'memory' };
  return { backend: 'pglite', location: options.dataDir ?? env.FAITHCHECK_DATA_DIR ?? DEFAULT_DATA_DIR };
}
