/**
 * One hand-table case judged the way the tables are: its claim alone against its context, the
 * chunks named c1, c2, … in order. A judge error fails the case with the judge's message.
 */
import { expect } from 'vitest';
import type { ClaimJudgement } from '../../../spec/claim.js';
import type { createLocalJudge } from '../create-local-judge.js';

export async function judgeTableCase(
  judge: ReturnType<typeof createLocalJudge>,
  item: { claim: string; context: readonly string[] },
): Promise<Extract<ClaimJudgement, { ok: true }>> {
  const chunks = item.context.map((text, index) => ({ id: `c${index + 1}`, text }));
  const { judgements } = await judge.verifyClaims({ claims: [{ text: item.claim, span: null }], chunks });
  const judgement = judgements[0]!;
  if (!judgement.ok) throw new Error(judgement.error.message);
  return judgement;
}

/** A rule case: its verdict (or, for 'not supported', any other), and each part of its reasoning. */
export interface RuleCase {
  name: string;
  context: string[];
  claim: string;
  verdict: string;
  reasoning?: string[];
}

/**
 * Judges a rule case and checks it: 'not supported' accepts any verdict but supported, 'not
 * contradicted' any but contradicted.
 * @example await expectRuleCase(judge, { name, context, claim, verdict: 'contradicted' })
 */
export async function expectRuleCase(
  judge: ReturnType<typeof createLocalJudge>,
  item: RuleCase,
): Promise<void> {
  const judgement = await judgeTableCase(judge, item);
  if (item.verdict === 'not supported') expect(judgement.verdict, judgement.reasoning).not.toBe('supported');
  else if (item.verdict === 'not contradicted')
    expect(judgement.verdict, judgement.reasoning).not.toBe('contradicted');
  else expect(judgement.verdict, judgement.reasoning).toBe(item.verdict);
  for (const part of item.reasoning ?? []) expect(judgement.reasoning).toContain(part);
}
