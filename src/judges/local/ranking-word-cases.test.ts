/**
 * Seventeenth pass (issue 24): words that rank one thing above another. "milder" against
 * "hotter", "undercutting … by $30" against "$30 more than", "overtook" against "fewer than", and
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

const cases: RuleCase[] = [
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
    reasoning: ["'fewer' in claim vs. 'overtook'"],
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
];

describe('words that rank one thing above another (seventeenth pass)', () => {
  it.each(cases)('$name', (item) => expectRuleCase(judge, item));
});
