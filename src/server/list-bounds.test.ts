/**
 * Issue 16 items 2, 11 and 12 through the real stores (PGlite, and PostgreSQL with
 * TEST_DATABASE_URL): a list's size does not depend on what the rows hold, filter dates outside
 * what the database takes are a 400, and one malformed stored row never fails a list.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimReport } from '../spec/report.js';
import { sampleReport } from '../store/__fixtures__/sample-report.js';
import { testBackends } from '../store/__fixtures__/test-backends.js';
import type { SqlCheckStore } from '../store/sql-check-store.js';
import { createApp } from './create-app.js';

const BIG_CHUNK = 'The refund window is 30 days from delivery. '.repeat(7_000); // ~300 KB
const LONG_QUERY = `How long ${'really '.repeat(400)}is the refund window?`;

function claim(verdict: ClaimReport['verdict'], text: string): ClaimReport {
  return {
    claim: text,
    span: null,
    verdict,
    supported: verdict === 'supported',
    sourceChunkId: 'kb-1',
    evidence: [{ chunkId: 'kb-1', quote: '30 days', start: 21, end: 28 }],
    reasoning: 'quoted',
    confidence: 0.9,
  };
}

/** The probe's page: many short claims, all citing the same chunk. */
function manyClaims(count: number) {
  const sentence = 'Sky is blue. ';
  const chunkText = `${'Background text about weather. '.repeat(30)}Sky is blue. ${'More words. '.repeat(80)}`;
  const quoteStart = chunkText.indexOf('Sky is blue.');
  const claims = Array.from({ length: count }, (_, index) => ({
    ...claim(index % 2 === 0 ? 'supported' : 'no_evidence', `Sky is blue (${index}).`),
    span: { start: index * sentence.length, end: index * sentence.length + 12 },
    evidence: [{ chunkId: 'c1', quote: 'Sky is blue.', start: quoteStart, end: quoteStart + 12 }],
  }));
  return {
    response: sentence.repeat(count).trim(),
    chunks: [{ id: 'c1', text: chunkText }],
    report: sampleReport({ claims, overallScore: 0.5 }),
  };
}

