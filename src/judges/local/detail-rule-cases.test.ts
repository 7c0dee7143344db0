/**
 * Rules added after the first blind single-edit table (issue 24, seventh pass), each with the case
 * it reads and a faithful control it must leave alone: a name cut short to another variant's, a
 * number stated only about something else, distance words as a comparison, a repeated comparative,
 * "no longer", "X-free" as "no X", and the court's opposites.
 */
import { describe, expect, it } from 'vitest';
import { silentLogger } from '../../logger.js';
import { verify } from '../../verify.js';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const cases: RuleCase[] = [
  {
    name: 'twenty-fourth pass: "bags" for "baggage", one word said two ways (swapped-word.ts)',
    context: [
      'Power banks are not permitted in checked baggage on Aerolinea flights.',
      'Checked bags may weigh up to 23 kg in economy.',
    ],
    claim: 'Power banks are not permitted in checked bags on Aerolinea flights.',
    verdict: 'supported',
  },
  {
    name: 'twenty-fourth pass, control: "dogs" for "cats", another animal the context names',
    context: [
      'Lilies are highly toxic to cats, even in small amounts.',
      'Dogs that eat lilies may have an upset stomach.',
    ],
    claim: 'Lilies are highly toxic to dogs, even in small amounts.',
    verdict: 'contradicted',
  },
  {
    name: 'a variant name cut short',
    context: [
      'The Aurora X2 has a 6.1-inch screen and two cameras. Only the Aurora X2 Max includes a periscope telephoto lens, which offers 5x optical zoom.',
    ],
    claim: 'Only the Aurora X2 includes a periscope telephoto lens, which offers 5x optical zoom.',
    verdict: 'contradicted',
    reasoning: ["'Aurora X2'", "'Aurora X2 Max'"],
  },
  {
    name: 'a model number cut short',
    context: [
      'The Model 3 costs less than the Model 3 Performance. The Model 3 Performance reaches 100 km/h in 3.1 seconds.',
    ],
    claim: 'The Model 3 reaches 100 km/h in 3.1 seconds.',
    verdict: 'contradicted',
    reasoning: ["'Model 3'", "'Model 3 Performance'"],
  },
  {
    name: 'control: the short name is the sentence’s own',
    context: [
      'The Aurora X2 has a 6.1-inch screen and two cameras. Only the Aurora X2 Max includes a periscope telephoto lens.',
    ],
    claim: 'The Aurora X2 has a 6.1-inch screen and two cameras.',
    verdict: 'supported',
  },
  {
    name: 'control: a longer name the context never shortens',
    context: ['The Galaxy S24 Ultra has a titanium frame. It went on sale in January.'],
    claim: 'The Galaxy S24 has a titanium frame.',
    verdict: 'supported',
  },
  {
    name: 'an opposite of another clause, the claim’s word said of its own object',
    context: [
      "At the March meeting, the planning committee rejected Councillor Hale's application for a car park but approved Councillor Mbeki's scheme for a cycle hub.",
    ],
    claim: "The planning committee approved Mbeki's scheme for a cycle hub.",
    verdict: 'supported',
  },
  {
    name: 'control: the opposite said of the claim’s object',
    context: [
      "At the March meeting, the planning committee rejected Councillor Hale's application for a car park but approved Councillor Mbeki's scheme for a cycle hub.",
    ],
    claim: "The planning committee approved Hale's application for a car park.",
    verdict: 'contradicted',
  },
  {
    name: 'a date of another sentence than the one naming the subject',
    context: [
      'Kelso Winter Fair. Stalls will fill the Market Square and the Abbey Green.',
      'The fair runs from 5 December to 21 December 2025. It opens daily from 10 am to 7 pm.',
    ],
    claim: 'The Kelso Winter Fair opens on 5 November 2025.',
    verdict: 'contradicted',
    reasoning: ["'5 November 2025'", "'5 December'"],
  },
  {
    name: 'control: the date that other sentence gives',
    context: [
      'Kelso Winter Fair. Stalls will fill the Market Square and the Abbey Green.',
      'The fair runs from 5 December to 21 December 2025. It opens daily from 10 am to 7 pm.',
    ],
    claim: 'The Kelso Winter Fair opens on 5 December 2025.',
    verdict: 'not contradicted',
  },
  {
    name: 'control: a date the claim denies',
    context: [
      'Kelso Winter Fair. Stalls will fill the Market Square and the Abbey Green.',
      'The fair runs from 5 December to 21 December 2025. Entry is free for children.',
    ],
    claim: 'The Kelso Winter Fair does not start on 5 November 2025.',
    verdict: 'not contradicted',
  },
  {
    name: 'a name written as its initials',
    context: [
      'Every spring, the birds fly from Patagonia and the southern United States to breeding grounds in Alaska.',
    ],
    claim: 'Every spring, the birds fly from Patagonia and the southern US to breeding grounds in Alaska.',
    verdict: 'supported',
  },
  {
    name: 'control: initials of another name',
    context: [
      'Every spring, the birds fly from Patagonia and the southern United States to breeding grounds in Alaska. Some winter in the United Kingdom.',
    ],
    claim: 'Every spring, the birds fly from Patagonia and the southern UK to breeding grounds in Alaska.',
    verdict: 'not supported',
  },
  {
    name: 'control: a company suffix',
    context: ['Microsoft Corporation reported record revenue. Microsoft is based in Redmond.'],
    claim: 'Microsoft reported record revenue.',
    verdict: 'supported',
  },
  {
    name: 'a number stated only about something else',
    context: [
      'Paracil tablets are for adults. Each tablet contains 500 mg of paracetamol. Paracil Junior oral suspension contains 250 mg of paracetamol in every 5 ml.',
    ],
    claim: 'Each tablet contains 250 mg of paracetamol.',
    verdict: 'contradicted',
    reasoning: ['250', '500'],
  },
  {
    name: 'control: the number of the other sentence, about its own subject',
    context: [
      'Paracil tablets are for adults. Each tablet contains 500 mg of paracetamol. Paracil Junior oral suspension contains 250 mg of paracetamol in every 5 ml.',
    ],
    claim: 'Paracil Junior contains 250 mg of paracetamol in every 5 ml.',
    verdict: 'supported',
  },
  {
    name: 'distance as a comparison',
    context: [
      'Mercury is closer to the Sun than Venus, yet Venus has the higher average surface temperature.',
    ],
    claim:
      'Mercury is farther from the Sun than Venus, yet Venus has the higher average surface temperature.',
    verdict: 'contradicted',
    reasoning: ["'farther'", "'closer'"],
  },
  {
    name: 'a comparative the claim repeats where the sentence has both',
    context: ['The library will open earlier on weekdays but close later on Saturdays.'],
    claim: 'The library will open later on weekdays but close later on Saturdays.',
    verdict: 'contradicted',
    reasoning: ["'later'", "'earlier'"],
  },
  {
    name: 'control: both comparatives kept',
    context: ['The library will open earlier on weekdays but close later on Saturdays.'],
    claim: 'On weekdays the library will open earlier, but on Saturdays it will close later.',
    verdict: 'supported',
  },
  {
    name: '"no longer" against a plain statement',
    context: ['Dr Weber is a member of the supervisory board, where she chairs the audit committee.'],
    claim: 'Dr Weber is no longer a member of the supervisory board.',
    verdict: 'contradicted',
    reasoning: ["'no'"],
  },
  {
    name: 'control: "no longer" restated',
    context: ['Dr Weber is no longer a member of the supervisory board.'],
    claim: 'Dr Weber is not a member of the supervisory board.',
    verdict: 'supported',
  },
  {
    name: '"X-free" states "no X"',
    context: ['The company has been debt-free since 2018, according to its annual report.'],
    claim: 'The company has had no debt since 2018.',
    verdict: 'supported',
  },
  {
    name: 'a ruling overturned for upheld',
    context: ['The Court of Appeal upheld the lower court ruling in favour of the tenant.'],
    claim: 'The Court of Appeal overturned the lower court ruling in favour of the tenant.',
    verdict: 'contradicted',
    reasoning: ["'overturned'", "'upheld'"],
  },
  {
    name: 'eldest and youngest on one scale',
    context: ['The eldest daughter, Anna, runs the farm with her husband.'],
    claim: 'The youngest daughter, Anna, runs the farm with her husband.',
    verdict: 'contradicted',
    reasoning: ["'youngest'", "'eldest'"],
  },
  {
    name: 'another frequency',
    context: ['Patients should take the tablets daily with water.'],
    claim: 'Patients should take the tablets weekly with water.',
    verdict: 'contradicted',
    reasoning: ["'weekly'", "'daily'"],
  },
  {
    name: '"neither … nor" is one negation',
    context: ['Neither the mayor nor the council approved the budget.'],
    claim: 'Both the mayor and the council approved the budget.',
    verdict: 'contradicted',
    reasoning: ["'Neither'"],
  },
  {
    name: 'control: "neither … nor" restated',
    context: ['Neither the mayor nor the council approved the budget.'],
    claim: 'The mayor did not approve the budget, nor did the council.',
    verdict: 'supported',
  },
  {
    name: 'a short English sentence whose trigrams look Romanian',
    context: ['Customers cannot return opened software.'],
    claim: 'Customers can return opened software.',
    verdict: 'contradicted',
    reasoning: ["'cannot'"],
  },
  {
    name: 'a "not" said by a negative word: banned',
    context: ['Smoking, including the use of e-cigarettes, is banned on all platforms of the station.'],
    claim: 'E-cigarettes may not be used on the platforms of the station.',
    verdict: 'supported',
  },
  {
    name: 'a "not" said by "only"',
    context: ['The night bus runs only on weekdays, from midnight to five.'],
    claim: 'The night bus does not run on weekends.',
    verdict: 'supported',
  },
  {
    name: 'a "no longer" said by "removes"',
    context: ['Version 4.0 removes support for Python 3.7 and adds type hints.'],
    claim: 'Python 3.7 is no longer supported as of version 4.0.',
    verdict: 'supported',
  },
  {
    name: '"did not take place" said by "was cancelled"',
    context: ['The 2020 edition of the regatta was cancelled because of the storm. It returned in 2021.'],
    claim: 'The regatta did not take place in 2020 because of the storm.',
    verdict: 'supported',
  },
  {
    name: 'control: a negated predicate a cancellation does not say',
    context: ['The regatta was cancelled because of the storm.'],
    claim: 'The regatta did not raise enough money because of the storm.',
    verdict: 'not supported',
  },
  {
    name: 'control: a "not" added where the sentence has no negative word',
    context: ['The night bus runs on weekdays, from midnight to five.'],
    claim: 'The night bus does not run on weekdays.',
    verdict: 'contradicted',
    reasoning: ["'not'"],
  },
  {
    name: 'adverbs of speed as a comparison',
    context: ['Operating costs grew more slowly than revenue during the year.'],
    claim: 'Operating costs grew more quickly than revenue during the year.',
    verdict: 'contradicted',
    reasoning: ["'quickly'", "'slowly'"],
  },
  {
    name: 'newer against older',
    context: ['The north wing is older than the glass atrium that links it to the customs house.'],
    claim: 'The north wing is newer than the glass atrium that links it to the customs house.',
    verdict: 'contradicted',
    reasoning: ["'newer'", "'older'"],
  },
  {
    name: 'a day moved, the month named loosely elsewhere',
    context: [
      'Registration closes on 28.02.2025 or when 6,000 runners have signed up. Start numbers are posted in the second half of March.',
    ],
    claim: 'Registration closes on 28.03.2025 or when 6,000 runners have signed up.',
    verdict: 'contradicted',
    reasoning: ["'28.03.2025'", "'28.02.2025'"],
  },
  {
    name: 'a common noun swapped for another the context names',
    context: [
      'Lilies are highly toxic to cats, and even a little pollen can cause kidney failure. Dogs are much less sensitive to lilies.',
    ],
    claim: 'Lilies are highly toxic to dogs, and even a little pollen can cause kidney failure.',
    verdict: 'contradicted',
    reasoning: ["word 'dogs'", "'cats'"],
  },
  {
    name: 'control: a word the context does not name elsewhere',
    context: ['Lilies are highly toxic to cats, and even a little pollen can cause kidney failure.'],
    claim: 'Lilies are highly poisonous to cats, and even a little pollen can cause kidney failure.',
    verdict: 'supported',
  },
  {
    name: 'two names that trade places past a modifier the claim leaves out (swapped-pair.ts)',
    context: [
      'Version 3 of the Brio toolkit replaces the legacy Tamar renderer with the newer Kestrel engine.',
    ],
    claim: 'Version 3 of the Brio toolkit replaces the Kestrel engine with the Tamar renderer.',
    verdict: 'contradicted',
    reasoning: ["name 'Kestrel'", "'Tamar'"],
  },
  {
    name: 'control: the same modifiers left out, the names in their places',
    context: [
      'Version 3 of the Brio toolkit replaces the legacy Tamar renderer with the newer Kestrel engine.',
    ],
    claim: 'Version 3 of the Brio toolkit replaces the Tamar renderer with the Kestrel engine.',
    verdict: 'supported',
  },
  {
    name: 'a phrase swapped for the one another sentence names (swapped-word.ts, eleventh pass)',
    context: [
      "The ferry's captain, Ingrid Moe, raised the alarm just before midnight. Chief engineer Tomas Berg stayed in the engine room.",
    ],
    claim: "The ferry's chief engineer, Ingrid Moe, raised the alarm just before midnight.",
    verdict: 'contradicted',
    reasoning: ["words 'chief engineer'", "'captain'"],
  },
  {
    name: 'control: a phrase of the sentence restated, not named elsewhere',
    context: [
      "The ferry's captain, Ingrid Moe, raised the alarm just before midnight. Chief engineer Tomas Berg stayed in the engine room.",
    ],
    claim: "The ferry's commanding officer, Ingrid Moe, raised the alarm just before midnight.",
    verdict: 'supported',
  },
  {
    name: 'control: a phrase named elsewhere against one that is no thing of its kind',
    context: [
      'It is illegal for a pitcher to apply pretty much anything to the ball. Umpires check for foreign substances.',
    ],
    claim: 'It is illegal for a pitcher to apply a foreign substance to the ball.',
    verdict: 'supported',
  },
  {
    name: 'a day stated elsewhere about something else',
    context: [
      'The lander touched down on 20 July 1969 at 20:17 UTC. The first step onto the surface followed on 21 July at 02:56 UTC.',
    ],
    claim: 'The lander touched down on 21 July 1969 at 20:17 UTC.',
    verdict: 'contradicted',
    reasoning: ["'21 July 1969'", "'20 July 1969'"],
  },
  {
    name: 'deeper against shallower',
    context: ['At 1,642 metres, the lake is deeper than any other lake on the continent.'],
    claim: 'At 1,642 metres, the lake is shallower than any other lake on the continent.',
    verdict: 'contradicted',
    reasoning: ["'shallower'", "'deeper'"],
  },
  {
    name: 'a negative word that closes the sentence',
    context: [
      'The warranty covers manufacturing defects only; damage caused by misuse or accidents is excluded.',
    ],
    claim: 'Damage caused by misuse or accidents is not covered by the warranty.',
    verdict: 'supported',
  },
  {
    name: 'a bound flipped where the sentence has the other bound in another slot',
    context: ['The rise of each step must be at most 190 mm, and the going must be at least 250 mm.'],
    claim: 'The rise of each step must be at least 190 mm.',
    verdict: 'contradicted',
    reasoning: ["'least'", "'most'"],
  },
  {
    name: 'control: the other bound in its own slot',
    context: ['The rise of each step must be at most 190 mm, and the going must be at least 250 mm.'],
    claim: 'The going must be at least 250 mm.',
    verdict: 'supported',
  },
  {
    name: '"nobody other than" says "only"',
    context: ['Gas boilers must be installed by a registered engineer, who will notify the council.'],
    claim: 'Nobody other than a registered engineer may install a gas boiler.',
    verdict: 'supported',
  },
  {
    name: 'a number the claim repeats where the sentence has another in that slot',
    context: [
      'Staff with at least 26 weeks of service are entitled to 20 weeks of paid leave at full salary.',
    ],
    claim: 'Staff with at least 26 weeks of service are entitled to 26 weeks of paid leave at full salary.',
    verdict: 'contradicted',
    reasoning: ['26', '20'],
  },
  {
    name: 'a number word changed',
    context: ['From six months, most dogs can move to two meals a day.'],
    claim: 'From six months, most dogs can move to one meal a day.',
    verdict: 'contradicted',
    reasoning: ['one', 'two'],
  },
  {
    name: 'control: a number word written as digits',
    context: ['From six months, most dogs can move to two meals a day.'],
    claim: 'From six months, most dogs can move to 2 meals a day.',
    verdict: 'supported',
  },
  {
    name: 'clockwise against anticlockwise',
    context: ['Remove the filter by twisting it anticlockwise and rinse it under warm water.'],
    claim: 'Remove the filter by twisting it clockwise and rinse it under warm water.',
    verdict: 'contradicted',
    reasoning: ["'clockwise'", "'anticlockwise'"],
  },
  {
    name: 'a comparison negated for all others is the superlative',
    context: ['An elephant pregnancy lasts about 22 months, the longest of any mammal.'],
    claim: 'No other mammal has a longer pregnancy than the elephant.',
    verdict: 'supported',
  },
  {
    name: '"do not have to pay" said by "free"',
    context: ['Admission is free for children under 16 and costs NOK 150 for adults.'],
    claim: 'Children under 16 do not have to pay for admission.',
    verdict: 'supported',
  },
  {
    name: 'an ordinal in the same slot',
    context: ['The merger is expected to complete in the second quarter of 2026, subject to approval.'],
    claim: 'The merger is expected to complete in the fourth quarter of 2026, subject to approval.',
    verdict: 'contradicted',
    reasoning: ['fourth', 'second'],
  },
  {
    name: 'control: the same ordinal written as the context writes it',
    context: ['The merger is expected to complete in the second quarter of 2026, subject to approval.'],
    claim: 'The merger should complete in the second quarter of 2026, subject to approval.',
    verdict: 'supported',
  },
  {
    name: '"beat" against "fell short of"',
    context: ['Quarterly sales beat analysts’ forecasts of $2.4 billion.'],
    claim: 'Quarterly sales fell short of analysts’ forecasts of $2.4 billion.',
    verdict: 'contradicted',
  },
  {
    name: '"switched off" against "switched on"',
    context: ['The battery lasts up to 20 hours with the display switched off.'],
    claim: 'The battery lasts up to 20 hours with the display switched on.',
    verdict: 'contradicted',
  },
  {
    name: 'control: "on" in another slot',
    context: ['The battery lasts up to 20 hours with the display switched off.'],
    claim: 'With the display switched off, the battery lasts up to 20 hours on a charge.',
    verdict: 'supported',
  },
  {
    name: '"continue" against "stop"',
    context: ['Patients should stop taking the tablets and contact their doctor if a rash appears.'],
    claim: 'Patients should continue taking the tablets and contact their doctor if a rash appears.',
    verdict: 'contradicted',
  },
  {
    name: '"leads" against "trails"',
    context: ['After the fourth stage Moreau trails Lindqvist by 12 seconds overall.'],
    claim: 'After the fourth stage Moreau leads Lindqvist by 12 seconds overall.',
    verdict: 'contradicted',
  },
  {
    name: 'a swapped word, where another sentence holds a different number in a slot',
    context: [
      'Tuition fees for local students are £9,250 per year, while international students pay £32,400 per year. Scholarships worth £3,000 per year are available to local students from households earning less than £30,000.',
    ],
    claim:
      'Scholarships worth £3,000 per year are available to international students from households earning less than £30,000.',
    verdict: 'contradicted',
    reasoning: ["'international'", "'local'"],
  },
  {
    name: 'a quarter that does not exist ("Q5") against the context\'s quarter',
    context: ['Revenue rose 8% in the second quarter.'],
    claim: 'Revenue rose 8% in Q5.',
    verdict: 'contradicted',
  },
  {
    name: 'a time of day is no instance of opening hours',
    context: ['The splash pad is open from June to Labour Day, 9 a.m. to 8 p.m.'],
    claim: 'The splash pad opens at 11 a.m.',
    verdict: 'contradicted',
  },
  {
    name: 'two things of one sentence swapped with each other',
    context: [
      'Cabin bags may weigh up to 8 kg in Economy or 12 kg in Business Class. Each passenger may bring one bag.',
    ],
    claim: 'Cabin bags may weigh up to 8 kg in Business Class or 12 kg in Economy.',
    verdict: 'contradicted',
    reasoning: ["'Business'", "'Economy'"],
  },
  {
    name: 'control: a list reordered',
    context: ['The café serves coffee, tea and hot chocolate until 6 p.m.'],
    claim: 'The café serves hot chocolate, tea and coffee until 6 p.m.',
    verdict: 'supported',
  },
];

