/**
 * Hand-written negation cases for the fifth pass on issue 24, each with the verdict and the quoted
 * sentence it must give. Three shapes the earlier rules missed: the negated word is a paraphrase
 * the sentence does not use ("was not recognised as" against "was known as"); a second negation
 * cancels the first ("there is not no charge"); and sentences run together with no space after the
 * period in scraped text, so a negation of the sentence before was read as the claim's. Supported
 * controls sit beside them: a negation kept in a paraphrase, "no longer", "never", "without", a
 * negative verb or an opposite in the slot, a double negation. The sixth pass adds a sentence the
 * chunk's splitter cut in two at a closing quotation mark, read as one, and a control that merges
 * two sentences around a "without" it does not copy. Written by hand, apart from the generated
 * single-edit rows.
 */
export interface NegationFlipCase {
  kind: 'paraphrased-slot' | 'parity' | 'run-on' | 'cut-in-two' | 'control';
  context: string[];
  claim: string;
  verdict: 'contradicted' | 'supported';
  /** The sentence the verdict must cite (a substring of one chunk). */
  quote: string;
}

function flip(kind: NegationFlipCase['kind'], quote: string, rest: string, claim: string): NegationFlipCase {
  return { kind, context: [`${quote} ${rest}`], claim, verdict: 'contradicted', quote };
}

function right(context: string, quote: string, claim: string): NegationFlipCase {
  return { kind: 'control', context: [context], claim, verdict: 'supported', quote };
}

export const NEGATION_FLIP_CASES: readonly NegationFlipCase[] = [
  flip(
    'paraphrased-slot',
    'The cliff was known as a popular meeting place for climbers.',
    'It was closed to the public in 2019.',
    'The cliff was not recognised as a popular meeting place for climbers.',
  ),
  flip(
    'paraphrased-slot',
    'The founder of the start-up was arrested on Thursday on fraud charges.',
    'He denies any wrongdoing.',
    'The founder of the start-up has not been detained on fraud charges.',
  ),
  flip(
    'paraphrased-slot',
    'The council did not approve the new parking fees at its March meeting.',
    'A vote is expected in June.',
    'The council endorsed the new parking fees at its March meeting.',
  ),
  flip(
    'paraphrased-slot',
    'The airline will charge passengers for a second checked bag on these routes.',
    'The first bag stays free.',
    'The airline will not bill passengers for a second checked bag on these routes.',
  ),
  flip(
    'parity',
    'There is no charge for the first consultation.',
    'Later sessions cost $40 each.',
    'There is not no charge for the first consultation.',
  ),
  {
    kind: 'run-on',
    context: [
      'Officials said the old road was not damaged.The bridge will reopen on Friday after the repairs are finished.Traffic is diverted until then.',
    ],
    claim: 'The bridge will not reopen on Friday after the repairs are finished.',
    verdict: 'contradicted',
    quote: 'The bridge will reopen on Friday after the repairs are finished.',
  },
  right(
    'The council did not approve the new parking fees. A vote is expected in June.',
    'The council did not approve the new parking fees.',
    'The council did not endorse the new parking fees.',
  ),
  right(
    'The shop no longer sells paper maps. Digital maps are free.',
    'The shop no longer sells paper maps.',
    'The shop does not sell paper maps.',
  ),
  right(
    'The volcano has never erupted in recorded history. It is monitored daily.',
    'The volcano has never erupted in recorded history.',
    'The volcano has not erupted in recorded history.',
  ),
  right(
    'The tablet ships without a charger. A cable is included.',
    'The tablet ships without a charger.',
    'The tablet does not ship with a charger.',
  ),
  right(
    'Refunds are rarely granted after 30 days. Contact support first.',
    'Refunds are rarely granted after 30 days.',
    'Refunds are not often granted after 30 days.',
  ),
  right(
    'Students may bring calculators to the exam. Phones must be switched off.',
    'Students may bring calculators to the exam.',
    'Students are not forbidden to bring calculators to the exam.',
  ),
  right(
    'It is not impossible to cancel after booking. A fee applies.',
    'It is not impossible to cancel after booking.',
    'It is possible to cancel after booking.',
  ),
  right(
    'The museum said the roof was not damaged.The east wing will reopen on Friday.Tickets are on sale.',
    'The east wing will reopen on Friday.',
    'The east wing will reopen on Friday.',
  ),
  {
    kind: 'cut-in-two',
    context: [
      'Critics wrote that the sequel was “not worth the ticket price.” Its budget was twice that of the original film. It was shot in Prague.',
    ],
    claim:
      'Critics wrote that the sequel was “worth the ticket price.” Its budget was twice that of the original film.',
    verdict: 'contradicted',
    quote: 'Critics wrote that the sequel was “not worth the ticket price.”',
  },
  right(
    'Critics wrote that the sequel was “not worth the ticket price.” Its budget was twice that of the original film. It was shot in Prague.',
    'Critics wrote that the sequel was “not worth the ticket price.”',
    'Critics wrote that the sequel was “not worth the ticket price.” Its budget was twice that of the original film.',
  ),
  right(
    'Only two of the cooks mentioned washing their hands before cooking, and most of the cooks handled raw meat without washing their hands. A third of the cooks cleaned the cutting board after chopping raw meat.',
    'A third of the cooks cleaned the cutting board after chopping raw meat.',
    'Only two of the cooks mentioned washing their hands before cooking, and a third of the cooks cleaned the cutting board after chopping raw meat.',
  ),
];
