/**
 * A multiple read as a direction: "aged for 24 months, twice as long as its standard wheel" says
 * "longer than", "a radius about 1.6 times that of Earth" says "larger than", "half as heavy as"
 * says "lighter than". Without it, the comparative a claim flips ("shorter", "smaller") has no
 * word of the other direction in the sentence to be read against.
 */
import { WORD_NUMBERS } from '../../../text/number-words.js';
import type { Token } from '../../../text/tokenize.js';

/** Adjectives of "as … as" whose comparative says "more" ("as long as" → "longer"). */
const MORE_ADJECTIVES: ReadonlySet<string> = new Set(
  'long large big high many much heavy fast old tall wide deep far expensive strong hot warm often frequently loud bright busy thick'.split(
    ' ',
  ),
);
/** Adjectives whose comparative says "less" ("as short as" → "shorter"). */
const LESS_ADJECTIVES: ReadonlySet<string> = new Set(
  'short small low few little light slow young narrow shallow cheap weak cold cool rarely seldom thin quiet'.split(
    ' ',
  ),
);

/** The factor a multiple word says, and where its words start: "twice", "half", "1.6 times", "three times". */
function multipleAt(tokens: readonly Token[], index: number): number | null {
  const token = tokens[index]!;
  if (token.lower === 'twice') return 2;
  if (token.lower === 'thrice') return 3;
  if (token.lower === 'half') return 0.5;
  if (token.lower !== 'times') return null;
  const before = tokens[index - 1];
  if (before === undefined) return null;
  const value = before.isNumber ? Number(before.stem) : WORD_NUMBERS.get(before.lower);
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : null;
}

/**
 * The multiple word and the direction it says, or null: "twice as long as" (up), "half as long
 * as" (down), "twice as short as" (down), "1.6 times that of" (up), "a third the size of" is left
 * alone (a fraction word, not a multiple). A factor of 1 says no direction ("as long as").
 * @example multipleDirection(tokenize('twice as long as its standard wheel')) // { token: twice, up: true }
 */
export function multipleDirection(tokens: readonly Token[]): { token: Token; up: boolean } | null {
  for (let index = 0; index < tokens.length; index += 1) {
    const factor = multipleAt(tokens, index);
    if (factor === null || factor === 1) continue;
    const next = tokens[index + 1]?.lower;
    const adjective = tokens[index + 2]?.lower ?? '';
    // "twice as long as", "half as much water per hour as", "twice as long to charge as"
    const closing = next === 'as' ? closingAs(tokens, index + 3) : -1;
    if (closing >= 0) {
      const more = MORE_ADJECTIVES.has(adjective);
      if (!more && !LESS_ADJECTIVES.has(adjective)) continue;
      // As written to the closing "as" when nothing stands between ("twice as long as"), else to
      // the adjective ("half as much", not "… water per hour as").
      return {
        token: phrase(tokens, index, closing === index + 3 ? closing : index + 2),
        up: more === factor > 1,
      };
    }
    // "1.6 times that of Earth", "twice those of"
    if ((next === 'that' || next === 'those') && adjective === 'of')
      return { token: phrase(tokens, index, index + 2), up: factor > 1 };
  }
  return null;
}

/** Words the equative's noun or verb may take between its adjective and the closing "as". */
const BETWEEN = 4;

/** Where an "as" closes the equative within a few words of `from`, with no clause between; else -1. */
function closingAs(tokens: readonly Token[], from: number): number {
  for (let at = from; at < Math.min(tokens.length, from + BETWEEN + 1); at += 1) {
    const word = tokens[at]!.lower;
    if (word === 'as') return at;
    if (word === 'than' || word === 'and' || word === 'but' || tokens[at]!.isNumber) return -1;
  }
  return -1;
}

/** The multiple's token, its text the multiple's words ("1.6 times that of"), for the reasoning. */
function phrase(tokens: readonly Token[], index: number, last: number): Token {
  const first = tokens[index]!.lower === 'times' ? index - 1 : index;
  const words = tokens.slice(first, last + 1).map((token) => token.text);
  return { ...tokens[index]!, text: words.join(' ') };
}
