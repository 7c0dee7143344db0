/**
 * Twenty-fifth pass (issue 24): changes and rankings that the chunks give only by their values,
 * and negations read with the names that carry them.
 *
 * - A change over time ("rose between 2021 and 2023", "higher in March than in April") against a
 *   sentence for each time (`comparisons/change-over-time.ts`).
 * - A superlative ("the most units", "the most expensive bid") against a list of values in one
 *   sentence, a table flattened into text (`comparisons/superlative-in-list.ts`).
 * - A negation flip whose claim calls the thing by a longer name ("the Corvid 3 electric bike")
 *   that another sentence gives: the words run on from the name count with it.
 * - A claim that denies of its subject what a sentence says of another ("The Aster S2 has no
 *   diesel engine" against "The Aster D2 … uses a diesel engine") is no name swapped.
 * - "may not be taller than 7 metres" against "a maximum height of 7 metres".
 * Each case was judged otherwise at the pass's start; each control keeps its verdict.
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const MUSEUM = [
  'Visitor numbers at the Harrowgate Museum reached 48,200 in 2021. The museum reopened its east wing that year.',
  'In 2023, the museum welcomed 41,900 visitors. A new café opened in the spring.',
];
const REGIONS = ['Quarterly sales by region (units): North 4,120; South 5,870; East 3,940; West 4,660.'];
const BIDS = [
  'Bids received for the harbour dredging contract: Marlow Marine £412,000; Tidewell £389,500; Keelhaul Works £455,000.',
];

const cases: RuleCase[] = [
  {
    name: 'a rise between two years whose values fell',
    context: MUSEUM,
    claim: 'Visitor numbers at the Harrowgate Museum rose between 2021 and 2023.',
    verdict: 'contradicted',
    reasoning: ["'rose' in claim vs. '48,200' in '2021' against '41,900' in '2023'"],
  },
  {
    name: 'control: the fall the values show',
    context: MUSEUM,
    claim: 'Visitor numbers at the Harrowgate Museum fell between 2021 and 2023.',
    verdict: 'supported',
  },
  {
    name: 'control: a comparison of two months the values bear out',
    context: [
      'Rainfall at the Tarn Moss station in March was 61 mm.',
      'In April, the station recorded 94 mm of rain.',
    ],
    claim: 'Rainfall at the Tarn Moss station was lower in March than in April.',
    verdict: 'supported',
  },
  {
    name: 'the most units, claimed for the region with the fewest',
    context: REGIONS,
    claim: 'The East region sold the most units in the quarter.',
    verdict: 'contradicted',
    reasoning: ["'most' in claim vs. '3,940' for 'East' against '5,870' for 'South'"],
  },
  {
    name: 'control: the region that sold the most',
    context: REGIONS,
    claim: 'The South region sold the most units in the quarter.',
    verdict: 'not contradicted',
  },
  {
    name: 'the most expensive bid, claimed for the cheapest',
    context: BIDS,
    claim: 'Tidewell submitted the most expensive bid for the harbour dredging contract.',
    verdict: 'contradicted',
    reasoning: [
      "'most expensive' in claim vs. '389,500' for 'Tidewell' against '455,000' for 'Keelhaul Works'",
    ],
  },
  {
    name: 'control: the cheapest bid',
    context: BIDS,
    claim: 'Tidewell submitted the cheapest bid for the harbour dredging contract.',
    verdict: 'not contradicted',
  },
  {
    name: 'a dropped "not", the bike named in full by another sentence',
    context: [
      'The Corvid 3 electric bike has a range of 90 km and weighs 21 kg.',
      'The Corvid 3 is not approved for use on public roads in Norland and may only be ridden on private land.',
    ],
    claim: 'The Corvid 3 electric bike is approved for use on public roads in Norland.',
    verdict: 'contradicted',
    reasoning: ["negation 'not' in the evidence only"],
  },
  {
    name: 'control: the sentence without the negation',
    context: [
      'The Corvid 3 electric bike has a range of 90 km and weighs 21 kg.',
      'The Corvid 3 is approved for use on public roads in Norland.',
    ],
    claim: 'The Corvid 3 electric bike is approved for use on public roads in Norland.',
    verdict: 'supported',
  },
  {
    name: 'denied of one model what the sentence says of its sister',
    context: [
      'The Aster S2 is a fully electric saloon with an 80 kWh battery.',
      'The Aster D2, its sister model, uses a 2.0-litre diesel engine.',
    ],
    claim: 'The Aster S2 has no diesel engine.',
    verdict: 'supported',
  },
  {
    name: 'control: the negation the other model has, claimed for this one',
    context: [
      'The Aster S2 has no diesel engine; it is fully electric.',
      'The Aster D2, its sister model, uses a 2.0-litre diesel engine.',
    ],
    claim: 'The Aster D2 has no diesel engine.',
    verdict: 'contradicted',
  },
  {
    name: '"no … taller than" a maximum height',
    context: ['Extensions in the conservation area are limited to a maximum height of 7 metres.'],
    claim: 'No extension in the conservation area may be taller than 7 metres.',
    verdict: 'supported',
  },
  {
    name: '"no … younger than" a minimum age',
    context: ['Players in the junior league must be a minimum age of 8 years.'],
    claim: 'No player in the junior league may be younger than 8 years.',
    verdict: 'supported',
  },
  {
    name: 'control: "no … taller than" a minimum height is a flip',
    context: ['Extensions in the conservation area must reach a minimum height of 7 metres.'],
    claim: 'No extension in the conservation area may be taller than 7 metres.',
    verdict: 'not supported',
  },
];

describe('changes, rankings and negations read by their values and names (twenty-fifth pass)', () => {
  it.each(cases)('$name', (item) => expectRuleCase(judge, item));
});
