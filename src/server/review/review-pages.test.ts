import { describe, expect, it } from 'vitest';
import { post } from '../__fixtures__/fixtures.js';
import { createMemoryCheckStore } from '../__fixtures__/memory-check-store.js';
import { wordJudge } from '../__fixtures__/word-judge.mjs';
import { createApp } from '../create-app.js';
import { html } from './html.js';
import { markRanges } from './mark-ranges.js';

const HOSTILE = {
  query: 'What about <img src=x onerror=alert(1)>?',
  response: 'The refund window is thirty days. Unicorns are "real" & nice. <script>window.__pwned=1</script>',
  chunks: [
    {
      id: 'policy"><script>alert(2)</script>',
      text: 'The refund window is thirty days. <script>window.__pwned=1</script>',
    },
  ],
  threshold: 0.9,
};

async function seeded() {
  let minute = 0;
  const store = createMemoryCheckStore({ now: () => new Date(Date.UTC(2026, 10, 20, 12, minute++)) });
  const app = createApp({ judge: wordJudge(), store });
  const created = await app.request(...post('/v1/checks', HOSTILE));
  expect(created.status).toBe(201);
  await app.request(
    ...post('/v1/checks', {
      response: 'The refund window is thirty days.',
      context: ['The refund window is thirty days.'],
    }),
  );
  return { app, store, id: ((await created.json()) as { id: string }).id };
}

describe('html escaping', () => {
  it('escapes interpolated text and leaves nested templates intact', () => {
    expect(html`<p>${'<b>'}${html`<i>${'&'}</i>`}</p>`.value).toBe('<p>&lt;b&gt;<i>&amp;</i></p>');
  });

  it('marks ranges, escaping both marked and unmarked text, and skips overlaps', () => {
    const { markup, dropped } = markRanges('a <b> c', [
      { start: 2, end: 5, wrap: (text) => html`<mark>${text}</mark>` },
      { start: 3, end: 6, wrap: (text) => html`<mark>${text}</mark>` },
      { start: 5, end: 99, wrap: (text) => html`<mark>${text}</mark>` },
    ]);
    expect(markup.value).toBe('a <mark>&lt;b&gt;</mark> c');
    expect(dropped).toBe(2);
  });
});

describe('review pages', () => {
  it('lists checks flagged first, with the flag-rate chart and filters', async () => {
    const { app, id } = await seeded();
    const response = await app.request('/review');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'; script-src 'nonce-/);
    const page = await response.text();
    expect(page).toContain('id="flag-rate-chart"');
    expect(page).toContain('2026-11-20: 1 of 2 flagged (50%)');
    const rows = [...page.matchAll(/data-check-id="([^"]+)"/g)].map((match) => match[1]);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toBe(id);
    expect(page).not.toContain('<script>window.__pwned');
    expect(page).toContain('&lt;script&gt;window.__pwned=1&lt;/script&gt;');
    expect((await app.request('/review?flagged=false')).status).toBe(200);
    const filtered = await (await app.request('/review?minScore=0.9&since=&until=2026-11-20')).text();
    expect([...filtered.matchAll(/data-check-id="/g)]).toHaveLength(1);
    const none = await (await app.request('/review?until=2026-11-19')).text();
    expect(none).toContain('No checks match these filters.');
  });

  it('escapes every piece of user text on the check page', async () => {
    const { app, id } = await seeded();
    const response = await app.request(`/review/checks/${id}`);
    expect(response.status).toBe(200);
    const page = await response.text();
    const nonce = /nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    const scripts = [...page.matchAll(/<script([^>]*)>/g)].map((match) => match[1]);
    expect(scripts).toEqual([` nonce="${nonce}"`]);
    expect(page).not.toMatch(/<img/);
    expect(page).toContain('What about &lt;img src=x onerror=alert(1)&gt;?');
    expect(page).toContain('policy&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(page).toContain('Unicorns are &quot;real&quot; &amp; nice.');
  });

  it('highlights claims by verdict and the evidence quote in its chunk', async () => {
    const { app, id } = await seeded();
    const page = await (await app.request(`/review/checks/${id}`)).text();
    expect(page).toMatch(
      /<mark class="claim v-supported" id="claim-0" data-claim="0"[^>]*>The refund window is thirty days\.<\/mark>/,
    );
    expect(page).toMatch(/<mark class="claim v-no_evidence" id="claim-1" data-claim="1"/);
    const detail = /<section class="claim-detail detail" id="claim-detail-0" hidden[\s\S]*?<\/section>/.exec(
      page,
    )?.[0];
    expect(detail).toContain('<mark class="evidence" data-evidence="0-0">refund</mark>');
    expect(detail).toContain('The <mark class="evidence"');
    expect(detail).toContain('Reasoning:');
    expect(page).toContain('id="confidence"');
    expect(page).toContain('id="verification-status"');
    // A flagged answer never carries a "Verified" badge: the status says whether every claim was judged.
    expect(page).not.toContain('Verified');
    expect(page).toMatch(/class="badge judged-ok"[^>]*>Every claim judged</);
    expect(page).toContain('id="toggle-verification"');
    expect(page).toMatch(/Cost<\/dt><dd>0 LLM calls · 0 in \/ 0 out tokens/);
  });

  it('answers an unknown check with 404 JSON and bad filters with 400', async () => {
    const { app } = await seeded();
    const missing = await app.request('/review/checks/unknown');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('not_found');
    const bad = await app.request(`/review?minScore=${encodeURIComponent("1' OR '1'='1")}`);
    expect(bad.status).toBe(400);
  });
});
