/** Words that mark focus, not a slot's filler ("for indoor installation only"). */
const FOCUS_WORDS: ReadonlySet<string> = new Set([
  'only',
  'also',
  'just',
  'even',
  'still',
  'solely',
  'exclusively',
]);

/**
 * One word of the copied sentence replaced by another thing the context names elsewhere:
 * "Lilies are highly toxic to dogs" against "Lilies are highly toxic to cats" where the next
 * sentence speaks of dogs; "Do not take Fenorax together with paracetamol" against "… together
 * with warfarin" where another sentence allows paracetamol. The names comparison reads capitalised
 * names; these are common nouns (animals, drugs, materials), so the slot is read strictly: the
 * claim's only unmatched word, with the same word on both sides of it in the sentence (or the
 * sentence's start), replacing a word of the sentence the claim does not have, and the claim's
 * word stated in another sentence of the context. A synonym the lexicon misses is seldom named
 * elsewhere in the same context; a swapped thing usually is.
 */
import { WORD_NUMBERS } from '../../../text/number-words.js';
import type { Token } from '../../../text/tokenize.js';
import type { SentenceMatch } from '../evidence/align-claim.js';
import type { IndexedSentence } from '../evidence/indexed-sentence.js';
import { keyOf, nearest, type SlotConflict } from './compare-slots.js';

/** The words before the whole of a share: "out of ten", "one in four", "in every five". */
const SHARE_LINKS: ReadonlySet<string> = new Set(['of', 'in', 'every']);

export function findSwappedWord(options: {
  claim: readonly Token[];
  /** The claim's aligned words and the aligned sentence's match of them. */
  words: ReadonlyArray<{ stem: string }>;
  best: SentenceMatch;
  /** The context's sentences and postings (stem → [sentence id, count, …]). */
  sentences: readonly IndexedSentence[];
  postings: ReadonlyMap<string, readonly number[]>;
  /** Whether two stems share a sense (a synonym the alignment read elsewhere is no swap here). */
  synonyms?: (left: string, right: string) => boolean;
}): SlotConflict | null {
  const { claim, words, best } = options;
  const missing = words.filter((_, index) => best.kinds[index] === null);
  if (missing.length !== 1) return null;
  const stem = missing[0]!.stem;
  const at = claim.findIndex((token) => token.stem === stem);
  const token = claim[at];
  if (!token || token.isNumber || !token.isContent) return null;
  // Named in another sentence of the context, not only in the claim.
  const list = options.postings.get(stem) ?? [];
  let elsewhere = false;
  for (let index = 0; index < list.length; index += 2) if (list[index] !== best.sentence.id) elsewhere = true;
  if (!elsewhere) return null;
  const claimStems = new Set(claim.map((other) => other.stem));
  const evidence = best.sentence.tokens;
  const left = nearest(claim, at, -1);
  const right = nearest(claim, at, 1);
  for (let index = 0; index < evidence.length; index += 1) {
    const other = evidence[index]!;
    // The whole of a share in words ("Nine out of ten users", "one in every four") is a value,
    // compared as one: no swapped thing.
    if (
      !other.isContent ||
      other.isNumber ||
      (WORD_NUMBERS.has(other.lower) && SHARE_LINKS.has(evidence[index - 1]?.lower ?? '')) ||
      claimStems.has(other.stem) ||
      FOCUS_WORDS.has(other.lower)
    )
      continue;
    const before = nearest(evidence, index, -1);
    const after = nearest(evidence, index, 1);
    const leftAgrees =
      left < 0 ? before < 0 : before >= 0 && keyOf(evidence[before]!) === keyOf(claim[left]!);
    const rightAgrees =
      right >= claim.length
        ? after >= evidence.length
        : after < evidence.length && keyOf(evidence[after]!) === keyOf(claim[right]!);
    if (!leftAgrees || !rightAgrees) continue;
    // "bags" for "baggage", "keeps" for "retains": one word said two ways, not two things.
    if (sameRoot(stem, other.stem) || options.synonyms?.(stem, other.stem) === true) return null;
    return {
      kind: 'entity',
      claimValue: token.text,
      evidenceValue: other.text,
      claimStems: [stem],
      bySlot: true,
      anchored: true,
      common: true,
    };
  }
  return null;
}

/** Whether one stem extends the other ("bag", "baggag"): one word, not two things. */
function sameRoot(left: string, right: string): boolean {
  const [short, long] = left.length <= right.length ? [left, right] : [right, left];
  return short.length >= 3 && long.startsWith(short);
}

