/**
 * Hand-written cases for the second pass on issue 24 (entity and antonym swaps, changed units):
 * each with the verdict and the quoted sentence it must give. Written by hand, apart from the
 * generated single-edit set, so they name none of its rows. Supported controls sit beside the
 * changes so a rule that flags everything fails here.
 */
import type { SingleEditCase } from './single-edit-cases.js';

type Kind = 'entity' | 'antonym' | 'unit' | 'control';

export interface SlotSwapCase extends Omit<SingleEditCase, 'kind'> {
  kind: Kind;
}

function wrong(kind: Kind, quote: string, rest: string, claim: string, before = ''): SlotSwapCase {
  return { kind, context: [`${before} ${quote} ${rest}`.trim()], claim, verdict: 'contradicted', quote };
}

function right(quote: string, rest: string, claim: string, before = ''): SlotSwapCase {
  return {
    kind: 'control',
    context: [`${before} ${quote} ${rest}`.trim()],
    claim,
    verdict: 'supported',
    quote,
  };
}

export const SLOT_SWAP_CASES: readonly SlotSwapCase[] = [
  // A name the claim uses elsewhere fills the sentence's slot.
  wrong(
    'entity',
    'By 1990, the Western part of the city had adopted the model of a Western market economy.',
    'The Kohl government later extended it to the east.',
    'By 1990, the Kohl part of the city had adopted the model of a Western market economy.',
  ),
  wrong(
    'entity',
    'The Northern line was extended to Battersea in 2021.',
    'The Elizabeth line opened a year later.',
    'The Elizabeth line was extended to Battersea in 2021.',
  ),
  // The claim's word is in the sentence only in lower case, not as a name.
  wrong(
    'entity',
    'Marie Curie won the Nobel Prize in Chemistry for her research on radioactivity.',
    'Her research laboratory was in Paris.',
    'Marie Research won the Nobel Prize in Chemistry for her research on radioactivity.',
  ),
  wrong(
    'entity',
    'The bridge over the Tagus was designed by Edgar Cardoso.',
    'Its towers rise 190 metres above the river.',
    'The bridge over the Tagus was designed by Edgar River.',
  ),
  wrong(
    'entity',
    'Orders placed before noon ship from our Leipzig warehouse.',
    'Returns go to the Rotterdam depot.',
    'Orders placed before noon ship from our Rotterdam warehouse.',
  ),
  wrong(
    'entity',
    'The festival is sponsored by Heineken and takes place in Bergen.',
    'Last year Carlsberg ran a stand there.',
    'The festival is sponsored by Carlsberg and takes place in Bergen.',
  ),
  // The sentence's first word, capitalised by position, in the slot of the claim's name.
  wrong(
    'entity',
    'Porto won the final against Monaco in 2004.',
    'Chelsea later signed their coach.',
    'In a tense match, Chelsea won the final against Monaco in 2004.',
  ),
  wrong(
    'entity',
    'Kipyegon set the world record in Florence.',
    'Tsegay finished second.',
    'Tsegay set the world record in Florence.',
  ),
  // Opposites WordNet does not link directly, and a verb pair off any comparative scale.
  wrong(
    'antonym',
    'Customers often ask for a printed receipt at the counter.',
    'Receipts are also sent by email.',
    'Customers rarely ask for a printed receipt at the counter.',
  ),
  wrong(
    'antonym',
    'Returns of opened software are allowed within 14 days.',
    'Gift cards cannot be returned.',
    'Returns of opened software are forbidden within 14 days.',
  ),
  wrong(
    'antonym',
    'Shipping insurance is included in the premium plan.',
    'The basic plan has no insurance.',
    'Shipping insurance is excluded in the premium plan.',
  ),
  wrong(
    'antonym',
    'The team won the final against Porto in 2004.',
    'The team had a strong defence that season.',
    'The team lost the final against Porto in 2004.',
  ),
  wrong(
    'antonym',
    'Side effects such as headaches are common in the first week.',
    'Most people feel better after that.',
    'Side effects such as headaches are rare in the first week.',
  ),
  wrong(
    'antonym',
    'The switch sets how fast or slow the fan turns.',
    'It has three positions.',
    'The switch sets how slow or slow the fan turns.',
  ),
  // A time unit changed while the number is copied.
  wrong(
    'unit',
    'Your bank may take up to 3 more business days to show the credit.',
    'Refunds are issued within 5 business days.',
    'Your bank may take up to 3 more weeks to show the credit.',
  ),
  wrong(
    'unit',
    'The battery lasts up to 12 hours on a single charge.',
    'Charging takes about two hours.',
    'The battery lasts up to 12 days on a single charge.',
  ),
  wrong(
    'unit',
    'The warranty covers repairs for 2 years after purchase.',
    'Accidental damage is not covered.',
    'The warranty covers repairs for 2 months after purchase.',
  ),
  wrong(
    'unit',
    'Support tickets are answered within 48 hours.',
    'Urgent tickets are answered first.',
    'Support tickets are answered within 48 minutes.',
  ),
  wrong(
    'unit',
    'The trial period lasts 30 days.',
    'No card is needed to start it.',
    'The trial period lasts 30 weeks.',
  ),
  // Faithful claims beside them: the same values, names and opposites under a negation.
  right(
    'Your bank may take up to 3 more business days to show the credit.',
    'Refunds are issued within 5 business days.',
    'Your bank may take up to 3 more business days to show the credit.',
  ),
  right(
    'Orders placed before noon ship from our Leipzig warehouse.',
    'Returns go to the Rotterdam depot.',
    'Orders placed before noon are shipped from our Leipzig warehouse.',
  ),
  right(
    'Returns of opened software are not allowed.',
    'Gift cards cannot be returned either.',
    'Returns of opened software are forbidden.',
  ),
  right(
    'Porto won the final against Monaco in 2004.',
    'Chelsea later signed their coach.',
    'In 2004 Porto won the final against Monaco.',
  ),
  right(
    'The Northern line was extended to Battersea in 2021.',
    'The Elizabeth line opened a year later.',
    'In 2021 the Northern line was extended to Battersea.',
  ),
  right(
    'The battery lasts up to 12 hours on a single charge.',
    'Charging takes about two hours.',
    'On a single charge the battery lasts up to 12 hours.',
  ),
  right(
    'Side effects such as headaches are not common in the first week.',
    'Most people feel fine.',
    'Side effects such as headaches are rare in the first week.',
  ),
];
