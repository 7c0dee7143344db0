/**
 * Key terms of a claim, for a search query a person can read: the distinct content words in order
 * of first appearance, unstemmed, one per stem ("refunds … refund" gives one term).
 */
import { contentTokens } from './content-words.js';

/**
 * At most `max` key terms of `text`.
 * @example keyTerms({ text: 'Refunds are sent within 14 business days.' }) // ['refunds', 'sent', '14', 'business', 'days']
 */
export function keyTerms({ text, max = 10 }: { text: string; max?: number }): string[] {
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const token of contentTokens(text)) {
    if (terms.length >= max) break;
    if (seen.has(token.stem)) continue;
    seen.add(token.stem);
    terms.push(token.lower);
  }
  return terms;
}
