/**
 * Labels with known counts by (judge verdict, reviewer verdict) on one stored check, for the
 * agreement tests: each kind is one claim with the judge's verdict, labelled by `count` reviewers.
 */
import type { ChunkMetadata } from '../../spec/chunk.js';
import type { JudgeInfo } from '../../spec/judge.js';
import type { LabelInput, ReviewVerdict } from '../label-store.js';
import type { SqlCheckStore } from '../sql-check-store.js';
import { sampleReport } from './sample-report.js';

export interface LabelKind {
  /** The judge's verdict on the claim. */
  judge: ReviewVerdict;
  /** The reviewer's verdict, or `unsupported` ("the judge is wrong" on a supported claim). */
  reviewer: ReviewVerdict | 'unsupported';
  count: number;
}

/**
 * The hand-computed fixture of `agreement-figures.test.ts` as stored labels (40 labels; a stored
 * claim always has a verdict, so its 4 labels on a failed claim are in the unit test only).
 */
export const FIXTURE_KINDS: readonly LabelKind[] = [
  { judge: 'supported', reviewer: 'supported', count: 20 },
  { judge: 'supported', reviewer: 'no_evidence', count: 5 },
  { judge: 'supported', reviewer: 'unsupported', count: 3 },
  { judge: 'no_evidence', reviewer: 'no_evidence', count: 8 },
  { judge: 'contradicted', reviewer: 'contradicted', count: 2 },
  { judge: 'no_evidence', reviewer: 'supported', count: 2 },
];

export function testJudge(id: string): JudgeInfo {
  return { specificationVersion: 'v1', id, modelId: `${id}-model`, promptVersion: 'p1' };
}

/** Stores one check of `judge` whose chunks carry `metadata` and labels its claims as `kinds` say. */
export async function seedAgreementLabels(
  store: SqlCheckStore,
  options: { judge: JudgeInfo; kinds: readonly LabelKind[]; metadata?: ChunkMetadata },
): Promise<string> {
  const base = sampleReport().claims[0]!;
  const claims = options.kinds.map((kind, index) => ({
    ...base,
    claim: `Claim ${index}.`,
    verdict: kind.judge,
    supported: kind.judge === 'supported',
  }));
  const { id } = await store.save({
    response: claims.map((claim) => claim.claim).join(' '),
    chunks: [{ id: 'kb', text: 'Some text.', ...(options.metadata ? { metadata: options.metadata } : {}) }],
    report: sampleReport({ claims, judge: options.judge }),
  });
  const labels: LabelInput[] = options.kinds.flatMap((kind, claimIndex) =>
    Array.from({ length: kind.count }, (_, index) =>
      kind.reviewer === 'unsupported'
        ? { claimIndex, correct: false, reviewer: `r${index}` }
        : { claimIndex, verdict: kind.reviewer, reviewer: `r${index}` },
    ),
  );
  await store.labels.save(id, labels);
  return id;
}
