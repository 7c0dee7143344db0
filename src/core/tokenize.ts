/**
 * Tokenisation for the lexical parts of faithcheck (BM25 retrieval in the corrective loop and the LLM judge's passage selection, key-term queries,
 * the extractive generator): lower-cased words and numbers, English stop words dropped, and a
 * light suffix stemmer so that "returns", "returned" and "returning" meet at "return". Kept
 * deliberately small and deterministic: it only has to rank passages, not understand them.
 */

const STOP_WORDS = new Set(
  (
    'a about above after again against all am an and any are as at be because been before being below ' +
    'between both but by can could did do does doing down during each few for from further had has have ' +
    'having he her here hers herself him himself his how i if in into is it its itself just me more most ' +
    'my myself no nor not now of off on once only or other our ours ourselves out over own same she should ' +
    'so some such than that the their theirs them themselves then there these they this those through to ' +
    'too under until up very was we were what when where which while who whom why will with would you your ' +
    'yours yourself yourselves also may might must shall us get got one ever every'
  ).split(' '),
);

/** Strips common English suffixes; numbers and short words are left alone. */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  const rules: Array<[RegExp, string]> = [
    [/ies$/, 'y'],
    [/(ss)es$/, '$1'],
    [/([^aeiou])es$/, '$1e'],
    [/([^su])s$/, '$1'],
    [/ied$/, 'y'],
    [/([a-z]{3,})ed$/, '$1'],
    [/([a-z]{3,})ing$/, '$1'],
    [/([a-z]{3,})ly$/, '$1'],
  ];
  let stemmed = word;
  for (const [pattern, replacement] of rules) {
    if (pattern.test(word)) {
      stemmed = word.replace(pattern, replacement);
      break;
    }
  }
  return stemmed.replace(/e$/, '').replace(/([b-df-hj-km-np-rtv-y])\1$/, '$1');
}

/** Lower-cased words and numbers of `text`, in order, stop words included. */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:[.,'’][\p{L}\p{N}]+)*/gu) ?? [];
}

/** Index terms of `text`: stop words dropped, stemmed, in order (duplicates kept, for term frequency). */
export function tokenize(text: string): string[] {
  return words(text)
    .map((word) => word.replace(/['’]s$/, '').replace(/,/g, ''))
    .filter((word) => word.length > 0 && !STOP_WORDS.has(word))
    .map(stem);
}

/**
 * The distinct key terms of `text`, in order of first appearance, unstemmed (for a readable
 * search query), at most `max`.
 *
 * @example keyTerms({ text: 'Refunds are sent within 14 business days.' }) // ['refunds', 'sent', '14', 'business', 'days']
 */
export function keyTerms({ text, max = 10 }: { text: string; max?: number }): string[] {
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const word of words(text)) {
    const clean = word.replace(/['’]s$/, '');
    if (STOP_WORDS.has(clean)) continue;
    const key = stem(clean.replace(/,/g, ''));
    if (seen.has(key)) continue;
    seen.add(key);
    terms.push(clean);
    if (terms.length >= max) break;
  }
  return terms;
}
