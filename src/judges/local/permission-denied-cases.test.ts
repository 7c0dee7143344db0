/**
 * Thirtieth pass (issue 24): a permission one side grants in a word ("allowed", "permitted",
 * "possible") that the other side denies with a negated modal ("cannot", "may not") is a negation
 * flip, though the two verbs differ (`comparisons/permission-denied.ts`). Both sides denying it, or
 * a permission restricted to some ("only"), is no flip.
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const gardens = ['Visitors may not bring dogs into Kelda Gardens.', 'Picnics are welcome on the lawns.'];
const allowed = ['Dogs are allowed in Kelda Gardens if kept on a lead.', 'Picnics are welcome on the lawns.'];
const flats = [
  'At Alder Court, dogs are allowed only in the ground-floor flats.',
  'Cats are allowed in every flat.',
];

const cases: RuleCase[] = [
  {
    name: '"Dogs are allowed in" against "Visitors may not bring dogs into"',
    context: gardens,
    claim: 'Dogs are allowed in Kelda Gardens.',
    verdict: 'contradicted',
    reasoning: ["negation 'not' in the evidence only"],
  },
  {
    name: '"Visitors cannot bring dogs into" against "Dogs are allowed in"',
    context: allowed,
    claim: 'Visitors cannot bring dogs into Kelda Gardens.',
    verdict: 'contradicted',
    reasoning: ["negation 'cannot' in the claim only"],
  },
  {
    name: '"can\'t bring" against "are allowed": the contracted "can\'t" denies too',
    context: allowed,
    claim: "Visitors can't bring dogs into Kelda Gardens.",
    verdict: 'contradicted',
  },
  {
    name: 'control: both sides deny it ("Dogs are not allowed in" against "may not bring dogs")',
    context: gardens,
    claim: 'Dogs are not allowed in Kelda Gardens.',
    verdict: 'supported',
  },
  {
    name: 'control: a permission restricted by "only" grants nothing the denial contradicts',
    context: flats,
    claim: "Residents of Alder Court's upper-floor flats may not keep dogs.",
    verdict: 'not contradicted',
  },
];

describe('a permission denied with another verb (thirtieth pass)', () => {
  it.each(cases)('$name', (item) => expectRuleCase(judge, item));
});
