/**
 * A comparison the chunks never make: "Corbel Press made a higher profit than Lintel Books"
 * against a profit for Corbel alone has every word but "higher" found, and the model, weighing
 * words, called it supported. A claim's word of comparison that no selected sentence has, nor a
 * reading of stated values bore out (that reading credits the word as found), leaves the claim
 * partly supported — unless the best sentence compares in words of its own, which may say the
 * claim's comparison otherwise ("better … than", "rose", "second-largest").
 */
import { WORD_NUMBERS } from '../../text/number-words.js';
import type { Token } from '../../text/tokenize.js';
import type { ClaimAlignment } from './evidence/align-claim.js';
import type { ClaimAnalysis } from './model/analyze-claim.js';

/** Comparatives made with a word of their own ("more … than"). */
const COMPARATIVE_WORDS: ReadonlySet<string> = new Set(['more', 'less', 'fewer']);

/** Verbs and adverbs that compare two things without "than" ("finished ahead of", "outlasted"). */
const COMPARING_WORDS: ReadonlySet<string> = new Set([
  'ahead',
  'behind',
  'outlasted',
  'outlasts',
  'outsold',
  'outsells',
  'outnumber',
  'outnumbered',
  'outnumbers',
  'outperformed',
  'outperforms',
  'exceeded',
  'exceeds',
  'surpassed',
  'surpasses',
  'overtook',
  'overtaken',
]);

/**
 * The claim's word of comparison ("more" of "more … than", "longer", "ahead of") that no selected
 * sentence has, or null.
 * @example unconfirmedComparison(analysis) // 'higher'
 */
export function unconfirmedComparison(analysis: ClaimAnalysis): string | null {
  const { tokens, alignment } = analysis;
  // A denied comparison is read by the negation rules; "more than three" is a bound, not a comparison.
  if (tokens.some((token) => token.isNegation)) return null;
  // Two values of the claim's own ("At 1.3 kg, the Stellan 14 is lighter than the 1.9 kg Stellan
  // 16") are compared by the value rules, which a model's number may be too ("Trek 55", "Trek 40").
  if (tokens.filter((token) => token.isNumber).length >= 2) return null;
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    // "longer than", "more quickly than", "more place settings than": "than" within three words.
    const reach = COMPARATIVE_WORDS.has(token.lower) ? 4 : 3;
    const than = tokens.findIndex((next, at) => at > index && at < index + reach && next.lower === 'than');
    // "more than three", "less than an hour": a bound, not a comparison of two things.
    // Not a model's number ("than the Ardent 40").
    const hedged = APPROXIMATELY.has(tokens[than + 1]?.lower ?? '') ? 1 : 0;
    const [first, second] = tokens.slice(than + 1 + hedged, than + 3 + hedged);
    const bound =
      than >= 0 &&
      ((first !== undefined && (first.isNumber || WORD_NUMBERS.has(first.lower))) ||
        ((first?.lower === 'a' || first?.lower === 'an') && MEASURE_WORDS.has(second?.stem ?? '')));
    const comparative =
      than >= 0 && !bound && (token.lower.endsWith('er') || COMPARATIVE_WORDS.has(token.lower));
    const verb =
      COMPARING_WORDS.has(token.lower) &&
      ((token.lower !== 'ahead' && token.lower !== 'behind') || tokens[index + 1]?.lower === 'of');
    const valued = tokens.slice(index + 1, index + 5).some((next) => next.isNumber);
    if (!comparative && !(verb && !valued)) continue;
    const at = alignment.words.findIndex((word) => word.stem === token.stem);
    if (at < 0 || confirmedBy(alignment, at)) continue;
    // A selected sentence that compares in words of its own ("better … than", "rose", "before",
    // "second-largest") may say the claim's comparison otherwise: the model weighs it.
    if (alignment.best && comparesInWords(alignment.best.sentence.tokens)) return null;
    return token.text;
  }
  return null;
}

/** Words between "than" and the number of a bound ("more than about 40"). */
const APPROXIMATELY: ReadonlySet<string> = new Set([
  'about',
  'around',
  'roughly',
  'nearly',
  'almost',
  'some',
  'just',
]);

/** Units "than a …" bounds by ("less than an hour", "more than a mile"), as stems. */
const MEASURE_WORDS: ReadonlySet<string> = new Set(
  'second minut hour dai week month year decad centuri mile metr meter kilometr foot inch kilo kilogram pound litr'.split(
    ' ',
  ),
);

/**
 * Whether a selected sentence has the comparative at claim word `at`: itself, or a comparative
 * that means the same ("faster" for "quicker"). Its plain or superlative form ("old" for "older",
 * "largest" for "larger") states no comparison between the claim's two terms.
 */
function confirmedBy(alignment: ClaimAlignment, at: number): boolean {
  return alignment.selected.some((match) => {
    const kind = match.kinds[at];
    if (kind === 'exact') return true;
    const partner = match.partners[at]?.toLowerCase();
    return (
      kind !== null && partner !== undefined && (partner.endsWith('er') || COMPARATIVE_WORDS.has(partner))
    );
  });
}

/** Words with which a sentence compares or ranks, besides a comparative before "than". */
const COMPARISON_CUES: ReadonlySet<string> = new Set(
  'than more less fewer most least before after ahead behind below above under over within beyond exceed exceeds exceeded exceeding surpass surpassed beat beats beating beaten passed up down rose risen fell fallen cut increase increased decrease decreased second third compared versus vs record half quarter double doubled twice times'.split(
    ' ',
  ),
);

function comparesInWords(tokens: readonly Token[]): boolean {
  return tokens.some(
    (token) =>
      COMPARISON_CUES.has(token.lower) ||
      (token.lower.length > 5 && token.lower.endsWith('est') && !token.isCapitalized),
  );
}
