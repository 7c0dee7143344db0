/**
 * `createStore()`: the storage entry point. With `DATABASE_URL` (or `databaseUrl`) a pooled
 * connection to a real PostgreSQL; otherwise PGlite in `.faithcheck/` (or in memory). Either way the
 * same migrations run on open and the same SQL serves every call.
 */
import { ConfigurationError } from '../errors.js';
import { openPostgres } from './pg-client.js';
import { openPglite } from './pglite-client.js';
import { resolvePostgresTimeouts } from './postgres-timeouts.js';
import { restrictDataDir } from './private-data-dir.js';
import { MIGRATION_LOCK_KEY } from './run-migrations.js';
import { createSqlCheckStore, type SqlCheckStore } from './sql-check-store.js';
import { quoteIdentifier, SCHEMA_NAME_PATTERN, type SqlClient } from './sql-client.js';
import { type CreateStoreOptions, describeStoreTarget } from './store-target.js';

export { type CreateStoreOptions, DEFAULT_DATA_DIR, describeStoreTarget } from './store-target.js';

async function enterSchema(client: SqlClient, schema: string): Promise<void> {
  // Under the migrations' advisory lock: concurrent `create schema if not exists` can collide.
  await client.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`create schema if not exists ${quoteIdentifier(schema)}`);
  });
  // PGlite has one session: setting it once holds for every later statement.
  if (client.dialect === 'pglite') await client.exec(`set search_path to ${quoteIdentifier(schema)}, public`);
}

/**
 * Opens the check store and applies pending migrations.
 *
 * @example
 * const store = await createStore();                 // PGlite in .faithcheck/, or DATABASE_URL
 * await store.save({ chatId, messageId, response, chunks, report });
 * const flagged = await store.getFlagged({ limit: 50 });
 * await store.close();
 */
export async function createStore(options: CreateStoreOptions = {}): Promise<SqlCheckStore> {
  const env = options.env ?? process.env;
  if (options.schema !== undefined && !SCHEMA_NAME_PATTERN.test(options.schema))
    throw new ConfigurationError(`schema must be a plain identifier, got ${JSON.stringify(options.schema)}`);
  const target = describeStoreTarget(options);
  let client: SqlClient;
  if (target.backend === 'postgres') {
    const connectionString = (options.databaseUrl ?? env.DATABASE_URL) as string;
    if (!/^postgres(ql)?:\/\//.test(connectionString))
      throw new ConfigurationError('DATABASE_URL must be a postgres:// or postgresql:// connection string');
    const timeouts = resolvePostgresTimeouts({
      connectTimeoutMs: options.connectTimeoutMs,
      statementTimeoutMs: options.statementTimeoutMs,
      env,
    });
    client = await openPostgres({
      connectionString,
      max: options.poolSize,
      schema: options.schema,
      timeouts,
    });
  } else {
    client = await openPglite({ memory: options.memory, dataDir: target.location });
  }
  const store = createSqlCheckStore({ client });
  try {
    if (options.schema) await enterSchema(client, options.schema);
    if (options.migrate !== false) await store.migrate();
    // The migrations created table files (0666 from PGlite): private now rather than only on close.
    if (target.backend === 'pglite' && !options.memory) await restrictDataDir(target.location);
  } catch (error) {
    await client.close().catch(() => {});
    throw error;
  }
  return store;
}
