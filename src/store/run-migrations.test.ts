import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { sampleReport } from './__fixtures__/sample-report.js';
import { dropSchema, randomSchemaName, TEST_DATABASE_URL } from './__fixtures__/test-backends.js';
import { createStore } from './create-store.js';
import { saveLabels } from './label-store.js';
import { MIGRATION_FILES } from './migration-files.generated.js';
import { openPglite } from './pglite-client.js';
import { createSqlCheckStore } from './sql-check-store.js';

const SUPABASE_FILE = new URL(
  '../../supabase/migrations/20260228000000_create_faithfulness_checks.sql',
  import.meta.url,
);
const SUPABASE_TEXT_IDS_FILE = new URL(
  '../../supabase/migrations/20261124000000_text_chat_ids.sql',
  import.meta.url,
);
const SUPABASE_IDEMPOTENCY_FILE = new URL(
  '../../supabase/migrations/20261125000000_idempotency_keys.sql',
  import.meta.url,
);
const SUPABASE_LABELS_FILE = new URL(
  '../../supabase/migrations/20261125001000_faithfulness_labels.sql',
  import.meta.url,
);
const STANDALONE_FILE = new URL('../../migrations/0001_create_faithfulness_checks.sql', import.meta.url);

function columnLines(file: string): string[] {
  const sql = file.replace(/--.*$/gm, '');
  const body = sql.slice(sql.indexOf('(') + 1, sql.indexOf(');'));
  return body
    .split('\n')
    .map((line) => line.replace(/--.*$/, '').trim())
    .filter(Boolean)
    .map((line) => line.split(/\s+/).slice(0, 2).join(' ').replace(/,$/, ''));
}

describe('migrations', () => {
  it('the Supabase and standalone files define the same columns', async () => {
    const supabase = await readFile(SUPABASE_FILE, 'utf8');
    const standalone = await readFile(STANDALONE_FILE, 'utf8');
    expect(columnLines(supabase)).toEqual(columnLines(standalone));
    expect(supabase).toMatch(/chat_id uuid references chats\(id\) on delete cascade/);
    expect(standalone).not.toMatch(/references/);
  });

  it('the Supabase migrations apply in order (supabase db push) and store a non-uuid chat id', async () => {
    const client = await openPglite({ memory: true });
    try {
      await client.exec('create table chats (id uuid primary key)');
      // Every file of the folder, in name order, as `supabase db push` applies them.
      const folder = new URL('../../supabase/migrations/', import.meta.url);
      const names = (await readdir(folder)).filter((name) => name.endsWith('.sql')).sort();
      expect(names.slice(0, 4)).toEqual(
        [SUPABASE_FILE, SUPABASE_TEXT_IDS_FILE, SUPABASE_IDEMPOTENCY_FILE, SUPABASE_LABELS_FILE].map((url) =>
          url.pathname.split('/').at(-1),
        ),
      );
      for (const name of names) await client.exec(await readFile(new URL(name, folder), 'utf8'));
      const store = createSqlCheckStore({ client });
      // Issue 16 item 5: a keyed save stores its key; the same key again gets the same row.
      const idempotency = { key: 'retry-me', requestHash: 'h1' };
      const keyed = await store.save({ response: 'k', chunks: [], report: sampleReport(), idempotency });
      expect(await store.save({ response: 'k', chunks: [], report: sampleReport(), idempotency })).toEqual({
        id: keyed.id,
        created: false,
      });
      expect(await store.findByIdempotencyKey('retry-me')).toMatchObject({
        check: { id: keyed.id },
        requestHash: 'h1',
        created: true,
      });
      const first = await store.save({
        chatId: 'UGoXvQtloZkTDghb',
        messageId: 'm1',
        response: 'x',
        chunks: [],
        report: sampleReport(),
      });
      const again = await store.save({
        chatId: 'UGoXvQtloZkTDghb',
        messageId: 'm1',
        response: 'y',
        chunks: [],
        report: sampleReport(),
      });
      expect(again).toEqual({ id: first.id, created: false });
      // Reviewers' labels reference the check.
      const [label] = await saveLabels(client, first.id, [{ claimIndex: 0, verdict: 'contradicted' }]);
      expect(label).toMatchObject({ checkId: first.id, reviewerVerdict: 'contradicted' });
    } finally {
      await client.close();
    }
    // A fresh PGlite and three migrations: a generous deadline on a loaded machine, not the assertion.
  }, 180_000);

  it('the Supabase migration applies with its foreign key: deleting a chat deletes its checks', async () => {
    const client = await openPglite({ memory: true });
    try {
      await client.exec('create table chats (id uuid primary key)');
      await client.exec(await readFile(SUPABASE_FILE, 'utf8'));
      // The standalone migration then runs cleanly over it (idempotent), as `faithcheck migrate` would.
      const store = createSqlCheckStore({ client });
      await store.migrate();
      const chatId = randomUUID();
      await client.query('insert into chats (id) values ($1)', [chatId]);
      await store.save({ chatId, messageId: 'm1', response: 'x', chunks: [], report: sampleReport() });
      await expect(
        store.save({
          chatId: randomUUID(),
          messageId: 'm1',
          response: 'x',
          chunks: [],
          report: sampleReport(),
        }),
      ).rejects.toThrow(/foreign key/);
      // A non-uuid chat id (the AI SDK's default) is kept in chat_key, not refused by the foreign key.
      const saved = await store.save({
        chatId: 'UGoXvQtloZkTDghb',
        messageId: 'm1',
        response: 'x',
        chunks: [],
        report: sampleReport(),
      });
      expect(await store.get(saved.id)).toMatchObject({ chatId: 'UGoXvQtloZkTDghb' });
      await client.query('delete from faithfulness_checks where id = $1', [saved.id]);
      await client.query('delete from chats where id = $1', [chatId]);
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from faithfulness_checks',
      );
      expect(rows[0]?.n).toBe(0);
    } finally {
      await client.close();
    }
  });

  it.skipIf(!TEST_DATABASE_URL)('concurrent opens on PostgreSQL migrate once (advisory lock)', async () => {
    const databaseUrl = TEST_DATABASE_URL as string;
    const schema = randomSchemaName();
    try {
      const stores = await Promise.all(
        [1, 2, 3].map(() => createStore({ databaseUrl, schema, poolSize: 2, env: {} })),
      );
      const applied = stores.flatMap((store) => store.lastMigration?.applied ?? []);
      // Each migration applied once, by one of the three. The lock is taken per migration, so
      // which store applies which one (and so the order of this flattened list) varies.
      expect([...applied].sort()).toEqual(MIGRATION_FILES.map((file) => file.name).sort());
      await Promise.all(stores.map((store) => store.close()));
    } finally {
      await dropSchema(databaseUrl, schema);
    }
  });
});
