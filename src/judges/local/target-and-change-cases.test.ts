/**
 * Twenty-fifth pass (issue 24), third step: targets and changes whose value another sentence gives.
 *
 * - "fell short of its first-year target of 800" (the bound noun before its number) against the
 *   target's sentence and the one after it, which gives what was reached (`value-against-bound.ts`).
 * - A change over time read in a sentence that names several times, its pronoun the subject of the
 *   sentence before ("In 2022 it was 14%, and in 2024 it stood at 7%"); quarters before the years;
 *   counts whose noun is named otherwise ("31 licensed fishing boats", "22 fishing boats").
 * - A claim that names what one sentence names and says all another says ("Points cannot be
 *   exchanged for cash.") joins the two: no phrase moved into the first's slot.
 * - A change between two days of a month ("sets later on 18 November than on 3 November", times
 *   of day the values), and between a bare count and one whose next word was read as its noun.
 * - A claim's bound against the range a sentence gives ("at least 60" against "between 52 and 96",
 *   `comparisons/bound-against-range.ts`); a range the claim states itself is its own.
 * Each case was judged otherwise at the pass's start; each control keeps its verdict.
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const heatPumps = (completed: number) => [
  `The heat pump scheme opened in March with a first-year target of 800 new installations. By the end of the year, installers had completed ${completed} installations.`,
];
const cycling = [
  'The share of journeys made by bike in Alderford was 9% in 2019. In 2022 it was 14%, and in 2024 it stood at 7%.',
];

const cases: RuleCase[] = [
  {
    name: '"fell short of" a target the next sentence shows was passed',
    context: heatPumps(934),
    claim: 'The heat pump scheme fell short of its first-year target of 800 new installations.',
    verdict: 'contradicted',
    reasoning: ["'fell short of 800' in claim vs. '934'"],
  },
  {
    name: 'control: the target missed',
    context: heatPumps(712),
    claim: 'The heat pump scheme fell short of its first-year target of 800 new installations.',
    verdict: 'not contradicted',
  },
  {
    name: '"fell short of its 55 percent target" against 61 percent reached',
    context: [
      'The recycling target for the borough was 55 percent of household waste. By the end of the year, 61 percent of household waste had been recycled.',
    ],
    claim: 'The borough fell short of its 55 percent recycling target.',
    verdict: 'contradicted',
  },
  {
    name: 'a rise between two years, the later value in a sentence of several years',
    context: cycling,
    claim: 'The share of journeys made by bike in Alderford rose between 2019 and 2024.',
    verdict: 'contradicted',
    reasoning: ["'rose' in claim vs. '9' in '2019' against '7' in '2024'"],
  },
  {
    name: 'control: the fall between the two years',
    context: cycling,
    claim: 'The share of journeys made by bike in Alderford fell between 2019 and 2024.',
    verdict: 'supported',
  },
  {
    name: 'a fall between two quarters whose values rose',
    context: [
      'Average rent in Kelby, Q1 2022: £950 a month. Average rent in Kelby, Q1 2024: £1,120 a month.',
    ],
    claim: 'Average rent in Kelby fell between Q1 2022 and Q1 2024.',
    verdict: 'contradicted',
  },
  {
    name: 'a rise in a count named two ways',
    context: [
      'In 2019 the harbour had 31 licensed fishing boats. As of 2024, 22 fishing boats hold licences.',
    ],
    claim: 'The number of licensed fishing boats in the harbour rose between 2019 and 2024.',
    verdict: 'contradicted',
  },
  {
    name: 'the whole of one sentence said of what another names',
    context: [
      'The Harcourt Pharmacy rewards scheme is free to join. Points are earned on all purchases except prescriptions and gift cards.',
      'Points cannot be exchanged for cash. They can be redeemed for vouchers in multiples of 200 points.',
    ],
    claim: "Harcourt Pharmacy rewards points can't be exchanged for cash.",
    verdict: 'supported',
  },
  {
    name: '"at least 60" against scores between 52 and 96',
    context: ['Applicants scored between 52 and 96 on the entrance exam.'],
    claim: 'Every applicant scored at least 60 on the entrance exam.',
    verdict: 'contradicted',
    reasoning: ["'at least 60' in claim vs. '52 and 96'"],
  },
  {
    name: 'control: a range the claim states itself, beside a bound of another item',
    context: [
      'Children aged 3 to 5 at Bramble Nursery need one member of staff for every eight children, while babies under 2 need one for every three.',
    ],
    claim:
      'Each member of staff at Bramble Nursery can look after eight children aged 3 to 5, but only three babies under 2.',
    verdict: 'supported',
  },
  {
    name: '"later on 18 November than on 3 November" against the two sunset times',
    context: [
      'In Hammerfjord, the sun sets at 2.50 p.m. on 3 November. By 18 November it sets at 12.55 p.m., and polar night begins soon after.',
    ],
    claim: 'In Hammerfjord, the sun sets later on 18 November than on 3 November.',
    verdict: 'contradicted',
    reasoning: ["'later' in claim vs. '2.50 p.m.' in '3 November' against '12.55 p.m.' in '18 November'"],
  },
  {
    name: 'control: "earlier", as the times show',
    context: [
      'In Hammerfjord, the sun sets at 2.50 p.m. on 3 November. By 18 November it sets at 12.55 p.m., and polar night begins soon after.',
    ],
    claim: 'In Hammerfjord, the sun sets earlier on 18 November than on 3 November.',
    verdict: 'supported',
  },
  {
    name: 'a headcount said lower, against a bare count and one read with the word after it',
    context: [
      "The firm's headcount at the end of 2021 was 2,480. Most staff work at the Derby site.",
      'By the end of 2023, headcount had reached 2,910 following the purchase of a rival.',
    ],
    claim: "The firm's headcount at the end of 2023 was lower than at the end of 2021.",
    verdict: 'contradicted',
  },
];

describe('targets, changes and joined sentences (twenty-fifth pass)', () => {
  it.each(cases)('$name', (item) => expectRuleCase(judge, item));
});
