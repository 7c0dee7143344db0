/**
 * Hand-written single-edit cases (issue 24): each a near-copy of a sentence of its context with one
 * detail changed, or a faithful claim that rewrites the sentence (paraphrase, negation kept,
 * numbers or dates written differently). Written before the judge was tuned and never used to fit
 * it: `single-edit-cases.test.ts` reports the share of each kind the judge gets right. Each case
 * names the verdict it must give and the sentence it must quote.
 */

export type SingleEditKind =
  | 'entity'
  | 'comparative'
  | 'date'
  | 'negation'
  | 'antonym'
  | 'number'
  | 'paraphrase'
  | 'supported-negation'
  | 'number-format';

export interface SingleEditCase {
  kind: SingleEditKind;
  /** The chunks, one string each. */
  context: string[];
  claim: string;
  verdict: 'contradicted' | 'supported';
  /** The sentence the verdict must cite (a substring of one chunk). */
  quote: string;
}

/** Kinds whose claims are wrong: caught when the verdict is not `supported`. */
export const EDIT_KINDS: readonly SingleEditKind[] = [
  'entity',
  'comparative',
  'date',
  'negation',
  'antonym',
  'number',
];
/** Kinds whose claims are right: flagged when the verdict is not `supported`. */
export const FAITHFUL_KINDS: readonly SingleEditKind[] = [
  'paraphrase',
  'supported-negation',
  'number-format',
];

/** A case whose quote is the first sentence of its first chunk, with more sentences after it. */
function wrong(kind: SingleEditKind, quote: string, rest: string, claim: string): SingleEditCase {
  return { kind, context: [`${quote} ${rest}`.trim()], claim, verdict: 'contradicted', quote };
}

function right(kind: SingleEditKind, quote: string, rest: string, claim: string): SingleEditCase {
  return { kind, context: [`${quote} ${rest}`.trim()], claim, verdict: 'supported', quote };
}

const entity = (quote: string, rest: string, claim: string) => wrong('entity', quote, rest, claim);
const comparative = (quote: string, rest: string, claim: string) => wrong('comparative', quote, rest, claim);
const date = (quote: string, rest: string, claim: string) => wrong('date', quote, rest, claim);
const negation = (quote: string, rest: string, claim: string) => wrong('negation', quote, rest, claim);
const antonym = (quote: string, rest: string, claim: string) => wrong('antonym', quote, rest, claim);
const number = (quote: string, rest: string, claim: string) => wrong('number', quote, rest, claim);
const paraphrase = (quote: string, rest: string, claim: string) => right('paraphrase', quote, rest, claim);
const keptNegation = (quote: string, rest: string, claim: string) =>
  right('supported-negation', quote, rest, claim);
const format = (quote: string, rest: string, claim: string) => right('number-format', quote, rest, claim);