describe('detail rules of the seventh pass', () => {
  it.each(cases)('$name', (item) => expectRuleCase(judge, item));
});

/**
 * Numbers written another way (issue: units): the faithful claim supported through `verify()`,
 * which also checks the quote mechanically, and a changed number beside it still contradicted.
 */
/** A number case through `verify()`: supported means every claim part is. */
async function expectThroughVerify(item: { context: string; claim: string; verdict: string }): Promise<void> {
  const report = await verify({
    response: item.claim,
    chunks: [{ id: 'c1', text: item.context }],
    judge,
    logger: silentLogger,
  });
  const verdicts = report.claims.map((claim) => claim.verdict);
  const reasoning = report.claims.map((claim) => claim.reasoning).join(' / ');
  if (item.verdict === 'supported')
    expect(
      verdicts.every((verdict) => verdict === 'supported'),
      reasoning,
    ).toBe(true);
  else expect(verdicts, reasoning).toContain(item.verdict);
}

const restatedNumbers: Array<{ name: string; context: string; claim: string; verdict: string }> = [
  {
    name: 'pounds as a weight',
    context: 'Households may drop off up to 50 kilograms of garden waste per visit free of charge.',
    claim: 'Households may drop off up to 110 pounds of garden waste per visit free of charge.',
    verdict: 'supported',
  },
  {
    name: 'control: too many pounds',
    context: 'Households may drop off up to 50 kilograms of garden waste per visit free of charge.',
    claim: 'Households may drop off up to 150 pounds of garden waste per visit free of charge.',
    verdict: 'contradicted',
  },
  {
    name: 'pounds as money',
    context: 'A day ticket costs £39 for adults.',
    claim: 'A day ticket costs 39 pounds for adults.',
    verdict: 'supported',
  },
  {
    name: 'control: other pounds as money',
    context: 'A day ticket costs £39 for adults.',
    claim: 'A day ticket costs 45 pounds for adults.',
    verdict: 'contradicted',
  },
  {
    name: 'a temperature below zero in Fahrenheit',
    context: 'Temperatures may fall to minus 12 °C in sheltered glens overnight.',
    claim: 'Temperatures may fall to about 10 °F in sheltered glens overnight.',
    verdict: 'supported',
  },
  {
    name: 'control: another temperature in Fahrenheit',
    context: 'Temperatures may fall to minus 12 °C in sheltered glens overnight.',
    claim: 'Temperatures may fall to about 30 °F in sheltered glens overnight.',
    verdict: 'contradicted',
  },
  {
    name: 'control: the minus dropped',
    context: 'Temperatures may fall to −12 °C in sheltered glens overnight.',
    claim: 'Temperatures may fall to 12 °C in sheltered glens overnight.',
    verdict: 'contradicted',
  },
  {
    name: 'a quarter of an hour',
    context: 'The visitor centre is served by a free shuttle bus every 15 minutes.',
    claim: 'The visitor centre is served by a free shuttle bus every quarter of an hour.',
    verdict: 'supported',
  },
  {
    name: 'control: half an hour for 15 minutes',
    context: 'The visitor centre is served by a free shuttle bus every 15 minutes.',
    claim: 'The visitor centre is served by a free shuttle bus every half an hour.',
    verdict: 'contradicted',
  },
  {
    name: 'fractions written as one character',
    context: 'Kasparov lost the 1997 match to Deep Blue. The final score was 3½–2½.',
    claim: 'The final score of the 1997 match was 3.5–2.5.',
    verdict: 'supported',
  },
  {
    name: 'control: another score',
    context: 'The final score of the 1997 match was 3½–2½.',
    claim: 'The final score of the 1997 match was 4.5–2.5.',
    verdict: 'contradicted',
  },
  {
    name: 'a share as a part of a whole',
    context: 'Around 60% of high-speed trains will be cancelled, the operator said.',
    claim: 'Around three in five high-speed trains will be cancelled, the operator said.',
    verdict: 'supported',
  },
  {
    name: 'control: another part of the whole',
    context: 'Around 60% of high-speed trains will be cancelled, the operator said.',
    claim: 'Around two in five high-speed trains will be cancelled, the operator said.',
    verdict: 'contradicted',
  },
  {
    name: 'a range in another unit',
    context: 'The hike to the summit takes about two to three hours return.',
    claim: 'The hike to the summit takes about 120 to 180 minutes return.',
    verdict: 'supported',
  },
  {
    name: 'control: a range with another start',
    context: 'The hike to the summit takes about two to three hours return.',
    claim: 'The hike to the summit takes about 90 to 180 minutes return.',
    verdict: 'contradicted',
  },
  {
    name: 'about three months for 90 days',
    context: 'Brightwave Insurance retains customer call recordings for 90 days, then deletes them.',
    claim: 'Brightwave Insurance keeps customer call recordings for about three months, then deletes them.',
    verdict: 'supported',
  },
  {
    name: 'control: about six months for 90 days',
    context: 'Brightwave Insurance retains customer call recordings for 90 days, then deletes them.',
    claim: 'Brightwave Insurance keeps customer call recordings for about six months, then deletes them.',
    verdict: 'contradicted',
  },
  {
    name: 'control: 3 months for 120 days',
    context: 'Brightwave Insurance retains customer call recordings for 120 days, then deletes them.',
    claim: 'Brightwave Insurance keeps customer call recordings for 3 months, then deletes them.',
    verdict: 'contradicted',
  },
  {
    name: 'a race time in hours, minutes and seconds',
    context: "The men's marathon world record of 2:00:35 was set in Chicago in 2023.",
    claim: "The men's marathon world record of two hours and 35 seconds was set in Chicago in 2023.",
    verdict: 'supported',
  },
  {
    name: 'control: another race time',
    context: "The men's marathon world record of 2:00:35 was set in Chicago in 2023.",
    claim: "The men's marathon world record of two hours and 45 seconds was set in Chicago in 2023.",
    verdict: 'contradicted',
  },
  {
    name: 'a rate in another period',
    context: 'The LP-220 prints up to 30 pages per minute in black and white.',
    claim: 'The LP-220 prints up to one page every two seconds in black and white.',
    verdict: 'supported',
  },
  {
    name: 'control: a slower rate',
    context: 'The LP-220 prints up to 30 pages per minute in black and white.',
    claim: 'The LP-220 prints up to one page every three seconds in black and white.',
    verdict: 'contradicted',
  },
  {
    name: 'requests per second for requests per minute',
    context: 'The API allows 600 requests per minute per API key.',
    claim: 'The API allows 10 requests per second per API key.',
    verdict: 'supported',
  },
  {
    name: 'control: too many requests per second',
    context: 'The API allows 600 requests per minute per API key.',
    claim: 'The API allows 20 requests per second per API key.',
    verdict: 'contradicted',
  },
  {
    name: 'control: a time of day on either clock',
    context: 'The last ferry leaves the harbour at 19:30.',
    claim: 'The last ferry leaves the harbour at 7:30 pm.',
    verdict: 'supported',
  },
];

