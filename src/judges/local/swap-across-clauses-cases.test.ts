/**
 * Two names swapped across the clauses of one sentence (issue 24, fourteenth pass): "close its
 * factory in Oldcastle and move production to its site in Warnby" for the other way round (a
 * clause between the two, not a list), and roles swapped where the claim adds a name the sentence
 * gives elsewhere ("for Eastholm"). Fifteenth pass: two roles after the same preposition ("produced
 * by … and mixed by …"), and a modifier of the sentence's left out before a swapped name ("to the
 * developer Kinross Living").
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const ALBUM = [
  'The album Salt Roads was produced by Lars Ekdal and mixed by Noor Haddad at a studio in Gothenburg.',
];
const MILL = [
  'Marrow Estates sold the former Bellingham textile mill to the developer Kinross Living for £6.1 million.',
];

const cases: RuleCase[] = [
  // Fifteenth pass: a name of the sentence moved into another name's place.
  {
    name: 'the analyst named as the study’s lead',
    context: [
      'The study was led by Dr Anika Rahm of the University of Halvor, with statistical analysis by Dr Jonas Pell.',
    ],
    claim: 'The study was led by Dr Jonas Pell of the University of Halvor.',
    verdict: 'contradicted',
    reasoning: ["'Jonas'", "'Anika'"],
  },
  {
    name: 'control: the lead as the sentence names her',
    context: [
      'The study was led by Dr Anika Rahm of the University of Halvor, with statistical analysis by Dr Jonas Pell.',
    ],
    claim: 'The study was led by Dr Anika Rahm of the University of Halvor.',
    verdict: 'supported',
  },
  // Fifteenth pass: a possessive may follow its owner ("her" for "its").
  {
    name: 'plaintiff and defendant swapped, "her former tenant" for "its former tenant"',
    context: [
      'The landlord, Tolley Holdings, sued its former tenant, Grace Marden, for \u00a314,200 in unpaid rent.',
    ],
    claim: 'Grace Marden sued her former tenant, Tolley Holdings, for \u00a314,200 in unpaid rent.',
    verdict: 'contradicted',
    reasoning: ["'Grace'", "'Tolley'"],
  },
  {
    name: 'control: plaintiff and defendant as the sentence gives them',
    context: [
      'The landlord, Tolley Holdings, sued its former tenant, Grace Marden, for \u00a314,200 in unpaid rent.',
    ],
    claim: 'Tolley Holdings sued its former tenant, Grace Marden, for \u00a314,200 in unpaid rent.',
    verdict: 'supported',
  },
  // Fifteenth pass: a closing phrase taken whole from another sentence is left out of the copy.
  {
    name: 'winner and loser swapped, the final named in the sentence before',
    context: [
      'The Harlow Valley Cup final was played on Saturday at Dunmore Park. Kestrel Town beat Ashby Rovers 3-1, with striker Lena Ovitz scoring twice.',
    ],
    claim: 'Ashby Rovers beat Kestrel Town 3-1 in the Harlow Valley Cup final.',
    verdict: 'contradicted',
    reasoning: ["'Ashby'", "'Kestrel'"],
  },
  {
    name: 'control: winner and loser as the sentence gives them, the final named before',
    context: [
      'The Harlow Valley Cup final was played on Saturday at Dunmore Park. Kestrel Town beat Ashby Rovers 3-1, with striker Lena Ovitz scoring twice.',
    ],
    claim: 'Kestrel Town beat Ashby Rovers 3-1 in the Harlow Valley Cup final.',
    verdict: 'supported',
  },
  // Fifteenth pass: two roles after the same preposition, no list; a modifier left out before a name.
  {
    name: 'two names swapped between "produced by" and "mixed by"',
    context: ALBUM,
    claim: 'The album Salt Roads was produced by Noor Haddad and mixed by Lars Ekdal.',
    verdict: 'contradicted',
    reasoning: ["'Noor'", "'Lars'"],
  },
  {
    name: 'control: the two roles as the sentence gives them',
    context: ALBUM,
    claim: 'The album Salt Roads was produced by Lars Ekdal and mixed by Noor Haddad.',
    verdict: 'supported',
  },
  {
    name: 'control: a list with the same preposition reordered ("to Paris and to Rome")',
    context: ['The airline flies to Paris and to Rome from the new terminal.'],
    claim: 'The airline flies to Rome and to Paris from the new terminal.',
    verdict: 'supported',
  },
  {
    name: 'seller and buyer swapped, the buyer’s modifier left out',
    context: MILL,
    claim: 'Kinross Living sold the former Bellingham textile mill to Marrow Estates for £6.1 million.',
    verdict: 'contradicted',
    reasoning: ["'Kinross'", "'Marrow'"],
  },
  {
    name: 'control: seller and buyer as the sentence gives them',
    context: MILL,
    claim: 'Marrow Estates sold the former Bellingham textile mill to Kinross Living for £6.1 million.',
    verdict: 'supported',
  },
  {
    name: 'two places swapped across two clauses',
    context: [
      'Trellis Foods will close its factory in Warnby next year and move production of its frozen pies to its larger site in Oldcastle, the company has announced.',
    ],
    claim:
      'Trellis Foods will close its factory in Oldcastle next year and move production of its frozen pies to its larger site in Warnby, the company has announced.',
    verdict: 'contradicted',
    reasoning: ["'Oldcastle'", "'Warnby'"],
  },
  {
    name: 'control: the same sentence',
    context: [
      'Trellis Foods will close its factory in Warnby and move production to its larger site in Oldcastle.',
    ],
    claim:
      'Trellis Foods will close its factory in Warnby and move production to its larger site in Oldcastle.',
    verdict: 'supported',
  },
  {
    name: 'roles swapped, with a name the claim adds from another sentence',
    context: [
      'Eastholm Wanderers beat Corley United 2-0 in the county cup final. Striker Ben Tolland opened the scoring after 23 minutes, heading in a cross from winger Ravi Desai.',
    ],
    claim:
      'Ravi Desai opened the scoring for Eastholm after 23 minutes, heading in a cross from Ben Tolland.',
    verdict: 'contradicted',
  },
  {
    name: 'control: the roles as the sentence gives them',
    context: [
      'Eastholm Wanderers beat Corley United 2-0 in the county cup final. Striker Ben Tolland opened the scoring after 23 minutes, heading in a cross from winger Ravi Desai.',
    ],
    claim:
      'Ben Tolland opened the scoring for Eastholm after 23 minutes, heading in a cross from Ravi Desai.',
    verdict: 'supported',
  },
];

const DEPOTS = [
  'Vans can be collected from our Eastgate depot and must be returned to the Harbour Road yard. Late returns are charged.',
];
const TRAINS = [
  'The 08:05 from Milbury is a fast service to Quayside, while the 08:20 stops at every station. Both run on weekdays.',
];

cases.push(
  {
    name: 'twenty-third pass: two places swapped across clauses joined by "and must be"',
    context: DEPOTS,
    claim: 'Vans can be collected from our Harbour Road yard and must be returned to the Eastgate depot.',
    verdict: 'contradicted',
    reasoning: ["'Harbour' in claim vs. 'Eastgate'"],
  },
  {
    name: 'twenty-third pass, control: the places where the sentence has them',
    context: DEPOTS,
    claim: 'Vans are collected from the Eastgate depot and must be returned to our Harbour Road yard.',
    verdict: 'supported',
  },
  {
    name: 'twenty-third pass: two times swapped, all else in place',
    context: TRAINS,
    claim: 'The 08:20 from Milbury is a fast service to Quayside, while the 08:05 stops at every station.',
    verdict: 'contradicted',
    reasoning: ['number 08:20 in claim vs. 08:05'],
  },
  {
    name: 'twenty-third pass, control: a date written in another order is no swap',
    context: ['The Milbury line reopens on 17 March 2025 with a new timetable.'],
    claim: 'The Milbury line reopens on 2025-03-17 with a new timetable.',
    verdict: 'supported',
  },
);

const MATCH = ['Dunmore Town beat Carrow United 2-0 at Lea Park on Saturday. Dunmore stay top of the table.'];
const COURT = [
  'Brightwater Foods has filed a lawsuit against its former supplier, Kelso Packaging, over faulty cartons. A hearing is set for May.',
];

cases.push(
  {
    name: 'twenty-third pass: the parties of one act swapped, said with another verb ("defeated" for "beat")',
    context: MATCH,
    claim: 'Carrow United defeated Dunmore Town 2-0 at Lea Park on Saturday.',
    verdict: 'contradicted',
    reasoning: ["'Carrow United' in claim vs. 'Dunmore Town'"],
  },
  {
    name: 'twenty-third pass, control: the same parties in their roles, another verb',
    context: MATCH,
    claim: 'Dunmore Town defeated Carrow United 2-0 at Lea Park on Saturday.',
    verdict: 'supported',
  },
  {
    name: 'twenty-third pass, control: the act said in the passive, the parties in their roles',
    context: MATCH,
    claim: 'Carrow United were beaten by Dunmore Town at Lea Park on Saturday.',
    verdict: 'not contradicted',
  },
  {
    name: 'twenty-third pass: "sued" against "filed a lawsuit against", the parties swapped',
    context: COURT,
    claim: 'Kelso Packaging has sued its former customer Brightwater Foods over faulty cartons.',
    verdict: 'contradicted',
  },
  {
    name: 'twenty-third pass, control: "sued" with the parties where the sentence has them',
    context: COURT,
    claim: 'Brightwater Foods has sued its former supplier Kelso Packaging over faulty cartons.',
    verdict: 'not contradicted',
  },
);

describe('names swapped across the clauses of one sentence', () => {
  it.each(cases)('$name', (item) => expectRuleCase(judge, item));
});
