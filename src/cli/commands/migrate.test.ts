import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dropSchema, randomSchemaName, TEST_DATABASE_URL } from '../../store/__fixtures__/test-backends.js';
import { MIGRATION_FILES } from '../../store/migration-files.generated.js';
import { memoryIO } from '../__fixtures__/memory-io.js';
import { runMigrate } from './migrate.js';

if (!TEST_DATABASE_URL)
  console.warn('[faithcheck tests] TEST_DATABASE_URL is not set: the PostgreSQL CLI test is skipped');

/**
 * Opening PGlite twice (WASM start-up and the migrations) takes ≈ 5 s here and over 30 s on a
 * loaded machine (load 10 on 2 cores): the deadline is generous, and not what is asserted.
 */
const _PGLITE_TEST_TIMEOUT_MS = 180_000;

describe('faithcheck migrate', () => {
  it('migrates a PGlite data folder, then reports it up to date', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'faithcheck-migrate-'));
    try {
      const first = memoryIO();
      expect(await runMigrate(first, { dataDir })).toBe(0);
      const names = MIGRATION_FILES.map((file) => file.name);
      expect(names.slice(0, 2)).toEqual(['0001_create_faithfulness_checks.sql', '0002_text_chat_ids.sql']);
      expect(first.out.join('')).toMatch(/^PGlite .*: applied /);
      expect(first.out.join('')).toContain(`applied ${names.join(', ')} (0 already applied)\n`);
      const second = memoryIO();
      expect(await runMigrate(second, { dataDir })).toBe(0);
      expect(second.out.join('')).toMatch(new RegExp(`up to date \\(${names.length} already applied\\)`));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
    // Two opens of a fresh PGlite folder: a generous deadline, not the thing asserted.
  }, 180_000);

  it('bad configuration is exit 2 with a message; an unreachable server is exit 4', async () => {
    const io = memoryIO({}, '', { DATABASE_URL: 'mysql://localhost/db' });
    expect(await runMigrate(io, {})).toBe(2);
    expect(io.err.join('')).toMatch(/postgres:\/\//);
    const down = memoryIO();
    expect(await runMigrate(down, { databaseUrl: 'postgres://nobody:secret@127.0.0.1:1/none' })).toBe(4);
    expect(down.err.join('')).toMatch(/^faithcheck migrate: postgres postgres:\/\/…@127\.0\.0\.1:1\/none: /);
    expect(down.err.join('')).not.toContain('secret');
  });

  it.skipIf(!TEST_DATABASE_URL)('migrates PostgreSQL from DATABASE_URL', async () => {
    const schema = randomSchemaName();
    try {
      const io = memoryIO({}, '', { DATABASE_URL: TEST_DATABASE_URL });
      expect(await runMigrate(io, { schema })).toBe(0);
      const { host, pathname } = new URL(TEST_DATABASE_URL as string);
      expect(io.out.join('')).toContain(`PostgreSQL postgres://…@${host}${pathname}: applied`);
    } finally {
      await dropSchema(TEST_DATABASE_URL as string, schema);
    }
  });
});
