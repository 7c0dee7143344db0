/**
 * A negated claim whose denied word the sentence replaces with another, where that word is in no
 * chunk: "The children's flu vaccine is not given as an injection" against "The children's flu
 * vaccine is given as a nasal spray". It reads like a negation flip — the sentence has every other
 * word and no "not" — but a flip copies the sentence; this claim denies something the sentence
 * does not say, in the place where the sentence says something else, which bears the denial out.
 * The slot comparison reads the same where both words are names in the chunks
 * (`text/denying-negation.ts`); this is its counterpart for a word no chunk has.
 */
import { denyingNegation } from '../../text/denying-negation.js';
import type { Token } from '../../text/tokenize.js';
import type { SentenceMatch } from './evidence/align-claim.js';
import type { ClaimAnalysis } from './model/analyze-claim.js';

/**
 * Words that put the claim's value inside what the sentence says: "open daily" holds Sundays,
 * "open to all ages" holds under-18s. Against them a denial is a flip, not an alternative.
 */
const UNIVERSALS: ReadonlySet<string> = new Set([
  'all',
  'any',
  'every',
  'everyone',
  'everybody',
  'anyone',
  'anybody',
  'everything',
  'always',
  'daily',
  'whole',
  'entire',
  'both',
  'either',
]);

/** Words after which the denied word fills a slot (an object, a place, a means), not a predicate. */
const SLOT_OPENERS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'the',
  'as',
  'to',
  'in',
  'into',
  'at',
  'on',
  'of',
  'from',
  'by',
  'with',
  'for',
]);

export interface DeniedAlternative {
  /** The claim's denied word. */
  claimWord: string;
  /** The sentence's word in its place. */
  evidenceWord: string;
  negation: Token;
}

/**
 * @example deniedAlternative(analysis, [best]) // { claimWord: 'injection', evidenceWord: 'nasal', … }
 */
export function deniedAlternative(
  analysis: ClaimAnalysis,
  parts: readonly SentenceMatch[],
): DeniedAlternative | null {
  const { negation, alignment, tokens, claimText } = analysis;
  if (!negation?.claimNegated || negation.evidenceNegated) return null;
  const missing = alignment.words.filter((_, index) => parts.every((match) => !match.kinds[index]));
  // One denied word (or one name of two words, "South America"): more would be another claim.
  if (missing.length === 0 || missing.length > 2) return null;
  const at = tokens.findIndex((token) => token.stem === missing[0]!.stem);
  const word = tokens[at];
  if (!word) return null;
  const before = tokens[at - 1];
  const inSlot =
    word.isCapitalized || (before !== undefined && (SLOT_OPENERS.has(before.lower) || before.isCapitalized));
  // The denied word closes the claim's clause ("not given as an injection."): a claim that goes
  // on with found words ("did not offer the client different products") denies something else.
  const missingStems = new Set(missing.map((entry) => entry.stem));
  const closes = tokens.slice(at + 1).every((token) => !token.isContent || missingStems.has(token.stem));
  const denier = inSlot && closes ? denyingNegation(tokens, claimText, word.start) : null;
  if (!denier) return null;
  const claimStems = new Set(tokens.map((token) => token.stem));
  const sentence = parts[0]!.sentence;
  const partners = new Set(parts.flatMap((match) => match.partners.filter((partner) => partner !== null)));
  const sentenceTokens = sentence.tokens;
  if (sentenceTokens.some((token) => UNIVERSALS.has(token.lower))) return null;
  // The sentence's own words in the denied one's place: the content words it does not share with
  // the claim (up to three in a row), after the last word before the denied one that both have.
  const stems = sentenceTokens.map((token) => token.stem);
  let anchor = -1;
  for (let index = at - 1; index >= 0 && anchor < 0; index -= 1)
    if (tokens[index]!.isContent) anchor = stems.indexOf(tokens[index]!.stem);
  const unshared = (token: Token) =>
    token.isContent && !token.isNumber && !claimStems.has(token.stem) && !partners.has(token.text);
  const first = sentenceTokens.findIndex((token, index) => index > anchor && unshared(token));
  if (first < 0) return null;
  let last = first;
  while (last - first < 2 && sentenceTokens[last + 1] && unshared(sentenceTokens[last + 1]!)) last += 1;
  const evidenceWord = sentence.source.slice(sentenceTokens[first]!.start, sentenceTokens[last]!.end);
  // The whole denied name when it is two words ("Daniel Reid"), not only its first.
  const next = tokens[at + 1];
  const claimWord =
    missing.length === 2 && next?.stem === missing[1]!.stem
      ? claimText.slice(word.start, next.end)
      : word.text;
  return { claimWord, evidenceWord, negation: denier };
}
