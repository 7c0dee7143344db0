/**
 * Sixteenth pass (issue 24): a negation said by a word that denies one predicate only ("kept its
 * fees" is "did not change its fees", "missed its opening date" is "did not meet it", "short of
 * the target" is "did not reach it", "is still being held" is "has not yet been released"), an
 * item set apart in a sentence whose subject another sentence names, and the rest "only" excludes
 * named by "outside". Each case has a control: the same claim against a sentence that states the
 * predicate, or the same word negated.
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const kept = 'The Harbour Board kept mooring fees at £42 a night for the 2025 season.';
const held = 'Parcel 5521 is still being held at the Dover depot pending a customs check.';
const only = 'Dogs are allowed only on the lower beach at Penhallow Cove.';

const cases: RuleCase[] = [
  {
    name: '"did not change" said by "kept"',
    context: [kept],
    claim: 'The Harbour Board did not change mooring fees for the 2025 season.',
    verdict: 'supported',
  },
  {
    name: 'control: "did not keep" against "kept"',
    context: [kept],
    claim: 'The Harbour Board did not keep mooring fees at £42 a night for the 2025 season.',
    verdict: 'contradicted',
  },
  {
    name: 'control: "kept" says nothing of "did not publish"',
    context: [kept],
    claim: 'The Harbour Board did not publish mooring fees for the 2025 season.',
    verdict: 'not supported',
  },
  {
    name: '"did not meet" said by "missed"',
    context: ['The Linwood bypass missed its October 2024 opening date because of a shortage of steel.'],
    claim: 'The Linwood bypass did not meet its October 2024 opening date.',
    verdict: 'supported',
  },
  {
    name: 'control: "did not meet" against "met"',
    context: ['The Linwood bypass met its October 2024 opening date despite a shortage of steel.'],
    claim: 'The Linwood bypass did not meet its October 2024 opening date.',
    verdict: 'contradicted',
  },
  {
    name: '"did not reach" said by "short of"',
    context: ['Donations to the Elmfield roof appeal came to £18,200, short of the £25,000 target.'],
    claim: 'Donations to the Elmfield roof appeal did not reach the £25,000 target.',
    verdict: 'supported',
  },
  {
    name: 'control: "did not reach" against "well above"',
    context: ['Donations to the Elmfield roof appeal came to £26,400, well above the £25,000 target.'],
    claim: 'Donations to the Elmfield roof appeal did not reach the £25,000 target.',
    verdict: 'not supported',
  },
  {
    name: '"has not yet been released" said by "is still being held"',
    context: [held],
    claim: 'Parcel 5521 has not yet been released from the Dover depot.',
    verdict: 'supported',
  },
  {
    name: 'control: "still" says nothing of a negation that is not of time',
    context: ['Parcel 5521 was held at the Dover depot pending a customs check.'],
    claim: 'Parcel 5521 was not released from the Dover depot.',
    verdict: 'not supported',
  },
  {
    name: 'an item set apart, the subject named in another sentence',
    context: [
      'The Marsh Lane school was rebuilt in 2019.',
      'Every classroom except the music room has air conditioning.',
    ],
    claim: 'The music room at the Marsh Lane school does not have air conditioning.',
    verdict: 'supported',
  },
  {
    name: 'control: the item included',
    context: [
      'The Marsh Lane school was rebuilt in 2019.',
      'Every classroom including the music room has air conditioning.',
    ],
    claim: 'The music room at the Marsh Lane school does not have air conditioning.',
    verdict: 'contradicted',
  },
  {
    name: '"not allowed outside" against "allowed only on"',
    context: [only],
    claim: 'Dogs are not allowed outside the lower beach at Penhallow Cove.',
    verdict: 'supported',
  },
  {
    name: 'control: "not allowed on" against "allowed only on"',
    context: [only],
    claim: 'Dogs are not allowed on the lower beach at Penhallow Cove.',
    verdict: 'contradicted',
  },
];

describe('negations said by a word that denies one predicate (sixteenth pass)', () => {
  it.each(cases)('$name', (item) => expectRuleCase(judge, item));
});
