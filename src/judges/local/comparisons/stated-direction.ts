/**
 * A comparison the sentence states in words between the claim's two terms, perhaps the other way
 * round: "Vestby finished with more points than Kalmar FF" against "Kalmar FF finished on 61
 * points, four ahead of Vestby". The sentence names one term before "ahead of", "behind" or its
 * own comparative and "than", and the other right after; the claim's comparative must point the
 * way the sentence's does, turned where the terms trade places. Where the terms are no names, the
 * term right after the sentence's comparison decides (`readConverse`): "The Drift surfboard is 15
 * cm shorter than the Kahuna" against "The Kahuna … is 15 cm longer than the Drift model", "first
 * lit two years after the harbour wall was completed" against "… two years before the lighthouse
 * was lit". Borne out the other way round, the names and the opposite word that traded places are
 * one statement, not a swap (`converse`).
 */
import { monthNumber, type Token } from '../../../text/tokenize.js';
import { COMPOUND_FIRSTS, DIRECTION_SCALES, DOWN_WORDS, UP_WORDS } from '../lexicon/english/slot-words.js';
import type { SlotConflict } from './compare-slots.js';
import { comparativeOf, readEquative } from './equative.js';

/** The claim's comparison of two terms, as the value readers read it (`compare-stated-values.ts`). */
export interface ClaimComparison {
  word: Token;
  up: boolean;
  first: readonly Token[];
  second: readonly Token[];
  /** The comparative an equative amounts to ("larger" for "not as large as"; `equative.ts`). */
  scale?: string;
  /** The comparison as written, where more than its word ("not as large as"). */
  phrase?: string;
  /** The multiple an equative states ("twice as much as": 2), which the values must bear out. */
  factor?: number;
  /** The words that state it ("three times"). */
  factorWords?: readonly Token[];
}

/** A comparison the sentence bears out: its word, and any other words it states ("twice"). */
export interface Agreement {
  agrees: Token;
  also?: readonly Token[];
  /** The stems of the two terms, where the sentence says the comparison the other way round. */
  converse?: readonly string[];
}

/** Determiners between a comparison's word and its term ("ahead of the Rovers"). */
const DETERMINERS: ReadonlySet<string> = new Set('the a an its their his her our your'.split(' '));

/** Verbs of one term doing better or worse than another, and whether better ("outpaced"). */
const STANDING_VERBS: ReadonlyMap<string, boolean> = new Map([
  ...'beat beats outscored outperformed outperforms outpaced outpaces overtook overtakes surpassed surpasses outsold outsells outnumbered outnumber outnumbers exceeded exceeds'
    .split(' ')
    .map((word) => [word, true] as const),
  ...'trailed trails lagged lags'.split(' ').map((word) => [word, false] as const),
]);

/** Comparatives of amount or standing that a place "ahead" or "behind" says too. */
const STANDING: ReadonlySet<string> = new Set([
  ...'more fewer less higher lower ahead behind'.split(' '),
  ...STANDING_VERBS.keys(),
]);

/** Whether a word of {@link STANDING} says the better or the more. */
function standingUp(word: string): boolean {
  return STANDING_VERBS.get(word) ?? (UP_WORDS.has(word) || word === 'ahead');
}

/** The sentence's comparison: the word, whether it points up, and the terms' token indexes. */
function readStated(
  evidence: readonly Token[],
): { word: Token; up: boolean; before: number; after: number; joiner: string } | null {
  for (let index = 0; index < evidence.length; index += 1) {
    const token = evidence[index]!;
    const ahead = token.lower === 'ahead' && evidence[index + 1]?.lower === 'of';
    const behind = token.lower === 'behind';
    const than =
      (UP_WORDS.has(token.lower) || DOWN_WORDS.has(token.lower)) && evidence[index + 1]?.lower === 'than';
    if (!ahead && !behind && !than) continue;
    let after = index + (ahead || than ? 2 : 1);
    while (after < evidence.length && DETERMINERS.has(evidence[after]!.lower)) after += 1;
    const term = evidence[after];
    if (!term?.isCapitalized || term.isNumber) continue;
    const joiner = ahead ? ' of' : than ? ' than' : '';
    return { word: token, up: ahead || UP_WORDS.has(token.lower), before: index, after, joiner };
  }
  return null;
}

