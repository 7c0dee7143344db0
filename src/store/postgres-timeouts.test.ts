import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryIO } from '../cli/__fixtures__/memory-io.js';
import { runFlagged } from '../cli/commands/flagged.js';
import { runMigrate } from '../cli/commands/migrate.js';
import { runServe } from '../cli/commands/serve.js';
import { runWorker } from '../cli/commands/worker.js';
import { ConfigurationError, StorageError } from '../errors.js';
import { echoJudge } from '../queue/__fixtures__/echo-judge.mjs';
import { createStore } from './create-store.js';
import { poolTimeoutSettings, resolvePostgresTimeouts } from './postgres-timeouts.js';

describe('resolvePostgresTimeouts', () => {
  it('defaults to 10 s to connect and 60 s per statement, from the environment when set', () => {
    expect(resolvePostgresTimeouts({ env: {} })).toEqual({
      connectTimeoutMs: 10_000,
      statementTimeoutMs: 60_000,
    });
    expect(
      resolvePostgresTimeouts({
        env: { FAITHCHECK_DB_CONNECT_TIMEOUT_MS: '250', FAITHCHECK_DB_STATEMENT_TIMEOUT_MS: '0' },
      }),
    ).toEqual({ connectTimeoutMs: 250, statementTimeoutMs: 0 });
    expect(
      resolvePostgresTimeouts({ connectTimeoutMs: 5, env: { FAITHCHECK_DB_CONNECT_TIMEOUT_MS: '250' } }),
    ).toEqual({
      connectTimeoutMs: 5,
      statementTimeoutMs: 60_000,
    });
  });

  it('refuses values that would mean "wait forever" or are not milliseconds', () => {
    expect(() => resolvePostgresTimeouts({ env: { FAITHCHECK_DB_CONNECT_TIMEOUT_MS: '0' } })).toThrow(
      /FAITHCHECK_DB_CONNECT_TIMEOUT_MS must be a whole number of milliseconds ≥ 1, got "0"/,
    );
    expect(() => resolvePostgresTimeouts({ env: { FAITHCHECK_DB_STATEMENT_TIMEOUT_MS: '1.5s' } })).toThrow(
      ConfigurationError,
    );
  });

  it('bounds a statement on the server, and on the client a little later (a server that never answers)', () => {
    expect(poolTimeoutSettings({ connectTimeoutMs: 200, statementTimeoutMs: 1000 })).toEqual({
      connectionTimeoutMillis: 200,
      statement_timeout: 1000,
      query_timeout: 6000,
    });
    expect(poolTimeoutSettings({ connectTimeoutMs: 200, statementTimeoutMs: 0 })).toEqual({
      connectionTimeoutMillis: 200,
    });
  });
});

/**
 * A "PostgreSQL" that accepts TCP connections and never says a word — a frozen server, or a wrong
 * port behind a proxy. Before issue 16 item 9 every command hung on it until killed.
 */
describe('a DATABASE_URL that accepts TCP but never answers (issue 16 item 9)', () => {
  let server: Server;
  const sockets = new Set<Socket>();
  let databaseUrl: string;
  let hostPort: string;
  // Short, so the test is quick; the test's own deadline (generous) is not what is asserted.
  const env = () => ({ DATABASE_URL: databaseUrl, FAITHCHECK_DB_CONNECT_TIMEOUT_MS: '300' });

  beforeAll(async () => {
    server = createServer((socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    hostPort = `127.0.0.1:${port}`;
    databaseUrl = `postgres://faithcheck:secret@${hostPort}/app`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  it('createStore rejects with a StorageError naming host:port and the setting', async () => {
    const error = await createStore({ databaseUrl, connectTimeoutMs: 300, env: {} }).catch(
      (caught) => caught,
    );
    expect(StorageError.isInstance(error)).toBe(true);
    expect(error.message).toBe(
      `cannot connect to PostgreSQL at ${hostPort}: no answer within 300 ms (FAITHCHECK_DB_CONNECT_TIMEOUT_MS)`,
    );
    expect(error.message).not.toContain('secret');
  }, 60_000);

  it('migrate, flagged, worker and serve exit 4 with a message naming the host', async () => {
    const migrate = memoryIO({}, '', env());
    expect(await runMigrate(migrate, {})).toBe(4);
    const flagged = memoryIO({}, '', env());
    expect(await runFlagged(flagged, {})).toBe(4);
    const worker = memoryIO({}, '', env());
    expect(await runWorker(worker, {}, { signal: new AbortController().signal, judge: echoJudge() })).toBe(4);
    const serve = memoryIO({}, '', env());
    expect(await runServe(serve, { port: '0' }, { untilStopped: () => new Promise(() => {}) })).toBe(4);
    for (const io of [migrate, flagged, worker, serve]) {
      const message = io.err.join('');
      expect(message).toContain(`cannot connect to PostgreSQL at ${hostPort}: no answer within 300 ms`);
      expect(message).not.toContain('secret');
    }
  }, 120_000);
});
