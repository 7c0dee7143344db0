/**
 * English words the slot comparison reads (`comparisons/compare-slots.ts`): which words point up or
 * down (comparatives and their verbs), which only introduce a slot, which prefixes negate a word.
 * Kept apart from the code so another language can add its own table beside this one.
 */

/** Words and comparatives that say "more": a claim with one where its evidence has a DOWN word is flipped. */
export const UP_WORDS: ReadonlySet<string> = new Set(
  (
    'more most higher highest larger largest greater greatest bigger biggest increase increased increases ' +
    'increasing rise rose risen rising grew grow grows growing growth exceed exceeds exceeded exceeding ' +
    'surpass surpassed outperformed beat beats topped above over gain gained up faster fastest quicker quickly rapidly fast ' +
    'longer longest deeper deepest ' +
    'heavier heaviest stronger strongest wider taller tallest older oldest elder eldest later latest after ' +
    'expanded expand boosted raised raise raises raising doubled tripled maximum max farther farthest further furthest ' +
    'dearer dearest pricier priciest costlier costliest ' +
    'hotter hottest warmer warmest spicier spiciest overtook overtaken overtakes outsold outsells ' +
    'outnumbered outnumber outpaced outscored sunnier sunniest louder loudest wetter wettest ' +
    'thicker thickest noisier noisiest fuller fullest brighter brightest steeper steepest ' +
    'widest richer richest wealthier wealthiest'
  ).split(' '),
);

/** Words and comparatives that say "less". */
export const DOWN_WORDS: ReadonlySet<string> = new Set(
  (
    'less least fewer fewest lower lowest smaller smallest lesser decrease decreased decreases decreasing ' +
    'decline declined declines declining fell fall falls fallen falling drop dropped drops shrank shrink shrunk ' +
    'reduced reduce reduces reducing lowered below under loss lost down short missed slower slowest slowly slow shorter shortest lighter ' +
    'lightest newer newest sooner soonest shallower shallowest ' +
    'weaker weakest narrower shorter younger youngest earlier earliest before cut halved minimum min ' +
    'closer closest nearer nearest cheaper cheapest ' +
    'colder coldest cooler coolest milder mildest undercut undercuts undercutting quieter quietest ' +
    'drier driest thinner thinnest emptier emptiest dimmer dimmest darker darkest gentler gentlest ' +
    'narrowest poorer poorest'
  ).split(' '),
);

/**
 * Pairs of words of the same scale whose opposite direction is not a contradiction on its own
 * ("older" vs "later" are unrelated): a flip needs both words on one of these scales.
 */
export const DIRECTION_SCALES: ReadonlyArray<readonly [string[], string[]]> = [
  [
    [
      'more',
      'most',
      'greater',
      'greatest',
      'exceed',
      'exceeds',
      'exceeded',
      'exceeding',
      'surpass',
      'surpassed',
      'beat',
      'beats',
      'topped',
      'outperformed',
      // "overtook Portsmere as the busiest" handled more; "undercutting the incumbent by $30" is
      // less than it.
      'overtook',
      'overtaken',
      'overtakes',
      'outsold',
      'outsells',
      'outnumbered',
      'outnumber',
      'outpaced',
      'outscored',
      'above',
      'over',
      'maximum',
      'max',
    ],
    [
      'less',
      'least',
      'fewer',
      'fewest',
      'lesser',
      'below',
      'under',
      'short',
      'missed',
      'fell',
      'fall',
      'falls',
      // "falling short of its record of 13.6 million" against "exceeding its record".
      'falling',
      'minimum',
      'min',
      'undercut',
      'undercuts',
      'undercutting',
    ],
  ],
  [
    ['higher', 'highest', 'up'],
    ['lower', 'lowest', 'down'],
  ],
  [
    [
      'larger',
      'largest',
      'bigger',
      'biggest',
      'greater',
      'greatest',
      'wider',
      'widest',
      'taller',
      'tallest',
      'heavier',
      'heaviest',
      'longer',
      'longest',
    ],
    ['smaller', 'smallest', 'lesser', 'narrower', 'narrowest', 'shorter', 'shortest', 'lighter', 'lightest'],
  ],
  [
    [
      'increase',
      'increased',
      'increases',
      'increasing',
      'rise',
      'rose',
      'risen',
      'rising',
      'grew',
      'grow',
      'grows',
      'growing',
      'growth',
      'gain',
      'gained',
      'expanded',
      'expand',
      'boosted',
      'raised',
      'raise',
      'raises',
      'raising',
      'doubled',
      'tripled',
    ],
    [
      'decrease',
      'decreased',
      'decreases',
      'decreasing',
      'decline',
      'declined',
      'declines',
      'declining',
      'fell',
      'fall',
      'falls',
      'fallen',
      'falling',
      'drop',
      'dropped',
      'drops',
      'shrank',
      'shrink',
      'shrunk',
      'reduced',
      'reduce',
      'reduces',
      'reducing',
      'lowered',
      'loss',
      'lost',
      'cut',
      'halved',
    ],
  ],
  [
    ['faster', 'fastest', 'quicker', 'quickly', 'rapidly', 'fast'],
    ['slower', 'slowest', 'slowly', 'slow'],
  ],
  [
    ['stronger', 'strongest'],
    ['weaker', 'weakest'],
  ],
  [
    ['older', 'oldest', 'elder', 'eldest'],
    ['younger', 'youngest', 'newer', 'newest'],
  ],
  [
    ['later', 'latest', 'after'],
    ['earlier', 'earliest', 'before', 'sooner', 'soonest'],
  ],
  [
    ['hotter', 'hottest', 'spicier', 'spiciest'],
    ['milder', 'mildest'],
  ],
  [
    ['hotter', 'hottest', 'warmer', 'warmest'],
    ['colder', 'coldest', 'cooler', 'coolest'],
  ],
  [
    ['deeper', 'deepest'],
    ['shallower', 'shallowest'],
  ],
  [
    ['farther', 'farthest', 'further', 'furthest'],
    ['closer', 'closest', 'nearer', 'nearest'],
  ],
  // Twenty-first pass: thickness, noise, how full, light, slope.
  [
    ['thicker', 'thickest'],
    ['thinner', 'thinnest'],
  ],
  [
    ['louder', 'loudest', 'noisier', 'noisiest'],
    ['quieter', 'quietest'],
  ],
  [
    ['fuller', 'fullest'],
    ['emptier', 'emptiest'],
  ],
  [
    ['brighter', 'brightest'],
    ['dimmer', 'dimmest', 'darker', 'darkest'],
  ],
  [
    ['steeper', 'steepest'],
    ['gentler', 'gentlest'],
  ],
  // Twenty-sixth pass: wealth.
  [
    ['richer', 'richest', 'wealthier', 'wealthiest'],
    ['poorer', 'poorest'],
  ],
];

