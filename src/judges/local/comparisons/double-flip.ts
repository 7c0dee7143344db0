/**
 * Two flips that undo each other: a negation one side lacks and an opposite word in the same
 * clause. "None of the passengers died" says "All passengers survived"; "cookies are not set
 * before consent" says "cookies are set only after consent". Read after the slot, antonym and
 * direction comparisons and the negation comparison, which each see one flip only.
 */
import type { LanguageModule } from '../../../text/languages/language-module.js';
import type { Token } from '../../../text/tokenize.js';
import { saysOnly } from './compare-negation.js';
import { negatingPrefixPair } from './compare-slots.js';

/** Words that open another clause: a negation beyond one does not reach the opposite word. */
const CLAUSE_BREAKS: ReadonlySet<string> = new Set(
  'that which who whom whose where when while whereas because although though since unless if but'.split(' '),
);

export interface FlipSide {
  tokens: readonly Token[];
  /** The text the tokens' offsets index into. */
  source: string;
  /** The opposite word as written on this side. */
  word: string;
}

/**
 * Whether the claim's `claim.word` against the sentence's `evidence.word` (an opposite or a
 * flipped comparison) is undone by a negation: one side negated an odd number of times more than
 * the other, by a free-standing negation word in the same clause as its opposite word. Not where
 * the opposite is the negation itself ("None" against "All", "approved" against "denied",
 * "inefficiently" against "efficiently"), and not for "non-" compounds ("non-negative"), which
 * name a kind rather than negate.
 * @example undoneByNegation({ tokens: tokenize('None of them died.'), source, word: 'died' }, { …, word: 'survived' }) // true
 */
export function undoneByNegation(claim: FlipSide, evidence: FlipSide, language?: LanguageModule): boolean {
  if (language) return false;
  if (isNegationWord(claim) || isNegationWord(evidence)) return false;
  if (negatingPrefixPair(claim.word.toLowerCase(), evidence.word.toLowerCase())) return false;
  const claimCues = cues(claim.tokens);
  const evidenceCues = cues(evidence.tokens);
  if (claimCues.length % 2 === evidenceCues.length % 2) return false;
  const [side, sideCues] = claimCues.length % 2 === 1 ? [claim, claimCues] : [evidence, evidenceCues];
  const at = side.tokens.findIndex((token) => token.text === side.word);
  return at >= 0 && sideCues.some((cue) => sameClause(side, side.tokens.indexOf(cue), at));
}

/**
 * Whether "only", "exclusively" or "solely" stands among the three tokens before `value`'s first
 * word, or heads the phrase that ends in it: "open only to students who are permanently resident
 * in Wales", with no other name and no stop of the clause between (`source`, where given).
 */
export function onlyBefore(tokens: readonly Token[], value: string, source?: string): boolean {
  const first = value.split(/\s+/)[0];
  const at = tokens.findIndex((token) => token.text === first);
  if (at < 0) return false;
  if (tokens.slice(Math.max(0, at - 3), at).some((token) => ONLY.has(token.lower))) return true;
  if (source === undefined) return false;
  for (let index = at - 1; index >= Math.max(0, at - 9); index -= 1) {
    const token = tokens[index]!;
    if (/[,;:()]/u.test(source.slice(token.end, tokens[index + 1]!.start))) return false;
    if (ONLY.has(token.lower)) return true;
    if (token.isCapitalized && index > 0) return false;
  }
  return false;
}

const ONLY: ReadonlySet<string> = new Set(['only', 'exclusively', 'solely']);

/** Verbs that give their subject a role: "is the largest lender", "became the first woman". */
const COPULAS: ReadonlySet<string> = new Set(
  'is was are were remains remained became become has have had been'.split(' '),
);

/** Words of a role only one can hold: "the largest", "the first", "the only". */
export const UNIQUE_ROLE_WORD = /^(?:[a-z]{3,}est|most|least|first|last|only|sole)$/u;

/**
 * Whether the claim says of `value` (its subject) a role only one can hold: "Sparhus is not the
 * country's largest retail lender", "was not the first to reach the source". Another name in that
 * role in the sentence bears out the claim's denial of it, as another doer of a verb does.
 */
export function holdsUniqueRole(tokens: readonly Token[], value: string): boolean {
  const last = value.split(/\s+/).at(-1);
  const at = tokens.findIndex((token) => token.text === last);
  if (at < 0) return false;
  let index = at + 1;
  if (!COPULAS.has(tokens[index]?.lower ?? '')) return false;
  index += 1;
  while (tokens[index] && (tokens[index]!.isNegation || COPULAS.has(tokens[index]!.lower))) index += 1;
  if (tokens[index]?.lower !== 'the') return false;
  // "the country's largest", "the world's most …": a possessive before the word of the role.
  return tokens.slice(index + 1, index + 4).some((token) => UNIQUE_ROLE_WORD.test(token.lower));
}

/** Whether two token lists differ in the parity of their free-standing negations. */
export function negationsDiffer(
  left: readonly Token[],
  right: readonly Token[],
  /** Leave out the "no" of a bound ("no more than 2.5 metres"): for a value read against it. */
  options: { bounds?: boolean } = {},
): boolean {
  const count = (tokens: readonly Token[]) =>
    cues(tokens).filter((cue) => !(options.bounds && boundNegation(tokens, tokens.indexOf(cue)))).length;
  return count(left) % 2 !== count(right) % 2;
}

/** Comparatives that "no … than", "not … than" make a bound of ("no more than 2.5 metres"). */
const BOUND_COMPARATIVES: ReadonlySet<string> = new Set(
  'more less fewer later earlier higher lower longer shorter larger smaller greater bigger older younger heavier lighter taller wider'.split(
    ' ',
  ),
);

/** Whether the negation at `index` opens a bound ("no more than", "not later than"). */
function boundNegation(tokens: readonly Token[], index: number): boolean {
  // "must not exceed 10 kg": an upper bound, as "no more than" is.
  if (EXCEED_WORDS.has(tokens[index + 1]?.lower ?? '')) return true;
  return BOUND_COMPARATIVES.has(tokens[index + 1]?.lower ?? '') && tokens[index + 2]?.lower === 'than';
}

/** Verbs whose negation bounds a value from above ("must not exceed 10 kg"). */
const EXCEED_WORDS: ReadonlySet<string> = new Set(['exceed', 'exceeds', 'surpass', 'surpasses', 'top']);

function isNegationWord(side: FlipSide): boolean {
  return side.tokens.some((token) => token.text === side.word && token.isNegation);
}

/** Free-standing negation words: "nor" after "neither" adds none, "non" names a kind. */
function cues(tokens: readonly Token[]): Token[] {
  let negated = false;
  return tokens.filter((token, index) => {
    if (!token.isNegation || token.lower === 'non') return false;
    // "not … until after the half-term" says "only after": no negation of "after".
    if (saysOnly(tokens, index)) return false;
    const continues = negated && token.lower === 'nor';
    negated = true;
    return !continues;
  });
}

/** Whether no clause break (a comma, a semicolon or a clause-opening word) stands between two tokens. */
function sameClause(side: FlipSide, from: number, to: number): boolean {
  const [first, last] = from < to ? [from, to] : [to, from];
  for (let index = first + 1; index < last; index += 1)
    if (CLAUSE_BREAKS.has(side.tokens[index]!.lower)) return false;
  const between = side.source.slice(side.tokens[first]!.end, side.tokens[last]!.start);
  return !/[,;:()]/.test(between);
}
