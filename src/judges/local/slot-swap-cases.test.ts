/**
 * The second pass on issue 24: every hand-written entity swap, antonym swap and changed unit gives
 * `contradicted` quoting its sentence, and every faithful control stays `supported`.
 */
import { describe, expect, it } from 'vitest';
import { judgeTableCase } from './__fixtures__/judge-table-case.js';
import { SLOT_SWAP_CASES } from './__fixtures__/slot-swap-cases.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

describe('slot swaps (issue 24, second pass)', () => {
  it('has at least five cases of each changed kind, each quoting its own context', () => {
    for (const kind of ['entity', 'antonym', 'unit'] as const)
      expect(SLOT_SWAP_CASES.filter((item) => item.kind === kind).length).toBeGreaterThanOrEqual(5);
    for (const item of SLOT_SWAP_CASES) expect(item.context.join('\n')).toContain(item.quote);
  });

  it.each(SLOT_SWAP_CASES.map((item) => [item.kind, item.claim, item] as const))(
    '%s: %s',
    async (_kind, _claim, item) => {
      const judgement = await judgeTableCase(judge, item);
      expect(judgement.verdict, judgement.reasoning).toBe(item.verdict);
      if (item.verdict === 'contradicted')
        expect(judgement.evidence.map((evidence) => evidence.quote)).toContain(item.quote);
    },
  );
});
