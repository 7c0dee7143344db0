import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memoryIO } from '../cli/__fixtures__/memory-io.js';
import { runFlagged } from '../cli/commands/flagged.js';
import { runMigrate } from '../cli/commands/migrate.js';
import { runServe } from '../cli/commands/serve.js';
import { StorageError } from '../errors.js';
import { registerJudge } from '../judges/registry.js';
import { wordJudge } from '../server/__fixtures__/word-judge.mjs';
import { createStore } from './create-store.js';
import { LOCK_FILE_NAME, readDataDirLock } from './data-dir-lock.js';

registerJudge({
  id: 'test-word',
  description: 'word overlap (tests)',
  needsModel: false,
  create: () => wordJudge(),
});

/** A process that lives until killed: the holder of a lock in another process. */
function startSleeper() {
  return spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
}

async function writeLock(dataDir: string, fields: Record<string, unknown>) {
  await mkdir(dataDir, { recursive: true });
  await writeFile(
    join(dataDir, LOCK_FILE_NAME),
    JSON.stringify({
      hostname: hostname(),
      command: 'faithcheck serve',
      startedAt: '2026-11-25T10:00:00.000Z',
      token: 'another-process',
      ...fields,
    }),
  );
}

describe('one process per embedded database folder (issue 16 item 21)', () => {
  let parent: string;
  beforeEach(async () => {
    parent = await mkdtemp(join(tmpdir(), 'faithcheck-lock-'));
  });
  afterEach(async () => {
    await rm(parent, { recursive: true, force: true });
  });

  describe('held by another live process', () => {
    let sleeper: ReturnType<typeof startSleeper>;
    beforeAll(async () => {
      sleeper = startSleeper();
      await new Promise((resolve) => sleeper.once('spawn', resolve));
    });
    afterAll(() => {
      sleeper.kill();
    });

    it('flagged, migrate and serve refuse with exit 4, naming its pid and URL, and touch nothing', async () => {
      const dataDir = join(parent, 'data');
      await writeLock(dataDir, { pid: sleeper.pid, url: 'http://127.0.0.1:8787' });
      const flagged = memoryIO();
      expect(await runFlagged(flagged, { dataDir })).toBe(4);
      const migrate = memoryIO();
      expect(await runMigrate(migrate, { dataDir })).toBe(4);
      const serve = memoryIO();
      expect(
        await runServe(serve, { dataDir, port: '0', judge: 'test-word' }, { untilStopped: async () => {} }),
      ).toBe(4);
      for (const io of [flagged, migrate, serve]) {
        const message = io.err.join('');
        expect(message).toContain(
          `the embedded database in ${dataDir} is in use by faithcheck serve (pid ${sleeper.pid}, http://127.0.0.1:8787)`,
        );
        expect(message).toContain('http://127.0.0.1:8787/v1/checks?flagged=true');
      }
      expect(flagged.out.join('')).toBe('');
      // Refused before PGlite opened anything: no database files, and the holder's lock is intact.
      expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(false);
      expect(readDataDirLock(dataDir)?.pid).toBe(sleeper.pid);
    });
  });

  it('a running serve records its URL in the lock; flagged on the same folder is refused and names it', async () => {
    const dataDir = join(parent, 'served');
    const serve = memoryIO();
    let lockWhileServing: unknown;
    const flagged = memoryIO();
    let flaggedExit: number | undefined;
    const code = await runServe(
      serve,
      { dataDir, port: '0', judge: 'test-word' },
      {
        openQueue: async () => undefined,
        untilStopped: async (server) => {
          lockWhileServing = JSON.parse(await readFile(join(dataDir, LOCK_FILE_NAME), 'utf8'));
          expect(lockWhileServing).toMatchObject({
            pid: process.pid,
            command: 'faithcheck serve',
            url: server.url,
          });
          flaggedExit = await runFlagged(flagged, { dataDir });
          expect(flagged.err.join('')).toContain(
            `in use by faithcheck serve (pid ${process.pid}, ${server.url})`,
          );
        },
      },
    );
    expect(serve.err.join('')).not.toMatch(/faithcheck serve: (?!the queue|store)/);
    expect(code).toBe(0);
    expect(flaggedExit).toBe(4);
    // Released on close: the next command opens the folder.
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
    const after = memoryIO();
    expect(await runFlagged(after, { dataDir })).toBe(0);
  }, 180_000);

  it('takes over a stale lock (its process is gone) and removes its own on close', async () => {
    const dataDir = join(parent, 'stale');
    const gone = startSleeper();
    await new Promise((resolve) => gone.once('spawn', resolve));
    const deadPid = gone.pid;
    gone.kill();
    await new Promise((resolve) => gone.once('exit', resolve));
    await writeLock(dataDir, { pid: deadPid, command: 'faithcheck serve' });
    expect(readDataDirLock(dataDir)).toBeNull();
    const store = await createStore({ dataDir, env: {} });
    try {
      expect(readDataDirLock(dataDir)?.pid).toBe(process.pid);
      // The same folder twice in one process is refused too: two PGlite instances would corrupt it.
      const second = await createStore({ dataDir, env: {} }).catch((error) => error);
      expect(StorageError.isInstance(second)).toBe(true);
      expect(second.message).toMatch(/is in use by .* \(pid \d+\)/);
    } finally {
      await store.close();
    }
    expect(existsSync(join(dataDir, LOCK_FILE_NAME))).toBe(false);
  }, 180_000);
});
