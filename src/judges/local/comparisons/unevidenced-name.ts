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
 * one ("He moved to London in 1990").
 */
import type { Token } from '../../../text/tokenize.js';
import type { IndexedSentence } from '../evidence/indexed-sentence.js';
import type { AlignedWord, SentenceMatch } from '../evidence/sentence-match.js';
import { NAME_NOISE_WORDS } from '../lexicon/english/slot-words.js';
import { firmSlots, keyOf, nameSpans, nearest, type UnknownWord } from './compare-slots.js';

/** The claim name the aligned sentence lacks, and the sentences that have it, if any. */
export interface UnevidencedName {
  name: string;
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
    // A name the sentence has in part ("the Supreme Court" for "the United States Supreme Court")
    // is the sentence's own, told more fully.
    if (lacking.length === 0 || lacking.length < nameIndexes.length) continue;
    const name = new Set(nameIndexes);
    const rest = words.flatMap((_, index) => (name.has(index) ? [] : [index]));
    if (rest.length < 3) continue;
    const copied = rest.filter((index) => best.kinds[index] !== null).length / rest.length;
    if (copied < COPIED) continue;
    const sentence = best.sentence.tokens;
    if (sentence.some((token) => REFERRING.has(token.lower))) continue;
    if (
      !inserted(claim, span.first, span.last, sentence) &&
      !replaced(claim, span.first, span.last, best, words)
    )
      continue;
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
    const vouchedSelected = foundIn.some((match) =>
      relatedBy((stem) => {
        const index = words.findIndex((word) => word.stem === stem);
        return index >= 0 ? match.kinds[index] !== null : match.sentence.stems.has(stem);
      }),
    );
    if (vouchedSelected) continue;
    // Any other sentence of the context with the name's words, selected or not.
    const lackingStems = lacking.map((index) => words[index]!.stem);
    const others = new Set<number>();
    for (const stem of lackingStems) {
      const list = options.postings?.get(stem) ?? [];
      for (let at = 0; at < list.length; at += 2) if (list[at] !== best.sentence.id) others.add(list[at]!);
    }
    const vouchedElsewhere = [...others].some((id) => {
      const stems = options.sentences?.[id]?.stems;
      return stems !== undefined && relatedBy((stem) => stems.has(stem));
    });
    if (vouchedElsewhere) continue;
    return { name: span.text, match: best, foundIn };
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

/** The sentence fills the name's slot (`firmSlots`) with a word the claim lacks: the name replaced it. */
function replaced(
  claim: readonly Token[],
  first: number,
  last: number,
  best: SentenceMatch,
  words: readonly AlignedWord[],
): boolean {
  const sentence = best.sentence.tokens;
  const claimStems = new Set(claim.map((token) => token.stem));
  const partners = new Set(best.partners.filter((partner): partner is string => partner !== null));
  void words;
  return firmSlots(claim, first, last, sentence).some(({ slot }) => {
    const token = sentence[slot]!;
    return token.isContent && !claimStems.has(token.stem) && !partners.has(token.text);
  });
}
