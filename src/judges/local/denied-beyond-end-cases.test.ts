/**
 * Twenty-fourth pass (issue 24): a negated claim that denies what lies past a bound or an end the
 * sentence gives ("can't carry more than three days" against "may carry over up to three days",
 * "could not be submitted after 30 April" against "closed on 30 April", "had not left before 9
 * June" against "remained … until 9 June") says what the sentence says; read as a flip, it was
 * contradicted. The controls deny the bound itself, or go past another value of the sentence.
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const LEAVE = [
  'The study year runs from 1 September to 31 August. Staff may carry over up to three days of unused study leave into the following study year; any remaining days are lost.',
];

const PRIZE = ['Entries for the Harbour Photo Prize opened on 1 March and closed on 30 April.'];
const QUARANTINE = [
  'The Northgate container remained in quarantine until 9 June because a health certificate was missing.',
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
  {
    name: '"could not be submitted after 30 April" against "closed on 30 April"',
    context: PRIZE,
    claim: 'Entries for the Harbour Photo Prize could not be submitted after 30 April.',
    verdict: 'supported',
  },
  {
    name: 'control: "after 1 March", the day entries opened',
    context: PRIZE,
    claim: 'Entries for the Harbour Photo Prize could not be submitted after 1 March.',
    verdict: 'contradicted',
  },
  {
    name: '"had not left quarantine before 9 June" against "remained in quarantine until 9 June"',
    context: QUARANTINE,
    claim: 'The Northgate container had not left quarantine before 9 June.',
    verdict: 'supported',
  },
];

describe("a denial of what lies past the sentence's bound (twenty-fourth pass)", () => {
  it.each(cases)('$name', (item) => expectRuleCase(judge, item));
});
