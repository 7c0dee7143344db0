/**
 * The backends every storage test runs against: PGlite in memory (always) and a real PostgreSQL
 * when `TEST_DATABASE_URL` is set — each test file in its own random schema, dropped afterwards, so
 * parallel files never see each other's rows.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStore } from '../create-store.js';
import { openPostgres } from '../pg-client.js';
import { pgliteClient } from '../pglite-client.js';
import { loadMigrations } from '../run-migrations.js';
import { createSqlCheckStore, type SqlCheckStore } from '../sql-check-store.js';
import { quoteIdentifier } from '../sql-client.js';

export interface TestBackend {
  name: 'pglite' | 'postgres';
  /** Present for postgres: the connection string. */
  databaseUrl?: string;
  /** Opens a fresh, migrated store; `cleanup()` closes it and drops its schema. */
  open(): Promise<{ store: SqlCheckStore; schema: string | null; cleanup: () => Promise<void> }>;
}

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

export function randomSchemaName(prefix = 'fc_test'): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

/** Drops a schema created for a test or a bench. */
export async function dropSchema(databaseUrl: string, schema: string): Promise<void> {
  const client = await openPostgres({ connectionString: databaseUrl, max: 1 });
  try {
    await client.exec(`drop schema if exists ${quoteIdentifier(schema)} cascade`);
  } finally {
    await client.close();
  }
}

/**
 * A migrated, empty in-memory PGlite. The first test file creates it and leaves a dump in the temp
 * folder (keyed by the migrations' checksums); later files load the dump, which is several times
 * faster than creating and migrating a fresh instance.
 */
export async function openMigratedPglite(): Promise<SqlCheckStore> {
  const { PGlite } = await import('@electric-sql/pglite');
  const migrations = await loadMigrations();
  const key = createHash('sha256')
    .update(migrations.map((migration) => migration.checksum).join(','))
    .digest('hex')
    .slice(0, 16);
  const dumpPath = join(tmpdir(), `faithcheck-pglite-${key}.tar.gz`);
  const dump = await readFile(dumpPath).catch(() => null);
  const database = dump ? await PGlite.create({ loadDataDir: new Blob([dump]) }) : await PGlite.create();
  const store = createSqlCheckStore({ client: pgliteClient(database) });
  await store.migrate();
  if (!dump) {
    const data = await database.dumpDataDir('gzip');
    const partial = `${dumpPath}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await data.arrayBuffer()));
    await rename(partial, dumpPath);
  }
  return store;
}

export const pgliteBackend: TestBackend = {
  name: 'pglite',
  async open() {
    const store = await openMigratedPglite();
    return { store, schema: null, cleanup: () => store.close() };
  },
};

export function postgresBackend(databaseUrl: string): TestBackend {
  return {
    name: 'postgres',
    databaseUrl,
    async open() {
      const schema = randomSchemaName();
      const store = await createStore({ databaseUrl, schema, poolSize: 4, env: {} });
      return {
        store,
        schema,
        cleanup: async () => {
          await store.close();
          await dropSchema(databaseUrl, schema);
        },
      };
    },
  };
}

/** PGlite always; PostgreSQL only with `TEST_DATABASE_URL` (a visible skip message otherwise). */
export function testBackends(): TestBackend[] {
  if (!TEST_DATABASE_URL) {
    console.warn(
      '[faithcheck tests] TEST_DATABASE_URL is not set: the real-PostgreSQL storage tests are skipped',
    );
    return [pgliteBackend];
  }
  return [pgliteBackend, postgresBackend(TEST_DATABASE_URL)];
}
