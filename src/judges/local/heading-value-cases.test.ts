/**
 * Twenty-sixth pass (issue 24): a value changed in a sentence whose names the heading or a sentence
 * just before gives. "Welcome to the Saltmere Inn. Check-in opens at 3 p.m. and check-out is by
 * 11 a.m." against "At the Saltmere Inn, … check-out is by 11 p.m.", the changed value stated by
 * another chunk ("The bar closes at 11 p.m."): the copied sentence lacked the claim's names, so the
 * value rules did not read it, and its slot counted too little of the claim. The heading's few words
 * (at most four) now count with it, in a claim that denies nothing; not a value the copied sentence
 * states itself ("for a total of 38 chromosomes"), and not where the heading gives the value too.
 * A date changed so is read the same way ("It peaks around 21–22 October" after the sentence that
 * names the shower).
 * Each case was judged otherwise at the pass's start; each control keeps its verdict.
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const inn = [
  'Welcome to the Saltmere Inn. Check-in opens at 3 p.m. and check-out is by 11 a.m. Late check-out can be requested at reception.',
  'Breakfast is served from 7 a.m. to 10 a.m.',
  'The bar closes at 11 p.m. Quiet hours start at 10 p.m.',
];
const orionids = [
  "The Orionid meteor shower is active from early October to early November each year. It peaks around 21–22 October, when observers under dark skies may see up to 20 meteors an hour. The Orionids are debris from Halley's Comet.",
  'The Leonids peak around 17 November, with rates of about 15 meteors an hour.',
];
const observatory = [
  'Harwick Hill Observatory public evenings. Stargazing evenings are held every Friday from October to March, starting at 8 p.m. Sessions are cancelled if the sky is overcast.',
  'In April and September, sessions start at 9 p.m. because of later sunsets.',
];

const cases: RuleCase[] = [
  {
    name: '"11 p.m." for "11 a.m." under a welcome that names the inn',
    context: inn,
    claim: 'At the Saltmere Inn, check-in opens at 3 p.m. and check-out is by 11 p.m.',
    verdict: 'contradicted',
    reasoning: ['number 11 p.m. in claim vs. 11 a.m.'],
  },
  {
    name: 'control: the time the sentence gives',
    context: inn,
    claim: 'At the Saltmere Inn, check-out is by 11 a.m.',
    verdict: 'supported',
  },
  {
    name: "another season's start time under a heading that names the observatory",
    context: observatory,
    claim:
      'Stargazing evenings at Harwick Hill Observatory are held every Friday from October to March, starting at 9 p.m.',
    verdict: 'contradicted',
    reasoning: ['number 9 in claim vs. 8'],
  },
  {
    name: "control: that season's own start time",
    context: observatory,
    claim: 'In April and September, stargazing sessions at Harwick Hill Observatory start at 9 p.m.',
    verdict: 'supported',
  },
  {
    name: 'control: a value the copied sentence states itself',
    context: [
      'Pig genetics. Pigs have 19 chromosome pairs for a total of 38 chromosomes. Domestic pigs and wild boar can interbreed.',
    ],
    claim: 'A pig has 38 chromosomes in each of its cells.',
    verdict: 'not contradicted',
  },
  {
    name: 'a date changed in a sentence whose subject the sentence before names ("It peaks …")',
    context: orionids,
    claim: 'The Orionid shower reaches its peak around 21–22 November.',
    verdict: 'contradicted',
    reasoning: ["date '21–22 November' in claim vs. '21–22 October'"],
  },
  {
    name: 'control: the date the sentence gives',
    context: orionids,
    claim: 'The Orionid shower reaches its peak around 21–22 October.',
    verdict: 'supported',
  },
];

describe('a value changed under a heading that gives the names', () => {
  it.each(cases)('$name', async (item) => {
    await expectRuleCase(judge, item);
  });
});
