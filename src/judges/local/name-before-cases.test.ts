/**
 * Twenty-sixth pass (issue 24): a name the sentence just before gives. A sentence that calls the
 * thing "the firm" or names it not at all ("The temperature at the airport …") leaves its name to
 * the sentence before it, though a chunk break stands between them: a document split into chunks
 * goes on across the break (`comparisons/unevidenced-name.ts`). A name further away, or one the
 * copied sentence replaces with a name of its own, is no evidence still.
 * Each case was judged otherwise at the pass's start; each control keeps its verdict.
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const cases: RuleCase[] = [
  {
    name: '"the firm" in the next chunk, the name in the chunk before',
    context: [
      'Halvern Foods shares rose after the company raised its outlook.',
      'The firm now expects annual sales growth of 8% to 10%.',
      'Its earlier guidance was 5%.',
    ],
    claim: 'Halvern Foods now expects annual sales growth of 8% to 10%.',
    verdict: 'supported',
  },
  {
    name: 'a place the sentence before names, this one only "the airport"',
    context: [
      'The coldest night of the winter in Brannock was recorded on 12 January.',
      'The temperature at the airport fell to -16.2°C shortly before dawn.',
      'Schools stayed open.',
    ],
    claim: 'Shortly before dawn, the temperature at Brannock airport fell to -16.2°C.',
    verdict: 'supported',
  },
  {
    name: 'control: the name two sentences away, in an unrelated one',
    context: [
      'The Goma district has three hospitals.',
      'Schools reopened in May after the long break.',
      'In the current epidemic, each infected person infects about two others on average.',
    ],
    claim: 'In the current Goma epidemic, each infected person infects about two others on average.',
    verdict: 'not supported',
    reasoning: ["name 'Goma'"],
  },
  {
    name: 'control: the sentence before names both, the copied one the other',
    context: [
      'Dorrit Mills and Halvern Foods both reported results on Tuesday.',
      'Dorrit Mills now expects annual sales growth of 8% to 10%.',
    ],
    claim: 'Halvern Foods now expects annual sales growth of 8% to 10%.',
    verdict: 'contradicted',
    reasoning: ["'Dorrit Mills'"],
  },
];

describe('a name the sentence before gives', () => {
  it.each(cases)('$name', async (item) => {
    await expectRuleCase(judge, item);
  });
});
