/**
 * Seventeenth pass (issue 24): a value of the aligned sentence put with another of its words
 * ("established in 1979" against "established in 1949 and added to the List in 1979"). Each case
 * has a control: the claim that pairs the value as the sentence does.
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const plitvice =
  "Plitvice Lakes National Park, Croatia's oldest and largest national park, was established in 1949 and added to the UNESCO World Heritage List in 1979.";
const tides = 'Tide times for Portreath, Sunday: high water 06:12, low water 12:25, high water 18:40.';

const cases: RuleCase[] = [
  {
    name: '"established in 1979" against "established in 1949 and added … in 1979"',
    context: [plitvice],
    claim:
      "Plitvice Lakes National Park, Croatia's oldest and largest national park, was established in 1979.",
    verdict: 'contradicted',
    reasoning: ['1979 in claim vs. 1949'],
  },
  {
    name: 'control: "established in 1949"',
    context: [plitvice],
    claim:
      "Plitvice Lakes National Park, Croatia's oldest and largest national park, was established in 1949.",
    verdict: 'supported',
  },
  {
    name: '"low water is at 18:40" against "low water 12:25, high water 18:40"',
    context: [tides],
    claim: 'At Portreath on Sunday, low water is at 18:40.',
    verdict: 'contradicted',
    reasoning: ['18:40 in claim vs. 12:25'],
  },
  {
    name: 'control: "low water is at 12:25"',
    context: [tides],
    claim: 'At Portreath on Sunday, low water is at 12:25.',
    verdict: 'supported',
  },
];

describe('a value put with another word of its sentence (seventeenth pass)', () => {
  it.each(cases)('$name', (item) => expectRuleCase(judge, item));
});
