/**
 * Seventeenth pass (issue 24): words that rank one thing above another. "milder" against
 * "hotter", "undercutting … by $30" against "$30 more than", "overtook" against "fewer than", a
 * multiple ("twice as long as", "1.6 times that of") against the comparative it says, "less dense"
 * against "denser", "within 4 hours" as a bound from above, and
 * a ranking verb turned passive with its parties where they were ("was outsold by" against
 * "outsold"). Each case has a control: the claim that says the same as the sentence.
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const sauce = "Blaze Kitchen's habanero sauce is milder than its ghost pepper version.";
const fares = 'Fares start at $59 one way, undercutting the incumbent carrier by $30.';
const airport =
  'In 2023, Ospry Point International overtook Portsmere Airport as the busiest airport in the region, handling 19.2 million passengers.';
const outsold = 'In May, the hybrid Veyra outsold its petrol counterpart for the first time.';

const RANKINGS = [
  "Redfern University rose to 48th in this year's global rankings, up from 55th.",
  'Calloway Institute dropped three places to 61st, citing a fall in international student numbers.',
];
const PLAYERS = [
  'Following her semi-final run in Madrid, Sofia Brandt climbed to world No. 7.',
  'Compatriot Lena Voss, a quarter-finalist at the same event, is now ranked 12th.',
];
const PEAKS = [
  'The highest temperature recorded at the Dunmore station in July was 34.6°C on the 19th.',
  'Brackley, 40 km inland, peaked at 36.1°C on the 21st.',
];

const QUIZ = [
  "In the county quiz league final, Harwood College's team scored 188 points, second only to Elmhurst Academy with 203. Three teams tied for third.",
];

const cases: RuleCase[] = [
  {
    name: 'twenty-second pass: "second only to" against the two scores the sentence gives',
    context: QUIZ,
    claim:
      "In the county quiz league final, Elmhurst Academy's team finished second only to Harwood College.",
    verdict: 'contradicted',
    reasoning: ["'second' in claim vs. '203'"],
  },
  {
    name: 'twenty-second pass, control: "second only to" as the scores have it',
    context: QUIZ,
    claim:
      "In the county quiz league final, Harwood College's team finished second only to Elmhurst Academy.",
    verdict: 'supported',
  },
  {
    name: 'twentieth pass: "ranked ahead of her compatriot" against places given as "number 6" and "number 11"',
    context: [
      'After her title in Dubai, Mira Sotel has climbed to number 6 in the world rankings. Her compatriot Dana Kovic has slipped to number 11.',
      'Sotel plays in Miami next.',
    ],
    claim: 'Dana Kovic is now ranked ahead of her compatriot Mira Sotel in the world rankings.',
    verdict: 'contradicted',
  },
  {
    name: 'twentieth pass: control: the higher place ranked ahead',
    context: [
      'After her title in Dubai, Mira Sotel has climbed to number 6 in the world rankings. Her compatriot Dana Kovic has slipped to number 11.',
      'Sotel plays in Miami next.',
    ],
    claim: 'Mira Sotel is now ranked ahead of her compatriot Dana Kovic in the world rankings.',
    verdict: 'supported',
  },
  // Nineteenth pass: places in a ranking, the smaller the higher.
  {
    name: '"ranked higher than" against "61st" and "48th" (not the place it rose from)',
    context: RANKINGS,
    claim: 'Calloway Institute was ranked higher than Redfern University this year.',
    verdict: 'contradicted',
    reasoning: ["'61st' for 'Calloway' against '48th' for 'Redfern'"],
  },
  {
    name: 'control: "ranked higher than", borne out',
    context: RANKINGS,
    claim: 'Redfern University was ranked higher than Calloway Institute this year.',
    verdict: 'supported',
  },
  {
    name: '"ranked above" against "No. 7" and "12th"',
    context: PLAYERS,
    claim: 'Lena Voss is ranked above Sofia Brandt.',
    verdict: 'contradicted',
  },
  {
    name: 'control: a day of the month is no place ("on the 19th", "on the 21st")',
    context: PEAKS,
    claim: 'Brackley recorded a higher July peak temperature than Dunmore.',
    verdict: 'not contradicted',
  },
  {
    name: 'eighteenth pass: "sunnier" against two sentences\' hours of sunshine',
    context: [
      'Belcastle recorded 1,820 hours of sunshine in 2023.',
      'Dunross, on the west coast, logged 1,540 hours of sunshine over the year.',
    ],
    claim: 'Dunross was sunnier than Belcastle in 2023.',
    verdict: 'contradicted',
    reasoning: ["'sunnier' in claim vs. '1,540 hours' for 'Dunross' against '1,820 hours' for 'Belcastle'"],
  },
  {
    name: 'control: the sunnier town sunnier',
    context: [
      'In 2023, Belcastle recorded 1,820 hours of sunshine.',
      'In 2023, Dunross logged 1,540 hours of sunshine.',
    ],
    claim: 'Belcastle was sunnier than Dunross in 2023.',
    verdict: 'supported',
  },
  {
    name: 'eighteenth pass: "finished ahead of" against two race times, the race named in a third sentence',
    context: [
      'The 2024 Kelso Half Marathon was run in cool conditions on 14 April. Priya Nair, who led from the 10 km mark, finished in 1:09:52.',
      'Local runner Anna Berg crossed the line in 1:10:31.',
    ],
    claim: 'Anna Berg finished ahead of Priya Nair in the 2024 Kelso Half Marathon.',
    verdict: 'contradicted',
    reasoning: ["'ahead' in claim vs. '1:10:31' for 'Anna' against '1:09:52' for 'Priya'"],
  },
  {
    name: 'control: the faster runner ahead',
    context: [
      'The 2024 Kelso Half Marathon was run in cool conditions on 14 April. Priya Nair, who led from the 10 km mark, finished in 1:09:52.',
      'Local runner Anna Berg crossed the line in 1:10:31.',
    ],
    claim: 'Priya Nair finished ahead of Anna Berg in the 2024 Kelso Half Marathon.',
    verdict: 'supported',
  },
  {
    name: '"hotter" against "milder"',
    context: [sauce],
    claim: "Blaze Kitchen's habanero sauce is hotter than its ghost pepper version.",
    verdict: 'contradicted',
    reasoning: ["'hotter' in claim vs. 'milder'"],
  },
  {
    name: 'control: "milder"',
    context: [sauce],
    claim: "Blaze Kitchen's habanero sauce is milder than its ghost pepper version.",
    verdict: 'supported',
  },
  {
    name: '"$30 more than" against "undercutting … by $30"',
    context: [fares],
    claim: 'Fares start at $59, $30 more than the incumbent carrier.',
    verdict: 'contradicted',
    reasoning: ["'more' in claim vs. 'undercutting'"],
  },
  {
    name: 'control: "$30 less than"',
    context: [fares],
    claim: 'Fares start at $59, $30 less than the incumbent carrier.',
    verdict: 'supported',
  },
  {
    name: '"fewer passengers than" against "overtook"',
    context: [airport],
    claim: 'In 2023, Ospry Point International handled fewer passengers than Portsmere Airport.',
    verdict: 'contradicted',
    reasoning: ["'fewer' in claim vs. 'International overtook Portsmere'"],
  },
  {
    name: 'control: "more passengers than"',
    context: [airport],
    claim: 'In 2023, Ospry Point International handled more passengers than Portsmere Airport.',
    verdict: 'supported',
  },
  {
    name: '"was outsold by" against "outsold", the parties where they were',
    context: [outsold],
    claim: 'In May, the hybrid Veyra was outsold by its petrol counterpart for the first time.',
    verdict: 'contradicted',
    reasoning: ["'outsold' in claim vs. 'outsold'"],
  },
  {
    name: 'control: the passive with the parties traded',
    context: [outsold],
    claim: 'In May, its petrol counterpart was outsold by the hybrid Veyra for the first time.',
    verdict: 'supported',
  },
  {
    name: '"a shorter time than" against "twice as long as"',
    context: ["The dairy's reserve gouda is aged for 24 months, twice as long as its standard wheel."],
    claim: "The dairy's reserve gouda is aged for a shorter time than its standard wheel.",
    verdict: 'contradicted',
    reasoning: ["'shorter' in claim vs. 'twice as long as standard'"],
  },
  {
    name: 'control: "a longer time than"',
    context: ["The dairy's reserve gouda is aged for 24 months, twice as long as its standard wheel."],
    claim: "The dairy's reserve gouda is aged for a longer time than its standard wheel.",
    verdict: 'supported',
  },
  {
    name: '"smaller than Earth\'s" against "1.6 times that of Earth"',
    context: ['The newly confirmed planet Kepler-2291 c has a radius about 1.6 times that of Earth.'],
    claim: "Kepler-2291 c has a radius smaller than Earth's.",
    verdict: 'contradicted',
    reasoning: ["'smaller' in claim vs. '1.6 times that of'"],
  },
  {
    name: 'control: "larger than Earth\'s"',
    context: ['The newly confirmed planet Kepler-2291 c has a radius about 1.6 times that of Earth.'],
    claim: "Kepler-2291 c has a radius larger than Earth's.",
    verdict: 'supported',
  },
  {
    name: '"denser than water" against "less dense than water"',
    context: ['Saturn is less dense than water, with an average density of about 0.69 g/cm³.'],
    claim: 'Saturn is denser than water.',
    verdict: 'contradicted',
    reasoning: ["'denser' in claim vs. 'less dense'"],
  },
  {
    name: 'control: "denser than iron" against "denser than iron but less dense than water"',
    context: ['Saturn is denser than iron but less dense than water.'],
    claim: 'Saturn is denser than iron.',
    verdict: 'supported',
  },
  {
    name: '"due in more than 4 hours" against "due within 4 hours"',
    context: ['Take it as soon as you remember, unless the next dose is due within 4 hours.'],
    claim: 'Take it as soon as you remember, unless the next dose is due in more than 4 hours.',
    verdict: 'contradicted',
    reasoning: ["'more' in claim vs. 'within'"],
  },
  {
    name: 'control: "due in less than 4 hours"',
    context: ['Take it as soon as you remember, unless the next dose is due within 4 hours.'],
    claim: 'Take it as soon as you remember, unless the next dose is due in less than 4 hours.',
    verdict: 'supported',
  },
];

const PUMPS = [
  'Harlow Pumps sells two sump pumps. The Model K2 moves twice as much water per hour as the Model K1. Both include a float switch.',
];
const ROBOTS = [
  'Eighteen schools entered the Fenland Robotics Cup on Saturday. Moorside School placed third, behind Castle Academy and Fenwick College.',
];

cases.push(
  {
    name: 'twenty-third pass: a multiple with words between its adjective and the closing "as" ("half as much water per hour as")',
    context: PUMPS,
    claim: 'The Model K2 moves half as much water per hour as the Model K1.',
    verdict: 'contradicted',
    reasoning: ["'half as much' in claim vs. 'twice as much'"],
  },
  {
    name: 'twenty-third pass, control: the multiple said the other way round, terms swapped',
    context: PUMPS,
    claim: 'The Model K1 moves half as much water per hour as the Model K2.',
    verdict: 'supported',
  },
  {
    name: 'twenty-third pass: the same multiple with the terms swapped',
    context: PUMPS,
    claim: 'The Model K1 moves twice as much water per hour as the Model K2.',
    verdict: 'contradicted',
  },
  {
    name: 'twenty-third pass: a rank after its verb, the contest named by the sentence before',
    context: ROBOTS,
    claim: 'Moorside School placed second in the Fenland Robotics Cup.',
    verdict: 'contradicted',
    reasoning: ["rank 'second' in claim vs. 'third'"],
  },
  {
    name: 'twenty-third pass, control: the rank the sentence gives',
    context: ROBOTS,
    claim: 'Moorside School placed third in the Fenland Robotics Cup.',
    verdict: 'supported',
  },
  {
    name: 'twenty-third pass, control: a rank the claim denies',
    context: [
      'Moorside School placed third in the Fenland Robotics Cup, behind Castle Academy and Fenwick College.',
    ],
    claim: 'Moorside School did not place first in the Fenland Robotics Cup.',
    verdict: 'supported',
  },
);

describe('words that rank one thing above another (seventeenth pass)', () => {
  it.each(cases)('$name', (item) => expectRuleCase(judge, item));
});
