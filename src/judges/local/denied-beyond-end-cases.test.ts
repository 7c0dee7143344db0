/**
 * Twenty-fourth pass (issue 24): a negated claim that denies what lies past a bound or an end the
 * sentence gives ("can't carry more than three days" against "may carry over up to three days",
 * "could not be submitted after 30 April" against "closed on 30 April", "had not left before 9
 * June" against "remained … until 9 June") says what the sentence says; read as a flip, it was
 * contradicted; so do "not … above 20 °C" against "between 5 °C and 20 °C" and "more than 12"
 * against "capped at 12". The controls deny the bound itself, or go past another value of the
 * sentence.
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

const POUCHES = [
  'Store the sealed pouches in a cool cupboard between 5 °C and 20 °C, away from direct sunlight.',
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
  {
    name: '"not … above 20 °C" against "between 5 °C and 20 °C"',
    context: POUCHES,
    claim: 'The sealed pouches should not be stored at temperatures above 20 °C.',
    verdict: 'supported',
  },
  {
    name: '"not … below 5 °C" against the same range',
    context: POUCHES,
    claim: 'The sealed pouches should not be stored at temperatures below 5 °C.',
    verdict: 'supported',
  },
  {
    name: 'control: "not … above 5 °C", inside the range',
    context: POUCHES,
    claim: 'The sealed pouches should not be stored at temperatures above 5 °C.',
    verdict: 'contradicted',
  },
  {
    name: '"No group … has more than 12 people" against "capped at 12 people"',
    context: ['Group sizes on the glacier walk are capped at 12 people, and each group has two guides.'],
    claim: 'No group on the glacier walk has more than 12 people.',
    verdict: 'supported',
  },
];

describe("a denial of what lies past the sentence's bound (twenty-fourth pass)", () => {
  it.each(cases)('$name', (item) => expectRuleCase(judge, item));
});
