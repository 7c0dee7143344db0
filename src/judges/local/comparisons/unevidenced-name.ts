/**
 * A name that only an unrelated sentence vouches for. When a claim copies one sentence of the
 * context but for a name that sentence lacks ("In the current Goma epidemic, each person …"
 * against "In the current epidemic in West Africa, each person …"), the name is no detail of that
 * sentence; found only in a sentence that shares nothing else with the claim (a caption, a
 * heading, another topic), it has no evidence at all. Word overlap over the selected sentences
 * counts it as found. A sentence that shares another name or two other content words with the
 * claim, or the claim's word beside the name, does vouch for it ("Ada Lovelace, born in London,
 * worked with Babbage": "Lovelace was born in London"; "the current Lagos outbreak": "The outbreak
 * in Lagos began in March"), and a sentence with a pronoun may leave the name to a neighbouring
 * one ("He moved to London in 1990"), and a sentence that calls it "the firm" leaves it to the
 * sentence just before.
 */
import type { Token } from '../../../text/tokenize.js';
import type { IndexedSentence } from '../evidence/indexed-sentence.js';
import type { AlignedWord, SentenceMatch } from '../evidence/sentence-match.js';
import { NAME_NOISE_WORDS, SLOT_SKIP_WORDS } from '../lexicon/english/slot-words.js';
import {
  breaksName,
  firmSlots,
  isNameToken,
  keyOf,
  nameSpans,
  nearest,
  type UnknownWord,
} from './compare-slots.js';

type NameSpan = ReturnType<typeof nameSpans>[number];

/** What the sentence has in the claim name's place. */
interface Filler {
  text: string;
  /** Its content stems (titles and company suffixes left out). */
  stems: string[];
  /** Whether it is a name ("Evan Moore", "Olympic Games"), not a common word ("the current epidemic"). */
  isName: boolean;
}

/** The claim name the aligned sentence lacks, and the sentences that have it, if any. */
export interface UnevidencedName {
  name: string;
  /** The sentence's own name in the claim name's place, when it has one ("Evan Moore" for "Evan Vatican"). */
  evidenceName: string | null;
  /** The sentence the rest of the claim copies. */
  match: SentenceMatch;
  /** The selected sentences that have the name (sharing little else with the claim). */
  foundIn: SentenceMatch[];
}

/** Coverage of the rest of the claim by the aligned sentence above which the claim copies it. */
const COPIED = 0.85;
/** Other claim content words a sentence shares with the claim to vouch for its name. */
const RELATED_WORDS = 3;
/** Words a sentence may use for a name mentioned in a sentence before it. */
const REFERRING = new Set(['he', 'she', 'it', 'they', 'him', 'them', 'his', 'her', 'its', 'their']);

