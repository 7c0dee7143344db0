/**
 * Issue 23 item 4: re-judging stored checks with another judge. The figures are checked against a
 * hand count on a fixture: 6 checks of 2 claims each, a candidate that disagrees on known claims.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { judgeIdentity } from '../core/judge-identity.js';
import { InputError, JudgeCallError } from '../errors.js';
import { silentLogger } from '../logger.js';
import type { Verdict } from '../spec/verdict.js';
import { openMigratedPglite } from '../store/__fixtures__/test-backends.js';
import type { SqlCheckStore } from '../store/sql-check-store.js';
import { mockJudge } from '../test/mock-judge.js';
import { verify } from '../verify.js';
import { NothingToRejudgeError, rejudgeChecks } from './rejudge-checks.js';
import { latestRejudgeRun } from './rejudge-runs.js';
import { allocateSample } from './select-rejudge-sample.js';

/** Check i: "Claim iA holds." and "Claim iB holds."; the chunk holds every claim, each its own quote. */
function claimsOf(index: number): [string, string] {
  return [`Claim ${index}A holds.`, `Claim ${index}B holds.`];
}
const chunks = [
  { id: 'kb', text: Array.from({ length: 6 }, (_, index) => claimsOf(index).join(' ')).join(' ') },
];

function judgeWith(id: string, verdictOf: (claim: string) => Verdict, modelId = `${id}-model`) {
  const verdicts: Record<string, { verdict: Verdict; evidence: Array<{ chunkId: string; quote: string }> }> =
    {};
  const claims: Record<string, string[]> = {};
  for (let index = 0; index < 6; index += 1) {
    const pair = claimsOf(index);
    claims[pair.join(' ')] = pair;
    for (const claim of pair)
      verdicts[claim] = { verdict: verdictOf(claim), evidence: [{ chunkId: 'kb', quote: claim }] };
  }
  return Object.assign(mockJudge({ id, claims, verdicts }), { modelId });
}

/** The stored judge: every A claim supported; B supported for even checks, no_evidence for odd ones. */
const baselineVerdict = (claim: string): Verdict => {
  const index = Number(/Claim (\d)/.exec(claim)![1]);
  return claim.includes('A ') || index % 2 === 0 ? 'supported' : 'no_evidence';
};
// The candidate disagrees on checks 0 and 1's B claims: 0B supported → contradicted, 1B no_evidence → supported.
const candidateVerdict = (claim: string): Verdict =>
  claim.startsWith('Claim 0B')
    ? 'contradicted'
    : claim.startsWith('Claim 1B')
      ? 'supported'
      : baselineVerdict(claim);

