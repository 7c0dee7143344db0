/**
 * A claim about one instance of a rule another sentence states with a bound (issue 24, twelfth
 * pass): an age against "at least 18" or "children under 5", an order's value against "orders over
 * £40". The value is no number the context must state: it lies within the bound or outside it, and
 * the claim's negation must agree. Controls: a value on the wrong side, a value that states a fact
 * rather than describes an instance, and a claim bound of its own ("limited to £50,000"). An age
 * no selected sentence bounds is read against the context's sentence that bounds ages and shares
 * most with the claim (thirteenth pass).
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const bank = [
  'The Pelham Young Saver is a fixed-rate account that pays 3.9% over three years. Interest is paid yearly.',
  'Applicants must be at least 18 years old and live in the UK.',
];

const app = ['The Paylo Desktop app runs on macOS 12 or later.'];
const firmware = ['Firmware 4.2 or earlier is affected by the bug.'];

const cases: RuleCase[] = [
  // Fifteenth pass: "or later" and "or earlier" bound a version.
  {
    name: 'a version before "12 or later", denied',
    context: app,
    claim: "The Paylo Desktop app won't run on macOS 11.",
    verdict: 'supported',
  },
  {
    name: 'control: a version within "12 or later", denied',
    context: app,
    claim: "The Paylo Desktop app won't run on macOS 13.",
    verdict: 'contradicted',
    reasoning: ['13', '12'],
  },
  {
    name: 'a version within "12 or later"',
    context: app,
    claim: 'The Paylo Desktop app runs on macOS 14.',
    verdict: 'supported',
  },
  {
    name: 'control: a version before "12 or later"',
    context: app,
    claim: 'The Paylo Desktop app runs on macOS 11.',
    verdict: 'contradicted',
  },
  {
    name: 'a version within "4.2 or earlier"',
    context: firmware,
    claim: 'Firmware 4.0 is affected by the bug.',
    verdict: 'supported',
  },
  {
    name: 'control: a version after "4.2 or earlier"',
    context: firmware,
    claim: 'Firmware 4.5 is affected by the bug.',
    verdict: 'contradicted',
  },
  {
    name: 'a cancellation further ahead than the deadline is free',
    context: [
      "Bookings for the Hilltop Arena's fitness classes can be cancelled without charge up to six hours before the class starts.",
    ],
    claim:
      'A member who cancels a class booking at Hilltop Arena 24 hours before the class will not be charged.',
    verdict: 'supported',
  },
  {
    name: 'control: a cancellation after the deadline',
    context: [
      "Bookings for the Hilltop Arena's fitness classes can be cancelled without charge up to six hours before the class starts.",
    ],
    claim:
      'A member who cancels a class booking at Hilltop Arena two hours before the class will not be charged.',
    verdict: 'not supported',
  },
  {
    name: 'a span short of the one a rule holds from',
    context: [
      'Staff at Norcastle Hospitals Trust become entitled to a sabbatical of up to three months only after ten years of continuous service.',
    ],
    claim:
      "An employee with seven years' continuous service at Norcastle Hospitals Trust cannot take a sabbatical.",
    verdict: 'supported',
  },
  // Fourteenth pass: a duration in another unit than the bound's.
  {
    name: 'a stay in weeks within a bound in days',
    context: [
      'Citizens of Talvera can stay in Moravine for up to 90 days without a visa for tourism or business.',
    ],
    claim: 'Citizens of Talvera can stay in Moravine for two weeks without a visa.',
    verdict: 'supported',
  },
  {
    name: 'control: a stay in weeks beyond the bound',
    context: [
      'Citizens of Talvera can stay in Moravine for up to 90 days without a visa for tourism or business.',
    ],
    claim: 'Citizens of Talvera can stay in Moravine for 14 weeks without a visa.',
    verdict: 'not supported',
  },
  {
    name: 'an age below a minimum stated in another sentence',
    context: bank,
    claim: 'A 15-year-old cannot open a Pelham Young Saver account.',
    verdict: 'supported',
  },
  {
    name: 'control: an age above the minimum, denied',
    context: bank,
    claim: 'A 25-year-old cannot open a Pelham Young Saver account.',
    verdict: 'not supported',
  },
  {
    name: 'an age within "children under 5", with the price said by "free"',
    context: [
      'Children under 5 ride free on all Fellside Tramway services when travelling with a fare-paying adult. Children aged 5 to 15 pay half fare.',
    ],
    claim: 'A 3-year-old travelling with a fare-paying adult does not pay a fare on the Fellside Tramway.',
    verdict: 'supported',
  },
  {
    name: 'control: an age outside "children under 5" that pays nothing',
    context: [
      'Children under 5 ride free on all Fellside Tramway services when travelling with a fare-paying adult. Children aged 5 to 15 pay half fare.',
    ],
    claim: 'A 9-year-old travelling with a fare-paying adult does not pay a fare on the Fellside Tramway.',
    verdict: 'not supported',
  },
  {
    name: 'an age within "under 16", said with "no charge"',
    context: [
      'Brightsight Opticians has shops in Kendal and Penrith.',
      'Sight tests are given at no charge to children under 16. Adults pay £22.',
    ],
    claim: 'A 10-year-old does not have to pay for a sight test at Brightsight Opticians.',
    verdict: 'supported',
  },
  {
    name: 'an order value over a threshold given with a currency sign',
    context: [
      'Larkspur Living delivers to all UK addresses.',
      'Standard delivery is free on orders over £50. Smaller orders are charged £3.95.',
    ],
    claim: 'Standard delivery on a £70 Larkspur Living order does not cost anything.',
    verdict: 'supported',
  },
  {
    name: 'control: an order value under the threshold',
    context: [
      'Larkspur Living delivers to all UK addresses.',
      'Standard delivery is free on orders over £50. Smaller orders are charged £3.95.',
    ],
    claim: 'Standard delivery on a £30 Larkspur Living order does not cost anything.',
    verdict: 'not supported',
  },
  {
    name: 'control: a value that states a fact is no instance of another sentence’s bound',
    context: [
      'The Harrow Bridge is 140 metres long. Vehicles over 100 metres long need a permit to cross the estuary.',
    ],
    claim: 'The Harrow Bridge is 120 metres long.',
    verdict: 'not supported',
  },
  {
    name: 'control: a claim value with a bound of its own ("limited to")',
    context: [
      'The policy covers rebuilding costs up to £500,000, while contents cover is limited to £40,000.',
    ],
    claim: 'The policy covers rebuilding costs up to £500,000, while contents cover is limited to £30,000.',
    verdict: 'not supported',
  },
];

/**
 * A negation said by a word of a sentence other than the best-aligned one: the place is named in
 * one sentence, the price in another ("Breakfast is included").
 */
