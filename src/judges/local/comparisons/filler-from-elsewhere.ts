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
import { DETERMINERS } from './borrowed-filler.js';
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
const CLAUSE_WORDS: ReadonlySet<string> = new Set(['but', 'while', 'whereas', 'although', 'though', 'which']);

export interface FillerFromElsewhere {
  conflict: SlotConflict;
  /** The sentence the claim copies (all of it, or all but the clause the phrase comes from). */
  match: SentenceMatch;
}

/** One way to read the claim: the part of a selected sentence it copies, and its phrase's source. */
interface Reading {
  match: SentenceMatch;
  /** Whether the copied part has the claim's content word; null for a word the alignment left out. */
  has: (token: Token) => boolean | null;
  /** The sentence's tokens the copied part leaves out (the clause the phrase comes from). */
  outside: (index: number) => boolean;
  /** Whether the source may name the copied part's phrase too, saying who it is (another sentence). */
  coreferent: boolean;
  /** The stems of the phrase's source when it has the whole phrase and not the whole claim; else null. */
  source: (phrase: readonly Token[]) => ReadonlySet<string> | null;
}

/**
 * The phrase the claim takes from another selected sentence, or from another clause of the same
 * sentence, into the copied part's slot; or null.
 * @example findFillerFromElsewhere({ claim, claimSource, words, selected }) // 'geologist Martin Ross' vs 'botanist Eleanor Grieve'
 */
export function findFillerFromElsewhere(options: {
  claim: readonly Token[];
  claimSource: string;
  words: readonly AlignedWord[];
  selected: readonly SentenceMatch[];
}): FillerFromElsewhere | null {
  const { claim, claimSource, words, selected } = options;
  for (const reading of readingsOf(claim, words, selected)) {
    const found = readOne(claim, claimSource, reading);
    if (found) return { match: reading.match, conflict: found };
  }
  return null;
}

/**
 * Each selected sentence copied whole, its phrase from another selected sentence (matched as the
 * alignment matched it); then each clause of a selected sentence as the phrase's source, the rest
 * of the sentence copied ("The DAX in Frankfurt closed up 0.8%" against "The FTSE 100 closed up
 * 0.8% on Thursday, while the DAX in Frankfurt fell 0.3%"), matched by stem.
 */
function* readingsOf(
  claim: readonly Token[],
  words: readonly AlignedWord[],
  selected: readonly SentenceMatch[],
): Generator<Reading> {
  const positions = new Map<string, number>();
  words.forEach((word, index) => {
    if (!positions.has(word.stem)) positions.set(word.stem, index);
  });
  const indexOf = (token: Token) => positions.get(token.stem) ?? -1;
  const others = (phrase: readonly Token[]) => {
    const indexes = new Set(phrase.map(indexOf));
    return (match: SentenceMatch) =>
      [...indexes].every((index) => index >= 0 && match.kinds[index] === 'exact') &&
      words.some((_, index) => !indexes.has(index) && match.kinds[index] === null);
  };
  for (const match of selected) {
    if (selected.length < 2) break;
    yield {
      match,
      has: (token) => {
        const index = indexOf(token);
        return index < 0 ? null : match.kinds[index] !== null;
      },
      outside: () => false,
      coreferent: true,
      source: (phrase) =>
        selected.find((other) => other !== match && others(phrase)(other))?.sentence.stems ?? null,
    };
  }
  for (const match of selected) {
    // Both the phrase and the rest of the claim come from this sentence: every word of the claim
    // is in it.
    if (match.kinds.some((kind) => kind === null)) continue;
    const tokens = match.sentence.tokens;
    for (const [from, to] of clauseRanges(tokens, match.sentence.source)) {
      const inside = (index: number) => index >= from && index < to;
      const rest = new Set(tokens.filter((_, index) => !inside(index)).map((token) => token.stem));
      const clause = new Set(tokens.slice(from, to).map((token) => token.stem));
      yield {
        match,
        has: (token) => (indexOf(token) < 0 ? null : rest.has(token.stem)),
        outside: inside,
        coreferent: false,
        // Not a part that is names alone: set off by commas, a name is said of the words before it
        // ("the company's chief executive, Ingrid Solberg, described …"), and names listed go
        // with the items listed before them ("Maths, physics and chemistry are taught by Mr
        // Abbott, Ms Ito and Dr Kaur respectively").
        source: (phrase) =>
          phrase.every((token) => clause.has(token.stem)) &&
          claim.some((token) => token.isContent && indexOf(token) >= 0 && !clause.has(token.stem)) &&
          !tokens
            .slice(from, to)
            .every((token) => !token.isContent || token.isCapitalized || token.lower === 'respectively')
            ? clause
            : null,
      };
    }
  }
}