/** Most words a swapped phrase has on either side ("the customer service team" / "the marketing department"). */
const PHRASE_WORDS = 3;

/** The content tokens strictly between two indexes, or null when something else stands there. */
function contentBetween(tokens: readonly Token[], from: number, to: number): number[] | null {
  const between: number[] = [];
  for (let index = from + 1; index < to; index += 1) {
    const token = tokens[index]!;
    if (token.isNumber) return null;
    if (token.isContent) between.push(index);
  }
  return between;
}

/** Words that end no noun phrase: "pretty much anything" is no thing of its own. */
const NOT_A_HEAD = /(?:ed|ly)$|^(?:anything|something|everything|nothing|much|more)$/;

/**
 * Whether two phrases are things of one kind: both names or neither (a capital that opens the
 * text marks none), each ending in a noun-like word. "the club competes" is no name's swap for
 * "Brackwater Town FC", "inflated rubber" none for "air filled".
 */
function sameKindOfPhrase(
  left: readonly Token[],
  leftOpens: boolean,
  right: readonly Token[],
  rightOpens: boolean,
): boolean {
  const named = (phrase: readonly Token[], opens: boolean) =>
    phrase.some((token, index) => token.isCapitalized && !(opens && index === 0));
  if (named(left, leftOpens) !== named(right, rightOpens)) return false;
  return !NOT_A_HEAD.test(left.at(-1)!.lower) && !NOT_A_HEAD.test(right.at(-1)!.lower);
}

/**
 * A phrase of two or three words swapped for another phrase, the distractor named together in
 * another sentence: "The ship's chief engineer, Erik Dahl, ordered the evacuation" against "The
 * ship's captain, Erik Dahl, ordered …" where "Chief engineer Mona Sandvik" is named next; "The
 * national government approved" against "The regional council approved". As for one word (above):
 * the claim's only unmatched words, in a row, with the same neighbours on both sides in the
 * sentence (or its start or end), where the sentence has other words of its own.
 */
export function findSwappedPhrase(options: {
  claim: readonly Token[];
  words: ReadonlyArray<{ stem: string }>;
  best: SentenceMatch;
  sentences: readonly IndexedSentence[];
}): SlotConflict | null {
  const { claim, words, best } = options;
  const missing = new Set(words.filter((_, index) => best.kinds[index] === null).map((word) => word.stem));
  if (missing.size < 2 || missing.size > PHRASE_WORDS) return null;
  const run = claim.flatMap((token, index) => (token.isContent && missing.has(token.stem) ? [index] : []));
  if (run.length !== missing.size) return null;
  const [first, last] = [run[0]!, run.at(-1)!];
  if (contentBetween(claim, first - 1, last + 1)?.length !== run.length) return null;
  // Named together in another sentence of the context, not only in the claim.
  const together = options.sentences.some(
    (sentence) => sentence !== best.sentence && [...missing].every((stem) => sentence.stems.has(stem)),
  );
  if (!together) return null;
  const evidence = best.sentence.tokens;
  const left = nearest(claim, first, -1);
  const right = nearest(claim, last, 1);
  const leftAt =
    left < 0
      ? [-1]
      : evidence.flatMap((token, index) => (keyOf(token) === keyOf(claim[left]!) ? [index] : []));
  const rightAt =
    right >= claim.length
      ? [evidence.length]
      : evidence.flatMap((token, index) => (keyOf(token) === keyOf(claim[right]!) ? [index] : []));
  const claimStems = new Set(claim.map((token) => token.stem));
  for (const from of leftAt) {
    for (const to of rightAt) {
      if (to <= from) continue;
      const between = contentBetween(evidence, from, to);
      if (!between || between.length === 0 || between.length > PHRASE_WORDS) continue;
      const own = between.map((index) => evidence[index]!);
      if (own.some((token) => missing.has(token.stem) || FOCUS_WORDS.has(token.lower))) continue;
      if (own.every((token) => claimStems.has(token.stem))) continue;
      const phrase = run.map((index) => claim[index]!);
      if (!sameKindOfPhrase(phrase, first === 0, own, between[0] === 0)) continue;
      const source = best.sentence.source;
      return {
        kind: 'entity',
        claimValue: claim
          .slice(first, last + 1)
          .map((token) => token.text)
          .join(' '),
        evidenceValue: source.slice(own[0]!.start, own.at(-1)!.end),
        claimStems: [...missing],
        bySlot: true,
        anchored: true,
        common: true,
      };
    }
  }
  return null;
}
