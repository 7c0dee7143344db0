/**
 * End to end in a real headless Chromium (Debian's `chromium`, driven by playwright-core): the
 * server on 127.0.0.1 with a temporary PGlite store, checks posted over HTTP, the review list and
 * a check page opened, a claim selected by click and by keyboard, the evidence quote found
 * highlighted inside its chunk, and an injected `<script>` proven not to have run. Screenshots go
 * to docs/ when FAITHCHECK_UPDATE_SCREENSHOTS=1, else to a temporary folder.
 */
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleReport } from '../../store/__fixtures__/sample-report.js';
import { createStore } from '../../store/create-store.js';
import type { SqlCheckStore } from '../../store/sql-check-store.js';
import { wordJudge } from '../__fixtures__/word-judge.mjs';
import { createApp } from '../create-app.js';
import { type RunningServer, startServer } from '../start-server.js';

const CHROMIUM = '/usr/bin/chromium';
/** The one browser global the page functions use (tsconfig has no DOM lib). */
interface BrowserGlobals {
  getComputedStyle(element: unknown): { backgroundColor: string };
}
const hasChromium = existsSync(CHROMIUM);
if (!hasChromium)
  console.warn(`[review-page e2e] skipped: ${CHROMIUM} is missing (apt-get install chromium)`);

const HOSTILE_CHUNK =
  'Refund policy. Customers may return items within thirty days of delivery for a full refund. ' +
  '<script>window.__pwned=1</script> Refunds are issued to the original payment method.';
const HOSTILE = {
  query: 'How long do I have to return an item?',
  response:
    'You can return items within thirty days of delivery. Refunds are not paid in cash. ' +
    'Unicorns bless each parcel. <script>window.__pwned=1</script>',
  chunks: [
    { id: 'refund-policy', text: HOSTILE_CHUNK, metadata: { title: 'Refund policy <b>v2</b>' } },
    { id: 'shipping', text: 'Standard shipping takes three to five business days.' },
  ],
};
const OTHERS = [
  {
    response: 'Standard shipping takes three to five business days. Express delivery is available.',
    chunks: [
      {
        id: 'shipping',
        text: 'Standard shipping takes three to five business days. Express delivery is offered in cities.',
      },
    ],
  },
  {
    response: 'Gift cards never expire. Dragons guard the warehouse.',
    chunks: [{ id: 'gift', text: 'Gift cards are valid for five years.' }],
  },
  {
    response: 'Support answers within one business day.',
    chunks: [{ id: 'support', text: 'Our support team answers within one business day.' }],
  },
];

