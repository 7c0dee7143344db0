/**
 * Twenty-first pass (issue 24): a negation flip whose sentence goes on from the one before it in
 * its chunk, which names what it speaks of ("The town's new levy … applies on weekdays" then
 * "Hybrid taxis are not exempt from the levy"): the two carry the claim together, as one sentence
 * would. Only where the sentence has the negation and the claim lacks it. With its control.
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const LEVY = [
  "The town's new levy of £5 a day applies on weekdays between 7 am and 7 pm. Hybrid taxis are not exempt from the levy, although they receive a 40% discount until 2027.",
];

const cases: RuleCase[] = [
  {
    name: 'the flip in the sentence that goes on from the one naming the levy',
    context: LEVY,
    claim: "Hybrid taxis are exempt from the town's new levy.",
    verdict: 'contradicted',
    reasoning: ["negation 'not' in the evidence only"],
  },
  {
    name: 'control: the denial the two sentences carry',
    context: LEVY,
    claim: "Hybrid taxis are not exempt from the town's new levy.",
    verdict: 'supported',
  },
];

describe('a negation flip carried by two sentences of a chunk', () => {
  it.each(cases)('$name', async (item) => expectRuleCase(judge, item));
});
