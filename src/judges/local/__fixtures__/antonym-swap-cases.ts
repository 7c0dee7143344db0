/**
 * Hand-written opposite swaps for the sixth pass on issue 24, each with the verdict and the
 * quoted sentence it must give. Three shapes the earlier rules missed: a quantifier or other
 * function word swapped for its opposite ("a few" / "many", "the same" / "a different"); a word
 * the claim has twice where the sentence has it once and its opposite once ("minor … minor"
 * against "minor … major"), so the word's other place hid the swap; and a claim copied from a
 * sentence the chunk's splitter cut in two (a quotation closed mid-sentence), so that the part
 * with the opposite covered too little of the claim alone; and everyday opposites WordNet's
 * antonym relation lacks ("agreed" / "refused", "lifted" / "imposed", "married" / "divorced").
 * Supported controls sit beside them.
 * Written by hand, apart from the generated single-edit rows (no pair taken from the generator).
 */
export interface AntonymSwapCase {
  kind: 'function-word' | 'surplus' | 'split-sentence' | 'lexicon' | 'control';
  context: string[];
  claim: string;
  verdict: 'contradicted' | 'supported';
  /** The sentence the verdict must cite (a substring of one chunk). */
  quote: string;
}

function swap(kind: AntonymSwapCase['kind'], quote: string, rest: string, claim: string): AntonymSwapCase {
  return { kind, context: [`${quote} ${rest}`], claim, verdict: 'contradicted', quote };
}

function right(quote: string, rest: string, claim: string): AntonymSwapCase {
  return { kind: 'control', context: [`${quote} ${rest}`], claim, verdict: 'supported', quote };
}

export const ANTONYM_SWAP_CASES: readonly AntonymSwapCase[] = [
  swap(
    'function-word',
    'A few of the early prototypes are kept in the company museum.',
    'The rest were scrapped in 1998.',
    'Many of the early prototypes are kept in the company museum.',
  ),
  swap(
    'function-word',
    'The museum will reopen in the next few years.',
    'Its collection is stored in Leeds.',
    'The museum will reopen in the next many years.',
  ),
  swap(
    'surplus',
    'Both phone models use the same battery but a different charger.',
    'Neither has a headphone jack.',
    'Both phone models use the same battery and the same charger.',
  ),
  swap(
    'surplus',
    'Minor releases ship every month and major releases ship every two years.',
    'Security fixes ship weekly.',
    'Minor releases ship every month and minor releases ship every two years.',
  ),
  swap(
    'surplus',
    'Each sodium ion carries a positive charge and each chloride ion carries a negative charge.',
    'Together they form salt.',
    'Each sodium ion carries a positive charge and each chloride ion carries a positive charge.',
  ),
  swap(
    'split-sentence',
    'Reviewers called the sequel “the best comedy of the year.”',
    'Its budget was twice that of the original film. It was shot in Prague.',
    'Reviewers called the sequel “the worst comedy of the year.” Its budget was twice that of the original film.',
  ),
  swap(
    'lexicon',
    'In 1844 the owner agreed to lease the mill to the brothers.',
    'They paid 400 pounds a year.',
    'In 1844 the owner refused to lease the mill to the brothers.',
  ),
  swap(
    'lexicon',
    'The government lifted the export sanctions in March 2019.',
    'Trade resumed within weeks.',
    'The government imposed the export sanctions in March 2019.',
  ),
  swap(
    'lexicon',
    'The couple married in Vienna in 1921.',
    'They had two daughters.',
    'The couple divorced in Vienna in 1921.',
  ),
  right(
    'In 1844 the owner refused to lease the mill to the brothers.',
    'They built their own mill in 1846.',
    'In 1844 the owner did not agree to lease the mill to the brothers.',
  ),
  right(
    'A few of the early prototypes are kept in the company museum.',
    'The rest were scrapped in 1998.',
    'A few of the prototypes are kept in the company museum.',
  ),
  right(
    'Both phone models use the same battery and the same charger.',
    'Neither has a headphone jack.',
    'Both phone models use the same battery and the same charger.',
  ),
  right(
    'Minor releases ship every month and major releases ship every two years.',
    'Security fixes ship weekly.',
    'Minor releases ship every month, and major releases ship every two years.',
  ),
  right(
    'Sales rose in the first quarter.',
    'For the second quarter, the company expects growth to continue.',
    'Sales rose in the first quarter, and growth is expected to continue in the second quarter.',
  ),
];
