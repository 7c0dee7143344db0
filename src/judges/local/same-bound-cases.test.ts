/**
 * A bound said with "no … than" (issue 24, fifteenth pass, `readOppositeBounds`): "no more than 8
 * kg" against "up to 8 kg", "no fewer than 300" against "at least 300", "no later than 31 March"
 * against "before 31 March". The "no" is the bound's, no negation of the clause, so the claim
 * agrees. Controls: the bound the other way, and a bound said with a currency sign between its
 * words and its value ("no more than £40" against "more than £40").
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const cases: RuleCase[] = [
  {
    name: '"no more than" against "up to"',
    context: ['The tank holds up to 50 litres.'],
    claim: 'The tank holds no more than 50 litres.',
    verdict: 'supported',
  },
  {
    name: '"no fewer than" against "at least"',
    context: ['The organisers say at least 300 volunteers are needed to run the Riverside Marathon safely.'],
    claim: 'The organisers say no fewer than 300 volunteers are needed to run the Riverside Marathon safely.',
    verdict: 'supported',
  },
  {
    name: 'control: "no more than" against "at least"',
    context: ['The organisers say at least 300 volunteers are needed to run the Riverside Marathon safely.'],
    claim: 'The organisers say no more than 300 volunteers are needed to run the Riverside Marathon safely.',
    verdict: 'contradicted',
    reasoning: ["'no more than 300'", "'at least 300'"],
  },
  {
    name: '"no longer than" against "at most"',
    context: ['The journey takes at most 40 minutes.'],
    claim: 'The journey takes no longer than 40 minutes.',
    verdict: 'supported',
  },
  {
    name: '"no later than" against "by" a time of day',
    context: ['Applications must be submitted by 5 pm on Friday 3 May.'],
    claim: 'Applications must be submitted no later than 5 pm on Friday 3 May.',
    verdict: 'supported',
  },
  {
    name: '"no earlier than" against "from" a time of day',
    context: ['Gates open from 6 pm.'],
    claim: 'Gates open no earlier than 6 pm.',
    verdict: 'supported',
  },
  {
    name: 'control: "no later than" against "later than"',
    context: ['Deliveries arrive later than 6 pm.'],
    claim: 'Deliveries arrive no later than 6 pm.',
    verdict: 'not supported',
  },
  {
    name: 'control: "no more than" against "more than", past a currency sign',
    context: ['The fee rose to more than £40.'],
    claim: 'The fee rose to no more than £40.',
    verdict: 'contradicted',
    reasoning: ["'no more than 40'", "'more than 40'"],
  },
];

describe('a bound said with "no … than"', () => {
  it.each(cases)('$name', (item) => expectRuleCase(judge, item));
});
