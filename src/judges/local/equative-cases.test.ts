/**
 * Twenty-first pass (issue 24): comparisons said with "as … as" — under a negation ("not as long
 * as") or a multiple ("twice as much as", "a third as many as") — read against the two values the
 * sentence gives, as a comparative with "than" is. Each case has its control.
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const TENTS = [
  'The Ridgeline 2 tent weighs 1.9 kg, while the Ridgeline 4 family tent weighs 4.6 kg. Both pitch in under ten minutes.',
];
const FARES = [
  'A day ticket on the Harbour Line costs £4.20, while the same ticket on the Hill Line costs £8.40. Children travel for half price.',
];

const cases: RuleCase[] = [
  {
    name: '"not as heavy as" borne out by the two weights: the negation is the equative’s',
    context: TENTS,
    claim: 'The Ridgeline 2 tent is not as heavy as the Ridgeline 4 family tent.',
    verdict: 'supported',
  },
  {
    name: '"not as light as" against the same weights',
    context: TENTS,
    claim: 'The Ridgeline 2 tent is not as light as the Ridgeline 4 family tent.',
    verdict: 'contradicted',
  },
  {
    name: '"twice as much as" with the terms the wrong way round',
    context: FARES,
    claim: 'A day ticket on the Harbour Line costs twice as much as one on the Hill Line.',
    verdict: 'contradicted',
  },
  {
    name: 'control: "half as much as"',
    context: FARES,
    claim: 'A day ticket on the Harbour Line costs half as much as one on the Hill Line.',
    verdict: 'supported',
  },
  {
    name: 'control: "twice as much as" the right way round',
    context: FARES,
    claim: 'A day ticket on the Hill Line costs twice as much as one on the Harbour Line.',
    verdict: 'supported',
  },
];

describe('equatives read against the values the sentence gives', () => {
  it.each(cases)('$name', async (item) => expectRuleCase(judge, item));
});
