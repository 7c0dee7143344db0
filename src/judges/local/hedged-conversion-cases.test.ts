/**
 * Twenty-sixth pass (issue 24): the hedge an answer puts before a value it converts ("roughly nine
 * miles" for "14.5 km") is found with the value, so it no longer counts as a word the context
 * lacks (the pass-start build found 6 of the claim's 7 words, missing "roughly", and a claim that
 * joined it to another statement was partly supported). Only for a value given in another unit:
 * credited for a value merely rounded, it let common-word slot conflicts through ("counted"
 * against "recorded"). The control, a converted value the sentence does not give, keeps its verdict.
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const route = [
  'Glenmorrow Ridge circuit: route card. The loop is 14.5 km long with 620 m of ascent and typically takes 5 to 6 hours.',
];

const cases: RuleCase[] = [
  {
    name: '"roughly nine miles" for "14.5 km": the hedge found with the value',
    context: route,
    claim: 'The Glenmorrow Ridge loop is roughly nine miles long.',
    verdict: 'supported',
    reasoning: ['all 7 content words found', "converted 'nine miles' ≈ '14.5 km'"],
  },
  {
    name: 'control: "roughly twelve miles", no conversion of 14.5 km',
    context: route,
    claim: 'The Glenmorrow Ridge loop is roughly twelve miles long.',
    verdict: 'not supported',
  },
];

describe('a hedge before a converted value', () => {
  it.each(cases)('$name', async (item) => {
    await expectRuleCase(judge, item);
  });
});
