/**
 * Numbers in words and numbers to the second (issue 24, fourteenth pass): a changed count in words
 * as part of its whole ("Six of the nine trustees"), "twice" against "three times", a race time to
 * the second, "halved" and "doubled" as changes by a share, and counts that "dozen" and "and a
 * half" write differently.
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const cases: RuleCase[] = [
  {
    name: 'eighteenth pass: "per gigabyte" against "per GB", one unit written out and abbreviated',
    context: ['Standard storage on Nimbus Cloud costs $0.023 per GB per month for the first 50 TB.'],
    claim: 'Standard storage on Nimbus Cloud costs $0.023 per gigabyte per month for the first 50 TB.',
    verdict: 'supported',
  },
  {
    name: 'control: "per terabyte" against "per GB"',
    context: ['Standard storage on Nimbus Cloud costs $0.023 per GB per month for the first 50 TB.'],
    claim: 'Standard storage on Nimbus Cloud costs $0.023 per terabyte per month for the first 50 TB.',
    verdict: 'not supported',
  },
  {
    name: 'eighteenth pass: a time said in words with "point"',
    context: ['Dale Rowe won the 100 m final in 9.87 seconds, the fastest time this year.'],
    claim: 'Dale Rowe won the 100 m final in nine point eight seven seconds.',
    verdict: 'supported',
  },
  {
    name: 'control: another time said with "point"',
    context: ['Dale Rowe won the 100 m final in 9.87 seconds, the fastest time this year.'],
    claim: 'Dale Rowe won the 100 m final in nine point nine seven seconds.',
    verdict: 'contradicted',
  },
  {
    name: 'a changed count in words, as a part of its whole',
    context: ['Seven of the nine trustees backed the sale, which will raise £385,000 for the village hall.'],
    claim: 'Six of the nine trustees backed the sale, which will raise £385,000 for the village hall.',
    verdict: 'contradicted',
    reasoning: ['number Six in claim vs. Seven'],
  },
  {
    name: 'control: the same part in digits',
    context: ['Seven of the nine trustees backed the sale.'],
    claim: '7 of the 9 trustees backed the sale.',
    verdict: 'supported',
  },
  {
    name: '"twice" against "three times"',
    context: ['According to Corvis, its brushless motor lasts three times as long as the brushed motor.'],
    claim: 'According to Corvis, its brushless motor lasts twice as long as the brushed motor.',
    verdict: 'contradicted',
  },
  {
    name: 'a race time changed in its seconds',
    context: ['Tadesse finished second in 2:25:31, with Anna Brix third in 2:28:02.'],
    claim: 'Tadesse finished second in 2:25:31, with Anna Brix third in 2:28:20.',
    verdict: 'contradicted',
    reasoning: ['2:28:20', '2:28:02'],
  },
  {
    name: '"halved" against a fall by 40%',
    context: ['The vaccine cut hospital admissions among vaccinated people by 40% during its first winter.'],
    claim: 'The vaccine halved hospital admissions among vaccinated people during its first winter.',
    verdict: 'contradicted',
    reasoning: ['halved (50%)', '40%'],
  },
  {
    name: 'control: "halved" stated by the two ends of the change',
    context: ['Burglaries in the district fell last year, from 1,260 to 630.'],
    claim: 'Burglaries in the district halved last year.',
    verdict: 'supported',
  },
  {
    name: '"doubled" against a rise by 60%',
    context: ['Online sales rose by 60% in 2023, to £4.2 million.'],
    claim: 'Online sales doubled in 2023, to £4.2 million.',
    verdict: 'contradicted',
  },
  {
    name: '"two dozen" for 24',
    context: ['This recipe makes 24 biscuits.'],
    claim: 'This recipe makes two dozen biscuits.',
    verdict: 'supported',
  },
  {
    name: '"six" for "half a dozen"',
    context: ['The inn will reopen on Friday with half a dozen new guest rooms.'],
    claim: 'The inn will reopen on Friday with six new guest rooms.',
    verdict: 'supported',
  },
  {
    name: '"six and a half" for 6.5, one claim and not two',
    context: ['She scored 6.5 points from nine games.'],
    claim: 'She scored six and a half points from nine games.',
    verdict: 'supported',
  },
  {
    name: 'control: "seven and a half" against 6.5',
    context: ['She scored 6.5 points from nine games.'],
    claim: 'She scored seven and a half points from nine games.',
    verdict: 'not supported',
  },
  {
    name: 'a regnal number in words for its Roman numeral',
    context: ['Dunmarrow Castle was begun in 1271 by King Edmar III as part of a chain of fortresses.'],
    claim: 'Dunmarrow Castle was begun in 1271 by King Edmar the Third as part of a chain of fortresses.',
    verdict: 'supported',
  },
  {
    name: 'control: another regnal number',
    context: ['Dunmarrow Castle was begun in 1271 by King Edmar III as part of a chain of fortresses.'],
    claim: 'Dunmarrow Castle was begun in 1271 by King Edmar the Fourth as part of a chain of fortresses.',
    verdict: 'contradicted',
  },
];

describe('numbers in words and to the second', () => {
  it.each(cases)('$name', (item) => expectRuleCase(judge, item));
});
