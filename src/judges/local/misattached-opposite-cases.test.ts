/**
 * Twenty-first pass (issue 24): a word of one clause put with another, whose own clause says its
 * opposite. Every word of the claim is in the sentence, so no word is missing; the word belongs
 * to the other clause's subject. Each case has its control.
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const FERRY = ['The early ferry leaves Ardmore at 06:10 and arrives in Kelty at 07:25 on weekdays.'];
const SHELVES = [
  'In the stockroom, keep heavy boxes such as paint tins on the lower shelves and light boxes such as brushes up top.',
];
const PARKING = [
  'Parking in the short-stay car park is free for the first hour, while the long-stay car park charges from arrival.',
];

const cases: RuleCase[] = [
  {
    name: '"arrives in Ardmore" against "leaves Ardmore … and arrives in Kelty"',
    context: FERRY,
    claim: 'The early ferry arrives in Ardmore at 06:10 on weekdays.',
    verdict: 'contradicted',
    reasoning: ["'arrives' in claim vs. its opposite 'leaves'"],
  },
  {
    name: 'control: the word its own clause has',
    context: FERRY,
    claim: 'The early ferry leaves Ardmore at 06:10 on weekdays.',
    verdict: 'supported',
  },
  {
    name: '"light boxes … on the lower shelves" against "heavy boxes … on the lower shelves and light boxes … up top"',
    context: SHELVES,
    claim: 'In the stockroom, light boxes such as paint tins go on the lower shelves.',
    verdict: 'contradicted',
  },
  {
    name: 'control: "heavy boxes … on the lower shelves"',
    context: SHELVES,
    claim: 'In the stockroom, heavy boxes such as paint tins go on the lower shelves.',
    verdict: 'supported',
  },
  {
    name: '"short-stay car park charges" against "short-stay … free …, while the long-stay car park charges"',
    context: PARKING,
    claim: 'The short-stay car park charges from arrival.',
    verdict: 'contradicted',
  },
  {
    name: 'control: a verb that goes on with the same subject ("opens at 10:00 and closes at 15:30") is the claim’s own',
    context: ['On Sundays the Elm Street surgery opens at 10:00 and closes at 15:30.'],
    claim: 'On Sundays the Elm Street surgery closes at 3:30 pm.',
    verdict: 'supported',
  },
];

describe('a word put with the wrong clause, whose own clause says its opposite', () => {
  it.each(cases)('$name', async (item) => expectRuleCase(judge, item));
});
