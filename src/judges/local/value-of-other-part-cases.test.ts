/**
 * Twenty-sixth pass (issue 24): a value the sentence gives another part of itself
 * (`comparisons/value-of-other-part.ts`). "The main auditorium … seats 140" against "The main
 * auditorium seats 720, and the studio theatre seats 140": the claim says none of the words only
 * the value's own part has ("studio theatre") and some that only another part with a value of the
 * same kind has ("main auditorium"). The names may come from the heading before ("Kestrel
 * Playhouse."), as a sentence near the copied one gives them.
 * Each case was judged otherwise at the pass's start; each control is judged supported.
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const playhouse = [
  'Kestrel Playhouse. The main auditorium seats 720, and the studio theatre seats 140. The building was refurbished in 2016.',
];
const lifeboats = [
  "Porthallow Lifeboat Station. The station's all-weather lifeboat was launched 38 times last year, and the inshore lifeboat 59 times. Crews rescued 23 people.",
];
const gardens = [
  'History of the Winter Gardens. The Winter Gardens opened in 1902. The hall was badly damaged by fire in 1931 and rebuilt in the Art Deco style, reopening in 1935.',
];
const survey = [
  'Northfield Surgery patient survey. 640 patients responded. 82% rated their overall experience as good, but only 49% found it easy to get through on the phone.',
];
const buses = [
  'Route 12 – Quay Street to Hillside. The last bus on route 12 leaves Quay Street at 23:20 on weekdays and at 00:50 on Saturdays.',
];

const cases: RuleCase[] = [
  {
    name: "the studio theatre's seats given to the main auditorium, named by the heading",
    context: playhouse,
    claim: 'The main auditorium at the Kestrel Playhouse seats 140.',
    verdict: 'contradicted',
    reasoning: ['number 140 in claim vs. 720'],
  },
  {
    name: 'control: the studio theatre',
    context: playhouse,
    claim: 'The studio theatre at the Kestrel Playhouse seats 140.',
    verdict: 'supported',
  },
  {
    name: "the inshore lifeboat's launches given to the all-weather one",
    context: lifeboats,
    claim: 'The all-weather lifeboat at Porthallow was launched 59 times last year.',
    verdict: 'contradicted',
    reasoning: ['number 59 in claim vs. 38'],
  },
  {
    name: 'control: the inshore lifeboat',
    context: lifeboats,
    claim: 'The inshore lifeboat at Porthallow was launched 59 times last year.',
    verdict: 'supported',
  },
  {
    name: 'the year of the reopening given to the fire',
    context: gardens,
    claim: 'The Winter Gardens hall was badly damaged by fire in 1935 and rebuilt in the Art Deco style.',
    verdict: 'contradicted',
    reasoning: ['number 1935 in claim vs. 1931'],
  },
  {
    name: 'control: the year of the reopening',
    context: gardens,
    claim: 'The Winter Gardens hall reopened in 1935 after being rebuilt in the Art Deco style.',
    verdict: 'supported',
  },
  {
    name: "Saturday's last bus given to weekdays (a time of day read whole, not split at its colon)",
    context: buses,
    claim: 'On weekdays, the last route 12 bus leaves Quay Street at 00:50.',
    verdict: 'contradicted',
    reasoning: ['00:50 in claim vs. 23:20'],
  },
  {
    name: 'the share of another part, in a sentence below the heading that won the alignment by its names',
    context: survey,
    claim: "In Northfield Surgery's survey, 82% of patients found it easy to get through on the phone.",
    verdict: 'contradicted',
    reasoning: ['number 82 in claim vs. 49'],
  },
  {
    name: "control: that part's own share",
    context: survey,
    claim: "In Northfield Surgery's survey, 49% of patients found it easy to get through on the phone.",
    verdict: 'supported',
  },
];

describe('a value of another part of the sentence', () => {
  it.each(cases)('$name', async (item) => {
    await expectRuleCase(judge, item);
  });
});
