/**
 * Twenty-fourth pass (issue 24): a negated claim that denies what lies past a bound the sentence
 * gives ("can't carry more than three days" against "may carry over up to three days") says what
 * the sentence says; read as a flip, it was contradicted. The control denies the bound itself.
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const LEAVE = [
  'The study year runs from 1 September to 31 August. Staff may carry over up to three days of unused study leave into the following study year; any remaining days are lost.',
];

const cases: RuleCase[] = [
  {
    name: '"can\'t carry more than three days" against "may carry over up to three days"',
    context: LEAVE,
    claim: "You can't carry more than three unused study leave days into the next study year.",
    verdict: 'supported',
  },
  {
    name: 'control: "can\'t carry over any days"',
    context: LEAVE,
    claim: "You can't carry over any unused study leave days into the next study year.",
    verdict: 'contradicted',
  },
];

describe("a denial of what lies past the sentence's bound (twenty-fourth pass)", () => {
  it.each(cases)('$name', (item) => expectRuleCase(judge, item));
});
