/**
 * Issue 23 item 2 over HTTP: `GET /v1/labels/agreement` gives the figures per judge identity (and
 * tag value), "too few labels" below the minimum, 404 on an empty store, 400 for an unknown tag;
 * the review page shows the same per judge.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeIdentity } from '../core/judge-identity.js';
import { FIXTURE_KINDS, seedAgreementLabels, testJudge } from '../store/__fixtures__/agreement-labels.js';
import { testBackends } from '../store/__fixtures__/test-backends.js';
import type { SqlCheckStore } from '../store/sql-check-store.js';
import { createApp } from './create-app.js';

// biome-ignore lint/suspicious/noExplicitAny: tests read JSON bodies by path
const json = async (response: Response) => (await response.json()) as Record<string, any>;

describe.each(testBackends())('agreement per judge over the API on $name', (backend) => {
  let store: SqlCheckStore;
  let cleanup: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ store, cleanup } = await backend.open());
  }, 120_000);
  afterAll(async () => {
    await cleanup?.();
  });

  it('an empty store is 404 with a message; then figures per judge and per tag; bad tags are 400', async () => {
    const app = createApp({ store });
    const empty = await app.request('/v1/labels/agreement');
    expect(empty.status).toBe(404);
    expect(await json(empty)).toMatchObject({
      error: { code: 'no_labels', message: expect.stringMatching(/no labels/) },
    });
    const emptyPage = await app.request('/review');
    expect(await emptyPage.text()).toMatch(/No labels yet/);

    await seedAgreementLabels(store, {
      judge: testJudge('a'),
      kinds: FIXTURE_KINDS,
      metadata: { tenant: 'acme' },
    });
    await seedAgreementLabels(store, {
      judge: testJudge('b'),
      kinds: [{ judge: 'supported', reviewer: 'no_evidence', count: 5 }],
      metadata: { tenant: 'globex' },
    });
    const response = await app.request('/v1/labels/agreement');
    expect(response.status).toBe(200);
    const body = await json(response);
    expect(body).toMatchObject({ by: null, minLabels: 30, level: 0.95, truncated: false });
    const [first, second] = body.groups;
    // The hand computation of agreement-figures.test.ts, read back through SQL and HTTP.
    expect(first).toMatchObject({
      judgeIdentity: judgeIdentity(testJudge('a')),
      labels: 40,
      status: 'ok',
      accuracy: 0.75,
      baseRate: 0.55,
      confusion: { tn: 20, fn: 8, tp: 10, fp: 2 },
    });
    expect(first.kappa).toBeCloseTo(0.23 / 0.48, 12);
    expect(first.interval.low).toBeCloseTo(0.59806, 4);
    expect(second).toMatchObject({
      judgeIdentity: judgeIdentity(testJudge('b')),
      labels: 5,
      status: 'too_few_labels',
      accuracy: null,
    });
    expect(body.days.map((day: { judgeIdentity: string }) => day.judgeIdentity).sort()).toEqual(
      [judgeIdentity(testJudge('a')), judgeIdentity(testJudge('b'))].sort(),
    );

    const byTenant = await json(await app.request('/v1/labels/agreement?by=tenant'));
    expect(byTenant.groups.map((group: { tag: string }) => group.tag)).toEqual(['acme', 'globex']);

    const unknown = await app.request('/v1/labels/agreement?by=domain');
    expect(unknown.status).toBe(400);
    expect((await json(unknown)).error).toMatchObject({
      code: 'unknown_tag',
      message: expect.stringMatching(/"domain"/),
    });
    expect((await app.request('/v1/labels/agreement?by=a%20b')).status).toBe(400);
    expect((await app.request('/v1/labels/agreement?since=yesterday-ish')).status).toBe(400);
    expect((await app.request('/v1/labels/agreement?verified=true')).status).toBe(404);

    const page = await (await app.request('/review?by=tenant')).text();
    expect(page).toMatch(/Agreement per judge/);
    expect(page).toMatch(/75\.0%/);
    expect(page).toMatch(/too few labels \(5 of the 30 needed\)/);
    expect(page).toMatch(/acme/);
  });
});
