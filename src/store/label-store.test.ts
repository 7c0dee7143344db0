import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InputError } from '../errors.js';
import { sampleReport } from './__fixtures__/sample-report.js';
import { testBackends } from './__fixtures__/test-backends.js';
import { agreementByDay, CheckNotFoundError, exportLabels, listLabels, saveLabels } from './label-store.js';

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
        reviewerVerdict: claims[0]!.verdict === 'supported' ? 'no_evidence' : 'supported',
        agrees: false,
        note: 'the chunk says 30 days',
      });
      await saveLabels(store.client, checkId, [{ claimIndex: 0, correct: true, reviewer: 'ana' }]);
      const labels = await listLabels(store.client, checkId);
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
      expect(await listLabels(store.client, checkId)).toEqual([]);
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
});
