/**
 * Comparisons the context makes in values (issue 24, fifteenth pass). In one sentence, a first term
 * named in two parts and "faster" over the time taken; across two sentences, one term each
 * (`compareValuesAcross`), also two events in time ("opened before the bridge was completed"): "Marden's average July temperature was higher than Castleby's" against
 * a sentence giving Marden 22.4°C and another giving Castleby 25.1°C. The comparative must point
 * the way the two values do; the reasoning names both values. Controls: the right direction,
 * a term whose value the sentence splits from another's ("£12.1 million, and leisure centres £6.8
 * million"), and values of another kind (an area is no number of guests).
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const weather = [
  'The average July temperature in Marden was 22.4°C, the warmest since 1901.',
  'In Castleby, 150 km to the south, the July average was 25.1°C.',
];
const election = [
  'In the Eastfield ward by-election, Green candidate Mira Holt received 3,215 votes.',
  'Independent Tom Reyes, who won the seat, polled 3,990 votes.',
];
const budget = [
  'Next year Brayford council will spend £9.4 million on libraries, an increase of 3 percent.',
  'Parks will receive £12.1 million, and leisure centres £6.8 million.',
];
const claims = [
  'In 2024 Norvik Insurance received 8,300 claims for flood damage.',
  'Claims for theft numbered 11,700.',
];

const hotel = [
  'At the Hotel Ravel, the garden-view double costs €160 a night in high season and €110 in low season.',
];
const depots = [
  'Power was restored at the Leeds depot within 35 minutes, but the Hull depot took almost four hours to recover.',
];
const swim = [
  'Tomas Berg swam the Solent in 6 hours 12 minutes on Sunday.',
  'The previous record, set by Anna Frey in 2019, was 6 hours 40 minutes.',
];

const GPUS = [
  'At 1440p, the Nova 7700 averaged 112 frames per second across our ten-game test suite.',
  'The Strata 4070 managed 104 fps on average at the same resolution and settings.',
];

const cases: RuleCase[] = [
  // Nineteenth pass: a rate written short ("104 fps") against the same rate written out.
  {
    name: '"more frames per second" against "112 frames per second" and "104 fps"',
    context: GPUS,
    claim: 'The Strata 4070 averaged more frames per second than the Nova 7700 at 1440p.',
    verdict: 'contradicted',
  },
  {
    name: 'control: "fewer frames per second", borne out',
    context: GPUS,
    claim: 'The Strata 4070 averaged fewer frames per second than the Nova 7700 at 1440p.',
    verdict: 'not contradicted',
  },
  // In one sentence: the first term's words in two of its parts, the one with a value read.
  {
    name: 'the first term named in two parts of the sentence',
    context: hotel,
    claim: 'At the Hotel Ravel, the garden-view double costs less in high season than in low season.',
    verdict: 'contradicted',
    reasoning: ["'160' for 'high' against '110' for 'low'"],
  },
  {
    name: 'control: the same, compared the right way',
    context: hotel,
    claim: 'At the Hotel Ravel, the garden-view double costs more in high season than in low season.',
    verdict: 'supported',
  },
  // Speed over the time taken: "faster" is the shorter time.
  {
    name: '"faster" over two durations, the wrong way',
    context: depots,
    claim: 'The Hull depot recovered faster than the Leeds depot.',
    verdict: 'contradicted',
    reasoning: ["'four hours'", "'35 minutes'"],
  },
  {
    name: 'control: "faster" over two durations, the right way',
    context: depots,
    claim: 'The Leeds depot recovered faster than the Hull depot.',
    verdict: 'supported',
  },
  {
    name: '"slower" over two sentences’ durations, the wrong way',
    context: swim,
    claim: "Tomas Berg's swim of the Solent was slower than the previous record set by Anna Frey.",
    verdict: 'contradicted',
  },
  {
    name: 'control: "faster" over two sentences’ durations, the right way',
    context: swim,
    claim: "Tomas Berg's swim of the Solent was faster than the previous record set by Anna Frey.",
    verdict: 'supported',
  },
  {
    name: 'control: a difference is no term’s value ("30 minutes faster than")',
    context: [
      'The new Harlow coach takes 2 hours 10 minutes, around 30 minutes faster than the old stopping service.',
    ],
    claim:
      'The new Harlow coach takes 130 minutes, around thirty minutes faster than the old stopping service.',
    verdict: 'supported',
  },
  // In time, across two sentences: "before" and "after" between two events, each with its year.
  {
    name: 'one event before another, each with its year, the wrong way',
    context: [
      "The Vellmar Bridge was completed in 1884, replacing a ferry crossing that had operated since the Middle Ages. The town's railway station opened six years later, in 1890.",
    ],
    claim: "Vellmar's railway station opened before the Vellmar Bridge was completed.",
    verdict: 'contradicted',
    reasoning: ["'before' in claim", "'1890'", "'1884'"],
  },
  {
    name: 'control: the same, the right way',
    context: [
      "The Vellmar Bridge was completed in 1884, replacing a ferry crossing that had operated since the Middle Ages. The town's railway station opened six years later, in 1890.",
    ],
    claim: "Vellmar's railway station opened after the Vellmar Bridge was completed.",
    verdict: 'supported',
  },
  {
    name: '"after" across two chunks\u2019 years (1698 against 1712), the wrong way',
    context: [
      'Haverley Hall was built in stages over more than a century. The chapel, the oldest surviving part of the house, was consecrated in 1698.',
      'Construction of the east wing began in 1712 under the architect Samuel Wren-Hobbs.',
    ],
    claim: 'The chapel at Haverley Hall was consecrated after construction of the east wing began.',
    verdict: 'contradicted',
  },
  {
    name: 'control: "before" across two chunks\u2019 years, the right way',
    context: [
      'Haverley Hall was built in stages over more than a century. The chapel, the oldest surviving part of the house, was consecrated in 1698.',
      'Construction of the east wing began in 1712 under the architect Samuel Wren-Hobbs.',
    ],
    claim: 'The chapel at Haverley Hall was consecrated before construction of the east wing began.',
    verdict: 'supported',
  },
  {
    name: 'control: "after", the right way, years read from two chunks',
    context: ['The Lindqvist Library opened in 1962.', 'Its reading room was renovated in 1998.'],
    claim: 'The reading room was renovated after the library opened.',
    verdict: 'supported',
  },
  // Across two sentences.
  {
    name: 'two temperatures, compared the wrong way',
    context: weather,
    claim: "Marden's average July temperature was higher than Castleby's.",
    verdict: 'contradicted',
    reasoning: ["'higher' in claim", "'22.4°C' for 'Marden's' against '25.1°C' for 'Castleby's'"],
  },
  {
    name: 'control: two temperatures, compared the right way',
    context: weather,
    claim: "Marden's average July temperature was lower than Castleby's.",
    verdict: 'supported',
  },
  {
    name: 'two candidates’ votes, compared the wrong way',
    context: election,
    claim: 'Mira Holt received more votes than Tom Reyes in the Eastfield ward by-election.',
    verdict: 'contradicted',
    reasoning: ["'3,215'", "'3,990'"],
  },
  {
    name: 'control: two candidates’ votes, compared the right way',
    context: election,
    claim: 'Tom Reyes received more votes than Mira Holt in the Eastfield ward by-election.',
    verdict: 'supported',
  },
  {
    name: 'the term’s own value of two in its sentence',
    context: budget,
    claim: 'Brayford council will spend more on libraries next year than on parks.',
    verdict: 'contradicted',
    reasoning: ["'9.4 million' for 'libraries' against '12.1 million' for 'parks'"],
  },
  {
    name: 'control: the other value of the two, compared the right way',
    context: budget,
    claim: 'Brayford council will spend more on libraries next year than on leisure centres.',
    verdict: 'supported',
  },
  {
    name: 'a sentence’s one number, with no unit, is a count; a year is none',
    context: claims,
    claim: 'Norvik Insurance received more claims for flood damage than for theft in 2024.',
    verdict: 'contradicted',
    reasoning: ["'8,300' for 'flood' against '11,700' for 'theft'"],
  },
  {
    name: 'control: the count compared the right way',
    context: claims,
    claim: 'Norvik Insurance received fewer claims for flood damage than for theft in 2024.',
    verdict: 'supported',
  },
  {
    name: 'control: an area is no number of guests',
    context: [
      'The Linden Hall seats 240 guests for dinner.',
      'The Garden Room opened in 2019 and has a terrace of 60 square metres.',
    ],
    claim: 'The Garden Room can seat more dinner guests than the Linden Hall.',
    verdict: 'not contradicted',
  },
];

cases.push(
  {
    name: 'twenty-third pass: a number with no unit right after what the claim compares, other values in the sentences',
    context: [
      'In the trial, 180 adults with knee pain took Velaprin or a placebo. After six weeks, the Velaprin group reported an average stiffness score of 2.9 on a 10-point scale. Headache was the most common side effect.',
      'Patients in the placebo group reported an average stiffness score of 4.1 at six weeks.',
    ],
    claim:
      'After six weeks, the Velaprin group reported a higher average stiffness score than the placebo group.',
    verdict: 'contradicted',
    reasoning: ["'2.9' for 'Velaprin' against '4.1' for 'placebo'"],
  },
  {
    name: 'twenty-third pass, control: the comparison the two values bear out',
    context: [
      'In the trial, 180 adults with knee pain took Velaprin or a placebo. After six weeks, the Velaprin group reported an average stiffness score of 2.9 on a 10-point scale. Headache was the most common side effect.',
      'Patients in the placebo group reported an average stiffness score of 4.1 at six weeks.',
    ],
    claim:
      'After six weeks, the Velaprin group reported a lower average stiffness score than the placebo group.',
    verdict: 'supported',
  },
);

cases.push(
  {
    name: 'twenty-third pass: "founded earlier than" read by the years of one sentence',
    context: ['Harlow & Sons was founded in 1931, while Orlov Tools was founded in 1912.'],
    claim: 'Harlow & Sons was founded earlier than Orlov Tools.',
    verdict: 'contradicted',
    reasoning: ["'1931' for 'Harlow' against '1912' for 'Orlov'"],
  },
  {
    name: 'twenty-third pass, control: the order the years bear out',
    context: ['Harlow & Sons was founded in 1931, while Orlov Tools was founded in 1912.'],
    claim: 'Orlov Tools was founded earlier than Harlow & Sons.',
    verdict: 'supported',
  },
  {
    name: 'twenty-third pass: "founded earlier than" read by the years of two sentences',
    context: [
      'Harlow & Sons began as a small workshop in Leeds and was founded in 1931.',
      'Orlov Tools, its main rival, was founded in 1912 in Riga.',
    ],
    claim: 'Harlow & Sons was founded earlier than Orlov Tools.',
    verdict: 'contradicted',
    reasoning: ["'1931' for 'Harlow' against '1912' for 'Orlov'"],
  },
);

cases.push(
  {
    name: 'twenty-third pass: a value in the sentence after the one that names the term, by a pronoun ("It plays for up to 28 hours")',
    context: [
      'The Vela S2 headphones add noise cancelling and a carry case. They play for up to 20 hours per charge.',
      'The older Vela S1 is still sold at a lower price. It plays for up to 28 hours per charge but has no noise cancelling.',
    ],
    claim: 'The Vela S2 headphones play for longer per charge than the Vela S1.',
    verdict: 'contradicted',
    reasoning: ["'20 hours' for 'headphones' against '28 hours' for 'S1'"],
  },
  {
    name: 'twenty-third pass, control: the comparison the two values bear out',
    context: [
      'The Vela S2 headphones add noise cancelling and a carry case. They play for up to 20 hours per charge.',
      'The older Vela S1 is still sold at a lower price. It plays for up to 28 hours per charge but has no noise cancelling.',
    ],
    claim: 'The Vela S1 plays for longer per charge than the Vela S2 headphones.',
    verdict: 'supported',
  },
);

describe('comparisons the context makes in values', () => {
  it.each(cases)('$name', (item) => expectRuleCase(judge, item));
});
