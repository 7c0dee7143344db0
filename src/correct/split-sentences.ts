/**
 * Sentence splitting with character spans, for minimal-edit regeneration (which replaces or
 * removes whole sentences in place) and for the extractive generator (which quotes sentences
 * from chunks). Splits after `.`, `!`, `?` followed by whitespace and a capital, digit or quote,
 * and at line breaks, but not after common abbreviations ("Dr.", "e.g.", "U.S.").
 */
import type { Span } from '../spec/claim.js';

/** One sentence and where it sits in the text (`text === source.slice(start, end)`). */
export interface SentenceSpan extends Span {
  text: string;
}

const ABBREVIATIONS = new Set([
  'dr',
  'mr',
  'mrs',
  'ms',
  'st',
  'no',
  'vs',
  'inc',
  'etc',
  'e.g',
  'i.e',
  'u.s',
  'approx',
  'a.m',
  'p.m',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
]);

/**
 * @example splitSentences('Hi there. It is 30 days.') // [{ text: 'Hi there.', start: 0, end: 9 }, …]
 */
export function splitSentences(text: string): SentenceSpan[] {
  const sentences: SentenceSpan[] = [];
  const boundary = /[.!?]+["')\]]*(?=\s+["'([]?[\p{Lu}\p{N}]|\s*$)|\n+/gu;
  let start = 0;
  const push = (from: number, to: number) => {
    let begin = from;
    let end = to;
    while (begin < end && /\s/.test(text[begin]!)) begin += 1;
    while (end > begin && /\s/.test(text[end - 1]!)) end -= 1;
    if (end > begin) sentences.push({ text: text.slice(begin, end), start: begin, end });
  };
  for (const match of text.matchAll(boundary)) {
    const isBreak = match[0].startsWith('\n');
    if (!isBreak) {
      const before = text
        .slice(start, match.index)
        .match(/([\p{L}.]+)$/u)?.[1]
        ?.toLowerCase();
      if (before && ABBREVIATIONS.has(before)) continue;
    }
    const end = isBreak ? match.index : match.index + match[0].length;
    push(start, end);
    start = match.index + match[0].length;
  }
  push(start, text.length);
  return sentences;
}
