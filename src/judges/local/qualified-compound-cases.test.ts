/**
 * A word the sentence has only inside a qualified compound (`comparisons/qualified-compound.ts`):
 * "a detached house" against "a semi-detached house" is a changed detail, "not a detached house"
 * is borne out. Controls: a qualifier that keeps the head's meaning ("co-founder"), the
 * unqualified word also in the sentence, the same compound in the claim.
 */
import { describe, expect, it } from 'vitest';
import { tokenize } from '../../text/tokenize.js';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { qualifiedCompound } from './comparisons/qualified-compound.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const HOUSE = ['9 Orchard Rise is a four-bedroom semi-detached house built in 1972.'];
const CLUB = ['Priya Nair is the vice-president of the Eastfield Chess Club.'];
const JOB = ['Leon works part-time at the Millbrook garden centre.'];

const cases: RuleCase[] = [
  {
    name: 'the qualifier dropped',
    context: HOUSE,
    claim: '9 Orchard Rise is a detached house.',
    verdict: 'contradicted',
    reasoning: ["'detached' in claim vs. 'semi-detached'"],
  },
  {
    name: 'the unqualified word denied',
    context: HOUSE,
    claim: '9 Orchard Rise is not a detached house.',
    verdict: 'supported',
    reasoning: ["the claim denies 'detached'", "'semi-detached'"],
  },
  {
    name: 'control: the compound copied',
    context: HOUSE,
    claim: '9 Orchard Rise is a semi-detached house.',
    verdict: 'supported',
  },
  {
    name: 'a title without its qualifier',
    context: CLUB,
    claim: 'Priya Nair is the president of the Eastfield Chess Club.',
    verdict: 'contradicted',
  },
  {
    name: 'control: the title with its qualifier, denied',
    context: CLUB,
    claim: 'Priya Nair is not the vice-president of the Eastfield Chess Club.',
    verdict: 'contradicted',
  },
  {
    name: 'one qualifier swapped for another',
    context: JOB,
    claim: 'Leon works full-time at the Millbrook garden centre.',
    verdict: 'contradicted',
    reasoning: ["'full-time' in claim vs. 'part-time'"],
  },
  {
    name: 'control: a qualifier that keeps the meaning',
    context: ['Ada Brennan is a co-founder of the Northgate Food Bank.'],
    claim: 'Ada Brennan is a founder of the Northgate Food Bank.',
    verdict: 'supported',
  },
];

describe('a word the sentence has only inside a qualified compound', () => {
  it.each(cases)('$name', (item) => expectRuleCase(judge, item));

  it('reads the qualifier only when the sentence lacks the word as the claim has it', () => {
    const read = (claim: string, sentence: string) =>
      qualifiedCompound(tokenize(claim), claim, tokenize(sentence), sentence);
    expect(read('a detached house', 'a semi-detached house')).toMatchObject({
      claimWord: 'detached',
      evidenceWord: 'semi-detached',
    });
    expect(read('a detached house', 'a semi-detached house next to a detached one')).toBeNull();
    expect(read('a semi-detached house', 'a semi-detached house')).toBeNull();
    expect(read('a detached house', 'a semi detached house')).toBeNull();
    expect(read('the founder', 'a co-founder')).toBeNull();
  });
});
