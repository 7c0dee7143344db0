/**
 * The lexical measures the answer-level checks fall back on when no model is available: the
 * keyword overlap the three-aspect specification uses for alignment, over the content stems of `src/text/content-words.ts`
 * (stop words and negations removed, numbers in canonical form, "refunds" and "refund" one
 * keyword), the same terms the local judge and BM25 read. Kept deliberately simple and documented,
 * because a user should be able to recompute a fallback score by hand.
 */
import { contentStems } from '../text/content-words.js';

/** Whether a content stem is a number such as `394`, `394.3`, `1000` (numbers come canonical). */
export function isNumberToken(token: string): boolean {
  return /^\d+(?:\.\d+)?$/.test(token);
}

/** The distinct content stems of a text: its keywords. */
export function keywordSet(text: string): Set<string> {
  return new Set(contentStems(text));
}

/**
 * Keyword overlap of the alignment fallback, defined precisely: the share of the answer's distinct
 * content words that also occur in the chunk, |A ∩ C| / |A|. 0 when the answer has no content words.
 *
 * @example keywordOverlap('Revenue was $394 billion.', 'Total revenue: 394 billion dollars.') // 1
 */
export function keywordOverlap(answer: string | Set<string>, chunk: string | Set<string>): number {
  const answerWords = typeof answer === 'string' ? keywordSet(answer) : answer;
  const chunkWords = typeof chunk === 'string' ? keywordSet(chunk) : chunk;
  if (answerWords.size === 0) return 0;
  let shared = 0;
  for (const word of answerWords) if (chunkWords.has(word)) shared += 1;
  return shared / answerWords.size;
}

/**
 * Whether a chunk lexically supports a claim: at least `minCoverage` of the claim's distinct
 * content words occur in the chunk, and every number in the claim occurs in it too.
 * `null` when the claim has no content words (nothing to check).
 */
export function lexicallySupports(
  claim: string,
  chunk: string | Set<string>,
  minCoverage = LEXICAL_SUPPORT_COVERAGE,
): { supports: boolean; coverage: number } | null {
  const claimWords = keywordSet(claim);
  if (claimWords.size === 0) return null;
  const chunkWords = typeof chunk === 'string' ? keywordSet(chunk) : chunk;
  const coverage = keywordOverlap(claimWords, chunkWords);
  const numbersPresent = [...claimWords].filter(isNumberToken).every((number) => chunkWords.has(number));
  return { supports: coverage >= minCoverage && numbersPresent, coverage };
}

/** Share of a claim's content words a chunk must contain to count as lexical support. */
export const LEXICAL_SUPPORT_COVERAGE = 0.6;
