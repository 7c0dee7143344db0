/**
 * Twenty-fifth pass (issue 24), second step: what a claim's frame and a rule's bound say.
 *
 * - An opening phrase ("In the second quarter, …") that a heading sentence gives counts as the
 *   names do, so a comparison flipped in the sentence after it is read; "for the first time" is
 *   no rank to compare, and "second" no opposite of a "first" that qualifies another noun.
 * - A value past a bound the sentence prohibits ("Vans heavier than 3.5 tonnes are prohibited")
 *   or that "must not exceed" is an instance of the rule: its denial is support.
 * - A superlative against a list whose items carry their own colons, or "the least water".
 * Each case was judged otherwise at the pass's start; each control keeps its verdict.
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const freight = (word: string) => [
  `Marlow Freight published its second-quarter figures on Monday. Containers handled at the east terminal were ${word} than those handled at the west terminal for the first time since 2018.`,
];
const bridge = ['Vans heavier than 3.5 tonnes are prohibited from using the Kelso Lane bridge.'];
const luggage = ['Hand luggage on Brightair flights must not exceed 8 kg.'];
const halls = [
  'Seating capacity at the Arden Centre: Hall A: 1,200 seats; Hall B: 450 seats; Hall C: 800 seats.',
];
const water = ['Daily water use per household: Oakfield 310 litres; Brandon 265 litres; Ferris 340 litres.'];

const cases: RuleCase[] = [
  {
    name: 'a comparison flipped, the quarter given by the heading sentence',
    context: freight('higher'),
    claim:
      "In the second quarter, Marlow Freight's east terminal handled fewer containers than its west terminal.",
    verdict: 'contradicted',
    reasoning: ["'fewer' in claim vs. 'higher'"],
  },
  {
    name: 'control: the comparison the sentence makes',
    context: freight('lower'),
    claim:
      "In the second quarter, Marlow Freight's east terminal handled fewer containers than its west terminal.",
    verdict: 'not contradicted',
  },
  {
    name: 'a van heavier than a prohibited weight may not use the bridge',
    context: bridge,
    claim: 'A 5-tonne van may not use the Kelso Lane bridge.',
    verdict: 'supported',
  },
  {
    name: 'control: a van under the weight is no instance of the ban',
    context: bridge,
    claim: 'A 2-tonne van may not use the Kelso Lane bridge.',
    verdict: 'not supported',
  },
  {
    name: 'a bag over what hand luggage "must not exceed" cannot be taken',
    context: luggage,
    claim: 'On Brightair flights, a 10 kg bag cannot be taken as hand luggage.',
    verdict: 'supported',
  },
  {
    name: 'control: a bag within the limit',
    context: luggage,
    claim: 'On Brightair flights, a 6 kg bag cannot be taken as hand luggage.',
    verdict: 'not supported',
  },
  {
    name: 'the largest hall, claimed for the smallest, each hall with its own colon',
    context: halls,
    claim: 'Hall B is the largest hall at the Arden Centre.',
    verdict: 'contradicted',
    reasoning: ["'largest' in claim vs. '450' for 'Hall B' against '1,200' for 'Hall A'"],
  },
  {
    name: 'control: the largest hall',
    context: halls,
    claim: 'Hall A is the largest hall at the Arden Centre.',
    verdict: 'supported',
  },
  {
    name: '"the least water", claimed for the town that uses the most',
    context: water,
    claim: 'Households in Ferris use the least water per day.',
    verdict: 'contradicted',
  },
  {
    name: 'control: the town that uses the least',
    context: water,
    claim: 'Households in Brandon use the least water per day.',
    verdict: 'not contradicted',
  },
];

describe('frames, bounds and lists (twenty-fifth pass)', () => {
  it.each(cases)('$name', (item) => expectRuleCase(judge, item));
});
