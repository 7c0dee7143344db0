import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InputError, StorageError } from '../errors.js';
import type { JsonValue } from '../spec/json.js';
import { sampleReport } from './__fixtures__/sample-report.js';
import { testBackends } from './__fixtures__/test-backends.js';
import { hashChunkText } from './check-row.js';
import type { SqlCheckStore } from './sql-check-store.js';

/** PGlite's clock can give two quick inserts the same created_at; order tests space them out. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 3));

const chunks = [{ id: 'kb-1', text: 'The refund window is 30 days.', metadata: { title: 'Refunds' } }];

describe.each(testBackends())('CheckStore on $name', (backend) => {
  let store: SqlCheckStore;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    ({ store, cleanup } = await backend.open());
  });
  afterAll(async () => {
    await cleanup?.();
  });

  it('creates the faithfulness_checks table with its columns, types and indexes', async () => {
    const { rows } = await store.client.query<{ column_name: string; data_type: string }>(
      `select column_name, case when data_type = 'numeric' then data_type || '(' || numeric_precision || ',' || numeric_scale || ')' else data_type end as data_type
       from information_schema.columns where table_name = 'faithfulness_checks' and table_schema = current_schema()`,
    );
    const types = Object.fromEntries(rows.map((row) => [row.column_name, row.data_type]));
    expect(types).toMatchObject({
      id: 'uuid',
      chat_id: 'uuid',
      chat_key: 'text',
      message_id: 'text',
      overall_score: 'numeric(3,2)',
      flagged: 'boolean',
      claims: 'jsonb',
      evaluation_latency_ms: 'integer',
      created_at: 'timestamp with time zone',
      chunk_ids: 'ARRAY',
    });
    const indexes = await store.client.query<{ indexname: string; indexdef: string }>(
      `select indexname, indexdef from pg_indexes where tablename = 'faithfulness_checks' and schemaname = current_schema()`,
    );
    const byName = Object.fromEntries(indexes.rows.map((row) => [row.indexname, row.indexdef]));
    expect(byName.idx_faithfulness_flagged).toMatch(/WHERE \(flagged = true\)/);
    expect(byName.idx_faithfulness_chat).toMatch(/\(chat_id\)/);
    expect(byName.faithfulness_checks_chat_key_message_key).toMatch(/UNIQUE.*\(chat_key, message_id\)/);
  });

  it('stores NUL characters and lone surrogates as U+FFFD, in text and jsonb columns, keys included', async () => {
    const odd = 'a\u0000b\ud800c\udc00d';
    const clean = 'a\uFFFDb\uFFFDc\uFFFDd';
    const paired = 'emoji \ud83d\ude00 stays';
    const report = sampleReport();
    report.claims = [{ ...report.claims[0]!, claim: odd, reasoning: paired }];
    const saved = await store.save({
      chatId: randomUUID(),
      messageId: `m-${odd}`,
      query: odd,
      response: odd,
      chunks: [{ id: `kb-${odd}`, text: odd, metadata: { [`key${odd}`]: [odd, { nested: odd }], n: 1 } }],
      report,
    });
    const row = await store.get(saved.id);
    expect(row).not.toBeNull();
    expect(row!.messageId).toBe(`m-${clean}`);
    expect(row!.query).toBe(clean);
    expect(row!.response).toBe(clean);
    expect(row!.chunks[0]).toMatchObject({
      id: `kb-${clean}`,
      text: clean,
      metadata: { [`key${clean}`]: [clean, { nested: clean }], n: 1 },
      contentHash: hashChunkText(odd),
    });
    expect(row!.claims[0]).toMatchObject({ claim: clean, reasoning: paired });
    expect(row!.report.claims[0]?.claim).toBe(clean);
  });

  it('refuses metadata nested deeper than 32 levels with an InputError, not a stack overflow', async () => {
    let deep: JsonValue = 'leaf';
    for (let level = 0; level < 10_000; level += 1) deep = [deep];
    const failure = await store
      .save({ response: 'r', chunks: [{ id: 'k', text: 't', metadata: { deep } }], report: sampleReport() })
      .catch((caught: unknown) => caught);
    expect(InputError.isInstance(failure)).toBe(true);
    expect((failure as Error).message).toBe('chunks[0].metadata is nested deeper than 32 levels');
  });

  it('migrate() is idempotent and recorded', async () => {
    await store.migrate();
    expect(store.lastMigration?.applied).toEqual([]);
    expect(store.lastMigration?.alreadyApplied).toContain('0001_create_faithfulness_checks.sql');
  });

  it('saves a check and reads it back with the reviewer columns', async () => {
    const chatId = randomUUID();
    const report = sampleReport({ overallScore: 0.456 });
    const saved = await store.save({
      chatId,
      messageId: 'msg-1',
      query: 'How long?',
      response: 'It is 60 days.',
      chunks,
      report,
    });
    expect(saved.created).toBe(true);
    const check = await store.get(saved.id);
    expect(check).not.toBeNull();
    expect(check?.overallScore).toBe(0.46);
    expect(check?.flagged).toBe(true);
    expect(check?.chatId).toBe(chatId);
    expect(check?.messageId).toBe('msg-1');
    expect(check?.query).toBe('How long?');
    expect(check?.chunks).toEqual([{ ...chunks[0], contentHash: hashChunkText(chunks[0]!.text) }]);
    expect(check?.judge).toEqual({
      specificationVersion: 'v1',
      id: 'mock',
      modelId: 'mock-1',
      promptVersion: 'p1',
    });
    expect(check?.claims[0]?.evidence[0]?.quote).toBe('30 days');
    expect(check?.usage).toEqual({ llmCalls: 2, inputTokens: 120, outputTokens: 40 });
    expect(check?.evaluationLatencyMs).toBe(12);
    expect(check?.report.overallScore).toBe(0.456);
    expect(check?.createdAt).toBeInstanceOf(Date);
    const { rows } = await store.client.query<{ chunk_ids: string[] }>(
      'select chunk_ids from faithfulness_checks where id = $1',
      [saved.id],
    );
    expect(rows[0]?.chunk_ids).toEqual(['kb-1']);
  });

  it('saving the same (chat, message) twice updates the row instead of duplicating it', async () => {
    const chatId = randomUUID();
    const first = await store.save({ chatId, messageId: 'm', response: 'a', chunks, report: sampleReport() });
    const second = await store.save({
      chatId,
      messageId: 'm',
      response: 'b',
      chunks,
      report: sampleReport({ overallScore: 0.9 }),
    });
    expect(second).toEqual({ id: first.id, created: false });
    const page = await store.list({ chatId });
    expect(page.items).toHaveLength(1);
    expect(page.items[0]?.responsePreview).toBe('b');
    expect(page.items[0]?.flagged).toBe(false);
  });

  it('a caller-chosen id makes a retried save write the row once', async () => {
    const id = randomUUID();
    await store.save({ id, response: 'r', chunks, report: sampleReport() });
    const again = await store.save({ id, response: 'r2', chunks, report: sampleReport() });
    expect(again).toEqual({ id, created: false });
    const { rows } = await store.client.query<{ n: number }>(
      'select count(*)::int as n from faithfulness_checks where id = $1',
      [id],
    );
    expect(rows[0]?.n).toBe(1);
  });

  it("stores any non-empty chat id — the AI SDK's default ids are not uuids — keyed with the message id", async () => {
    const chatId = `UGoXvQtloZkTDghb-${randomUUID().slice(0, 8)}`;
    const first = await store.save({ chatId, messageId: 'm', response: 'a', chunks, report: sampleReport() });
    const again = await store.save({ chatId, messageId: 'm', response: 'b', chunks, report: sampleReport() });
    expect(again).toEqual({ id: first.id, created: false });
    expect(await store.get(first.id)).toMatchObject({ chatId, messageId: 'm', response: 'b' });
    expect((await store.list({ chatId })).items.map((item) => item.id)).toEqual([first.id]);
    // A uuid id still fills the `chat_id` uuid column (what a Supabase `references chats(id)` needs).
    const uuidChat = randomUUID();
    await store.save({ chatId: uuidChat, messageId: 'm', response: 'c', chunks, report: sampleReport() });
    const { rows } = await store.client.query<{ chat_id: string | null; chat_key: string }>(
      'select chat_id::text as chat_id, chat_key from faithfulness_checks where chat_key in ($1, $2) order by chat_key',
      [chatId, uuidChat],
    );
    expect(rows).toHaveLength(2);
    expect(rows).toEqual(
      expect.arrayContaining([
        { chat_id: null, chat_key: chatId },
        { chat_id: uuidChat, chat_key: uuidChat },
      ]),
    );
  });

  it('rejects an empty chat id with an InputError naming the field', async () => {
    const error = await store
      .save({ chatId: '', messageId: 'm', response: 'x', chunks, report: sampleReport() })
      .catch((caught: unknown) => caught);
    expect(InputError.isInstance(error)).toBe(true);
    expect((error as InputError).path).toBe('chatId');
    await expect(store.list({ chatId: '' })).rejects.toThrow(/chatId must be a non-empty string/);
    expect(await store.get('not-a-uuid')).toBeNull();
  });

  it('keeps hostile text as data (parameterised SQL)', async () => {
    const hostile = `'); drop table faithfulness_checks; --`;
    const saved = await store.save({
      messageId: hostile,
      query: hostile,
      response: hostile,
      chunks,
      report: sampleReport(),
    });
    expect((await store.get(saved.id))?.messageId).toBe(hostile);
  });

  it('lists with filters and a stable cursor, newest first and flagged first', async () => {
    const chatId = randomUUID();
    const ids: string[] = [];
    for (let index = 0; index < 7; index += 1) {
      const saved = await store.save({
        chatId,
        messageId: `page-${index}`,
        response: `r${index}`,
        chunks,
        report: sampleReport({ overallScore: index % 2 === 0 ? 0.3 : 0.9 }),
      });
      ids.push(saved.id);
      await tick();
    }
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await store.list({ chatId, limit: 3, cursor });
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());

    const flaggedFirst: boolean[] = [];
    cursor = undefined;
    do {
      const page = await store.list({ chatId, limit: 2, cursor, order: 'flagged_first' });
      flaggedFirst.push(...page.items.map((item) => item.flagged));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(flaggedFirst).toEqual([true, true, true, true, false, false, false]);

    const low = await store.list({ chatId, maxScore: 0.5 });
    expect(low.items.map((item) => item.overallScore)).toEqual([0.3, 0.3, 0.3, 0.3]);
    const high = await store.list({ chatId, flagged: false, minScore: 0.8 });
    expect(high.items).toHaveLength(3);
    await expect(store.list({ cursor: 'garbage' })).rejects.toThrow(/invalid cursor/);
    await expect(store.list({ limit: 0 })).rejects.toThrow(InputError);
  });

  it('getFlagged returns flagged checks newest first, within since and limit', async () => {
    const before = new Date(Date.now() - 1000);
    await store.client.query(
      `update faithfulness_checks set created_at = now() - interval '30 days' where flagged = true`,
    );
    const recent: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      recent.push(
        (await store.save({ response: `f${index}`, chunks, report: sampleReport({ overallScore: 0.1 }) })).id,
      );
      await tick();
    }
    await store.save({ response: 'fine', chunks, report: sampleReport({ overallScore: 1 }) });
    const flagged = await store.getFlagged({ since: before, limit: 50 });
    expect(flagged.map((check) => check.id)).toEqual([...recent].reverse());
    expect(await store.getFlagged({ since: before, limit: 2 })).toHaveLength(2);
    const all = await store.getFlagged({ limit: 500 });
    expect(all.length).toBeGreaterThan(3);
    expect(all.every((check) => check.flagged)).toBe(true);
  });

  it('counts checks and the flagged rate per UTC day', async () => {
    await store.client.query(`delete from faithfulness_checks`);
    for (const score of [0.1, 0.2, 0.9, 1])
      await store.save({ response: 'd', chunks, report: sampleReport({ overallScore: score }) });
    await store.client.query(
      `update faithfulness_checks set created_at = '2026-01-02T10:00:00Z' where overall_score = 1`,
    );
    const counts = await store.dailyCounts();
    const today = new Date().toISOString().slice(0, 10);
    expect(counts).toEqual([
      { day: '2026-01-02', checks: 1, flagged: 0, flaggedRate: 0 },
      { day: today, checks: 3, flagged: 2, flaggedRate: 2 / 3 },
    ]);
    expect(await store.dailyCounts({ since: new Date('2026-01-03T00:00:00Z') })).toHaveLength(1);
  });

  it('wraps database failures in a StorageError', async () => {
    const error = await store.client
      .query('select * from no_such_table')
      .then(() => null)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    const failing = await store
      .save({ response: 'x', chunks, report: sampleReport({ overallScore: Number.NaN }) })
      .catch((caught: unknown) => caught);
    expect(InputError.isInstance(failing)).toBe(true);
    expect(StorageError.isInstance(new StorageError('x'))).toBe(true);
  });
});
