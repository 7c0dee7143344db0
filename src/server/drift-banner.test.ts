/**
 * Issue 23 item 4: a `faithcheck rejudge` run above the configured flip rate shows as a banner on
 * the review page and as gauges in `/metrics`; within the threshold there is no banner.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rejudgeChecks } from '../drift/rejudge-checks.js';
import { silentLogger } from '../logger.js';
import { createStore } from '../store/create-store.js';
import type { SqlCheckStore } from '../store/sql-check-store.js';
import { mockJudge } from '../test/mock-judge.js';
import { verify } from '../verify.js';
import { createApp } from './create-app.js';

const response = 'The refund window is 30 days.';
const chunks = [{ id: 'kb', text: 'The refund window is 30 days.' }];
const judgeSaying = (id: string, verdict: 'supported' | 'contradicted') =>
  mockJudge({
    id,
    claims: { [response]: [response] },
    verdicts: { [response]: { verdict, evidence: [{ chunkId: 'kb', quote: response }] } },
  });

describe('drift on the review page and in /metrics', () => {
  let store: SqlCheckStore;
  beforeAll(async () => {
    store = await createStore({ memory: true });
    for (let index = 0; index < 3; index += 1) {
      const report = await verify({
        response,
        chunks,
        judge: judgeSaying('stored', 'supported'),
        logger: silentLogger,
      });
      await store.save({ response, chunks, report });
    }
  }, 180_000);
  afterAll(async () => store?.close());

  it('no run yet: no banner, no drift gauges', async () => {
    const app = createApp({ judge: judgeSaying('stored', 'supported'), store });
    expect(await (await app.request('/review')).text()).not.toContain('drift-banner');
    expect(await (await app.request('/metrics')).text()).not.toContain('faithcheck_drift_');
  });

  it('a run above the threshold: a banner naming the judge and gauges; a later run within it: no banner', async () => {
    await rejudgeChecks({
      store,
      judge: judgeSaying('other', 'contradicted'),
      sample: 3,
      maxFlipRate: 0.2,
      logger: silentLogger,
    });
    const app = createApp({ judge: judgeSaying('stored', 'supported'), store });
    const page = await (await app.request('/review')).text();
    expect(page).toMatch(
      /id="drift-banner"[^>]*><strong>Judge drift:<\/strong> verdict flip rate 100\.0 % is above the configured 20\.0 %/,
    );
    expect(page).toContain('other | - | - | -');
    const metrics = await (await app.request('/metrics')).text();
    expect(metrics).toMatch(/^faithcheck_drift_flip_rate 1$/m);
    expect(metrics).toMatch(/^faithcheck_drift_flagged_rate_change 1$/m);
    expect(metrics).toMatch(/^faithcheck_drift_warning 1$/m);

    await rejudgeChecks({
      store,
      judge: judgeSaying('same', 'supported'),
      sample: 3,
      maxFlipRate: 0.2,
      logger: silentLogger,
    });
    expect(await (await app.request('/review')).text()).not.toContain('drift-banner');
    expect(await (await app.request('/metrics')).text()).toMatch(/^faithcheck_drift_warning 0$/m);
  });
});