const elsewhere: RuleCase[] = [
  {
    name: 'a price negated, said by "included" in another sentence than the one naming the place',
    context: [
      'The Old Forge Inn has six rooms in a converted smithy near Hay-on-Wye. Dogs are welcome.',
      'Breakfast is included in every room rate. It is served from 8 am.',
    ],
    claim: 'Breakfast does not cost extra at the Old Forge Inn.',
    verdict: 'supported',
  },
  {
    name: 'control: a price charged in the other sentence',
    context: [
      'The Old Forge Inn has six rooms in a converted smithy near Hay-on-Wye. Dogs are welcome.',
      'Breakfast costs £12 per person. It is served from 8 am.',
    ],
    claim: 'Breakfast does not cost extra at the Old Forge Inn.',
    verdict: 'not supported',
  },
];

describe('a value as an instance of a bound, through the local judge', () => {
  it.each(cases)('$name', (item) => expectRuleCase(judge, item));
});

describe('a negation said by another selected sentence', () => {
  it.each(elsewhere)('$name', (item) => expectRuleCase(judge, item));
});

/** The bound on ages in a sentence the claim's other words outrank (thirteenth pass). */
const shelter = [
  'Hollybank Animal Rescue rehomes around 300 cats and 90 dogs every year. All animals are microchipped and vaccinated before adoption.',
  'The adoption fee is £90 for cats and £160 for dogs. Adopters must be over 18 and must show proof of address. Volunteer walkers must be at least 16.',
];

const outranked: RuleCase[] = [
  {
    name: 'an age below a bound that no selected sentence gives',
    context: shelter,
    claim: 'A 17-year-old cannot adopt an animal from Hollybank.',
    verdict: 'supported',
  },
  {
    name: 'control: an age within the bound, denied',
    context: shelter,
    claim: 'A 19-year-old cannot adopt an animal from Hollybank.',
    verdict: 'not supported',
  },
  {
    name: 'control: an age below the bound, allowed',
    context: shelter,
    claim: 'A 17-year-old can adopt an animal from Hollybank.',
    verdict: 'not supported',
  },
  {
    name: 'an age below a bound written "and up"',
    context: ['The Cavern Trail tour is suitable for ages 12 and up. It lasts two hours.'],
    claim: 'The Cavern Trail tour is not suitable for a 9-year-old.',
    verdict: 'supported',
  },
  {
    name: 'control: an age above a bound written "and up", denied',
    context: ['The Cavern Trail tour is suitable for ages 12 and up. It lasts two hours.'],
    claim: 'The Cavern Trail tour is not suitable for a 14-year-old.',
    verdict: 'not supported',
  },
];

describe('an age bounded by a sentence the claim’s other words outrank', () => {
  it.each(outranked)('$name', (item) => expectRuleCase(judge, item));
});
