/**
 * An answer whose letters read as a language the toolkit does not read, though its words are its
 * chunks' own: "Clara Veldt never saw her diary published." is Turkish to the trigram model (seven
 * words, none of them a function word of ours) over English chunks that say "Clara Veldt began her
 * diary…" and "the diary was first published…". Such an answer is in its chunks' language. An
 * answer really written in Polish or Turkish shares names and numbers with English chunks, not most
 * of its words, so it keeps its language and its `unsupported_language` error.
 */

import { WORD_NUMBERS } from '../number-words.js';
import type { LanguageGuess } from './detect-language.js';
import { functionWordHits } from './function-words.js';
import { isReadLanguage } from './registry.js';

/**
 * English words an answer says in its own way over English chunks: numbers in words and units of
 * time ("lasts five years" for "60 months"), which the chunks need not use.
 */
const ENGLISH_OWN =
  /^(?:seconds?|minutes?|hours?|days?|weeks?|fortnights?|months?|years?|decades?|centur(?:y|ies))$/;

/** The share of an answer's words its chunks must use for the answer to be read in their language. */
const SHARED_SHARE = 0.6;

const WORD = /[\p{L}\p{M}]{2,}/gu;

/**
 * @example inChunkLanguage({ code: 'tr', confident: true }, 'Clara Veldt never saw her diary published.', { code: 'en', confident: true }, chunkText) // { code: 'en', confident: true }
 */
export function inChunkLanguage(
  guess: LanguageGuess,
  text: string,
  chunks: LanguageGuess,
  chunkText: string,
): LanguageGuess {
  if (isReadLanguage(guess.code) || guess.code === 'und') return guess;
  if (!chunks.confident || !isReadLanguage(chunks.code)) return guess;
  const words = text.toLowerCase().match(WORD) ?? [];
  if (words.length === 0) return guess;
  // A function word of another language than the chunks' ("het", "der") is the text's own evidence.
  for (const [code, hits] of functionWordHits(text)) if (code !== chunks.code && hits > 0) return guess;
  const chunkWords = new Set(chunkText.toLowerCase().match(WORD) ?? []);
  let shared = 0;
  const own = (word: string) => chunks.code === 'en' && (WORD_NUMBERS.has(word) || ENGLISH_OWN.test(word));
  for (const word of words) if (chunkWords.has(word) || own(word)) shared += 1;
  return shared >= SHARED_SHARE * words.length ? { code: chunks.code, confident: true } : guess;
}
