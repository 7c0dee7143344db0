/**
 * Eighteenth pass (issue 24): a generic word the claim uses to phrase its source ("visitors",
 * "still", "get … back"), which no chunk uses, is left out of the words the scoring model counts
 * (`lexicon/english/generic-words.ts`) where four other words remain, and the reasoning says so.
 * The negation's coverage floor still counts every such word as missing, and the other rules'
 * floors the emphasis words ("still", "yet", "back"): a claim that adds "yet" to a sentence is no
 * nearer a copy of it, so a supported negation that adds one is not read as a flipped copy, while
 * "currently", which is no emphasis word, does not keep an opposite from being read.
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const ferry = [
  'The Marlow ferry to Hythe has been suspended since the storm on 4 March.',
  'A replacement bus runs hourly.',
];
const bridge = [
  'The Pikestone road bridge has been shut since the flood in January.',
  'A diversion is signed.',
];
const passes = [
  'Annual passes for Brennan Park are non-refundable.',
  'Day tickets can be refunded up to 24 hours before.',
];
const tower = [
  'The Kell Tower viewing deck will open to the public in spring 2027.',
  'The tower is 140 m tall.',
];
const line = ['The Tarn Valley line reopened to passengers in 2019.', 'Services run hourly.'];
const buses = [
  'Replacement buses serve the Line 4 route every ten minutes during the engineering works at Calder Road.',
  'The works are due to finish in May.',
];
const vacuum = [
  'The Orla vacuum runs on its battery for up to 45 minutes, so it does not need a socket while cleaning.',
  'It charges in 3 hours.',
];
const scooters = [
  'Passengers cannot bring e-scooters onto Calder Transit buses or trams.',
  'Folding bicycles are carried free of charge.',
];

const cases: RuleCase[] = [
  {
    name: '"is currently still not running" against "has been suspended"',
    context: ferry,
    claim: 'The Marlow ferry to Hythe is currently still not running.',
    verdict: 'supported',
    reasoning: ["not counted: 'currently' and 'still', generic and in no chunk"],
  },
  {
    name: '"drivers currently still cannot use" against "has been shut"',
    context: bridge,
    claim: 'Drivers currently still cannot use the Pikestone road bridge.',
    verdict: 'supported',
  },
  {
    name: '"customers can never get their money back" against "non-refundable"',
    context: passes,
    claim: 'Customers can never get their money back for an annual pass to Brennan Park.',
    verdict: 'supported',
  },
  {
    name: '"visitors cannot yet use" against "will open": the unsaid words keep it from reading as a flipped copy',
    context: tower,
    claim: 'Visitors cannot yet use the Kell Tower viewing deck.',
    verdict: 'supported',
    reasoning: ["not counted: 'Visitors', 'yet' and 'use'"],
  },
  {
    name: 'control: a negation added to a copy with "still" stays a flip',
    context: line,
    claim: 'The Tarn Valley line has still not reopened to passengers.',
    verdict: 'contradicted',
  },
  {
    name: 'control: an opposite beside the emphasis words ("currently still open" against "shut")',
    context: bridge,
    claim: 'The Pikestone road bridge is currently still open.',
    verdict: 'contradicted',
    reasoning: ["'open' in claim vs. its opposite 'shut'"],
  },
  // Thirtieth pass: connectives and words of permission phrase how a clause holds, not what.
  {
    name: '"While the works … are under way" against "during the engineering works"',
    context: buses,
    claim:
      'While the works at Calder Road are under way, replacement buses serve the Line 4 route every ten minutes.',
    verdict: 'supported',
    reasoning: ["not counted: 'While', generic and in no chunk"],
  },
  {
    name: 'control: the route changed beside the connective',
    context: buses,
    claim:
      'While the works at Calder Road are under way, replacement buses serve the Line 5 route every ten minutes.',
    verdict: 'contradicted',
  },
  {
    name: '"Once charged, … runs for up to 45 minutes" against "runs on its battery for up to 45 minutes"',
    context: vacuum,
    claim: 'Once charged, the Orla vacuum runs for up to 45 minutes on its battery.',
    verdict: 'supported',
    reasoning: ["not counted: 'Once', generic and in no chunk"],
  },
  {
    name: 'control: the minutes changed beside the connective',
    context: vacuum,
    claim: 'Once charged, the Orla vacuum runs for up to 60 minutes on its battery.',
    verdict: 'contradicted',
  },
  {
    name: '"are not allowed on" against "cannot bring … onto"',
    context: scooters,
    claim: 'E-scooters are not allowed on Calder Transit buses or trams.',
    verdict: 'supported',
    reasoning: ["not counted: 'allowed', generic and in no chunk"],
  },
  {
    name: 'control: the permission granted that the sentence denies (permission-denied.ts)',
    context: scooters,
    claim: 'E-scooters are allowed on Calder Transit buses or trams.',
    verdict: 'contradicted',
    reasoning: ["negation 'cannot' in the evidence only"],
  },
];

describe('generic words no chunk uses (eighteenth pass)', () => {
  it.each(cases)('$name', (item) => expectRuleCase(judge, item));
});
