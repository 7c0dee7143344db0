/**
 * Sixteenth pass (issue 24): opposites WordNet does not link that the blind tables swapped,
 * added to `lexicon/extra-antonyms.ts`. Each with a control. Nineteenth pass: an opposite that
 * another claim word says ("finishes" for "ends"), or that stands away from the claim word's
 * place while its synonym or co-opposite stands there ("departs" for "leaves"), is no swap.
 * Twenty-fourth pass: a frequency the sentence says by its period ("a year" for "annual") is no
 * swap for another frequency of the sentence ("credited monthly"); nor is an opposite that the
 * claim's own word stands just before ("free of charge").
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const cases: RuleCase[] = [
  {
    name: 'twenty-fourth pass: "free" against "free of charge", one phrase with the opposite in it',
    context: ['Visitors are admitted to the Harlow museum free of charge on Sundays.'],
    claim: 'Entry to the Harlow museum is free on Sundays.',
    verdict: 'supported',
  },
  {
    name: 'twenty-fourth pass, control: "north and north" against "north and south", no phrase',
    context: ['Every bar magnet has a north and south pole at its two ends.'],
    claim: 'Every bar magnet has a north and north pole at its two ends.',
    verdict: 'contradicted',
  },
  {
    name: 'twenty-fourth pass, control: "free" against "charged £8"',
    context: ['Visitors are charged £8 to enter the Harlow museum on Sundays.'],
    claim: 'Entry to the Harlow museum is free on Sundays.',
    verdict: 'contradicted',
  },
  {
    name: 'twenty-fourth pass: "annual" said by "a year" beside another frequency',
    context: ['The Harrow Saver account pays interest of 3.8% a year, credited monthly.'],
    claim: 'The Harrow Saver account pays annual interest of 3.8%.',
    verdict: 'supported',
  },
  {
    name: 'twenty-fourth pass, control: "monthly interest" against "a year"',
    context: ['The Harrow Saver account pays interest of 3.8% a year, credited quarterly.'],
    claim: 'The Harrow Saver account pays monthly interest of 3.8%.',
    verdict: 'not supported',
  },
  {
    name: 'twenty-third pass: "lengthen" for "cut" a journey time',
    context: ['The new fast service between Orford and Kelby will cut the journey time to 35 minutes.'],
    claim: 'The new fast service between Orford and Kelby will lengthen the journey time to 35 minutes.',
    verdict: 'contradicted',
  },
  {
    name: 'twenty-third pass, control: "reduce" for "cut"',
    context: ['The new fast service between Orford and Kelby will cut the journey time to 35 minutes.'],
    claim: 'The new fast service between Orford and Kelby will reduce the journey time to 35 minutes.',
    verdict: 'supported',
  },
  {
    name: 'twenty-third pass: "missed" for "met" a target',
    context: ['The phase 2 KESTREL study met its main goal, with a clear fall in blood pressure.'],
    claim: 'The phase 2 KESTREL study missed its main goal.',
    verdict: 'contradicted',
    reasoning: ["'missed' in claim vs. its opposite 'met'"],
  },
  {
    name: 'twenty-third pass, control: "achieved" its main goal',
    context: ['The phase 2 KESTREL study met its main goal, with a clear fall in blood pressure.'],
    claim: 'The phase 2 KESTREL study achieved its main goal.',
    verdict: 'supported',
  },
  {
    name: 'twenty-third pass: "joined" for "left" a company, "blocked" for "cleared" a deal',
    context: [
      'Anna Ruiz left the firm in June after six years in the legal team. Regulators cleared the Dovetail merger in May.',
    ],
    claim: 'Anna Ruiz joined the firm in June after six years in the legal team.',
    verdict: 'contradicted',
  },
  {
    name: 'twenty-third pass: "blocked" for "cleared"',
    context: [
      'Anna Ruiz left the firm in June after six years in the legal team. Regulators cleared the Dovetail merger in May.',
    ],
    claim: 'Regulators blocked the Dovetail merger in May.',
    verdict: 'contradicted',
  },
  {
    name: 'twenty-third pass: "soft" for "firm", "fixed" for "adjustable"',
    context: ['The Nestor mattress has a firm feel. The Nestor chair has an adjustable seat height.'],
    claim: 'The Nestor chair has a fixed seat height.',
    verdict: 'contradicted',
  },
  {
    name: 'twentieth pass: "westbound" for "eastbound"',
    context: [
      'Traffic update: the eastbound carriageway of the M62 is closed between junctions 21 and 22 after a collision.',
      'Westbound traffic is moving normally.',
    ],
    claim: 'The westbound carriageway of the M62 is closed between junctions 21 and 22.',
    verdict: 'contradicted',
  },
  {
    name: 'twentieth pass: control: the eastbound carriageway "shut"',
    context: [
      'Traffic update: the eastbound carriageway of the M62 is closed between junctions 21 and 22 after a collision.',
      'Westbound traffic is moving normally.',
    ],
    claim: 'The eastbound carriageway of the M62 is shut between junctions 21 and 22.',
    verdict: 'supported',
  },
  {
    name: 'nineteenth pass: "starts … and finishes" against "begins … and ends"',
    context: ['The autumn term begins on Wednesday 3 September 2025 and ends on 19 December.'],
    claim: 'The autumn term starts on 3 September 2025 and finishes on 19 December.',
    verdict: 'supported',
  },
  {
    name: 'nineteenth pass: "leaves" where the sentence says "departs", "arrives" of the other end',
    context: [
      'The overnight ferry from Rostrup to Kelland departs at 22:15 and arrives at 07:40 the next morning.',
    ],
    claim: 'The overnight ferry leaves Rostrup at a quarter past ten in the evening.',
    verdict: 'supported',
  },
  {
    name: 'nineteenth pass: "shuts at 17:30" where the sentence says "closes at 17:30"',
    context: ['The shop opens at 9:00 and closes at 17:30 on weekdays.'],
    claim: 'On weekdays the shop starts trading at 9:00 and shuts at 17:30.',
    verdict: 'supported',
  },
  {
    name: 'control: "arrives" where the sentence says "departs"',
    context: ['The overnight ferry from Rostrup to Kelland departs at 22:15.'],
    claim: 'The overnight ferry arrives in Rostrup at 22:15.',
    verdict: 'contradicted',
  },
  {
    name: 'control: the opposite no other claim word says ("dropped" against "rose … while wages fell")',
    context: ['Prices rose by 5% in March while wages fell.'],
    claim: 'Prices dropped by 5% in March.',
    verdict: 'contradicted',
  },
  {
    name: '"humid" against "dry"',
    context: ['Store the film canisters in a cool, dry cupboard away from radiators.'],
    claim: 'Store the film canisters in a cool, humid cupboard away from radiators.',
    verdict: 'contradicted',
  },
  {
    name: 'control: "dry" against itself',
    context: ['Store the film canisters in a cool, dry cupboard away from radiators.'],
    claim: 'Store the film canisters in a cool, dry cupboard away from radiators.',
    verdict: 'supported',
  },
  {
    name: '"harsh" against "lenient"',
    context: ["Critics called the fine imposed on the club's owner lenient."],
    claim: "Critics called the fine imposed on the club's owner harsh.",
    verdict: 'contradicted',
  },
  {
    name: '"lay off" against "hire"',
    context: ['Pellam Foods will hire 150 drivers when its Dunholm depot opens.'],
    claim: 'Pellam Foods will lay off 150 drivers when its Dunholm depot opens.',
    verdict: 'contradicted',
  },
  {
    name: 'control: "recruit" for "hire"',
    context: ['Pellam Foods will hire 150 drivers when its Dunholm depot opens.'],
    claim: 'Pellam Foods will recruit 150 drivers when its Dunholm depot opens.',
    verdict: 'supported',
  },
  {
    name: 'twentieth pass: "heavyweight" for "lightweight"',
    context: [
      'The Ridgeway Shell is cut from a lightweight, waterproof nylon.',
      'It packs into its own pocket.',
    ],
    claim: 'The Ridgeway Shell is cut from a heavyweight, waterproof nylon.',
    verdict: 'contradicted',
  },
  {
    name: 'twentieth pass: "suspended" for "resumed"',
    context: [
      'Ferry sailings to Inchmore have resumed after two days of gales.',
      'Timetables are unchanged.',
    ],
    claim: 'Ferry sailings to Inchmore have been suspended after two days of gales.',
    verdict: 'contradicted',
  },
  {
    name: 'twentieth pass: "accelerated" for "slowed", and "strengthen" for "ease"',
    context: ['House price growth in Marlow has slowed this year.', 'Winds will ease overnight.'],
    claim: 'House price growth in Marlow has accelerated this year.',
    verdict: 'contradicted',
  },
  {
    name: 'twentieth pass: "strengthen" for "ease"',
    context: ['House price growth in Marlow has slowed this year.', 'Winds will ease overnight.'],
    claim: 'Winds will strengthen overnight.',
    verdict: 'contradicted',
  },
  {
    name: 'twentieth pass: "completed" for "abandoned"',
    context: [
      'The planned takeover of Brisk Foods by Olmar Group was abandoned in March after a shareholder revolt.',
    ],
    claim:
      'The planned takeover of Brisk Foods by Olmar Group was completed in March after a shareholder revolt.',
    verdict: 'contradicted',
  },
  {
    name: 'twentieth pass: control: "was abandoned in 2019 and completed in 2024" says both',
    context: ['Work on the Kelso bypass was abandoned in 2019 and completed in 2024 under a new contractor.'],
    claim: 'Work on the Kelso bypass was completed in 2024.',
    verdict: 'supported',
  },
];

describe('opposites added to WordNet (sixteenth pass)', () => {
  it.each(cases)('$name', (item) => expectRuleCase(judge, item));
});
