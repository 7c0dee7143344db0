/**
 * A quantifier read against a count of its whole (issue 24, fourteenth pass,
 * `comparisons/quantified-count.ts`): "most", "the majority", "not all", "none", "fewer than
 * half" against "9 of the 24", "Of the 40 …, 31", "all 12", "65% of", "three out of ten". The
 * claim's negation or an opposite word turns the count to its other part ("did not show" against
 * "9 … showed": 15 of 24 did not), so a supported negation is no flip and a quantifier the count
 * does not bear out is contradicted, with both named.
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const plants = ['Of the 24 plants tested, 9 showed signs of late blight. The rest stayed healthy.'];
const councillors = ['Three of the ten councillors voted in favour of the plan.'];

const wells = [
  'All 48 sampled wells in the Ravi valley were below the national arsenic limit.',
  'Nine wells had high nitrate.',
];

const attempts = ['All three attempts to replicate the original findings were unsuccessful.'];

const cases: RuleCase[] = [
  {
    name: 'twenty-fourth pass: "None … died" against "All six … survived", the opposite read past the quantifiers',
    context: [
      'A lifeboat from Wick reached the trawler shortly after midnight. All six members of the trawler crew survived, though two were treated for hypothermia at Caithness Hospital. The trawler had left Scrabster on Friday.',
    ],
    claim: 'None of the six trawler crew members died.',
    verdict: 'supported',
    reasoning: ["quantifier 'None' holds for 'All six'"],
  },
  {
    name: 'twenty-fourth pass, control: "None … died" against "All six … died"',
    context: [
      'A lifeboat from Wick reached the trawler shortly after midnight. All six members of the trawler crew died, though two were briefly treated at Caithness Hospital. The trawler had left Scrabster on Friday.',
    ],
    claim: 'None of the six trawler crew members died.',
    verdict: 'contradicted',
  },
  {
    name: 'twentieth pass: "zero" before a noun turns the count ("Each of the four mills … with zero … injuries")',
    context: [
      'Halden Paper operates four mills in Finland. The company employs 900 people.',
      'Safety remained strong last year. Each of the four mills completed 2022 with zero lost-time injuries.',
    ],
    claim: "None of Halden's four mills recorded a lost-time injury in 2022.",
    verdict: 'supported',
  },
  {
    name: 'twentieth pass: control: "each … with two injuries" does not say "none"',
    context: [
      'Halden Paper operates four mills in Finland. The company employs 900 people.',
      'Safety remained strong last year. Each of the four mills completed 2022 with two lost-time injuries.',
    ],
    claim: "None of Halden's four mills recorded a lost-time injury in 2022.",
    verdict: 'contradicted',
  },
  {
    name: 'twentieth pass: "born in captivity" is "not born in the wild"',
    context: [
      "All four of the park's giraffes were born in captivity, the youngest in 2021.",
      'They share a paddock.',
    ],
    claim: "None of the park's four giraffes was born in the wild.",
    verdict: 'supported',
  },
  {
    name: 'twentieth pass: control: "born in the wild" against "born in captivity"',
    context: [
      "All four of the park's giraffes were born in captivity, the youngest in 2021.",
      'They share a paddock.',
    ],
    claim: "All four of the park's giraffes were born in the wild.",
    verdict: 'contradicted',
  },
  {
    name: 'nineteenth pass: a predicate negated by its prefix turns the count ("were unsuccessful")',
    context: attempts,
    claim: 'None of the three replication attempts reproduced the original findings.',
    verdict: 'supported',
    reasoning: ["quantifier 'None' holds for 'All three'"],
  },
  {
    name: 'nineteenth pass: "did not know" against "62 percent … were unaware"',
    context: [
      "The residents' survey found that 62 percent of respondents were unaware that the council offers free bulky-waste collection.",
    ],
    claim: 'Most respondents did not know that the council offers free bulky-waste collection.',
    verdict: 'supported',
  },
  {
    name: 'control: "All … reproduced" against "All … were unsuccessful"',
    context: attempts,
    claim: 'All three replication attempts reproduced the original findings.',
    verdict: 'contradicted',
  },
  {
    name: 'control: "None … reproduced" against "All … were successful"',
    context: ['All three attempts to replicate the original findings were successful.'],
    claim: 'None of the three replication attempts reproduced the original findings.',
    verdict: 'contradicted',
  },
  {
    name: 'nineteenth pass: the group after a possessor ("None of the Mariner\'s bedrooms")',
    context: [
      'The Mariner Hotel reopened in May.',
      'All 120 bedrooms are non-smoking, and smoking is permitted only in the courtyard garden.',
    ],
    claim: "None of the Mariner's bedrooms allow smoking.",
    verdict: 'supported',
    reasoning: ["quantifier 'None' holds for 'All 120'"],
  },
  {
    name: 'control: the same group, the count read the same way',
    context: ['The Mariner Hotel reopened in May.', 'All 120 bedrooms allow smoking.'],
    claim: "None of the Mariner's bedrooms allow smoking.",
    verdict: 'contradicted',
  },
  {
    name: 'eighteenth pass: "None … exceeded" against "All … were below", a flipped comparison',
    context: wells,
    claim: 'None of the 48 sampled wells in the Ravi valley exceeded the national arsenic limit.',
    verdict: 'supported',
    reasoning: ["quantifier 'None' holds for 'All 48'"],
  },
  {
    name: 'eighteenth pass: "All … were below" against "None … exceeded"',
    context: ['None of the 48 sampled wells in the Ravi valley exceeded the national arsenic limit.'],
    claim: 'All 48 sampled wells in the Ravi valley were below the national arsenic limit.',
    verdict: 'supported',
  },
  {
    name: 'control: "None … were below" against "All … were below"',
    context: wells,
    claim: 'None of the 48 sampled wells in the Ravi valley were below the national arsenic limit.',
    verdict: 'contradicted',
  },
  {
    name: 'control: "All … exceeded" against "All … were below"',
    context: wells,
    claim: 'All 48 sampled wells in the Ravi valley exceeded the national arsenic limit.',
    verdict: 'contradicted',
  },
  {
    name: 'a negated predicate under "most", borne out by the other part of the count',
    context: plants,
    claim: 'Most of the 24 plants did not show signs of late blight.',
    verdict: 'supported',
    reasoning: ["'Most' holds for 'Of the 24 plants tested, 9'", '15 of 24 the other way'],
  },
  {
    name: 'control: the same claim where most plants did show signs',
    context: ['Of the 24 plants tested, 19 showed signs of late blight. The rest stayed healthy.'],
    claim: 'Most of the 24 plants did not show signs of late blight.',
    verdict: 'contradicted',
    reasoning: ["quantifier 'Most'", '5 of 24 the other way'],
  },
  {
    name: '"did not win all" against a count short of the whole',
    context: [
      'Rovers have now won six of their last seven league matches and have not lost at home since August.',
    ],
    claim: 'Rovers did not win all of their last seven league matches.',
    verdict: 'supported',
    reasoning: ["'not … all' holds for 'six of their last seven'"],
  },
  {
    name: 'control: "did not win all" against the whole',
    context: ['Rovers have now won seven of their last seven league matches.'],
    claim: 'Rovers did not win all of their last seven league matches.',
    verdict: 'contradicted',
  },
  {
    name: '"the majority" against a minority count',
    context: councillors,
    claim: 'The majority of the ten councillors voted in favour of the plan.',
    verdict: 'contradicted',
    reasoning: ["quantifier 'The majority'", "'Three of the ten'"],
  },
  {
    name: 'a group named without its number, negated',
    context: councillors,
    claim: 'Most councillors did not vote in favour of the plan.',
    verdict: 'supported',
  },
  {
    name: 'an opposite word turns the count: "won most" against "lost four"',
    context: ['The team lost four of its 20 games this season.'],
    claim: 'The team won most of its 20 games this season.',
    verdict: 'supported',
  },
  {
    name: 'control: "won most" against "lost fourteen"',
    context: ['The team lost fourteen of its 20 games this season.'],
    claim: 'The team won most of its 20 games this season.',
    verdict: 'contradicted',
  },
  {
    name: '"fewer than half" is the quantifier, no number the context must state',
    context: ['Of the 40 students who sat the exam, 11 passed.'],
    claim: 'Fewer than half of the 40 students passed the exam.',
    verdict: 'supported',
  },
  {
    name: '"all" against a part',
    context: ['Only 3 of the 12 bridges on the route were inspected in March.'],
    claim: 'All of the 12 bridges were inspected in March.',
    verdict: 'contradicted',
  },
  {
    name: '"none" against "all", the predicate negated by its prefix',
    context: ['All 120 passengers and crew escaped unharmed.'],
    claim: 'None of the 120 passengers and crew were harmed.',
    verdict: 'supported',
  },
  {
    name: 'control: "none" against "all" with the same predicate',
    context: ['All 12 bridges on the route were inspected in March.'],
    claim: 'None of the 12 bridges on the route were inspected in March.',
    verdict: 'contradicted',
  },
  {
    name: 'a share in per cent, the predicate negated',
    context: ['Only 35% of voters backed the proposal.'],
    claim: 'Most voters did not back the proposal.',
    verdict: 'supported',
  },
  {
    name: 'control: the majority share against "most … did not"',
    context: ['Some 65% of voters backed the proposal.'],
    claim: 'Most voters did not back the proposal.',
    verdict: 'contradicted',
  },
  {
    name: 'a share as a count with its whole ("three out of ten")',
    context: ['Three out of ten dentists recommend the toothpaste.'],
    claim: 'Most dentists recommend the toothpaste.',
    verdict: 'contradicted',
  },
  {
    name: '"half of" against "most of" the same whole',
    context: ['Half of the 50 seats are reserved for members.'],
    claim: 'Most of the 50 seats are reserved for members.',
    verdict: 'contradicted',
  },
  {
    name: 'control: a count of another predicate is no count of the claim',
    context: ['All 40 rooms at the Harbour Inn face the garden.'],
    claim: 'None of the 40 rooms at the Harbour Inn has a sea view.',
    // Not read as a count: the verdict is the one the claim had before (whose "sea view" coverage
    // is another matter), never a contradiction by the count.
    verdict: 'not contradicted',
  },
  {
    name: 'control: "50% of all respondents" names the whole, no quantifier',
    context: ['Half of all respondents said they would use the service again.'],
    claim: 'Fifty percent of all respondents said they would use the service again.',
    verdict: 'supported',
  },
  {
    name: "the claim's own count, negated, against the other part of the sentence's",
    context: [
      'Of the 30 applicants for the Merrow Arts apprenticeship scheme this year, 18 were offered places.',
    ],
    claim:
      'Twelve of the thirty applicants for the Merrow Arts apprenticeship scheme this year were not offered places.',
    verdict: 'supported',
    reasoning: ["'Twelve of the thirty' holds for", '12 of 30 the other way'],
  },
  {
    name: "control: the claim's own count, negated, of another size",
    context: [
      'Of the 30 applicants for the Merrow Arts apprenticeship scheme this year, 18 were offered places.',
    ],
    claim:
      'Ten of the thirty applicants for the Merrow Arts apprenticeship scheme this year were not offered places.',
    verdict: 'contradicted',
  },
  {
    name: "control: the claim's own count, the same part",
    context: [
      'Of the 30 applicants for the Merrow Arts apprenticeship scheme this year, 18 were offered places.',
    ],
    claim: '18 of the 30 applicants for the Merrow Arts apprenticeship scheme this year were offered places.',
    verdict: 'supported',
  },
  {
    name: '"no more than half": the bound\'s own negation is no negation of the predicate',
    context: ['Of the 40 rooms at the inn, 18 have a sea view.'],
    claim: 'No more than half of the 40 rooms at the inn have a sea view.',
    verdict: 'supported',
  },
  {
    name: 'control: "no more than half" against most',
    context: ['Of the 40 rooms at the inn, 28 have a sea view.'],
    claim: 'No more than half of the 40 rooms at the inn have a sea view.',
    verdict: 'contradicted',
  },
];

describe('a quantifier read against a count of its whole', () => {
  it.each(cases)('$name', (item) => expectRuleCase(judge, item));
});
