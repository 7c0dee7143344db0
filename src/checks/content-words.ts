/**
 * The lexical measures the answer-level checks fall back on when no model is available: content
 * words (lower-cased, stop words removed, numbers normalised) and the keyword overlap seed 002
 * uses for alignment. Kept deliberately simple and documented, because a user should be able to
 * recompute a fallback score by hand.
 */

const STOP_WORDS = new Set(
  (
    'a an and are as at be been being but by can could did do does doing for from had has have having he her ' +
    'here hers him his how i if in into is it its itself just me more most my no nor not of off on once only or ' +
    'other our ours out over own same she should so some such than that the their theirs them then there these ' +
    'they this those through to too under until up very was we were what when where which while who whom why ' +
    'will with would you your yours also about above after again against all am any because before below ' +
    'between both down during each few further s t don now per via'
  ).split(' '),
);

const TOKEN = /[\p{L}\p{N}]+(?:[.,'’\-/][\p{L}\p{N}]+)*/gu;

/** Whether a token is a number such as `394`, `394.3`, `1,000` (after normalisation). */
export function isNumberToken(token: string): boolean {
  return /^\d+(?:\.\d+)?$/.test(token);
}

/**
 * The content words of a text, in order, with repeats: lower-cased tokens of letters and digits
 * (inner `.`, `,`, `-`, `/`, apostrophes kept: `10-q`, `394.3`), possessive `'s` removed,
 * thousands separators removed (`1,000` → `1000`), stop words and one-letter words dropped.
 */
export function contentWords(text: string): string[] {
  const words: string[] = [];
  for (const match of text.toLowerCase().matchAll(TOKEN)) {
    let token = match[0].replace(/['’]s$/, '');
    if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(token)) token = token.replace(/,/g, '');
    token = token.replace(/[.,]+$/, '');
    if (token.length < 2 && !isNumberToken(token)) continue;
    if (STOP_WORDS.has(token)) continue;
    words.push(token);
  }
  return words;
}

/** The distinct content words of a text. */
export function contentWordSet(text: string): Set<string> {
  return new Set(contentWords(text));
}

/**
 * Keyword overlap of seed 002's fallback, defined precisely: the share of the answer's distinct
 * content words that also occur in the chunk, |A ∩ C| / |A|. 0 when the answer has no content words.
 *
 * @example keywordOverlap('Revenue was $394 billion.', 'Total revenue: 394 billion dollars.') // 1
 */
export function keywordOverlap(answer: string | Set<string>, chunk: string | Set<string>): number {
  const answerWords = typeof answer === 'string' ? contentWordSet(answer) : answer;
  const chunkWords = typeof chunk === 'string' ? contentWordSet(chunk) : chunk;
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
  const claimWords = contentWordSet(claim);
  if (claimWords.size === 0) return null;
  const chunkWords = typeof chunk === 'string' ? contentWordSet(chunk) : chunk;
  const coverage = keywordOverlap(claimWords, chunkWords);
  const numbersPresent = [...claimWords].filter(isNumberToken).every((number) => chunkWords.has(number));
  return { supports: coverage >= minCoverage && numbersPresent, coverage };
}

/** Share of a claim's content words a chunk must contain to count as lexical support. */
export const LEXICAL_SUPPORT_COVERAGE = 0.6;
