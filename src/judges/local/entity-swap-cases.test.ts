/**
 * The third pass on issue 24: every hand-written entity swap whose name the copied sentence has in
 * another slot gives `contradicted`, every name only an unrelated sentence has gives
 * `partially_supported`, each quoting its sentence; every faithful control stays `supported`.
 */
import { describe, expect, it } from 'vitest';
import { ENTITY_SWAP_CASES } from './__fixtures__/entity-swap-cases.js';
import { judgeTableCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

describe('entity swaps (issue 24, third, fifth and sixth passes)', () => {
  it('has at least ten swaps and six controls, each quoting its own context', () => {
    expect(ENTITY_SWAP_CASES.filter((item) => item.kind !== 'control').length).toBeGreaterThanOrEqual(10);
    expect(ENTITY_SWAP_CASES.filter((item) => item.kind === 'control').length).toBeGreaterThanOrEqual(6);
    for (const item of ENTITY_SWAP_CASES) expect(item.context.join('\n')).toContain(item.quote);
  });

  it.each(ENTITY_SWAP_CASES.map((item) => [item.kind, item.claim, item] as const))(
    '%s: %s',
    async (_kind, _claim, item) => {
      const judgement = await judgeTableCase(judge, item);
      expect(judgement.verdict, judgement.reasoning).toBe(item.verdict);
      if (item.verdict !== 'supported') {
        expect(judgement.evidence.map((evidence) => evidence.quote)).toContain(item.quote);
        // The reasoning names the claim's name.
        expect(judgement.reasoning).toMatch(/^name '/);
        if (item.reasoning) expect(judgement.reasoning).toContain(item.reasoning);
      }
    },
  );
});
