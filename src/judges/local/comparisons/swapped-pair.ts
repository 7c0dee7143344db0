/**
 * Two parts of one sentence swapped with each other: "processed in a boiling-water canner, not a
 * pressure canner" for "… in a pressure canner, not a boiling-water canner"; "8 kg in Business
 * Class or 12 kg in Economy" for "8 kg in Economy or 12 kg in Business Class". Every word of the
 * claim is in the sentence, so word overlap and the slot comparison (which looks for a word the
 * sentence lacks) both pass it. The claim is cut into the longest runs of words the sentence has
 * in a row; a swap is two runs that trade places around a run that stays between them, with
 * nothing else moved. Not a list reordered ("hot chocolate, tea and coffee"), another voice ("All
 * emails are answered by our support team"), or a phrase moved to the front.
 */
import type { Token } from '../../../text/tokenize.js';
import { ARTICLES } from '../lexicon/english/slot-words.js';
import { keyOf, type SlotConflict } from './compare-slots.js';

/** Words that join the items of a list: "tea and coffee" for "coffee and tea" is no swap. */
const LIST_WORDS: ReadonlySet<string> = new Set(['and', 'or', '&', 'nor', 'plus']);
/**
 * Most content words between two swapped items of one list ("coffee, tea and hot chocolate"),
 * unless the second item follows its list word ("a red box, a green glass jar and a blue tin").
 */
const LIST_ITEM_WORDS = 2;
/** Verbs and contrasts that make what stands between two items a clause, not a list. */
const CLAUSE_WORDS: ReadonlySet<string> = new Set(
  'is are was were be been being has have had must can could will would may might should shall does do did but while whereas'.split(
    ' ',
  ),
);
/** Prepositions that give a name its role after a verb: "produced by", "sold to", "moved from". */
const ROLE_PREPOSITIONS: ReadonlySet<string> = new Set(['by', 'to', 'from', 'for', 'with']);

interface Run {
  claimAt: number;
  sentenceAt: number;
  length: number;
}

function runsOf(claim: readonly Token[], sentence: readonly Token[], trim = false): Run[] | null {
  const used = new Array<boolean>(sentence.length).fill(false);
  const runs: Run[] = [];
  let at = 0;
  while (at < claim.length) {
    let best: Run | null = null;
    for (let start = 0; start < sentence.length; start += 1) {
      let length = 0;
      while (
        at + length < claim.length &&
        start + length < sentence.length &&
        !used[start + length] &&
        keyOf(claim[at + length]!) === keyOf(sentence[start + length]!)
      )
        length += 1;
      if (length > 0 && (!best || length > best.length)) best = { claimAt: at, sentenceAt: start, length };
    }
    // An article may come or go ("in the EU" for "in EU"); any other word the sentence lacks, even
    // the "are … by" of another voice, means the claim is no copy with two parts swapped.
    // So may a little word before the first run ("In release 4.2, …" against "Release 4.2 notes: …").
    if (!best) {
      if (!ARTICLES.has(claim[at]!.lower) && (runs.length > 0 || claim[at]!.isContent)) return null;
      at += 1;
      continue;
    }
    // Read again with a little word that ends a run given to what follows ("Ardley Hospice to |
    // the Pell Foundation" against "… the Ardley Hospice to fund …"), for two names only.
    while (
      trim &&
      best.length > 1 &&
      at + best.length < claim.length &&
      !claim[at + best.length - 1]!.isContent
    )
      best = { ...best, length: best.length - 1 };
    for (let index = 0; index < best.length; index += 1) used[best.sentenceAt + index] = true;
    runs.push(best);
    at += best.length;
  }
  return runs;
}

const increasing = (runs: readonly Run[]) =>
  runs.every((run, index) => index === 0 || run.sentenceAt > runs[index - 1]!.sentenceAt);
/** A run's words: its content words but numbers, and acronyms a stop word spells ("IT", "US"). */
const contentOf = (tokens: readonly Token[], run: Run) =>
  tokens
    .slice(run.claimAt, run.claimAt + run.length)
    .filter((token) => (token.isContent && !token.isNumber) || /^[A-Z]{2,}$/u.test(token.text));
/** A run's numbers ("07:30" read as 07 and 30), for a run of numbers only. */
const numbersOf = (tokens: readonly Token[], run: Run) =>
  tokens.slice(run.claimAt, run.claimAt + run.length).filter((token) => token.isNumber);

/** Least words between two values swapped with each other. */
const VALUES_APART = 3;