describe('numbers written another way, through verify()', () => {
  it.each(restatedNumbers)('$name', expectThroughVerify);
});

/**
 * Numbers written another way, second pass: quarters as "Q3", multipliers joined to the number
 * ("£3.1bn", "£32.4k"), thousands with points where decimals take commas, an amount per period in
 * another period, hedged shares ("just over a quarter"), "half a million" and "twice a week"; each
 * faithful claim beside a changed one that must stay contradicted.
 */
const restatedNumbersAgain: Array<{ name: string; context: string; claim: string; verdict: string }> = [
  {
    name: 'Q3 for the third quarter',
    context:
      'Norvik Systems today reported third-quarter revenue of $1.84 billion, up 12% year on year, and net income of $212 million.',
    claim: 'Norvik posted Q3 revenue of about $1.8 billion, up 12% from a year earlier.',
    verdict: 'supported',
  },
  {
    name: 'control: Q2 for the third quarter',
    context:
      'Norvik Systems today reported third-quarter revenue of $1.84 billion, up 12% year on year, and net income of $212 million.',
    claim: 'Norvik posted Q2 revenue of about $1.8 billion, up 12% from a year earlier.',
    verdict: 'contradicted',
  },
  {
    name: 'Q3 2021 for the third quarter of 2021',
    context: 'Revenue in the third quarter of 2021 was $5 million.',
    claim: 'Revenue in Q3 2021 was $5 million.',
    verdict: 'supported',
  },
  {
    name: '£3.1bn for £3.1 billion',
    context:
      'Annual sales rose 8.3% to £3.1 billion in the year to 28 February, helped by strong demand for its own-brand ranges.',
    claim: 'Sales rose 8.3% to £3.1bn in the year to 28 Feb.',
    verdict: 'supported',
  },
  {
    name: 'control: £3.4bn for £3.1 billion',
    context:
      'Annual sales rose 8.3% to £3.1 billion in the year to 28 February, helped by strong demand for its own-brand ranges.',
    claim: 'Sales rose 8.3% to £3.4bn in the year to 28 Feb.',
    verdict: 'contradicted',
  },
  {
    name: '£32.4k for £32,400',
    context: 'The median salary for the role is £32,400.',
    claim: 'The median salary for the role is £32.4k.',
    verdict: 'supported',
  },
  {
    name: 'control: £32.8k for £32,400',
    context: 'The median salary for the role is £32,400.',
    claim: 'The median salary for the role is £32.8k.',
    verdict: 'contradicted',
  },
  {
    name: 'thousands with points where decimals take commas',
    context: 'The Sparbuch Plus pays 2,5 % interest p.a. on balances up to EUR 50.000.',
    claim: 'The Sparbuch Plus pays 2.5% interest per year on balances up to EUR 50,000.',
    verdict: 'supported',
  },
  {
    name: 'control: a tenth of the balance',
    context: 'The Sparbuch Plus pays 2,5 % interest p.a. on balances up to EUR 50.000.',
    claim: 'The Sparbuch Plus pays 2.5% interest per year on balances up to EUR 5,000.',
    verdict: 'contradicted',
  },
  {
    name: 'a monthly price as a yearly one',
    context: 'Accidental damage cover is optional and costs an extra £4.50 per month.',
    claim: 'Accidental damage cover is an optional extra costing £54 a year.',
    verdict: 'supported',
  },
  {
    name: 'control: a yearly price that is not twelve months of it',
    context: 'Accidental damage cover is optional and costs an extra £4.50 per month.',
    claim: 'Accidental damage cover is an optional extra costing £60 a year.',
    verdict: 'contradicted',
  },
  {
    name: 'just over a quarter for 27%',
    context: 'Cloud services revenue grew 27% to $640 million, while hardware revenue fell 4%.',
    claim: 'Cloud services revenue rose by just over a quarter to $640m.',
    verdict: 'supported',
  },
  {
    name: 'control: just over a third for 27%',
    context: 'Cloud services revenue grew 27% to $640 million, while hardware revenue fell 4%.',
    claim: 'Cloud services revenue rose by just over a third to $640m.',
    verdict: 'contradicted',
  },
  {
    name: 'control: just over a quarter for 24%',
    context: 'Cloud services revenue grew 24% to $640 million, while hardware revenue fell 4%.',
    claim: 'Cloud services revenue rose by just over a quarter to $640m.',
    verdict: 'contradicted',
  },
  {
    name: 'half a million for 500,000',
    context: 'Organisers said 500,000 people attended the parade on Sunday.',
    claim: 'Organisers said half a million people attended the parade on Sunday.',
    verdict: 'supported',
  },
  {
    name: 'control: half a million for 400,000',
    context: 'Organisers said 400,000 people attended the parade on Sunday.',
    claim: 'Organisers said half a million people attended the parade on Sunday.',
    verdict: 'contradicted',
  },
  {
    name: '1.5m people for 1,500,000 people',
    context: 'The region has 1,500,000 people.',
    claim: 'The region has 1.5m people.',
    verdict: 'supported',
  },
  {
    name: 'about 33% for "by a third" (thirteenth pass)',
    context: 'In the Halden trial the new drug cut the risk of a second stroke by a third.',
    claim: 'In the Halden trial the new drug cut the risk of a second stroke by about 33%.',
    verdict: 'supported',
  },
  {
    name: 'control: by half for "by a third"',
    context: 'In the Halden trial the new drug cut the risk of a second stroke by a third.',
    claim: 'In the Halden trial the new drug cut the risk of a second stroke by half.',
    verdict: 'contradicted',
  },
  {
    name: 'a change by its size for its two ends (thirteenth pass)',
    context: 'Membership of the Corran Rowing Club grew from 8,000 to 12,000 between 2019 and 2024.',
    claim: 'Membership of the Corran Rowing Club grew by 50% between 2019 and 2024.',
    verdict: 'supported',
  },
  {
    name: 'control: another size of the change',
    context: 'Membership of the Corran Rowing Club grew from 8,000 to 12,000 between 2019 and 2024.',
    claim: 'Membership of the Corran Rowing Club grew by 40% between 2019 and 2024.',
    verdict: 'contradicted',
  },
  {
    name: '$2.5 trillion for $2,500bn',
    context: 'The national debt reached $2,500bn at the end of the year, the treasury said.',
    claim: 'The national debt reached $2.5 trillion at the end of the year, the treasury said.',
    verdict: 'supported',
  },
];

describe('numbers written another way, second pass, through verify()', () => {
  it.each(restatedNumbersAgain)('$name', expectThroughVerify);
});
