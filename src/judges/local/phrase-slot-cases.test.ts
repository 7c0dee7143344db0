/**
 * Name slots read across a longer phrase (issue 24, thirteenth pass): a claim that opens with a
 * name the sentence expands ("Tarrant Ridge" for "The Tarrant Ridge copper mine in Western
 * Australia") is no swap with the place that qualifies it, and each word of a name stands where
 * the whole name does ("Visser" read past "Anouk"); a name the sentence gives to another role in
 * the next clause still is a swap. Two parts of one clause of a longer sentence trade places as
 * they would in a sentence of one clause.
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const cases: RuleCase[] = [
  // Fifteenth pass: a pronoun that opens the claim is no name.
  {
    name: '"Anyone who …" opening the claim is no name against "Customers who …"',
    context: [
      'Customers who bought one of the affected bags can return it to any of our shops for a full refund, with or without a receipt.',
    ],
    claim:
      'Anyone who bought one of the affected bags can return it to any of the shops for a full refund, with or without a receipt.',
    verdict: 'supported',
  },
  {
    name: 'control: the same claim with a detail changed',
    context: [
      'Customers who bought one of the affected bags can return it to any of our shops for a full refund, with or without a receipt.',
    ],
    claim:
      'Anyone who bought one of the affected bags can return it to any of the shops for a partial refund, with or without a receipt.',
    verdict: 'contradicted',
  },
  {
    name: 'a name that opens the claim heads a longer phrase in the sentence',
    context: ['The Kestrel Point wind farm in North Wales generated 1,200 GWh in 2023.'],
    claim: 'Kestrel Point generated 1,200 GWh in 2023.',
    verdict: 'supported',
  },
  {
    name: 'control: another doer named in the next clause',
    context: ['"Tidewater" was directed by Lina Okoye and produced by Sam Reyes, who also co-wrote it.'],
    claim: '"Tidewater" was directed by Sam Reyes.',
    verdict: 'contradicted',
  },
  {
    name: 'control: the place of the phrase in the claim’s slot',
    context: ['The Kestrel Point wind farm in North Wales generated 1,200 GWh in 2023.'],
    claim: 'Morlan Bay generated 1,200 GWh in 2023.',
    verdict: 'not supported',
  },
  {
    name: 'each word of the name stands where the whole name does',
    context: [
      'Before joining the Oslo Philharmonic in 2012, the violinist Marta Lindqvist studied in Bergen under Per de Vries, spent a year in Paris as a soloist, and won the Nordic Violin Prize.',
    ],
    claim: 'Marta Lindqvist spent a year as a soloist in Paris before she joined the Oslo Philharmonic.',
    verdict: 'supported',
  },
  {
    name: 'two parts swapped in one clause of a longer sentence',
    context: ['The Ridgeway is faster than the coast road, but the coast road is more scenic.'],
    claim: 'The coast road is faster than the Ridgeway.',
    verdict: 'contradicted',
  },
  {
    name: 'control: the clause copied as it stands',
    context: ['The Ridgeway is faster than the coast road, but the coast road is more scenic.'],
    claim: 'The Ridgeway is faster than the coast road.',
    verdict: 'supported',
  },
];

describe('name slots read across a longer phrase', () => {
  it.each(cases)('$name', (item) => expectRuleCase(judge, item));
});
