/**
 * Sixteenth pass (issue 24): comparatives read against the values the context gives. A converse is
 * a comparison against another thing, not one whose words after "than" the sentence shares; a
 * preposition both sides have ("under the new rules") is no direction; a sentence's second value
 * after its term ("In the west, inflation is 3.8 percent, close to the national rate of 4.1
 * percent"); no unit across a comma; the comparative past a word ending in "-er"; a period said
 * once for two prices; "dearer" and "cheaper"; the word that compares right before "than", not a
 * direction word of the other term; "exceeding"; "older" and "younger" by two dates of birth. Each
 * case has its control.
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const cases: RuleCase[] = [
  {
    name: 'a flip against "lower than the 50 km/h allowed for motorbikes", the sentence and the claim both "under the new rules"',
    context: [
      'Under the new rules, the speed limit for mopeds is 45 km/h, lower than the 50 km/h allowed for motorbikes in towns.',
    ],
    claim:
      'Under the new rules, the speed limit for mopeds is higher than the limit for motorbikes in towns.',
    verdict: 'contradicted',
  },
  {
    name: 'control: the same comparison',
    context: [
      'Under the new rules, the speed limit for mopeds is 45 km/h, lower than the 50 km/h allowed for motorbikes in towns.',
    ],
    claim: 'Under the new rules, the speed limit for mopeds is lower than the limit for motorbikes in towns.',
    verdict: 'supported',
  },
  {
    name: 'two sentences, the second term\'s value the first after it ("close to the national rate of 4.1 percent" after it)',
    context: [
      'Inflation in the eastern province stands at 6.2 percent.',
      'In the west, inflation is 3.8 percent, close to the national rate of 4.1 percent.',
    ],
    claim: 'Inflation is lower in the eastern province than in the west.',
    verdict: 'contradicted',
  },
  {
    name: 'control: the comparison the values bear out',
    context: [
      'Inflation in the eastern province stands at 6.2 percent.',
      'In the west, inflation is 3.8 percent, close to the national rate of 4.1 percent.',
    ],
    claim: 'Inflation is higher in the eastern province than in the west.',
    verdict: 'supported',
  },
  {
    name: 'two sentences, a count with no unit before a comma ("numbered 11,200, most of them")',
    context: [
      'In 2024 Norland Insurance received 8,300 claims for flood damage.',
      'Claims for subsidence numbered 11,200, most of them from clay soils.',
    ],
    claim: 'Norland Insurance received more claims for flood damage than for subsidence in 2024.',
    verdict: 'contradicted',
  },
  {
    name: 'control: the comparison the values bear out',
    context: [
      'In 2024 Norland Insurance received 8,300 claims for flood damage.',
      'Claims for subsidence numbered 11,200, most of them from clay soils.',
    ],
    claim: 'Norland Insurance received fewer claims for flood damage than for subsidence in 2024.',
    verdict: 'supported',
  },
  {
    name: 'the comparative found past a word ending in "-er" ("more dinner guests than")',
    context: [
      'The Long Gallery at Hensley Hall seats up to 220 guests for dinner.',
      'The Garden Room is smaller, with a dinner capacity of 60.',
    ],
    claim: 'The Garden Room at Hensley Hall can seat more dinner guests than the Long Gallery.',
    verdict: 'contradicted',
  },
  {
    name: 'control: "fewer", with "up to 220" a bound, not a direction',
    context: [
      'The Long Gallery at Hensley Hall seats up to 220 guests for dinner.',
      'The Garden Room is smaller, with a dinner capacity of 60.',
    ],
    claim: 'The Garden Room at Hensley Hall can seat fewer dinner guests than the Long Gallery.',
    verdict: 'supported',
  },
  {
    name: 'a price a month against one whose period is said once ("£19 a month, compared with £32")',
    context: ['Weekday membership at Corefit costs £19 a month, compared with £32 for peak access.'],
    claim: 'Weekday membership at Corefit is more expensive than peak access.',
    verdict: 'contradicted',
  },
  {
    name: 'control: "cheaper"',
    context: ['Weekday membership at Corefit costs £19 a month, compared with £32 for peak access.'],
    claim: 'Weekday membership at Corefit is cheaper than peak access.',
    verdict: 'supported',
  },
  {
    name: '"dearer" as a comparative of price',
    context: ['A single ferry ticket to Holm Island costs €3.40.', 'The water taxi charges €7.90 per trip.'],
    claim: 'A single ferry ticket to Holm Island is dearer than a trip on the water taxi.',
    verdict: 'contradicted',
  },
  {
    name: 'control: "cheaper"',
    context: ['A single ferry ticket to Holm Island costs €3.40.', 'The water taxi charges €7.90 per trip.'],
    claim: 'A single ferry ticket to Holm Island is cheaper than a trip on the water taxi.',
    verdict: 'supported',
  },
  {
    name: 'the comparatives before the one "than" decide, not a direction word of the other term ("which has lost")',
    context: [
      'The Oberhorn glacier has retreated 1.8 km since 1920, more than its neighbour, the Kaltfirn, which has lost 0.9 km.',
    ],
    claim: 'The Oberhorn glacier has retreated less since 1920 than the Kaltfirn.',
    verdict: 'contradicted',
  },
  {
    name: 'control: the same comparison',
    context: [
      'The Oberhorn glacier has retreated 1.8 km since 1920, more than its neighbour, the Kaltfirn, which has lost 0.9 km.',
    ],
    claim: 'The Oberhorn glacier has retreated more since 1920 than the Kaltfirn.',
    verdict: 'supported',
  },
  {
    name: '"fell short of" against "exceeding"',
    context: [
      'Grain exports from Port Ardley reached 3.1 million tonnes last year, exceeding the forecast of 2.8 million.',
    ],
    claim: 'Grain exports from Port Ardley fell short of the forecast last year.',
    verdict: 'contradicted',
  },
  {
    name: 'control: "exceeded" against "exceeding"',
    context: [
      'Grain exports from Port Ardley reached 3.1 million tonnes last year, exceeding the forecast of 2.8 million.',
    ],
    claim: 'Grain exports from Port Ardley exceeded the forecast last year.',
    verdict: 'supported',
  },
  {
    name: '"underperformed" against "outperformed"',
    context: ['In our review, the Tarn X5 camera outperformed its predecessor in every low-light test.'],
    claim: 'In our review, the Tarn X5 camera underperformed its predecessor in every low-light test.',
    verdict: 'contradicted',
  },
  {
    name: 'control: "outperformed" against itself',
    context: ['In our review, the Tarn X5 camera outperformed its predecessor in every low-light test.'],
    claim: 'In our review, the Tarn X5 camera outperformed its predecessor in every low-light test.',
    verdict: 'supported',
  },
  {
    name: '"dearer" against "cheaper" in one sentence',
    context: ['Weekend day passes are cheaper than weekday passes on all Lakeside routes.'],
    claim: 'Weekend day passes are dearer than weekday passes on all Lakeside routes.',
    verdict: 'contradicted',
  },
  {
    name: 'a direction another sentence gives, where the aligned one names the two routes only',
    context: [
      'From Kelby to Strand you have two routes: the valley road and the Tor ridge road.',
      'The valley road is 20 km longer but usually quicker than the ridge road, which is steep and often closed by snow.',
    ],
    claim: 'The valley road is usually slower than the ridge road.',
    verdict: 'contradicted',
  },
  {
    name: 'control: the direction that sentence gives',
    context: [
      'From Kelby to Strand you have two routes: the valley road and the Tor ridge road.',
      'The valley road is 20 km longer but usually quicker than the ridge road, which is steep and often closed by snow.',
    ],
    claim: 'The valley road is usually quicker than the ridge road.',
    verdict: 'supported',
  },
  {
    name: 'two sentences, a time in business hours against one in hours',
    context: [
      'Silver plan tickets receive a first response within 4 hours, every day of the week.',
      'Gold plan tickets receive a first response within 12 business hours.',
    ],
    claim: 'Gold plan tickets get a quicker first response than Silver plan tickets.',
    verdict: 'contradicted',
  },
  {
    name: 'control: the comparison the two times bear out',
    context: [
      'Silver plan tickets receive a first response within 4 hours, every day of the week.',
      'Gold plan tickets receive a first response within 12 business hours.',
    ],
    claim: 'Silver plan tickets get a quicker first response than Gold plan tickets.',
    verdict: 'supported',
  },
  {
    name: '"older than" against two dates of birth in two sentences',
    context: [
      'The painter Ines Varga was born on 2 March 1881 to a family of bakers.',
      'Her teacher, Karl Ostrow, was born on 14 July 1869 and trained as an engraver.',
    ],
    claim: 'Ines Varga was older than Karl Ostrow.',
    verdict: 'contradicted',
  },
  {
    name: 'control: "younger than", which the dates bear out',
    context: [
      'The painter Ines Varga was born on 2 March 1881 to a family of bakers.',
      'Her teacher, Karl Ostrow, was born on 14 July 1869 and trained as an engraver.',
    ],
    claim: 'Ines Varga was younger than Karl Ostrow.',
    verdict: 'supported',
  },
  {
    name: 'twentieth pass: "falling short of its record of 13.6 million" against "exceeding" it',
    context: [
      'Portwell Airport handled 9.8 million passengers last year, exceeding its previous record of 9.1 million.',
      'A new terminal opens in 2027.',
    ],
    claim:
      'Portwell Airport handled 9.8 million passengers last year, falling short of its previous record of 9.1 million.',
    verdict: 'contradicted',
  },
  {
    name: 'twentieth pass: control: "falling short" against "falling short"',
    context: [
      'Portwell Airport handled 8.2 million passengers last year, falling short of its previous record of 9.1 million.',
      'A new terminal opens in 2027.',
    ],
    claim:
      'Portwell Airport handled 8.2 million passengers last year, below its previous record of 9.1 million.',
    verdict: 'supported',
  },
  {
    name: 'twentieth pass: "more" eight words before "than", the first term named before it ("borrowed" only in the other sentence)',
    context: [
      'Standard members may borrow up to 10 films at a time. Junior cards allow up to 4 films.',
      'Loans last one week.',
    ],
    claim: 'Junior cards allow more films to be borrowed at a time than standard cards.',
    verdict: 'contradicted',
  },
  {
    name: 'twentieth pass: control: "fewer films … than standard cards"',
    context: [
      'Standard members may borrow up to 10 films at a time. Junior cards allow up to 4 films.',
      'Loans last one week.',
    ],
    claim: 'Junior cards allow fewer films to be borrowed at a time than standard cards.',
    verdict: 'supported',
  },
  {
    name: 'twentieth pass: "than a bowl of Harvest Crunch", the value of what is compared ("9 g of sugar", not "45 g bowl")',
    context: [
      'Each 45 g bowl of Harvest Crunch contains 9 g of sugar and 3 g of fibre. The Plain Oats variety contains 2.5 g of sugar per bowl.',
      'Both are made in Leeds.',
    ],
    claim: 'A bowl of Plain Oats contains more sugar than a bowl of Harvest Crunch.',
    verdict: 'contradicted',
  },
  {
    name: 'twentieth pass: control: "less sugar than a bowl of Harvest Crunch"',
    context: [
      'Each 45 g bowl of Harvest Crunch contains 9 g of sugar and 3 g of fibre. The Plain Oats variety contains 2.5 g of sugar per bowl.',
      'Both are made in Leeds.',
    ],
    claim: 'A bowl of Plain Oats contains less sugar than a bowl of Harvest Crunch.',
    verdict: 'supported',
  },
  {
    name: 'twentieth pass: a bare number counts what the sentence\'s one count counts ("twelve advisers, while … has seven")',
    context: [
      'The Redhill office of Corva Insurance has twelve advisers, while the Stanmore office has seven.',
      'Both open at 9:00.',
    ],
    claim: 'The Stanmore office of Corva Insurance has more advisers than the Redhill office.',
    verdict: 'contradicted',
  },
  {
    name: 'twentieth pass: control: "fewer advisers than the Redhill office"',
    context: [
      'The Redhill office of Corva Insurance has twelve advisers, while the Stanmore office has seven.',
      'Both open at 9:00.',
    ],
    claim: 'The Stanmore office of Corva Insurance has fewer advisers than the Redhill office.',
    verdict: 'supported',
  },
  {
    name: 'twentieth pass: "cheaper" compares the fares, not the journey times beside them',
    context: [
      'A peak return by train from Selby to the city costs £21.40 and takes 40 minutes. Trains run hourly.',
      'The 44 express coach makes the same trip in 70 minutes, with a return fare of £9.80. Coaches leave from the bus station.',
    ],
    claim: 'The peak train return from Selby to the city is cheaper than the 44 coach return.',
    verdict: 'contradicted',
  },
  {
    name: 'twentieth pass: control: the coach return is the cheaper one',
    context: [
      'A peak return by train from Selby to the city costs £21.40 and takes 40 minutes. Trains run hourly.',
      'The 44 express coach makes the same trip in 70 minutes, with a return fare of £9.80. Coaches leave from the bus station.',
    ],
    claim: 'The 44 coach return is cheaper than the peak train return from Selby to the city.',
    verdict: 'supported',
  },
  {
    name: 'twentieth pass: "higher on Quarry Road than on Abbey Lane": the first term named after the comparative',
    context: [
      'Average particulate levels on Abbey Lane were 32 micrograms per cubic metre last year, above the target of 25.',
      'On nearby Quarry Road, where lorries were rerouted in 2022, the average was 18 micrograms per cubic metre.',
    ],
    claim: 'Last year average particulate levels were higher on Quarry Road than on Abbey Lane.',
    verdict: 'contradicted',
  },
  {
    name: 'twentieth pass: control: "lower", borne out by the two values, is no flip against "above the target"',
    context: [
      'Average particulate levels on Abbey Lane were 32 micrograms per cubic metre last year, above the target of 25.',
      'On nearby Quarry Road, where lorries were rerouted in 2022, the average was 18 micrograms per cubic metre.',
    ],
    claim: 'Last year average particulate levels were lower on Quarry Road than on Abbey Lane.',
    verdict: 'supported',
  },
  {
    name: 'twentieth pass: "outsold" in one sentence of two counts ("sold 215,000 units, while \u2026 sold 164,000")',
    context: [
      "In the second quarter, Brevo's Nova tablet sold 215,000 units, while its older Lite e-reader sold 164,000. Accessory sales rose 8 percent.",
      'Brevo expects prices to hold.',
    ],
    claim: "In the second quarter, Brevo's Lite e-reader outsold its Nova tablet.",
    verdict: 'contradicted',
  },
  {
    name: 'twentieth pass: control: the one that sold more outsold the other',
    context: [
      "In the second quarter, Brevo's Nova tablet sold 215,000 units, while its older Lite e-reader sold 164,000. Accessory sales rose 8 percent.",
      'Brevo expects prices to hold.',
    ],
    claim: "In the second quarter, Brevo's Nova tablet outsold its Lite e-reader.",
    verdict: 'supported',
  },
  {
    name: 'twentieth pass: "outnumbered" against two counts of one sentence',
    context: [
      'Counters at Reedham Fen in February recorded 940 pintail and 610 shoveler.',
      'The hides open at dawn.',
    ],
    claim: 'At Reedham Fen in February, shoveler outnumbered pintail.',
    verdict: 'contradicted',
  },
  {
    name: 'twentieth pass: control: the larger count outnumbered the smaller',
    context: [
      'Counters at Reedham Fen in February recorded 940 pintail and 610 shoveler.',
      'The hides open at dawn.',
    ],
    claim: 'At Reedham Fen in February, pintail outnumbered shoveler.',
    verdict: 'supported',
  },
  {
    name: 'twentieth pass: "than its planned admission number of 30": the number is the value, not the term',
    context: [
      'Ashby Vale School admitted 27 pupils into Reception this September, against a planned admission number of 30.',
      'Applications fell.',
    ],
    claim:
      'Ashby Vale School admitted more pupils into Reception this September than its planned admission number of 30.',
    verdict: 'contradicted',
  },
  {
    name: 'twentieth pass: control: "fewer pupils than its planned admission number of 30"',
    context: [
      'Ashby Vale School admitted 27 pupils into Reception this September, against a planned admission number of 30.',
      'Applications fell.',
    ],
    claim:
      'Ashby Vale School admitted fewer pupils into Reception this September than its planned admission number of 30.',
    verdict: 'supported',
  },
  {
    name: 'twentieth pass: the second term named in passing by the first sentence, as its subject by the second ("Harlow handled 15.7 million passengers")',
    context: [
      "Passenger numbers at Kestrel Field Airport reached 6.1 million last year, making it the region's second-busiest airport after Harlow International.",
      'Harlow handled 15.7 million passengers.',
      'A new terminal opens in 2027.',
    ],
    claim: 'Last year Kestrel Field Airport handled more passengers than Harlow International.',
    verdict: 'contradicted',
  },
  {
    name: 'twentieth pass: control: "fewer passengers than Harlow International"',
    context: [
      "Passenger numbers at Kestrel Field Airport reached 6.1 million last year, making it the region's second-busiest airport after Harlow International.",
      'Harlow handled 15.7 million passengers.',
      'A new terminal opens in 2027.',
    ],
    claim: 'Last year Kestrel Field Airport handled fewer passengers than Harlow International.',
    verdict: 'supported',
  },
  {
    name: 'twentieth pass: "before" against two times of one sentence ("the dog show starts at 10 a.m., followed by the brass band concert at 3 p.m.")',
    context: [
      'The Elm Bank Summer Fair opens on Friday with a barn dance.',
      'On Sunday, the dog show starts at 10 a.m., followed by the brass band concert at 3 p.m. Parking is free.',
    ],
    claim: 'On Sunday at the Elm Bank Summer Fair, the brass band concert starts before the dog show.',
    verdict: 'contradicted',
    reasoning: ["'before' in claim vs. '3 p.m.' for 'brass' against '10 a.m.' for 'dog'"],
  },
  {
    name: 'twentieth pass: control: "after the dog show"',
    context: [
      'The Elm Bank Summer Fair opens on Friday with a barn dance.',
      'On Sunday, the dog show starts at 10 a.m., followed by the brass band concert at 3 p.m. Parking is free.',
    ],
    claim: 'On Sunday at the Elm Bank Summer Fair, the brass band concert starts after the dog show.',
    verdict: 'supported',
  },
  {
    name: 'twentieth pass: the sentence\'s own comparison of the two terms, the other way round ("three ahead of Dunmore Rovers")',
    context: [
      'Harwick Town finished the season on 58 points, three ahead of Dunmore Rovers, to win the league.',
      'Their keeper kept 19 clean sheets.',
    ],
    claim: 'Dunmore Rovers finished the season with more points than Harwick Town.',
    verdict: 'contradicted',
    reasoning: ["'more' in claim vs. 'ahead of Dunmore'"],
  },
  {
    name: 'twentieth pass: control: "fewer points than Harwick Town"',
    context: [
      'Harwick Town finished the season on 58 points, three ahead of Dunmore Rovers, to win the league.',
      'Their keeper kept 19 clean sheets.',
    ],
    claim: 'Dunmore Rovers finished the season with fewer points than Harwick Town.',
    verdict: 'supported',
  },
  {
    name: 'twentieth pass: a number that is part of a name ("Year 7") is no bare count beside the one the claim compares',
    context: [
      'Ashby Vale School admitted 27 pupils into Year 7 this September, against a planned admission number of 30.',
      'Applications fell.',
    ],
    claim:
      'Ashby Vale School admitted more pupils into Year 7 this September than its planned admission number of 30.',
    verdict: 'contradicted',
  },
  {
    name: 'twentieth pass: control: "fewer pupils into Year 7"',
    context: [
      'Ashby Vale School admitted 27 pupils into Year 7 this September, against a planned admission number of 30.',
      'Applications fell.',
    ],
    claim:
      'Ashby Vale School admitted fewer pupils into Year 7 this September than its planned admission number of 30.',
    verdict: 'supported',
  },
  {
    name: 'twenty-first pass: "thicker" against "thinner", a scale of its own',
    context: ['Survey readings show the sea ice in the bay is now thinner than in any winter since 1990.'],
    claim: 'Survey readings show the sea ice in the bay is now thicker than in any winter since 1990.',
    verdict: 'contradicted',
  },
  {
    name: 'twenty-first pass: "noisier" compares the decibels, not the air flow beside them',
    context: [
      'The Brisa 30 fan moves 240 m³ of air per hour at 32 dB, while the Brisa 50 moves 410 m³ per hour at 29 dB.',
    ],
    claim: 'The Brisa 30 fan is noisier than the Brisa 50.',
    verdict: 'supported',
  },
];

const LESSONS = [
  'Pupils in Year 8 at Harcourt School spend three hours a week on music, compared with two hours on drama.',
];

cases.push(
  {
    name: 'twenty-third pass: a period said as the rate of a value ("three hours a week") is no value of its own',
    context: LESSONS,
    claim: 'Year 8 pupils at Harcourt School spend less time each week on music than on drama.',
    verdict: 'contradicted',
    reasoning: ["'three hours' for 'music' against 'two hours' for 'drama'"],
  },
  {
    name: 'twenty-third pass, control: the comparison the two values bear out',
    context: LESSONS,
    claim: 'Year 8 pupils at Harcourt School spend more time each week on music than on drama.',
    verdict: 'supported',
  },
);

const TRAMS = [
  'Trams on the Green Route now run every five minutes in the rush hour, compared with every nine minutes on the Red Route.',
];

cases.push(
  {
    name: 'twenty-third pass: "more frequently" over the times between ("every five minutes" is the more often)',
    context: TRAMS,
    claim: 'In the rush hour, Red Route trams run more frequently than Green Route trams.',
    verdict: 'contradicted',
    reasoning: ["'nine minutes' for 'Red' against 'five minutes' for 'Green'"],
  },
  {
    name: 'twenty-third pass, control: the route that runs more often',
    context: TRAMS,
    claim: 'In the rush hour, Green Route trams run more often than Red Route trams.',
    verdict: 'supported',
  },
);

cases.push(
  {
    name: 'twenty-third pass: the term after "than" read through "of the" ("sales of the Corvo Lite")',
    context: [
      'Sales of the Corvo Lite kettle rose by 28 percent last year, while sales of the Corvo Max grew by 9 percent.',
    ],
    claim: 'Sales of the Corvo Max grew faster last year than sales of the Corvo Lite.',
    verdict: 'contradicted',
    reasoning: ["'9' for 'Max' against '28' for 'Lite'"],
  },
  {
    name: 'twenty-third pass, control: the comparison the two values bear out',
    context: [
      'Sales of the Corvo Lite kettle rose by 28 percent last year, while sales of the Corvo Max grew by 9 percent.',
    ],
    claim: 'Sales of the Corvo Lite grew faster last year than sales of the Corvo Max.',
    verdict: 'supported',
  },
);

describe('comparatives against the values the context gives (sixteenth pass)', () => {
  it.each(cases)('$name', (item) => expectRuleCase(judge, item));
});
