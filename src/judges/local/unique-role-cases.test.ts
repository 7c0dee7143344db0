/**
 * Twenty-ninth pass (issue 24): a negated claim that denies its subject a role only one can hold
 * ("is not the largest", "was not the first"), against a sentence that gives the role to another
 * name: the other holder bears the denial out, as another doer of a verb does. Each case has its
 * control, the holder itself denied.
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const PORTS = [
  'By tonnage handled, Marrowby is the region’s busiest port, ahead of Kelsey Haven and Dunlin Bay.',
  'All three ports are run by the Eastern Harbours Trust.',
];
const SCHOOLS = [
  'Aldwick Academy was the first school in the county to install solar panels, in 2009; Penhallow High followed in 2012.',
];

const cases: RuleCase[] = [
  {
    name: '"not the busiest" of a name the sentence ranks behind another',
    context: PORTS,
    claim: 'Kelsey Haven is not the region’s busiest port by tonnage handled.',
    verdict: 'supported',
  },
  {
    name: 'control: the holder of the role denied it',
    context: PORTS,
    claim: 'Marrowby is not the region’s busiest port by tonnage handled.',
    verdict: 'contradicted',
  },
  {
    name: '"was not the first" of a name the sentence gives a later year',
    context: SCHOOLS,
    claim: 'Penhallow High was not the first school in the county to install solar panels.',
    verdict: 'supported',
  },
  {
    name: 'control: the first school denied it',
    context: SCHOOLS,
    claim: 'Aldwick Academy was not the first school in the county to install solar panels.',
    verdict: 'contradicted',
  },
];

describe('a role only one can hold, denied of a name the sentence does not give it', () => {
  it.each(cases)('$name', async (item) => expectRuleCase(judge, item));
});
