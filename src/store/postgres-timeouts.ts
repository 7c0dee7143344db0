/**
 * How long faithcheck waits for PostgreSQL. Without a bound, a `DATABASE_URL` that accepts TCP but
 * never answers (a frozen server, a wrong port behind a proxy) made `migrate`, `flagged`, `worker`
 * and `serve` hang silently; with one, they fail with a `StorageError` naming the host (exit 4).
 */
import { z } from 'zod';
import { ConfigurationError } from '../errors.js';

export const DB_CONNECT_TIMEOUT_ENV = 'FAITHCHECK_DB_CONNECT_TIMEOUT_MS';
export const DB_STATEMENT_TIMEOUT_ENV = 'FAITHCHECK_DB_STATEMENT_TIMEOUT_MS';
export const DEFAULT_DB_CONNECT_TIMEOUT_MS = 10_000;
export const DEFAULT_DB_STATEMENT_TIMEOUT_MS = 60_000;
/**
 * The client-side bound on one statement is the server-side one plus this margin: a live server
 * cancels a slow statement itself (cleanly, at `statement_timeout`); the client gives up only on a
 * server that does not answer at all.
 */
const CLIENT_MARGIN_MS = 5_000;

export interface PostgresTimeouts {
  /** Establishing a connection (TCP, TLS, authentication), ms. */
  connectTimeoutMs: number;
  /** One statement, ms; 0: no limit. */
  statementTimeoutMs: number;
}

function parse(value: unknown, name: string, fallback: number, minimum: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = z.coerce.number().int().min(minimum).max(2_147_483_647).safeParse(value);
  if (!parsed.success)
    throw new ConfigurationError(
      `${name} must be a whole number of milliseconds ≥ ${minimum}, got ${JSON.stringify(value)}`,
    );
  return parsed.data;
}

/** The timeouts from explicit options, else the environment, else the defaults (10 s, 60 s). */
export function resolvePostgresTimeouts(
  options: Partial<PostgresTimeouts> & { env?: NodeJS.ProcessEnv } = {},
): PostgresTimeouts {
  const env = options.env ?? process.env;
  const connectTimeoutMs = parse(
    options.connectTimeoutMs ?? env[DB_CONNECT_TIMEOUT_ENV],
    options.connectTimeoutMs === undefined ? DB_CONNECT_TIMEOUT_ENV : 'connectTimeoutMs',
    DEFAULT_DB_CONNECT_TIMEOUT_MS,
    // node-postgres reads 0 as "no timeout": that would bring the silent hang back.
    1,
  );
  const statementTimeoutMs = parse(
    options.statementTimeoutMs ?? env[DB_STATEMENT_TIMEOUT_ENV],
    options.statementTimeoutMs === undefined ? DB_STATEMENT_TIMEOUT_ENV : 'statementTimeoutMs',
    DEFAULT_DB_STATEMENT_TIMEOUT_MS,
    0,
  );
  return { connectTimeoutMs, statementTimeoutMs };
}

/** The node-postgres pool settings for `timeouts`. */
export function poolTimeoutSettings(timeouts: PostgresTimeouts): {
  connectionTimeoutMillis: number;
  statement_timeout?: number;
  query_timeout?: number;
} {
  return {
    connectionTimeoutMillis: timeouts.connectTimeoutMs,
    ...(timeouts.statementTimeoutMs > 0
      ? {
          statement_timeout: timeouts.statementTimeoutMs,
          query_timeout: timeouts.statementTimeoutMs + CLIENT_MARGIN_MS,
        }
      : {}),
  };
}

/** `host:port` of a connection string, for messages (never its user or password). */
export function describePostgresHost(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    const host = url.hostname || 'localhost';
    return `${host}:${url.port || '5432'}`;
  } catch {
    return 'the DATABASE_URL host';
  }
}
