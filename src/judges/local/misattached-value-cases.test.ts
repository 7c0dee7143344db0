/**
 * Seventeenth pass (issue 24): a value of the aligned sentence put with another of its words
 * ("established in 1979" against "established in 1949 and added to the List in 1979"), or the value
 * of the sentence that names the place put into another sentence's slot ("Last admission to the
 * Prism Gallery is at 18:00" against its closing time and "Last admission is at 17:15"). Each case
 * has a control: the claim that pairs the value as the sentences do.
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
  {
    name: '"Last admission to the Prism Gallery is at 18:00" against its closing time and "Last admission is at 17:15"',
    context: [
      'The Prism Gallery closes at 18:00 every day.',
      'Last admission is at 17:15, and the shop stays open until closing time.',
    ],
    claim: 'Last admission to the Prism Gallery is at 18:00.',
    verdict: 'contradicted',
    reasoning: ['18:00 in claim vs. 17:15'],
  },
  {
    name: 'control: "Last admission to the Prism Gallery is at 17:15"',
    context: [
      'The Prism Gallery closes at 18:00 every day.',
      'Last admission is at 17:15, and the shop stays open until closing time.',
    ],
    claim: 'Last admission to the Prism Gallery is at 17:15.',
    verdict: 'supported',
  },
  {
    name: "control: a claim that copies the value's own sentence keeps its value",
    context: [
      'All boarders must be vaccinated at least 14 days before arrival.',
      'Flea treatment must be applied no later than 48 hours before check-in.',
    ],
    claim: 'Flea treatment must be applied at least two days before check-in.',
    verdict: 'not contradicted',
  },
  {
    name: '"runs from 3 June" against "runs from 5 May and the final parade is on 3 June"',
    context: ['The Arden Fair runs from 5 May and the final parade is on 3 June.'],
    claim: 'The Arden Fair runs from 3 June.',
    verdict: 'contradicted',
  },
  {
    name: 'control: "the final parade is on 3 June"',
    context: ['The Arden Fair runs from 5 May and the final parade is on 3 June.'],
    claim: 'The final parade of the Arden Fair is on 3 June.',
    verdict: 'supported',
  },
];

describe('a value put with another word of its sentence (seventeenth pass)', () => {
  it.each(cases)('$name', (item) => expectRuleCase(judge, item));
});
