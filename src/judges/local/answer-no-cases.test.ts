/**
 * Twenty-fourth pass (issue 24): an answer's opening "No," negates nothing in its sentence ("No,
 * the Pelham ferry doesn't carry cars …"); counted, it cancelled the claim's own negation, and a
 * supported negation read as a flip. And the "no" of a bound ("no higher than 2.5 metres") is the
 * bound's: a value within it is an instance, whatever the sentences' negations. Each case has a
 * control that states the opposite.
 */
import { describe, expect, it } from 'vitest';
import { tokenize } from '../../text/tokenize.js';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const FERRY = [
  'The Pelham ferry does not carry cars on its winter timetable. Foot passengers and bicycles are carried all year.',
];
const CARS = [
  'The Pelham ferry carries cars on its winter timetable. Foot passengers and bicycles are carried all year.',
];
const OFFICE = [
  'Garden offices do not need planning permission provided they are single-storey and no higher than 2.5 metres.',
];

const cases: RuleCase[] = [
  {
    name: '"No, … doesn\'t carry cars" against "does not carry cars"',
    context: FERRY,
    claim: "No, the Pelham ferry doesn't carry cars on its winter timetable.",
    verdict: 'supported',
  },
  {
    name: 'control: the same answer against "carries cars"',
    context: CARS,
    claim: "No, the Pelham ferry doesn't carry cars on its winter timetable.",
    verdict: 'contradicted',
  },
  {
    name: 'a value within "no higher than", both sentences negated',
    context: OFFICE,
    claim: 'A single-storey garden office that is 2 metres high does not need planning permission.',
    verdict: 'supported',
  },
  {
    name: 'control: a value above the bound',
    context: OFFICE,
    claim: 'A single-storey garden office that is 3 metres high does not need planning permission.',
    verdict: 'contradicted',
  },
];

describe('an answer\'s "No," and the "no" of a bound (twenty-fourth pass)', () => {
  it.each(cases)('$name', (item) => expectRuleCase(judge, item));

  it('reads an opening "No" before a comma or a dash as no negation, and "No dogs" as one', () => {
    expect(tokenize('No, it is closed.')[0]!.isNegation).toBe(false);
    expect(tokenize('No — it is closed.')[0]!.isNegation).toBe(false);
    expect(tokenize('No dogs are allowed.')[0]!.isNegation).toBe(true);
  });
});
