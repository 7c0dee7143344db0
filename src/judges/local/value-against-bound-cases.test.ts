/**
 * Twenty-first pass (issue 24): a claim that a value passed a bound the sentence states beside the
 * value itself ("exceeded the £50,000 target" against "reached £41,500, short of the £50,000
 * target"), read by the one other value of the bound's kind. With its controls.
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const APPEAL = ['The roof appeal raised £41,500 by the end of June, short of its £50,000 target.'];
const NOISE = ['Night-time noise at the depot was measured at 38 dB, within the 45 dB planning limit.'];

const cases: RuleCase[] = [
  {
    name: '"exceeded the £50,000 target" against £41,500 raised',
    context: APPEAL,
    claim: 'The roof appeal exceeded its £50,000 target by the end of June.',
    verdict: 'contradicted',
    reasoning: ["'exceeded 50,000' in claim vs. '41,500'"],
  },
  {
    name: 'control: the amount raised, no bound passed',
    context: APPEAL,
    claim: 'The roof appeal raised £41,500 by the end of June.',
    verdict: 'supported',
  },
  {
    name: '"exceeded the 45 dB limit" against 38 dB, the values in one unit',
    context: NOISE,
    claim: 'Night-time noise at the depot exceeded the 45 dB planning limit.',
    verdict: 'contradicted',
  },
  {
    name: 'control: "missed the target" has no side of its own and is not read',
    context: ['Average response times were 9 minutes 40 seconds in March, longer than the 8-minute target.'],
    claim: 'Average response times of 9 minutes 40 seconds in March missed the 8-minute target.',
    verdict: 'supported',
  },
];

describe('a value against a bound the sentence states beside it', () => {
  it.each(cases)('$name', async (item) => expectRuleCase(judge, item));
});