/** Words that open a clause of contrast ("…, while the DAX in Frankfurt fell 0.3%"). */
const CONTRAST_WORDS: ReadonlySet<string> = new Set(['while', 'whereas', 'but', 'although', 'though']);

/**
 * The token ranges of a sentence's parts: cut where a comma or a semicolon stands, or a word of
 * contrast opens one ("…, while Saturn is the least dense, with an average density …"); none for
 * a sentence of one part.
 */
function clauseRanges(tokens: readonly Token[], source: string): Array<[number, number]> {
  const cuts = [0];
  for (let index = 1; index < tokens.length; index += 1) {
    const gap = source.slice(tokens[index - 1]!.end, tokens[index]!.start);
    if (/[,;]/u.test(gap) || CONTRAST_WORDS.has(tokens[index]!.lower)) cuts.push(index);
  }
  if (cuts.length < 2) return [];
  return cuts.map((cut, at) => [cut, cuts[at + 1] ?? tokens.length]);
}

/** The conflict of one reading, or null. */
function readOne(claim: readonly Token[], claimSource: string, reading: Reading): SlotConflict | null {
  const { match, outside } = reading;
  const tokens = match.sentence.tokens;
  const copied = tokens.filter((_, index) => !outside(index));
  if (copied.some((token) => token.isNegation) !== claim.some((token) => token.isNegation)) return null;
  const found = readPhrase(claim, reading.has);
  if (!found) return null;
  const { first, last } = found;
  const phrase = claim.slice(first, last + 1).filter((token) => token.isContent);
  // A value or a verb the claim adds from the other sentence is no filler ("opened in 1870").
  if (phrase.some((token) => token.isNumber || verbLike(token))) return null;
  const sourceStems = reading.source(phrase);
  if (!sourceStems) return null;
  const own = ownPhrase(claim, claimSource, match, outside, first, last);
  if (!own) return null;
  // A unit or a counted noun after a number ("1,800 ml", "12 classes") is the value readers' to
  // compare: a number written another way may bring its own.
  const afterNumber = (side: readonly Token[], word: Token) =>
    side[side.indexOf(word) - 1]?.isNumber === true;
  if (afterNumber(claim, phrase[0]!) || afterNumber(tokens, own[0]!)) return null;
  // A name for a thing the copied sentence names by a common noun ("The bird flies …" after "The
  // Arctic tern …"; "Construction cost £3bn" of the wind farm named before): the sentence speaks
  // of what the other names, not of something else.
  const named = (side: readonly Token[]) =>
    side.some((token) => token.isCapitalized && token !== claim[0] && token !== tokens[0]);
  if (named(phrase) && !named(own)) return null;
  // One common word against another may say the same in other words across two sentences, and
  // against a longer phrase even within one ("a record" for "the highest price paid"): a name on
  // one side, or phrases of like length; two words each from another sentence.
  const shortest = Math.min(phrase.length, own.length);
  const longest = Math.max(phrase.length, own.length);
  if (!named(phrase) && !named(own) && shortest === 1 && (reading.coreferent || longest > 2)) return null;
  // A phrase of the copied sentence that the phrase's source names too may say who or what that
  // is ("our partner" and "Our partner, Stripe, handles …"): no swap.
  if (reading.coreferent && own.some((token) => sourceStems.has(token.stem))) return null;
  const claimStems = new Set(claim.map((token) => token.stem));
  // What the copy leaves out: of the whole sentence copied, or of the clause of a sentence whose
  // other clause gave the phrase ("Velotrex should be taken with food" of "…, whereas Cardizal
  // must be taken on an empty stomach, at least an hour before breakfast").
  const at = tokens.indexOf(own[0]!);
  const range = reading.coreferent
    ? undefined
    : clauseRanges(tokens, match.sentence.source).find(([from, to]) => at >= from && at < to);
  const clause = range
    ? tokens.slice(range[0], range[1]).filter((_, index) => !outside(range[0] + index))
    : copied;
  const leftOut = clause.filter(
    (token) => token.isContent && !own.includes(token) && !claimStems.has(token.stem) && !token.isNumber,
  );
  if (leftOut.length > LEFT_OUT) return null;
  return {
    kind: 'entity',
    // As written, hyphens and all ("customer-facing mobile app").
    claimValue: claimSource.slice(phrase[0]!.start, phrase.at(-1)!.end),
    evidenceValue: match.sentence.source.slice(own[0]!.start, own.at(-1)!.end),
    claimStems: phrase.map((token) => token.stem),
    bySlot: true,
    anchored: true,
    common: true,
  };
}