export function findUnevidencedName(options: {
  claim: readonly Token[];
  claimSource: string;
  words: readonly AlignedWord[];
  best: SentenceMatch;
  selected: readonly SentenceMatch[];
  isCommonWord?: (stem: string) => boolean;
  /** The context's sentences and postings (stem → [sentence id, count, …]), to find the name elsewhere. */
  sentences?: readonly IndexedSentence[];
  postings?: ReadonlyMap<string, readonly number[]>;
}): UnevidencedName | null {
  const { claim, words, best, selected } = options;
  const known = options.isCommonWord;
  const unknown: UnknownWord | undefined = known ? (stem) => !known(stem) : undefined;
  const indexOf = new Map(words.map((word, index) => [word.stem, index]));
  for (const span of nameSpans(claim, options.claimSource, 0, unknown)) {
    const nameIndexes = claim
      .slice(span.first, span.last + 1)
      .filter((token) => !NAME_NOISE_WORDS.has(token.lower))
      .map((token) => indexOf.get(token.stem))
      .filter((index): index is number => index !== undefined);
    const lacking = nameIndexes.filter((index) => best.kinds[index] === null);
    if (lacking.length === 0) continue;
    const sentence = best.sentence.tokens;
    // A name the sentence has in part ("the Supreme Court" for "the United States Supreme Court")
    // is the sentence's own, told more fully — unless the sentence's name at that place has other
    // capitalised words where the claim's new ones stand: then it was replaced ("Evan Vatican"
    // against "Evan Moore").
    const inPart = lacking.length < nameIndexes.length;
    const replacedInPart = inPart ? replacedInName(claim, span, best) : null;
    if (inPart && replacedInPart === null) continue;
    const name = new Set(nameIndexes);
    const rest = words.flatMap((_, index) => (name.has(index) ? [] : [index]));
    if (rest.length < 3) continue;
    const copied = rest.filter((index) => best.kinds[index] !== null).length / rest.length;
    if (copied < COPIED) continue;
    const lackingStems = lacking.map((index) => words[index]!.stem);
    // A pronoun may leave the name to a sentence before it in the same chunk ("He moved to London
    // in 1990"); a name only a later sentence or another chunk gives is no referent.
    if (sentence.some((token) => REFERRING.has(token.lower)) && mayBeReferent(lackingStems, best, options))
      continue;
    const filler = replacedInPart ?? replaced(claim, span.first, span.last, best);
    if (filler === null && !inserted(claim, span.first, span.last, sentence)) continue;
    // The sentence just before names it, where this one calls it by a common word or not at all
    // ("Oristo Software shares jumped …" then "The firm now expects …"), though a chunk break may
    // stand between them: a document split into chunks goes on across the break.
    if (filler?.isName !== true) {
      const before = options.sentences?.[best.sentence.id - 1];
      if (before && lackingStems.every((stem) => before.stems.has(stem))) continue;
    }
    const foundIn = selected.filter(
      (match) => match !== best && lacking.some((index) => match.kinds[index] !== null),
    );
    const otherNames = new Set(
      nameSpans(claim, options.claimSource, 0, unknown)
        .filter((other) => other.first !== span.first)
        .flatMap((other) => other.stems),
    );
    // The claim's words beside the name: a sentence with one of them tells what the name is of
    // ("the outbreak in Lagos" for "the current Lagos outbreak").
    const beside = [nearest(claim, span.first, -1), nearest(claim, span.last, 1)]
      .map((at) => claim[at])
      .filter((token): token is Token => token?.isContent === true)
      .map((token) => token.stem);
    const restStems = new Set(rest.map((index) => words[index]!.stem));
    const relatedBy = (shares: (stem: string) => boolean) => {
      let count = 0;
      for (const stem of restStems) if (shares(stem)) count += 1;
      return count >= RELATED_WORDS || [...otherNames, ...beside].some((stem) => shares(stem));
    };
    // Where the copied sentence has another name in the claim name's place, only a sentence that
    // names both may tell they are one ("Samuel Clemens, known as Mark Twain"); a sentence that
    // merely shares the topic does not.
    const namesBoth = (stems: ReadonlySet<string>) =>
      filler?.isName !== true || filler.stems.every((stem) => stems.has(stem));
    const vouchedSelected = foundIn.some(
      (match) =>
        namesBoth(match.sentence.stems) &&
        relatedBy((stem) => {
          const index = words.findIndex((word) => word.stem === stem);
          return index >= 0 ? match.kinds[index] !== null : match.sentence.stems.has(stem);
        }),
    );
    if (vouchedSelected) continue;
    // Any other sentence of the context with the name's words, selected or not.
    const others = new Set<number>();
    for (const stem of lackingStems) {
      const list = options.postings?.get(stem) ?? [];
      for (let at = 0; at < list.length; at += 2) if (list[at] !== best.sentence.id) others.add(list[at]!);
    }
    const vouchedElsewhere = [...others].some((id) => {
      const stems = options.sentences?.[id]?.stems;
      return stems !== undefined && namesBoth(stems) && relatedBy((stem) => stems.has(stem));
    });
    if (vouchedElsewhere) continue;
    return { name: span.text, evidenceName: filler?.text ?? null, match: best, foundIn };
  }
  return null;
}

/** The sentence has the claim's two neighbours of the name side by side: the name was put between them. */
function inserted(claim: readonly Token[], first: number, last: number, sentence: readonly Token[]): boolean {
  const left = claim[nearest(claim, first, -1)];
  const right = claim[nearest(claim, last, 1)];
  if (!left || !right || !(left.isContent || right.isContent)) return false;
  return sentence.some(
    (token, index) =>
      keyOf(token) === keyOf(left) &&
      index + 1 < sentence.length &&
      keyOf(sentence[nearest(sentence, index, 1)] ?? token) === keyOf(right) &&
      nearest(sentence, index, 1) < sentence.length,
  );
}

/**
 * The sentence's word in the name's slot (`firmSlots`), a word the claim lacks or has fewer times
 * ("Rio 2016 National Governing Bodies" against "Rio 2016 Olympic Games", where the claim keeps
 * "European Games" too): the name replaced it. Returns the sentence's name there (or the word).
 */
function replaced(claim: readonly Token[], first: number, last: number, best: SentenceMatch): Filler | null {
  const sentence = best.sentence.tokens;
  const count = (tokens: readonly Token[], stem: string) =>
    tokens.reduce((total, token) => total + (token.stem === stem ? 1 : 0), 0);
  const partners = new Set(best.partners.filter((partner): partner is string => partner !== null));
  for (const { slot } of firmSlots(claim, first, last, sentence)) {
    const token = sentence[slot]!;
    if (!token.isContent || partners.has(token.text)) continue;
    if (count(claim, token.stem) >= count(sentence, token.stem)) continue;
    return runAround(sentence, best.sentence.source, slot, slot);
  }
  return null;
}

