/**
 * Twenty-fourth pass (issue 24): "not frost-free" has frost. The "-free" suffix negates its word
 * on both sides, so a claim that drops the sentence's "not" before "frost-free" is a flip, as one
 * that drops it before any other word is; the control keeps the negation.
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const KETTLE = [
  'The Aldine travel kettle is not BPA-free and should not be used for baby formula.',
  'Its larger sibling, the Aldine Home, is BPA-free.',
];

const cases: RuleCase[] = [
  {
    name: '"is BPA-free" against "is not BPA-free"',
    context: KETTLE,
    claim: 'The Aldine travel kettle is BPA-free.',
    verdict: 'contradicted',
    reasoning: ["negation 'not' in the evidence only"],
  },
  {
    name: 'control: the negation kept',
    context: KETTLE,
    claim: 'The Aldine travel kettle is not BPA-free.',
    verdict: 'supported',
  },
];

describe('a "-free" word under a negation (twenty-fourth pass)', () => {
  it.each(cases)('$name', (item) => expectRuleCase(judge, item));
});
