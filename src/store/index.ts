/**
 * `faithcheck/store`: the check store and its clients — `createStore` (PGlite or PostgreSQL, with
 * migrations), the SQL store over a client you opened, and the migrations. Apart from the root
 * because a saved check is validated with zod, which the root never loads (decision 0014); the
 * root keeps the background-check functions (`saveFaithfulnessCheck`, `getFlaggedResponses`, …),
 * which load this code on first use.
 */
export type * from './check-store.js';
export { type CreateStoreOptions, createStore } from './create-store.js';
export {
  closeDefaultStore,
  getDefaultStore,
  getFlaggedResponses,
  type SaveFaithfulnessCheckOptions,
  saveFaithfulnessCheck,
  setDefaultStore,
} from './faithfulness-store.js';
export { type OpenPostgresOptions, openPostgres, pgPoolClient } from './pg-client.js';
export { openPglite, pgliteClient } from './pglite-client.js';
export { loadMigrations, type Migration, type MigrationResult, runMigrations } from './run-migrations.js';
export { createSqlCheckStore, type SqlCheckStore } from './sql-check-store.js';
export type { SqlClient, SqlResult } from './sql-client.js';
export { DEFAULT_DATA_DIR, describeStoreTarget } from './store-target.js';