/**
 * Where the claim name shares a word with a name of the sentence, the sentence's capitalised word
 * at the place of a claim word it lacks, one the claim does not use: "Evan Vatican" against "Evan
 * Moore", "Love Maty Noyes" against "Love Me Like You". Returns the sentence's name, or null when
 * the claim only adds words around the sentence's name ("the United States Supreme Court" against
 * "the Supreme Court", "Barack Hussein Obama" against "Barack Obama").
 */
function replacedInName(claim: readonly Token[], span: NameSpan, best: SentenceMatch): Filler | null {
  const sentence = best.sentence.tokens;
  const source = best.sentence.source;
  const claimStems = new Set(claim.map((token) => token.stem));
  const inSentence = (token: Token) =>
    sentence.some((other) => other.stem === token.stem && other.isCapitalized);
  const capital = (at: number) =>
    at >= 0 && at < sentence.length && sentence[at]!.isCapitalized && !sentence[at]!.isNumber;
  for (let shared = span.first; shared <= span.last; shared += 1) {
    const word = claim[shared]!;
    if (NAME_NOISE_WORDS.has(word.lower) || !inSentence(word)) continue;
    for (let at = 0; at < sentence.length; at += 1) {
      const other = sentence[at]!;
      if (other.stem !== word.stem || !other.isCapitalized) continue;
      for (let index = span.first; index <= span.last; index += 1) {
        if (inSentence(claim[index]!) || NAME_NOISE_WORDS.has(claim[index]!.lower)) continue;
        const place = at + index - shared;
        if (place < 0 || place >= sentence.length) continue;
        const [from, to] = place < at ? [place, at] : [at, place];
        let whole = true;
        for (let step = from; step <= to && whole; step += 1)
          whole = capital(step) && (step === to || !breaksName(sentence, source, 0, step));
        if (!whole || claimStems.has(sentence[place]!.stem)) continue;
        // A function word counts inside a title only ("Love Me Like You"), never at its edge
        // ("The Supreme Court" for "the United States Supreme Court").
        if (!sentence[place]!.isContent && !(capital(place - 1) && capital(place + 1))) continue;
        return runAround(sentence, source, from, to);
      }
    }
  }
  return null;
}

/** The text of the run of capitalised words around positions `from..to`, up to punctuation. */
function runAround(tokens: readonly Token[], source: string, from: number, to: number): Filler {
  let first = from;
  let last = to;
  const capital = (at: number) => tokens[at]!.isCapitalized && !tokens[at]!.isNumber;
  while (first > 0 && capital(first - 1) && !breaksName(tokens, source, 0, first - 1)) first -= 1;
  while (last + 1 < tokens.length && capital(last + 1) && !breaksName(tokens, source, 0, last)) last += 1;
  // Not the sentence's first word, capitalised by position, unless the run is that word alone;
  // nor a capitalised article at either end ("Africa The evidence").
  if (first === 0 && first < from && !isNameToken(tokens, 0)) first = 1;
  while (first < from && SLOT_SKIP_WORDS.has(tokens[first]!.lower)) first += 1;
  while (last > to && SLOT_SKIP_WORDS.has(tokens[last]!.lower)) last -= 1;
  const run = tokens.slice(first, last + 1);
  return {
    text: source.slice(tokens[first]!.start, tokens[last]!.end),
    stems: run
      .filter((token) => token.isContent && !NAME_NOISE_WORDS.has(token.lower))
      .map((token) => token.stem),
    isName: run.some((token, at) => token.isContent && isNameToken(tokens, first + at)),
  };
}

/**
 * Whether a sentence before the aligned one, in its chunk, has the name: one a pronoun of the
 * aligned sentence may refer to. A name no sentence has is left to the chunk's missing part too.
 */
function mayBeReferent(
  stems: readonly string[],
  best: SentenceMatch,
  options: { sentences?: readonly IndexedSentence[]; postings?: ReadonlyMap<string, readonly number[]> },
): boolean {
  if (!options.sentences || !options.postings) return true;
  const ids = stems.map((stem) => {
    const list = options.postings!.get(stem) ?? [];
    const found: number[] = [];
    for (let at = 0; at < list.length; at += 2) found.push(list[at]!);
    return found;
  });
  if (ids.some((list) => list.length === 0)) return true;
  const aligned = best.sentence;
  return ids[0]!.some((id) => {
    const other = options.sentences![id];
    return (
      other !== undefined &&
      other.chunkIndex === aligned.chunkIndex &&
      other.position < aligned.position &&
      ids.every((list) => list.includes(id))
    );
  });
}