describe('rejudgeChecks', () => {
  let store: SqlCheckStore;
  const ids: string[] = [];
  // Opening PGlite is the slow part on a loaded machine: a generous deadline, not the thing asserted.
  beforeAll(async () => {
    store = await openMigratedPglite();
  }, 180_000);
  afterAll(async () => store?.close());

  it('an empty store: a clear InputError, nothing saved', async () => {
    const rejudging = rejudgeChecks({
      store,
      judge: judgeWith('candidate', candidateVerdict),
      sample: 5,
      logger: silentLogger,
    });
    await expect(rejudging).rejects.toThrow(NothingToRejudgeError);
    await expect(rejudging).rejects.toThrow(/no stored check to re-judge/);
    expect(await latestRejudgeRun(store.client)).toBeNull();
  });

  it('counts flips, the flagged rate and both judges’ agreement with reviewers as a hand count does', async () => {
    const baseline = judgeWith('baseline', baselineVerdict);
    for (let index = 0; index < 6; index += 1) {
      const response = claimsOf(index).join(' ');
      const report = await verify({
        response,
        chunks,
        judge: baseline,
        threshold: 0.7,
        logger: silentLogger,
      });
      ids.push((await store.save({ response, chunks, report })).id);
    }
    // Reviewers: check 0 claim B is really contradicted (the candidate is right), check 1 claim B
    // is really unsupported (the stored judge is right), check 2 claim A is supported (both right).
    await store.labels.save(ids[0]!, [{ claimIndex: 1, verdict: 'contradicted' }]);
    await store.labels.save(ids[1]!, [{ claimIndex: 1, verdict: 'no_evidence' }]);
    await store.labels.save(ids[2]!, [{ claimIndex: 0, verdict: 'supported' }]);
    const before = await Promise.all(ids.map((id) => store.get(id)));

    const candidate = judgeWith('candidate', candidateVerdict);
    const { report, runId } = await rejudgeChecks({
      store,
      judge: candidate,
      sample: 6,
      maxFlipRate: 0.1,
      logger: silentLogger,
    });
    expect(report.rejudged).toBe(6);
    expect(report.candidateIdentity).toBe(judgeIdentity(candidate));
    expect(report.baselines).toEqual([{ identity: judgeIdentity(baseline), checks: 6 }]);
    // 12 claims compared; 2 flipped (0B, 1B), both changing side.
    expect(report.claims).toMatchObject({ compared: 12, flipped: 2, sideFlipped: 2 });
    expect(report.claims.flipRate).toBeCloseTo(2 / 12);
    expect(report.claims.transitions.supported.contradicted).toBe(1);
    expect(report.claims.transitions.no_evidence.supported).toBe(1);
    // Before: 9 supported (6 A + 0B, 2B, 4B), 3 no_evidence (1B, 3B, 5B); 8 + 1 + 1 + 2 = 12.
    expect(report.claims.transitions.supported.supported).toBe(8);
    expect(report.claims.transitions.no_evidence.no_evidence).toBe(2);
    // Flagged (score < 0.7): odd checks have 1 of 2 supported → flagged. Before: 1, 3, 5 = 3 of 6.
    // After: check 0 now 1 of 2 (flagged), check 1 now 2 of 2 (passes) → 0, 3, 5 = 3 of 6.
    expect(report.flaggedRate).toEqual({ before: 0.5, after: 0.5, change: 0 });
    expect(report.checks.find((check) => check.checkId === ids[0])).toMatchObject({
      flaggedBefore: false,
      flaggedAfter: true,
    });
    // Labels: stored judge agrees on check 1 and 2 (2 of 3); the candidate on check 0 and 2 (2 of 3).
    expect(report.agreement.labels).toBe(3);
    expect(report.agreement.baseline).toBeCloseTo(2 / 3);
    expect(report.agreement.candidate).toBeCloseTo(2 / 3);
    // Above the configured 10 %: a warning, saved with the run.
    expect(report.warning).toMatch(/flip rate 16\.7 % is above the configured 10\.0 %/);
    const latest = await latestRejudgeRun(store.client);
    expect(latest).toMatchObject({ id: runId, sampleSize: 6, claimsCompared: 12, maxFlipRate: 0.1 });
    expect(latest?.flipRate).toBeCloseTo(2 / 12);
    expect(latest?.warning).toBe(report.warning);
    // The stored checks are exactly as they were.
    expect(await Promise.all(ids.map((id) => store.get(id)))).toEqual(before);
  });

  it('a stratified, seeded sample: the same seed draws the same checks, every stratum is represented', async () => {
    const candidate = judgeWith('candidate', candidateVerdict);
    const first = await rejudgeChecks({
      store,
      judge: candidate,
      sample: 4,
      seed: 's1',
      save: false,
      logger: silentLogger,
    });
    const again = await rejudgeChecks({
      store,
      judge: candidate,
      sample: 4,
      seed: 's1',
      save: false,
      logger: silentLogger,
    });
    expect(again.report.checks.map((check) => check.checkId).sort()).toEqual(
      first.report.checks.map((check) => check.checkId).sort(),
    );
    // Even checks pass (0, 2, 4), odd ones are flagged (1, 3, 5); checks 0, 1, 2 are labelled. Strata:
    // passed/unlabelled {4}, passed/labelled {0, 2}, flagged/unlabelled {3, 5}, flagged/labelled {1}.
    expect(
      first.report.strata.map((stratum) => [
        stratum.flagged,
        stratum.labelled,
        stratum.eligible,
        stratum.sampled,
      ]),
    ).toEqual([
      [false, false, 1, 1],
      [false, true, 2, 1],
      [true, false, 2, 1],
      [true, true, 1, 1],
    ]);
  });

  it('a judge that fails on every check: a JudgeCallError naming it, nothing saved, nothing overwritten', async () => {
    const runsBefore = await latestRejudgeRun(store.client);
    const before = await Promise.all(ids.map((id) => store.get(id)));
    const broken = Object.assign(
      mockJudge({
        id: 'broken',
        verifyError: new JudgeCallError('HTTP 503 from the provider', { isRetryable: true }),
      }),
      { modelId: 'down' },
    );
    const rejudging = rejudgeChecks({ store, judge: broken, sample: 6, logger: silentLogger });
    await expect(rejudging).rejects.toThrow(JudgeCallError);
    await expect(rejudging).rejects.toThrow(
      /failed on every sampled check \(6\).*HTTP 503.*nothing was saved/,
    );
    expect((await latestRejudgeRun(store.client))?.id).toBe(runsBefore?.id);
    expect(await Promise.all(ids.map((id) => store.get(id)))).toEqual(before);
  });

  it('refuses a bad sample size or threshold', async () => {
    const judge = judgeWith('candidate', candidateVerdict);
    await expect(rejudgeChecks({ store, judge, sample: 0 })).rejects.toThrow(InputError);
    await expect(rejudgeChecks({ store, judge, sample: 5000 })).rejects.toThrow(/from 1 to 1000/);
    await expect(rejudgeChecks({ store, judge, sample: 5, maxFlipRate: 2 })).rejects.toThrow(/from 0 to 1/);
  });
});

describe('allocateSample', () => {
  it('shares the sample by stratum size, at least one per non-empty stratum, never more than there is', () => {
    expect(allocateSample([90, 10], 10)).toEqual([9, 1]);
    expect(allocateSample([98, 1, 1], 10)).toEqual([8, 1, 1]);
    expect(allocateSample([3, 0, 2], 100)).toEqual([3, 0, 2]);
    expect(allocateSample([50, 50, 50], 2)).toEqual([1, 1, 0]);
    expect(allocateSample([], 5)).toEqual([]);
    for (const sizes of [
      [7, 3, 11, 1],
      [1, 1, 1, 1],
      [1000, 1, 5, 40],
    ])
      for (const size of [1, 3, 4, 10, 50])
        expect(allocateSample(sizes, size).reduce((sum, value) => sum + value, 0)).toBe(
          Math.min(
            size,
            sizes.reduce((sum, value) => sum + value, 0),
          ),
        );
  });
});
