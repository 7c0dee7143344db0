/**
 * Opposites and directions added in the ninth pass (issue 24): irregular and third-person forms of
 * the direction verbs ("fallen", "raises", "reduces"), temperatures ("warmer" / "cooler"), rules
 * ("banned" / "permitted", "required" / "optional") and arrangements ("same" / "separate",
 * "indoor" / "outdoor"), and a comparative the sentence gives as two values
 * (`comparisons/compare-stated-values.ts`), and the doer across voices (`comparisons/agent-slot.ts`).
 * Each with a control that must stay supported.
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const flip = (name: string, context: string, claim: string, words: [string, string]): RuleCase[] => [
  { name, context: [context], claim, verdict: 'contradicted', reasoning: words.map((word) => `'${word}'`) },
  { name: `control: ${name}`, context: [context], claim: context, verdict: 'supported' },
];

const cases: RuleCase[] = [
  // Fourteenth pass: seasons, league tables and supplies.
  ...flip(
    '"quietest" against "busiest"',
    'August is the busiest month on the island, when visitors outnumber residents.',
    'August is the quietest month on the island, when visitors outnumber residents.',
    ['quietest', 'busiest'],
  ),
  ...flip(
    '"promoted" against "relegated"',
    'Fenwick Town were relegated from the Premier Division on Saturday after a 2-1 defeat.',
    'Fenwick Town were promoted from the Premier Division on Saturday after a 2-1 defeat.',
    ['promoted', 'relegated'],
  ),
  ...flip(
    '"surplus" against "shortage"',
    'Officials have warned of a growing shortage of nurses across the six hospitals.',
    'Officials have warned of a growing surplus of nurses across the six hospitals.',
    ['surplus', 'shortage'],
  ),
  {
    name: 'the "off" of a discount is no opposite of "on"',
    context: ['All employees receive a 25% discount on full-price items in our stores and online.'],
    claim: 'All employees get 25% off full-price items in our stores and online.',
    verdict: 'not contradicted',
  },
  ...flip(
    'a participle of "fall" against one of "rise"',
    'Water use at the Hadley works has fallen by 12 percent since the meters were fitted.',
    'Water use at the Hadley works has risen by 12 percent since the meters were fitted.',
    ['risen', 'fallen'],
  ),
  ...flip(
    '"raises" against "reduces"',
    'A larger deposit reduces the monthly repayments on the Orbit car loan.',
    'A larger deposit raises the monthly repayments on the Orbit car loan.',
    ['raises', 'reduces'],
  ),
  ...flip(
    '"cooler" against "warmer"',
    'Nights in the valley were warmer than the seasonal average by 1.5 °C.',
    'Nights in the valley were cooler than the seasonal average by 1.5 °C.',
    ['cooler', 'warmer'],
  ),
  ...flip(
    '"banned" against "permitted"',
    'Barbecues are permitted on the east lawn of Greystone Park.',
    'Barbecues are banned on the east lawn of Greystone Park.',
    ['banned', 'permitted'],
  ),
  ...flip(
    '"optional" against "required"',
    'A safety induction is required for every new member of the Tarn climbing wall.',
    'A safety induction is optional for every new member of the Tarn climbing wall.',
    ['optional', 'required'],
  ),
  ...flip(
    '"same" against "separate"',
    'Day pupils and boarders eat lunch in separate halls at Linford School.',
    'Day pupils and boarders eat lunch in the same hall at Linford School.',
    ['same', 'separate'],
  ),
  {
    name: 'a comparative the sentence gives as two values',
    context: ['Each winter the Marsh Hide records about 900 wigeon and 240 teal.'],
    claim: 'The Marsh Hide records more teal than wigeon each winter.',
    verdict: 'contradicted',
    reasoning: ["'more'", "'240' for 'teal' against '900' for 'wigeon'"],
  },
  {
    name: 'control: the comparative the two values bear out',
    context: ['Each winter the Marsh Hide records about 900 wigeon and 240 teal.'],
    claim: 'The Marsh Hide records more wigeon than teal each winter.',
    verdict: 'supported',
  },
  {
    name: "the doer swapped across voices, the claim's name given elsewhere in the chunks",
    context: [
      'The Harbour Baths were designed by the practice Holm & Berg and opened in 1931.',
      'Maria Lind, the city engineer, oversaw the new sea wall.',
    ],
    claim: 'Maria Lind designed the Harbour Baths, which opened in 1931.',
    verdict: 'contradicted',
    reasoning: ["'Maria Lind'", "'Holm & Berg'"],
  },
  {
    name: 'control: the doer the sentence names',
    context: [
      'The Harbour Baths were designed by the practice Holm & Berg and opened in 1931.',
      'Maria Lind, the city engineer, oversaw the new sea wall.',
    ],
    claim: 'Holm & Berg designed the Harbour Baths, which opened in 1931.',
    verdict: 'supported',
  },
  {
    name: 'two parts swapped, with a name the claim takes from another sentence',
    context: [
      'Release notes for Ledgerly 4.1.',
      'Invoices are now sorted by due date by default instead of by client name.',
    ],
    claim: 'In Ledgerly 4.1, invoices are now sorted by client name by default instead of by due date.',
    verdict: 'contradicted',
  },
  {
    name: 'control: the same order, with the name from another sentence',
    context: [
      'Release notes for Ledgerly 4.1.',
      'Invoices are now sorted by due date by default instead of by client name.',
    ],
    claim: 'In Ledgerly 4.1, invoices are now sorted by due date by default instead of by client name.',
    verdict: 'supported',
  },
  {
    name: 'a negated opposite agrees: "not banned" for "permitted"',
    context: ['Barbecues are permitted on the east lawn of Greystone Park.'],
    claim: 'Barbecues are not banned on the east lawn of Greystone Park.',
    verdict: 'not contradicted',
  },
  {
    name: 'weekdays for weekends',
    context: ['From November to March, guided tours of Alder Mill run only at weekends, at 11:00 and 14:00.'],
    claim: 'From November to March, guided tours of Alder Mill run only on weekdays, at 11:00 and 14:00.',
    verdict: 'contradicted',
    reasoning: ["'weekdays' in claim vs. its opposite 'weekends'"],
  },
  {
    name: 'control: weekends restated',
    context: ['From November to March, guided tours of Alder Mill run only at weekends, at 11:00 and 14:00.'],
    claim: 'Between November and March, Alder Mill’s guided tours run at weekends only, at 11:00 and 14:00.',
    verdict: 'not contradicted',
  },
  {
    name: 'accidentally for deliberately',
    context: ['The Ostra probe’s mission ended in 2019, when it was deliberately crashed into the Moon.'],
    claim: 'The Ostra probe’s mission ended in 2019, when it was accidentally crashed into the Moon.',
    verdict: 'contradicted',
    reasoning: ["'accidentally' in claim vs. its opposite 'deliberately'"],
  },
  {
    name: 'the first week for the final week',
    context: ['By the final week of the plan, runners jog without a break for 30 minutes.'],
    claim: 'By the first week of the plan, runners jog without a break for 30 minutes.',
    verdict: 'contradicted',
  },
  {
    name: 'an obligation denied agrees with "optional"',
    context: ['At Kelso Velodrome, wearing a helmet is optional on the beginners’ track.'],
    claim: 'At Kelso Velodrome, you do not have to wear a helmet on the beginners’ track.',
    verdict: 'supported',
  },
  {
    name: 'control: the obligation stated is a flip of "optional"',
    context: ['At Kelso Velodrome, wearing a helmet is optional on the beginners’ track.'],
    claim: 'At Kelso Velodrome, you have to wear a helmet on the beginners’ track.',
    verdict: 'contradicted',
    reasoning: ["negation 'optional' in the evidence only"],
  },
  {
    name: 'an obligation denied is a flip of the same obligation said with "must"',
    context: ['At Splash Zone, swimmers under 12 must be accompanied by an adult at all times.'],
    claim: 'At Splash Zone, swimmers under 12 do not need to be accompanied by an adult.',
    verdict: 'contradicted',
    reasoning: ["negation 'not' in the claim only"],
  },
  {
    name: 'control: "not necessarily need" one of the alternatives "either … or" names',
    context: ['Applicants need either a degree in a numerate subject or three years of relevant experience.'],
    claim: 'Applicants do not necessarily need a degree in a numerate subject.',
    verdict: 'not contradicted',
  },
  {
    name: 'a price denied agrees with "included"',
    context: ['Parking at the Aldwick Show is included in the ticket price.'],
    claim: 'Ticket holders do not need to pay separately for parking at the Aldwick Show.',
    verdict: 'supported',
  },
  {
    name: 'control: the price stated is a flip of "complimentary"',
    context: ['Wi-Fi at the Harbour View Hotel is complimentary in every room.'],
    claim: 'Wi-Fi at the Harbour View Hotel costs extra in every room.',
    verdict: 'contradicted',
    reasoning: ["negation 'complimentary' in the evidence only"],
  },
  {
    name: 'control: "paid" against "free" stays an opposite',
    context: ['Anchor is a free app for recording and publishing podcasts.'],
    claim: 'Anchor is a paid app for recording and publishing podcasts.',
    verdict: 'contradicted',
    reasoning: ["'paid' in claim vs. its opposite 'free'"],
  },
];

describe('opposites and directions of the ninth pass', () => {
  it.each(cases)('$name', (item) => expectRuleCase(judge, item));
});
