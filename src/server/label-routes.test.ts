import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testBackends } from '../store/__fixtures__/test-backends.js';
import { MAX_LABELS_PER_CHECK } from '../store/label-store.js';
import type { SqlCheckStore } from '../store/sql-check-store.js';
import { bearer, KEY, post, SIMPLE_REQUEST } from './__fixtures__/fixtures.js';
import { createMemoryCheckStore } from './__fixtures__/memory-check-store.js';
import { wordJudge } from './__fixtures__/word-judge.mjs';
import { createApp } from './create-app.js';

// biome-ignore lint/suspicious/noExplicitAny: tests read JSON bodies by path
const json = async (response: Response) => (await response.json()) as Record<string, any>;

describe.each(testBackends())('reviewer labels over the API on $name', (backend) => {
  let store: SqlCheckStore;
  let cleanup: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    ({ store, cleanup } = await backend.open());
  }, 120_000);
  afterAll(async () => {
    await cleanup?.();
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
    expect(listed.nextCursor).toBeNull();
    expect(listed.items[0]).toMatchObject({ reviewer: 'ana', reviewerVerified: false });

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

  it('a check at the label cap answers 409 with a message; GET pages through however many are stored', async () => {
    const app = createApp({ judge: wordJudge(), store });
    const id = await storedCheck(app);
    // 10,000 labels written straight to the table (as a store from before the cap could hold).
    await store.client.query(
      `insert into faithfulness_labels (check_id, claim_index, claim_text, reviewer_verdict, reviewer)
       select $1::uuid, 0, 'c', 'supported', 'r' || n from generate_series(1, ${MAX_LABELS_PER_CHECK}) n`,
      [id],
    );
    const refused = await app.request(
      ...post(`/v1/checks/${id}/labels`, {
        labels: [{ claimIndex: 0, verdict: 'supported', reviewer: 'new' }],
      }),
    );
    expect(refused.status).toBe(409);
    expect((await json(refused)).error).toMatchObject({
      code: 'label_limit_reached',
      message: expect.stringMatching(/most labels a check may have \(10000\)/),
    });
    // An update of an existing label is not an addition: accepted.
    const update = await app.request(
      ...post(`/v1/checks/${id}/labels`, {
        labels: [{ claimIndex: 0, verdict: 'contradicted', reviewer: 'r1' }],
      }),
    );
    expect(update.status).toBe(200);
    const first = await app.request(`/v1/checks/${id}/labels?limit=500`);
    const page = await json(first);
    expect(page.items).toHaveLength(500);
    expect(typeof page.nextCursor).toBe('string');
    const second = await json(
      await app.request(`/v1/checks/${id}/labels?limit=500&cursor=${encodeURIComponent(page.nextCursor)}`),
    );
    expect(second.items[0].reviewer > page.items.at(-1).reviewer).toBe(true);
    expect((await app.request(`/v1/checks/${id}/labels?limit=501`)).status).toBe(400);
    expect((await app.request(`/v1/checks/${id}/labels?cursor=nope`)).status).toBe(422);
    // The review page summarises: its size does not grow with the labels.
    const reviewPage = await app.request(`/review/checks/${id}`);
    expect(reviewPage.status).toBe(200);
    const text = await reviewPage.text();
    expect(text).toMatch(/10000 labels:/);
    expect(text.length).toBeLessThan(100_000);
  }, 60_000);

  it('stores a NUL in a note or reviewer name sanitised (200, not 503)', async () => {
    const app = createApp({ judge: wordJudge(), store });
    const id = await storedCheck(app);
    const response = await app.request(
      ...post(`/v1/checks/${id}/labels`, {
        labels: [{ claimIndex: 0, verdict: 'supported', reviewer: 'n\u0000ul', note: 'x\u0000y' }],
      }),
    );
    expect(response.status).toBe(200);
    expect((await json(response)).items[0]).toMatchObject({ reviewer: 'n\uFFFDul', note: 'x\uFFFDy' });
  });

  it('named keys: the reviewer is the key name (a forged name is ignored), each changes only its own labels, an unnamed key gets 403', async () => {
    const alice = { name: 'alice', key: 'alice-key-0123456789abcdef' };
    const bob = { name: 'bob', key: 'bob-key-0123456789abcdef' };
    const shared = 'shared-key-0123456789abcdef';
    const app = createApp({ judge: wordJudge(), store, apiKeys: [alice, bob, shared] });
    const id = await storedCheck(app, bearer(alice.key));
    const label = (verdict: string, reviewer?: string) => ({
      labels: [{ claimIndex: 0, verdict, ...(reviewer ? { reviewer } : {}), note: verdict }],
    });
    const byAlice = await app.request(
      ...post(`/v1/checks/${id}/labels`, label('supported', 'bob'), bearer(alice.key)),
    );
    expect(byAlice.status).toBe(200);
    expect((await json(byAlice)).items[0]).toMatchObject({ reviewer: 'alice', reviewerVerified: true });
    // Bob (claiming to be alice) writes his own label; alice's is untouched.
    await app.request(...post(`/v1/checks/${id}/labels`, label('contradicted', 'alice'), bearer(bob.key)));
    const basic = { authorization: `Basic ${Buffer.from(`faithcheck:${bob.key}`).toString('base64')}` };
    expect(
      (await app.request(...post(`/review/checks/${id}/labels`, label('no_evidence'), basic))).status,
    ).toBe(200);
    const listed = (await json(await app.request(`/v1/checks/${id}/labels`, { headers: bearer(bob.key) })))
      .items;
    expect(
      listed.map((item: Record<string, unknown>) => [
        item.reviewer,
        item.reviewerVerdict,
        item.reviewerVerified,
      ]),
    ).toEqual([
      ['alice', 'supported', true],
      ['bob', 'no_evidence', true],
    ]);
    const forbidden = await app.request(
      ...post(`/v1/checks/${id}/labels`, label('supported'), bearer(shared)),
    );
    expect(forbidden.status).toBe(403);
    expect((await json(forbidden)).error).toMatchObject({
      code: 'label_forbidden',
      message: expect.stringMatching(/needs? a named key|labels need a named key/),
    });
    // In a browser, the key's holder may type their name as the Basic user; another's name is refused.
    const asAlice = { authorization: `Basic ${Buffer.from(`alice:${alice.key}`).toString('base64')}` };
    expect((await app.request(`/review/checks/${id}`, { headers: asAlice })).status).toBe(200);
    const wrongName = { authorization: `Basic ${Buffer.from(`alice:${bob.key}`).toString('base64')}` };
    expect((await app.request(`/review/checks/${id}`, { headers: wrongName })).status).toBe(401);
    // The unnamed key still reads and checks.
    expect((await app.request(`/v1/checks/${id}/labels`, { headers: bearer(shared) })).status).toBe(200);
    // The page names the reviewer instead of asking for a name.
    const page = await app.request(`/review/checks/${id}`, { headers: basic });
    expect(await page.text()).toMatch(/Labelling as <strong>bob<\/strong>/);

    // The export route: same lines as the CLI, verified reviewers only on request.
    const exported = await app.request('/v1/labels/export?verified=true&dataset=desk', {
      headers: bearer(alice.key),
    });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toMatch(/application\/x-ndjson/);
    const lines = (await exported.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.every((line) => line.meta.reviewerVerified === true && line.dataset === 'desk')).toBe(true);
    expect(lines.filter((line) => line.meta.checkId === id).map((line) => line.meta.reviewer)).toEqual([
      'alice',
      'bob',
    ]);
    expect((await app.request('/v1/labels/export?dataset=a/b', { headers: bearer(alice.key) })).status).toBe(
      400,
    );
    expect((await app.request('/v1/labels/export')).status).toBe(401);
  });

  it('without names (one shared key, or none) a label keeps the name the request gives, unverified', async () => {
    const app = createApp({ judge: wordJudge(), store, apiKeys: [KEY] });
    const id = await storedCheck(app, bearer());
    const saved = await app.request(
      ...post(
        `/v1/checks/${id}/labels`,
        { labels: [{ claimIndex: 0, correct: true, reviewer: 'ana' }] },
        bearer(),
      ),
    );
    expect((await json(saved)).items[0]).toMatchObject({ reviewer: 'ana', reviewerVerified: false });
    const page = await app.request(`/review/checks/${id}`, { headers: bearer() });
    expect(await page.text()).toMatch(/id="reviewer"[^>]*>.*unverified/s);
  });
});
