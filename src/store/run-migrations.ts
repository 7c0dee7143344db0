/**
 * Applies the plain SQL files in `migrations/` in name order, each once, recording them in
 * `faithcheck_migrations`. An advisory lock serialises concurrent runs (two workers starting at
 * once), and each file runs in its own transaction, so a failed migration leaves nothing half-done.
 *
 * The package's own migrations are read from a generated module (`migration-files.generated.ts`,
 * written from `migrations/*.sql` by `npm run generate`), not from the folder: a bundler (Next.js,
 * a serverless function) cannot follow a path computed at run time, but it bundles an import.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { StorageError } from '../errors.js';
import { MIGRATION_FILES } from './migration-files.generated.js';
import type { SqlClient } from './sql-client.js';

/** Any constant works: it only has to be the same for every faithcheck process. */
export const MIGRATION_LOCK_KEY = 0x6661_6974;

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export interface MigrationResult {
  applied: string[];
  alreadyApplied: string[];
}

function toMigration(name: string, sql: string): Migration {
  return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
}

/**
 * The migrations to apply: the package's own (embedded) by default, or the `*.sql` files of
 * `directory`, sorted by file name.
 */
export async function loadMigrations(directory?: string): Promise<Migration[]> {
  if (directory === undefined) return MIGRATION_FILES.map(({ name, sql }) => toMigration(name, sql));
  let names: string[];
  try {
    names = (await readdir(directory)).filter((name) => name.endsWith('.sql')).sort();
  } catch (error) {
    throw new StorageError(`cannot read the migrations folder ${directory}`, { cause: error });
  }
  return Promise.all(
    names.map(async (name) => {
      return toMigration(name, await readFile(`${directory}/${name}`, 'utf8'));
    }),
  );
}

/**
 * Applies pending migrations. Safe to call many times and from several processes at once.
 *
 * @example
 * await runMigrations({ client: await openPostgres({ connectionString: process.env.DATABASE_URL! }) });
 */
export async function runMigrations({
  client,
  migrations,
}: {
  client: SqlClient;
  migrations?: Migration[];
}): Promise<MigrationResult> {
  const files = migrations ?? (await loadMigrations());
  const result: MigrationResult = { applied: [], alreadyApplied: [] };
  try {
    await client.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
      await tx.exec(`create table if not exists faithcheck_migrations (
        name text primary key,
        checksum text not null,
        applied_at timestamptz not null default now()
      )`);
    });
    for (const migration of files) {
      const applied = await client.transaction(async (tx) => {
        await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
        const existing = await tx.query('select 1 from faithcheck_migrations where name = $1', [
          migration.name,
        ]);
        if (existing.rows.length > 0) return false;
        await tx.exec(migration.sql);
        await tx.query('insert into faithcheck_migrations (name, checksum) values ($1, $2)', [
          migration.name,
          migration.checksum,
        ]);
        return true;
      });
      (applied ? result.applied : result.alreadyApplied).push(migration.name);
    }
  } catch (error) {
    if (StorageError.isInstance(error)) throw error;
    throw new StorageError(`migration failed: ${(error as Error).message}`, { cause: error });
  }
  return result;
}
