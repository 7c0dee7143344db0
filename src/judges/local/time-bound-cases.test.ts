/**
 * Bounds on times, days and years (issue 24, thirteenth pass): "does not open before 9 am"
 * against "open 9 am to 6 pm", "not valid after 31 March" against "valid until 31 March". A
 * negation with the opposite bound word says what the sentence's bound says; without the
 * negation it is a flip. Read by `readOppositeBounds` with `timeBoundSide`. A day or month inside
 * a range ("open in June" against "from April to October") is stated by it (`insideSchedule`).
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const hours = ['Kelby Library is open Monday to Saturday, 9 am to 6 pm. Entry is free.'];
const offer = ['The Spring Saver fare is valid until 31 March. It must be booked online.'];

const cases: RuleCase[] = [
  {
    name: 'not before the start of a range of hours',
    context: hours,
    claim: 'Kelby Library does not open before 9 am.',
    verdict: 'supported',
  },
  {
    name: 'not after the end of a range of hours',
    context: hours,
    claim: 'Kelby Library is not open after 6 pm.',
    verdict: 'supported',
  },
  {
    name: 'control: before the start of the range',
    context: hours,
    claim: 'Kelby Library opens before 9 am.',
    verdict: 'contradicted',
    reasoning: ["'before 9 am'", "'from 9 am'"],
  },
  {
    name: '"not after" a day the sentence says "until"',
    context: offer,
    claim: 'The Spring Saver fare is not valid after 31 March.',
    verdict: 'supported',
  },
  {
    name: 'control: "after" a day the sentence says "until"',
    context: offer,
    claim: 'The Spring Saver fare is valid after 31 March.',
    verdict: 'contradicted',
    reasoning: ["'after 31 March'", "'until 31 March'"],
  },
  {
    name: 'control: the same bound word denied',
    context: offer,
    claim: 'The Spring Saver fare is not valid until 31 March.',
    verdict: 'contradicted',
  },
  {
    name: '"not before" a year the sentence says "since"',
    context: ['The Harwick food bank has run from the church hall since 2019.'],
    claim: 'The Harwick food bank did not run from the church hall before 2019.',
    verdict: 'supported',
  },
  {
    name: 'a month inside a range of months',
    context: ['Birchwood campsite is open from April to October. Pitches must be booked online.'],
    claim: 'Birchwood campsite is open in June.',
    verdict: 'supported',
  },
  {
    name: 'control: a month inside the range, denied',
    context: ['Birchwood campsite is open from April to October. Pitches must be booked online.'],
    claim: 'Birchwood campsite is not open in June.',
    verdict: 'contradicted',
  },
  {
    name: 'a weekday inside a range of days',
    context: ['The Elm Street clinic is open Monday to Friday, 8 am to 6 pm.'],
    claim: 'The Elm Street clinic is open on Wednesdays.',
    verdict: 'supported',
  },
];

describe('bounds on times, days and years', () => {
  it.each(cases)('$name', (item) => expectRuleCase(judge, item));
});
