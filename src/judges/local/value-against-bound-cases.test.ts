/**
 * Twenty-first pass (issue 24): a claim that a value passed a bound the sentence states beside the
 * value itself ("exceeded the £50,000 target" against "reached £41,500, short of the £50,000
 * target"), read by the one other value of the bound's kind. Twenty-second pass: the phrases that
 * say it ("fell short of the 5% target", "went over the 20 kg allowance", "stayed within the 90%
 * limit"), before a bound named as such. With its controls.
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const APPEAL = ['The roof appeal raised £41,500 by the end of June, short of its £50,000 target.'];
const NOISE = ['Night-time noise at the depot was measured at 38 dB, within the 45 dB planning limit.'];

const RAIN = ['The hill station logged 1,180 mm of rain in 2023, past its 1,000 mm annual benchmark.'];
const CABIN = ['The carry-on case weighed 17.5 kg at check-in, within the 20 kg allowance for the fare.'];
const RESERVOIR = [
  'By September the reservoir stood at 96% of capacity, past the 90% limit at which spilling begins.',
];

const cases: RuleCase[] = [
  {
    name: 'twenty-second pass: "fell short of its 1,000 mm annual benchmark" against 1,180 mm',
    context: RAIN,
    claim: 'In 2023 the hill station fell short of its 1,000 mm annual benchmark.',
    verdict: 'contradicted',
    reasoning: ["'fell short of 1,000 mm' in claim vs. '1,180 mm'"],
  },
  {
    name: 'twenty-second pass, control: "went over its 1,000 mm annual benchmark"',
    context: RAIN,
    claim: 'In 2023 the hill station went over its 1,000 mm annual benchmark.',
    verdict: 'not contradicted',
  },
  {
    name: 'twenty-second pass: "went over the 20 kg allowance" against 17.5 kg within it',
    context: CABIN,
    claim: 'The carry-on case went over the 20 kg allowance for the fare.',
    verdict: 'contradicted',
    reasoning: ["'went over 20 kg' in claim vs. '17.5 kg'"],
  },
  {
    name: 'twenty-second pass, control: "stayed within the 20 kg allowance"',
    context: CABIN,
    claim: 'At check-in the carry-on case stayed within the 20 kg allowance for the fare.',
    verdict: 'supported',
  },
  {
    name: 'twenty-second pass: "stayed below the 90% limit" against 96%',
    context: RESERVOIR,
    claim: 'By September the reservoir stayed below the 90% limit at which spilling begins.',
    verdict: 'contradicted',
  },
  {
    name: 'twenty-second pass, control: "over" before a count is no bound',
    context: ['Over 500 runners started the race, short of the 600 the organisers had hoped for.'],
    claim: 'Over 500 runners started the race.',
    verdict: 'supported',
  },
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
