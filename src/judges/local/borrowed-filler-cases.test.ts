/**
 * Sixteenth pass (issue 24): a claim that copies one clause of a sentence but for a word it takes
 * from another clause ("Customer data for EU accounts is stored in the Oregon region" against "…
 * in our Frankfurt region; data for US accounts is stored in our Oregon region",
 * `comparisons/borrowed-filler.ts`), and two swapped parts after an opening word the sentence
 * lacks; and a value taken from another sentence into the one the copied sentence gives after
 * the same words (`comparisons/borrowed-value.ts`). Each with its control.
 */
import { describe, it } from 'vitest';
import { expectRuleCase, type RuleCase } from './__fixtures__/judge-table-case.js';
import { createLocalJudge } from './create-local-judge.js';

const judge = createLocalJudge();

const cases: RuleCase[] = [
  {
    name: "a name taken from the other clause into the copied clause's place",
    context: [
      'Backups for UK customers are kept in our Dublin data centre; backups for Asian customers are kept in our Singapore data centre.',
    ],
    claim: 'Backups for UK customers are kept in the Singapore data centre.',
    verdict: 'contradicted',
  },
  {
    name: "control: the copied clause's own name",
    context: [
      'Backups for UK customers are kept in our Dublin data centre; backups for Asian customers are kept in our Singapore data centre.',
    ],
    claim: 'Backups for UK customers are kept in the Dublin data centre.',
    verdict: 'supported',
  },
  {
    name: 'a maker taken from the clause after "while"',
    context: [
      'The Lumo 5 tablet uses a screen made by Arden Displays, while its battery is supplied by Kestrel Power.',
    ],
    claim: 'The Lumo 5 uses a screen made by Kestrel Power.',
    verdict: 'contradicted',
  },
  {
    name: 'control: the maker of the copied clause',
    context: [
      'The Lumo 5 tablet uses a screen made by Arden Displays, while its battery is supplied by Kestrel Power.',
    ],
    claim: 'The Lumo 5 uses a screen made by Arden Displays.',
    verdict: 'supported',
  },
  {
    name: 'control: a negated list item is a flip, no name from another clause',
    context: ['The Harlow depot accepts paint, batteries, motor oil and small electrical items.'],
    claim: 'The Harlow depot does not accept small electrical items.',
    verdict: 'contradicted',
  },
  {
    name: 'control: a clause with its own negation is no clause the claim copies',
    context: [
      'There is no overall charge on an ammonia molecule, but there is a slight positive charge on each hydrogen atom.',
    ],
    claim: 'Hydrogen atoms in ammonia molecules have a positive charge.',
    verdict: 'supported',
  },
  {
    name: 'two parts swapped, after an opening word the sentence lacks ("In version 3.1,")',
    context: [
      'Version 3.1 notes: the cache layer now uses Valkey instead of Redis, which lowers memory use.',
    ],
    claim: 'In version 3.1, the cache layer now uses Redis instead of Valkey.',
    verdict: 'contradicted',
  },
  {
    name: 'a closing time borrowed from another sentence into the one this sentence gives after "until"',
    context: [
      'The flower market on Kell Street runs from 6 am until noon on Sundays.',
      'The antiques fair in the town hall runs from 9 am until 3 pm on the same day.',
    ],
    claim: 'The flower market on Kell Street runs from 6 am until 3 pm on Sundays.',
    verdict: 'contradicted',
  },
  {
    name: 'control: the same time, written another way',
    context: [
      'The flower market on Kell Street runs from 6 am until noon on Sundays.',
      'The antiques fair in the town hall runs from 9 am until 3 pm on the same day.',
    ],
    claim: 'The flower market on Kell Street runs from 6 am until 12 pm on Sundays.',
    verdict: 'supported',
  },
  {
    name: 'control: the other sentence’s own time',
    context: [
      'The flower market on Kell Street runs from 6 am until noon on Sundays.',
      'The antiques fair in the town hall runs from 9 am until 3 pm on the same day.',
    ],
    claim: 'The antiques fair in the town hall runs until 3 pm on Sundays.',
    verdict: 'supported',
  },
  {
    name: 'a subject taken from the other clause, at the start of the claim',
    context: [
      'Storage rules: blood samples are kept in the grey freezer in Lab 2; reagents are kept in the green fridge beside the sink.',
    ],
    claim: 'Blood samples are kept in the green fridge beside the sink.',
    verdict: 'contradicted',
  },
  {
    name: 'control: the copied clause’s own subject',
    context: [
      'Storage rules: blood samples are kept in the grey freezer in Lab 2; reagents are kept in the green fridge beside the sink.',
    ],
    claim: 'Reagents are kept in the green fridge beside the sink.',
    verdict: 'supported',
  },
  {
    name: 'a model number taken from the other clause ("Nimbus 100" for "Nimbus 300")',
    context: [
      'In the box: the Nimbus 300 comes with a turbo brush and a charging stand, and the Nimbus 100 comes with a crevice tool.',
    ],
    claim: 'The Nimbus 100 comes with a turbo brush and a charging stand.',
    verdict: 'contradicted',
  },
  {
    name: 'control: the copied clause’s own model',
    context: [
      'In the box: the Nimbus 300 comes with a turbo brush and a charging stand, and the Nimbus 100 comes with a crevice tool.',
    ],
    claim: 'The Nimbus 300 comes with a turbo brush and a charging stand.',
    verdict: 'supported',
  },
  {
    name: 'a common word taken from the other clause ("cream" for "chopped dill")',
    context: [
      'Whisk the cream into the sauce for the fish; the chopped dill goes into the dressing for the salad.',
    ],
    claim: 'The cream goes into the dressing for the salad.',
    verdict: 'contradicted',
  },
  {
    name: 'control: a name both neighbours of which the clause does not share is no filler ("Hartley’s spring fair" against "Hartley’s store")',
    context: [
      "During the spring fair, all garden chairs at Hartley's store are 40% off, while planters are reduced by 25%.",
    ],
    claim: "During Hartley's spring fair, all garden chairs are 40% off, while planters are reduced by 25%.",
    verdict: 'supported',
  },
  {
    name: 'two names swapped, a little word of the sentence after the second ("to buy new shelving") given to what follows',
    context: [
      'A grant of £20,000 was given by the Hartley Trust to the Mossford Library to buy new shelving.',
    ],
    claim: 'A grant of £20,000 was given by the Mossford Library to the Hartley Trust.',
    verdict: 'contradicted',
  },
  {
    name: 'control: the copy',
    context: [
      'A grant of £20,000 was given by the Hartley Trust to the Mossford Library to buy new shelving.',
    ],
    claim: 'A grant of £20,000 was given by the Hartley Trust to the Mossford Library.',
    verdict: 'supported',
  },
];

describe('a filler borrowed from another clause or sentence (sixteenth pass)', () => {
  it.each(cases)('$name', (item) => expectRuleCase(judge, item));
});
