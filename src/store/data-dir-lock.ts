/**
 * One process at a time in an embedded database folder. PGlite is Postgres in this process, with
 * no server to arbitrate: a second process opening the same folder (`faithcheck flagged` beside a
 * running `faithcheck serve`) reads stale pages and can corrupt the files when it writes. The
 * process that opens the folder writes `faithcheck.lock` in it (pid, command, and the URL once a
 * server listens) and removes it on close; another process finds it and refuses with a message
 * naming the holder. A lock whose process is gone (killed, crashed) is stale and taken over.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, realpathSync } from 'node:fs';
import { open, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { z } from 'zod';
import { StorageError } from '../errors.js';
import { PRIVATE_FILE_MODE } from './private-data-dir.js';

export const LOCK_FILE_NAME = 'faithcheck.lock';

const lockSchema = z.object({
  pid: z.number().int(),
  hostname: z.string(),
  /** What holds it, e.g. `faithcheck serve`. */
  command: z.string(),
  startedAt: z.string(),
  /** The holder's HTTP address, when it is a server: other commands can read through it. */
  url: z.string().optional(),
  /** Tells this process's own lock from a leftover of an earlier process that had the same pid. */
  token: z.string(),
});

export type DataDirLockInfo = z.infer<typeof lockSchema>;

/** Locks this process holds, by token (a container restarted as pid 1 finds its old lock stale). */
const heldTokens = new Set<string>();
/** The same, by folder, for `heldDataDirLock()`. */
const heldByDir = new Map<string, DataDirLock>();

/** One key per folder, whether named directly or through a symbolic link. */
function folderKey(dataDir: string): string {
  try {
    return realpathSync(dataDir);
  } catch {
    return resolve(dataDir);
  }
}

export interface DataDirLock {
  readonly path: string;
  /** Names the holder better once known (`faithcheck serve` and its URL), so a refused command can say where to read instead. */
  describe(holder: { command?: string; url?: string }): Promise<void>;
  /** Removes the lock file. Safe to call twice. */
  release(): Promise<void>;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether `info` is held by a live process (on another host we cannot tell: presumed live). */
function isLive(info: DataDirLockInfo): boolean {
  if (info.hostname !== hostname()) return true;
  if (info.pid === process.pid) return heldTokens.has(info.token);
  return isAlive(info.pid);
}

function parseLock(text: string): DataDirLockInfo | null {
  try {
    const parsed = lockSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The live holder of `dataDir`'s lock, or null when it is free (no lock, or a stale one). */
export function readDataDirLock(dataDir: string): DataDirLockInfo | null {
  let text: string;
  try {
    text = readFileSync(join(dataDir, LOCK_FILE_NAME), 'utf8');
  } catch {
    return null;
  }
  const info = parseLock(text);
  return info && isLive(info) ? info : null;
}

/** The error a second process gets: who holds the folder, and what to do instead. */
export function dataDirInUseError(dataDir: string, holder: DataDirLockInfo): StorageError {
  const where =
    holder.hostname === hostname() ? `pid ${holder.pid}` : `pid ${holder.pid} on ${holder.hostname}`;
  const instead = holder.url
    ? `read through it instead (${holder.url}/review, ${holder.url}/v1/checks?flagged=true), stop it first, or set DATABASE_URL`
    : 'stop it first, or set DATABASE_URL to share a PostgreSQL';
  return new StorageError(
    `the embedded database in ${dataDir} is in use by ${holder.command} (${where}${holder.url ? `, ${holder.url}` : ''}) since ${holder.startedAt}; ` +
      `PGlite is single-process, so it cannot be opened twice: ${instead}`,
  );
}

/**
 * Takes `dataDir`'s lock for this process, or throws `dataDirInUseError` naming the live holder.
 * The folder must exist.
 */
export async function acquireDataDirLock(dataDir: string, command: string): Promise<DataDirLock> {
  const path = join(dataDir, LOCK_FILE_NAME);
  const info: DataDirLockInfo = {
    pid: process.pid,
    hostname: hostname(),
    command,
    startedAt: new Date().toISOString(),
    token: randomUUID(),
  };
  for (let attempt = 0; ; attempt += 1) {
    try {
      // `wx`: created only if absent, so two processes starting at once cannot both take it.
      const handle = await open(path, 'wx', PRIVATE_FILE_MODE);
      try {
        await handle.writeFile(JSON.stringify(info));
      } finally {
        await handle.close();
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
      const existing = parseLock(await readFile(path, 'utf8').catch(() => ''));
      if (existing && isLive(existing)) throw dataDirInUseError(dataDir, existing);
      // Stale (its process is gone) or unreadable (a crash while writing it): take it over.
      await rm(path, { force: true });
    }
  }
  heldTokens.add(info.token);
  const key = folderKey(dataDir);
  let released = false;
  const lock: DataDirLock = {
    path,
    async describe(holder) {
      if (released) return;
      if (holder.command) info.command = holder.command;
      if (holder.url) info.url = holder.url;
      await writeFile(path, JSON.stringify(info), { mode: PRIVATE_FILE_MODE });
    },
    async release() {
      if (released) return;
      released = true;
      heldTokens.delete(info.token);
      heldByDir.delete(key);
      // Only our own lock: a process that found ours stale (it never is while we run) has its own.
      const current = parseLock(await readFile(path, 'utf8').catch(() => ''));
      if (current?.token === info.token) await rm(path, { force: true });
    },
  };
  heldByDir.set(key, lock);
  return lock;
}

/** The lock this process holds on `dataDir`, if it opened it. */
export function heldDataDirLock(dataDir: string): DataDirLock | undefined {
  return heldByDir.get(folderKey(dataDir));
}

/** How a process names itself in a lock until it says better: `faithcheck flagged`, `node app.js`. */
export function defaultLockHolder(): string {
  const script = process.argv[1] ? basename(process.argv[1]) : '';
  if (/^(faithcheck|main\.js)$/.test(script)) return `faithcheck ${process.argv[2] ?? ''}`.trim();
  return script ? `node ${script}` : 'a node process';
}
