/**
 * A claim that permits what a sentence prohibits, by name or by a kind of it, is contradicted by
 * that sentence (`comparisons/permitted-kind.ts`); an opposite inside one clause of a two-clause
 * claim is read against that clause (`decide-verdict.ts` `clauseCoverage`). Controls: the denial
 * stays supported, a permission of something the prohibition does not reach stays as it was, and
 * a ban elsewhere says nothing of the claim's place.
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const PARK = [
  'Highcross Country Park has 300 acres of woodland and meadow. Barbecues and open fires are prohibited in all areas of the park.',
  'The visitor centre café is open daily from 10 am to 4 pm. It sells hot food and ice cream.',
];

const cases: RuleCase[] = [
  {
    name: 'a kind of what the park prohibits, permitted',
    context: PARK,
    claim: 'You can light a campfire in Highcross Country Park.',
    verdict: 'contradicted',
    reasoning: ["the claim permits 'campfire', a kind of 'fires', which chunk c1 sentence 2 prohibits"],
  },
  {
    name: 'what the park prohibits, said to be allowed by its own name',
    context: PARK,
    claim: 'Barbecues are allowed in Highcross Country Park.',
    verdict: 'contradicted',
  },
  {
    name: 'control: the denial of it is borne out',
    context: PARK,
    claim: "You can't light a campfire in Highcross Country Park.",
    verdict: 'supported',
  },
  {
    name: 'control: a permission the prohibition does not reach',
    context: PARK,
    claim: 'You can buy ice cream at the visitor centre café.',
    verdict: 'supported',
  },
  {
    name: 'control: a ban on the beach says nothing of the park',
    context: [
      'Dogs are banned from Westcliff beach between May and September.',
      'Kelby Park is open all year.',
    ],
    claim: 'Dogs are welcome in Kelby Park.',
    verdict: 'not contradicted',
  },
  {
    name: 'an opposite in one clause of two, the other clause unsaid',
    context: ['Revenue increased in the second quarter, and the company did not cut any jobs.'],
    claim: 'Revenue decreased in the second quarter, and the company did not hire new staff.',
    verdict: 'contradicted',
    reasoning: ["'decreased' in claim vs. its opposite 'increased'"],
  },
];

describe('a permission of what a sentence prohibits, an opposite in one clause', () => {
  it.each(cases)('$name', (item) => expectRuleCase(judge, item));
});
