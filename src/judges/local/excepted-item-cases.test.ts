/**
 * An item the sentence sets apart (issue 24, fourteenth pass, `comparisons/excepted-item.ts`):
 * "except Malta and Cyprus", "apart from the gloss", "instead of wheat flour". What the sentence
 * states, it denies of the item: a claim that denies it of the item is borne out, one that states
 * it of the item is a flip.
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const lines = [
  'All Tressel Metro lines run every eight minutes during the day, except the Green Line, which runs every fifteen minutes.',
];
const shipping = [
  'Kalinda Ceramics ships to all EU countries except Malta and Cyprus, where our courier does not operate.',
];

const cases: RuleCase[] = [
  // Nineteenth pass: an item set apart at the sentence's start, with a clause of its own; a name
  // set apart before the main statement's word; the names given by the sentence before.
  {
    name: 'an item set apart at the start ("Except for the 1974 edition, which …, every edition")',
    context: [
      'Except for the 1974 edition, which was printed in Vienna during a strike, every edition was printed in Leipzig.',
    ],
    claim: 'The 1974 edition was not printed in Leipzig.',
    verdict: 'supported',
    reasoning: ["sets 'the 1974 edition' apart ('except for')"],
  },
  {
    name: 'control: another edition denied',
    context: [
      'Except for the 1974 edition, which was printed in Vienna during a strike, every edition was printed in Leipzig.',
    ],
    claim: 'The 1980 edition was not printed in Leipzig.',
    verdict: 'not supported',
  },
  {
    name: 'a name set apart, the names of the claim given by the sentence before',
    context: [
      'Midland Cooperative Bank has branches in Northgate, Eastgate and the city centre. All branches except Eastgate offer Saturday opening from 9 am to noon.',
    ],
    claim: "Midland Cooperative Bank's Eastgate branch does not open on Saturdays.",
    verdict: 'supported',
  },
  {
    name: 'control: the name set apart, stated',
    context: [
      'Midland Cooperative Bank has branches in Northgate, Eastgate and the city centre. All branches except Eastgate offer Saturday opening from 9 am to noon.',
    ],
    claim: "Midland Cooperative Bank's Eastgate branch opens on Saturdays.",
    verdict: 'not supported',
  },
  // Fifteenth pass: the item ends where the main statement's verb resumes.
  {
    name: 'an item set apart before the verb resumes ("Every room except the attic bedroom has")',
    context: ['Every room except the attic bedroom has double glazing.'],
    claim: 'The attic bedroom does not have double glazing.',
    verdict: 'supported',
    reasoning: ["sets 'the attic bedroom' apart"],
  },
  {
    name: 'control: the item set apart, stated',
    context: ['Every room except the attic bedroom has double glazing.'],
    claim: 'The attic bedroom has double glazing.',
    verdict: 'not supported',
  },
  {
    name: 'a denial of what the sentence states of all but the item',
    context: lines,
    claim: 'The Green Line does not run every eight minutes during the day.',
    verdict: 'supported',
    reasoning: ["sets 'the Green Line' apart ('except')"],
  },
  {
    name: 'the same statement of the item is a flip',
    context: lines,
    claim: 'The Green Line runs every eight minutes during the day.',
    verdict: 'contradicted',
  },
  {
    name: 'control: the main statement',
    context: lines,
    claim: 'Tressel Metro lines run every eight minutes during the day.',
    verdict: 'supported',
  },
  {
    name: 'an excepted place',
    context: shipping,
    claim: 'Kalinda Ceramics does not ship to customers in Cyprus.',
    verdict: 'supported',
  },
  {
    name: 'control: a place the sentence includes',
    context: shipping,
    claim: 'Kalinda Ceramics ships to customers in France.',
    verdict: 'not contradicted',
  },
  {
    name: '"instead of" denies its item',
    context: ['This version of the classic brownie uses ground almonds instead of wheat flour.'],
    claim: 'These brownies are not made with wheat flour.',
    verdict: 'supported',
  },
];

describe('an item the sentence sets apart', () => {
  it.each(cases)('$name', (item) => expectRuleCase(judge, item));
});
