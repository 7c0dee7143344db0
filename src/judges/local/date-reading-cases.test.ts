/**
 * Twenty-seventh pass (issue 24): dates read in more forms, each case judged otherwise by the
 * pass-start build (3006636), with a control that keeps its verdict.
 * - A day of the week the calendar gives the claim's date is stated with it ("Friday, 14 March
 *   2025" for "14 March 2025"; before: "name 'Friday' … no chunk names it"); a wrong one is not.
 * - A season or a part of the day swapped for another of its set is a changed date ("every spring"
 *   against "every winter"; before: one missing word, supported), unless a time the sentence
 *   states holds it ("a quarter past ten in the evening" for "22:15").
 * - "2025-09-01 to 2026-08-31" reads two dates (before: a range "01 to 2026-08-31"), "3, 4 and 5
 *   June" three days (before: "4 and 5 June").
 * - "31 December" for "New Year's Eve" (before: "name 'December' in claim vs. 'New Year's Eve'").
 * - "The concert" refers to "the Tallis Choir summer concert" by the head of its compound: the
 *   sentence's other name ("St Mary's Church") is no swap for the choir's.
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const scan = [
  'Your MRI scan at the Linwood Imaging Centre is booked for 14 March 2025 at 9:40 a.m.',
  'Please remove all metal jewellery before the appointment.',
];
const trail = [
  'Guided wildflower walks on the lower slopes are offered every summer by the Kestrel Ridge visitor centre.',
  'The upper Kestrel Ridge trail is closed to hikers every winter because of avalanche risk.',
];
const ferry = [
  'The overnight ferry from Rostrup to Kelland departs at 22:15 and arrives at 07:40 the next morning.',
];
const tenancy = ['The tenancy at 14 Orchard Close runs from 1 September 2025 to 31 August 2026.'];
const hearings = ['Trial hearings in the case of Durrant v. Holm Ltd are listed for 3, 4 and 5 June.'];
const crossing = [
  "The Tollund Ferry's last crossing on New Year's Eve leaves at 16:30.",
  "No crossings run on New Year's Day.",
];
const concert = [
  'Tallis Choir summer concert. Tickets cost £15, or £10 for concessions, and are available from the box office.',
  "The concert will take place at 7:30 pm on 21/06/2025 in St Mary's Church. Doors open 30 minutes before the start.",
];

const cases: RuleCase[] = [
  {
    name: '"Friday, 14 March 2025": the day the calendar gives the date',
    context: scan,
    claim: 'Your MRI scan at the Linwood Imaging Centre is booked for Friday, 14 March 2025, at 9:40 a.m.',
    verdict: 'supported',
  },
  {
    name: 'control: "Thursday, 14 March 2025" is not',
    context: scan,
    claim: 'Your MRI scan at the Linwood Imaging Centre is booked for Thursday, 14 March 2025, at 9:40 a.m.',
    verdict: 'not supported',
  },
  {
    name: '"every spring" against "every winter"',
    context: trail,
    claim: 'The upper Kestrel Ridge trail is closed to hikers every spring because of avalanche risk.',
    verdict: 'contradicted',
    reasoning: ["date 'spring' in claim vs. 'winter'"],
  },
  {
    name: 'control: "every winter" as the context says',
    context: trail,
    claim: 'The upper Kestrel Ridge trail is closed to hikers every winter because of avalanche risk.',
    verdict: 'supported',
  },
  {
    name: 'control: "in the evening" of a time the sentence states',
    context: ferry,
    claim: 'The overnight ferry leaves Rostrup at a quarter past ten in the evening.',
    verdict: 'supported',
  },
  {
    name: '"from 2025-09-01 to 2026-08-31" for "from 1 September 2025 to 31 August 2026"',
    context: tenancy,
    claim: 'The tenancy at 14 Orchard Close runs from 2025-09-01 to 2026-08-31.',
    verdict: 'supported',
  },
  {
    name: 'control: "to 2026-09-30"',
    context: tenancy,
    claim: 'The tenancy at 14 Orchard Close runs from 2025-09-01 to 2026-09-30.',
    verdict: 'not supported',
  },
  {
    name: '"3 to 5 June" for "3, 4 and 5 June"',
    context: hearings,
    claim: 'Trial hearings in the case of Durrant v. Holm Ltd are listed for 3 to 5 June.',
    verdict: 'supported',
  },
  {
    name: '"31 December" for "New Year\'s Eve"',
    context: crossing,
    claim: "The Tollund Ferry's last crossing on 31 December leaves at 4:30 p.m.",
    verdict: 'supported',
  },
  {
    name: 'control: "30 December" against "New Year\'s Eve"',
    context: crossing,
    claim: "The Tollund Ferry's last crossing on 30 December leaves at 4:30 p.m.",
    verdict: 'contradicted',
  },
  {
    name: 'control: "Saturday 21 June 2025" for "21/06/2025", "the concert" referring to the choir\'s',
    context: concert,
    claim: 'The Tallis Choir summer concert is on Saturday 21 June 2025.',
    verdict: 'supported',
  },
];

describe('dates read in more forms', () => {
  it.each(cases)('$name', async (item) => {
    await expectRuleCase(judge, item);
  });
});
