import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeIdentity } from '../core/judge-identity.js';
import { InputError } from '../errors.js';
import { FIXTURE_KINDS, seedAgreementLabels, testJudge } from './__fixtures__/agreement-labels.js';
import { testBackends } from './__fixtures__/test-backends.js';
import { agreementByDay, MIXED_TAG, readAgreementCounts } from './label-agreement.js';

describe.each(testBackends())('agreement counts on $name', (backend) => {
  let opened: Awaited<ReturnType<typeof backend.open>>;
  // Opening PGlite is the slow part on a loaded machine: a generous deadline, not the thing asserted.
  beforeAll(async () => {
    opened = await backend.open();
  }, 180_000);
  afterAll(async () => {
    await opened?.cleanup();
  });

  it('counts an empty store as nothing, then labels by judge, tag value and both verdicts', async () => {
    const { store } = opened;
    expect(await readAgreementCounts(store.client)).toEqual({ counts: [], truncated: false });
    await seedAgreementLabels(store, {
      judge: testJudge('a'),
      kinds: FIXTURE_KINDS,
      metadata: { tenant: 'acme' },
    });
    await seedAgreementLabels(store, {
      judge: testJudge('b'),
      kinds: [{ judge: 'supported', reviewer: 'supported', count: 3 }],
      metadata: { tenant: 'globex' },
    });
    const identityA = judgeIdentity(testJudge('a'));
    const { counts, truncated } = await readAgreementCounts(store.client);
    expect(truncated).toBe(false);
    const ofA = counts.filter((count) => count.judgeIdentity === identityA);
    // The stored cells are the fixture's kinds, summed where two kinds meet in one cell.
    expect(ofA.map((count) => [count.judgeVerdict, count.reviewerVerdict, count.labels]).sort()).toEqual(
      FIXTURE_KINDS.map((kind) => [kind.judge, kind.reviewer, kind.count]).sort(),
    );
    expect(ofA.every((count) => count.tag === null)).toBe(true);

    const byTenant = await readAgreementCounts(store.client, { by: 'tenant' });
    expect(new Set(byTenant.counts.map((count) => `${count.judgeIdentity}=${count.tag}`))).toEqual(
      new Set([`${identityA}=acme`, `${judgeIdentity(testJudge('b'))}=globex`]),
    );
    // A key no chunk has: every tag value is null.
    const unknown = await readAgreementCounts(store.client, { by: 'domain' });
    expect(unknown.counts.every((count) => count.tag === null)).toBe(true);
    // The group with most labels is kept when the groups are capped.
    const capped = await readAgreementCounts(store.client, { maxGroups: 1 });
    expect(capped.truncated).toBe(true);
    expect(new Set(capped.counts.map((count) => count.judgeIdentity))).toEqual(new Set([identityA]));

    const days = await agreementByDay(store.client, { days: 2 });
    const dayA = days.find((day) => day.judgeIdentity === identityA);
    // Judge A: 40 labels, 30 agree on supported or not (20 both supported, 10 both not).
    expect(dayA).toMatchObject({ labels: 40, agreeing: 30 });
    expect(days.find((day) => day.judgeIdentity === judgeIdentity(testJudge('b')))).toMatchObject({
      labels: 3,
      agreeing: 3,
    });
  });

  it('gives a check whose chunks disagree on the tag the value (mixed)', async () => {
    const { store } = opened;
    const id = await seedAgreementLabels(store, {
      judge: testJudge('mixed'),
      kinds: [{ judge: 'supported', reviewer: 'supported', count: 1 }],
    });
    await store.client.query(
      `update faithfulness_checks set chunks = '[{"id":"a","text":"x","metadata":{"tenant":"acme"}},{"id":"b","text":"y","metadata":{"tenant":"initech"}}]'::jsonb where id = $1::uuid`,
      [id],
    );
    const { counts } = await readAgreementCounts(store.client, { by: 'tenant' });
    expect(counts.find((count) => count.judgeIdentity === judgeIdentity(testJudge('mixed')))?.tag).toBe(
      MIXED_TAG,
    );
  });

  it('refuses a tag that is not a plain key', async () => {
    await expect(
      readAgreementCounts(opened.store.client, { by: "x'; drop table faithfulness_labels; --" }),
    ).rejects.toThrow(InputError);
  });
});
