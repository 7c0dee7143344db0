/**
 * The tiny SQL client the store is written against. Two implementations — PGlite (embedded) and a
 * node-postgres pool (`DATABASE_URL`) — so both backends run the same migrations and the same
 * parameterised SQL. Values always travel as parameters, never inside the SQL text.
 */

export interface SqlResult<Row> {
  rows: Row[];
  /** Rows affected (or returned). */
  rowCount: number;
}

export interface SqlClient {
  readonly dialect: 'pglite' | 'postgres';
  /** One parameterised statement (`$1`, `$2`, …). */
  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<SqlResult<Row>>;
  /** A script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `work` on one connection inside `begin … commit` (rolled back when it throws). */
  transaction<T>(work: (client: SqlClient) => Promise<T>): Promise<T>;
  /** Releases the connection pool or the embedded database. Safe to call twice. */
  close(): Promise<void>;
}

/** Quotes an identifier (a schema name) for the few statements that cannot take it as a parameter. */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Schema names we accept from configuration: plain identifiers only. */
export const SCHEMA_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;
