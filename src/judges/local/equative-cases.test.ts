/**
 * Twenty-first pass (issue 24): comparisons said with "as … as" — under a negation ("not as long
 * as") or a multiple ("twice as much as", "a third as many as") — read against the two values the
 * sentence gives, as a comparative with "than" is. Each case has its control.
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const TENTS = [
  'The Ridgeline 2 tent weighs 1.9 kg, while the Ridgeline 4 family tent weighs 4.6 kg. Both pitch in under ten minutes.',
];
const FARES = [
  'A day ticket on the Harbour Line costs £4.20, while the same ticket on the Hill Line costs £8.40. Children travel for half price.',
];

const cases: RuleCase[] = [
  {
    name: '"not as heavy as" borne out by the two weights: the negation is the equative’s',
    context: TENTS,
    claim: 'The Ridgeline 2 tent is not as heavy as the Ridgeline 4 family tent.',
    verdict: 'supported',
  },
  {
    name: '"not as light as" against the same weights',
    context: TENTS,
    claim: 'The Ridgeline 2 tent is not as light as the Ridgeline 4 family tent.',
    verdict: 'contradicted',
  },
  {
    name: '"twice as much as" with the terms the wrong way round',
    context: FARES,
    claim: 'A day ticket on the Harbour Line costs twice as much as one on the Hill Line.',
    verdict: 'contradicted',
  },
  {
    name: 'control: "half as much as"',
    context: FARES,
    claim: 'A day ticket on the Harbour Line costs half as much as one on the Hill Line.',
    verdict: 'supported',
  },
  {
    name: 'control: "twice as much as" the right way round',
    context: FARES,
    claim: 'A day ticket on the Hill Line costs twice as much as one on the Harbour Line.',
    verdict: 'supported',
  },
  {
    name: 'the verb’s negation a few words before the equative, the values in two sentences',
    context: [
      'The Orla 3 printer manages 14 pages per minute in colour.',
      'The larger Orla 5 prints 22 pages per minute in colour and has a bigger paper tray.',
    ],
    claim: 'The Orla 3 cannot print colour pages as fast as the Orla 5.',
    verdict: 'supported',
  },
  {
    name: 'a year before a noun counts nothing ("The 2021 edition"): the households are the values',
    context: ['The 2021 edition of the census counted 5,200 households, down from 5,900 in 2011.'],
    claim: 'The 2021 census did not count as many households as the 2011 census.',
    verdict: 'supported',
  },
  {
    name: 'control: the equative the values contradict',
    context: ['The 2021 edition of the census counted 5,200 households, down from 5,900 in 2011.'],
    claim: 'The 2011 census did not count as many households as the 2021 census.',
    verdict: 'contradicted',
  },
  {
    name: 'an equative against the sentence’s own equative of the same terms: "twice" for "half"',
    context: ['The new induction hob uses about half as much energy as the old gas hob for the same meals.'],
    claim: 'The new induction hob uses about twice as much energy as the old gas hob for the same meals.',
    verdict: 'contradicted',
  },
  {
    name: 'control: the sentence’s equative said the other way round',
    context: ['The new induction hob uses about half as much energy as the old gas hob for the same meals.'],
    claim: 'The old gas hob uses about twice as much energy as the new induction hob for the same meals.',
    verdict: 'supported',
  },
];

describe('equatives read against the values the sentence gives', () => {
  it.each(cases)('$name', async (item) => expectRuleCase(judge, item));
});
