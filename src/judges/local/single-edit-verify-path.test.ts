/**
 * The single-edit tables (issue 24) the way a user meets them: through `verify()`, which splits the
 * answer into claims and checks every quote mechanically after the judge (`evidence/check-evidence.ts`).
 * That check once downgraded faithful claims whose numbers are written differently ("1,800 ml"
 * against "1.8 litres": 11 of 26 flagged), though the judge itself had them right. The same
 * thresholds as the judge's own table test: each change caught in ≥ 80 % of its cases, faithful
 * numbers, negations and paraphrases flagged in ≤ 10 %.
 */
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../logger.js';
import { verify } from '../../verify.js';
import {
  EDIT_KINDS,
  FAITHFUL_KINDS,
  SINGLE_EDIT_CASES,
  type SingleEditKind,
  UNSEEN_SINGLE_EDIT_CASES,
} from './__fixtures__/single-edit-cases.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

describe('single-edit tables through verify()', () => {
  it('catches each change in ≥ 80 % of its cases and flags ≤ 10 % of faithful numbers, negations and paraphrases', async () => {
    const cases = [...SINGLE_EDIT_CASES, ...UNSEEN_SINGLE_EDIT_CASES];
    const flaggedByKind = new Map<SingleEditKind, { flagged: number; total: number; examples: string[] }>();
    for (const item of cases) {
      const chunks = item.context.map((text, index) => ({ id: `c${index + 1}`, text }));
      const report = await verify({ response: item.claim, chunks, judge, logger: silentLogger });
      const flagged = report.claims.some((claim) => claim.verdict !== 'supported');
      const entry = flaggedByKind.get(item.kind) ?? { flagged: 0, total: 0, examples: [] };
      entry.total += 1;
      if (flagged) {
        entry.flagged += 1;
        entry.examples.push(`${item.claim} → ${report.claims.map((claim) => claim.reasoning).join(' / ')}`);
      }
      flaggedByKind.set(item.kind, entry);
    }
    console.log(
      [...flaggedByKind]
        .map(([kind, { flagged, total }]) => `${kind} ${flagged}/${total} not supported`)
        .join(', '),
    );
    for (const kind of EDIT_KINDS) {
      const { flagged, total } = flaggedByKind.get(kind)!;
      expect({ kind, caught: flagged / total >= 0.8 }).toEqual({ kind, caught: true });
    }
    for (const kind of FAITHFUL_KINDS) {
      const { flagged, total, examples } = flaggedByKind.get(kind)!;
      expect({ kind, share: flagged / total <= 0.1, examples }).toMatchObject({ kind, share: true });
    }
  }, 120_000); // 234 answers through verify(): no deadline a loaded machine could miss

  // verify() splits a compound sentence into parts; a part must not take on the "not" of the
  // clause it was cut from ("… do not change your DNA sequence, but they can change how …").
  it.each([
    [
      "Some diets don't change your DNA sequence, but they can change how your body reads a DNA sequence.",
      'supported',
    ],
    [
      'Some diets do not change your DNA sequence, but they cannot change how your body reads a DNA sequence.',
      'contradicted',
    ],
    [
      'Some diets change your DNA sequence, but they can change how your body reads a DNA sequence.',
      'contradicted',
    ],
  ])('compound sentence, negation by clause: %s', async (response, verdict) => {
    const context =
      'Some diets do not change your DNA sequence, but they can change how your body reads a DNA sequence. The effect can last for years.';
    const report = await verify({
      response,
      chunks: [{ id: 'c1', text: context }],
      judge,
      logger: silentLogger,
    });
    expect(report.claims.length).toBeGreaterThan(1);
    const failing = report.claims.find((claim) => claim.verdict !== 'supported');
    expect(failing?.verdict ?? 'supported', failing?.reasoning).toBe(verdict);
  });
});
