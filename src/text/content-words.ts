/**
 * Content words: the tokens of `tokenize` that carry checkable content (not a stop word, not a
 * negation, two characters or more, or a number). One definition for every lexical measure —
 * BM25 terms, keyword overlap, quote relevance, key-term queries — so that two parts of faithcheck
 * never disagree about which words of a claim matter.
 */
import { type Token, tokenize } from './tokenize.js';

/** The content tokens of `text`, in order, repeats kept. */
export function contentTokens(text: string): Token[] {
  return tokenize(text).filter((token) => token.isContent);
}

/**
 * The content words of `text` as written, lower-cased (possessive `'s` dropped), numbers in their
 * canonical form (`1,000` → `1000`, `3.50` → `3.5`); in order, repeats kept.
 * @example contentWords('The refunds of 1,000 orders were not sent.') // ['refunds', '1000', 'orders', 'sent']
 */
export function contentWords(text: string): string[] {
  return contentTokens(text).map((token) => (token.isNumber ? token.stem : token.lower));
}

/**
 * The stems of the content words of `text`, in order, repeats kept: the terms BM25 indexes.
 * @example contentStems('The returns were returned within 30 days') // ['return', 'return', '30', 'dai']
 */
export function contentStems(text: string): string[] {
  return contentTokens(text).map((token) => token.stem);
}
