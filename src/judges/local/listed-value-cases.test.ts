/**
 * Twenty-first pass (issue 24): comparisons against values a sentence lists — a flattened table
 * of items separated by semicolons ("Harbour View €145; Garden Wing €118"), labels with a colon
 * ("Cheetah robot: 14.2 km/h"), several values per item of which the one beside the compared word
 * counts ("battery 14 h", not "weight 1.2 kg"), and bare numbers under a header that names their
 * unit ("Annual rainfall by station (mm): Eldon 612; …"). Each case has its control.
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const CABINS = [
  'Cabin rates per night (off-peak): Lakeside €95; Pinewood €120; Summit Lodge €210. Breakfast is not included.',
];
const KETTLES = [
  'Test results, time to boil one litre: Brio kettle: 3.4 minutes; Kessa kettle: 2.9 minutes; Volta kettle: 4.1 minutes.',
];
const PHONES = [
  'Spec sheet: Nimbo 5 — weight 170 g, battery 22 h, price $499; Nimbo 6 — weight 185 g, battery 19 h, price $599.',
];
const SNOW = ['Average snowfall by resort (cm): Altmoor 310; Brevik 455; Castel 280.'];

const cases: RuleCase[] = [
  {
    name: 'a flattened price list: the item named by most of the term’s words',
    context: CABINS,
    claim: 'An off-peak night in a Lakeside cabin costs more than one in a Pinewood cabin.',
    verdict: 'contradicted',
  },
  {
    name: 'control: the comparison the list bears out',
    context: CABINS,
    claim: 'An off-peak night in a Lakeside cabin costs less than one in a Pinewood cabin.',
    verdict: 'supported',
  },
  {
    name: 'labels with a colon, the time taken: "faster" the shorter',
    context: KETTLES,
    claim: 'The Brio kettle boils one litre faster than the Kessa kettle.',
    verdict: 'contradicted',
  },
  {
    name: 'several values per item: the battery life, not the weight or the price',
    context: PHONES,
    claim: 'The Nimbo 6 has a longer battery life than the Nimbo 5.',
    verdict: 'contradicted',
  },
  {
    name: 'control: the battery life the other way',
    context: PHONES,
    claim: 'The Nimbo 5 has a longer battery life than the Nimbo 6.',
    verdict: 'supported',
  },
  {
    name: 'bare numbers under a header that names their unit',
    context: SNOW,
    claim: 'Castel gets more snow on average than Altmoor.',
    verdict: 'contradicted',
  },
];

describe('comparisons against values a sentence lists', () => {
  it.each(cases)('$name', async (item) => expectRuleCase(judge, item));
});
