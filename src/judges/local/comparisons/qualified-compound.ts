/**
 * A word the sentence has only inside a qualified compound: "a detached house" against "a
 * semi-detached house", "the president" against "the vice-president", "works part-time" against
 * "works full-time". Every letter of the claim's word is in the sentence, so coverage finds it;
 * but the qualifier makes it another thing, the one detail an answer changes by dropping or
 * swapping a prefix.
 */
import type { Token } from '../../../text/token.js';

/**
 * Hyphenated qualifiers that make the compound something other than its head: a semi-detached
 * house is not a detached house, a vice-president not the president. Not "co-" (a co-founder is a
 * founder) nor "mini-" (a mini-bus is a bus); "non-" is a negation the negation rule reads.
 */
const QUALIFIERS: ReadonlySet<string> = new Set([
  'semi',
  'demi',
  'half',
  'part',
  'full',
  'quasi',
  'pseudo',
  'ex',
  'mock',
  'faux',
  'near',
  'vice',
  'sub',
  'anti',
  'quarter',
]);

export interface QualifiedCompound {
  /** Index of the claim's word in the claim's tokens. */
  index: number;
  /** The claim's word as written, with its own qualifier when it has one ("part-time"). */
  claimWord: string;
  /** The sentence's compound ("semi-detached"). */
  evidenceWord: string;
}

/** The qualifier hyphenated onto the token, or null ("semi" for "detached" in "semi-detached"). */
function qualifierOf(tokens: readonly Token[], index: number, source: string): Token | null {
  const before = tokens[index - 1];
  const token = tokens[index]!;
  if (!before || before.end !== token.start - 1 || source[before.end] !== '-') return null;
  return QUALIFIERS.has(before.lower) ? before : null;
}

/** Whether any token has a qualifier hyphenated onto it. */
function hasQualifier(tokens: readonly Token[], source: string): boolean {
  for (let index = 1; index < tokens.length; index += 1) if (qualifierOf(tokens, index, source)) return true;
  return false;
}

/**
 * The first content word of the claim that the sentence has only under another qualifier.
 * @example qualifiedCompound(claimTokens, claim, sentenceTokens, source) // { claimWord: 'detached', evidenceWord: 'semi-detached', … }
 */
export function qualifiedCompound(
  claim: readonly Token[],
  claimSource: string,
  evidence: readonly Token[],
  evidenceSource: string,
): QualifiedCompound | null {
  // Most sentences hyphenate no qualifier onto a word: then none of the claim's words can be
  // found only under one, and the word-by-word search below is skipped.
  if (!hasQualifier(evidence, evidenceSource)) return null;
  // Plain loops: this runs for every content word of every claim, and flatMap is a slow path.
  for (let index = 0; index < claim.length; index += 1) {
    const token = claim[index]!;
    if (!token.isContent || token.isNumber || QUALIFIERS.has(token.lower)) continue;
    const own = qualifierOf(claim, index, claimSource)?.lower ?? null;
    const places: number[] = [];
    for (let at = 0; at < evidence.length; at += 1) if (evidence[at]!.stem === token.stem) places.push(at);
    if (places.length === 0) continue;
    const qualifiers = places.map((at) => qualifierOf(evidence, at, evidenceSource));
    // The sentence also has the word as the claim has it (unqualified, or under the same qualifier).
    if (qualifiers.some((qualifier) => (qualifier?.lower ?? null) === own)) continue;
    const first = qualifiers.find((qualifier) => qualifier !== null);
    if (!first) continue;
    const head = evidence[places[qualifiers.indexOf(first)]!]!;
    const claimStart = own ? claim[index - 1]!.start : token.start;
    return {
      index,
      claimWord: claimSource.slice(claimStart, token.end),
      evidenceWord: evidenceSource.slice(first.start, head.end),
    };
  }
  return null;
}