/**
 * @example statedDirection(comparison, tokenize('Kalmar FF finished on 61 points, four ahead of Vestby.')) // a conflict on "more"
 */
export function statedDirection(
  comparison: ClaimComparison,
  evidence: readonly Token[],
  /** The claim's tokens, where the comparison is read from them (the words it says of both terms). */
  claim: readonly Token[] = [],
): SlotConflict | Agreement | null {
  const stated = readStated(evidence);
  if (!stated) return readConverse(comparison, evidence, claim);
  const claimWord = comparison.scale ?? comparison.word.lower;
  const sameScale =
    STANDING.has(claimWord) && STANDING.has(stated.word.lower)
      ? true
      : claimWord === stated.word.lower ||
        (UP_WORDS.has(claimWord) !== UP_WORDS.has(stated.word.lower) &&
          claimWord.slice(-2) === 'er' &&
          stated.word.lower.slice(-2) === 'er');
  if (!sameScale) return readConverse(comparison, evidence, claim);
  const names = (terms: readonly Token[]) =>
    new Set(terms.filter((token) => token.isCapitalized && !token.isNumber).map((token) => token.stem));
  const [first, second] = [names(comparison.first), names(comparison.second)];
  const afterStem = evidence[stated.after]!.stem;
  const beforeStems = new Set(evidence.slice(0, stated.before).map((token) => token.stem));
  const has = (stems: ReadonlySet<string>, other: ReadonlySet<string>) =>
    [...stems].some((stem) => other.has(stem));
  // Which claim term the sentence puts after its comparison, and the other before it.
  const turned = first.has(afterStem) && has(second, beforeStems) && !has(first, beforeStems);
  const straight = second.has(afterStem) && has(first, beforeStems) && !has(second, beforeStems);
  if (!turned && !straight) return readConverse(comparison, evidence, claim);
  const agrees = (stated.up === comparison.up) === straight;
  if (agrees && turned) return { agrees: comparison.word, converse: [...first, ...second] };
  if (agrees) return { agrees: comparison.word };
  return {
    kind: 'comparative',
    claimValue: comparison.phrase ?? comparison.word.text,
    evidenceValue: `${stated.word.text}${stated.joiner} ${evidence[stated.after]!.text}`,
    claimStems: [comparison.word.stem],
    bySlot: true,
  };
}

/** Words of order in time: "before", "later", "six weeks ahead of". */
const TIME_ORDER: ReadonlyMap<string, boolean> = new Map([
  ['before', false],
  ['earlier', false],
  ['sooner', false],
  ['ahead', false],
  ['after', true],
  ['later', true],
  ['behind', true],
]);

/** A comparison the sentence states, with the index of its first word and of its term after. */
interface StatedComparison {
  word: Token;
  /** The comparative it is read on ("warmer" for "less warm than"). */
  scale: string;
  up: boolean;
  start: number;
  after: number;
  joiner: string;
  /** Said with "more" or "less" before the word ("less warm than"), which `up` follows. */
  graded?: true;
  /** The comparison as written, where more than its word ("half as much electricity as"). */
  phrase?: string;
  /** The multiple an equative states ("half as much": ½). */
  factor?: number;
}

/**
 * Every comparison the sentence states: a comparative and "than" ("15 cm longer than", "less warm
 * than"), "ahead of", "behind", and "before" or "after" a term ("three days before the German
 * expedition").
 */
