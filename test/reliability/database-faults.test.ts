/**
 * Database faults: PostgreSQL going down and coming back mid-run (through a loopback proxy, so the
 * shared server stays up for everyone else), a database that cannot be reached at all, and an
 * embedded database whose folder cannot be written. Checks go on, saves fail soft (logged, `null`),
 * a retry stores them, nothing saved before is lost and no row is written twice.
 */
import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FaithfulnessCheckOutcome,
  runFaithfulnessCheck,
} from '../../src/background/run-faithfulness-check.js';
import { StorageError } from '../../src/errors.js';
import type { Logger } from '../../src/logger.js';
import { wordJudge } from '../../src/server/__fixtures__/word-judge.mjs';
import {
  dropSchema,
  randomSchemaName,
  TEST_DATABASE_URL,
} from '../../src/store/__fixtures__/test-backends.js';
import { createStore } from '../../src/store/create-store.js';
import { closeDefaultStore, saveFaithfulnessCheck } from '../../src/store/faithfulness-store.js';
import type { SqlCheckStore } from '../../src/store/sql-check-store.js';
import { startTcpProxy, type TcpProxy } from './fixtures/tcp-proxy.js';

const chatId = '11111111-1111-4111-8111-111111111111';
const chunks = [{ id: 'kb', text: 'The refund window is thirty days from delivery.' }];
const judge = wordJudge();

