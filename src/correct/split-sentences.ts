/**
 * Sentence splitting with character spans, for minimal-edit regeneration (which replaces or
 * removes whole sentences in place) and for the extractive generator (which quotes sentences
 * from chunks). It is the claim extractor's segmentation (abbreviations, decimals, URLs,
 * markdown), so an answer is cut the same way when it is verified and when it is corrected.
 */
import { segmentSentences } from '../claims/segment-sentences.js';
import type { Span } from '../spec/claim.js';

/** One sentence and where it sits in the text (`text === source.slice(start, end)`). */
export interface SentenceSpan extends Span {
  text: string;
}

/**
 * @example splitSentences('Hi there. It is 30 days.') // [{ text: 'Hi there.', start: 0, end: 9 }, …]
 */
export function splitSentences(text: string): SentenceSpan[] {
  return segmentSentences({ text }).map(({ start, end }) => ({ text: text.slice(start, end), start, end }));
}