describe.each(testBackends())('bounded listing on $name', (backend) => {
  let store: SqlCheckStore;
  let cleanup: () => Promise<void>;
  let app: ReturnType<typeof createApp>;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ({ store, cleanup } = await backend.open());
    app = createApp({ store });
    for (let index = 0; index < 3; index += 1) {
      const saved = await store.save({
        chatId: `chat-${index}`,
        messageId: 'm',
        query: LONG_QUERY,
        response: `The refund window is 60 days. ${'Padding sentence. '.repeat(2_000)}`,
        chunks: Array.from({ length: 3 }, (_, chunk) => ({ id: `kb-${chunk}`, text: BIG_CHUNK })),
        report: sampleReport({
          claims: [
            claim('supported', 'Refunds exist.'),
            claim('contradicted', 'The refund window is 60 days.'),
            claim('no_evidence', 'Shipping is free.'),
            claim(null, 'The judge failed here.'),
            claim('partially_supported', 'Returns are easy.'),
            claim('no_evidence', 'x'.repeat(5_000)),
          ],
        }),
      });
      ids[`big${index}`] = saved.id;
    }
    ids.many = (await store.save(manyClaims(1_100))).id;
    // Rows another program wrote (or saved before save() checked claims): a null claim, and a
    // claims value that is not a list.
    for (const [name, claims] of [
      ['nullClaim', '[null]'],
      ['notAList', '{"claim": "one"}'],
    ] as const) {
      const { rows } = await store.client.query<{ id: string }>(
        `insert into faithfulness_checks (response, claims, overall_score, flagged, level, status)
         values ('Stored elsewhere.', $1::text::jsonb, 0.2, true, 'very_low', 'ok') returning id::text as id`,
        [claims],
      );
      ids[name] = rows[0]!.id;
    }
  });
  afterAll(async () => {
    await cleanup?.();
  });

  it('GET /v1/checks returns summaries whose size does not depend on what the rows hold', async () => {
    const response = await app.request('/v1/checks?limit=200');
    expect(response.status).toBe(200);
    const text = await response.text();
    // 3 rows of ~1 MB each (chunks, a 36 KB answer, a 2.8 KB question, a 5 KB claim) plus 3 small ones.
    expect(text.length).toBeLessThan(12_000);
    const body = JSON.parse(text) as { items: Array<Record<string, unknown>>; nextCursor: string | null };
    expect(body.items).toHaveLength(6);
    for (const item of body.items) {
      expect(item).not.toHaveProperty('chunks');
      expect(item).not.toHaveProperty('report');
      expect(item).not.toHaveProperty('response');
      expect(item).not.toHaveProperty('claims');
    }
    const big = body.items.find((item) => item.id === ids.big0)!;
    expect(big).toMatchObject({
      chatId: 'chat-0',
      messageId: 'm',
      flagged: true,
      level: 'low',
      status: 'ok',
      readable: true,
      claimCounts: {
        total: 6,
        supported: 1,
        partiallySupported: 1,
        noEvidence: 2,
        contradicted: 1,
        judgeErrors: 1,
      },
      failingClaims: [
        { verdict: 'contradicted', claim: 'The refund window is 60 days.' },
        { verdict: 'no_evidence', claim: 'Shipping is free.' },
        { verdict: null, claim: 'The judge failed here.' },
      ],
    });
    expect(big.queryPreview).toBe(LONG_QUERY.slice(0, 200));
    expect(String(big.responsePreview)).toHaveLength(200);
    expect(typeof big.createdAt).toBe('string');
    // One check, whole, is still one request away.
    const whole = (await (await app.request(`/v1/checks/${ids.big0}`)).json()) as { chunks: unknown[] };
    expect(whole.chunks).toHaveLength(3);
  });

  it('caps the page size at 200 with a 400 naming the limit', async () => {
    for (const limit of [201, 500]) {
      const response = await app.request(`/v1/checks?limit=${limit}`);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
        /^query\.limit/,
      );
    }
    await expect(store.list({ limit: 201 })).rejects.toThrow(/limit must be an integer from 1 to 200/);
  });

  it('answers 400, not 503, for dates the database cannot take, and accepts the widest it can', async () => {
    for (const query of ['since=0000-01-01', 'until=0000-12-31T00:00:00Z', 'since=-000001-01-01']) {
      const response = await app.request(`/v1/checks?${query}`);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message, query).toMatch(
        /^query\.(since|until)/,
      );
    }
    for (const path of [
      '/v1/checks?since=0001-01-01&until=9999-12-31',
      '/v1/checks?until=9999-12-31T23:59:59Z',
      '/review?since=0001-01-01&until=9999-12-31',
    ]) {
      expect((await app.request(path)).status, path).toBe(200);
    }
    expect((await app.request('/review?since=0000-01-01')).status).toBe(400);
    // The library call says so too: a typed InputError, never a database error.
    await expect(store.list({ since: new Date('0000-01-01T00:00:00Z') })).rejects.toMatchObject({
      name: 'InputError',
      path: 'since',
    });
    await expect(store.dailyCounts({ until: new Date('+010000-01-01T00:00:00Z') })).rejects.toMatchObject({
      name: 'InputError',
    });
  });

  it('lists malformed stored rows as unreadable instead of failing the list or the page', async () => {
    const body = (await (await app.request('/v1/checks')).json()) as {
      items: Array<{ id: string; readable: boolean }>;
    };
    expect(body.items.find((item) => item.id === ids.nullClaim)?.readable).toBe(false);
    expect(body.items.find((item) => item.id === ids.notAList)?.readable).toBe(false);
    const list = await app.request('/review');
    expect(list.status).toBe(200);
    const page = await list.text();
    expect(page.match(/>unreadable</g)).toHaveLength(2);
    expect(page.length).toBeLessThan(40_000);
    for (const id of [ids.nullClaim, ids.notAList]) {
      const one = await app.request(`/review/checks/${id}`);
      expect(one.status).toBe(200);
      const text = await one.text();
      expect(text).toContain('id="unreadable"');
      expect(text).toContain('Stored elsewhere.');
    }
    expect(await (await app.request(`/review/checks/${ids.nullClaim}`)).text()).toContain(
      'claims[0]: Invalid input',
    );
  });

  it('save() refuses a report whose claims are not claims, naming the field', async () => {
    for (const claims of [
      [null],
      [{ verdict: 'supported' }],
      [{ ...claim('supported', 'a'), verdict: 'maybe' }],
    ]) {
      const error = await store
        .save({ response: 'x', chunks: [], report: sampleReport({ claims: claims as never }) })
        .catch((caught: unknown) => caught);
      expect(error).toMatchObject({ name: 'InputError' });
      expect((error as { path: string }).path).toMatch(/^report\.claims\.0/);
    }
  });

  it('a check page shows 100 claims at a time, so its size stays proportionate to the answer', async () => {
    const first = await app.request(`/review/checks/${ids.many}`);
    expect(first.status).toBe(200);
    const page = await first.text();
    // 1,100 claims citing one ~1.9 KB chunk: every claim with its chunk window was ~5 MB.
    expect(page.length).toBeLessThan(600_000);
    expect(page.match(/class="claim-detail detail"/g)).toHaveLength(100);
    expect(page).toContain('Claims 1–100 of 1100');
    expect(page).toContain(`href="/review/checks/${ids.many}?claims=2#claims"`);
    expect(page).not.toContain('id="previous-claims"');
    const last = await (await app.request(`/review/checks/${ids.many}?claims=11`)).text();
    expect(last).toContain('Claims 1001–1100 of 1100');
    expect(last).toContain('id="claim-detail-1099"');
    expect(last).not.toContain('id="claim-detail-999"');
    expect(last).not.toContain('id="next-claims"');
    // Past the end shows the last page; a page that is not a number is a 400.
    expect(await (await app.request(`/review/checks/${ids.many}?claims=99`)).text()).toContain(
      'Claims 1001–1100 of 1100',
    );
    expect((await app.request(`/review/checks/${ids.many}?claims=abc`)).status).toBe(400);
  });
});
