/**
 * A filler taken whole from another sentence: "The expedition was led by the geologist Martin
 * Ross" against "The expedition was led by the botanist Eleanor Grieve" and "The geologist Martin
 * Ross joined the team for the second season". The claim copies one sentence but for one phrase,
 * which it takes from another selected sentence; where that phrase stands, the copied sentence
 * has a phrase of its own that the claim lacks. The two sentences together hold every word of the
 * claim, so the alignment finds it all, and the slot comparison (which compares what stands between
 * the same neighbours) sees a descriptor beside the name where it looks for the name.
 */
import type { Token } from '../../../text/tokenize.js';
import type { AlignedWord, SentenceMatch } from '../evidence/align-claim.js';
import type { SlotConflict } from './compare-slots.js';

/** Most content words the claim's phrase may have ("the slopes of Mount Kenya"). */
const PHRASE_WORDS = 4;

/** Most content words the copied sentence's own phrase may have ("the customer-facing mobile app"). */
const OWN_WORDS = 6;

/** Least content words the claim must share with the copied sentence, outside the phrase. */
const SHARED_WORDS = 2;

/** Most content words of the copied sentence the claim may leave out besides its phrase. */
const LEFT_OUT = 2;

/** Words that close a clause: the copied sentence's phrase ends before them. */
const CLAUSE_WORDS: ReadonlySet<string> = new Set([
  'and',
  'but',
  'while',
  'whereas',
  'although',
  'though',
  'which',
]);

export interface FillerFromElsewhere {
  conflict: SlotConflict;
  /** The sentence the claim copies. */
  match: SentenceMatch;
}

/**
 * The phrase the claim takes from another selected sentence into the copied one's slot, or null.
 * @example findFillerFromElsewhere({ claim, words, selected }) // 'geologist Martin Ross' vs 'botanist Eleanor Grieve'
 */
export function findFillerFromElsewhere(options: {
  claim: readonly Token[];
  claimSource: string;
  words: readonly AlignedWord[];
  selected: readonly SentenceMatch[];
}): FillerFromElsewhere | null {
  const { claim, claimSource, words, selected } = options;
  if (selected.length < 2) return null;
  const negated = claim.some((token) => token.isNegation);
  for (const copied of selected) {
    if (copied.sentence.tokens.some((token) => token.isNegation) !== negated) continue;
    const found = readPhrase(claim, words, copied);
    if (!found) continue;
    const { first, last } = found;
    const phrase = claim.slice(first, last + 1).filter((token) => token.isContent);
    // A value or a verb the claim adds from the other sentence is no filler ("opened in 1870").
    if (phrase.some((token) => token.isNumber || verbLike(token))) continue;
    const indexes = phrase.map((token) => words.findIndex((word) => word.stem === token.stem));
    // The phrase's sentence: one other selected sentence that has all of it as written, and not
    // the rest of the claim (else it states the claim itself, and the slot is no swap).
    const source = selected.find(
      (match) =>
        match !== copied &&
        indexes.every((index) => index >= 0 && match.kinds[index] === 'exact') &&
        words.some((_, index) => !indexes.includes(index) && match.kinds[index] === null),
    );
    if (!source) continue;
    const own = ownPhrase(claim, copied, first, last);
    if (!own) continue;
    // A name for a thing the copied sentence names by a common noun ("The bird flies …" after "The
    // Arctic tern …"; "Construction cost £3bn" of the wind farm named before): the sentence speaks
    // of what the other names, not of something else.
    const named = (side: readonly Token[]) =>
      side.some((token) => token.isCapitalized && token !== claim[0] && token !== copied.sentence.tokens[0]);
    if (named(phrase) && !named(own)) continue;
    // One common word against another phrase of common words may say the same ("a record" for "the
    // highest price paid"): a name on one side, or two words on each.
    if (!named(phrase) && !named(own) && (phrase.length < 2 || own.length < 2)) continue;
    // A phrase of the copied sentence that the phrase's sentence names too may say who or what
    // that is ("our partner" and "Our partner, Stripe, handles …"): no swap.
    const sourceStems = source.sentence.stems;
    if (own.some((token) => sourceStems.has(token.stem))) continue;
    const claimStems = new Set(claim.map((token) => token.stem));
    const leftOut = copied.sentence.tokens.filter(
      (token) => token.isContent && !own.includes(token) && !claimStems.has(token.stem) && !token.isNumber,
    );
    if (leftOut.length > LEFT_OUT) continue;
    return {
      match: copied,
      conflict: {
        kind: 'entity',
        // As written, hyphens and all ("customer-facing mobile app").
        claimValue: claimSource.slice(phrase[0]!.start, phrase.at(-1)!.end),
        evidenceValue: copied.sentence.source.slice(own[0]!.start, own.at(-1)!.end),
        claimStems: phrase.map((token) => token.stem),
        bySlot: true,
        anchored: true,
        common: true,
      },
    };
  }
  return null;
}