function statedComparisons(evidence: readonly Token[]): StatedComparison[] {
  const found: StatedComparison[] = [];
  for (let index = 0; index < evidence.length; index += 1) {
    const token = evidence[index]!;
    const next = evidence[index + 1];
    let stated: Omit<StatedComparison, 'after'> | null = null;
    let skip = 1;
    if (next?.lower === 'than' && (UP_WORDS.has(token.lower) || DOWN_WORDS.has(token.lower))) {
      stated = {
        word: token,
        scale: token.lower,
        up: UP_WORDS.has(token.lower),
        start: index,
        joiner: ' than',
      };
      skip = 2;
    } else if (
      (token.lower === 'more' || token.lower === 'less') &&
      next?.isContent &&
      evidence[index + 2]?.lower === 'than'
    ) {
      // "less warm than": the scale of the word between, the way of "more" or "less".
      const scale = comparativeOf(next.lower);
      const up = token.lower === 'more';
      stated = {
        word: token,
        scale,
        up: UP_WORDS.has(scale) ? up : !up,
        start: index,
        joiner: ` ${next.text} than`,
        graded: true,
      };
      skip = 3;
    } else if (token.lower === 'ahead' && next?.lower === 'of') {
      stated = { word: token, scale: 'ahead', up: true, start: index, joiner: ' of' };
      skip = 2;
    } else if (STANDING_VERBS.has(token.lower) && index > 0) {
      // "Online sales outpaced in-store sales": the verb and its object.
      stated = {
        word: token,
        scale: token.lower,
        up: STANDING_VERBS.get(token.lower)!,
        start: index,
        joiner: '',
      };
    } else if (['behind', 'before', 'after'].includes(token.lower)) {
      stated = { word: token, scale: token.lower, up: token.lower !== 'before', start: index, joiner: '' };
    }
    if (!stated) continue;
    let after = index + skip;
    while (after < evidence.length && DETERMINERS.has(evidence[after]!.lower)) after += 1;
    // "outpaced in-store sales": a particle that opens a compound, right before a content word.
    const joinedNext = evidence[after + 1];
    if (
      COMPOUND_FIRSTS.has(evidence[after]?.lower ?? '') &&
      joinedNext?.start === evidence[after]!.end + 1 &&
      joinedNext.isContent
    )
      after += 1;
    const term = evidence[after];
    // A term, not a number, a time or a date ("before 9 am", "after 14 March").
    if (!term?.isContent || term.isNumber || monthNumber(term.stem) !== null) continue;
    found.push({ ...stated, after });
  }
  // "uses roughly half as much electricity as the old storage heaters": the equative, turned by
  // its multiple or negation as the claim's is (`equative.ts`).
  const equative = readEquative(evidence);
  if (equative) {
    let after = evidence.indexOf(equative.closing) + 1;
    while (after < evidence.length && DETERMINERS.has(evidence[after]!.lower)) after += 1;
    const term = evidence[after];
    if (term?.isContent && !term.isNumber)
      found.push({
        word: equative.word,
        scale: equative.scale,
        up: equative.up,
        start: evidence.indexOf(equative.word) - 1,
        after,
        joiner: '',
        graded: true,
        phrase: equative.phrase,
        ...(equative.factor !== undefined ? { factor: equative.factor } : {}),
      });
  }
  return found;
}

/** The direction of a word on the scale it shares with another, or null where they share none. */
function sharedScale(claimWord: string, statedWord: string): [boolean, boolean] | null {
  if (STANDING.has(claimWord) && STANDING.has(statedWord))
    return [standingUp(claimWord), standingUp(statedWord)];
  if (TIME_ORDER.has(claimWord) && TIME_ORDER.has(statedWord))
    return [TIME_ORDER.get(claimWord)!, TIME_ORDER.get(statedWord)!];
  const same = DIRECTION_SCALES.some(
    ([up, down]) =>
      (up.includes(claimWord) || down.includes(claimWord)) &&
      (up.includes(statedWord) || down.includes(statedWord)),
  );
  // "before" and "after" order times only: "higher" is no scale of theirs.
  if (TIME_ORDER.has(statedWord) && !STANDING.has(statedWord)) return null;
  if (claimWord !== statedWord && !same) return null;
  return [UP_WORDS.has(claimWord), UP_WORDS.has(statedWord)];
}

