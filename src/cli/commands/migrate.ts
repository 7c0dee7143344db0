/** `faithcheck migrate`: apply the storage migrations to DATABASE_URL, or to the embedded PGlite folder. */
import type { Command } from 'commander';
import { ConfigurationError, FaithcheckError, InputError } from '../../errors.js';
import { createStore, describeStoreTarget } from '../../store/create-store.js';
import { type CliIO, EXIT } from '../io.js';

export interface MigrateCommandOptions {
  databaseUrl?: string;
  dataDir?: string;
  schema?: string;
}

/** The action, testable without a process. Returns the exit code. */
export async function runMigrate(io: CliIO, options: MigrateCommandOptions): Promise<number> {
  const storeOptions = {
    databaseUrl: options.databaseUrl,
    dataDir: options.dataDir,
    schema: options.schema,
    env: io.env,
    migrate: false,
  };
  const target = describeStoreTarget(storeOptions);
  try {
    const store = await createStore(storeOptions);
    try {
      await store.migrate();
      const result = store.lastMigration;
      const applied = result?.applied ?? [];
      io.stdout(
        `${target.backend === 'postgres' ? 'PostgreSQL' : 'PGlite'} ${target.location}: ` +
          (applied.length > 0 ? `applied ${applied.join(', ')}` : 'up to date') +
          ` (${result?.alreadyApplied.length ?? 0} already applied)\n`,
      );
      return EXIT.ok;
    } finally {
      await store.close();
    }
  } catch (error) {
    if (ConfigurationError.isInstance(error) || InputError.isInstance(error)) {
      io.stderr(`faithcheck migrate: ${error.message}\n`);
      return EXIT.usage;
    }
    const message = FaithcheckError.isInstance(error) ? error.message : (error as Error).message;
    io.stderr(`faithcheck migrate: ${target.backend} ${target.location}: ${message}\n`);
    return EXIT.databaseFailed;
  }
}

export function registerMigrateCommand(
  program: Command,
  io: CliIO,
  setExitCode: (code: number) => void,
): void {
  program
    .command('migrate')
    .description(
      'create or upgrade the faithfulness_checks table (DATABASE_URL, else PGlite in .faithcheck/)',
    )
    .option('--database-url <url>', 'PostgreSQL connection string (default: DATABASE_URL)')
    .option('--data-dir <dir>', 'PGlite data folder when no database URL is set (default: .faithcheck)')
    .option('--schema <name>', 'create and use this schema')
    .addHelpText(
      'after',
      `
Exit codes: 0 done, 2 bad configuration, 4 the database failed.

Examples:
  $ faithcheck migrate                                  # PGlite in .faithcheck/
  $ DATABASE_URL=postgres://user@host/db faithcheck migrate
On Supabase, apply supabase/migrations/20260228000000_create_faithfulness_checks.sql instead (it adds the chats foreign key).`,
    )
    .action(async (options: MigrateCommandOptions) => {
      setExitCode(await runMigrate(io, options));
    });
}
