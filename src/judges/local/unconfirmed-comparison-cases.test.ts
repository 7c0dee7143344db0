/**
 * Twenty-fourth pass (issue 24): a comparison the chunks never make is not supported, however
 * many of the claim's other words they share. "Corbel Press made a higher profit than Lintel
 * Books" against a profit for Corbel alone had every word but "higher" found and was judged
 * supported; so did "older" found only as "old". The controls: a sentence that makes the
 * comparison, and a bound ("less than a week"), which compares nothing.
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const cases: RuleCase[] = [
  {
    name: 'a comparison with a company whose profit no chunk gives',
    context: [
      'Corbel Press reported a profit of £3.1 million for the year.',
      'Its rival, Lintel Books, had a profitable year as well.',
    ],
    claim: 'Corbel Press made a higher profit than Lintel Books.',
    verdict: 'partially_supported',
    reasoning: ["the comparison 'higher' is stated by no chunk"],
  },
  {
    name: 'control: the sentence makes the comparison',
    context: [
      'Corbel Press reported a profit of £3.1 million for the year, more than its rival Lintel Books.',
    ],
    claim: 'Corbel Press made a higher profit than Lintel Books.',
    verdict: 'supported',
  },
  {
    name: '"older" found only as "old": no comparison of the two',
    context: [
      'The Kestrel Mill is a young building by local standards, about 60 years old, whereas the Corn Exchange is about 180 years old.',
    ],
    claim: 'The Kestrel Mill is older than the Corn Exchange.',
    verdict: 'not supported',
    reasoning: ["the comparison 'older' is stated by no chunk"],
  },
  {
    name: 'control: "less than a week" is a bound',
    context: ['Parcels must be collected within a week of the card being left.'],
    claim: 'Parcels must be collected in less than a week after the card is left.',
    verdict: 'supported',
  },
];

describe('a comparison no chunk makes (twenty-fourth pass)', () => {
  it.each(cases)('$name', (item) => expectRuleCase(judge, item));
});
