/**
 * Sixteenth pass (issue 24): a negation said by a word that denies one predicate only ("kept its
 * fees" is "did not change its fees", "missed its opening date" is "did not meet it", "short of
 * the target" is "did not reach it", "is still being held" is "has not yet been released"), an
 * item set apart in a sentence whose subject another sentence names, and the rest "only" excludes
 * named by "outside"; a word with a negating prefix ("is unsuitable"), "free from", "decided
 * against", "unless" against "without", a sentence about "all our other" products, and a negation
 * and an opposite that undo each other in the sentence after the one with the names. Each case
 * has a control: the same claim against a sentence that states the predicate, or the same word
 * negated.
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const kept = 'The Harbour Board kept mooring fees at £42 a night for the 2025 season.';
const held = 'Parcel 5521 is still being held at the Dover depot pending a customs check.';
const only = 'Dogs are allowed only on the lower beach at Penhallow Cove.';

const cases: RuleCase[] = [
  {
    name: 'twenty-third pass: "will not reopen before" said by "will stay shut until"',
    context: [
      'The Leyton footbridge will stay shut until repairs are completed in March. A shuttle bus runs every 20 minutes.',
    ],
    claim: 'The Leyton footbridge will not reopen before repairs are completed in March.',
    verdict: 'supported',
  },
  {
    name: 'twenty-third pass, control: "will reopen before" against "will stay shut until"',
    context: [
      'The Leyton footbridge will stay shut until repairs are completed in March. A shuttle bus runs every 20 minutes.',
    ],
    claim: 'The Leyton footbridge will reopen before repairs are completed in March.',
    verdict: 'contradicted',
  },
  {
    name: 'twentieth pass: "neither a minimum term nor a setup fee" against "no minimum term and no setup fee"',
    context: [
      'The Basic broadband plan has no minimum term and no setup fee, so you can leave at any time.',
      'Speeds reach 70 Mbps.',
    ],
    claim: 'The Basic broadband plan has neither a minimum term nor a setup fee.',
    verdict: 'supported',
  },
  {
    name: 'twentieth pass: control: "neither … nor" against a sentence that states both',
    context: [
      'The Basic broadband plan has a 12-month minimum term and a £30 setup fee.',
      'Speeds reach 70 Mbps.',
    ],
    claim: 'The Basic broadband plan has neither a minimum term nor a setup fee.',
    verdict: 'contradicted',
  },
  {
    name: 'twentieth pass: the names in one sentence, "no service" in another whose months hold the claim\'s',
    context: [
      'The Orla Bay water taxi leaves Quayside pier every 20 minutes. Tickets are sold on board.',
      'The taxi runs daily from May to September. Between October and April there is no service, and the pier cafe closes too.',
    ],
    claim: 'There is no Orla Bay water taxi service in February.',
    verdict: 'supported',
  },
  {
    name: 'twentieth pass: control: the other sentence denies another service ("no parking service")',
    context: [
      'The Orla Bay water taxi leaves Quayside pier every 20 minutes. Tickets are sold on board.',
      'The taxi runs daily from May to September. Between October and April there is no parking service, and the pier cafe closes too.',
    ],
    claim: 'There is no Orla Bay water taxi service in February.',
    verdict: 'contradicted',
  },
  {
    name: 'twentieth pass: "does not cover the charger" said by "excludes the charger"',
    context: [
      'The Aldo K2 drill comes with a three-year warranty, which excludes the charger.',
      'Spare chargers cost £19.',
    ],
    claim: "The Aldo K2 drill's warranty does not cover the charger.",
    verdict: 'supported',
  },
  {
    name: 'twentieth pass: control: "does not cover the charger" against "includes the charger"',
    context: [
      'The Aldo K2 drill comes with a three-year warranty, which covers the charger.',
      'Spare chargers cost £19.',
    ],
    claim: "The Aldo K2 drill's warranty does not cover the charger.",
    verdict: 'contradicted',
  },
  {
    name: 'twentieth pass: "voted neither for nor against" said by "abstained"',
    context: [
      'On the housing motion, eleven members voted for, three against, and Councillor Okafor abstained.',
      'The motion passed.',
    ],
    claim: 'Councillor Okafor voted neither for nor against the housing motion.',
    verdict: 'supported',
  },
  {
    name: 'twentieth pass: "cannot be downloaded" said by "is unavailable"',
    context: [
      'The Trailmap app is currently unavailable on the Play Store in South Korea.',
      'It launched in 2021.',
    ],
    claim: 'The Trailmap app cannot currently be downloaded from the Play Store in South Korea.',
    verdict: 'supported',
  },
  {
    name: 'twentieth pass: control: "cannot be downloaded" against "is available"',
    context: [
      'The Trailmap app is currently available on the Play Store in South Korea.',
      'It launched in 2021.',
    ],
    claim: 'The Trailmap app cannot currently be downloaded from the Play Store in South Korea.',
    verdict: 'contradicted',
  },
  {
    name: 'twentieth pass: control: "empty" in a condition says no negation ("No cable is included")',
    context: [
      'A USB-C cable is included for charging when the battery is empty.',
      'The case is sold separately.',
    ],
    claim: 'No USB-C cable is included for charging.',
    verdict: 'contradicted',
  },
  {
    name: 'eighteenth pass: "does not lose its rigidity" said by "stays rigid"',
    context: [
      'The new Terrax alloy stays rigid at temperatures up to 900 °C.',
      'It is 30% lighter than steel.',
    ],
    claim: 'The new Terrax alloy does not lose its rigidity at temperatures up to 900 °C.',
    verdict: 'supported',
  },
  {
    name: 'eighteenth pass: control: "does not lose" against "lost"',
    context: [
      'The new Terrax alloy lost its rigidity at temperatures above 700 °C.',
      'It is 30% lighter than steel.',
    ],
    claim: 'The new Terrax alloy does not lose its rigidity at temperatures above 700 °C.',
    verdict: 'contradicted',
  },
  {
    name: 'eighteenth pass: "has not turned since" said by "has been stuck since"',
    context: [
      "The Osprey rover's left front wheel has been stuck since sol 412.",
      'Engineers are testing a workaround.',
    ],
    claim: "The Osprey rover's left front wheel has not turned since sol 412.",
    verdict: 'supported',
  },
  {
    name: 'eighteenth pass: "must eat nothing" said by "must fast"',
    context: ['Patients must fast for eight hours before the glucose test.', 'Water is allowed.'],
    claim: 'Patients must eat nothing for eight hours before the glucose test.',
    verdict: 'supported',
  },
  {
    name: 'eighteenth pass: control: "eat nothing" against "eat a light meal"',
    context: ['Patients must eat a light meal two hours before the glucose test.', 'Water is allowed.'],
    claim: 'Patients must eat nothing for two hours before the glucose test.',
    verdict: 'contradicted',
  },
  {
    name: 'eighteenth pass: "did not file by the deadline" said by "missed its deadline for filing"',
    context: [
      'Brackley Builders missed its deadline for filing annual accounts by three months.',
      'The firm employs 40 people.',
    ],
    claim: 'Brackley Builders did not file its annual accounts by the deadline.',
    verdict: 'supported',
  },
  {
    name: 'eighteenth pass: control: "did not file" against "filed before the deadline"',
    context: [
      'Brackley Builders filed its annual accounts before the deadline.',
      'The firm employs 40 people.',
    ],
    claim: 'Brackley Builders did not file its annual accounts by the deadline.',
    verdict: 'contradicted',
  },
  {
    name: 'eighteenth pass: "has not closed any branches" said by "kept its branch network intact"',
    context: [
      'Westmoor Bank has kept its branch network intact while rivals closed hundreds of sites.',
      'It has 240 branches.',
    ],
    claim: 'Westmoor Bank has not closed any of its branches.',
    verdict: 'supported',
  },
  {
    name: 'eighteenth pass: "not available" said by "sold out"',
    context: ['Tickets for the 14:20 ferry to Inishmore are sold out.', 'The 16:00 sailing has seats.'],
    claim: 'Tickets for the 14:20 ferry to Inishmore are not available.',
    verdict: 'supported',
  },
  {
    name: 'nineteenth pass: "No tickets remain", the verb after the subject both name, said by "sold out"',
    context: ['Tickets for the 14:20 ferry to Inishmore are sold out.'],
    claim: 'No tickets remain for the 14:20 ferry to Inishmore.',
    verdict: 'supported',
  },
  {
    name: 'control: "No tickets remain" against "still available"',
    context: ['Tickets for the 14:20 ferry to Inishmore are still available.'],
    claim: 'No tickets remain for the 14:20 ferry to Inishmore.',
    verdict: 'contradicted',
  },
  {
    name: '"did not change" said by "kept"',
    context: [kept],
    claim: 'The Harbour Board did not change mooring fees for the 2025 season.',
    verdict: 'supported',
  },
  {
    name: 'control: "did not keep" against "kept"',
    context: [kept],
    claim: 'The Harbour Board did not keep mooring fees at £42 a night for the 2025 season.',
    verdict: 'contradicted',
  },
  {
    name: 'control: "kept" says nothing of "did not publish"',
    context: [kept],
    claim: 'The Harbour Board did not publish mooring fees for the 2025 season.',
    verdict: 'not supported',
  },
  {
    name: '"did not meet" said by "missed"',
    context: ['The Linwood bypass missed its October 2024 opening date because of a shortage of steel.'],
    claim: 'The Linwood bypass did not meet its October 2024 opening date.',
    verdict: 'supported',
  },
  {
    name: 'control: "did not meet" against "met"',
    context: ['The Linwood bypass met its October 2024 opening date despite a shortage of steel.'],
    claim: 'The Linwood bypass did not meet its October 2024 opening date.',
    verdict: 'contradicted',
  },
  {
    name: '"did not reach" said by "short of"',
    context: ['Donations to the Elmfield roof appeal came to £18,200, short of the £25,000 target.'],
    claim: 'Donations to the Elmfield roof appeal did not reach the £25,000 target.',
    verdict: 'supported',
  },
  {
    name: 'control: "did not reach" against "well above"',
    context: ['Donations to the Elmfield roof appeal came to £26,400, well above the £25,000 target.'],
    claim: 'Donations to the Elmfield roof appeal did not reach the £25,000 target.',
    verdict: 'not supported',
  },
  {
    name: '"has not yet been released" said by "is still being held"',
    context: [held],
    claim: 'Parcel 5521 has not yet been released from the Dover depot.',
    verdict: 'supported',
  },
  {
    name: 'control: "still" says nothing of a negation that is not of time',
    context: ['Parcel 5521 was held at the Dover depot pending a customs check.'],
    claim: 'Parcel 5521 was not released from the Dover depot.',
    verdict: 'not supported',
  },
  {
    name: 'an item set apart, the subject named in another sentence',
    context: [
      'The Marsh Lane school was rebuilt in 2019.',
      'Every classroom except the music room has air conditioning.',
    ],
    claim: 'The music room at the Marsh Lane school does not have air conditioning.',
    verdict: 'supported',
  },
  {
    name: 'control: the item included',
    context: [
      'The Marsh Lane school was rebuilt in 2019.',
      'Every classroom including the music room has air conditioning.',
    ],
    claim: 'The music room at the Marsh Lane school does not have air conditioning.',
    verdict: 'contradicted',
  },
  {
    name: '"not allowed outside" against "allowed only on"',
    context: [only],
    claim: 'Dogs are not allowed outside the lower beach at Penhallow Cove.',
    verdict: 'supported',
  },
  {
    name: 'control: "not allowed on" against "allowed only on"',
    context: [only],
    claim: 'Dogs are not allowed on the lower beach at Penhallow Cove.',
    verdict: 'contradicted',
  },
  // A word with a negating prefix after "is", "remain", "left"; "free from"; "decided against";
  // "unless" against "without"; a sentence about "all our other" products.
  {
    name: '"is not suitable" said by "is unsuitable"',
    context: ['The Orla 2 kettle is unsuitable for use on boats because it draws 3 kW.'],
    claim: 'The Orla 2 kettle is not suitable for use on boats.',
    verdict: 'supported',
  },
  {
    name: 'control: "is not suitable" against "is suitable"',
    context: ['The Orla 2 kettle is suitable for use on boats because it draws only 1 kW.'],
    claim: 'The Orla 2 kettle is not suitable for use on boats.',
    verdict: 'contradicted',
  },
  {
    name: '"is unavailable" says what "cannot print" says',
    context: ['The Brenna M1 is a black-and-white printer and cannot print photos.'],
    claim: 'Photo printing is unavailable on the Brenna M1.',
    verdict: 'supported',
  },
  {
    name: 'control: a word with a negating prefix away from what the negation governs',
    context: ['Despite the unusual weather, the Islay ferry sailed on time.'],
    claim: 'The Islay ferry did not sail on time.',
    verdict: 'contradicted',
  },
  {
    name: 'a sentence about "all our other" beers, after the one that says the negation',
    context: [
      'Our Harbour Porter is brewed with honey, so it is unsuitable for vegans.',
      'All our other beers are vegan-friendly.',
    ],
    claim: 'Harbour Porter is not vegan-friendly.',
    verdict: 'supported',
  },
  {
    name: 'control: the porter suitable for vegans',
    context: [
      'Our Harbour Porter is brewed with barley only, so it is suitable for vegans.',
      'All our other beers are vegan-friendly.',
    ],
    claim: 'Harbour Porter is not vegan-friendly.',
    verdict: 'contradicted',
  },
  {
    name: '"does not contain" said by "-free"',
    context: ['Velda Mild Shampoo is gentle and fragrance-free.'],
    claim: 'Velda Mild Shampoo does not contain fragrance.',
    verdict: 'supported',
  },
  {
    name: 'control: "does not contain" against "contains"',
    context: ['Velda Mild Shampoo is gentle and contains fragrance.'],
    claim: 'Velda Mild Shampoo does not contain fragrance.',
    verdict: 'contradicted',
  },
  {
    name: '"contain no" said by "free from"',
    context: ['Dellow Oat Bars are free from gluten, nuts and eggs.'],
    claim: 'Dellow Oat Bars contain no nuts.',
    verdict: 'supported',
  },
  {
    name: 'control: "contain no" against "contain"',
    context: ['Dellow Oat Bars contain gluten, nuts and eggs.'],
    claim: 'Dellow Oat Bars contain no nuts.',
    verdict: 'contradicted',
  },
  {
    name: '"chose not to" said by "decided against"',
    context: ['The trustees decided against selling the Marlow painting.'],
    claim: 'The trustees chose not to sell the Marlow painting.',
    verdict: 'supported',
  },
  {
    name: 'control: "chose not to" against "decided to"',
    context: ['The trustees decided to sell the Marlow painting.'],
    claim: 'The trustees chose not to sell the Marlow painting.',
    verdict: 'contradicted',
  },
  {
    name: '"not … unless" against "not … without"',
    context: ['Campers should not use the stream water without filtering it first.'],
    claim: 'Campers should not use the stream water unless it has been filtered.',
    verdict: 'supported',
  },
  {
    name: 'control: "not … unless" against "may … without"',
    context: ['Campers may use the stream water without filtering it first.'],
    claim: 'Campers should not use the stream water unless it has been filtered.',
    verdict: 'contradicted',
  },
  {
    name: '"will not launch on" said by "put back"',
    context: [
      'The launch of the Tarn Valley cycle hire scheme, planned for 3 April, has been put back to the summer.',
    ],
    claim: 'The Tarn Valley cycle hire scheme will not launch on 3 April.',
    verdict: 'supported',
  },
  {
    name: 'control: "will not launch on" against "confirmed for that day"',
    context: [
      'The launch of the Tarn Valley cycle hire scheme, planned for 3 April, has been confirmed for that day.',
    ],
    claim: 'The Tarn Valley cycle hire scheme will not launch on 3 April.',
    verdict: 'contradicted',
  },
  {
    name: '"did not reach" said by "turned back … below"',
    context: ['The 1962 Orrin expedition turned back 200 metres below the summit of Mount Selka in a storm.'],
    claim: 'The 1962 Orrin expedition did not reach the summit of Mount Selka.',
    verdict: 'supported',
  },
  {
    name: 'control: "did not reach" against "reached"',
    context: ['The 1962 Orrin expedition reached the summit of Mount Selka despite a storm.'],
    claim: 'The 1962 Orrin expedition did not reach the summit of Mount Selka.',
    verdict: 'contradicted',
  },
  {
    name: '"did not land in" said by "diverted to"',
    context: ['Flight KL 907 from Oslo to Bergen diverted to Stavanger because of high winds.'],
    claim: 'Flight KL 907 did not land in Bergen.',
    verdict: 'supported',
  },
  {
    name: 'control: "did not land in" against "landed in"',
    context: ['Flight KL 907 from Oslo to Bergen landed in Bergen despite high winds.'],
    claim: 'Flight KL 907 did not land in Bergen.',
    verdict: 'contradicted',
  },
  {
    name: '"None … tested positive" against "All four … tested negative", the names in the sentence before',
    context: [
      'Batch report 7-21: Four swab samples were taken from the packing line at the Halden plant on 3 March. All four samples tested negative for Salmonella.',
    ],
    claim: 'None of the four swab samples from the Halden packing line tested positive for Salmonella.',
    verdict: 'supported',
  },
  {
    name: 'control: "None … tested positive" against "All four … tested positive", in one sentence',
    context: [
      'Batch report 7-21: All four swab samples from the packing line at the Halden plant tested positive for Salmonella on 3 March.',
    ],
    claim: 'None of the four swab samples from the Halden packing line tested positive for Salmonella.',
    verdict: 'contradicted',
  },
  {
    name: '"had no … left" said by "had run out of"',
    context: ['By closing time the Harbour Bakery stall had run out of its rye loaves.'],
    claim: 'By closing time the Harbour Bakery stall had no rye loaves left.',
    verdict: 'supported',
  },
  {
    name: 'control: "still had plenty of"',
    context: ['By closing time the Harbour Bakery stall still had plenty of its rye loaves.'],
    claim: 'By closing time the Harbour Bakery stall had no rye loaves left.',
    verdict: 'contradicted',
  },
  {
    name: '"did not accept" said by "turned down"',
    context: ['Dr Lena Varga turned down the offer to lead the ethics panel.'],
    claim: 'Dr Lena Varga did not accept the offer to lead the ethics panel.',
    verdict: 'supported',
  },
  {
    name: 'control: "accepted"',
    context: ['Dr Lena Varga accepted the offer to lead the ethics panel.'],
    claim: 'Dr Lena Varga did not accept the offer to lead the ethics panel.',
    verdict: 'contradicted',
  },
  {
    name: '"did not pass" said by "was defeated at"',
    context: ['The Coastal Access bill was defeated at its third reading.'],
    claim: 'The Coastal Access bill did not pass its third reading.',
    verdict: 'supported',
  },
  {
    name: 'control: "passed"',
    context: ['The Coastal Access bill passed its third reading.'],
    claim: 'The Coastal Access bill did not pass its third reading.',
    verdict: 'contradicted',
  },
  {
    name: '"has not been valid since" said by "expired on"',
    context: ['Your parking permit expired on 14 August 2024.'],
    claim: 'Your parking permit has not been valid since 14 August 2024.',
    verdict: 'supported',
  },
  {
    name: '"did not eat" said by "skipped"',
    context: ['Tomas skipped lunch before the fitness assessment.'],
    claim: 'Tomas did not eat lunch before the fitness assessment.',
    verdict: 'supported',
  },
  {
    name: 'control: "ate"',
    context: ['Tomas ate lunch before the fitness assessment.'],
    claim: 'Tomas did not eat lunch before the fitness assessment.',
    verdict: 'contradicted',
  },
  {
    name: '"was not damaged" said by "survived … intact"',
    context: ['The 12th-century charter, kept in a steel safe, survived the flood intact.'],
    claim: 'The 12th-century charter was not damaged in the flood.',
    verdict: 'supported',
  },
  {
    name: '"will not be opened before" said by "stay sealed until"',
    context: ['The bids stay sealed until 14:00 on 9 May.'],
    claim: 'The bids will not be opened before 14:00 on 9 May.',
    verdict: 'supported',
  },
  {
    name: '"did not act on" said by "ignored"',
    context: ['The landlord ignored two written complaints about the broken boiler.'],
    claim: 'The landlord did not act on the written complaints about the broken boiler.',
    verdict: 'supported',
  },
  {
    name: '"will not rise" said by "will stay at … levels"',
    context: ['Ticket prices on the Ridge Line will stay at 2024 levels next year.'],
    claim: 'Ticket prices on the Ridge Line will not rise next year.',
    verdict: 'supported',
  },
  {
    name: 'control: "will rise by 3%"',
    context: ['Ticket prices on the Ridge Line will rise by 3% next year.'],
    claim: 'Ticket prices on the Ridge Line will not rise next year.',
    verdict: 'contradicted',
  },
  {
    name: '"no revenue" said by "nil revenue"',
    context: ['The firm reported nil revenue from its Nordic unit in 2023.'],
    claim: "The firm's Nordic unit generated no revenue in 2023.",
    verdict: 'supported',
  },
  {
    name: '"not all" said by "all but two"',
    context: ['All but two of the thirty saplings survived the drought.'],
    claim: 'Not all of the thirty saplings survived the drought.',
    verdict: 'supported',
  },
  {
    name: 'control: "all thirty"',
    context: ['All thirty saplings survived the drought.'],
    claim: 'Not all of the thirty saplings survived the drought.',
    verdict: 'contradicted',
  },
  {
    name: '"no entry fee" said by "free of charge"',
    context: ['Entry to the Marlow Gardens is free of charge on the last Friday of each month.'],
    claim: 'There is no entry fee at the Marlow Gardens on the last Friday of the month.',
    verdict: 'supported',
  },
  {
    name: '"not open after 6 pm" said by "closes at 18:00"',
    context: ['The Elm Road library opens at 09:00 and closes at 18:00 on weekdays.'],
    claim: 'The Elm Road library is not open after 6 pm on weekdays.',
    verdict: 'supported',
  },
  {
    name: '"not available after 15 February" said by "ends at midnight on 15 February"',
    context: ['The WINTER20 offer ends at midnight on 15 February and applies to full-price items only.'],
    claim: 'The WINTER20 offer is not available after 15 February.',
    verdict: 'supported',
  },
  {
    name: '"Each … failed to" against "None of the other three …", the negation before a longer opening',
    context: ['None of the other three bidders matched the reserve price set by the council.'],
    claim: 'Each of the three bidders failed to match the reserve price set by the council.',
    verdict: 'supported',
  },
  {
    name: 'control: "All of the other three …"',
    context: ['All of the other three bidders matched the reserve price set by the council.'],
    claim: 'Each of the three bidders failed to match the reserve price set by the council.',
    verdict: 'contradicted',
  },
  {
    name: '"failed to last as long as claimed" said by "well below the 45 minutes claimed"',
    context: [
      "The Corra 3 drill's battery lasted 25 minutes in our test, well below the 45 minutes claimed.",
    ],
    claim: "In our test, the Corra 3 drill's battery failed to last as long as claimed.",
    verdict: 'supported',
  },
  {
    name: 'control: "well above"',
    context: [
      "The Corra 3 drill's battery lasted 50 minutes in our test, well above the 45 minutes claimed.",
    ],
    claim: "In our test, the Corra 3 drill's battery failed to last as long as claimed.",
    verdict: 'contradicted',
  },
  // Twenty-sixth pass: a word of the sentence that stands for the claim's "not".
  {
    name: '"is not included" said by "is sold separately"',
    context: ['The Vela 6 comes with a USB-C cable and a quick-start guide. The charger is sold separately.'],
    claim: 'The charger is not included with the Vela 6.',
    verdict: 'supported',
  },
  {
    name: 'control: the charger in the box',
    context: ['The Vela 6 comes with a USB-C cable, a charger and a quick-start guide.'],
    claim: 'The charger is not included with the Vela 6.',
    verdict: 'contradicted',
  },
  {
    name: '"has not erupted since 1902" said by "has been dormant since 1902"',
    context: [
      'The Arkell volcano has been dormant since 1902, when an eruption buried the village of San Teodor.',
    ],
    claim: 'The Arkell volcano has not erupted since 1902.',
    verdict: 'supported',
  },
];

describe('negations said by a word that denies one predicate (sixteenth pass)', () => {
  it.each(cases)('$name', (item) => expectRuleCase(judge, item));
});
