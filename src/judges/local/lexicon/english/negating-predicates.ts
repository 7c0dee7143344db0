/**
 * Words that say the negation of some predicates only: "kept its base rate" is "did not change
 * its base rate", "missed its launch window" is "did not launch in its window", "flies directly"
 * is "makes no stops". Unlike the negative words of `negative-words.ts` ("banned", "cancelled"),
 * which deny whatever event they name, each of these denies the predicates listed with it: "kept
 * its rate" says nothing of "did not publish its rate".
 */
export interface NegatingPredicate {
  /** The words, lower-case as written. */
  words: ReadonlySet<string>;
  /** The predicates they deny, as plain words (stemmed by the caller); null: any predicate. */
  predicates: readonly string[] | null;
  /**
   * The negation must be one of time ("not yet"): "still being held at customs" is "has not yet
   * been released", but says nothing of "was not released".
   */
  yet?: true;
  /** Words one of which must stand right before or after the word ("short of", "fell short"). */
  beside?: ReadonlySet<string>;
}

const set = (words: string): ReadonlySet<string> => new Set(words.split(' '));

export const NEGATING_PREDICATES: readonly NegatingPredicate[] = [
  {
    words: set(
      'kept keep keeps keeping maintained maintains maintain unchanged remained remains stayed stays steady',
    ),
    predicates: 'change alter adjust raise cut lower increase reduce modify vary move'.split(' '),
  },
  {
    words: set('missed miss misses'),
    predicates: 'meet make reach catch launch attend hit achieve complete finish happen arrive qualify'.split(
      ' ',
    ),
  },
  {
    words: set('short'),
    predicates: 'reach meet hit achieve make match'.split(' '),
    beside: set('of fell fall falls falling came come comes'),
  },
  { words: set('still pending awaiting outstanding'), predicates: null, yet: true },
  { words: set('directly direct nonstop non-stop'), predicates: ['stop'] },
  {
    words: set('lacks lack lacked lacking'),
    predicates: 'have include feature offer contain come support'.split(' '),
  },
  { words: set('unaware unknown'), predicates: 'know realise realize'.split(' ') },
  // "decided against paying an interim dividend" is "chose not to pay one".
  {
    words: set('against'),
    predicates: null,
    beside: set('decided decide decides voted vote votes opted opt opts advised advise advises ruled'),
  },
];
