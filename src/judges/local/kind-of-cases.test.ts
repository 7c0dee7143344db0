/**
 * A negated claim that names a kind of what the sentence prohibits ("You can't light a campfire"
 * against "open fires are prohibited") is borne out by it, the reasoning naming both words
 * (`evidence/match-kind.ts`). Controls: the same kind allowed (the flip stays unsupported or
 * contradicted), and a kind of a category the sentence only affirms.
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const PARK = [
  'Highcross Country Park has 300 acres of woodland and meadow. Barbecues and open fires are prohibited in all areas of the park.',
  'The visitor centre café is open daily from 10 am to 4 pm. It sells hot food and ice cream.',
];
const BEACH = [
  'Sandhaven Beach has a Blue Flag award for water quality. Glass containers are forbidden on the beach.',
  'Beach huts can be hired by the day from the kiosk near the promenade.',
];

const cases: RuleCase[] = [
  {
    name: 'a kind of what a prohibition names, denied',
    context: PARK,
    claim: "You can't light a campfire in Highcross Country Park.",
    verdict: 'supported',
    reasoning: ["'campfire' is a kind of 'fires'"],
  },
  {
    name: 'control: the same kind allowed',
    context: PARK,
    claim: 'You can light a campfire in Highcross Country Park.',
    verdict: 'not supported',
  },
  {
    name: 'control: the same kind said to be allowed',
    context: PARK,
    claim: 'Campfires are allowed in Highcross Country Park.',
    verdict: 'not supported',
  },
  {
    name: 'a kind two levels down, under "must not"',
    context: BEACH,
    claim: 'You must not bring glass bottles onto Sandhaven Beach.',
    verdict: 'supported',
    reasoning: ["'bottles' is a kind of 'containers'"],
  },
  {
    name: 'control: the kind allowed where the category is forbidden',
    context: BEACH,
    claim: 'Glass bottles are allowed on Sandhaven Beach.',
    verdict: 'contradicted',
  },
  {
    name: 'control: a kind of a category the sentence affirms is no match by kind',
    context: ['The Corner Café opens at 8 am. The café sells hot drinks.', 'Seating is limited at weekends.'],
    claim: 'The Corner Café sells espresso.',
    // The word stays missing; the verdict is the model's on 3 of 4 words (supported today, a known
    // weakness of one missing word this change does not touch).
    verdict: 'not contradicted',
    reasoning: ["missing 'espresso'"],
  },
];

describe('a claim naming a kind of what its sentence rules on', () => {
  it.each(cases)('$name', (item) => expectRuleCase(judge, item));
});
