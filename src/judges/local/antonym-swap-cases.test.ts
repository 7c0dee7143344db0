/**
 * The sixth pass on issue 24: every hand-written opposite swap — a function word, a word the claim
 * repeats, a sentence the splitter cut in two, an everyday opposite — gives `contradicted` quoting its sentence; every
 * faithful control stays `supported`.
 */
import { describe, expect, it } from 'vitest';
import { ANTONYM_SWAP_CASES } from './__fixtures__/antonym-swap-cases.js';
import { judgeTableCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

describe('opposite swaps (issue 24, sixth pass)', () => {
  it('has swaps of each shape and controls, each quoting its own context', () => {
    for (const kind of ['function-word', 'surplus', 'split-sentence', 'lexicon', 'control'] as const)
      expect(ANTONYM_SWAP_CASES.some((item) => item.kind === kind)).toBe(true);
    for (const item of ANTONYM_SWAP_CASES) expect(item.context.join('\n')).toContain(item.quote);
  });

  it.each(ANTONYM_SWAP_CASES.map((item) => [item.kind, item.claim, item] as const))(
    '%s: %s',
    async (_kind, _claim, item) => {
      const judgement = await judgeTableCase(judge, item);
      expect(judgement.verdict, judgement.reasoning).toBe(item.verdict);
      expect(judgement.evidence.map((evidence) => evidence.quote)).toContain(item.quote);
      if (item.verdict === 'contradicted') expect(judgement.reasoning).toMatch(/its opposite/);
    },
  );
});
