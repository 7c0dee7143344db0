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
  // Twenty-ninth pass: the second "as" further off, the second term after its repeated noun, and an
  // equative against the sentence's own comparison with "than".
  {
    name: 'the second "as" eight words on, the second term after its repeated noun ("those at")',
    context: [
      'Average waiting time for a cataract operation at Hollin Clinic is 12 weeks. At Brackley General, the average wait is 27 weeks.',
    ],
    claim:
      'Patients at Hollin Clinic do not wait as long on average for a cataract operation as those at Brackley General.',
    verdict: 'supported',
  },
  {
    name: 'control: the same equative with the terms the values contradict',
    context: [
      'Average waiting time for a cataract operation at Hollin Clinic is 12 weeks. At Brackley General, the average wait is 27 weeks.',
    ],
    claim:
      'Patients at Brackley General do not wait as long on average for a cataract operation as those at Hollin Clinic.',
    verdict: 'contradicted',
  },
  {
    name: '"did not rise as fast as" against the sentence’s "rose faster than", terms traded',
    context: [
      'Rents in Calder rose faster than wages between 2015 and 2024, according to the housing report.',
    ],
    claim: 'Between 2015 and 2024, wages in Calder did not rise as fast as rents.',
    verdict: 'supported',
  },
  {
    name: 'control: the equative the sentence’s comparison contradicts',
    context: [
      'Rents in Calder rose faster than wages between 2015 and 2024, according to the housing report.',
    ],
    claim: 'Between 2015 and 2024, rents in Calder did not rise as fast as wages.',
    verdict: 'contradicted',
  },
  {
    name: '"didn’t sell as well as" against "sold fewer copies than", terms in order',
    context: [
      'Maren Holt’s second novel sold fewer copies than her first. It was shortlisted for two prizes.',
    ],
    claim: 'Maren Holt’s second novel didn’t sell as well as her first.',
    verdict: 'supported',
  },
  {
    name: 'control: "sold more copies than"',
    context: [
      'Maren Holt’s second novel sold more copies than her first. It was shortlisted for two prizes.',
    ],
    claim: 'Maren Holt’s second novel didn’t sell as well as her first.',
    verdict: 'contradicted',
  },
  {
    name: 'a period between the equative’s words, the second term "the previous season"',
    context: [
      'Pellow Rovers kept 6 clean sheets in the 2023–24 season, compared with 15 the previous season.',
    ],
    claim: 'Pellow Rovers did not keep as many clean sheets in the 2023–24 season as in the previous season.',
    verdict: 'supported',
  },
  {
    name: 'control: "more … than in the previous season" against the same values',
    context: [
      'Pellow Rovers kept 6 clean sheets in the 2023–24 season, compared with 15 the previous season.',
    ],
    claim: 'Pellow Rovers kept more clean sheets in the 2023–24 season than in the previous season.',
    verdict: 'contradicted',
  },
];

describe('equatives read against the values the sentence gives', () => {
  it.each(cases)('$name', async (item) => expectRuleCase(judge, item));
});
