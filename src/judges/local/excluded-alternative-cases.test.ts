/**
 * Twenty-fourth pass (issue 24): a negated claim about an item the sentence's "only" leaves out
 * is borne out by that sentence (`excluded-alternative.ts`): "The Harbour Line doesn't call at
 * Millbrook" against "the train calls only at Ashby, Denholme and Carrow". Each case has a
 * control: the claim denies an item "only" admits (a flip), or "only" limits one part of a
 * sentence that names other items of the kind.
 */
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../logger.js';
import { verify } from '../../verify.js';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const LINE = [
  'The Harbour Line runs from Westport to the city centre. Between the two, the train calls only at Ashby, Denholme and Carrow.',
  'Trains run every 20 minutes during the day.',
];
const APP = [
  'The Kestrel Notes app is currently available for macOS only.',
  'A Windows version is in testing.',
];
const CAMERA = [
  'The Orbis 3 can film 8K video only at 24 frames per second. The Orbis 3 Max films 8K at up to 48 frames per second.',
];
const TOURS = [
  'The harbour boat tour runs every day at 10am and 3pm from May to September, and at 10am only from October to April.',
];

const cases: RuleCase[] = [
  {
    name: 'a station the sentence\'s "only" leaves out',
    context: LINE,
    claim: "The Harbour Line doesn't call at Millbrook.",
    verdict: 'supported',
    reasoning: ["the claim denies 'Millbrook'", "admits 'Ashby, Denholme and Carrow' ('only')"],
  },
  {
    name: 'control: a station "only" admits',
    context: LINE,
    claim: 'The Harbour Line does not call at Denholme.',
    verdict: 'not supported',
  },
  {
    name: 'a platform a postposed "only" leaves out ("for macOS only")',
    context: APP,
    claim: 'The Kestrel Notes app is not currently available for Windows.',
    verdict: 'supported',
    reasoning: ["the claim denies 'Windows'", "admits 'macOS'"],
  },
  {
    name: 'control: the platform "only" admits',
    context: APP,
    claim: 'The Kestrel Notes app is not currently available for macOS.',
    verdict: 'not supported',
  },
  {
    name: 'a frame rate "only" leaves out, stated for another model',
    context: CAMERA,
    claim: 'The Orbis 3 cannot film 8K video at 48 frames per second.',
    verdict: 'supported',
    reasoning: ["the claim denies '48'"],
  },
  {
    name: 'control: the frame rate "only" admits',
    context: CAMERA,
    claim: 'The Orbis 3 cannot film 8K video at 24 frames per second.',
    verdict: 'not supported',
  },
  {
    name: 'control: "only" limits one part of a sentence that names other months',
    context: TOURS,
    claim: 'There is no 3pm harbour boat tour in July.',
    verdict: 'not supported',
  },
  // Twenty-ninth pass: a parenthesis inside the admitted list, items in the claim's subject.
  {
    name: 'the admitted list runs over a parenthesis ("for Linux (x86_64 and arm64) and macOS only")',
    context: ['Installers for the Quarrel editor are published for Linux (x86_64 and arm64) and macOS only.'],
    claim: 'There is no Quarrel editor installer for Windows.',
    verdict: 'supported',
    reasoning: ["admits 'Linux (x86_64 and arm64) and macOS'"],
  },
  {
    name: 'control: an item inside the parenthesised list denied',
    context: ['Installers for the Quarrel editor are published for Linux (x86_64 and arm64) and macOS only.'],
    claim: 'There is no Quarrel editor installer for Linux.',
    verdict: 'not supported',
  },
  {
    name: 'the denied items in the claim’s subject, before its negation',
    context: [
      'Brayfield School teaches pupils in Years 7 to 13.',
      'Field trips are run for Years 12 and 13 only.',
    ],
    claim: 'Pupils in Years 8 to 10 at Brayfield are not taken on field trips.',
    verdict: 'supported',
  },
  {
    name: 'control: the whole phrase a postposed "only" admits, denied with its preposition (a flip)',
    context: [
      'Brayfield School teaches pupils in Years 7 to 13.',
      'Field trips are run for Years 12 and 13 only.',
    ],
    claim: 'Field trips are not run for Years 12 and 13 at Brayfield.',
    verdict: 'contradicted',
  },
];

describe('a denied item the sentence\'s "only" leaves out (twenty-fourth pass)', () => {
  it.each(cases)('$name', (item) => expectRuleCase(judge, item));

  it('quotes the sentence that names the denied number, so the evidence check keeps the verdict', async () => {
    const chunks = CAMERA.map((text, index) => ({ id: `c${index + 1}`, text }));
    const report = await verify({
      response: 'The Orbis 3 cannot film 8K video at 48 frames per second.',
      chunks,
      judge,
      logger: silentLogger,
    });
    expect(report.claims[0]!.verdict).toBe('supported');
    expect(report.claims[0]!.evidence.map((evidence) => evidence.quote)).toEqual([
      'The Orbis 3 can film 8K video only at 24 frames per second.',
      'The Orbis 3 Max films 8K at up to 48 frames per second.',
    ]);
  });
});