export const SINGLE_EDIT_CASES: readonly SingleEditCase[] = [
  // An entity swapped for another of the same kind, often one the chunk also names.
  entity(
    'Lindner Küchen GmbH has its headquarters in Bielefeld.',
    'Production takes place at two plants in Gütersloh and Paderborn.',
    'The headquarters of Lindner Küchen GmbH is located in Paderborn.',
  ),
  entity(
    'The outbound flight departs from Munich Airport at 07:40.',
    'The return flight lands at Frankfurt Airport on Sunday evening.',
    'The outbound flight departs from Frankfurt Airport at 07:40.',
  ),
  entity(
    'The bridge was designed by Santiago Calatrava.',
    'Construction was led by the firm Hochtief, with steel supplied from Duisburg.',
    'The bridge was designed by Hochtief.',
  ),
  entity(
    'Marie Curie shared the 1903 Nobel Prize in Physics with Pierre Curie and Henri Becquerel.',
    'In 1911 she won the Nobel Prize in Chemistry alone.',
    'Marie Curie shared the 1903 Nobel Prize in Chemistry with Pierre Curie and Henri Becquerel.',
  ),
  entity(
    'The company moved its European office from Dublin to Amsterdam in 2019.',
    'Its American office remains in Boston.',
    'The company moved its European office from Dublin to Boston in 2019.',
  ),
  entity(
    'The novel was translated into English by Ann Goldstein.',
    'The Italian edition was published by Edizioni E/O in Rome.',
    'The novel was translated into English by Edizioni E/O.',
  ),
  entity(
    'The Danube flows into the Black Sea.',
    'The Rhine empties into the North Sea near Rotterdam.',
    'The Danube flows into the North Sea.',
  ),
  entity(
    'The keynote will be given by Dr. Amara Okafor on Tuesday.',
    'The closing panel is chaired by Professor Lena Vogt.',
    'The keynote will be given by Professor Lena Vogt on Tuesday.',
  ),
  entity(
    'Our support team in Lisbon answers tickets in Portuguese and English.',
    'Invoices are handled by the finance team in Warsaw.',
    'Our support team in Warsaw answers tickets in Portuguese and English.',
  ),
  entity(
    'The vaccine was developed by BioNTech in partnership with Pfizer.',
    'Distribution in Asia was handled by Fosun Pharma.',
    'The vaccine was developed by Fosun Pharma in partnership with Pfizer.',
  ),
  entity(
    'The trail starts at Lake Louise and ends at Moraine Lake.',
    'Parking is available at Banff Station.',
    'The trail starts at Banff Station and ends at Moraine Lake.',
  ),
  entity(
    'Version 4 of the SDK drops support for Python 3.7.',
    'The CLI still runs on Node 18.',
    'Version 4 of the SDK drops support for Node 18.',
  ),
  entity(
    'The museum holds the largest collection of works by Paul Klee.',
    'A smaller room shows prints by Wassily Kandinsky.',
    'The museum holds the largest collection of works by Wassily Kandinsky.',
  ),
  entity(
    'The 2022 final was played in Lusail between Argentina and France.',
    'Croatia beat Morocco for third place.',
    'The 2022 final was played in Lusail between Argentina and Croatia.',
  ),
  entity(
    'The battery cells are manufactured by CATL in Ningde.',
    'Final assembly happens in Zwickau.',
    'The battery cells are manufactured by CATL in Zwickau.',
  ),
  entity(
    'The treaty was signed in Maastricht by twelve member states.',
    'It entered into force after ratification in Copenhagen and Paris.',
    'The treaty was signed in Copenhagen by twelve member states.',
  ),
  entity(
    'Customers in Canada are served from the warehouse in Toronto.',
    'Orders from Mexico ship from Monterrey.',
    'Customers in Canada are served from the warehouse in Monterrey.',
  ),
  entity(
    'The opera premiered at La Scala in Milan.',
    'Its first revival was staged at La Fenice in Venice.',
    'The opera premiered at La Fenice in Milan.',
  ),
  entity(
    'Sarah Chen was appointed chief financial officer.',
    'Tom Baker remains chief executive officer.',
    'Tom Baker was appointed chief financial officer.',
  ),
  entity(
    'The river crossing connects Helsingborg with Helsingør.',
    'A longer ferry route links Rostock and Trelleborg.',
    'The river crossing connects Rostock with Helsingør.',
  ),
  // A comparative or its verb flipped.
  comparative(
    'Sales in Europe were higher than in Asia last year.',
    'Margins improved in both regions.',
    'Sales in Europe were lower than in Asia last year.',
  ),
  comparative(
    'The new model uses less power than its predecessor.',
    'It ships with a larger screen.',
    'The new model uses more power than its predecessor.',
  ),
  comparative(
    'Revenue exceeded analyst expectations in the third quarter.',
    'Costs were in line with guidance.',
    'Revenue fell short of analyst expectations in the third quarter.',
  ),
  comparative(
    'The train is faster than the bus between the two cities.',
    'Tickets cost about the same.',
    'The train is slower than the bus between the two cities.',
  ),
  comparative(
    'Applicants must be at least 18 years old.',
    'A parent must sign for minors.',
    'Applicants must be at most 18 years old.',
  ),
  comparative(
    'The museum was built before the cathedral.',
    'Both stand on the main square.',
    'The museum was built after the cathedral.',
  ),
  comparative(
    'Fewer students enrolled in 2023 than in 2022.',
    'The number of teachers stayed the same.',
    'More students enrolled in 2023 than in 2022.',
  ),
  comparative(
    'Unemployment rose in the northern provinces.',
    'Wages stayed flat across the country.',
    'Unemployment fell in the northern provinces.',
  ),
  comparative(
    'The lighter frame makes the bike easier to carry.',
    'It has eleven gears.',
    'The heavier frame makes the bike easier to carry.',
  ),
  comparative(
    'Prices in the capital are higher than the national average.',
    'Rents have doubled since 2010.',
    'Prices in the capital are lower than the national average.',
  ),
  comparative(
    'The older branch of the family stayed in Lyon.',
    'The younger branch emigrated to Quebec.',
    'The younger branch of the family stayed in Lyon.',
  ),
  comparative(
    'Exports increased after the new trade agreement.',
    'Imports were unchanged.',
    'Exports decreased after the new trade agreement.',
  ),
  comparative(
    'The smaller reactor produces 300 megawatts.',
    'It was commissioned in 2015.',
    'The larger reactor produces 300 megawatts.',
  ),
  comparative(
    'Turnout was greater than in the previous election.',
    'Most polling stations closed at 8 pm.',
    'Turnout was lower than in the previous election.',
  ),
  comparative(
    'The drug reduced symptoms faster than the placebo.',
    'Side effects were mild.',
    'The drug reduced symptoms slower than the placebo.',
  ),
  comparative(
    'Each box holds no more than twelve bottles.',
    'Boxes are stacked on pallets.',
    'Each box holds no fewer than twelve bottles.',
  ),
  comparative(
    'The coastal route is shorter than the mountain pass.',
    'It is closed in winter.',
    'The coastal route is longer than the mountain pass.',
  ),
  comparative(
    'The company grew its market share in Brazil.',
    'It entered Chile in 2021.',
    'The company lost its market share in Brazil.',
  ),
  comparative(
    'Interest rates were raised in March.',
    'The central bank meets eight times a year.',
    'Interest rates were cut in March.',
  ),
  comparative(
    'Average temperatures were above normal in July.',
    'Rainfall was close to the long-term mean.',
    'Average temperatures were below normal in July.',
  ),
  // A date moved.
  date(
    'The conference takes place on 14 March 2025 in Vienna.',
    'Registration closes two weeks earlier.',
    'The conference takes place on 16 March 2025 in Vienna.',
  ),
  date(
    'The store opened on 1 December 2024.',
    'A second branch followed in spring.',
    'The store opened on 1 November 2024.',
  ),
  date(
    'The law came into force on January 1, 2020.',
    'Companies had a year to comply.',
    'The law came into force on January 1, 2021.',
  ),
  date(
    'The bridge was closed for repairs from 3 June to 12 July.',
    'Ferries ran every hour in the meantime.',
    'The bridge was closed for repairs from 3 June to 12 August.',
  ),
  date(
    'Applications are due by 30 September.',
    'Results are published in November.',
    'Applications are due by 30 October.',
  ),
  date(
    'The band released its debut album in 1994.',
    'Its second album followed three years later.',
    'The band released its debut album in 1996.',
  ),
  date(
    'The warranty of the device expires on 2026-05-31.',
    'An extension can be bought online.',
    'The warranty of the device expires on 31 May 2027.',
  ),
  {
    kind: 'date',
    context: [
      'The festival runs every year on the third weekend of August. It was first held on 18 August 2001.',
    ],
    claim: 'The festival was first held on 18 August 2002.',
    verdict: 'contradicted',
    quote: 'It was first held on 18 August 2001.',
  },
  date(
    'Payment is due on the 15th of each month.',
    'Late payments incur a fee.',
    'Payment is due on the 20th of each month.',
  ),
  date(
    'The ship sank on April 15, 1912.',
    'It had left Southampton five days earlier.',
    'The ship sank on April 25, 1912.',
  ),
  date(
    'The museum is closed on 25 December and 1 January.',
    'It opens at 10 am on all other days.',
    'The museum is closed on 24 December and 1 January.',
  ),
  date(
    'The software update was released on 12 February 2023.',
    'A fix followed a week later.',
    'The software update was released on 12 March 2023.',
  ),
  date(
    'Elections will be held on 9 June 2024.',
    'Polls open at 7 am.',
    'Elections will be held on 9 July 2024.',
  ),
  date(
    'The founder was born on 3 May 1956 in Leeds.',
    'He studied in Manchester.',
    'The founder was born on 3 May 1965 in Leeds.',
  ),
  date(
    'The contract ends on 31 March 2026.',
    'It can be renewed for one year.',
    'The contract ends on 30 April 2026.',
  ),
  date(
    'The exhibition runs until 5 January.',
    'Tickets must be booked in advance.',
    'The exhibition runs until 15 January.',
  ),
  date(
    'The company was founded in October 1998.',
    'It went public in 2004.',
    'The company was founded in October 1989.',
  ),
  date(
    'The first moon landing took place on July 20, 1969.',
    'The crew returned on July 24.',
    'The first moon landing took place on July 21, 1969.',
  ),
  date(
    'The offer is valid until 28 February.',
    'It cannot be combined with other discounts.',
    'The offer is valid until 28 March.',
  ),
  date(
    'The next board meeting is scheduled for 7 November 2025.',
    'Minutes are shared a week later.',
    'The next board meeting is scheduled for 7 December 2025.',
  ),
  // A negation added or dropped.
  negation(
    'The hotel offers free parking for guests.',
    'Breakfast is served from 7 am.',
    'The hotel does not offer free parking for guests.',
  ),
  negation(
    'The medication should not be taken with alcohol.',
    'Take one tablet daily.',
    'The medication should be taken with alcohol.',
  ),
  negation(
    'The library is open on Sundays.',
    'It closes at 6 pm on weekdays.',
    'The library is not open on Sundays.',
  ),
  negation(
    'Refunds are not available for digital downloads.',
    'Physical goods can be returned within 30 days.',
    'Refunds are available for digital downloads.',
  ),
  negation(
    'The app supports offline mode.',
    'It syncs when a connection returns.',
    'The app does not support offline mode.',
  ),
  negation(
    'The species was never observed outside the island.',
    'Its population is estimated at 400 birds.',
    'The species was observed outside the island.',
  ),
  negation(
    'Pets are allowed in the apartment.',
    'Smoking is prohibited.',
    'Pets are not allowed in the apartment.',
  ),
  negation(
    'The court did not uphold the ruling.',
    'The case was sent back to a lower court.',
    'The court upheld the ruling.',
  ),
  negation(
    'The vaccine requires a second dose.',
    'The interval is four weeks.',
    'The vaccine does not require a second dose.',
  ),
  negation('The camera is not waterproof.', 'A housing is sold separately.', 'The camera is waterproof.'),
  negation(
    'Students can retake the exam once.',
    'The better grade counts.',
    'Students cannot retake the exam.',
  ),
  negation(
    'The bill was passed by the senate.',
    'It now goes to the president.',
    'The bill was not passed by the senate.',
  ),
  negation(
    'The printer does not work with Linux.',
    'Drivers exist for Windows and macOS.',
    'The printer works with Linux.',
  ),
  negation(
    'Shipping to Norway is included in the price.',
    'Customs fees may apply.',
    'Shipping to Norway is not included in the price.',
  ),
  negation(
    'The study found no link between coffee and heart disease.',
    'It followed 20,000 adults.',
    'The study found a link between coffee and heart disease.',
  ),
  negation(
    'The tenant is responsible for minor repairs.',
    'The landlord covers structural damage.',
    'The tenant is not responsible for minor repairs.',
  ),
  negation(
    'The device has never been recalled.',
    'It is sold in 40 countries.',
    'The device has been recalled.',
  ),
  negation(
    'The feature is enabled by default.',
    'Administrators can change it.',
    'The feature is not enabled by default.',
  ),
  negation(
    'The river is navigable in winter.',
    'Ice breakers keep the channel open.',
    'The river is not navigable in winter.',
  ),
  negation(
    'Children under six do not need a ticket.',
    'Older children pay half price.',
    'Children under six need a ticket.',
  ),
  // A word swapped for its opposite.
  antonym(
    'The museum is open on Mondays.',
    'Guided tours start at noon.',
    'The museum is closed on Mondays.',
  ),
  antonym(
    'The company reported a profit in the last quarter.',
    'Revenue grew in all regions.',
    'The company reported a loss in the last quarter.',
  ),
  antonym(
    'The team won the final against Leeds.',
    'The match was played in London.',
    'The team lost the final against Leeds.',
  ),
  antonym(
    'Membership is free for students.',
    'Others pay a monthly fee.',
    'Membership is paid for students.',
  ),
  antonym('The test result was positive.', 'A second test was ordered.', 'The test result was negative.'),
  antonym(
    'The water in the lake is cold all year.',
    'Swimming is allowed in summer.',
    'The water in the lake is warm all year.',
  ),
  antonym(
    'The road is safe for cyclists.',
    'A separate lane was built in 2019.',
    'The road is dangerous for cyclists.',
  ),
  antonym(
    'The startup accepted the acquisition offer.',
    'The deal closed in May.',
    'The startup rejected the acquisition offer.',
  ),
  antonym(
    'Attendance is mandatory for all employees.',
    'The session lasts one hour.',
    'Attendance is optional for all employees.',
  ),
  antonym(
    'The central bank bought government bonds.',
    'The programme ended in 2022.',
    'The central bank sold government bonds.',
  ),
  antonym('The parcel arrived early.', 'It was left with a neighbour.', 'The parcel arrived late.'),
  antonym(
    'The entrance is on the north side of the building.',
    'The car park is behind it.',
    'The entrance is on the south side of the building.',
  ),
  antonym(
    'The school is a private institution.',
    'It was founded by monks.',
    'The school is a public institution.',
  ),
  antonym('The policy includes dental care.', 'Vision care costs extra.', 'The policy excludes dental care.'),
  antonym(
    'The experiment was a success.',
    'The results were published in Nature.',
    'The experiment was a failure.',
  ),
  antonym(
    'The new glue is strong enough for wood.',
    'It dries in an hour.',
    'The new glue is weak enough for wood.',
  ),
  antonym(
    'Rents in the district are cheap.',
    'Many students live there.',
    'Rents in the district are expensive.',
  ),
  antonym(
    'The country imports most of its wheat.',
    'It grows rice in the south.',
    'The country exports most of its wheat.',
  ),
  antonym(
    'The patient was awake during the procedure.',
    'Local anaesthesia was used.',
    'The patient was asleep during the procedure.',
  ),
  antonym(
    'The method is legal in all member states.',
    'It was approved in 2018.',
    'The method is illegal in all member states.',
  ),
  // A number changed.
  number(
    'The battery has a capacity of 5,000 mAh.',
    'It charges in 70 minutes.',
    'The battery has a capacity of 4,000 mAh.',
  ),
  number('The kettle holds 1.8 litres.', 'It switches off automatically.', 'The kettle holds 1.5 litres.'),
  number(
    'Apple reported revenue of $383.3 billion for the fiscal year.',
    'Services grew fastest.',
    'Apple reported revenue of $390 billion for the fiscal year.',
  ),
  number('The refund window is 30 days.', 'Items must be unused.', 'The refund window is 60 days.'),
  number(
    'The tower is 324 metres tall.',
    'It was the tallest structure in the world until 1930.',
    'The tower is 342 metres tall.',
  ),
  number(
    'About 12% of the population lives in rural areas.',
    'The capital holds a third of the population.',
    'About 21% of the population lives in rural areas.',
  ),
  number('The package weighs 2.5 kg.', 'Shipping is free above 50 euros.', 'The package weighs 3.5 kg.'),
  number(
    'The plant employs 1,200 people.',
    'Most of them work in two shifts.',
    'The plant employs 2,100 people.',
  ),
  number(
    'The course consists of 12 modules.',
    'Each module ends with a quiz.',
    'The course consists of 10 modules.',
  ),
  number(
    'The car reaches 100 km/h in 6.2 seconds.',
    'Its top speed is limited.',
    'The car reaches 100 km/h in 7.2 seconds.',
  ),
  number(
    'The subscription costs €9.99 per month.',
    'It can be cancelled at any time.',
    'The subscription costs €12.99 per month.',
  ),
  number(
    'The city has a population of 3.6 million.',
    'It is the largest city in the country.',
    'The city has a population of 2.6 million.',
  ),
  number(
    'The stadium seats 45,000 spectators.',
    'It was renovated in 2015.',
    'The stadium seats 54,000 spectators.',
  ),
  number('The flight takes 11 hours.', 'There is one stop on the way back.', 'The flight takes 14 hours.'),
  number(
    'The warranty covers 3 years of use.',
    'Batteries are excluded.',
    'The warranty covers 5 years of use.',
  ),
  number(
    'The lake is 80 metres deep at its deepest point.',
    'It freezes most winters.',
    'The lake is 180 metres deep at its deepest point.',
  ),
  number(
    'The bill passed with 67 votes in favour.',
    'Twelve members abstained.',
    'The bill passed with 76 votes in favour.',
  ),
  number(
    'The screen measures 6.1 inches diagonally.',
    'It uses an OLED panel.',
    'The screen measures 6.7 inches diagonally.',
  ),
  number(
    'The dam produces 700 megawatts of electricity.',
    'It was completed in 1968.',
    'The dam produces 900 megawatts of electricity.',
  ),
  number('The bakery sells 800 loaves a day.', 'It opens at 6 am.', 'The bakery sells 500 loaves a day.'),
  number(
    'The manufacturer covers parts and labour for 2 years.',
    'Batteries are covered for six months.',
    'The manufacturer covers parts and labour for 30 months.',
  ),
  // Faithful paraphrases.
  paraphrase(
    'Lindner Küchen GmbH has its headquarters in Bielefeld.',
    'Production takes place at two plants in Gütersloh and Paderborn.',
    'The headquarters of Lindner Küchen GmbH is located in Bielefeld.',
  ),
  paraphrase(
    'The outbound flight departs from Munich Airport at 07:40.',
    'The return flight lands at Frankfurt Airport.',
    'The outbound flight leaves from Munich Airport at 07:40.',
  ),
  paraphrase(
    'The bridge was designed by Santiago Calatrava.',
    'Construction was led by Hochtief.',
    'Santiago Calatrava designed the bridge.',
  ),
  paraphrase(
    'The company moved its European office from Dublin to Amsterdam in 2019.',
    'Its American office remains in Boston.',
    'In 2019 the company relocated its European office from Dublin to Amsterdam.',
  ),
  paraphrase(
    'The Danube flows into the Black Sea.',
    'The Rhine empties into the North Sea.',
    'The Danube empties into the Black Sea.',
  ),
  paraphrase(
    'Sales in Europe were higher than in Asia last year.',
    'Margins improved in both regions.',
    'Last year sales in Asia were lower than in Europe.',
  ),
  paraphrase(
    'The new model uses less power than its predecessor.',
    'It ships with a larger screen.',
    'The new model consumes less power than the previous one.',
  ),
  paraphrase(
    'Revenue exceeded analyst expectations in the third quarter.',
    'Costs were in line with guidance.',
    'In the third quarter, revenue beat analyst expectations.',
  ),
  paraphrase(
    'The museum is open on Mondays.',
    'Guided tours start at noon.',
    'On Mondays the museum is open.',
  ),
  paraphrase(
    'The company reported a profit in the last quarter.',
    'Revenue grew in all regions.',
    'The company was profitable in the last quarter.',
  ),
  paraphrase(
    'The team won the final against Leeds.',
    'The match was played in London.',
    'The team beat Leeds in the final.',
  ),
  paraphrase(
    'The hotel offers free parking for guests.',
    'Breakfast is served from 7 am.',
    'Guests can park for free at the hotel.',
  ),
  paraphrase(
    'Unemployment rose in the northern provinces.',
    'Wages stayed flat.',
    'Unemployment increased in the northern provinces.',
  ),
  paraphrase(
    'The conference takes place on 14 March 2025 in Vienna.',
    'Registration closes two weeks earlier.',
    'The conference will be held in Vienna on 14 March 2025.',
  ),
  paraphrase(
    'The vaccine was developed by BioNTech in partnership with Pfizer.',
    'Distribution in Asia was handled by Fosun Pharma.',
    'BioNTech developed the vaccine together with Pfizer.',
  ),
  paraphrase(
    'Sarah Chen was appointed chief financial officer.',
    'Tom Baker remains chief executive officer.',
    'Sarah Chen became the chief financial officer.',
  ),
  paraphrase(
    'The trail starts at Lake Louise and ends at Moraine Lake.',
    'Parking is available at Banff Station.',
    'The trail runs from Lake Louise to Moraine Lake.',
  ),
  paraphrase(
    'Exports increased after the new trade agreement.',
    'Imports were unchanged.',
    'After the new trade agreement, exports grew.',
  ),
  paraphrase(
    'Attendance is mandatory for all employees.',
    'The session lasts one hour.',
    'All employees are required to attend.',
  ),
  paraphrase(
    'The central bank bought government bonds.',
    'The programme ended in 2022.',
    'The central bank purchased government bonds.',
  ),
  // Negations that the evidence states too, often worded differently.
  keptNegation(
    'The medication should not be taken with alcohol.',
    'Take one tablet daily.',
    'The medication should not be combined with alcohol.',
  ),
  keptNegation(
    'Refunds are not available for digital downloads.',
    'Physical goods can be returned within 30 days.',
    'Digital downloads are not eligible for refunds.',
  ),
  keptNegation(
    'The species was never observed outside the island.',
    'Its population is estimated at 400 birds.',
    'The species has never been seen outside the island.',
  ),
  keptNegation(
    'The court did not uphold the ruling.',
    'The case was sent back.',
    "The court didn't uphold the ruling.",
  ),
  keptNegation(
    'The camera is not waterproof.',
    'A housing is sold separately.',
    "The camera isn't waterproof.",
  ),
  keptNegation(
    'The printer does not work with Linux.',
    'Drivers exist for Windows and macOS.',
    'The printer is not compatible with Linux.',
  ),
  keptNegation(
    'The study found no link between coffee and heart disease.',
    'It followed 20,000 adults.',
    'The study did not find a link between coffee and heart disease.',
  ),
  keptNegation(
    'The device has never been recalled.',
    'It is sold in 40 countries.',
    'The device has not been recalled.',
  ),
  keptNegation(
    'Children under six do not need a ticket.',
    'Older children pay half price.',
    "Children under six don't need a ticket.",
  ),
  keptNegation(
    'The service is not available in Iceland.',
    'It launched in Norway in 2020.',
    'The service is unavailable in Iceland.',
  ),
  keptNegation(
    'Employees may not share their passwords.',
    'Passwords expire every 90 days.',
    'Employees are not allowed to share their passwords.',
  ),
  keptNegation(
    'The bridge is closed to trucks.',
    'Cars may cross at any time.',
    'Trucks are not allowed on the bridge.',
  ),
  keptNegation(
    'No tickets are sold at the door.',
    'Tickets are available online.',
    'Tickets are not sold at the door.',
  ),
  keptNegation(
    'The contract cannot be cancelled before the end of the first year.',
    'After that, one month notice applies.',
    'The contract can not be cancelled before the end of the first year.',
  ),
  keptNegation(
    'The plugin does not collect any personal data.',
    'It runs entirely in the browser.',
    'The plugin collects no personal data.',
  ),
  keptNegation(
    'Visitors without a reservation will not be admitted.',
    'Reservations open a month ahead.',
    'Visitors who have no reservation will not be admitted.',
  ),
  keptNegation(
    'The river never freezes completely.',
    'Its current is strong.',
    'The river does not ever freeze completely.',
  ),
  keptNegation(
    'The treatment is not covered by public insurance.',
    'Private insurers may pay for it.',
    'Public insurance does not cover the treatment.',
  ),
  keptNegation(
    'The old station is no longer in use.',
    'A new one opened in 2012.',
    'The old station is not in use any longer.',
  ),
  keptNegation(
    'The company has not paid a dividend since 2015.',
    'Profits are reinvested.',
    'The company has paid no dividend since 2015.',
  ),
  keptNegation(
    'Some diets do not change your DNA sequence, but they can change how your body reads a DNA sequence.',
    'The effect can last for years.',
    "Some diets don't change your DNA sequence, but they can change how your body reads a DNA sequence.",
  ),
  // Numbers and dates written differently.
  format(
    'The battery has a capacity of 5,000 mAh.',
    'It charges in 70 minutes.',
    'The battery has a capacity of 5000 mAh.',
  ),
  format('The kettle holds 1.8 litres.', 'It switches off automatically.', 'The kettle holds 1,800 ml.'),
  format(
    'The store opened on 1 December 2024.',
    'A second branch followed in spring.',
    'The store opened on 01/12/2024.',
  ),
  format(
    'Apple reported revenue of $383.3 billion for the fiscal year.',
    'Services grew fastest.',
    'Apple reported revenue of $383 billion for the fiscal year.',
  ),
  format(
    'The city has a population of 3,480,000.',
    'It is the largest city in the country.',
    'The city has a population of 3.5 million.',
  ),
  format('The package weighs 2.5 kg.', 'Shipping is free above 50 euros.', 'The package weighs 2,500 g.'),
  format(
    'The warranty of the device expires on 2026-05-31.',
    'An extension can be bought online.',
    'The warranty of the device expires on 31 May 2026.',
  ),
  format(
    'The law came into force on January 1, 2020.',
    'Companies had a year to comply.',
    'The law came into force on 1 January 2020.',
  ),
  format('The refund window is 30 days.', 'Items must be unused.', 'The refund window is thirty days.'),
  format(
    'The stadium seats 45,000 spectators.',
    'It was renovated in 2015.',
    'The stadium seats 45 000 spectators.',
  ),
  format('The trail is 12.5 km long.', 'It climbs 600 metres.', 'The trail is 12,500 metres long.'),
  format(
    'The plant employs 1,200 people.',
    'Most of them work in two shifts.',
    'The plant employs 1200 people.',
  ),
  format('The tank holds 2 litres of water.', 'It is made of glass.', 'The tank holds 2000 ml of water.'),
  format(
    'The ship sank on April 15, 1912.',
    'It had left Southampton five days earlier.',
    'The ship sank on 15 April 1912.',
  ),
  format(
    'The bill was signed on 05/03/2021, and it took effect on 25/03/2021.',
    'It applies to all companies.',
    'The bill was signed on 5 March 2021.',
  ),
  format('The cable is 1.5 m long.', 'It supports fast charging.', 'The cable is 150 cm long.'),
  format(
    'Global sales reached 10.2 million units.',
    'Europe accounted for a third.',
    'Global sales reached about 10 million units.',
  ),
  format(
    'The flight takes 90 minutes.',
    'Boarding starts 30 minutes earlier.',
    'The flight takes 1.5 hours.',
  ),
  format(
    'The company earned 4.25 billion euros in 2023.',
    'Its margin was 8%.',
    'The company earned €4.25 billion in 2023.',
  ),
  format(
    'The museum attracted 1.2 million visitors in 2019.',
    'It was closed for most of 2020.',
    'The museum attracted 1,200,000 visitors in 2019.',
  ),
  format(
    'The manufacturer covers parts and labour for 2 years.',
    'Batteries are covered for six months.',
    'The manufacturer covers parts and labour for 24 months.',
  ),
  format(
    'Standard delivery to the islands takes two weeks.',
    'Express delivery costs extra.',
    'Standard delivery to the islands takes 14 days.',
  ),
];

