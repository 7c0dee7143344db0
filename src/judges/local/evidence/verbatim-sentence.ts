/**
 * A claim that is one of the context's sentences word for word. An extractive answer copies whole
 * sentences from its sources, and a copied sentence is borne out by the sentence it copies: no slot
 * can differ and no word can be missing. The judge quotes that sentence and skips the analysis,
 * which is most of its work on an answer that copies (decision 0002, "Thirtieth pass").
 *
 * Only the whole sentence counts: a part of one ("X is in Paderborn" out of "It is not true that X
 * is in Paderborn") is read by the analysis like any other claim.
 */
import type { Token } from '../../../text/tokenize.js';
import type { IndexedSentence } from './indexed-sentence.js';
import type { SentenceIndex } from './sentence-index.js';

/** The fewest content words a copied sentence needs: "No." or "Yes, it is." says nothing alone. */
const MIN_CONTENT_WORDS = 2;

/** Longer sentences are not keyed: a claim is a sentence of an answer, not a page. */
const MAX_SENTENCE_CHARS = 2_000;

/** Whitespace other than one space between words: a line break, a tab, two spaces, an edge. */
const IRREGULAR_SPACE = /\s\s|[\t\n\r\f\v\u00a0]|^\s|\s$/;

/** Whitespace collapsed, and the closing ".", "!" or "?" dropped (a claim may end without it). */
function normalise(text: string): string {
  // Most sentences are spaced regularly already: a test is cheaper than a replace.
  const spaced = IRREGULAR_SPACE.test(text) ? text.replace(/\s+/g, ' ').trim() : text;
  const last = spaced.charCodeAt(spaced.length - 1);
  // 46 ".", 33 "!", 63 "?"
  return last === 46 || last === 33 || last === 63 ? spaced.slice(0, -1) : spaced;
}

/** The index's sentences by their normalised text, built on the first claim that asks. */
function keyed(index: SentenceIndex): Map<string, IndexedSentence> {
  let byText = index.sentencesByText;
  if (!byText) {
    byText = new Map();
    for (const sentence of index.sentences) {
      if (sentence.end - sentence.start > MAX_SENTENCE_CHARS) continue;
      const text = normalise(sentence.source.slice(sentence.start, sentence.end));
      // Of two equal sentences, the first is quoted.
      if (!byText.has(text)) byText.set(text, sentence);
    }
    index.sentencesByText = byText;
  }
  return byText;
}

/**
 * The context sentence `claim` copies whole, or null.
 * @example verbatimSentence('The plant is in Bielefeld.', index, tokens)?.position // 2
 */
export function verbatimSentence(
  claim: string,
  index: SentenceIndex,
  tokens: readonly Token[],
): IndexedSentence | null {
  if (claim.length > MAX_SENTENCE_CHARS) return null;
  let content = 0;
  for (let at = 0; at < tokens.length && content < MIN_CONTENT_WORDS; at += 1) {
    if (tokens[at]!.isContent) content += 1;
  }
  if (content < MIN_CONTENT_WORDS) return null;
  return keyed(index).get(normalise(claim)) ?? null;
}
