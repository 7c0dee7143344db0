/**
 * Twenty-seventh pass (issue 24): a day of the week or a month set off by a comma is no name in a
 * name's slot or role, each case judged otherwise by the pass-start build (3006636), with a
 * control that keeps its verdict.
 * - "The Saturday park run starts …" against "The Harlow park run starts … on Saturdays" (before:
 *   "name 'Harlow' in claim vs. 'Saturday'").
 * - "In March, the garden centre stopped …" against "Oakhill Garden Centre stopped …" (before:
 *   "name 'Oakhill Garden Centre' in claim vs. 'March'").
 * - "Norvale Holdings announced on Monday that it has acquired …" against "Corrin Group has
 *   acquired …": the swap is of the two firms (before: read against "Monday").
 * - A day of the week the sentence's schedule leaves out, named nowhere in the context, is a
 *   changed date: "on Sundays" against "The Saturday park run" (before: caught only as the name
 *   "Harlow" against "Saturday"; with days no names, it would have been supported).
 * Left as is: "Stanmore Garden Centre stopped selling …" (Stanmore being the village) against a
 * sentence that names no centre is supported now; the pass-start build caught it only as "March".
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const parkRun = [
  'Harlow Park Run. The Saturday park run starts at 09:00 sharp from the bandstand. The course is 5 km, two laps of the lake.',
  'Volunteers should arrive by 08:30 for the briefing.',
];
const gardenCentre = [
  'Oakhill Garden Centre has served the village of Stanmore for over forty years.',
  'In March, the garden centre stopped selling peat-based compost.',
];
const acquisition = [
  'Norvale Holdings announced on Monday that it has acquired a 60% stake in Brightwater Foods, a maker of frozen desserts.',
  'Analysts noted that Corrin Group had bid for Brightwater last year but withdrew after due diligence.',
];

const cases: RuleCase[] = [
  {
    name: '"The Saturday park run" is no name in the place of "Harlow"',
    context: parkRun,
    claim: 'The Harlow park run starts at 9 a.m. on Saturdays from the bandstand.',
    verdict: 'supported',
  },
  {
    name: 'the park run moved to Sundays: a changed day',
    context: parkRun,
    claim: 'The Harlow park run starts at 9 a.m. on Sundays from the bandstand.',
    verdict: 'contradicted',
    reasoning: ["date 'Sundays' in claim vs. 'Saturday'"],
  },
  {
    name: '"In March, the garden centre" is no name in the place of "Oakhill Garden Centre"',
    context: gardenCentre,
    claim: 'Oakhill Garden Centre stopped selling peat-based compost.',
    verdict: 'supported',
  },
  {
    name: 'control: the garden centre stopped in April',
    context: gardenCentre,
    claim: 'Oakhill Garden Centre stopped selling peat-based compost in April.',
    verdict: 'contradicted',
  },
  {
    name: 'the acquirer swapped: read against the firm, not the weekday',
    context: acquisition,
    claim: 'Corrin Group has acquired a 60% stake in Brightwater Foods, a maker of frozen desserts.',
    verdict: 'contradicted',
    reasoning: ["name 'Corrin Group' in claim vs. 'Norvale Holdings'"],
  },
  {
    name: 'control: the acquirer as the context names it',
    context: acquisition,
    claim: 'Norvale Holdings has acquired a 60% stake in Brightwater Foods, a maker of frozen desserts.',
    verdict: 'supported',
  },
];

describe('days and months are no names', () => {
  it.each(cases)('$name', async (item) => {
    await expectRuleCase(judge, item);
  });
});

const schedule = ['Riverside Clinic. The clinic is open Monday to Friday, 8:00 to 18:00.'];

const dayCases: RuleCase[] = [
  {
    name: 'a day inside the range the sentence gives is no changed day',
    context: schedule,
    claim: 'Riverside Clinic is open on Wednesdays from 8:00 to 18:00.',
    verdict: 'supported',
  },
  {
    name: 'a day outside it is',
    context: schedule,
    claim: 'Riverside Clinic is open on Saturdays from 8:00 to 18:00.',
    verdict: 'contradicted',
  },
  {
    name: 'a day the claim sets apart is left alone',
    context: schedule,
    claim: 'Riverside Clinic is open every weekday but not on Sunday.',
    verdict: 'not contradicted',
  },
];

describe('a day the schedule leaves out', () => {
  it.each(dayCases)('$name', async (item) => {
    await expectRuleCase(judge, item);
  });
});
