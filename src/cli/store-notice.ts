/**
 * Every command that opens a store says which one, on stderr (stdout stays clean for `--json`): a
 * user who forgot `DATABASE_URL` otherwise reads "No flagged checks." from an empty embedded folder
 * and believes it.
 */
import { existsSync } from 'node:fs';
import { describeStoreTarget } from '../store/create-store.js';
import type { CliIO } from './io.js';

export interface StoreTarget {
  backend: 'postgres' | 'pglite';
  location: string;
}

/** The store a command will open, from `--data-dir` and the environment. */
export function storeTarget(io: Pick<CliIO, 'env'>, dataDir: string | undefined): StoreTarget {
  return describeStoreTarget({ dataDir, env: io.env });
}

/** One line naming the store (a connection string is shown without its password). */
export function storeNotice(command: string, target: StoreTarget): string {
  return target.backend === 'postgres'
    ? `faithcheck ${command}: store: PostgreSQL ${target.location}\n`
    : `faithcheck ${command}: store: embedded PGlite in ${target.location} (DATABASE_URL is not set)\n`;
}

/** Whether the embedded folder exists yet (a read-only command must not create 39 MB to say "none"). */
export function embeddedStoreExists(target: StoreTarget): boolean {
  return target.backend !== 'pglite' || target.location === 'memory' || existsSync(target.location);
}