function captureLogger() {
  const lines: Array<{ level: string; message: string; fields?: Record<string, unknown> }> = [];
  const log =
    (level: string) =>
    (message: string, fields?: Record<string, unknown>): void => {
      lines.push({ level, message, ...(fields ? { fields } : {}) });
    };
  const logger: Logger = { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
  return { logger, lines };
}

function check(store: SqlCheckStore, index: number, logger: Logger): Promise<FaithfulnessCheckOutcome> {
  return runFaithfulnessCheck({
    chatId,
    messageId: `m-${index}`,
    response: `The refund window is thirty days. Message ${index}.`,
    chunks,
    store,
    logger,
    verifyOptions: { judge, logger },
  });
}

describe.skipIf(!TEST_DATABASE_URL)('PostgreSQL stopped and restarted mid-run', () => {
  const databaseUrl = TEST_DATABASE_URL as string;
  const schema = randomSchemaName('fc_rel_db');
  let proxy: TcpProxy;
  let store: SqlCheckStore;
  let direct: SqlCheckStore;

  beforeAll(async () => {
    const url = new URL(databaseUrl);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    store = await createStore({ databaseUrl: url.toString(), schema, poolSize: 4, env: {} });
    direct = await createStore({ databaseUrl, schema, poolSize: 1, env: {}, migrate: false });
  });
  afterAll(async () => {
    await store?.close();
    await direct?.close();
    await proxy?.stop();
    await dropSchema(databaseUrl, schema);
  });

  it('saves fail soft while it is down, a retry stores them, nothing is lost or duplicated', async () => {
    const { logger, lines } = captureLogger();
    const before = await Promise.all(Array.from({ length: 20 }, (_, index) => check(store, index, logger)));
    expect(before.every((outcome) => outcome.saved !== null)).toBe(true);

    // 40 checks in flight; the database goes down after the first few and comes back 300 ms later.
    const during = Array.from({ length: 40 }, (_, index) => check(store, 20 + index, logger));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await proxy.stop();
    const down = await Promise.all(
      Array.from({ length: 10 }, (_, index) => check(store, 60 + index, logger)),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    await proxy.start();
    const outcomes = [...(await Promise.all(during)), ...down];

    // Every check produced its report; the ones whose save failed say so and were logged.
    expect(outcomes.every((outcome) => outcome.report?.status === 'ok')).toBe(true);
    const failed = outcomes
      .map((outcome, position) => ({ outcome, index: 20 + position }))
      .filter(({ outcome }) => outcome.saved === null);
    expect(failed.length).toBeGreaterThanOrEqual(10);
    const saveErrors = lines.filter((line) => line.message === '[faithfulness] failed to save check');
    expect(saveErrors).toHaveLength(failed.length);
    expect(saveErrors.every((line) => line.fields?.code === 'storage_error')).toBe(true);

    // Retry the failed ones and, once more, every check already stored: upserts, not new rows.
    const retried = await Promise.all(failed.map(({ index }) => check(store, index, logger)));
    expect(retried.every((outcome) => outcome.saved !== null)).toBe(true);
    const again = await Promise.all(Array.from({ length: 20 }, (_, index) => check(store, index, logger)));
    expect(again.map((outcome) => outcome.saved?.id)).toEqual(before.map((outcome) => outcome.saved?.id));

    const { rows } = await direct.client.query<{ n: number; keys: number }>(
      'select count(*)::int as n, count(distinct message_id)::int as keys from faithfulness_checks',
    );
    expect(rows[0]).toEqual({ n: 70, keys: 70 });
    for (const outcome of before) expect(await direct.get(outcome.saved!.id)).not.toBeNull();
  });
});

describe('a database that cannot be reached or written', () => {
  it('PostgreSQL on a closed port: opening is a StorageError, saving logs and returns null', async () => {
    const databaseUrl = 'postgres://postgres@127.0.0.1:1/unreachable';
    await expect(createStore({ databaseUrl, env: {} })).rejects.toMatchObject({ code: 'storage_error' });
    const previous = process.env.DATABASE_URL;
    process.env.DATABASE_URL = databaseUrl;
    try {
      const { logger, lines } = captureLogger();
      const results = await Promise.all(
        Array.from({ length: 5 }, (_, index) =>
          runFaithfulnessCheck({
            messageId: `unreachable-${index}`,
            response: 'The refund window is thirty days.',
            chunks,
            logger,
            verifyOptions: { judge, logger },
          }),
        ),
      );
      expect(results.every((outcome) => outcome.report?.status === 'ok' && outcome.saved === null)).toBe(
        true,
      );
      expect(lines.filter((line) => line.level === 'error')).toHaveLength(5);
    } finally {
      if (previous === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = previous;
      await closeDefaultStore();
    }
  });

  describe('PGlite in a folder that cannot be written', () => {
    let scratch: string;
    beforeAll(async () => {
      scratch = await mkdtemp(join(tmpdir(), 'fc-rel-'));
    });
    afterAll(async () => {
      await rm(scratch, { recursive: true, force: true });
    });

    it('a data folder under a regular file (works as root, where chmod 0500 does not stop writes)', async () => {
      const file = join(scratch, 'not-a-folder');
      await writeFile(file, 'x');
      const dataDir = join(file, 'db');
      await expect(createStore({ dataDir, env: {} })).rejects.toThrow(/ENOTDIR|not a directory/);
      const { logger, lines } = captureLogger();
      const previous = process.env.FAITHCHECK_DATA_DIR;
      process.env.FAITHCHECK_DATA_DIR = dataDir;
      const previousUrl = process.env.DATABASE_URL;
      delete process.env.DATABASE_URL;
      try {
        const saved = await saveFaithfulnessCheck({
          messageId: 'x',
          response: 'r',
          result: { overallScore: 1, claims: [], flagged: false, evaluationLatencyMs: 1 },
          logger,
        });
        expect(saved).toBeNull();
        expect(lines).toEqual([
          expect.objectContaining({ level: 'error', message: '[faithfulness] failed to save check' }),
        ]);
      } finally {
        if (previous === undefined) delete process.env.FAITHCHECK_DATA_DIR;
        else process.env.FAITHCHECK_DATA_DIR = previous;
        if (previousUrl !== undefined) process.env.DATABASE_URL = previousUrl;
        await closeDefaultStore();
      }
    });

    // root ignores permission bits (CAP_DAC_OVERRIDE), so a read-only folder only stops non-root users.
    it.skipIf(process.getuid?.() === 0)('a data folder with mode 0500 (not root)', async () => {
      const dataDir = join(scratch, 'read-only');
      await mkdir(dataDir);
      await chmod(dataDir, 0o500);
      try {
        await expect(createStore({ dataDir, env: {} })).rejects.toThrow(/EACCES|permission/i);
      } finally {
        await chmod(dataDir, 0o700);
      }
    });

    // Was bug 5: the raw fs Error (ENOTDIR/EACCES) came through untyped.
    it('an unwritable PGlite folder is a StorageError naming the folder', async () => {
      const file = join(scratch, 'also-not-a-folder');
      await writeFile(file, 'x');
      const dataDir = join(file, 'db');
      const error = await createStore({ dataDir, env: {} }).then(
        () => null,
        (failure: unknown) => failure,
      );
      expect(StorageError.isInstance(error)).toBe(true);
      expect((error as StorageError).code).toBe('storage_error');
      expect((error as Error).message).toContain(`"${dataDir}"`);
      expect((error as Error).message).toMatch(/ENOTDIR|not a directory/);
      expect((error as Error).cause).toBeInstanceOf(Error);
    });
  });
});
