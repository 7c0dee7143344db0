/**
 * Twenty-sixth pass (issue 24): superlatives and model names.
 *
 * - "the cheapest" against "the most expensive" (the comparative "cheaper" reached "expensive"
 *   through its lemma; the superlative did not), "widest"/"narrowest", "richest"/"poorest".
 * - "less expensive" is "cheaper" and "the least expensive" is "the cheapest": "less" turns a word
 *   as a negation does, so the opposite agrees (the first was flagged before this pass).
 * - "released before the X200" against a year for each model: a model's number ("X300", read as
 *   "X" and "300") names a term of a comparison in time.
 * Each case was judged otherwise at the pass's start; each control keeps its verdict.
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const fares = (word: string) => [
  `The Saver fare is the ${word} option but cannot be refunded. Seat selection is charged separately.`,
  'Flex and Premium fares can be refunded up to 24 hours before departure.',
];
const printers = (successor: string) => [
  'The X200 office printer was released in 2019 and sold over 400,000 units.',
  `Its successor, the X300, came out in ${successor}.`,
];

const cases: RuleCase[] = [
  {
    name: '"the most expensive" against "the cheapest"',
    context: fares('cheapest'),
    claim: 'The Saver fare is the most expensive option but cannot be refunded.',
    verdict: 'contradicted',
    reasoning: ["its opposite 'cheapest'"],
  },
  {
    name: '"the cheapest" against "the most expensive"',
    context: fares('most expensive'),
    claim: 'The Saver fare is the cheapest option but cannot be refunded.',
    verdict: 'contradicted',
  },
  {
    name: 'control: "the least expensive" is "the cheapest"',
    context: fares('cheapest'),
    claim: 'The Saver fare is the least expensive option but cannot be refunded.',
    verdict: 'not contradicted',
  },
  {
    name: 'control: "less expensive" is "cheaper"',
    context: ['The Corran ticket is cheaper than the Vale ticket. Both tickets are sold at the station.'],
    claim: 'The Corran ticket is less expensive than the Vale ticket.',
    verdict: 'not contradicted',
  },
  {
    name: '"the widest margin" against "the narrowest margin"',
    context: [
      "The measure passed by the narrowest margin in the council's history, 11 votes to 10. Two members abstained.",
    ],
    claim: "The measure passed by the widest margin in the council's history, 11 votes to 10.",
    verdict: 'contradicted',
    reasoning: ["'widest'"],
  },
  {
    name: '"the poorest" against "the richest"',
    context: ['Kelmere is the richest of the four districts, with a median income of £41,000.'],
    claim: 'Kelmere is the poorest of the four districts, with a median income of £41,000.',
    verdict: 'contradicted',
  },
  {
    name: '"released before" one model named by its number, a year for each',
    context: printers('2022'),
    claim: 'The X300 printer was released before the X200.',
    verdict: 'contradicted',
    reasoning: ["'before' in claim vs. '2022' for 'X300' against '2019' for 'X200'"],
  },
  {
    name: 'control: the order the years give',
    context: printers('2022'),
    claim: 'The X200 printer was released before the X300.',
    verdict: 'not contradicted',
  },
];

describe('superlatives and model names', () => {
  it.each(cases)('$name', async (item) => {
    await expectRuleCase(judge, item);
  });
});
