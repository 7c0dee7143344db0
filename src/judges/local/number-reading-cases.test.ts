/**
 * Twenty-seventh pass (issue 24): numbers and dates written another way, each judged otherwise by
 * the pass-start build (3006636), with a control that keeps its verdict.
 * - "rose by two percentage points" is the difference of "from 9% to 11%" (before: the "two" was
 *   read against the 9, a contradiction; the sentence's first percent sign stood outside its value).
 * - "23:59" and "midnight" in words are one deadline (before: a changed time of day).
 * - "No. 1" is a rank, no negation (before: "negation 'No' in the evidence only").
 * - "Christmas Day", "New Year's Day", "Christmas Eve" are the dates they fall on (before: words
 *   no chunk has).
 * - "12 fl oz", "2.5 US gallons", "1,250 megawatt-hours" are units of two words (before: "fl" and
 *   "US" were read as the unit, "megawatt" as a power).
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const unemployment = [
  'Youth unemployment in the province rose from 9% to 11% over the year.',
  'Overall unemployment was unchanged at 5.2%.',
];
const election = [
  'The deadline to register to vote is midnight on Tuesday 18 February. Applications for a postal vote must be received by 5 p.m. on Wednesday 19 February.',
];
const ladder = [
  "Harrington Tennis Centre rankings. Mia Castellano is ranked No. 1 in the club's women's ladder. She has held the top spot since March.",
];
const hall = [
  'Fenway Village Hall. The hall is closed on 25 December and 1 January. At all other times it can be booked through the parish clerk.',
  'The hall holds 80 people.',
];
const dishwasher = [
  'Aquila DW60 dishwasher: product page. Capacity: 14 place settings. The dishwasher uses 9.5 litres of water per cycle.',
];
const mug = [
  'Fjelde stoneware mug. Hand-glazed in Denmark. The mug holds 350 ml. Dishwasher and microwave safe.',
];
const solar = [
  'Brindle Farm community solar: annual report. The array generated 1.25 GWh last year. That is enough to power around 400 homes.',
];

const cases: RuleCase[] = [
  {
    name: '"two percentage points" for "from 9% to 11%"',
    context: unemployment,
    claim: 'Youth unemployment in the province rose by two percentage points over the year, to 11%.',
    verdict: 'supported',
    reasoning: ["same change 'two percentage points' = 'from 9% to 11%'"],
  },
  {
    name: 'control: "three percentage points" for "from 9% to 11%"',
    context: unemployment,
    claim: 'Youth unemployment in the province rose by three percentage points over the year, to 11%.',
    verdict: 'not supported',
  },
  {
    name: 'control: "by 22%" is no ratio of two percentages',
    context: unemployment,
    claim: 'Youth unemployment in the province rose by 22% over the year.',
    verdict: 'not supported',
  },
  {
    name: '"23:59" for "midnight"',
    context: election,
    claim: 'The deadline to register to vote is 23:59 on Tuesday 18 February.',
    verdict: 'supported',
    reasoning: ["same time of day '23:59' = 'midnight'"],
  },
  {
    name: 'control: "23:00" for "midnight"',
    context: election,
    claim: 'The deadline to register to vote is 23:00 on Tuesday 18 February.',
    verdict: 'contradicted',
  },
  {
    name: '"ranked first" for "ranked No. 1"',
    context: ladder,
    claim: "Mia Castellano is ranked first in the Harrington Tennis Centre women's ladder.",
    verdict: 'supported',
  },
  {
    name: '"ranked third" against "ranked No. 1"',
    context: ladder,
    claim: "Mia Castellano is ranked third in the Harrington Tennis Centre women's ladder.",
    verdict: 'contradicted',
    reasoning: ["rank 'third' in claim vs. '1'"],
  },
  {
    name: 'control: "No bus" is still a negation',
    context: ['No bus runs after midnight.'],
    claim: 'A bus runs after midnight.',
    verdict: 'contradicted',
  },
  {
    name: '"Christmas Day and New Year\'s Day" for "25 December and 1 January"',
    context: hall,
    claim: "Fenway Village Hall is closed on Christmas Day and New Year's Day.",
    verdict: 'supported',
  },
  {
    name: 'control: "Boxing Day" against "25 December and 1 January"',
    context: hall,
    claim: 'Fenway Village Hall is closed on Boxing Day.',
    verdict: 'not supported',
  },
  {
    name: '"Christmas Day" against "26 December"',
    context: ['Fenway Village Hall. The hall is closed on 26 December and 1 January.'],
    claim: "Fenway Village Hall is closed on Christmas Day and New Year's Day.",
    verdict: 'contradicted',
    reasoning: ["date 'Christmas Day' in claim vs. '26 December'"],
  },
  {
    name: '"roughly 2.5 US gallons" for "9.5 litres"',
    context: dishwasher,
    claim: 'The Aquila DW60 dishwasher uses roughly 2.5 US gallons of water per cycle.',
    verdict: 'supported',
    reasoning: ["converted '2.5 US gallons' ≈ '9.5 litres'"],
  },
  {
    name: 'control: "roughly 4 US gallons" for "9.5 litres"',
    context: dishwasher,
    claim: 'The Aquila DW60 dishwasher uses roughly 4 US gallons of water per cycle.',
    verdict: 'contradicted',
  },
  {
    name: '"about 12 fl oz" for "350 ml"',
    context: mug,
    claim: 'The Fjelde stoneware mug holds about 12 fl oz.',
    verdict: 'supported',
    reasoning: ["converted '12 fl oz' ≈ '350 ml'"],
  },
  {
    name: 'control: "about 16 fl oz" for "350 ml"',
    context: mug,
    claim: 'The Fjelde stoneware mug holds about 16 fl oz.',
    verdict: 'contradicted',
  },
  {
    name: '"1,250 megawatt-hours" for "1.25 GWh"',
    context: solar,
    claim: 'The Brindle Farm array generated 1,250 megawatt-hours last year.',
    verdict: 'supported',
    reasoning: ["same measure '1,250 megawatt-hours' = '1.25 GWh'"],
  },
  {
    name: 'control: "1,520 megawatt-hours" for "1.25 GWh"',
    context: solar,
    claim: 'The Brindle Farm array generated 1,520 megawatt-hours last year.',
    verdict: 'contradicted',
  },
];

describe('numbers and dates written another way', () => {
  it.each(cases)('$name', async (item) => {
    await expectRuleCase(judge, item);
  });
});
