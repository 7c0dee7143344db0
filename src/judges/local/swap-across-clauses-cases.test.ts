/**
 * Two names swapped across the clauses of one sentence (issue 24, fourteenth pass): "close its
 * factory in Oldcastle and move production to its site in Warnby" for the other way round (a
 * clause between the two, not a list), and roles swapped where the claim adds a name the sentence
 * gives elsewhere ("for Eastholm").
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const cases: RuleCase[] = [
  {
    name: 'two places swapped across two clauses',
    context: [
      'Trellis Foods will close its factory in Warnby next year and move production of its frozen pies to its larger site in Oldcastle, the company has announced.',
    ],
    claim:
      'Trellis Foods will close its factory in Oldcastle next year and move production of its frozen pies to its larger site in Warnby, the company has announced.',
    verdict: 'contradicted',
    reasoning: ["'Oldcastle'", "'Warnby'"],
  },
  {
    name: 'control: the same sentence',
    context: [
      'Trellis Foods will close its factory in Warnby and move production to its larger site in Oldcastle.',
    ],
    claim:
      'Trellis Foods will close its factory in Warnby and move production to its larger site in Oldcastle.',
    verdict: 'supported',
  },
  {
    name: 'roles swapped, with a name the claim adds from another sentence',
    context: [
      'Eastholm Wanderers beat Corley United 2-0 in the county cup final. Striker Ben Tolland opened the scoring after 23 minutes, heading in a cross from winger Ravi Desai.',
    ],
    claim:
      'Ravi Desai opened the scoring for Eastholm after 23 minutes, heading in a cross from Ben Tolland.',
    verdict: 'contradicted',
  },
  {
    name: 'control: the roles as the sentence gives them',
    context: [
      'Eastholm Wanderers beat Corley United 2-0 in the county cup final. Striker Ben Tolland opened the scoring after 23 minutes, heading in a cross from winger Ravi Desai.',
    ],
    claim:
      'Ben Tolland opened the scoring for Eastholm after 23 minutes, heading in a cross from Ravi Desai.',
    verdict: 'supported',
  },
];

describe('names swapped across the clauses of one sentence', () => {
  it.each(cases)('$name', (item) => expectRuleCase(judge, item));
});
