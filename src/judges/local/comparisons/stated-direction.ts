/**
 * A comparison the sentence states in words between the claim's two terms, perhaps the other way
 * round: "Vestby finished with more points than Kalmar FF" against "Kalmar FF finished on 61
 * points, four ahead of Vestby". The sentence names one term before "ahead of", "behind" or its
 * own comparative and "than", and the other right after; the claim's comparative must point the
 * way the sentence's does, turned where the terms trade places.
 */
import type { Token } from '../../../text/tokenize.js';
import { DOWN_WORDS, UP_WORDS } from '../lexicon/english/slot-words.js';
import type { SlotConflict } from './compare-slots.js';

/** Determiners between a comparison's word and its term ("ahead of the Rovers"). */
const DETERMINERS: ReadonlySet<string> = new Set('the a an its their his her our your'.split(' '));

/** Comparatives of amount or standing that a place "ahead" or "behind" says too. */
const STANDING: ReadonlySet<string> = new Set(
  'more fewer less higher lower ahead behind beat beats outscored outperformed'.split(' '),
);

/** The sentence's comparison: the word, whether it points up, and the terms' token indexes. */
function readStated(
  evidence: readonly Token[],
): { word: Token; up: boolean; before: number; after: number; joiner: string } | null {
  for (const [index, token] of evidence.entries()) {
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
  comparison: {
    word: Token;
    up: boolean;
    first: readonly Token[];
    second: readonly Token[];
    scale?: string;
    phrase?: string;
  },
  evidence: readonly Token[],
): SlotConflict | { agrees: Token } | null {
  const stated = readStated(evidence);
  if (!stated) return null;
  const claimWord = comparison.scale ?? comparison.word.lower;
  const sameScale =
    STANDING.has(claimWord) && STANDING.has(stated.word.lower)
      ? true
      : claimWord === stated.word.lower ||
        (UP_WORDS.has(claimWord) !== UP_WORDS.has(stated.word.lower) &&
          claimWord.slice(-2) === 'er' &&
          stated.word.lower.slice(-2) === 'er');
  if (!sameScale) return null;
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
  if (!turned && !straight) return null;
  const agrees = (stated.up === comparison.up) === straight;
  if (agrees) return { agrees: comparison.word };
  return {
    kind: 'comparative',
    claimValue: comparison.phrase ?? comparison.word.text,
    evidenceValue: `${stated.word.text}${stated.joiner} ${evidence[stated.after]!.text}`,
    claimStems: [comparison.word.stem],
    bySlot: true,
  };
}
