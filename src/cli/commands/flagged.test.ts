import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMemoryCheckStore } from '../../server/__fixtures__/memory-check-store.js';
import { wordJudge } from '../../server/__fixtures__/word-judge.mjs';
import { verify } from '../../verify.js';
import { memoryIO } from '../__fixtures__/memory-io.js';
import { parseSince, runFlagged } from './flagged.js';

const NOW = new Date('2026-11-20T12:00:00Z');

async function storeWithChecks() {
  const dates = [
    new Date('2026-11-01T00:00:00Z'),
    new Date('2026-11-19T08:30:00Z'),
    new Date('2026-11-20T09:00:00Z'),
  ];
  const store = createMemoryCheckStore({ now: () => dates.shift()! });
  const chunks = [{ id: 'c1', text: 'The refund window is thirty days.' }];
  for (const response of [
    'Unicorns fly at night. Dragons sleep.',
    'The refund window is thirty days. Unicorns fly <b>fast</b>.',
    'The refund window is thirty days.',
  ]) {
    const report = await verify({ response, chunks, judge: wordJudge() });
    await store.save({
      chatId: '3b241101-e2bb-4255-8caf-4136c566a962',
      messageId: 'm1' + response.length,
      response,
      chunks,
      report,
    });
  }
  return store;
}

describe('parseSince', () => {
  it('says which store it reads, and does not create an embedded database just to find it empty', async () => {
    const dataDir = join(tmpdir(), `faithcheck-flagged-${process.pid}-${Date.now()}`);
    const io = memoryIO({}, '', {});
    expect(await runFlagged(io, { dataDir })).toBe(0);
    const err = io.err.join('');
    expect(err).toContain(`store: embedded PGlite in ${dataDir} (DATABASE_URL is not set)`);
    expect(err).toContain(`no embedded database in ${dataDir} yet`);
    expect(existsSync(dataDir)).toBe(false);
    const json = memoryIO({}, '', {});
    expect(await runFlagged(json, { dataDir, json: true })).toBe(0);
    expect(JSON.parse(json.out.join(''))).toEqual([]);
    const postgres = memoryIO({}, '', { DATABASE_URL: 'postgres://app:secret@db.internal:5432/app' });
    await runFlagged(
      postgres,
      {},
      { openStore: async () => ({ list: async () => ({ items: [] }), close: async () => {} }) as never },
    );
    expect(postgres.err.join('')).toContain('store: PostgreSQL postgres://…@db.internal:5432/app');
    expect(postgres.err.join('')).not.toContain('secret');
  });

  it('reads relative spans and ISO dates', () => {
    expect(parseSince('7d', NOW).toISOString()).toBe('2026-11-13T12:00:00.000Z');
    expect(parseSince('24h', NOW).toISOString()).toBe('2026-11-19T12:00:00.000Z');
    expect(parseSince('2w', NOW).toISOString()).toBe('2026-11-06T12:00:00.000Z');
    expect(parseSince('2026-11-01', NOW).toISOString()).toBe('2026-11-01T00:00:00.000Z');
    expect(() => parseSince('last week', NOW)).toThrow(/--since must be like 7d/);
  });
});

describe('faithcheck flagged', () => {
  it('prints flagged checks of the period as a table with their failing claims', async () => {
    const store = await storeWithChecks();
    const io = memoryIO();
    const code = await runFlagged(io, { since: '7d' }, { openStore: async () => store, now: () => NOW });
    expect(code).toBe(0);
    const out = io.out.join('');
    expect(out).toContain('checked (UTC)');
    expect(out).toContain('2026-11-19 08:30');
    expect(out).toContain('0.50');
    expect(out).toContain('no_evidence');
    expect(out).toContain('Unicorns fly <b>fast</b>.');
    expect(out).not.toContain('Dragons');
    expect(store.closed).toBe(true);
  });

  it('lists a queued check that could not run with its error (issue 16 item 7)', async () => {
    const { failedCheckReport } = await import('../../queue/failed-check-report.js');
    const { ConfigurationError } = await import('../../errors.js');
    const store = createMemoryCheckStore({ now: () => new Date('2026-11-20T10:00:00Z') });
    const error = new ConfigurationError('onJudgeError "fallback" needs a fallbackJudge');
    await store.save({
      response: 'Queued answer.',
      chunks: [],
      report: failedCheckReport({ error, attempts: 1 }),
    });
    const io = memoryIO();
    expect(await runFlagged(io, { since: '7d' }, { openStore: async () => store, now: () => NOW })).toBe(0);
    const out = io.out.join('');
    expect(out).toContain('FAIL');
    expect(out).toMatch(/check failed\s+onJudgeError "fallback" needs a fallbackJudge/);
  });

  it('prints JSON with --json and honours --limit and --since', async () => {
    const store = await storeWithChecks();
    const io = memoryIO();
    await runFlagged(
      io,
      { since: '30d', limit: '1', json: true },
      { openStore: async () => store, now: () => NOW },
    );
    const checks = JSON.parse(io.out.join('')) as Array<{ responsePreview: string; flagged: boolean }>;
    expect(checks).toHaveLength(1);
    expect(checks[0]!.flagged).toBe(true);
    expect(checks[0]!.responsePreview).toContain('<b>fast</b>');
  });

  it('prints summaries, bounded whatever the stored checks hold (issue 16 item 2)', async () => {
    const store = createMemoryCheckStore({ now: () => new Date('2026-11-20T09:00:00Z') });
    const chunks = [{ id: 'c1', text: 'The refund window is thirty days. '.repeat(10_000) }];
    const response = `Unicorns fly at night. ${'Dragons sleep all day long. '.repeat(40_000)}`;
    const report = await verify({
      response: response.slice(0, 2_000),
      chunks: [{ id: 'c1', text: 'The refund window is thirty days.' }],
      judge: wordJudge(),
    });
    await store.save({ response, chunks, report: { ...report, flagged: true } });
    const json = memoryIO();
    await runFlagged(json, { json: true }, { openStore: async () => store, now: () => NOW });
    const out = json.out.join('');
    expect(out.length).toBeLessThan(5_000);
    const [summary] = JSON.parse(out) as Array<Record<string, unknown>>;
    expect(summary).not.toHaveProperty('chunks');
    expect(summary).not.toHaveProperty('report');
    expect(summary?.responsePreview).toBe(response.slice(0, 200));
    const table = memoryIO();
    await runFlagged(table, {}, { openStore: async () => store, now: () => NOW });
    expect(table.out.join('').length).toBeLessThan(2_000);
    expect(table.out.join('')).toMatch(/… and \d+ more/);
    const tooMany = memoryIO();
    expect(await runFlagged(tooMany, { limit: '201' }, { openStore: async () => store })).toBe(2);
    expect(tooMany.err.join('')).toContain('--limit must be a whole number from 1 to 200');
  });

  it('says so when nothing is flagged, and rejects bad flags with exit 2', async () => {
    const store = await storeWithChecks();
    const io = memoryIO();
    await runFlagged(io, { since: '1h' }, { openStore: async () => store, now: () => NOW });
    expect(io.out.join('')).toBe('No flagged checks.\n');
    const bad = memoryIO();
    expect(await runFlagged(bad, { limit: 'many' }, { openStore: async () => store })).toBe(2);
    expect(bad.err.join('')).toMatch(/--limit must be/);
    expect(await runFlagged(bad, { since: 'soon' }, { openStore: async () => store })).toBe(2);
  });
});
