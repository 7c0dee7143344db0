/**
 * Counted things and units of time, read by their words (issue 24, thirteenth pass): a count in
 * words of a noun the sentence names by another word of the same sense is the sentence's count
 * ("forty-two storeys" for "42 floors"), while a unit of time WordNet shares a sense with is
 * another unit ("30 years" is no "30 days", though both may mean a lifetime).
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const cases: RuleCase[] = [
  // Fifteenth pass: a count of one unit that is one of another ("seven days" for "week").
  {
    name: '"its first seven days" against "its first week"',
    context: [
      'The crowdfunding campaign to save the Pelham Street garden raised \u00a34,500 in its first week, organisers said.',
    ],
    claim:
      'The crowdfunding campaign to save the Pelham Street garden raised \u00a34,500 in its first seven days, organisers said.',
    verdict: 'supported',
  },
  {
    name: 'control: "its first five days" against "its first week"',
    context: [
      'The crowdfunding campaign to save the Pelham Street garden raised \u00a34,500 in its first week, organisers said.',
    ],
    claim:
      'The crowdfunding campaign to save the Pelham Street garden raised \u00a34,500 in its first five days, organisers said.',
    verdict: 'contradicted',
    reasoning: ["unit 'days' in claim vs. 'week'"],
  },
  {
    name: 'a count in words of a noun the sentence names by a synonym',
    context: ['The Meridian Tower in Leeds has 42 floors and opened in 2021.'],
    claim: 'The Meridian Tower in Leeds has forty-two storeys.',
    verdict: 'supported',
  },
  {
    name: 'control: another count of the same noun',
    context: ['The Meridian Tower in Leeds has 42 floors and opened in 2021.'],
    claim: 'The Meridian Tower in Leeds has forty-three storeys.',
    verdict: 'not supported',
  },
  {
    name: 'a unit of time found only by a shared sense is another unit',
    context: ['The Harland Court judge jailed the former director for 30 days in March.'],
    claim: 'The Harland Court judge jailed the former director for 30 years in March.',
    verdict: 'contradicted',
    reasoning: ["'years'", "'days'"],
  },
  {
    name: 'control: a duration stated in another unit of the same length',
    context: ['New fathers at Orwell Foods get four weeks of paid paternity leave.'],
    claim: 'New fathers at Orwell Foods get 28 days of paid paternity leave.',
    verdict: 'supported',
  },
];

describe('counted things and units of time, read by their words', () => {
  it.each(cases)('$name', (item) => expectRuleCase(judge, item));
});
