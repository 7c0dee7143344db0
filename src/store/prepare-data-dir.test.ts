/**
 * faithcheck creates, fills, chmods and clears only what it created (issue 20 item 1). Before:
 * a folder without `PG_VERSION` was "new", the snapshot was unpacked over what it held, every file
 * in it was chmodded 0600, and a failed unpack removed every entry but the lock — through a
 * symbolic link too.
 */
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryIO } from '../cli/__fixtures__/memory-io.js';
import { runMigrate } from '../cli/commands/migrate.js';
import { ConfigurationError } from '../errors.js';
import { openPglite } from './pglite-client.js';
import { NEW_DATABASE_PREFIX } from './prepare-data-dir.js';

/** The build's snapshot when dist/ is built (a start in 1–2 s); else initdb (5–15 s). */
const SNAPSHOT_PATH = fileURLToPath(new URL('../../dist/store/pglite-snapshot.tar.gz', import.meta.url));
async function snapshot(): Promise<Blob | false> {
  return existsSync(SNAPSHOT_PATH) ? new Blob([await readFile(SNAPSHOT_PATH)]) : false;
}
/** Starting PGlite on a loaded 2-core machine: a generous deadline, not what is asserted. */
const PGLITE_TIMEOUT = 180_000;

/** A user's folder: a note and an executable script. */
async function userFolder(path: string): Promise<void> {
  await mkdir(path, { recursive: true });
  await writeFile(join(path, 'notes.txt'), 'mine');
  await writeFile(join(path, 'postgresql.conf'), 'shared_buffers = 1GB\n');
  await writeFile(join(path, 'deploy.sh'), '#!/bin/sh\n');
  await chmod(join(path, 'deploy.sh'), 0o755);
}

async function expectUntouched(path: string): Promise<void> {
  expect((await readdir(path)).sort()).toEqual(['deploy.sh', 'notes.txt', 'postgresql.conf']);
  expect(await readFile(join(path, 'notes.txt'), 'utf8')).toBe('mine');
  expect(await readFile(join(path, 'postgresql.conf'), 'utf8')).toBe('shared_buffers = 1GB\n');
  expect((await stat(join(path, 'deploy.sh'))).mode & 0o777).toBe(0o755);
}

async function refusal(dataDir: string): Promise<unknown> {
  return openPglite({ dataDir, snapshot: false }).then(
    async (client) => {
      await client.close();
      return null;
    },
    (error: unknown) => error,
  );
}

describe('the data folder: only what faithcheck created (issue 20 item 1)', () => {
  let parent: string;
  beforeEach(async () => {
    parent = await mkdtemp(join(tmpdir(), 'faithcheck-own-'));
  });
  afterEach(async () => {
    await rm(parent, { recursive: true, force: true });
  });

  it('refuses a folder holding a user’s files, naming them, and leaves every file as it was', async () => {
    const dataDir = join(parent, 'notes');
    await userFolder(dataDir);
    const failure = await refusal(dataDir);
    expect(ConfigurationError.isInstance(failure)).toBe(true);
    expect((failure as Error).message).toMatch(/is not empty and is not a faithcheck database/);
    expect((failure as Error).message).toContain('"deploy.sh", "notes.txt", "postgresql.conf"');
    await expectUntouched(dataDir);
  });

  it('`faithcheck migrate --data-dir` on such a folder is exit 2 with the message', async () => {
    const dataDir = join(parent, 'notes');
    await userFolder(dataDir);
    const io = memoryIO();
    expect(await runMigrate(io, { dataDir })).toBe(2);
    expect(io.err.join('')).toMatch(
      /^faithcheck migrate: the data folder .*notes is not empty .*"deploy\.sh"/,
    );
    await expectUntouched(dataDir);
  });

  it('refuses through a symbolic link to such a folder; the link and its target stay', async () => {
    const target = join(parent, 'target');
    await userFolder(target);
    const link = join(parent, 'link');
    await symlink(target, link);
    const failure = await refusal(link);
    expect(ConfigurationError.isInstance(failure)).toBe(true);
    expect((failure as Error).message).toContain(target);
    await expectUntouched(target);
    expect((await readdir(parent)).sort()).toEqual(['link', 'target']);
  });

  it('refuses a link to nothing, and a file, with a message', async () => {
    const link = join(parent, 'dangling');
    await symlink(join(parent, 'nowhere'), link);
    const dangling = await refusal(link);
    expect(ConfigurationError.isInstance(dangling)).toBe(true);
    expect((dangling as Error).message).toMatch(/symbolic link to .*nowhere, which does not exist/);
    expect(existsSync(join(parent, 'nowhere'))).toBe(false);
    const file = join(parent, 'file');
    await writeFile(file, 'x');
    const onFile = await refusal(file);
    expect((onFile as Error).message).toMatch(/is a file, not a folder/);
    expect(await readFile(file, 'utf8')).toBe('x');
  });

  it('builds a new folder beside it and renames it into place; a failed snapshot leaves no temporary folder', {
    timeout: PGLITE_TIMEOUT,
  }, async () => {
    const dataDir = join(parent, 'data');
    await writeFile(join(parent, 'neighbour.txt'), 'n');
    // A snapshot this PGlite cannot open: the build falls back to initdb in a clean temporary folder.
    const client = await openPglite({ dataDir, snapshot: new Blob(['not a data folder']) });
    try {
      expect((await client.query<{ ok: number }>('select 1 as ok')).rows).toEqual([{ ok: 1 }]);
    } finally {
      await client.close();
    }
    expect((await readdir(parent)).sort()).toEqual(['data', 'neighbour.txt']);
    expect(await readFile(join(parent, 'neighbour.txt'), 'utf8')).toBe('n');
    expect((await readdir(dataDir)).some((name) => name.startsWith(NEW_DATABASE_PREFIX))).toBe(false);
  });

  it('fills an empty folder reached through a symbolic link, and never chmods a user’s file put there later', {
    timeout: PGLITE_TIMEOUT,
  }, async () => {
    const target = join(parent, 'volume');
    await mkdir(target);
    const link = join(parent, 'data');
    await symlink(target, link);
    const first = await openPglite({ dataDir: link, snapshot: await snapshot() });
    await first.close();
    expect((await readdir(parent)).sort()).toEqual(['data', 'volume']);
    const names = await readdir(target);
    expect(names).toContain('PG_VERSION');
    expect(names.some((name) => name.startsWith(NEW_DATABASE_PREFIX))).toBe(false);
    // A user's script beside the database: opening and closing leaves its mode alone.
    await writeFile(join(target, 'deploy.sh'), '#!/bin/sh\n');
    await chmod(join(target, 'deploy.sh'), 0o755);
    const second = await openPglite({ dataDir: link });
    await second.close();
    expect((await stat(join(target, 'deploy.sh'))).mode & 0o777).toBe(0o755);
    expect((await stat(join(target, 'PG_VERSION'))).mode & 0o777).toBe(0o600);
  });
});