/**
 * The claim's one run of content words the copied sentence lacks (no word it has between them),
 * with at least SHARED_WORDS content words it has outside the run; or null.
 */
function readPhrase(
  claim: readonly Token[],
  words: readonly AlignedWord[],
  copied: SentenceMatch,
): { first: number; last: number } | null {
  let first = -1;
  let last = -1;
  let missing = 0;
  let shared = 0;
  for (const [at, token] of claim.entries()) {
    if (!token.isContent) continue;
    const index = words.findIndex((word) => word.stem === token.stem);
    // A generic word no chunk uses is left out of the alignment: neither side.
    if (index < 0) continue;
    if (copied.kinds[index] !== null) {
      shared += 1;
      continue;
    }
    if (first >= 0 && claim.slice(last + 1, at).some((other) => other.isContent && isFound(other)))
      return null;
    if (first < 0) first = at;
    last = at;
    missing += 1;
  }
  function isFound(token: Token): boolean {
    const index = words.findIndex((word) => word.stem === token.stem);
    return index >= 0 && copied.kinds[index] !== null;
  }
  if (missing === 0 || missing > PHRASE_WORDS || shared < SHARED_WORDS) return null;
  return { first, last };
}

/** Prepositions one phrase may open with where the other has another ("on the slopes" for "in the highlands"). */
const PREPOSITIONS: ReadonlySet<string> = new Set([
  'in',
  'on',
  'at',
  'from',
  'to',
  'near',
  'around',
  'by',
  'with',
  'into',
  'across',
  'along',
  'over',
  'under',
  'for',
]);

const DETERMINERS: ReadonlySet<string> = new Set([
  'the',
  'a',
  'an',
  'our',
  'its',
  'their',
  'his',
  'her',
  'your',
]);

/** Little words inside a phrase ("the slopes of Mount Kenya", "the highlands around Kericho"). */
const LINKS: ReadonlySet<string> = new Set(['of', 'around', 'near', 'de', 'von', 'van', 'and', '&']);

/**
 * A stretch of tokens read as a phrase in a frame: the little words before its first content word,
 * its content words, and the little words after its last. Null when a little word other than a
 * link stands inside it (no one phrase: "highest price paid at auction").
 */
function framed(tokens: readonly Token[]): { before: string[]; words: Token[]; after: string[] } | null {
  // An initialism is a word of the phrase, whatever the stop list says ("IT support").
  const isWord = (token: Token) => token.isContent || /^\p{Lu}{2,}$/u.test(token.text);
  const first = tokens.findIndex(isWord);
  const last = tokens.findLastIndex(isWord);
  if (first < 0) return null;
  const inside = tokens.slice(first, last + 1);
  if (inside.some((token) => !isWord(token) && !LINKS.has(token.lower))) return null;
  const frame = (side: readonly Token[]) =>
    side.filter((token) => !DETERMINERS.has(token.lower)).map((token) => token.lower);
  return {
    before: frame(tokens.slice(0, first)),
    words: inside.filter(isWord),
    after: frame(tokens.slice(last + 1)),
  };
}