/** Most words of the sentence a swapped name may stand apart from its neighbour. */
const LEFT_OUT = 3;

/** Whether the sentence's words between two runs are words the claim does not have, no list word or number among them. */
function leftOut(sentence: readonly Token[], previous: Run, run: Run, claim: readonly Token[]): boolean {
  const claimKeys = new Set(claim.map(keyOf));
  return sentence
    .slice(previous.sentenceAt + previous.length, run.sentenceAt)
    .every(
      (token) =>
        (ARTICLES.has(token.lower) || !claimKeys.has(keyOf(token))) &&
        !LIST_WORDS.has(token.lower) &&
        !token.isNumber,
    );
}

/**
 * Two runs of the claim that stand in each other's place in the sentence: the first content word
 * of each, for the reasoning. For a claim whose every content word the sentence has exactly (the
 * caller checks).
 * @example findSwappedPair(tokenize('8 kg in Business Class or 12 kg in Economy'), tokenize('8 kg in Economy or 12 kg in Business Class')) // Business vs Economy
 */
export function findSwappedPair(
  claim: readonly Token[],
  sentence: readonly Token[],
  /** The claim's text, which its tokens' offsets index into: two values swapped are named as written. */
  claimSource?: string,
): SlotConflict | null {
  const swap = swapIn(claim, sentence, runsOf(claim, sentence), false, claimSource);
  if (swap) return swap;
  const trimmed = swapIn(claim, sentence, runsOf(claim, sentence, true), true);
  return trimmed && !trimmed.common ? trimmed : null;
}

/** The swap in one reading of the claim's runs; of names only where `names` says so. */
function swapIn(
  claim: readonly Token[],
  sentence: readonly Token[],
  runs: Run[] | null,
  namesOnly: boolean,
  claimSource?: string,
): SlotConflict | null {
  if (!runs || runs.length < 3 || increasing(runs)) return null;
  for (let first = 0; first < runs.length; first += 1) {
    for (let second = first + 2; second < runs.length; second += 1) {
      const swapped = [...runs];
      [swapped[first], swapped[second]] = [swapped[second]!, swapped[first]!];
      if (!increasing(swapped)) continue;
      const names = [runs[first]!, runs[second]!].every(
        (run) => contentOf(claim, run)[0]?.isCapitalized === true,
      );
      if (namesOnly && !names) continue;
      // The sentence is the claim with the two runs exchanged and nothing else moved: each run
      // meets its neighbour in the exchanged order ("Our support team answers all emails" for
      // "All emails are answered by our support team" is another voice, not a swap).
      const contiguous = swapped.every((run, index) => {
        if (
          index === 0 ||
          (index !== first && index !== first + 1 && index !== second && index !== second + 1)
        )
          return true;
        const previous = swapped[index - 1]!;
        // Or, between two names that trade places, a short modifier the claim leaves out
        // ("acquire the analytics start-up Brightwell Data" for "acquire Helmfield Software").
        // Its article not counted: "to the electric-bike maker Volta Cycles" leaves out three words.
        const between = sentence.slice(previous.sentenceAt + previous.length, run.sentenceAt);
        const gap = between.filter((token) => !ARTICLES.has(token.lower)).length;
        // Or a value the sentence gives its term ("retired respondents (48%) than among students").
        const values = gap > 0 && gap <= 2 && between.every((token) => token.isNumber);
        return (
          gap === 0 ||
          values ||
          (gap > 0 && gap <= LEFT_OUT && names && leftOut(sentence, previous, run, claim))
        );
      });
      if (!contiguous) continue;
      const [left, right] = [runs[first]!, runs[second]!];
      const leftWords = contentOf(claim, left);
      const rightWords = contentOf(claim, right);
      // Two values of one kind swapped, words and all else in place ("The 07:30 … is an express,
      // while the 07:12 stops at all stations" against the other way round): named as written.
      // Far apart, in statements of their own: not the parts of a date written in another order
      // ("2025-03-17" for "17 March 2025").
      const apart =
        claim
          .slice(left.claimAt + left.length, right.claimAt)
          .filter((token) => token.isContent && !token.isNumber).length >= VALUES_APART;
      if (leftWords.length === 0 && rightWords.length === 0 && claimSource !== undefined && apart) {
        const [own, theirs] = [numbersOf(claim, left), numbersOf(claim, right)];
        if (own.length === 0 || theirs.length === 0) continue;
        const written = (numbers: readonly Token[]) =>
          claimSource.slice(numbers[0]!.start, numbers.at(-1)!.end);
        return {
          kind: 'number',
          claimValue: written(own),
          evidenceValue: written(theirs),
          claimStems: own.map((token) => token.stem),
          bySlot: true,
        };
      }
      if (leftWords.length === 0 || rightWords.length === 0) continue;
      // Items of one list reordered ("coffee, tea and hot chocolate"): a list word between the two
      // and no number ("8 kg in Economy or 12 kg in Business Class" is two statements).
      // Not two clauses: "close its factory in Warnby and move production … to its site in
      // Oldcastle" has a clause between the two places, no list.
      const between = claim.slice(left.claimAt + left.length, right.claimAt);
      const beforeRight = between.findLast((token) => !ARTICLES.has(token.lower));
      // Not where each stands after a verb of its own and the same preposition ("produced by Lars
      // Ekdal and mixed by Noor Haddad"): two roles, no list.
      const beforeLeft = claim.slice(0, left.claimAt).findLast((token) => !ARTICLES.has(token.lower));
      const roles =
        beforeRight !== undefined &&
        ROLE_PREPOSITIONS.has(beforeRight.lower) &&
        beforeLeft?.lower === beforeRight.lower &&
        between.some((token) => token.isContent && !token.isNumber);
      // Nor where a verb or a contrast stands between: "collected from our Brindley Airport desk
      // and must be returned to the Kenmore branch", "valid on all Greenway trams and buses but
      // not on Coastline trains" are two statements, no list.
      const clauses = between.some((token) => CLAUSE_WORDS.has(token.lower));
      if (
        !roles &&
        !clauses &&
        between.some((token) => LIST_WORDS.has(token.lower)) &&
        !between.some((token) => token.isNumber) &&
        (LIST_WORDS.has(beforeRight?.lower ?? '') ||
          between.filter((token) => token.isContent).length <= LIST_ITEM_WORDS)
      )
        continue;
      return {
        kind: 'entity',
        claimValue: leftWords[0]!.text,
        evidenceValue: rightWords[0]!.text,
        claimStems: [leftWords[0]!.stem],
        bySlot: true,
        anchored: true,
        ...(leftWords[0]!.isCapitalized ? {} : { common: true }),
      };
    }
  }
  return null;
}

