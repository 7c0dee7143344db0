import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStore } from '../store/create-store.js';
import type { SqlCheckStore } from '../store/sql-check-store.js';
import { bearer, KEY, post, SIMPLE_REQUEST } from './__fixtures__/fixtures.js';
import { createMemoryCheckStore } from './__fixtures__/memory-check-store.js';
import { wordJudge } from './__fixtures__/word-judge.mjs';
import { createApp } from './create-app.js';

// biome-ignore lint/suspicious/noExplicitAny: tests read JSON bodies by path
const json = async (response: Response) => (await response.json()) as Record<string, any>;

describe('reviewer labels over the API', () => {
  let store: SqlCheckStore;
  beforeAll(async () => {
    store = await createStore({ memory: true });
  }, 120_000);
  afterAll(async () => {
    await store?.close();
  });

  async function storedCheck(app: ReturnType<typeof createApp>, headers: Record<string, string> = {}) {
    const created = await app.request(...post('/v1/checks', SIMPLE_REQUEST, headers));
    expect(created.status).toBe(201);
    return (await json(created)).id as string;
  }

  it('POST stores labels, GET lists them, and the list filters labelled, unlabelled and disagreeing checks', async () => {
    const app = createApp({ judge: wordJudge(), store });
    const id = await storedCheck(app);
    const other = await storedCheck(app);
    const saved = await app.request(
      ...post(`/v1/checks/${id}/labels`, {
        labels: [
          { claimIndex: 0, correct: false, reviewer: 'ana', note: 'wrong' },
          { claimIndex: 1, verdict: 'no_evidence', reviewer: 'ana' },
        ],
      }),
    );
    expect(saved.status).toBe(200);
    const items = (await json(saved)).items;
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      checkId: id,
      claimIndex: 0,
      reviewer: 'ana',
      agrees: false,
      note: 'wrong',
    });
    expect(typeof items[0].createdAt).toBe('string');
    const listed = await json(await app.request(`/v1/checks/${id}/labels`));
    expect(listed.items.map((label: { claimIndex: number }) => label.claimIndex)).toEqual([0, 1]);

    const ids = async (filter: string) =>
      (await json(await app.request(`/v1/checks?labels=${filter}`))).items.map(
        (item: { id: string }) => item.id,
      );
    expect(await ids('disagreements')).toEqual([id]);
    expect(await ids('labelled')).toEqual([id]);
    expect(await ids('unlabelled')).toContain(other);
    expect(await ids('unlabelled')).not.toContain(id);
    expect((await app.request('/v1/checks?labels=maybe')).status).toBe(400);

    const agreement = await json(await app.request('/v1/labels/agreement?days=7'));
    expect(agreement.days).toHaveLength(1);
    expect(agreement.days[0].labels).toBeGreaterThanOrEqual(2);
  });

  it('answers 400 for a malformed label, 422 for a claim the check does not have, 404 for an unknown check, 501 without a label store', async () => {
    const app = createApp({ judge: wordJudge(), store });
    const id = await storedCheck(app);
    const cases: Array<[unknown, number, RegExp]> = [
      [{ labels: [{ claimIndex: 0 }] }, 400, /either "verdict"/],
      [{ labels: [{ claimIndex: 0, verdict: 'maybe' }] }, 400, /verdict/],
      [{ labels: [{ claimIndex: 99, verdict: 'supported' }] }, 422, /claimIndex 99/],
      [{ labels: [] }, 400, /labels/],
      [{ labels: [{ claimIndex: 0, verdict: 'supported', extra: 1 }] }, 400, /extra/],
    ];
    for (const [body, status, message] of cases) {
      const response = await app.request(...post(`/v1/checks/${id}/labels`, body));
      expect(response.status).toBe(status);
      expect((await json(response)).error.message).toMatch(message);
    }
    const unknown = await app.request(
      ...post('/v1/checks/00000000-0000-4000-8000-000000000000/labels', {
        labels: [{ claimIndex: 0, correct: true }],
      }),
    );
    expect(unknown.status).toBe(404);
    expect((await app.request('/v1/checks/00000000-0000-4000-8000-000000000000/labels')).status).toBe(404);
    const memory = createApp({ judge: wordJudge(), store: createMemoryCheckStore() });
    expect((await memory.request('/v1/labels/agreement')).status).toBe(501);
  });

  it('needs the same key as the API when keys are configured, on the API and on the page path', async () => {
    const app = createApp({ judge: wordJudge(), store, apiKeys: [KEY] });
    const id = await storedCheck(app, bearer());
    const body = { labels: [{ claimIndex: 0, correct: true }] };
    expect((await app.request(...post(`/v1/checks/${id}/labels`, body))).status).toBe(401);
    expect((await app.request(...post(`/review/checks/${id}/labels`, body))).status).toBe(401);
    expect((await app.request(...post(`/v1/checks/${id}/labels`, body, bearer()))).status).toBe(200);
    const basic = { authorization: `Basic ${Buffer.from(`:${KEY}`).toString('base64')}` };
    expect((await app.request(...post(`/review/checks/${id}/labels`, body, basic))).status).toBe(200);
  });
});