/** The same little words on both sides, or one preposition for another. */
function sameFrame(left: readonly string[], right: readonly string[]): boolean {
  if (left.length !== right.length) return false;
  return left.every(
    (word, index) => word === right[index] || (PREPOSITIONS.has(word) && PREPOSITIONS.has(right[index]!)),
  );
}

/** A lower-case word with a verb's ending ("showed", "reaching"). */
function verbLike(token: Token): boolean {
  return !token.isCapitalized && token.lower.length > 4 && /(?:ed|ing)$/u.test(token.lower);
}

/**
 * The copied sentence's phrase where the claim has its own: between the sentence's tokens of the
 * claim's content words on either side of the phrase (each once in the sentence), or from the
 * left one to the clause's end, or from the clause's start to the right one, in the same frame of
 * little words ("by the … in"). Its content words must be mostly ones the claim lacks; null when
 * there is none, it is long, or it is no phrase.
 */
function ownPhrase(
  claim: readonly Token[],
  copied: SentenceMatch,
  first: number,
  last: number,
): Token[] | null {
  const tokens = copied.sentence.tokens;
  const source = copied.sentence.source;
  const leftAt = claim.slice(0, first).findLastIndex((token) => token.isContent);
  const rightAt = claim.slice(last + 1).findIndex((token) => token.isContent);
  const left = leftAt >= 0 ? claim[leftAt] : undefined;
  const right = rightAt >= 0 ? claim[last + 1 + rightAt] : undefined;
  if (!left && !right) return null;
  // Absent on its side: -1; in the sentence other than once (or only by sense): no reading.
  const unique = (token: Token | undefined) => {
    if (!token) return -1;
    const at = tokens.flatMap((other, index) => (other.stem === token.stem ? [index] : []));
    return at.length === 1 ? at[0]! : Number.NaN;
  };
  const [from, to] = [unique(left), unique(right)];
  if (Number.isNaN(from) || Number.isNaN(to) || (from >= 0 && to >= 0 && to <= from)) return null;
  const breaks = (index: number) =>
    CLAUSE_WORDS.has(tokens[index]!.lower) ||
    (index > 0 && /[,;:()]/u.test(source.slice(tokens[index - 1]!.end, tokens[index]!.start)));
  let start = from + 1;
  let end = to;
  if (from < 0) {
    start = to;
    while (start > 0 && !breaks(start)) start -= 1;
  }
  if (to < 0) {
    // A clause that ends at the claim's last word before the phrase leaves no phrase of its own
    // ("… beat Ashby Rovers 3-1, with striker …" for "… 3-1 in the Harlow Valley Cup final").
    end = from + 1;
    while (end < tokens.length && !breaks(end)) end += 1;
  }
  if (end <= start) return null;
  const claimEnd = right ? last + 1 + rightAt : claim.length;
  const theirs = framed(claim.slice(leftAt + 1, claimEnd));
  const ours = framed(tokens.slice(start, end));
  if (!theirs || !ours) return null;
  // The same frame of little words around the two ("by the … in"; "On weekdays the clinic" is no
  // filler of "The Westbrook Family Clinic").
  if (!sameFrame(theirs.before, ours.before) || !sameFrame(theirs.after, ours.after)) return null;
  const own = ours.words;
  // Most of it the claim lacks ("the National Immunisation Board" for "the regional health trusts"
  // in a claim about an immunisation schedule), and none of it is the claim's phrase.
  const claimStems = new Set(claim.map((token) => token.stem));
  const phraseStems = new Set(theirs.words.map((token) => token.stem));
  const lacked = own.filter((token) => !claimStems.has(token.stem)).length;
  if (own.length > OWN_WORDS || lacked * 2 < own.length) return null;
  // A past participle is no word of a thing's name ("approved", "given"); "booking app" and
  // "customer-facing" are.
  const participle = (token: Token) =>
    verbLike(token) && token.lower.endsWith('ed') && source[token.start - 1] !== '-';
  if (own.some((token) => phraseStems.has(token.stem) || token.isNumber || participle(token))) return null;
  return own;
}
