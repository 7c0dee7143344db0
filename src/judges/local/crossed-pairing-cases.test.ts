/**
 * Two items of a list paired across (`comparisons/crossed-pairing.ts`): the claim takes its key
 * from one item and its value from another, whose own key it leaves out. Controls: the pairing of
 * one item, a claim that names only one item, a lead-in's name ("Sister towns of Alderley:")
 * that is no key of the items. Two lists paired by "respectively" (`comparisons/respectively.ts`),
 * read by position. And opposite words whose names trade sides
 * (`comparisons/converse-roles.ts`): "lost to" for "beat" said from the other side is no flip.
 */
import { describe, expect, it } from 'vitest';
import { tokenize } from '../../text/tokenize.js';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { converseRoles } from './comparisons/converse-roles.js';
import { findCrossedPairing } from './comparisons/crossed-pairing.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const FESTIVAL = [
  'The festival opens with a talk by Dr Ana Ruiz, followed by workshops led by Tom Hale on Friday and Mei Chen on Saturday.',
];
const HARBOURS = ['Harbour contacts: Leith (harbour master Ian Ross); Dunbar (harbour master Kate Moore).'];
const PLATFORMS = [
  'During the works, trains to Exeter leave from Platform 2 and trains to Bristol from Platform 5.',
];
const TOWNS = ['Sister towns of Alderley: Rennes (France, since 1978); Kassel (Germany, since 1991).'];
const TERMINALS = ['The north and south terminals are served by Airlink and Coastline Coaches respectively.'];
const SUBJECTS = ['Maths, physics and chemistry are taught by Mr Abbott, Ms Ito and Dr Kaur respectively.'];
const CLASSES = [
  'Evening classes — Term 1: Pottery (Ms Rowan Pike); Term 2: Life Drawing (Ms Ada Fenn); Term 3: Printmaking (Ms Rowan Pike). Each class is taught by one tutor.',
];
const ALLERGENS = [
  'Allergens — Veggie burger: gluten; Fish tacos: shellfish; Fruit salad: sulphites. Please ask staff about cross-contamination before ordering.',
];
const TENDER = [
  'The contract for the new Ashby library went to Corran Builders, which beat a rival bid from Maple Homes.',
];

const HUBS = [
  'Under the merger deal, Norska Air and Baltavia will keep their hubs in Oslo and Riga, respectively.',
];
const ARRIVALS = [
  "The zoo's two new arrivals, a red panda and a snow leopard, were named Miso and Tashi, respectively.",
];

const POWER_BANKS = [
  'The Volta S and Volta M power banks have capacities of 10,000 mAh and 20,000 mAh, respectively.',
];