/**
 * The sentence's comparison of the claim's two terms the other way round, or the same way, where
 * they are no names: "The Drift surfboard is 15 cm shorter than the Kahuna" against "The Kahuna
 * surfboard is 15 cm longer than the Drift model", "first lit two years after the harbour wall
 * was completed" against "… completed in 1854, two years before the lighthouse was lit". The term
 * the sentence puts right after its comparison decides which way: one of the claim's two terms'
 * words and none of the other's, which the sentence names before its comparison.
 */
function readConverse(
  comparison: ClaimComparison,
  evidence: readonly Token[],
  claim: readonly Token[],
): SlotConflict | Agreement | null {
  const claimWord = comparison.scale ?? comparison.word.lower;
  const stems = (terms: readonly Token[]) =>
    new Set(terms.filter((token) => token.isContent && token !== comparison.word).map((token) => token.stem));
  // The second term's own words: not those the claim says of both before its comparison ("the
  // western span … ahead of the eastern span").
  const said = new Set(
    claim.filter((token) => token.start < comparison.word.start).map((token) => token.stem),
  );
  const first = stems(comparison.first);
  const second = new Set([...stems(comparison.second)].filter((stem) => !said.has(stem)));
  // The claim's direction on its word's own scale: an equative's is turned from its word's.
  const natural = comparison.scale
    ? UP_WORDS.has(comparison.scale) || !DOWN_WORDS.has(comparison.scale)
    : null;
  for (const stated of statedComparisons(evidence)) {
    const scales = sharedScale(claimWord, stated.scale);
    if (!scales) continue;
    const run: string[] = [];
    for (const token of evidence.slice(stated.after, stated.after + 5)) {
      if (!token.isContent) break;
      run.push(token.stem);
    }
    const [inFirst, inSecond] = [run.some((stem) => first.has(stem)), run.some((stem) => second.has(stem))];
    if (inFirst === inSecond) continue;
    const other = inFirst ? second : first;
    if (!evidence.slice(0, stated.start).some((token) => other.has(token.stem))) continue;
    const straight = inSecond;
    // "less warm than" points the way its "less" says, not its word's.
    const [claimUp, statedUp] = stated.graded ? [scales[0], stated.up] : scales;
    const up = natural === null || comparison.up === natural ? claimUp : !claimUp;
    // Borne out the other way round, the terms' words stand where the other's stood: no swap.
    const doer = STANDING_VERBS.has(stated.scale)
      ? evidence.slice(0, stated.start).findLast((token) => token.isContent && !token.lower.endsWith('ly'))
      : undefined;
    // (A multiple the sentence says too, "twice" for its "half" the other way round, is found.)
    const factor = comparison.factor;
    const said =
      factor !== undefined &&
      stated.factor !== undefined &&
      Math.abs((straight ? factor / stated.factor : factor * stated.factor) - 1) < 0.05;
    const also = said && comparison.factorWords ? { also: comparison.factorWords } : {};
    if ((statedUp === up) === straight)
      return straight
        ? { agrees: comparison.word, ...also }
        : { agrees: comparison.word, converse: [...first, ...second], ...also };
    return {
      kind: 'comparative',
      claimValue: comparison.phrase ?? comparison.word.text,
      // A verb's doer as well ("team beat defence"), so that the two read apart.
      evidenceValue: `${doer ? `${doer.text} ` : ''}${stated.phrase ?? `${stated.word.text}${stated.joiner}`} ${evidence[stated.after]!.text}`,
      claimStems: [comparison.word.stem],
      bySlot: true,
    };
  }
  return null;
}
