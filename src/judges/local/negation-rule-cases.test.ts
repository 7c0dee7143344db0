/**
 * Negation rules of the eighth pass (issue 24), each with the case it reads and a control it must
 * leave alone: two flips that undo each other (a negation and an opposite in one clause), the
 * rest that "only" excludes named with the opposite word or in another clause, what "unlike" sets
 * apart, a negated word found as its opposite, and a flip in a sentence that refers to a name given
 * in another sentence, and a value stated as an instance of the sentence's bound.
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const results = [
  'Results of the Year 13 mock exams will not be released until after the February half-term, when each student will receive a written report.',
];

const castle = [
  'The Amberly Castle gardens are open all year, but the castle interior is closed from November to February.',
];

const TAPS = [
  'Outdoor taps at the allotments are always turned off from December to February to prevent burst pipes. Water butts may be used all year.',
];

const BUS = [
  'There is no direct bus from the harbour to the castle; visitors must change at Market Square. The trip takes 40 minutes.',
];

const SUBLET = [
  'A lodger may not keep a pet in the flat unless the owner has agreed in writing. The deposit is returned within ten days.',
];

const REFUNDS = [
  'Season tickets are not refunded after the first match, except where the club cancels a home fixture. Day tickets can be exchanged.',
];

const TRACKER = [
  'The Corvo Loop sleep tracker records heart rate and sleep stages. It is not suitable for diving or sauna use. The battery lasts a week.',
];

const cases: RuleCase[] = [
  {
    name: 'twenty-third pass, control: the comparison said of the other clause\u2019s subject',
    context: [
      'Broadband in Velmar is 18% cheaper than the EU average, while mobile data in Velmar is 7% dearer than the EU average.',
    ],
    claim: 'Mobile data in Velmar is cheaper than the EU average.',
    verdict: 'contradicted',
  },
  {
    name: 'twenty-third pass: a comparison denied, which the clause naming the claim\u2019s subject says the other way',
    context: [
      'Broadband in Velmar is 18% cheaper than the EU average, while mobile data in Velmar is 7% dearer than the EU average.',
    ],
    claim: 'Mobile data in Velmar is not cheaper than the EU average.',
    verdict: 'supported',
  },
  {
    name: 'twenty-third pass, control: the comparison of the first clause',
    context: [
      'Broadband in Velmar is 18% cheaper than the EU average, while mobile data in Velmar is 7% dearer than the EU average.',
    ],
    claim: 'Broadband in Velmar is cheaper than the EU average.',
    verdict: 'supported',
  },
  {
    name: 'twenty-third pass: a comparison the claim denies ("did not finish ahead of"), which the sentence says the other way',
    context: [
      'In the county quiz, Oakmere Primary finished second, ahead of Little Hatton but behind Westcombe.',
    ],
    claim: 'Little Hatton did not finish ahead of Oakmere Primary in the county quiz.',
    verdict: 'supported',
  },
  {
    name: 'twenty-third pass, control: denying the comparison the sentence makes',
    context: [
      'In the county quiz, Oakmere Primary finished second, ahead of Little Hatton but behind Westcombe.',
    ],
    claim: 'Oakmere Primary did not finish ahead of Little Hatton in the county quiz.',
    verdict: 'contradicted',
  },
  {
    name: 'twenty-third pass: "was not climbed before", the sentence giving the other first',
    context: [
      'The first recorded ascent of Mount Arlen was made in 1858, nine years before Mount Toller was climbed.',
    ],
    claim: 'Mount Toller was not climbed before Mount Arlen.',
    verdict: 'supported',
  },
  {
    name: 'twenty-third pass, control: denying the order the sentence gives',
    context: [
      'The first recorded ascent of Mount Arlen was made in 1858, nine years before Mount Toller was climbed.',
    ],
    claim: 'Mount Arlen was not climbed before Mount Toller.',
    verdict: 'contradicted',
  },
  {
    name: 'twenty-third pass, control: "no more than fifteen minutes" is a bound, no comparison denied',
    context: ['Guests are asked to arrive at least fifteen minutes before a tasting begins.'],
    claim: 'Guests are asked to arrive no more than fifteen minutes before a tasting begins.',
    verdict: 'contradicted',
  },
  {
    name: 'twenty-third pass: "It" right after the sentence that opens with the claim’s subject carries its negation',
    context: TRACKER,
    claim: 'The Corvo Loop sleep tracker is suitable for diving.',
    verdict: 'contradicted',
    reasoning: ["negation 'not' in the evidence only", 'with the names of chunk c1 sentence 1'],
  },
  {
    name: 'twenty-third pass, control: the negation the "It" sentence has',
    context: TRACKER,
    claim: 'The Corvo Loop sleep tracker is not suitable for diving.',
    verdict: 'supported',
  },
  {
    name: 'twenty-third pass: "even if" conceding what the sentence requires ("unless"), the main clause flipped',
    context: SUBLET,
    claim: 'A lodger may keep a pet in the flat even if the owner has not agreed in writing.',
    verdict: 'contradicted',
    reasoning: ["the claim concedes ('even if')", "('unless')"],
  },
  {
    name: 'twenty-third pass: "even where" against "except where", the main clause flipped',
    context: REFUNDS,
    claim:
      'Season tickets are refunded after the first match, even where the club does not cancel a home fixture.',
    verdict: 'contradicted',
    reasoning: ["('even where')", "('except')"],
  },
  {
    name: 'twenty-third pass, control: the main clause as the sentence has it',
    context: SUBLET,
    claim: 'A lodger may not keep a pet in the flat without the owner agreeing in writing.',
    verdict: 'supported',
  },
  {
    name: 'twenty-third pass, control: "even if" over a sentence that requires nothing',
    context: ['A lodger may keep a pet in the flat. The deposit is returned within ten days.'],
    claim: 'A lodger may keep a pet in the flat even if the owner has not agreed in writing.',
    verdict: 'not contradicted',
  },
  {
    name: 'twenty-third pass: "nothing, not even light" denies once',
    context: [
      'Past the event horizon, nothing, not even light, can leave the black hole. Its mass is 4 million suns.',
    ],
    claim: 'Light can leave the black hole past the event horizon.',
    verdict: 'contradicted',
    reasoning: ['negation'],
  },
  {
    name: 'twenty-third pass: "as long as" joins a condition, no content word the sentence must share',
    context: ['Passwords must never be written down, even in a locked drawer. Keys are rotated monthly.'],
    claim: 'Passwords may be written down as long as they are in a locked drawer.',
    verdict: 'contradicted',
    reasoning: ["negation 'never'"],
  },
  {
    name: 'twenty-second pass: both halves flipped, their negations cancelling in the count',
    context: BUS,
    claim:
      'There is a direct bus from the harbour to the castle, so visitors do not need to change at Market Square.',
    verdict: 'contradicted',
    reasoning: ['negations flipped in two clauses'],
  },
  {
    name: 'twenty-second pass, control: both halves as the sentence has them',
    context: BUS,
    claim:
      'There is no direct bus from the harbour to the castle, so visitors need to change at Market Square.',
    verdict: 'supported',
  },
  {
    name: 'twenty-second pass, control: two claim clauses against one clause of the sentence say it again',
    context: [
      'Dogs may be walked on the beach with a lead, up to a maximum of two per walker; horses are not allowed.',
    ],
    claim: 'Without a lead, dogs cannot be walked on the beach.',
    verdict: 'supported',
  },
  {
    name: 'twenty-second pass: a purpose after the clause ("… to prevent burst pipes") does not say the claim’s "never"',
    context: TAPS,
    claim: 'Outdoor taps at the allotments are never turned off from December to February.',
    verdict: 'contradicted',
    reasoning: ["negation 'never' in the claim only"],
  },
  {
    name: 'twenty-second pass, control: the purpose’s own negation ("so that pipes do not burst")',
    context: TAPS,
    claim:
      'Outdoor taps at the allotments are turned off from December to February so that pipes do not burst.',
    verdict: 'supported',
  },
  {
    name: 'twenty-second pass: "failed" before its noun names a kind of thing, no negation ("Failed payments are retried")',
    context: [
      'A payment is marked as failed if the bank declines it twice. Failed payments are retried automatically the next morning.',
    ],
    claim: 'Failed payments are not retried automatically.',
    verdict: 'contradicted',
    reasoning: ["negation 'not' in the claim only"],
  },
  {
    name: 'twenty-second pass, control: "Failed payments are retried automatically"',
    context: [
      'A payment is marked as failed if the bank declines it twice. Failed payments are retried automatically the next morning.',
    ],
    claim: 'Failed payments are retried automatically.',
    verdict: 'supported',
  },
  {
    name: 'twenty-second pass, control: "failed to" still denies ("The backup failed to complete")',
    context: ['The nightly backup failed to complete on Tuesday because the disk was full.'],
    claim: 'The nightly backup completed on Tuesday.',
    verdict: 'contradicted',
  },
  {
    name: 'nineteenth pass: a plain claim against "X-free" ("suffers from glare" against "glare-free")',
    context: ["The e-reader's screen is glare-free even in direct sunlight."],
    claim: "The e-reader's screen suffers from glare in direct sunlight.",
    verdict: 'contradicted',
    reasoning: ["'glare-free' in the evidence only"],
  },
  {
    name: 'nineteenth pass: "need a visa" against "visa-free"',
    context: ['Citizens of EU member states may enter visa-free for stays of up to 90 days.'],
    claim: 'EU citizens need a visa for stays of up to 90 days.',
    verdict: 'contradicted',
  },
  {
    name: 'control: "free of gluten" against "gluten-free"',
    context: ["The bakery's loaves are gluten-free."],
    claim: "The bakery's loaves are free of gluten.",
    verdict: 'supported',
  },
  {
    name: 'nineteenth pass: a negative word past "but" speaks of another clause ("open …, but … closed")',
    context: castle,
    claim: 'The Amberly Castle gardens are not open all year.',
    verdict: 'contradicted',
  },
  {
    name: 'control: the negation of the clause after "but", said by its word',
    context: castle,
    claim: 'The castle interior is not open from November to February.',
    verdict: 'supported',
  },
  {
    name: 'nineteenth pass: "does not suffer from glare" against "glare-free", a verb of having denied',
    context: ["The e-reader's screen is glare-free even in direct sunlight."],
    claim: "The e-reader's screen does not suffer from glare, even in direct sunlight.",
    verdict: 'supported',
  },
  {
    name: 'nineteenth pass: "do not need a visa" against "visa-free"',
    context: ['Citizens of EU member states may enter visa-free for stays of up to 90 days.'],
    claim: 'EU citizens do not need a visa for stays of up to 90 days.',
    verdict: 'supported',
  },
  {
    name: 'control: "does not suffer from glare" against "suffers from glare"',
    context: ["The e-reader's screen suffers from glare in direct sunlight."],
    claim: "The e-reader's screen does not suffer from glare in direct sunlight.",
    verdict: 'contradicted',
  },
  {
    name: 'nineteenth pass: "pay no fare on city buses" against "travel free", the phrase "no" governs',
    context: ['Children under five travel free on all city buses when accompanied by a fare-paying adult.'],
    claim: 'Children under five pay no fare on city buses when travelling with a fare-paying adult.',
    verdict: 'supported',
  },
  {
    name: 'control: "pay no fare" against "pay half fare"',
    context: ['Children under five pay half fare on all city buses.'],
    claim: 'Children under five pay no fare on city buses.',
    verdict: 'contradicted',
  },
  {
    name: 'nineteenth pass: "never allowed off the lead" against "kept on a lead", the opposite particle',
    context: ['Dogs must be kept on a lead at all times in the nature reserve.'],
    claim: 'Dogs are never allowed off the lead in the nature reserve.',
    verdict: 'supported',
  },
  {
    name: 'control: the same particle, the negation added',
    context: ['Dogs must be kept on a lead at all times in the nature reserve.'],
    claim: 'Dogs must not be kept on a lead in the nature reserve.',
    verdict: 'contradicted',
  },
  {
    name: 'control: the same particle, the negation dropped',
    context: ['Dogs may be let off the lead in the nature reserve.'],
    claim: 'Dogs are never allowed off the lead in the nature reserve.',
    verdict: 'contradicted',
  },
  {
    name: 'nineteenth pass: a flip in the next chunk\'s sentence that refers back ("The dish" after the curry)',
    context: [
      'Our Thai green curry is made with chicken thigh, aubergine and fresh basil.',
      'The dish contains no nuts, but it is prepared in a kitchen that handles peanuts.',
    ],
    claim: 'The Thai green curry contains nuts.',
    verdict: 'contradicted',
  },
  {
    name: 'nineteenth pass: "The bridge" after "The Millbrook footbridge" is the same bridge',
    context: [
      'The Millbrook footbridge links the station with the new housing estate.',
      'The bridge is open to cyclists and pedestrians 24 hours a day.',
    ],
    claim: 'The Millbrook footbridge is not open to cyclists.',
    verdict: 'contradicted',
  },
  {
    name: "control: the same claim with the sentence's own negation",
    context: [
      'Our Thai green curry is made with chicken thigh, aubergine and fresh basil.',
      'The dish contains no nuts, but it is prepared in a kitchen that handles peanuts.',
    ],
    claim: 'The Thai green curry contains no nuts.',
    verdict: 'supported',
  },
  {
    name: 'nineteenth pass: "no" said again for each item of a list is one negation of the item named',
    context: ['The Arlo 5 has no headphone jack and no microSD card slot.'],
    claim: 'The Arlo 5 does not have a microSD card slot.',
    verdict: 'supported',
  },
  {
    name: 'nineteenth pass: the item of a negated list stated plainly is a flip',
    context: ['The Arlo 5 has no headphone jack and no microSD card slot.'],
    claim: 'The Arlo 5 has a microSD card slot.',
    verdict: 'contradicted',
  },
  {
    name: 'nineteenth pass: "not cheap and not quiet" denies "quiet" once',
    context: ['The hostel is not cheap and not quiet.'],
    claim: 'The hostel is not quiet.',
    verdict: 'supported',
  },
  {
    name: 'control: both items named, one negation dropped',
    context: ['There is no origination fee and no penalty for paying off the loan early.'],
    claim: 'There is an origination fee and no penalty for paying off the loan early.',
    verdict: 'contradicted',
  },
  {
    name: 'eighteenth pass: "optional" both sides name the thing by is no negation of the obligation',
    context: ['Students do not need to register for the optional careers workshops this term.'],
    claim: 'Students need to register for the optional careers workshops this term.',
    verdict: 'contradicted',
  },
  {
    name: 'control: "do not need to register" against "registration is optional"',
    context: ['Registration for the careers workshops this term is optional.'],
    claim: 'Students do not need to register for the careers workshops this term.',
    verdict: 'supported',
  },
  {
    name: 'eighteenth pass: a negation of the subject ("without a booking") is not the verb\'s',
    context: ['Visitors without a booking will not be admitted to the glasshouses.'],
    claim: 'Visitors without a booking will be admitted to the glasshouses.',
    verdict: 'contradicted',
  },
  {
    name: 'eighteenth pass: "who are not UK residents cannot apply" against "… can apply"',
    context: ['Applicants who are not UK residents cannot apply for the Harbour grant.'],
    claim: 'Applicants who are not UK residents can apply for the Harbour grant.',
    verdict: 'contradicted',
  },
  {
    name: 'control: the copy with both negations',
    context: ['Applicants who are not UK residents cannot apply for the Harbour grant.'],
    claim: 'Applicants who are not UK residents are unable to apply for the Harbour grant.',
    verdict: 'not contradicted',
  },
  // Fifteenth pass: negative words that say the claim's negation, and "too … to".
  {
    name: '"not subject to" said by "exempt from"',
    context: ['Interest earned in a Junior Saver account is exempt from income tax.'],
    claim: 'Interest earned in a Junior Saver account is not subject to income tax.',
    verdict: 'supported',
  },
  {
    name: 'control: "not subject to" against "subject to"',
    context: ['Interest earned in a Junior Saver account is subject to income tax.'],
    claim: 'Interest earned in a Junior Saver account is not subject to income tax.',
    verdict: 'contradicted',
  },
  {
    name: '"fails to cover" said by "omits"',
    context: [
      'The book covers the main island and the northern islands in detail but omits the southern islands entirely.',
    ],
    claim: 'The guide fails to cover the southern islands.',
    verdict: 'supported',
  },
  {
    name: '"no longer serves as" said by "served as \u2026 until 1994"',
    context: [
      "The Corn Exchange on Market Place served as Aldwick's town hall from 1868 until 1994, when the council moved to new offices.",
    ],
    claim: "The Corn Exchange on Market Place no longer serves as Aldwick's town hall.",
    verdict: 'supported',
  },
  {
    name: 'control: "no longer serves as" against "has served as \u2026 since 1868"',
    context: ["The Corn Exchange on Market Place has served as Aldwick's town hall since 1868."],
    claim: "The Corn Exchange on Market Place no longer serves as Aldwick's town hall.",
    verdict: 'contradicted',
  },
  {
    name: '"could not fit" said by "too wide to fit"',
    context: ['The Bechstein grand was too wide to fit through the front door of the music school.'],
    claim: "The Bechstein grand could not fit through the music school's front door.",
    verdict: 'supported',
  },
  {
    name: 'control: "fitted" against "too wide to fit"',
    context: ['The Bechstein grand was too wide to fit through the front door of the music school.'],
    claim: "The Bechstein grand fitted through the music school's front door.",
    verdict: 'contradicted',
  },
  {
    name: 'control: "could not fit" against "narrow enough to fit"',
    context: ['The Bechstein grand was narrow enough to fit through the front door of the music school.'],
    claim: "The Bechstein grand could not fit through the music school's front door.",
    verdict: 'not supported',
  },
  {
    name: '"Neither \u2026 is open" said by "Both \u2026 are closed"',
    context: [
      'Both the north and south entrances to Verdan Park are closed during the renovation of the fountain.',
    ],
    claim: 'Neither the north nor the south entrance to Verdan Park is open during the renovation.',
    verdict: 'supported',
  },
  {
    name: 'control: "Neither \u2026 is open" against "Both \u2026 are open"',
    context: [
      'Both the north and south entrances to Verdan Park are open during the renovation of the fountain.',
    ],
    claim: 'Neither the north nor the south entrance to Verdan Park is open during the renovation.',
    verdict: 'contradicted',
  },
  {
    name: '"costs nothing" said by "is free"',
    context: ['Lumenote Basic is free for individual users and includes up to 3 notebooks.'],
    claim: 'For an individual user, Lumenote Basic costs nothing.',
    verdict: 'supported',
  },
  {
    name: 'control: "costs nothing" against "costs \u00a34 a month"',
    context: ['Lumenote Basic costs \u00a34 a month for individual users and includes up to 3 notebooks.'],
    claim: 'For an individual user, Lumenote Basic costs nothing.',
    verdict: 'contradicted',
  },
  // Fifteenth pass: "refused to" and "declined to" deny the verb after them.
  {
    name: '"awarded" against "refused to award"',
    context: [
      'In the 88th minute, Marco Dias went down in the box, but the referee refused to award a penalty and booked him for diving.',
    ],
    claim: 'The referee awarded a penalty when Marco Dias went down in the box in the 88th minute.',
    verdict: 'contradicted',
    reasoning: ["negation 'refused'"],
  },
  {
    name: 'control: "did not award" against "refused to award"',
    context: [
      'In the 88th minute, Marco Dias went down in the box, but the referee refused to award a penalty and booked him for diving.',
    ],
    claim: 'The referee did not award a penalty when Marco Dias went down in the box in the 88th minute.',
    verdict: 'supported',
  },
  {
    name: '"renewed" against "declined to renew"',
    context: ["The council declined to renew the market's licence."],
    claim: "The council renewed the market's licence.",
    verdict: 'contradicted',
    reasoning: ["negation 'declined'"],
  },
  {
    name: 'control: "did not renew" against "declined to renew"',
    context: ["The council declined to renew the market's licence."],
    claim: "The council did not renew the market's licence.",
    verdict: 'supported',
  },
  {
    name: '"refused to renew" against "renewed"',
    context: ["The council renewed the market's licence."],
    claim: "The council refused to renew the market's licence.",
    verdict: 'contradicted',
    reasoning: ["negation 'refused'"],
  },
  // Fifteenth pass: "zero" before a noun says "no".
  {
    name: '"did not record a single" against "recorded zero cases"',
    context: [
      'St Brendan’s Hospital recorded zero cases of MRSA bloodstream infection in 2023, down from three in 2022.',
    ],
    claim: 'St Brendan’s Hospital did not record a single MRSA bloodstream infection in 2023.',
    verdict: 'supported',
  },
  {
    name: 'control: "recorded cases" against "recorded zero cases"',
    context: [
      'St Brendan’s Hospital recorded zero cases of MRSA bloodstream infection in 2023, down from three in 2022.',
    ],
    claim: 'St Brendan’s Hospital recorded cases of MRSA bloodstream infection in 2023.',
    verdict: 'contradicted',
    reasoning: ["negation 'zero'"],
  },
  // Fifteenth pass: "not … until they have …" says "only once they have".
  {
    name: '"cannot join \u2026 until they have completed 12 months" against "eligible to join after 12 months"',
    context: [
      "New employees become eligible to join the Sharesave scheme after 12 months' continuous service.",
    ],
    claim:
      "New employees cannot join the Sharesave scheme until they have completed 12 months' continuous service.",
    verdict: 'supported',
  },
  {
    name: 'control: the same claim against "can join on their first day"',
    context: ['New employees can join the Sharesave scheme on their first day.'],
    claim:
      "New employees cannot join the Sharesave scheme until they have completed 12 months' continuous service.",
    verdict: 'not supported',
  },
  {
    name: 'control: "and not until you can" is a second negation of the verb, against "avoid \u2026 and until you can"',
    context: [
      'After your operation, you should avoid driving for at least a fortnight and until you can perform an emergency stop without pain.',
    ],
    claim:
      'After your operation you should not drive for at least 14 days, and not until you can perform an emergency stop without pain.',
    verdict: 'supported',
  },
  // Fifteenth pass: "not … until" a year or a date says "only from" it.
  {
    name: '"did not open until 2019" against "opened \u2026 only in 2019"',
    context: [
      "Construction of the museum's new wing began in 2012, but it opened to the public only in 2019 after repeated funding delays.",
    ],
    claim: "The museum's new wing did not open to the public until 2019.",
    verdict: 'supported',
  },
  {
    name: '"not published on 10 March" against "not published until 14 March"',
    context: ['The report will not be published until 14 March.'],
    claim: 'The report will not be published on 10 March.',
    verdict: 'supported',
  },
  {
    name: 'control: "published on 10 March" against "not published until 14 March"',
    context: ['The report will not be published until 14 March.'],
    claim: 'The report will be published on 10 March.',
    verdict: 'contradicted',
  },
  {
    name: '"will not reopen until 14 November" against "pushed back to 14 November"',
    context: [
      'The reopening of Kirkgate Bridge has been pushed back to 14 November after engineers found corrosion.',
    ],
    claim: 'Kirkgate Bridge will not reopen until 14 November.',
    verdict: 'supported',
  },
  {
    name: 'control: "will not reopen until 14 November" against "will reopen on 2 October"',
    context: ['Kirkgate Bridge will reopen on 2 October.'],
    claim: 'Kirkgate Bridge will not reopen until 14 November.',
    verdict: 'contradicted',
  },
  // Fifteenth pass: "not … until after" says "only after".
  {
    name: '"not … before" against "not … until after"',
    context: results,
    claim: 'Year 13 students will not get their mock results before the February half-term.',
    verdict: 'supported',
  },
  {
    name: 'control: "before" against "not … until after"',
    context: results,
    claim: 'Year 13 mock results will be released before the February half-term.',
    verdict: 'contradicted',
    reasoning: ["'before'", "'after'"],
  },
  {
    name: 'control: "not … after" against "not … until after"',
    context: results,
    claim: 'Year 13 mock results will not be released after the February half-term.',
    verdict: 'contradicted',
    reasoning: ["negation 'not'"],
  },
  // Fourteenth pass: a negation of all but one says "only".
  {
    name: '"never … anyone other than" says "always"',
    context: ['At the Pinecrest Care Home, medication is always administered by a qualified nurse.'],
    claim: 'At Pinecrest Care Home, medication is never administered by anyone other than a qualified nurse.',
    verdict: 'supported',
  },
  {
    name: '"not … to anyone except" says "only"',
    context: ['Tickets may be sold only to club members.'],
    claim: 'Tickets may not be sold to anyone except club members.',
    verdict: 'supported',
  },
  {
    name: 'control: "not … to anyone" without an exception is a flip',
    context: ['Tickets may be sold to anyone over 18.'],
    claim: 'Tickets may not be sold to anyone over 18.',
    verdict: 'contradicted',
  },
  // Fourteenth pass: "no longer" said by a rename or a move.
  {
    name: '"no longer called" said by "was renamed"',
    context: [
      'The Kingsway Theatre, known as the Empire Cinema from 1938 to 1990, was renamed in 1991 after being converted back into a live venue.',
    ],
    claim: 'The Kingsway Theatre is no longer called the Empire Cinema.',
    verdict: 'supported',
  },
  {
    name: 'control: "no longer called" its present name',
    context: [
      'The Kingsway Theatre, known as the Empire Cinema from 1938 to 1990, was renamed in 1991 after being converted back into a live venue.',
    ],
    claim: 'The Kingsway Theatre is no longer called the Kingsway Theatre.',
    verdict: 'contradicted',
  },
  {
    name: '"no longer based in" where it moved from',
    context: [
      'The Bramford Citizens Advice office has moved from the Old Post Office on King Street to the ground floor of the Bramford Library building.',
    ],
    claim: 'Citizens Advice in Bramford is no longer based in the Old Post Office on King Street.',
    verdict: 'supported',
  },
  // Fourteenth pass: the best sentence names what the sentence after it speaks of.
  {
    name: 'a denial of the predicate of the sentence after the one naming the subject',
    context: [
      'Grey seals give birth on the beaches of Holm Island between October and December. Pups are born with white fur and remain on land for about three weeks, during which time they are fed by their mothers on milk that is around 60% fat.',
    ],
    claim: 'Grey seal pups on Holm Island are not born with white fur.',
    verdict: 'contradicted',
    reasoning: ["negation 'not' in the claim only", 'with the names of chunk c1 sentence 1'],
  },
  {
    name: 'control: the same claim without its negation',
    context: [
      'Grey seals give birth on the beaches of Holm Island between October and December. Pups are born with white fur and remain on land for about three weeks.',
    ],
    claim: 'Grey seal pups on Holm Island are born with white fur.',
    verdict: 'supported',
  },
  {
    name: 'a negation and an opposite direction undo each other',
    context: ['Shares in the airline fell sharply after the announcement on Monday.'],
    claim: 'Shares in the airline did not rise after the announcement on Monday.',
    verdict: 'supported',
  },
  {
    name: 'a negated quantifier and an antonym',
    context: ['Every member of the expedition survived the storm on the glacier.'],
    claim: 'No member of the expedition died in the storm on the glacier.',
    verdict: 'supported',
  },
  {
    name: 'control: the antonym alone is a contradiction',
    context: ['Every member of the expedition survived the storm on the glacier.'],
    claim: 'Every member of the expedition died in the storm on the glacier.',
    verdict: 'contradicted',
    reasoning: ["'died'", "'survived'"],
  },
  {
    name: 'control: the negation alone is a contradiction',
    context: ['Every member of the expedition survived the storm on the glacier.'],
    claim: 'No member of the expedition survived the storm on the glacier.',
    verdict: 'contradicted',
  },
  {
    name: 'control: the opposite that is itself the negation ("none" against "all")',
    context: ['The inspectors found that all of the 14 lifts passed the annual safety check.'],
    claim: 'The inspectors found that none of the 14 lifts passed the annual safety check.',
    verdict: 'contradicted',
  },
  {
    name: 'control: a negative verb against its opposite ("approved" against "denied")',
    context: ['The council denied the planning application, citing concerns about flooding.'],
    claim: 'The council approved the planning application, citing concerns about flooding.',
    verdict: 'contradicted',
  },
  {
    name: 'control: a negation in another clause does not undo the opposite',
    context: ['Revenue increased in the second quarter, and the company did not cut any jobs.'],
    claim: 'Revenue decreased in the second quarter, and the company did not hire new staff.',
    verdict: 'not supported',
  },
  {
    name: '"not before" = "only after"',
    context: ['Marketing emails are sent only after customers confirm their address.'],
    claim: 'Marketing emails are not sent before customers confirm their address.',
    verdict: 'supported',
  },
  {
    name: 'control: "before" for "only after" without the negation',
    context: ['Marketing emails are sent only after customers confirm their address.'],
    claim: 'Marketing emails are sent before customers confirm their address.',
    verdict: 'contradicted',
    reasoning: ["'before'", "'after'"],
  },
  {
    name: '"only … 18 or over" names the excluded rest "under 18"',
    context: ['The youth railcard is only sold to passengers aged 26 or over who hold a student card.'],
    claim: 'Passengers under 26 cannot buy the youth railcard.',
    verdict: 'supported',
  },
  {
    name: 'a negation flipped in a sentence that refers to a name given earlier in its chunk',
    context: [
      'The BSc Marine Biology programme is taught over three years at the Plymouth campus. Deferred entry is accepted for this programme. Applicants need two A levels in science subjects.',
    ],
    claim: 'Deferred entry is not accepted for the BSc Marine Biology programme.',
    verdict: 'contradicted',
    reasoning: ["negation 'not'"],
  },
  {
    name: 'an opposite in a sentence that refers to a product named earlier',
    context: [
      'The Corvo T5 is a compact travel kettle. Its base is detachable and the lid opens automatically. The kettle boils a full litre quickly, in under three minutes.',
    ],
    claim: 'The Corvo T5 boils a full litre slowly, in under three minutes.',
    verdict: 'contradicted',
  },
  {
    name: 'control: the faithful claim that names what the sentence refers to',
    context: [
      'The BSc Marine Biology programme is taught over three years at the Plymouth campus. Deferred entry is accepted for this programme. Applicants need two A levels in science subjects.',
    ],
    claim: 'Deferred entry is accepted for the BSc Marine Biology programme.',
    verdict: 'supported',
  },
  {
    name: 'a negated word found as its opposite in the sentence ("does not open" in "closed")',
    context: ['The pharmacy on Mill Street is closed on Sundays. It opens at 8 a.m. on weekdays.'],
    claim: 'The pharmacy does not open on Sundays.',
    verdict: 'supported',
    reasoning: ["'open'~'closed'", 'chunk c1 sentence 1'],
  },
  {
    name: 'control: the opposite without the negation',
    context: ['The pharmacy on Mill Street is closed on Sundays. It opens at 8 a.m. on weekdays.'],
    claim: 'The pharmacy on Mill Street is open on Sundays.',
    verdict: 'contradicted',
  },
  {
    name: 'what "unlike" sets apart lacks what the rest has',
    context: [
      'Unlike the Nova 14 Pro, the Nova 16 includes a full-size HDMI port and an SD card reader. Both ship with a 90 W charger.',
    ],
    claim: 'The Nova 14 Pro has no HDMI port or SD card reader.',
    verdict: 'supported',
  },
  {
    name: 'control: the model the sentence does not set apart',
    context: [
      'Unlike the Nova 14 Pro, the Nova 16 includes a full-size HDMI port and an SD card reader. Both ship with a 90 W charger.',
    ],
    claim: 'The Nova 16 has no HDMI port.',
    verdict: 'contradicted',
  },
  {
    name: '"only" in the clause about the claim\'s subject, the rest named in another clause',
    context: [
      'The Zen X12 supports 65 W wired charging and 15 W wireless charging; the Mini supports only wired charging at 33 W.',
    ],
    claim: 'The Zen X12 Mini does not support wireless charging.',
    verdict: 'supported',
  },
  {
    name: 'control: the subject of the other clause',
    context: [
      'The Zen X12 supports 65 W wired charging and 15 W wireless charging; the Mini supports only wired charging at 33 W.',
    ],
    claim: 'The Zen X12 does not support wireless charging.',
    verdict: 'contradicted',
    reasoning: ["negation 'not'"],
  },
  {
    name: 'a negation flipped in a sentence whose subject another chunk names',
    context: [
      'The Pulse Active 3 is a fitness watch with a 1.4-inch display and a seven-day battery.',
      'The watch has built-in GPS but does not support LTE. It is water resistant to 50 metres.',
    ],
    claim: 'The Pulse Active 3 has built-in GPS and supports LTE.',
    verdict: 'contradicted',
    reasoning: ["negation 'not'"],
  },
  {
    name: 'control: the faithful claim with the subject from another chunk',
    context: [
      'The Pulse Active 3 is a fitness watch with a 1.4-inch display and a seven-day battery.',
      'The watch has built-in GPS but does not support LTE. It is water resistant to 50 metres.',
    ],
    claim: 'The Pulse Active 3 has built-in GPS but does not support LTE.',
    verdict: 'supported',
  },
  {
    name: '"did not take place" said by "was postponed"',
    context: ['The final vote, scheduled for Tuesday, was postponed until next week.'],
    claim: 'The final vote did not take place on Tuesday.',
    verdict: 'supported',
  },
  {
    name: "a value within the sentence's bound, under the same negation",
    context: ['Each passenger may check in one bag. Bags weighing more than 32 kg will not be accepted.'],
    claim: "A suitcase weighing 35 kg won't be accepted.",
    verdict: 'supported',
  },
  {
    name: 'control: a value outside the bound, under the same negation',
    context: ['Each passenger may check in one bag. Bags weighing more than 32 kg will not be accepted.'],
    claim: "A suitcase weighing 30 kg won't be accepted.",
    verdict: 'contradicted',
  },
  {
    name: 'control: a bound changed',
    context: ['Each passenger may check in one bag. Bags weighing more than 32 kg will not be accepted.'],
    claim: 'Bags weighing more than 35 kg will not be accepted.',
    verdict: 'contradicted',
  },
  {
    name: "a value outside the sentence's range, under a negation the sentence lacks",
    context: ['Applicants for a Fenwick loan must be aged 18 to 75 and hold a Fenwick current account.'],
    claim: "Someone aged 76 couldn't apply for a Fenwick loan.",
    verdict: 'supported',
  },
  {
    name: 'control: a value inside the range, under a negation the sentence lacks',
    context: ['Applicants for a Fenwick loan must be aged 18 to 75 and hold a Fenwick current account.'],
    claim: "Someone aged 70 couldn't apply for a Fenwick loan.",
    verdict: 'contradicted',
  },
  {
    name: 'a name "only" includes against the claim\'s name under a negation',
    context: [
      'Winter sports are covered only on the Premier policy, and only if the optional Snow Pack is added before departure. The Standard policy covers hiking up to 3,000 metres.',
    ],
    claim: "Skiing and other winter sports aren't covered by the Standard policy at all.",
    verdict: 'supported',
  },
  {
    name: 'control: the other name without the negation',
    context: [
      'Winter sports are covered only on the Premier policy, and only if the optional Snow Pack is added before departure. The Standard policy covers hiking up to 3,000 metres.',
    ],
    claim: 'Winter sports are covered on the Standard policy.',
    verdict: 'contradicted',
    reasoning: ["'Standard'", "'Premier'"],
  },
  {
    name: 'control: the name "only" includes, negated',
    context: [
      'Winter sports are covered only on the Premier policy, and only if the optional Snow Pack is added before departure. The Standard policy covers hiking up to 3,000 metres.',
    ],
    claim: "Winter sports aren't covered on the Premier policy.",
    verdict: 'contradicted',
  },
  {
    name: 'a name at the end of the phrase "only" heads, under a negation',
    context: [
      'The Ardmore Bursary pays £2,000 a year towards course fees. The bursary is open only to students who are permanently resident in Cornwall.',
    ],
    claim: 'A student permanently resident in Devon is not eligible for the Ardmore Bursary.',
    verdict: 'supported',
  },
  {
    name: 'a negated claim that denies what "only" admits',
    context: [
      'The Ardmore Bursary pays £2,000 a year towards course fees. The bursary is open only to students who are permanently resident in Cornwall.',
    ],
    claim: 'The Ardmore Bursary is not open to students who are permanently resident in Cornwall.',
    verdict: 'contradicted',
  },
  {
    name: 'control: the claim sets apart what "only" admits',
    context: ['Only registered assistance dogs are permitted inside the Quayside Café.'],
    claim: 'Dogs other than registered assistance dogs are not permitted inside the Quayside Café.',
    verdict: 'supported',
  },
  {
    name: 'control: "only" of another clause',
    context: [
      'The Ardmore Bursary pays £2,000 a year, only towards course fees, to students who are permanently resident in Cornwall.',
    ],
    claim: 'A student permanently resident in Devon is eligible for the Ardmore Bursary.',
    verdict: 'not supported',
  },
  {
    name: '"except when" excludes what the claim negates',
    context: ['Concrete can be poured at any time of year except when the air temperature is below 5 °C.'],
    claim: 'Concrete should not be poured when the air temperature is below 5 °C.',
    verdict: 'supported',
  },
  {
    name: '"rather than" excludes what the claim negates',
    context: ['Refund requests should be sent by post rather than through the online chat.'],
    claim: 'Refund requests should not be sent through the online chat.',
    verdict: 'supported',
  },
  {
    name: 'control: the negated phrase is not the exception',
    context: ['Concrete can be poured at any time of year except when the air temperature is below 5 °C.'],
    claim: 'Concrete cannot be poured at any time of year.',
    verdict: 'not supported',
  },
  {
    name: '"exempt from" says "do not incur"',
    context: ['Parcels worth £20 or less sent between friends are exempt from import duty.'],
    claim: 'Parcels worth £20 or less sent between friends do not incur import duty.',
    verdict: 'supported',
  },
  {
    name: '"abolished" says "no longer have to pay"',
    context: ['Parking charges at the hospital were abolished in 2019.'],
    claim: 'Since 2019, visitors no longer have to pay parking charges at the hospital.',
    verdict: 'supported',
  },
  {
    name: '"no other … as many … as" is the superlative',
    context: ['The Amazon carries more water than any other river in the world.'],
    claim: 'No other river in the world carries as much water as the Amazon.',
    verdict: 'supported',
  },
  {
    name: '"not as much as" is "less than"',
    context: ['Each portion of the soup contains less than two grams of salt.'],
    claim: 'No portion of the soup contains as much as two grams of salt.',
    verdict: 'supported',
  },
  {
    name: 'control: "as much as" without the negation',
    context: ['Each portion of the soup contains less than two grams of salt.'],
    claim: 'Each portion of the soup contains more than two grams of salt.',
    verdict: 'contradicted',
  },
  // Ninth pass.
  {
    name: 'a flip in the sentence with the predicate, the name given in another',
    context: [
      'Drivers renting from Fellgate Van Hire must be at least 25 years old. Drivers under 30 pay a surcharge of £9 per day. There is no upper age limit.',
    ],
    claim: 'Fellgate Van Hire has an upper age limit for drivers.',
    verdict: 'contradicted',
    reasoning: ["negation 'no' in the evidence only", 'chunk c1 sentence 3', 'names of chunk c1 sentence 1'],
  },
  {
    name: 'control: the same negation in the claim agrees',
    context: [
      'Drivers renting from Fellgate Van Hire must be at least 25 years old. Drivers under 30 pay a surcharge of £9 per day. There is no upper age limit.',
    ],
    claim: 'Fellgate Van Hire has no upper age limit for drivers.',
    verdict: 'not contradicted',
  },
  {
    name: '"the first … to" says "none before … had"',
    context: [
      "The Harlow Wanderers were promoted in 1998. Their 2003 season was the club's first season to end with a league title.",
    ],
    claim: "None of the club's seasons before 2003 had ended with a league title.",
    verdict: 'not contradicted',
  },
  {
    name: 'control: "the first … to" against a plain negation',
    context: [
      "The Harlow Wanderers were promoted in 1998. Their 2003 season was the club's first season to end with a league title.",
    ],
    claim: "The club's 2003 season did not end with a league title.",
    verdict: 'contradicted',
  },
  {
    name: 'a negated time of day outside the hours the sentence gives',
    context: [
      'At Harefield Kennels, drop-off is between 8:00 and 11:00 and collection between 15:00 and 18:00.',
    ],
    claim: "You can't drop a dog off at Harefield Kennels at 14:00.",
    verdict: 'supported',
  },
  {
    name: 'control: a negated time of day within those hours',
    context: [
      'At Harefield Kennels, drop-off is between 8:00 and 11:00 and collection between 15:00 and 18:00.',
    ],
    claim: "You can't drop a dog off at Harefield Kennels at 9:30.",
    verdict: 'contradicted',
  },
  {
    name: 'a negated day the schedule leaves out',
    context: ['The Orchard Theatre has matinees at 14:30 on Wednesdays and Saturdays.'],
    claim: 'There is no matinee at the Orchard Theatre on Fridays.',
    verdict: 'supported',
  },
  {
    name: 'a negated day the schedule leaves out, the place named in the sentence before',
    context: [
      'Eastgate Lido is run by Harrowby Borough Council and has a 50-metre heated pool and a diving pool. The pool is open Tuesday to Saturday, 7 am to 8 pm.',
    ],
    claim: 'Eastgate Lido Pool does not open on Mondays.',
    verdict: 'supported',
  },
  {
    name: 'control: a day the schedule gives, the place named in the sentence before',
    context: [
      'Eastgate Lido is run by Harrowby Borough Council and has a 50-metre heated pool and a diving pool. The pool is open Tuesday to Saturday, 7 am to 8 pm.',
    ],
    claim: 'Eastgate Lido Pool does not open on Tuesdays.',
    verdict: 'not supported',
  },
  {
    name: 'control: a negated day the schedule gives',
    context: ['The Orchard Theatre has matinees at 14:30 on Wednesdays and Saturdays.'],
    claim: 'There is no matinee at the Orchard Theatre on Wednesdays.',
    verdict: 'contradicted',
  },
  {
    name: 'control: a day the schedule leaves out, not negated',
    context: ['The Orchard Theatre has matinees at 14:30 on Wednesdays and Saturdays.'],
    claim: 'There is a matinee at the Orchard Theatre on Fridays.',
    verdict: 'not supported',
  },
  {
    name: '"even if not" waives what "only if" requires',
    context: ['A parking permit is valid only if the vehicle is registered at the address.'],
    claim: 'A parking permit is valid even if the vehicle is not registered at the address.',
    verdict: 'contradicted',
  },
  {
    name: 'control: the sentence itself',
    context: ['A parking permit is valid only if the vehicle is registered at the address.'],
    claim: 'A parking permit is valid only if the vehicle is registered at the address.',
    verdict: 'supported',
  },
  {
    name: 'opposite bounds on one value are a flip',
    context: ['Members must attend at least 6 of the 10 training sessions to race in the autumn league.'],
    claim: 'Members may attend no more than 6 of the 10 training sessions to race in the autumn league.',
    verdict: 'contradicted',
    reasoning: ["'no more than 6'", "'at least 6'"],
  },
  {
    name: 'opposite bounds under a negation one side lacks agree',
    context: ['Each guest may bring up to 2 bags into the hall.'],
    claim: 'A guest cannot bring more than 2 bags into the hall.',
    verdict: 'supported',
  },
  {
    name: 'control: the same bound under a negation one side lacks',
    context: ['Each guest may bring up to 2 bags into the hall.'],
    claim: 'A guest cannot bring up to 2 bags into the hall.',
    verdict: 'contradicted',
  },
  {
    name: 'a flip read in the short clause of a long sentence',
    context: [
      'The survey crew also released six drifting buoys, which record surface temperature every hour and send their readings by satellite to the data centre in Brest.',
    ],
    claim: 'The survey crew did not release any drifting buoys.',
    verdict: 'contradicted',
  },
  {
    name: 'control: a negation in another clause of the long sentence',
    context: [
      'The survey crew also released six drifting buoys, which do not record salinity but send their readings by satellite to the data centre in Brest.',
    ],
    claim: 'The survey crew released six drifting buoys.',
    verdict: 'supported',
  },
  {
    name: '"only" is no filler of a slot: a negated opposite of what "only" keeps',
    context: ['The Vela 5 heat pump is designed for indoor installation only.'],
    claim: 'The Vela 5 heat pump is not designed to be installed outdoors.',
    verdict: 'supported',
  },
  {
    name: 'control: the opposite of what "only" keeps, not negated',
    context: ['The Vela 5 heat pump is designed for indoor installation only.'],
    claim: 'The Vela 5 heat pump is designed for outdoor installation.',
    verdict: 'contradicted',
  },
  {
    name: 'a flip in a sentence that opens with a pronoun, its subject named just before',
    context: [
      'The Aldgate footbridge opened in 2016. Its steel deck spans 48 metres without intermediate piers.',
    ],
    claim: "The Aldgate footbridge's 48-metre steel deck rests on intermediate piers.",
    verdict: 'contradicted',
    reasoning: ["negation 'without' in the evidence only"],
  },
  {
    name: 'control: the same claim negated',
    context: [
      'The Aldgate footbridge opened in 2016. Its steel deck spans 48 metres without intermediate piers.',
    ],
    claim: "The Aldgate footbridge's 48-metre steel deck spans without intermediate piers.",
    verdict: 'not contradicted',
  },
  {
    name: 'a time outside the hours another selected sentence gives',
    context: [
      'FitHub Quayside is open to members 24 hours a day with a key fob. Reception is staffed from 8 am to 8 pm every day.',
    ],
    claim: 'Reception at FitHub Quayside is not staffed at 10 pm.',
    verdict: 'not contradicted',
  },
  {
    name: 'control: a time inside those hours',
    context: [
      'FitHub Quayside is open to members 24 hours a day with a key fob. Reception is staffed from 8 am to 8 pm every day.',
    ],
    claim: 'Reception at FitHub Quayside is not staffed at 10 am.',
    verdict: 'not supported',
  },
  {
    name: '"no longer" said by a word of ending ("withdrawn")',
    context: ['At Pennine Bank, the paper statement service was withdrawn for new customers in 2021.'],
    claim: 'New Pennine Bank customers can no longer get the paper statement service.',
    verdict: 'not contradicted',
  },
  {
    name: 'control: a plain negation against the word of ending is still a flip',
    context: ['The Classic broadband plan was replaced by the Essentials plan on 1 June.'],
    claim: 'The Classic broadband plan was not replaced on 1 June.',
    verdict: 'contradicted',
  },
  {
    name: 'an event that did not happen on a day it was scrubbed',
    context: ['The launch of the Orion-2 satellite was scrubbed on 4 June because of a faulty valve.'],
    claim: 'The Orion-2 satellite did not launch on 4 June.',
    verdict: 'supported',
  },
  {
    name: 'control: an event that went ahead',
    context: ['The launch of the Orion-2 satellite went ahead on 4 June as planned.'],
    claim: 'The Orion-2 satellite did not launch on 4 June.',
    verdict: 'contradicted',
  },
  {
    name: '"not necessarily" one of the alternatives the sentence gives',
    context: ['Candidates may sit the final exam in either the spring sitting or the autumn sitting.'],
    claim: 'Candidates do not necessarily sit the final exam in the spring sitting.',
    verdict: 'not contradicted',
  },
  {
    name: '"not all" against "only 4 of the 11"',
    context: ['Only 4 of the 11 stations on the Greenway Line have step-free access.'],
    claim: 'Not all stations on the Greenway Line have step-free access.',
    verdict: 'supported',
  },
  {
    name: 'control: "not all" against "all"',
    context: ['All 11 stations on the Greenway Line have step-free access.'],
    claim: 'Not all stations on the Greenway Line have step-free access.',
    verdict: 'not supported',
  },
  {
    name: 'another doer of the verb bears out a denial (thirteenth pass)',
    context: ['The 2019 Harwick Shield was won by Dunmore Athletic, who beat Carrow Town 3–0 in the final.'],
    claim: 'Carrow Town did not win the 2019 Harwick Shield.',
    verdict: 'supported',
  },
  {
    name: 'control: the denied doer is the sentence’s own',
    context: ['The 2019 Harwick Shield was won by Dunmore Athletic, who beat Carrow Town 3–0 in the final.'],
    claim: 'Dunmore Athletic did not win the 2019 Harwick Shield.',
    verdict: 'contradicted',
  },
];

describe('negation rules of the eighth and ninth passes', () => {
  it.each(cases)('$name', (item) => expectRuleCase(judge, item));
});