/**
 * The claim's one run of content words the copied part lacks (no word it has between them), with
 * at least SHARED_WORDS content words it has outside the run; or null.
 */
function readPhrase(
  claim: readonly Token[],
  has: (token: Token) => boolean | null,
): { first: number; last: number } | null {
  let first = -1;
  let last = -1;
  let missing = 0;
  let shared = 0;
  for (let at = 0; at < claim.length; at += 1) {
    const token = claim[at]!;
    if (!token.isContent) continue;
    const found = has(token);
    // A generic word no chunk uses is left out of the alignment: neither side.
    if (found === null) continue;
    if (found) {
      shared += 1;
      continue;
    }
    if (first >= 0 && claim.slice(last + 1, at).some((other) => other.isContent && has(other) === true))
      return null;
    if (first < 0) first = at;
    last = at;
    missing += 1;
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

/** Little words inside a phrase ("the slopes of Mount Kenya", "the highlands around Kericho"). */
const LINKS: ReadonlySet<string> = new Set(['of', 'in', 'around', 'near', 'de', 'von', 'van', 'and', '&']);

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
  claimSource: string,
  copied: SentenceMatch,
  outside: (index: number) => boolean,
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
    const at = tokens.flatMap((other, index) =>
      other.stem === token.stem && !outside(index) ? [index] : [],
    );
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
  // Between two neighbours, up to a break between them ("dangerous to cats, in which …").
  if (from >= 0 && to >= 0) {
    const cut = tokens.findIndex((_, index) => index > start && index < end && breaks(index));
    if (cut >= 0) end = cut;
  }
  if (end <= start || tokens.slice(start, end).some((_, index) => outside(start + index))) return null;
  let claimEnd = right ? last + 1 + rightAt : claim.length;
  const claimCut = claim.findIndex(
    (_, index) =>
      index > last &&
      index < claimEnd &&
      /[,;:()]/u.test(claimSource.slice(claim[index - 1]!.end, claim[index]!.start)),
  );
  if (from >= 0 && to >= 0 && claimCut >= 0) claimEnd = claimCut;
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
  // A number only as part of a name ("The FTSE 100").
  const number = (token: Token) => token.isNumber && !own.some((other) => other.isCapitalized);
  if (own.some((token) => phraseStems.has(token.stem) || number(token) || participle(token))) return null;
  return own;
}
