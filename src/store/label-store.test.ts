import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InputError } from '../errors.js';
import { sampleReport } from './__fixtures__/sample-report.js';
import { testBackends } from './__fixtures__/test-backends.js';
import {
  agreementByDay,
  CheckNotFoundError,
  exportLabels,
  LabelLimitError,
  listLabels,
  saveLabels,
  summarizeLabels,
} from './label-store.js';

/** Two claims: one the judge called contradicted, one supported. */
function twoClaimReport() {
  const base = sampleReport();
  const first = base.claims[0]!;
  return sampleReport({
    claims: [
      first,
      {
        ...first,
        claim: 'Refunds go to the original payment method.',
        verdict: 'supported',
        supported: true,
      },
    ],
  });
}

describe.each(testBackends())('reviewer labels on $name', (backend) => {
  let opened: Awaited<ReturnType<typeof backend.open>>;
  // Opening PGlite is the slow part on a loaded machine: a generous deadline, not the thing asserted.
  beforeAll(async () => {
    opened = await backend.open();
  }, 180_000);
  afterAll(async () => {
    await opened?.cleanup();
  });

  /** Each test labels its own check, so tests never see each other's labels. */
  async function withCheck(run: (context: typeof opened & { checkId: string }) => Promise<void>) {
    const report = twoClaimReport();
    const { id } = await opened.store.save({
      query: 'How long is the refund window?',
      response: report.claims.map((claim) => claim.claim).join(' '),
      chunks: [{ id: 'policy', text: 'The refund window is 30 days from delivery.' }],
      report,
    });
    await run({ ...opened, checkId: id });
  }

  it('saves a verdict or a right/wrong mark per claim, updates it on a second save, and lists them', async () => {
    await withCheck(async ({ store, checkId }) => {
      const claims = twoClaimReport().claims;
      const saved = await saveLabels(store.client, checkId, [
        { claimIndex: 0, correct: false, reviewer: 'ana', note: 'the chunk says 30 days' },
        { claimIndex: claims.length - 1, verdict: 'contradicted', reviewer: 'ana' },
      ]);
      expect(saved[0]).toMatchObject({
        claimIndex: 0,
        claimText: claims[0]!.claim,
        judgeVerdict: claims[0]!.verdict,
        // "Wrong" about a supported claim records only that (no invented verdict).
        reviewerVerdict: claims[0]!.verdict === 'supported' ? 'unsupported' : 'supported',
        agrees: false,
        note: 'the chunk says 30 days',
      });
      await saveLabels(store.client, checkId, [{ claimIndex: 0, correct: true, reviewer: 'ana' }]);
      const labels = (await listLabels(store.client, checkId)).items;
      expect(labels).toHaveLength(2);
      expect(labels[0]).toMatchObject({
        claimIndex: 0,
        reviewerVerdict: claims[0]!.verdict,
        agrees: true,
        note: null,
      });
    });
  });

  it('refuses a claim that is not in the check, an unknown check and a label without a verdict', async () => {
    await withCheck(async ({ store, checkId }) => {
      await expect(
        saveLabels(store.client, checkId, [{ claimIndex: 99, verdict: 'supported' }]),
      ).rejects.toThrow(/claimIndex 99 is not one of them/);
      await expect(
        saveLabels(store.client, '00000000-0000-4000-8000-000000000000', [
          { claimIndex: 0, verdict: 'supported' },
        ]),
      ).rejects.toBeInstanceOf(CheckNotFoundError);
      await expect(saveLabels(store.client, checkId, [{ claimIndex: 0 }])).rejects.toThrow(
        /either "verdict"/,
      );
      await expect(saveLabels(store.client, 'not-a-uuid', [])).rejects.toSatisfy(InputError.isInstance);
      // Nothing of a refused batch is stored.
      await expect(
        saveLabels(store.client, checkId, [
          { claimIndex: 0, verdict: 'supported' },
          { claimIndex: 99, verdict: 'supported' },
        ]),
      ).rejects.toThrow();
      expect((await listLabels(store.client, checkId)).items).toEqual([]);
    });
  });

  it('exports labels in the labelled-data schema, page by page, and counts agreement by day', async () => {
    await withCheck(async ({ store, checkId }) => {
      const claims = twoClaimReport().claims;
      for (const reviewer of ['a', 'b', 'c'])
        await saveLabels(
          store.client,
          checkId,
          claims.map((_, claimIndex) => ({ claimIndex, correct: reviewer !== 'c', reviewer })),
        );
      const all = [];
      for await (const line of exportLabels(store.client, { pageSize: 2 })) all.push(line);
      expect(new Set(all.map((line) => line.id)).size).toBe(all.length); // pages neither repeat nor skip
      const exported = all.filter((line) => line.meta.checkId === checkId);
      expect(exported).toHaveLength(3 * claims.length);
      expect(new Set(exported.map((line) => line.id)).size).toBe(exported.length);
      expect(exported[0]).toMatchObject({
        dataset: 'reviewed',
        query: 'How long is the refund window?',
        context: ['The refund window is 30 days from delivery.'],
      });
      for (const line of exported)
        expect(line.label).toBe(line.fine_label === 'supported' ? 'supported' : 'unsupported');
      const days = await agreementByDay(store.client, { days: 7 });
      expect(days).toHaveLength(1);
      // Other tests of this file labelled their own checks today: count this check's share by difference.
      const before = days[0]!;
      await saveLabels(store.client, checkId, [{ claimIndex: 0, correct: false, reviewer: 'd' }]);
      const after = (await agreementByDay(store.client, { days: 7 }))[0]!;
      expect(after.labels - before.labels).toBe(1);
      expect(after.agreeing - before.agreeing).toBe(0);
      expect(before.agreeing).toBeGreaterThanOrEqual(2 * claims.length);
    });
  });

  it('"judge is wrong" on a supported claim records "unsupported", exported without a fine label', async () => {
    await withCheck(async ({ store, checkId }) => {
      const supportedIndex = twoClaimReport().claims.findIndex((claim) => claim.verdict === 'supported');
      const [saved] = await saveLabels(store.client, checkId, [
        { claimIndex: supportedIndex, correct: false, reviewer: 'wrong-mark' },
      ]);
      expect(saved).toMatchObject({
        judgeVerdict: 'supported',
        reviewerVerdict: 'unsupported',
        agrees: false,
      });
      const lines = [];
      for await (const line of exportLabels(store.client))
        if (line.meta.checkId === checkId) lines.push(line);
      expect(lines).toEqual([
        expect.objectContaining({ label: 'unsupported', fine_label: null, claim: saved!.claimText }),
      ]);
    });
  });

  it('stores a NUL or a lone surrogate in a note or a reviewer name as U+FFFD, like checks', async () => {
    await withCheck(async ({ store, checkId }) => {
      const [saved] = await saveLabels(store.client, checkId, [
        { claimIndex: 0, verdict: 'supported', reviewer: 'a\u0000na', note: 'bad\u0000note\ud800' },
      ]);
      expect(saved).toMatchObject({ reviewer: 'a\uFFFDna', note: 'bad\uFFFDnote\uFFFD' });
    });
  });

  it('keeps one label per claim and reviewer, and refuses a save past the cap whole (updates still pass)', async () => {
    await withCheck(async ({ store, checkId }) => {
      const cap = { maxLabelsPerCheck: 3 };
      await saveLabels(
        store.client,
        checkId,
        ['a', 'b', 'c'].map((reviewer) => ({ claimIndex: 0, verdict: 'supported' as const, reviewer })),
        cap,
      );
      // The same reviewer again: an update, not a fourth label.
      await saveLabels(
        store.client,
        checkId,
        [{ claimIndex: 0, verdict: 'contradicted', reviewer: 'a' }],
        cap,
      );
      await expect(
        saveLabels(
          store.client,
          checkId,
          [
            { claimIndex: 0, verdict: 'no_evidence', reviewer: 'b' },
            { claimIndex: 1, verdict: 'supported', reviewer: 'd' },
          ],
          cap,
        ),
      ).rejects.toBeInstanceOf(LabelLimitError);
      const labels = (await listLabels(store.client, checkId)).items;
      expect(labels.map((label) => [label.claimIndex, label.reviewer, label.reviewerVerdict])).toEqual([
        [0, 'a', 'contradicted'],
        [0, 'b', 'supported'], // the refused batch changed nothing
        [0, 'c', 'supported'],
      ]);
    });
  });

  it('lists labels a page at a time with a cursor, and refuses a forged cursor', async () => {
    await withCheck(async ({ store, checkId }) => {
      const reviewers = ['r1', 'r2', 'r3', 'r4', 'r5'];
      for (const claimIndex of [0, 1])
        await saveLabels(
          store.client,
          checkId,
          reviewers.map((reviewer) => ({ claimIndex, verdict: 'supported' as const, reviewer })),
        );
      // A verified reviewer of the same name as an unverified one is another reviewer.
      await saveLabels(store.client, checkId, [{ claimIndex: 1, verdict: 'no_evidence' }], {
        reviewer: { name: 'r1', verified: true },
      });
      const seen: string[] = [];
      let cursor: string | undefined;
      let pages = 0;
      do {
        const page = await listLabels(store.client, checkId, { limit: 4, cursor });
        expect(page.items.length).toBeLessThanOrEqual(4);
        seen.push(
          ...page.items.map((label) => `${label.claimIndex}/${label.reviewer}/${label.reviewerVerified}`),
        );
        cursor = page.nextCursor ?? undefined;
        pages += 1;
      } while (cursor);
      expect(pages).toBe(3);
      expect(seen).toHaveLength(11);
      expect(new Set(seen).size).toBe(11);
      expect(seen).toContain('1/r1/true');
      expect(seen).toContain('1/r1/false');
      await expect(listLabels(store.client, checkId, { cursor: 'bm9wZQ' })).rejects.toThrow(/invalid cursor/);
      await expect(listLabels(store.client, checkId, { limit: 501 })).rejects.toThrow(/limit/);
    });
  });

  it('summarises labels per claim (counts per verdict, agreement, latest note) and exports only verified reviewers on request', async () => {
    await withCheck(async ({ store, checkId }) => {
      const claims = twoClaimReport().claims;
      for (const [at, reviewer] of ['x', 'y', 'z'].entries())
        await saveLabels(store.client, checkId, [
          {
            claimIndex: 0,
            verdict: at === 2 ? 'contradicted' : 'supported',
            reviewer,
            note: `note ${reviewer}`,
          },
        ]);
      await saveLabels(store.client, checkId, [{ claimIndex: 1, verdict: 'supported', note: 'by key' }], {
        reviewer: { name: 'alice', verified: true },
      });
      const summary = await summarizeLabels(store.client, checkId, { fromClaim: 0, toClaim: 2 });
      expect(summary).toHaveLength(2);
      expect(summary[0]).toMatchObject({
        claimIndex: 0,
        total: 3,
        counts: { supported: 2, contradicted: 1 },
        agreeing: claims[0]!.verdict === 'supported' ? 2 : 1,
        latestNote: { reviewer: 'z', reviewerVerified: false, note: 'note z' },
      });
      expect(summary[1]).toMatchObject({
        total: 1,
        latestNote: { reviewer: 'alice', reviewerVerified: true },
      });
      expect(await summarizeLabels(store.client, checkId, { fromClaim: 1, toClaim: 2 })).toHaveLength(1);

      const verified = [];
      for await (const line of exportLabels(store.client, { verifiedOnly: true }))
        if (line.meta.checkId === checkId) verified.push(line);
      expect(verified.map((line) => [line.meta.reviewer, line.meta.reviewerVerified])).toEqual([
        ['alice', true],
      ]);
    });
  });
});