/**
 * A name of the sentence moved into another name's place: "The study was led by Dr Jonas Pell of
 * the University of Halvor" against "The study was led by Dr Anika Rahm of the University of
 * Halvor, with statistical analysis by Dr Jonas Pell". Every word of the claim is in the sentence;
 * without the moved name its runs keep the sentence's order, and where the name stands the
 * sentence has another (at most `LEFT_OUT` words, capitalised). The two names, for the reasoning.
 */
export function findMovedName(claim: readonly Token[], sentence: readonly Token[]): SlotConflict | null {
  const runs = runsOf(claim, sentence);
  if (!runs || runs.length < 3 || increasing(runs)) return null;
  for (let index = 1; index + 1 < runs.length; index += 1) {
    const moved = runs[index]!;
    const words = contentOf(claim, moved);
    if (words.length === 0 || !words.every((token) => token.isCapitalized)) continue;
    const others = runs.filter((_, at) => at !== index);
    if (!increasing(others)) continue;
    // Not a list with its verb said once ("trains to Exeter leave from Platform 2 and trains to
    // Bristol from Platform 5"): where the name stands in the sentence, what follows it in the
    // claim follows it there too.
    const next = (tokens: readonly Token[], from: number) =>
      new Set(
        tokens
          .slice(from, from + 4)
          .filter((token) => token.isContent)
          .map(keyOf),
      );
    const followsThere = next(sentence, moved.sentenceAt + moved.length);
    if ([...next(claim, moved.claimAt + moved.length)].some((key) => followsThere.has(key))) continue;
    const [before, after] = [runs[index - 1]!, runs[index + 1]!];
    const gap = sentence.slice(before.sentenceAt + before.length, after.sentenceAt);
    if (gap.length === 0 || gap.length > LEFT_OUT) continue;
    const other = gap.find((token) => token.isContent && token.isCapitalized && !token.isNumber);
    if (!other || !gap.every((token) => token.isCapitalized || ARTICLES.has(token.lower))) continue;
    return {
      kind: 'entity',
      claimValue: words[0]!.text,
      evidenceValue: other.text,
      claimStems: [words[0]!.stem],
      bySlot: true,
      anchored: true,
    };
  }
  return null;
}
