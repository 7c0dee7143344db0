/**
 * The fifth pass on issue 24: every hand-written negation flip — a negated paraphrase, a second
 * negation, sentences run together — gives `contradicted` quoting its sentence; every faithful
 * control stays `supported`.
 */
import { describe, expect, it } from 'vitest';
import { judgeTableCase } from './__fixtures__/judge-table-case.js';
import { NEGATION_FLIP_CASES } from './__fixtures__/negation-flip-cases.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

describe('negation flips (issue 24, fifth pass)', () => {
  it('has at least six flips and six controls, each quoting its own context', () => {
    expect(NEGATION_FLIP_CASES.filter((item) => item.kind !== 'control').length).toBeGreaterThanOrEqual(6);
    expect(NEGATION_FLIP_CASES.filter((item) => item.kind === 'control').length).toBeGreaterThanOrEqual(6);
    for (const item of NEGATION_FLIP_CASES) expect(item.context.join('\n')).toContain(item.quote);
  });

  it.each(NEGATION_FLIP_CASES.map((item) => [item.kind, item.claim, item] as const))(
    '%s: %s',
    async (_kind, _claim, item) => {
      const judgement = await judgeTableCase(judge, item);
      expect(judgement.verdict, judgement.reasoning).toBe(item.verdict);
      expect(judgement.evidence.map((evidence) => evidence.quote)).toContain(item.quote);
      if (item.verdict === 'contradicted') expect(judgement.reasoning).toMatch(/^negation '/);
    },
  );
});