/**
 * Words skipped when looking for a token's neighbour: an article or possessive says nothing about
 * the slot ("in the Bielefeld plant" and "in Bielefeld" fill the same slot).
 */
export const SLOT_SKIP_WORDS: ReadonlySet<string> = new Set(
  'the a an its their his her our your this that these those'.split(' '),
);

/**
 * Articles and the possessives that stand where one would ("in the EU" for "in EU", "off the lead"
 * for "off a lead"): words a copy may drop or change.
 */
export const ARTICLES: ReadonlySet<string> = new Set(['the', 'a', 'an', 'his', 'her', 'its', 'their']);

/** Ordinal words by the number they stand for: "the third quarter" is not "the first quarter". */
export const ORDINAL_WORDS: ReadonlyMap<string, number> = new Map(
  'first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth'
    .split(' ')
    .map((word, index) => [word, index + 1]),
);

/** Prefixes that negate the word they start ("unavailable" = "not available"). */
export const NEGATING_PREFIXES: readonly string[] = ['un', 'in', 'im', 'il', 'ir', 'non', 'dis'];

/** Words a quoted value may be preceded by that do not change it ("about 5,000", "some 20"). */
export const APPROXIMATORS: ReadonlySet<string> = new Set(
  'about around approximately roughly nearly almost some circa estimated'.split(' '),
);

/**
 * Titles and company suffixes: words of a name that do not tell two names apart ("President
 * Obama" is "Barack Obama"; "Microsoft Corp." is "Microsoft Corporation").
 */
export const NAME_NOISE_WORDS: ReadonlySet<string> = new Set(
  (
    'mr mrs ms dr prof professor sir dame lord lady president prime minister senator governor mayor ' +
    'king queen prince princess pope saint st general colonel captain chancellor chairman ceo ' +
    'inc corp corporation co company ltd llc plc gmbh ag sa group holding holdings limited ' +
    // Temperature scales are capitalised units, compared as values ("212 degrees Fahrenheit").
    'celsius fahrenheit centigrade kelvin'
  ).split(' '),
);

/**
 * Company suffixes: part of a name beside it ("CitySync Ltd"), but alone in a slot where the
 * sentence has a name ("a degree in Inc" against "a degree in India", "featuring Ltd iconic logo"
 * against "featuring Lawson's iconic logo") they stand for no name the sentence gives. Titles are
 * not here: "the President signed" may well mean the name the sentence gives.
 */
export const COMPANY_SUFFIXES: ReadonlySet<string> = new Set('inc corp co ltd llc plc gmbh ag sa'.split(' '));

/** Particles that open a hyphenated compound ("in-store", "off-peak", "on-site"). */
export const COMPOUND_FIRSTS: ReadonlySet<string> = new Set(['in', 'on', 'off', 'up', 'out']);
