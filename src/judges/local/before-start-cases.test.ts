/**
 * A year before the start the sentence gives (issue 24, fourteenth pass, `text/before-start.ts`):
 * under the claim's negation, "in 2016" against "opened to traffic in 2019" and "in the 1950s"
 * against "not admitted … until 1974" bear the denial out; the two years are no changed number,
 * and the quote that gives the start is evidence enough for the claim's year. And a date inside
 * a range of two dates, which is no changed day.
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const bridge = [
  'The Brantwood Bridge, a cable-stayed crossing over the River Leene, opened to traffic in September 2019 after four years of construction.',
];
const club = [
  'Women were not admitted as full members of the Royal Kestrel Rowing Club until 1974, more than a century after its founding in 1862.',
];

const cases: RuleCase[] = [
  {
    name: 'a year before the opening, denied',
    context: bridge,
    claim: 'The Brantwood Bridge was not open to traffic in 2016.',
    verdict: 'supported',
    reasoning: ["before the start '2016' < 'opened 2019'"],
  },
  {
    name: 'control: the same year, not denied',
    context: bridge,
    claim: 'The Brantwood Bridge was open to traffic in 2016.',
    verdict: 'not supported',
  },
  {
    name: 'a year after the opening, denied, is a flip, not another year denied',
    context: bridge,
    claim: 'The Brantwood Bridge was not open to traffic in 2021.',
    verdict: 'contradicted',
    reasoning: ['2021', '2019'],
  },
  {
    name: 'control: another year of a one-off event, denied, is another year denied',
    context: ['Ilse Varnhagen was born in Leipzig in 1921.'],
    claim: 'Ilse Varnhagen was not born in 1925.',
    verdict: 'supported',
  },
  {
    name: 'a decade before "not … until"',
    context: club,
    claim: 'Women could not become full members of the Royal Kestrel Rowing Club in the 1950s.',
    verdict: 'supported',
    reasoning: ["'1950s' < 'until 1974'"],
  },
  {
    name: 'control: a decade after "not … until", denied',
    context: club,
    claim: 'Women could not become full members of the Royal Kestrel Rowing Club in the 1980s.',
    verdict: 'not supported',
  },
];

const pharmacy = [
  'Online ordering for the Greenleaf Pharmacy prescription service will be unavailable from 10pm on Friday 6 June until 6am on Monday 9 June while we upgrade our systems.',
];

// A date inside a range of two dates (`comparisons/outside-schedule.ts`, `insideDateRange`): no
// changed day. (The evidence check still asks a quote for the claim's "7", so the verdict is
// partially supported, not contradicted.)
cases.push(
  {
    name: 'a date inside a range of two dates is no changed day',
    context: pharmacy,
    claim: 'Prescriptions cannot be ordered online from Greenleaf Pharmacy on Saturday 7 June.',
    verdict: 'not contradicted',
  },
  {
    name: 'control: an end of a range of its own, changed',
    context: [
      'The autumn term runs from 4 September to 20 December, with a half-term break from 23 to 27 October.',
    ],
    claim:
      'The autumn term runs from 4 September to 20 December, with a half-term break from 23 to 27 November.',
    verdict: 'contradicted',
  },
);

describe('a year before the start the sentence gives', () => {
  it.each(cases)('$name', (item) => expectRuleCase(judge, item));
});
