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
  /** The words that must follow the word, in order ("out" of "out of stock"). */
  followedBy?: readonly string[];
}

const set = (words: string): ReadonlySet<string> => new Set(words.split(' '));

export const NEGATING_PREDICATES: readonly NegatingPredicate[] = [
  {
    words: set(
      'kept keep keeps keeping maintained maintains maintain unchanged remained remains stay stayed stays steady',
    ),
    predicates:
      'change alter adjust raise cut lower increase reduce modify vary move rise fall drop grow lose'.split(
        ' ',
      ),
  },
  {
    words: set('missed miss misses'),
    predicates:
      'meet make reach catch launch attend hit achieve complete finish happen arrive qualify land file submit'.split(
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
  // "The opening … has been put back to the autumn": "will not open on 1 May".
  {
    words: set('back'),
    predicates: 'open launch start begin happen hold take occur go proceed run'.split(' '),
    beside: set('put pushed'),
  },
  // "turned back 300 metres below the summit": "did not reach the summit".
  { words: set('back'), predicates: 'reach complete finish arrive cross'.split(' '), beside: set('turned') },
  // "diverted to Shannon because of fog": "did not land in Dublin".
  { words: set('diverted'), predicates: 'land arrive reach'.split(' ') },
  // "had run out of its aged gouda": "had no aged gouda left".
  { words: set('out'), predicates: null, beside: set('ran run runs running') },
  // "turned down the offer": "did not accept it".
  {
    words: set('down'),
    predicates: 'accept take agree approve'.split(' '),
    beside: set('turned turn turns'),
  },
  // "The bill was defeated at second reading": "did not pass".
  { words: set('defeated'), predicates: 'pass approve adopt win'.split(' ') },
  // "your passport expired on 3 February": "has not been valid since".
  { words: set('expired lapsed'), predicates: 'valid active current'.split(' ') },
  // "skipped breakfast": "did not eat breakfast".
  { words: set('skipped skip skips'), predicates: 'eat attend take have go'.split(' ') },
  // "survived the fire intact": "was not damaged"; "kept its branch network intact": "closed none".
  { words: set('intact'), predicates: 'damage harm destroy close lose'.split(' ') },
  // "Tickets … are sold out": "no tickets remain", "cannot be bought".
  {
    words: set('out'),
    predicates: 'remain available left buy book get purchase'.split(' '),
    beside: set('sold'),
  },
  // "has been stuck since sol 412": "has not turned since".
  { words: set('stuck jammed'), predicates: 'move turn open budge work spin'.split(' ') },
  // "must fast for eight hours": "should eat nothing".
  { words: set('fast fasting'), predicates: 'eat drink'.split(' ') },
  // "stay sealed until 10:00": "will not be opened before 10:00".
  { words: set('sealed'), predicates: ['open'] },
  // "Ice blocked the harbour entrance": "Ships could not get through".
  { words: set('blocked'), predicates: 'get through pass enter reach access leave use cross'.split(' ') },
  // "ignored three written warnings": "did not act on them".
  { words: set('ignored ignore ignores'), predicates: 'act respond follow heed reply answer'.split(' ') },
  // "abstained": "voted neither for nor against".
  { words: set('abstained abstain abstains'), predicates: ['vote'] },
  // "is currently out of stock": "is not available".
  { words: set('out'), predicates: 'available buy order get'.split(' '), followedBy: ['of', 'stock'] },
  // "was absent from training": "did not take part in it".
  { words: set('absent'), predicates: 'take part attend join play come'.split(' ') },
  // "is now 45 days overdue": "has not been paid yet".
  { words: set('overdue'), predicates: 'pay settle return'.split(' ') },
  // "is off-grid": "is not connected to the mains grid".
  { words: set('off'), predicates: 'connect'.split(' '), followedBy: ['grid'] },
  // "decided against paying an interim dividend" is "chose not to pay one".
  {
    words: set('against'),
    predicates: null,
    beside: set('decided decide decides voted vote votes opted opt opts advised advise advises ruled'),
  },
];
