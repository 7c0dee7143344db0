/**
 * The second pass on issue 24: every hand-written entity swap, antonym swap and changed unit gives
 * `contradicted` quoting its sentence, and every faithful control stays `supported`.
 */
import { describe, expect, it } from 'vitest';
import { SLOT_SWAP_CASES, type SlotSwapCase } from './__fixtures__/slot-swap-cases.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

async function judgeCase(item: SlotSwapCase) {
  const chunks = item.context.map((text, index) => ({ id: `c${index + 1}`, text }));
  const { judgements } = await judge.verifyClaims({ claims: [{ text: item.claim, span: null }], chunks });
  const judgement = judgements[0]!;
  if (!judgement.ok) throw new Error(judgement.error.message);
  return judgement;
}

describe('slot swaps (issue 24, second pass)', () => {
  it('has at least five cases of each changed kind, each quoting its own context', () => {
    for (const kind of ['entity', 'antonym', 'unit'] as const)
      expect(SLOT_SWAP_CASES.filter((item) => item.kind === kind).length).toBeGreaterThanOrEqual(5);
    for (const item of SLOT_SWAP_CASES) expect(item.context.join('\n')).toContain(item.quote);
  });

  it.each(SLOT_SWAP_CASES.map((item) => [item.kind, item.claim, item] as const))(
    '%s: %s',
    async (_kind, _claim, item) => {
      const judgement = await judgeCase(item);
      expect(judgement.verdict, judgement.reasoning).toBe(item.verdict);
      if (item.verdict === 'contradicted')
        expect(judgement.evidence.map((evidence) => evidence.quote)).toContain(item.quote);
    },
  );
});