/**
 * Written after the judge's rules were settled and run once, unchanged: the figure on these is the
 * one no rule was adjusted to (the main table above guided development).
 */
export const UNSEEN_SINGLE_EDIT_CASES: readonly SingleEditCase[] = [
  entity(
    'The orchestra is conducted by Kirill Petrenko.',
    'Its concertmaster is Noah Bendix-Balgley.',
    'The orchestra is conducted by Noah Bendix-Balgley.',
  ),
  entity(
    'The ferry sails from Dover to Calais every two hours.',
    'A slower route connects Newhaven and Dieppe.',
    'The ferry sails from Dover to Dieppe every two hours.',
  ),
  entity(
    'The prize went to the Kenyan runner Faith Kipyegon.',
    'Second place went to Gudaf Tsegay of Ethiopia.',
    'The prize went to the Kenyan runner Gudaf Tsegay.',
  ),
  entity(
    'The data centre will be built near Odense.',
    'The company already runs one in Aarhus.',
    'The data centre will be built near Aarhus.',
  ),
  entity(
    'The painting was bought by the Rijksmuseum in 2022.',
    'The Louvre had also bid for it.',
    'The painting was bought by the Louvre in 2022.',
  ),
  entity(
    'Ubuntu is developed by Canonical.',
    'Fedora is sponsored by Red Hat.',
    'Ubuntu is developed by Red Hat.',
  ),
  comparative(
    'The eastern slope is steeper than the western one.',
    'Both are covered in snow until May.',
    'The eastern slope is less steep than the western one.',
  ),
  comparative(
    'Profits grew faster than revenue in 2022.',
    'The company hired 300 people.',
    'Profits grew slower than revenue in 2022.',
  ),
  comparative(
    'The second edition has more pages than the first.',
    'It adds two chapters.',
    'The second edition has fewer pages than the first.',
  ),
  comparative(
    'Inflation declined in the second half of the year.',
    'Energy prices stabilised.',
    'Inflation rose in the second half of the year.',
  ),
  comparative(
    'The candidate must have at least five years of experience.',
    'A degree in law is preferred.',
    'The candidate must have at most five years of experience.',
  ),
  comparative(
    'The tower was completed after the bridge.',
    'Both were designed by the same engineer.',
    'The tower was completed before the bridge.',
  ),
  date(
    'The referendum was held on 23 June 2016.',
    'Turnout was high.',
    'The referendum was held on 23 July 2016.',
  ),
  date(
    'The shop is closed from 24 to 26 December.',
    'Online orders are shipped as usual.',
    'The shop is closed from 24 to 28 December.',
  ),
  date(
    'The patent expired on March 3, 2019.',
    'Generic versions followed quickly.',
    'The patent expired on March 3, 2018.',
  ),
  date(
    'The course starts on 2024-09-02.',
    'Enrolment closes a week before.',
    'The course starts on 9 September 2024.',
  ),
  date(
    'The film premiered on 12 May at Cannes.',
    'It opened in cinemas in the autumn.',
    'The film premiered on 12 June at Cannes.',
  ),
  date(
    'The clinic opened in April 2010.',
    'It moved to a larger building later.',
    'The clinic opened in August 2010.',
  ),
  negation('The recipe does not contain nuts.', 'It is suitable for vegans.', 'The recipe contains nuts.'),
  negation(
    'The airport is served by a direct train.',
    'Buses run at night.',
    'The airport is not served by a direct train.',
  ),
  negation(
    'The tablet supports a stylus.',
    'The stylus is sold separately.',
    'The tablet does not support a stylus.',
  ),
  negation(
    'The treaty was never ratified by the parliament.',
    'It was signed in 1994.',
    'The treaty was ratified by the parliament.',
  ),
  negation(
    'Visitors can bring food into the park.',
    'Glass bottles are forbidden.',
    'Visitors cannot bring food into the park.',
  ),
  negation(
    'The error is not reported to the user.',
    'It is written to the log.',
    'The error is reported to the user.',
  ),
  antonym(
    'The restaurant is quiet on weekdays.',
    'It gets busy on Saturdays.',
    'The restaurant is noisy on weekdays.',
  ),
  antonym(
    'The first season was a commercial success.',
    'A second season was ordered.',
    'The first season was a commercial failure.',
  ),
  antonym(
    'The vote on the bill was public.',
    'Each member stated their choice.',
    'The vote on the bill was secret.',
  ),
  antonym(
    'The soil in the valley is dry.',
    'Farmers irrigate their fields.',
    'The soil in the valley is wet.',
  ),
  antonym(
    'The council approved the new stadium.',
    'Construction starts next year.',
    'The council rejected the new stadium.',
  ),
  antonym(
    'The hiking path is wide and easy.',
    'Families use it often.',
    'The hiking path is narrow and easy.',
  ),
  number(
    'The phone has 128 GB of storage.',
    'A 256 GB version costs more.',
    'The phone has 64 GB of storage.',
  ),
  number(
    'The marathon record is 2 hours and 35 seconds.',
    'It was set in Berlin.',
    'The marathon record is 2 hours and 53 seconds.',
  ),
  number(
    'About 40% of the energy comes from wind.',
    'Solar provides a tenth.',
    'About 60% of the energy comes from wind.',
  ),
  number('The ticket costs $25 for adults.', 'Children enter free.', 'The ticket costs $35 for adults.'),
  number(
    'The island has 4,300 inhabitants.',
    'Most live in the harbour town.',
    'The island has 3,400 inhabitants.',
  ),
  number(
    'The rocket is 70 metres tall.',
    'It can carry 22 tonnes to orbit.',
    'The rocket is 90 metres tall.',
  ),
  paraphrase(
    'The orchestra is conducted by Kirill Petrenko.',
    'Its concertmaster is Noah Bendix-Balgley.',
    'Kirill Petrenko conducts the orchestra.',
  ),
  paraphrase(
    'The ferry sails from Dover to Calais every two hours.',
    'A slower route connects Newhaven and Dieppe.',
    'Every two hours the ferry goes from Dover to Calais.',
  ),
  paraphrase(
    'Inflation declined in the second half of the year.',
    'Energy prices stabilised.',
    'Inflation fell in the second half of the year.',
  ),
  paraphrase(
    'The council approved the new stadium.',
    'Construction starts next year.',
    'The new stadium was approved by the council.',
  ),
  paraphrase(
    'The first season was a commercial success.',
    'A second season was ordered.',
    'The first season succeeded commercially.',
  ),
  paraphrase(
    'The second edition has more pages than the first.',
    'It adds two chapters.',
    'The first edition has fewer pages than the second.',
  ),
  keptNegation(
    'The recipe does not contain nuts.',
    'It is suitable for vegans.',
    "The recipe doesn't contain any nuts.",
  ),
  keptNegation(
    'The treaty was never ratified by the parliament.',
    'It was signed in 1994.',
    'The parliament never ratified the treaty.',
  ),
  keptNegation(
    'The error is not reported to the user.',
    'It is written to the log.',
    'The user is not told about the error.',
  ),
  keptNegation(
    'Dogs are not allowed on the beach in summer.',
    'They may walk there in winter.',
    'In summer, dogs are not permitted on the beach.',
  ),
  keptNegation(
    'The warranty does not cover water damage.',
    'Accidental damage is covered.',
    'Water damage is not covered by the warranty.',
  ),
  keptNegation(
    'No refunds are given after 14 days.',
    'Exchanges are possible.',
    'Refunds are not given after 14 days.',
  ),
  format(
    'The phone has 128 GB of storage.',
    'A 256 GB version costs more.',
    'The phone has 128GB of storage.',
  ),
  format('The bottle holds 0.75 litres.', 'It is made of recycled glass.', 'The bottle holds 750 ml.'),
  format(
    'The island has 4,300 inhabitants.',
    'Most live in the harbour town.',
    'The island has 4300 inhabitants.',
  ),
  format(
    'The referendum was held on 23 June 2016.',
    'Turnout was high.',
    'The referendum was held on June 23, 2016.',
  ),
  format(
    'Revenue was $12.46 billion in 2023.',
    'It grew by a fifth.',
    'Revenue was about $12.5 billion in 2023.',
  ),
  format('The rocket is 70 metres tall.', 'It can carry 22 tonnes to orbit.', 'The rocket is 70 m tall.'),
];
