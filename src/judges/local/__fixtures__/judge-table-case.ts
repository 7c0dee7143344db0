/**
 * One hand-table case judged the way the tables are: its claim alone against its context, the
 * chunks named c1, c2, … in order. A judge error fails the case with the judge's message.
 */
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
