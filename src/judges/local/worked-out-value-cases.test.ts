/**
 * Twenty-eighth pass (issue 24): values an answer works out from the sentence's, and values
 * written in more ways, each judged otherwise by the pass-start build (8ecc9b5), with a control
 * that keeps its verdict.
 * - A total the claim's words ask for ("in total", "altogether"): the sentence's values added, or
 *   a count times each one's value (before: "number 31 in claim vs. 22").
 * - A rate over another period ("about 90 calls per working day" for "450 calls in a five-day
 *   week"), a frequency said another way ("three times an hour" for "every 20 minutes"), the time
 *   between two ends ("eight hours" for "from 10 am until 6 pm"), the other term of a multiple
 *   ("30,000 in 2019" for "60,000 …, twice as many as in 2019") and "doubled" for two values.
 * - Read in more forms: "a mile", "one square mile", "a kilometre and a half", "a pound fifty",
 *   hectolitres, a hedged oven temperature in Fahrenheit, centuries and decades in words ("the
 *   mid-eighteenth century", "the early seventies"), a count in words that opens the sentence.
 * - A share of the count before it ("30 of 45 singers" for "45 singers, two thirds of whom"), a
 *   value per item the sentence counts ("15 rooms per floor" for "180 rooms over 12 floors"), "the
 *   fourteenth of August" as a day of the month, "850 head of sheep" as a count of sheep, and the
 *   words of a bound a count lies within ("more than 800").
 * - A claimed length of time the sentence's two ends contradict ("open for ten hours" for "from 10
 *   am until 6 pm"; before: supported, the number only missing).
 * - "above" and "outside" are the opposites of "within" ("None … above safe limits" for "all …
 *   within safe limits").
 * - "not … until nine o'clock" says "only from 09:00", as "until 9 am" did.
 * - "one in four" is a share, no word in a slot ("word 'survey' in claim vs. 'four'").
 * - A short English claim whose words are half the chunks' own and half numbers and units of time
 *   is English, no Turkish the judge cannot read.
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const practice = [
  'The Ashgrove dental practice employs 22 dental nurses and 9 dentists.',
  'It opened in 2011.',
];
const orchard = [
  'The Millbeck community orchard is divided into 40 plots, each planted with 12 apple trees.',
  'Volunteers harvest the fruit in October.',
];
const helpline = [
  'The Torrin energy helpline answers roughly 450 calls in a five-day working week.',
  'Lines open at 8 am.',
];
const shuttle = [
  'The Pell Bay airport shuttle departs every 20 minutes between 6 am and midnight.',
  'Tickets cost £4.',
];
const library = [
  'The Hartwell reading room is open from 10 am until 6 pm on weekdays.',
  'It is closed on Sundays.',
];
const ferry = [
  'The Oster Sound ferry carried 60,000 passengers in 2023, twice as many as in 2019.',
  'A second boat joined in 2021.',
];
const hives = [
  'The Brackley apiary kept 15 hives in 2020 and 30 hives in 2024.',
  'Its honey is sold at the village shop.',
];
const lake = ['Lake Orvan covers 259 hectares.', 'It is stocked with trout every spring.'];
const pork = ['Roast the Kettleby pork shoulder at 180°C for two hours.', 'Rest it for 20 minutes.'];
const bridge = ['The Skelwith stone bridge was built in 1764.', 'It was restored in 1998.'];
const warranty = [
  "Tovar's boiler warranty covers parts and labour for 60 months.",
  'Annual servicing keeps it valid.',
];
const choir = [
  'The Halden community choir has 45 singers, two thirds of whom are sopranos or altos.',
  'It rehearses on Tuesdays.',
];
const hotel = ['The Marisol hotel has 180 rooms spread over 12 floors.', 'It reopened in 2023.'];
const regatta = ['The Fenby regatta is held on 14 August.', 'Entry closes a week before.'];
const farm = [
  'The Oakridge farm keeps 850 head of sheep on its upland pastures.',
  'Shearing takes place in June.',
];
const library2 = ['The Harbour Library opens at 09:00 on Saturdays.', 'It closes at 17:00.'];
const sites = [
  'Nitrate levels at all 9 sampling points stayed within safe limits throughout the summer.',
  'The Brenmoor catchment is sampled monthly.',
];
const audit = [
  'In the audit, one in four invoices had a missing tax code.',
  'The audit covered 800 invoices.',
];

const cases: RuleCase[] = [
  {
    name: 'a total the claim asks for: two counts added',
    context: practice,
    claim: 'The Ashgrove dental practice has 31 nurses and dentists altogether.',
    verdict: 'supported',
  },
  {
    name: 'control: a total that is not the sum',
    context: practice,
    claim: 'The Ashgrove dental practice has 35 nurses and dentists altogether.',
    verdict: 'not supported',
  },
  {
    name: 'a total: a count times each one’s value',
    context: orchard,
    claim: 'The Millbeck community orchard has 480 apple trees in total.',
    verdict: 'supported',
  },
  {
    name: 'control: a total that is no product',
    context: orchard,
    claim: 'The Millbeck community orchard has 520 apple trees in total.',
    verdict: 'not supported',
  },
  {
    name: 'a rate over another period, a week of five working days',
    context: helpline,
    claim: 'The Torrin energy helpline answers about 90 calls per working day.',
    verdict: 'supported',
  },
  {
    name: 'control: a rate over another period that does not follow',
    context: helpline,
    claim: 'The Torrin energy helpline answers about 150 calls per working day.',
    verdict: 'not supported',
  },
  {
    name: 'a frequency said another way',
    context: shuttle,
    claim: 'The Pell Bay airport shuttle leaves three times an hour.',
    verdict: 'supported',
  },
  {
    name: 'control: another frequency',
    context: shuttle,
    claim: 'The Pell Bay airport shuttle leaves four times an hour.',
    verdict: 'not supported',
  },
  {
    name: 'the time between two ends',
    context: library,
    claim: 'The Hartwell reading room stays open for eight hours each weekday.',
    verdict: 'supported',
  },
  {
    name: 'control: the time between other ends',
    context: library,
    claim: 'On weekdays the Hartwell reading room is open for eight hours from 9 am.',
    verdict: 'not supported',
  },
  {
    name: 'the other term of a multiple',
    context: ferry,
    claim: 'The Oster Sound ferry carried 30,000 passengers in 2019.',
    verdict: 'supported',
  },
  {
    name: 'control: the other term given the multiple’s year',
    context: ferry,
    claim: 'The Oster Sound ferry carried 30,000 passengers in 2023.',
    verdict: 'not supported',
  },
  {
    name: '"doubled" for two values of one kind',
    context: hives,
    claim: 'The number of hives at the Brackley apiary doubled between 2020 and 2024.',
    verdict: 'supported',
  },
  {
    name: 'control: "tripled" for the same two values',
    context: hives,
    claim: 'The number of hives at the Brackley apiary tripled between 2020 and 2024.',
    verdict: 'not supported',
  },
  {
    name: '"one square mile" for 259 hectares',
    context: lake,
    claim: 'Lake Orvan covers about one square mile.',
    verdict: 'supported',
  },
  {
    name: 'control: "two square miles" for 259 hectares',
    context: lake,
    claim: 'Lake Orvan covers about two square miles.',
    verdict: 'not supported',
  },
  {
    name: 'a hedged oven temperature in Fahrenheit',
    context: pork,
    claim: 'Roast the Kettleby pork shoulder at about 350°F for two hours.',
    verdict: 'supported',
    reasoning: ["converted '350°F' ≈ '180°C'"],
  },
  {
    name: 'control: a temperature further off',
    context: pork,
    claim: 'Roast the Kettleby pork shoulder at about 450°F for two hours.',
    verdict: 'contradicted',
  },
  {
    name: 'a century in words',
    context: bridge,
    claim: 'The Skelwith stone bridge was built in the mid-eighteenth century.',
    verdict: 'supported',
  },
  {
    name: 'control: another century',
    context: bridge,
    claim: 'The Skelwith stone bridge was built in the mid-seventeenth century.',
    verdict: 'not supported',
  },
  {
    name: '"one in four" is a share, no word in a slot',
    context: audit,
    claim: 'Around 25% of invoices in the audit had a missing tax code.',
    verdict: 'supported',
  },
  {
    name: 'control: another share',
    context: audit,
    claim: 'Around 40% of invoices in the audit had a missing tax code.',
    verdict: 'not supported',
  },
  {
    name: 'a share of the count before it',
    context: choir,
    claim: 'The Halden community choir has 30 sopranos and altos.',
    verdict: 'supported',
  },
  {
    name: 'control: another share of the count',
    context: choir,
    claim: 'The Halden community choir has 20 sopranos and altos.',
    verdict: 'not supported',
  },
  {
    name: 'a value per item the sentence counts',
    context: hotel,
    claim: 'The Marisol hotel has an average of 15 rooms per floor.',
    verdict: 'supported',
  },
  {
    name: 'control: another value per item',
    context: hotel,
    claim: 'The Marisol hotel has an average of 18 rooms per floor.',
    verdict: 'not supported',
  },
  {
    name: 'a day of the month as a rank in words',
    context: regatta,
    claim: 'The Fenby regatta is held on the fourteenth of August.',
    verdict: 'supported',
  },
  {
    name: 'control: another day as a rank in words',
    context: regatta,
    claim: 'The Fenby regatta is held on the fifteenth of August.',
    verdict: 'not supported',
  },
  {
    name: 'a bound the count lies within, over "head of" sheep',
    context: farm,
    claim: 'The Oakridge farm keeps more than 800 sheep on its upland pastures.',
    verdict: 'supported',
  },
  {
    name: 'control: a bound the count lies outside',
    context: farm,
    claim: 'The Oakridge farm keeps more than 900 sheep on its upland pastures.',
    verdict: 'not supported',
  },
  {
    name: '"not … until" a time in words says "only from then"',
    context: library2,
    claim: "On Saturdays you can't get into the Harbour Library until nine o'clock.",
    verdict: 'supported',
  },
  {
    name: 'control: "not … until" another time',
    context: library2,
    claim: "On Saturdays you can't get into the Harbour Library until ten o'clock.",
    verdict: 'not supported',
  },
  {
    name: '"None … above" for "all … within": a quantifier and its predicate both turned',
    context: sites,
    claim: 'None of the 9 sampling points recorded nitrate above safe limits during the summer.',
    verdict: 'supported',
  },
  {
    name: 'control: "all … above" for "all … within"',
    context: sites,
    claim: 'Nitrate levels at all 9 sampling points stayed above safe limits throughout the summer.',
    verdict: 'not supported',
  },
  {
    name: 'a length of time the two ends contradict',
    context: library,
    claim: 'On weekdays the Hartwell reading room is open for ten hours.',
    verdict: 'contradicted',
    reasoning: ['number ten hours in claim vs. 10 am to 6 pm'],
  },
  {
    name: 'control: the length the two ends give',
    context: library,
    claim: 'On weekdays the Hartwell reading room is open for eight hours.',
    verdict: 'supported',
  },
  {
    name: 'a short English claim in numbers and units of its own is read as English',
    context: warranty,
    claim: "Tovar's boiler warranty lasts five years.",
    verdict: 'supported',
  },
  {
    name: 'control: another length of time',
    context: warranty,
    claim: "Tovar's boiler warranty lasts six years.",
    verdict: 'not supported',
  },
];

describe('values worked out, and numbers in more forms', () => {
  it.each(cases)('$name', async (item) => {
    await expectRuleCase(judge, item);
  });
});
