/**
 * Twenty-first pass (issue 24): a comparison said the other way round — the two terms trade
 * places and the comparative turns ("15 cm shorter than the Kahuna" against "The Kahuna is 15 cm
 * longer than the Drift") — is one statement, not a swap of names and an opposite word; the same
 * comparison with the terms where they were is a flip. Read for comparatives with "than", for
 * "more"/"less" with a word ("less warm than"), for times ("three years after" against "three
 * years before") and for verbs of standing ("outpaced" against "trailed", "beat"). Twenty-second
 * pass: "exceeded" between two terms is such a verb ("imports exceeded exports" against "exports
 * … exceeded imports"). Each case has its control.
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const TENTS = [
  'The Birch tent is 20 cm longer than the Marlow model, which makes it roomier for tall campers.',
];
const TOWER = ['The tower was finished in 1702, three years before the chapel was consecrated.'];
const BLANKETS = ['The cotton throw is less warm than the wool blanket but much easier to wash.'];

const TIMBER = [
  "In 2024 the region's exports of timber exceeded imports by €3.1 million, a small surplus. Prices rose.",
];

const cases: RuleCase[] = [
  {
    name: 'twenty-second pass: "imports exceeded exports" against "exports of timber exceeded imports"',
    context: TIMBER,
    claim: "In 2024 the region's timber imports exceeded its timber exports by €3.1 million.",
    verdict: 'contradicted',
    reasoning: ["'exceeded' in claim"],
  },
  {
    name: 'twenty-second pass, control: "exports exceeded imports"',
    context: TIMBER,
    claim: "In 2024 the region's timber exports exceeded its timber imports by €3.1 million.",
    verdict: 'supported',
  },
  {
    name: 'twenty-second pass, control: "exceeded" before a bound the sentence bears out',
    context: ['The appeal raised £86,000, which exceeded the £80,000 target.'],
    claim: 'The appeal exceeded its £80,000 target.',
    verdict: 'supported',
  },
  {
    name: 'the terms traded and the comparative turned: one statement',
    context: TENTS,
    claim: 'The Marlow tent is 20 cm shorter than the Birch tent.',
    verdict: 'supported',
  },
  {
    name: 'control: the comparative turned, the terms where they were',
    context: TENTS,
    claim: 'The Birch tent is 20 cm shorter than the Marlow model.',
    verdict: 'contradicted',
  },
  {
    name: '"three years after" against "three years before", the events traded',
    context: TOWER,
    claim: 'The chapel was consecrated three years after the tower was finished in 1702.',
    verdict: 'supported',
  },
  {
    name: 'control: "before" with the events traded',
    context: TOWER,
    claim: 'The chapel was consecrated three years before the tower was finished in 1702.',
    verdict: 'contradicted',
  },
  {
    name: '"warmer than" against "less warm than", the terms traded',
    context: BLANKETS,
    claim: 'The wool blanket is warmer than the cotton throw.',
    verdict: 'supported',
  },
  {
    name: 'control: "warmer than" with the terms where the sentence has them',
    context: BLANKETS,
    claim: 'The cotton throw is warmer than the wool blanket.',
    verdict: 'contradicted',
  },
  {
    name: 'a verb of standing against its opposite verb, the terms where they were',
    context: [
      'Over the winter, rail freight outpaced road haulage on the northern corridor for the first time.',
    ],
    claim: 'Over the winter, rail freight trailed road haulage on the northern corridor.',
    verdict: 'contradicted',
  },
  {
    name: 'control: the opposite verb with the terms traded',
    context: [
      'Over the winter, rail freight outpaced road haulage on the northern corridor for the first time.',
    ],
    claim: 'Over the winter, road haulage trailed rail freight on the northern corridor.',
    verdict: 'supported',
  },
  {
    name: 'a verb of standing with the doer and the done-to traded',
    context: ['In the cup semi-final, the Harriers beat the Wolves after extra time.'],
    claim: 'In the cup semi-final, the Wolves beat the Harriers after extra time.',
    verdict: 'contradicted',
  },
  {
    name: 'an event named by its time ("after the 15:00 recital"), said the other way round',
    context: ['The afternoon recital starts at 15:00, four hours before the evening concert.'],
    claim: 'The evening concert begins four hours after the 15:00 recital.',
    verdict: 'supported',
  },
  {
    name: 'control: "before the 15:00 recital"',
    context: ['The afternoon recital starts at 15:00, four hours before the evening concert.'],
    claim: 'The evening concert begins four hours before the 15:00 recital.',
    verdict: 'contradicted',
  },
  {
    name: '"ahead of" against "behind", a word both terms share ("wing") said before the comparison',
    context: ['The southern wing was finished in June, about three weeks behind the northern wing.'],
    claim:
      'The northern wing was finished about three weeks ahead of the southern wing, which opened in June.',
    verdict: 'supported',
  },
];

const KETTLES = [
  'The Brenner kettle comes with a copper or a steel body. The copper body is heavier than the steel body but keeps water hot for longer. Both bodies fit the same base.',
];

cases.push(
  {
    name: 'twenty-third pass: the comparison in the sentence after the one that names the product',
    context: KETTLES,
    claim: "The Brenner's copper body is lighter than its steel body.",
    verdict: 'contradicted',
    reasoning: ["'lighter' in claim vs. 'heavier'"],
  },
  {
    name: 'twenty-third pass, control: the comparison as the sentence after says it',
    context: KETTLES,
    claim: "The Brenner's copper body is heavier than its steel body.",
    verdict: 'supported',
  },
  {
    name: 'twenty-third pass: "louder" against "quieter"',
    context: [
      "Hesper's Model 4 and Model 6 fans share one motor. The Model 6 is quieter than the Model 4 at full speed.",
    ],
    claim: "Hesper's Model 6 fan is louder than the Model 4.",
    verdict: 'contradicted',
  },
);

describe('comparisons said the other way round', () => {
  it.each(cases)('$name', async (item) => expectRuleCase(judge, item));
});
