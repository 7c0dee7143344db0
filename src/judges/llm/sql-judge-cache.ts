/**
 * The LLM judge's cache in Postgres (or PGlite): one row per content-hash key with a jsonb value,
 * so that every process and worker sharing the store shares the verdicts. Written against the
 * store's small `SqlClient` (a type-only dependency); the table is created on first use unless a
 * migration manages it.
 */

import { ConfigurationError } from '../../errors.js';
import type { SqlClient } from '../../store/sql-client.js';
import type { JudgeCache } from './judge-cache.js';

const TABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;
const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

export interface SqlJudgeCacheOptions {
  client: SqlClient;
  /** Default `faithcheck_judge_cache`. */
  table?: string;
  /** Create the table on first use (default true); false when a migration manages it. */
  createTable?: boolean;
}

/** The table's definition, for a migration. */
export function judgeCacheTableSql(table = 'faithcheck_judge_cache'): string {
  const name = quoteIdentifier(table);
  return `create table if not exists ${name} (
  key text primary key,
  value jsonb not null,
  created_at timestamptz not null default now()
)`;
}

/**
 * @example
 * const store = await createStore();
 * const judge = llmJudge({ model, cache: createSqlJudgeCache({ client: store.client }) });
 */
export function createSqlJudgeCache(options: SqlJudgeCacheOptions): JudgeCache {
  const table = options.table ?? 'faithcheck_judge_cache';
  if (!TABLE_NAME.test(table)) throw new ConfigurationError(`invalid judge cache table name "${table}"`);
  const name = quoteIdentifier(table);
  let ready: Promise<void> | undefined;
  const ensure = () => {
    if (options.createTable === false) return Promise.resolve();
    ready ??= options.client.exec(judgeCacheTableSql(table)).catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
    return ready;
  };
  return {
    async get(key) {
      await ensure();
      const result = await options.client.query<{ value: unknown }>(
        `select value from ${name} where key = $1`,
        [key],
      );
      return result.rows[0]?.value;
    },
    async set(key, value) {
      await ensure();
      await options.client.query(
        `insert into ${name} (key, value) values ($1, $2::jsonb)
         on conflict (key) do update set value = excluded.value, created_at = now()`,
        [key, JSON.stringify(value)],
      );
    },
  };
}