const cases: RuleCase[] = [
  // Nineteenth pass: items named by a model's letter ("Volta S", "Volta M").
  {
    name: '"respectively" with items named by a letter, paired across',
    context: POWER_BANKS,
    claim: 'The Volta M power bank has a capacity of 10,000 mAh.',
    verdict: 'contradicted',
  },
  {
    name: 'control: items named by a letter, paired in order',
    context: POWER_BANKS,
    claim: 'The Volta M power bank has a capacity of 20,000 mAh.',
    verdict: 'supported',
  },
  // Fifteenth pass: a phrase before the first list is no item of it; an item after its article.
  {
    name: '"respectively" with the last item after its preposition and article ("and to the airport")',
    context: [
      'The Green Line and the Amber Line will connect the city centre to Harrowgate and to the airport, respectively.',
    ],
    claim: 'The Green Line will connect the city centre to the airport.',
    verdict: 'contradicted',
  },
  {
    name: 'control: the same, paired right',
    context: [
      'The Green Line and the Amber Line will connect the city centre to Harrowgate and to the airport, respectively.',
    ],
    claim: 'The Amber Line will connect the city centre to the airport.',
    verdict: 'supported',
  },
  {
    name: '"respectively" after a lead-in phrase set off by a comma',
    context: HUBS,
    claim: 'Under the merger deal, Norska Air will keep its hub in Riga.',
    verdict: 'contradicted',
    reasoning: ["'Riga'", "'Oslo'"],
  },
  {
    name: 'control: "respectively" after a lead-in phrase, paired right',
    context: HUBS,
    claim: 'Under the merger deal, Baltavia will keep its hub in Riga.',
    verdict: 'supported',
  },
  {
    name: '"respectively" with an item after its article',
    context: ARRIVALS,
    claim: "The zoo's new snow leopard was named Miso.",
    verdict: 'contradicted',
    reasoning: ["'Miso'", "'Tashi'"],
  },
  {
    name: 'control: "respectively" with an item after its article, paired right',
    context: ARRIVALS,
    claim: "The zoo's new snow leopard was named Tashi.",
    verdict: 'supported',
  },
  {
    name: 'a day of the other item',
    context: FESTIVAL,
    claim: 'The Saturday workshops are led by Tom Hale.',
    verdict: 'contradicted',
    reasoning: ["'Saturday' in claim vs. 'Friday', which chunk c1 sentence 1 pairs with 'Tom Hale'"],
  },
  {
    name: 'control: one item named',
    context: FESTIVAL,
    claim: 'Tom Hale leads workshops at the festival.',
    verdict: 'supported',
  },
  {
    name: 'a name of the other item, in a table',
    context: HARBOURS,
    claim: 'The harbour master at Leith is Kate Moore.',
    verdict: 'contradicted',
    reasoning: ["'Kate Moore' in claim vs. 'Ian Ross'"],
  },
  {
    name: 'control: the pairing of one item, in a table',
    context: HARBOURS,
    claim: 'Kate Moore is the harbour master at Dunbar.',
    verdict: 'supported',
  },
  {
    name: 'a number of the other item, the verb left out of the second',
    context: PLATFORMS,
    claim: 'During the works, trains to Exeter leave from Platform 5.',
    verdict: 'contradicted',
    reasoning: ["'5' in claim vs. '2', which chunk c1 sentence 1 pairs with 'Exeter'"],
  },
  {
    name: 'control: the pairing of the second item',
    context: PLATFORMS,
    claim: 'During the works, trains to Bristol leave from Platform 5.',
    verdict: 'supported',
  },
  {
    name: "control: the lead-in's name is no key of the items",
    context: TOWNS,
    claim: 'Alderley is a sister town of Kassel.',
    verdict: 'supported',
  },
  {
    name: '"respectively": the second item of the first list with the first of the second',
    context: TERMINALS,
    claim: 'The north terminal is served by Coastline Coaches.',
    verdict: 'contradicted',
    reasoning: ["'Coastline Coaches' in claim vs. 'Airlink', which chunk c1 sentence 1 pairs with 'north'"],
  },
  {
    name: 'control: "respectively" paired as the sentence pairs, the other pair\'s word no opposite',
    context: TERMINALS,
    claim: 'Airlink serves the north terminal.',
    verdict: 'supported',
  },
  {
    name: '"respectively" over three items',
    context: SUBJECTS,
    claim: 'Physics is taught by Dr Kaur.',
    verdict: 'contradicted',
    reasoning: ["'Dr Kaur' in claim vs. 'Ms Ito'"],
  },
  {
    name: 'control: "respectively" over three items, paired as the sentence pairs',
    context: SUBJECTS,
    claim: 'Physics is taught by Ms Ito.',
    verdict: 'supported',
  },
  {
    name: 'a tutor of another row, the title both names share left out of the comparison',
    context: CLASSES,
    claim: 'Life Drawing is taught by Ms Rowan Pike.',
    verdict: 'contradicted',
    reasoning: [
      "'Ms Rowan Pike' in claim vs. 'Ms Ada Fenn', which chunk c1 sentence 1 pairs with 'Life Drawing'",
    ],
  },
  {
    name: 'a row label written in lower case in the claim, the heading set off by a dash',
    context: ALLERGENS,
    claim: 'The veggie burger contains shellfish.',
    verdict: 'contradicted',
    reasoning: ["'shellfish' in claim vs. 'gluten', which chunk c1 sentence 1 pairs with 'Veggie'"],
  },
  {
    name: "control: the row's own allergen",
    context: ALLERGENS,
    claim: 'The fish tacos contain shellfish.',
    verdict: 'supported',
  },
  {
    name: "control: the row's own tutor",
    context: CLASSES,
    claim: 'Life Drawing is taught by Ms Ada Fenn.',
    verdict: 'supported',
  },
  {
    name: "a name of the sentence written again in another's place (repeated-name.ts)",
    context: [
      'The patient was admitted to Ward 4 at Elmfield Hospital and was later moved to the stroke unit at Kingsway Hospital.',
    ],
    claim:
      'The patient was admitted to Ward 4 at Elmfield Hospital and was later moved to the stroke unit at Elmfield Hospital.',
    verdict: 'contradicted',
    reasoning: ["name 'Elmfield Hospital' in claim vs. 'Kingsway Hospital'"],
  },
  {
    name: 'control: a claim that names a place twice, the second time in full',
    context: [
      'In 2014 Jan Stuart became curator of Chinese art at the Freer Gallery of Art and Arthur M. Sackler Gallery in Washington.',
    ],
    claim:
      'In 2014 Jan Stuart joined the Freer and Sackler Galleries as curator of Chinese art at the Freer Gallery of Art and Arthur M. Sackler Gallery in Washington.',
    verdict: 'supported',
  },
  {
    name: 'an opposite said from the other side',
    context: TENDER,
    claim: 'Maple Homes lost to Corran Builders.',
    verdict: 'supported',
  },
  {
    name: 'control: the opposite with the names where they were',
    context: TENDER,
    claim: 'Corran Builders lost to Maple Homes.',
    verdict: 'contradicted',
  },
];

describe('two items of a list paired across', () => {
  it.each(cases)('$name', (item) => expectRuleCase(judge, item));

  it('reads a crossing only when both items have their own key and value', () => {
    const read = (claim: string, sentence: string) =>
      findCrossedPairing(tokenize(claim), tokenize(sentence), sentence);
    const sentence = 'Workshops are led by Tom Hale on Friday and Mei Chen on Saturday.';
    expect(read('Tom Hale leads on Saturday.', sentence)).toMatchObject({
      claimValue: 'Saturday',
      evidenceValue: 'Friday',
      pairedWith: 'Tom Hale',
    });
    expect(read('Mei Chen leads on Saturday.', sentence)).toBeNull();
    // No item of Mei Chen's without a day of its own.
    expect(
      read('Tom Hale leads on Saturday.', 'Workshops are led by Tom Hale on Friday and Mei Chen.'),
    ).toBeNull();
  });

  it('reads names trading sides around the opposite word', () => {
    const claim = tokenize('So Maple Homes lost to Corran Builders.');
    const evidence = tokenize('So Corran Builders beat Maple Homes.');
    expect(converseRoles(claim, 3, evidence, 3)).toBe(true);
    expect(converseRoles(tokenize('So Corran Builders lost to Maple Homes.'), 3, evidence, 3)).toBe(false);
  });
});
