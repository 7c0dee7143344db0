/**
 * Twenty-second pass (issue 24): a phrase taken whole from another sentence into the copied
 * sentence's slot, which holds a phrase of its own there. The two sentences together have every
 * word of the claim; the name comes with its descriptor ("the ecologist Hannah Price"), so the
 * slot comparison, which compares what follows the same neighbour, met the descriptor. The same
 * within one sentence: a phrase of one clause put into another clause's slot ("…, while the CAC in
 * Paris slipped 0.4%"). Each case has its control.
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const SURVEY = [
  'The survey was carried out by the hydrologist Tom Becker.',
  'The ecologist Hannah Price joined the team in its second year.',
];
const ORCHARDS = [
  "Most of the region's apples are grown in the valleys around Ferndale.",
  'Pears are concentrated on the hills of Upper Marsh.',
];
const REPORT = [
  'The new quarterly report was approved by the Finance Committee in March.',
  'It will be published by the communications team from May.',
];
const SERVICES = [
  'The patient-facing booking app is built on the Falcon platform.',
  'The internal rota planner uses Tessera and shares the same login.',
];

const MARKETS = [
  'The Euro Stoxx 50 rose 1.2% on Monday, while the CAC in Paris slipped 0.4%. Bond yields were flat.',
];
const SLOPES = [
  'On the eastern slopes, growers plant mostly maize and beans, while the western terraces are dominated by rye and oats.',
];
const BULBS = [
  'Onions are harmful to both rabbits and guinea pigs, but tulips are particularly harmful to guinea pigs, in which even a single bulb can cause severe illness.',
];

const cases: RuleCase[] = [
  {
    name: '"by the ecologist Hannah Price" against "by the hydrologist Tom Becker", the ecologist named elsewhere',
    context: SURVEY,
    claim: 'The survey was carried out by the ecologist Hannah Price.',
    verdict: 'contradicted',
    reasoning: ["'ecologist Hannah Price' in claim vs. 'hydrologist Tom Becker'", 'chunk c1 sentence 1'],
  },
  {
    name: 'control: the copied sentence’s own filler',
    context: SURVEY,
    claim: 'The survey was carried out by the hydrologist Tom Becker.',
    verdict: 'supported',
  },
  {
    name: '"grown on the hills of Upper Marsh" against "grown in the valleys around Ferndale"',
    context: ORCHARDS,
    claim: "Most of the region's apples are grown on the hills of Upper Marsh.",
    verdict: 'contradicted',
    reasoning: ["'hills of Upper Marsh' in claim vs. 'valleys around Ferndale'"],
  },
  {
    name: 'control: "grown in the valleys around Ferndale"',
    context: ORCHARDS,
    claim: "Most of the region's apples are grown in the valleys around Ferndale.",
    verdict: 'supported',
  },
  {
    name: '"approved by the communications team in March" against "approved by the Finance Committee in March"',
    context: REPORT,
    claim: 'The new quarterly report was approved by the communications team in March.',
    verdict: 'contradicted',
    reasoning: ["'communications team' in claim vs. 'Finance Committee'"],
  },
  {
    name: 'a subject from another sentence: "The internal rota planner is built on the Falcon platform"',
    context: SERVICES,
    claim: 'The internal rota planner is built on the Falcon platform.',
    verdict: 'contradicted',
    reasoning: ["'internal rota planner' in claim vs. 'patient-facing booking app'"],
  },
  {
    name: 'control: "The patient-facing booking app is built on the Falcon platform"',
    context: SERVICES,
    claim: 'The patient-facing booking app is built on the Falcon platform.',
    verdict: 'supported',
  },
  {
    name: 'control: a name where the copied sentence has a common noun for it ("The farm cost …")',
    context: [
      'Eastmoor Wind Farm was completed in 2019 after two years of work.',
      'The farm cost three billion pounds to build.',
    ],
    claim: 'Eastmoor Wind Farm cost three billion pounds to build.',
    verdict: 'supported',
  },
  {
    name: 'control: a description another sentence gives of the same name',
    context: [
      'The bridge was designed by the engineer Ada Crossley.',
      "Ada Crossley later became the city's first female surveyor.",
    ],
    claim: "The bridge was designed by Ada Crossley, the city's first female surveyor.",
    verdict: 'supported',
  },
  {
    name: 'control: a word of another frame ("On weekdays the clinic" is no filler of "The Harbour Clinic")',
    context: [
      'The Harbour Clinic is open Monday to Friday from 8:00 to 18:30.',
      'Blood tests are taken on weekday mornings.',
    ],
    claim: 'On weekdays the clinic is open from 8:00 to 18:30.',
    verdict: 'supported',
  },
  // Within one sentence: the phrase from another of its clauses.
  {
    name: '"The CAC in Paris rose 1.2%" against "The Euro Stoxx 50 rose 1.2% …, while the CAC in Paris slipped"',
    context: MARKETS,
    claim: 'The CAC in Paris rose 1.2% on Monday.',
    verdict: 'contradicted',
    reasoning: ["'CAC in Paris' in claim vs. 'Euro Stoxx 50'"],
  },
  {
    name: 'control: "The Euro Stoxx 50 rose 1.2%"',
    context: MARKETS,
    claim: 'The Euro Stoxx 50 rose 1.2% on Monday.',
    verdict: 'supported',
  },
  {
    name: '"plant mostly rye and oats" against "plant mostly maize and beans, while … rye and oats"',
    context: SLOPES,
    claim: 'On the eastern slopes, growers plant mostly rye and oats.',
    verdict: 'contradicted',
    reasoning: ["'rye and oats' in claim vs. 'maize and beans'"],
  },
  {
    name: 'control: "plant mostly maize and beans"',
    context: SLOPES,
    claim: 'On the eastern slopes, growers plant mostly maize and beans.',
    verdict: 'supported',
  },
  {
    name: '"harmful to rabbits, in which …" against "… but tulips are particularly harmful to guinea pigs, in which …"',
    context: BULBS,
    claim:
      'Tulips are particularly harmful to rabbits, in which even a single bulb can cause severe illness.',
    verdict: 'contradicted',
    reasoning: ["'rabbits' in claim vs. 'guinea pigs'"],
  },
  {
    name: 'control: "harmful to guinea pigs"',
    context: BULBS,
    claim:
      'Tulips are particularly harmful to guinea pigs, in which even a single bulb can cause severe illness.',
    verdict: 'supported',
  },
  {
    name: '"Mercury is the hottest planet" against "Mercury is the smallest planet …, while Venus is the hottest"',
    context: [
      'Mercury is the smallest planet in the solar system, while Venus is the hottest, with a surface temperature of about 465 °C.',
    ],
    claim: 'Mercury is the hottest planet in the solar system, with a surface temperature of about 465 °C.',
    verdict: 'contradicted',
    reasoning: ["'hottest' in claim vs. 'smallest'"],
  },
  {
    name: 'control: a name set off by commas is said of the words before it',
    context: [
      "Opening the meeting, the group's finance director, Ravi Menon, called the quarter 'steady'. The chair, Ada Kwan, thanked the staff.",
    ],
    claim: "Ravi Menon, the finance director, called the quarter 'steady'.",
    verdict: 'supported',
  },
];

describe('a phrase taken from another sentence into the copied sentence’s slot', () => {
  it.each(cases)('$name', async (item) => expectRuleCase(judge, item));
});
