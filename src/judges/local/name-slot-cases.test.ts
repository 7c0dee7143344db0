/**
 * Seventeenth pass (issue 24): what fills a slot. A word that opens sentences ("Only members …
 * may use") is no name the claim's name was swapped for; a unit the sentence counts in a smaller
 * one ("one every 60 seconds") is the claim's unit ("one every minute"); a name swapped in brings
 * its own descriptor ("Sports drink maker Rehydra"), which is part of the changed detail; and a
 * sentence that copies the claim but for its names, which a chunk's lead gives ("Late opening is
 * on Thursdays" after "Harrow Lane Library opening hours: …"), is read with those names. Each
 * case has a control: the same sentence against a claim that does not change the detail.
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const onlyMembers = 'Only members holding a gold card may use the rooftop pool at the Sennet Club.';

const cases: RuleCase[] = [
  {
    name: 'twentieth pass: "The hostel is located …" refers to "The Birch Lane Hostel" by its noun; its one name is another place',
    context: [
      'The Birch Lane Hostel offers dormitory beds from €22 a night.',
      'The hostel is located on a quiet street in the Harbour District, close to the ferry port.',
    ],
    claim: 'The Birch Lane Hostel is on a quiet street.',
    verdict: 'supported',
  },
  {
    name: 'twentieth pass: "The taproom does not serve food" refers to "The Tollgate Brewery taproom"',
    context: [
      'The Tollgate Brewery taproom opens Thursday to Sunday from noon.',
      'The taproom does not serve food, but a pizza van parks outside on Saturdays.',
    ],
    claim: 'The Tollgate Brewery taproom does not serve food.',
    verdict: 'supported',
  },
  {
    name: 'twentieth pass: control: another hostel named in the same place',
    context: [
      'The Birch Lane Hostel offers dormitory beds from €22 a night.',
      'The Maple Court Hostel is located on a quiet street in the Harbour District.',
    ],
    claim: 'The Birch Lane Hostel is located on a quiet street in the Harbour District.',
    verdict: 'contradicted',
  },
  {
    name: 'eighteenth pass: a weekday written short ("Sat.") is the same day in full ("Saturday")',
    context: ['The national indoor championships take place over the weekend of Saturday 2 September.'],
    claim: 'The national indoor championships take place over the weekend of Sat. 2 Sept.',
    verdict: 'supported',
  },
  {
    name: 'control: another weekday written short',
    context: ['The national indoor championships take place on Saturday 2 September in Leeds.'],
    claim: 'The national indoor championships take place on Sun. 2 September in Leeds.',
    verdict: 'not supported',
  },
  {
    name: '"Only" opening the sentence is no name in the place of "Sennet Club"',
    context: [onlyMembers],
    claim: 'Sennet Club members without a gold card cannot use the rooftop pool.',
    verdict: 'supported',
  },
  {
    name: 'control: the negation flipped',
    context: [onlyMembers],
    claim: 'Sennet Club members holding a gold card cannot use the rooftop pool.',
    verdict: 'contradicted',
  },
  {
    name: 'control: another club',
    context: [onlyMembers],
    claim: 'Harlow Club members without a gold card cannot use the rooftop pool.',
    verdict: 'contradicted',
  },
  {
    name: '"one every minute" against "one every 60 seconds": a unit the sentence counts in another',
    context: ['The Saltmarsh plant builds 60 vehicles per hour on its main line, one every 60 seconds.'],
    claim: 'The main line at the Saltmarsh plant turns out 60 vehicles an hour, one every minute.',
    verdict: 'supported',
  },
  {
    name: 'control: "one every minute" against "one every 90 seconds"',
    context: ['The Saltmarsh plant builds 40 vehicles per hour on its main line, one every 90 seconds.'],
    claim: 'The main line at the Saltmarsh plant turns out 40 vehicles an hour, one every minute.',
    verdict: 'contradicted',
  },
  {
    name: 'a name swapped in with its own descriptor ("Sports drink maker Rehydra")',
    context: [
      'Harbourline Bank has become title sponsor of the city marathon in a five-year deal. Sports drink maker Rehydra remains the official hydration partner.',
    ],
    claim: 'Sports drink maker Rehydra has become title sponsor of the city marathon in a five-year deal.',
    verdict: 'contradicted',
    reasoning: ["'Rehydra' in claim vs. 'Harbourline Bank'"],
  },
  {
    name: 'control: the sponsor the sentence names',
    context: [
      'Harbourline Bank has become title sponsor of the city marathon in a five-year deal. Sports drink maker Rehydra remains the official hydration partner.',
    ],
    claim: 'Harbourline Bank has become title sponsor of the city marathon in a five-year deal.',
    verdict: 'supported',
  },
  {
    name: 'a product swapped in with its own noun ("The Aura earbuds")',
    context: [
      "The Pulse 3 smartwatch was Gadgetry's best-selling product over the Black Friday weekend. The Aura earbuds came second, helped by a 40% discount.",
    ],
    claim: "The Aura earbuds were Gadgetry's best-selling product over the Black Friday weekend.",
    verdict: 'contradicted',
  },
  {
    name: 'a day swapped in a sentence whose place another chunk names',
    context: [
      'Harrow Lane Library opening hours: closed on Mondays; Tuesday to Saturday 09:30–17:30.',
      'Late opening is on Thursdays until 20:00, when the study room is also available.',
    ],
    claim: "Harrow Lane Library's late opening is on Mondays until 20:00.",
    verdict: 'contradicted',
    reasoning: ["'Mondays' in claim vs. 'Thursdays'"],
  },
  {
    name: 'control: the day the sentence gives',
    context: [
      'Harrow Lane Library opening hours: closed on Mondays; Tuesday to Saturday 09:30–17:30.',
      'Late opening is on Thursdays until 20:00, when the study room is also available.',
    ],
    claim: "Harrow Lane Library's late opening is on Thursdays until 20:00.",
    verdict: 'supported',
  },
];

const COHORTS = [
  'Three patients in Arm B stopped treatment because of rashes. No patient in Arm A stopped treatment.',
  'Arm A received 10 mg daily and Arm B received 40 mg daily.',
];

cases.push(
  {
    name: 'twenty-third pass: the letter after the same word swapped ("Arm A" for "Arm B")',
    context: COHORTS,
    claim: 'Three patients in Arm A stopped treatment because of rashes.',
    verdict: 'contradicted',
    reasoning: ["'Arm A' in claim vs. 'Arm B'"],
  },
  {
    name: 'twenty-third pass, control: the letter the sentence gives',
    context: COHORTS,
    claim: 'Three patients in Arm B stopped treatment because of rashes.',
    verdict: 'supported',
  },
  {
    name: 'twenty-third pass, control: both letters in the sentence, each with its own value',
    context: COHORTS,
    claim: 'Arm B received 40 mg daily.',
    verdict: 'supported',
  },
);

describe('what fills a name slot (seventeenth pass)', () => {
  it.each(cases)('$name', (item) => expectRuleCase(judge, item));
});
