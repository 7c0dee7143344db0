/**
 * Issue 23 item 2: agreement per judge identity (and per chunk-metadata tag) through the store's
 * SQL, `GET /v1/labels/agreement`, the review page and `faithcheck agreement`, on a fixture whose
 * figures are computed by hand in drift/judge-agreement.test.ts (40 labels: accuracy 0.85, κ 0.70).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryIO } from '../cli/__fixtures__/memory-io.js';
import { runAgreement } from '../cli/commands/agreement.js';
import { agreementByJudge } from '../drift/agreement-by-judge.js';
import { silentLogger } from '../logger.js';
import type { Verdict } from '../spec/verdict.js';
import { createStore } from '../store/create-store.js';
import type { SqlCheckStore } from '../store/sql-check-store.js';
import { mockJudge } from '../test/mock-judge.js';
import { verify } from '../verify.js';
import { createApp } from './create-app.js';

const response = 'The refund window is 30 days.';
function judgeSaying(id: string, verdict: Verdict) {
  return Object.assign(
    mockJudge({
      id,
      claims: { [response]: [response] },
      verdicts: {
        [response]: {
          verdict,
          evidence: verdict === 'no_evidence' ? [] : [{ chunkId: 'kb', quote: response }],
        },
      },
    }),
    { modelId: `${id}-model` },
  );
}

/** [judge verdict, reviewer verdict, count]: the hand-computed fixture of judge A. */
const JUDGE_A: Array<[Verdict, 'supported' | 'no_evidence' | 'contradicted', number]> = [
  ['supported', 'supported', 18],
  ['supported', 'no_evidence', 2],
  ['no_evidence', 'supported', 3],
  ['no_evidence', 'no_evidence', 9],
  ['contradicted', 'supported', 1],
  ['contradicted', 'contradicted', 7],
];

describe('agreement per judge', () => {
  let store: SqlCheckStore;
  beforeAll(async () => {
    store = await createStore({ memory: true });
    let index = 0;
    const label = async (judgeId: string, verdict: Verdict, reviewerVerdict: string) => {
      const chunks = [
        { id: 'kb', text: response, metadata: { tenant: index % 2 === 0 ? 'acme' : 'globex' } },
      ];
      index += 1;
      const report = await verify({
        response,
        chunks,
        judge: judgeSaying(judgeId, verdict),
        logger: silentLogger,
      });
      expect(report.claims[0]?.verdict).toBe(verdict);
      const { id } = await store.save({ response, chunks, report });
      await store.labels.save(id, [{ claimIndex: 0, verdict: reviewerVerdict as Verdict }]);
    };
    for (const [verdict, reviewer, count] of JUDGE_A)
      for (let n = 0; n < count; n += 1) await label('judge-a', verdict, reviewer);
    for (let n = 0; n < 5; n += 1) await label('judge-b', 'supported', 'supported');
  }, 180_000);
  afterAll(async () => store?.close());

  it('the store: one row per judge identity, the hand-computed figures, too few labels for the other', async () => {
    const rows = await agreementByJudge(store.client);
    expect(rows.map((row) => [row.judgeIdentity, row.figures.labels, row.figures.tooFewLabels])).toEqual([
      ['judge-a | judge-a-model | - | -', 40, false],
      ['judge-b | judge-b-model | - | -', 5, true],
    ]);
    const a = rows[0]!.figures;
    expect(a.accuracy).toBeCloseTo(0.85, 12);
    expect(a.kappa).toBeCloseTo(0.7, 12);
    expect(a.balancedAccuracy).toBeCloseTo((18 / 22 + 16 / 18) / 2, 12);
    expect(a.baseRate).toBeCloseTo(18 / 40, 12);
    expect(a.confusion.no_evidence).toEqual({ supported: 3, unsupported: 9 });
    expect(rows[1]!.figures.accuracy).toBeNull();
  });

  it('GET /v1/labels/agreement gives the same per judge, and per tag when asked', async () => {
    const app = createApp({ judge: judgeSaying('judge-a', 'supported'), store });
    const body = (await (await app.request('/v1/labels/agreement?tag=tenant')).json()) as {
      minimumLabels: number;
      judges: Array<{ judgeIdentity: string; figures: { accuracy: number | null; tooFewLabels: boolean } }>;
      byTag: Array<{ judgeIdentity: string; tag: string | null; figures: { labels: number } }>;
      days: unknown[];
    };
    expect(body.minimumLabels).toBe(30);
    expect(body.judges[0]).toMatchObject({ judgeIdentity: 'judge-a | judge-a-model | - | -' });
    expect(body.judges[0]!.figures.accuracy).toBeCloseTo(0.85, 12);
    expect(body.judges[1]!.figures).toMatchObject({ accuracy: null, tooFewLabels: true });
    const tags = body.byTag
      .map((row) => `${row.judgeIdentity.split(' ')[0]} ${row.tag} ${row.figures.labels}`)
      .sort();
    expect(tags).toEqual(['judge-a acme 20', 'judge-a globex 20', 'judge-b acme 3', 'judge-b globex 2']);
    expect(Array.isArray(body.days)).toBe(true);
    expect((await app.request('/v1/labels/agreement?tag=')).status).toBe(400);
  });

  it('the review page shows the table, with "too few labels" below the minimum', async () => {
    const app = createApp({ judge: judgeSaying('judge-a', 'supported'), store });
    const page = await (await app.request('/review')).text();
    expect(page).toMatch(/Reviewers(&#39;|&#x27;|')? agreement by judge \(last 30 days\)/);
    expect(page).toMatch(/judge-a \| judge-a-model \| - \| -<\/code><\/td><td>85\.0 %/);
    expect(page).toMatch(
      /judge-b[^<]*<\/code><\/td><td colspan="5" class="muted">too few labels \(fewer than 30\)/,
    );
  });

  it('faithcheck agreement prints the same', async () => {
    const io = memoryIO();
    expect(
      await runAgreement(
        io,
        {},
        { openStore: async () => ({ ...store, close: async () => {} }) as SqlCheckStore },
      ),
    ).toBe(0);
    const out = io.out.join('');
    expect(out).toMatch(
      /judge-a \| judge-a-model \| - \| -\n {2}40 labels · accuracy 85\.0 % \(95 % 70\.9 %–92\.9 %\) · balanced 85\.4 % · κ 0\.70 · reviewers call 45\.0 % unsupported/,
    );
    expect(out).toMatch(
      /judge-b \| judge-b-model \| - \| -\n {2}5 labels: too few labels \(fewer than 30\) for figures/,
    );
  });
});
