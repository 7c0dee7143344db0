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
 *   "US" were read as the unit, "megawatt" as a power; "4 US gallons" for 9.5 litres was supported).
 * - "one orbit every 95 minutes" gives the period of one orbit as a length of time, and "every
 *   hour and 35 minutes" is one (before: "35" against "95").
 * - "12½p" is money in pence (before: "12" against "12.5").
 * - "roughly four and a third million" for "4.3 million": a hedged third rounded (before: a number
 *   no chunk has).
 * - "140 over 90 mmHg" reads a blood pressure, no bound (before: "'over' in claim vs. 'below'").
 * - "8 cases per 1,000 people" and "3 faulty units in every 1,000" are shares (before: numbers no
 *   chunk has), and the whole of a share in words ("Nine out of ten users") fills no slot of a
 *   word (before: "word 'Homeline' in claim vs. 'ten'").
 * - "$383 billion" for "$383.3 billion" where the sentence before names the firm (before: "number
 *   383 in claim vs. 383.3"); a rounding is credited in the sentence the best one introduces when
 *   hedged or made by dropping decimals, not "$950 million" for "$946 million".
 * - "from 1921 to 1958" for "1921–58", "35%" for a precision of "0.35".
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
const satellite = [
  'The Terra-Lumen imaging satellite circles Earth at an altitude of 520 km and completes one orbit every 95 minutes. It passes over the same ground track every 16 days.',
];
const dividend = [
  'The board proposed a final dividend of 12.5 pence per share, bringing the total for the year to 19 pence.',
];
const breach = ['Investigators found that 4.3 million customer records had been accessed.'];
const pressure = ['The target is a clinic blood pressure below 140/90 mmHg.'];
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
  {
    name: '"every hour and 35 minutes" for "one orbit every 95 minutes"',
    context: satellite,
    claim: 'Terra-Lumen completes one orbit of Earth every hour and 35 minutes.',
    verdict: 'supported',
  },
  {
    name: 'control: "every hour and 45 minutes" for "one orbit every 95 minutes"',
    context: satellite,
    claim: 'Terra-Lumen completes one orbit of Earth every hour and 45 minutes.',
    verdict: 'contradicted',
  },
  {
    name: '"12½p a share" for "12.5 pence per share"',
    context: dividend,
    claim: 'The board has proposed a final dividend of 12½p a share.',
    verdict: 'supported',
  },
  {
    name: 'control: "17½p a share" for "12.5 pence per share"',
    context: dividend,
    claim: 'The board has proposed a final dividend of 17½p a share.',
    verdict: 'contradicted',
  },
  {
    name: '"roughly four and a third million" for "4.3 million"',
    context: breach,
    claim: 'Investigators found that roughly four and a third million customer records had been accessed.',
    verdict: 'supported',
  },
  {
    name: 'control: "roughly four and two-thirds million" for "4.3 million"',
    context: breach,
    claim: 'Investigators found that roughly four and two-thirds million customer records had been accessed.',
    verdict: 'contradicted',
  },
  {
    name: '"under 140 over 90 mmHg" for "below 140/90 mmHg"',
    context: [
      'A new clinical guideline on hypertension was published this week.',
      'For most adults under 80, the target is a clinic blood pressure below 140/90 mmHg. For people over 80, the target is below 150/90 mmHg.',
    ],
    claim: "For most adults under 80, the guideline's blood pressure target is under 140 over 90 mmHg.",
    verdict: 'supported',
  },
  {
    name: 'control: "130 over 90 mmHg" for "below 140/90 mmHg"',
    context: pressure,
    claim: 'The blood pressure target is 130 over 90 mmHg.',
    verdict: 'not supported',
  },
  {
    name: '"0.8%" for "8 cases per 1,000 people"',
    context: [
      'The study found an incidence of 8 cases per 1,000 people over the five-year period.',
      'Incidence was higher among smokers than non-smokers.',
    ],
    claim: 'The study found an incidence of 0.8% over the five-year period.',
    verdict: 'supported',
    reasoning: ["same share '0.8%' = '8 cases per 1,000'"],
  },
  {
    name: 'control: "8%" for "8 cases per 1,000 people"',
    context: ['The study found an incidence of 8 cases per 1,000 people over the five-year period.'],
    claim: 'The study found an incidence of 8% over the five-year period.',
    verdict: 'contradicted',
  },
  {
    name: '"90% of Homeline users" for "Nine out of ten users"',
    context: [
      'Homeline customer satisfaction survey. Nine out of ten users rated the service good or excellent. Waiting times on the phone line were the most frequent complaint.',
    ],
    claim: '90% of Homeline users rated the service good or excellent.',
    verdict: 'supported',
  },
  {
    name: 'control: "80% of Homeline users" for "Nine out of ten users"',
    context: [
      'Homeline customer satisfaction survey. Nine out of ten users rated the service good or excellent.',
    ],
    claim: '80% of Homeline users rated the service good or excellent.',
    verdict: 'contradicted',
  },
  {
    name: '"$383 billion" for "$383.3 billion", the firm named the sentence before',
    context: [
      'Velanto Group published its annual results on Thursday.',
      'Revenue reached $383.3 billion, while net profit came to $41.7 billion.',
    ],
    claim: "Velanto Group's revenue was about $383 billion.",
    verdict: 'supported',
  },
  {
    name: 'control: "$390 billion" for "$383.3 billion"',
    context: [
      'Velanto Group published its annual results on Thursday.',
      'Revenue reached $383.3 billion, while net profit came to $41.7 billion.',
    ],
    claim: "Velanto Group's revenue was $390 billion.",
    verdict: 'not supported',
  },
  {
    name: '"from 1921 to 1958" for "1921–58"',
    context: ['The Copperfield mine operated from 1921–58.', 'It employed up to 600 miners at its peak.'],
    claim: 'The Copperfield mine was in operation from 1921 to 1958.',
    verdict: 'supported',
  },
  {
    name: 'control: "from 1921 to 1968" for "1921–58"',
    context: ['The Copperfield mine operated from 1921–58.', 'It employed up to 600 miners at its peak.'],
    claim: 'The Copperfield mine was in operation from 1921 to 1968.',
    verdict: 'not supported',
  },
  {
    name: '"a precision of 35%" for "0.35"',
    context: [
      "The Kaloris analytics team reported its model's precision as 0.35 on the new benchmark.",
      'Recall on the same benchmark was 0.62.',
    ],
    claim: 'The Kaloris model achieved a precision of 35% on the new benchmark.',
    verdict: 'supported',
  },
  {
    name: 'control: "a precision of 45%" for "0.35"',
    context: [
      "The Kaloris analytics team reported its model's precision as 0.35 on the new benchmark.",
      'Recall on the same benchmark was 0.62.',
    ],
    claim: 'The Kaloris model achieved a precision of 45% on the new benchmark.',
    verdict: 'not supported',
  },
  // Twenty-ninth pass.
  {
    name: 'a rank in digits for the sentence’s rank in words ("4th" for "fourth")',
    context: [
      'The Harwell Regatta was contested by 14 crews.',
      'The crew from Dunmore Rowing Club placed fourth, just ahead of the holders.',
    ],
    claim: 'The Dunmore crew came 4th out of 14 at the Harwell Regatta.',
    verdict: 'supported',
  },
  {
    name: 'control: "6th" for "fourth"',
    context: [
      'The Harwell Regatta was contested by 14 crews.',
      'The crew from Dunmore Rowing Club placed fourth, just ahead of the holders.',
    ],
    claim: 'The Dunmore crew came 6th out of 14 at the Harwell Regatta.',
    verdict: 'not supported',
  },
  {
    name: 'a year cut to two digits before a verb ("the spring of \'22 restoring")',
    context: ['The volunteers spent the spring of 2022 restoring the Pelham signal box.'],
    claim: "The volunteers spent the spring of '22 restoring the Pelham signal box.",
    verdict: 'supported',
  },
  {
    name: 'control: "\'21" for 2022',
    context: ['The volunteers spent the spring of 2022 restoring the Pelham signal box.'],
    claim: "The volunteers spent the spring of '21 restoring the Pelham signal box.",
    verdict: 'not supported',
  },
  {
    name: 'two dates of no year across its turn ("reopens on 3 January, after closing on 23 December")',
    context: ['The Harbour Library will close on Tuesday 23 December and reopen on Saturday 3 January.'],
    claim: 'The Harbour Library will reopen on 3 January, after closing on 23 December.',
    verdict: 'supported',
  },
  {
    name: 'control: the closing put after the reopening',
    context: ['The Harbour Library will close on Tuesday 23 December and reopen on Saturday 3 January.'],
    claim: 'The Harbour Library will close on 23 December, after reopening on 3 January.',
    verdict: 'contradicted',
  },
  {
    name: 'a bound on whole numbers said on its other side ("12 or younger" for "under 13")',
    context: ['At Millbeck Farm Park, children under 13 must be accompanied by an adult.'],
    claim: 'At Millbeck Farm Park, children aged 12 or younger must be accompanied by an adult.',
    verdict: 'supported',
  },
  {
    name: 'control: "11 or younger" for "under 13"',
    context: ['At Millbeck Farm Park, children under 13 must be accompanied by an adult.'],
    claim: 'At Millbeck Farm Park, children aged 11 or younger must be accompanied by an adult.',
    verdict: 'not supported',
  },
  {
    name: 'a chapter numbered in Roman numerals ("chapter 12" for "Chapter XII")',
    context: ['The storm that wrecks the Alder family’s boat comes in Chapter XII, just after the wedding.'],
    claim: 'The storm that wrecks the Alder family’s boat comes in chapter 12.',
    verdict: 'supported',
  },
  {
    name: 'control: "chapter 11" for "Chapter XII"',
    context: ['The storm that wrecks the Alder family’s boat comes in Chapter XII, just after the wedding.'],
    claim: 'The storm that wrecks the Alder family’s boat comes in chapter 11.',
    verdict: 'not supported',
  },
  {
    name: 'a year in Roman numerals ("1987" for "MCMLXXXVII")',
    context: ['Above the door of the Kessel Street drill hall the lintel reads ERECTED MCMLXXXVII.'],
    claim: 'The Kessel Street drill hall was erected in 1987.',
    verdict: 'supported',
  },
  {
    name: 'control: "1977" for "MCMLXXXVII"',
    context: ['Above the door of the Kessel Street drill hall the lintel reads ERECTED MCMLXXXVII.'],
    claim: 'The Kessel Street drill hall was erected in 1977.',
    verdict: 'not supported',
  },
];

describe('numbers and dates written another way', () => {
  it.each(cases)('$name', async (item) => {
    await expectRuleCase(judge, item);
  });
});