describe.skipIf(!hasChromium)('review page in Chromium', () => {
  let store: SqlCheckStore;
  let server: RunningServer;
  let browser: Browser;
  let hostileId: string;
  let screenshotDir: string;

  beforeAll(async () => {
    screenshotDir =
      process.env.FAITHCHECK_UPDATE_SCREENSHOTS === '1'
        ? resolve('docs')
        : await mkdtemp(join(tmpdir(), 'faithcheck-shots-'));
    store = await createStore({ memory: true });
    server = await startServer({
      app: createApp({ judge: wordJudge(), store }),
      host: '127.0.0.1',
      port: 0,
      apiKeys: [],
    });
    const post = async (body: unknown) => {
      const response = await fetch(`${server.url}/v1/checks`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };
    hostileId = await post(HOSTILE);
    const ids = [];
    for (const other of OTHERS) ids.push(await post(other));
    // Spread the checks over a few days so the flag-rate chart has something to show.
    for (const [index, id] of ids.entries()) {
      await store.client.query(
        `update faithfulness_checks set created_at = now() - make_interval(days => $2::int) where id = $1`,
        [id, 3 * (index + 1)],
      );
    }
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    await store?.close();
  });

  it('lists checks flagged first, opens one, and shows the evidence of a selected claim in place', async () => {
    const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
    page.setDefaultTimeout(5000);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));

    await page.goto(`${server.url}/review`);
    const rows = page.locator('#checks tbody tr');
    await expect.poll(() => rows.count()).toBe(4);
    const flags = await rows.evaluateAll((elements) =>
      elements.map((row) => row.classList.contains('flagged')),
    );
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    expect(await page.locator('#flag-rate-chart rect[fill="#cf222e"]').count()).toBeGreaterThan(0);
    await page.screenshot({ path: join(screenshotDir, 'review-list.png'), fullPage: true });

    await page.locator(`tr[data-check-id="${hostileId}"] td.excerpt a`).click();
    await page.waitForSelector('#answer');
    expect(await page.locator('#answer').innerText()).toContain('<script>window.__pwned=1</script>');

    // Select the first claim with the mouse.
    await page.locator('#answer mark[data-claim="0"]').click();
    const detail = page.locator('#claim-detail-0');
    await expect.poll(() => detail.isVisible()).toBe(true);
    const evidence = detail.locator('.chunk mark.evidence');
    expect(await evidence.count()).toBe(1);
    const quote = await evidence.innerText();
    const chunkText = await detail.locator('.chunk').innerText();
    expect(quote.length).toBeGreaterThan(0);
    expect(chunkText).toBe(HOSTILE_CHUNK);
    const placed = await evidence.evaluate((mark) => {
      const box = mark.closest('.chunk')!;
      let before = '';
      for (const node of box.childNodes) {
        if (node === mark) break;
        before += node.textContent ?? '';
      }
      return {
        before: before.length,
        visible: (globalThis as unknown as BrowserGlobals).getComputedStyle(mark).backgroundColor,
      };
    });
    expect(HOSTILE_CHUNK.slice(placed.before, placed.before + quote.length)).toBe(quote);
    expect(placed.visible).not.toBe('rgba(0, 0, 0, 0)');
    expect(await page.locator('#answer mark[data-claim="0"]').getAttribute('aria-pressed')).toBe('true');

    // Select the unsupported claim with the keyboard.
    const last = page.locator('#answer mark.claim.v-no_evidence').last();
    const index = await last.getAttribute('data-claim');
    await last.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(`#claim-detail-${index}`).isVisible()).toBe(true);
    expect(await detail.isVisible()).toBe(false);
    expect(await page.locator(`#claim-detail-${index}`).innerText()).toContain('No evidence');

    // The verification toggle turns the colours off and on.
    await page.locator('#toggle-verification').uncheck();
    expect(await page.locator('#answer').getAttribute('class')).toContain('plain');
    await page.locator('#toggle-verification').check();

    await page.locator('#answer mark.claim.v-contradicted').first().click();
    expect(await page.locator('.claim-detail:not([hidden]) mark.evidence').innerText()).toBe('Refunds');
    await page.screenshot({ path: join(screenshotDir, 'review-check.png'), fullPage: true });

    expect(await page.evaluate(() => (globalThis as { __pwned?: unknown }).__pwned)).toBeUndefined();
    expect(problems).toEqual([]);
    await page.close();
  });

  it('pages through the claims of a long report, and a claim on the second page can be selected', async () => {
    const sentence = 'Sky is blue. ';
    const chunk = `Weather notes. Sky is blue. ${'Other words. '.repeat(20)}`;
    const quoteStart = chunk.indexOf('Sky is blue.');
    const claims = Array.from({ length: 150 }, (_, index) => ({
      claim: `Sky is blue (${index}).`,
      span: { start: index * sentence.length, end: index * sentence.length + 12 },
      verdict: index % 3 === 0 ? ('no_evidence' as const) : ('supported' as const),
      supported: index % 3 !== 0,
      sourceChunkId: 'c1',
      evidence: [{ chunkId: 'c1', quote: 'Sky is blue.', start: quoteStart, end: quoteStart + 12 }],
      reasoning: 'quoted',
      confidence: 1,
    }));
    const { id } = await store.save({
      response: sentence.repeat(150).trim(),
      chunks: [{ id: 'c1', text: chunk }],
      report: sampleReport({ claims, overallScore: 0.67 }),
    });
    const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
    page.setDefaultTimeout(5000);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(`${server.url}/review/checks/${id}`);
    expect(await page.locator('.claim-list button').count()).toBe(100);
    expect(await page.locator('#claim-pages').innerText()).toContain('Claims 1–100 of 150');
    await page.locator('#next-claims').click();
    await page.waitForURL(/claims=2/);
    expect(await page.locator('.claim-list button').count()).toBe(50);
    expect(await page.locator('#answer mark.claim').count()).toBe(50);
    await page.locator('#answer mark[data-claim="120"]').click();
    const detail = page.locator('#claim-detail-120');
    await expect.poll(() => detail.isVisible()).toBe(true);
    expect(await detail.locator('mark.evidence').innerText()).toBe('Sky is blue.');
    expect(await page.locator('#previous-claims').getAttribute('href')).toBe(
      `/review/checks/${id}?claims=1#claims`,
    );
    expect(problems).toEqual([]);
    await page.close();
  });

  it('a reviewer labels claims by keyboard and by the form; the labels are stored, listed, filtered and charted', async () => {
    const page = await browser.newPage({ viewport: { width: 1100, height: 900 } });
    page.setDefaultTimeout(5000);
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    await page.goto(`${server.url}/review/checks/${hostileId}`);
    await page.locator('#reviewer').fill('ana');
    await page.locator('#reviewer').dispatchEvent('change');
    // Keyboard: select the first claim, then "n" (the judge is wrong).
    const first = page.locator('#answer mark[data-claim="0"]');
    await first.focus();
    await page.keyboard.press('Enter');
    await page.locator('body').press('n');
    const status = page.locator('#claim-detail-0 .label-status');
    const firstForm = page.locator('form[data-label-claim="0"]');
    // The word judge calls the first claim supported: "wrong" asks which verdict is right
    // instead of inventing one (issue 20 item 11).
    expect(await firstForm.getAttribute('data-judge-verdict')).toBe('supported');
    await expect.poll(() => status.innerText()).toMatch(/^Which verdict is right\?/);
    expect(await firstForm.getAttribute('data-labelled')).toBeNull();
    await firstForm.locator('select[name=verdict]').selectOption('unsupported');
    await firstForm.locator('[data-label-save]').click();
    await expect.poll(() => status.innerText()).toMatch(/^saved: not supported .*disagrees/);
    // The form: the right verdict for the last claim, with a note.
    const lastClaim = page.locator('#answer mark.claim').last();
    const lastIndex = await lastClaim.getAttribute('data-claim');
    await lastClaim.click();
    const form = page.locator(`form[data-label-claim="${lastIndex}"]`);
    await form.locator('select[name=verdict]').selectOption('no_evidence');
    await form.locator('input[name=note]').fill('nothing about unicorns');
    await form.locator('[data-label-save]').click();
    await expect.poll(() => form.locator('.label-status').innerText()).toMatch(/^saved: no evidence/);

    const stored = (await store.labels.list(hostileId)).items;
    expect(stored.map((label) => [label.claimIndex, label.reviewer, label.agrees])).toEqual([
      [0, 'ana', false],
      [Number(lastIndex), 'ana', stored[1]!.judgeVerdict !== 'supported'],
    ]);
    expect(stored[1]).toMatchObject({ reviewerVerdict: 'no_evidence', note: 'nothing about unicorns' });

    // Reloaded, the page lists the labels; the API returns them too.
    await page.reload();
    expect(await page.locator('#claim-detail-0 .labels').innerText()).toMatch(
      /1 label: .*0 of 1 agree with the judge/,
    );
    expect(await page.locator(`#claim-detail-${lastIndex} .latest-note`).innerText()).toMatch(
      /ana unverified: nothing about unicorns/,
    );
    const api = await fetch(`${server.url}/v1/checks/${hostileId}/labels`);
    expect(((await api.json()) as { items: unknown[] }).items).toHaveLength(2);

    // The list: filter the disagreements, and the agreement chart has today's labels.
    await page.goto(`${server.url}/review?labels=disagreements`);
    expect(await page.locator('#checks tbody tr').count()).toBe(1);
    expect(await page.locator(`tr[data-check-id="${hostileId}"]`).count()).toBe(1);
    expect(await page.locator('#agreement-chart circle.agreement-day').count()).toBe(1);
    expect(await page.locator('#agreement-chart .agreement-legend').innerText()).toMatch(
      /of 2 labelled claims/,
    );
    expect(await page.locator('#agreement-figures .too-few').count()).toBe(1);
    await page.goto(`${server.url}/review?labels=unlabelled`);
    expect(await page.locator(`tr[data-check-id="${hostileId}"]`).count()).toBe(0);
    expect(problems).toEqual([]);
    await page.close();
  });
});
