/**
 * Finds a quote inside a chunk after folding case, whitespace and typographic punctuation, and
 * returns offsets in the original chunk text. Judges paraphrase their own quotes; this is how a
 * quote is held to what the chunk really says.
 */
import type { Span } from '../spec/claim.js';

const TYPOGRAPHIC: Record<string, string> = {
  '\u2018': "'",
  '\u2019': "'",
  '\u201a': "'",
  '\u201b': "'",
  '\u201c': '"',
  '\u201d': '"',
  '\u201e': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u00a0': ' ',
};

interface Folded {
  text: string;
  /** `origin[i]` is the index in the original string of folded character `i`; one extra entry for the end. */
  origin: number[];
}

/** Lower-case, map typographic quotes and dashes to ASCII, collapse whitespace runs to one space. */
export function foldText(text: string): Folded {
  let folded = '';
  const origin: number[] = [];
  let previousSpace = true; // drops leading whitespace
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (/\s/.test(char)) {
      if (!previousSpace) {
        folded += ' ';
        origin.push(index);
      }
      previousSpace = true;
      continue;
    }
    previousSpace = false;
    const mapped = (TYPOGRAPHIC[char] ?? char).toLowerCase();
    for (const piece of mapped) {
      folded += piece;
      origin.push(index);
    }
  }
  if (folded.endsWith(' ')) {
    folded = folded.slice(0, -1);
    origin.pop();
  }
  origin.push(text.length);
  return { text: folded, origin };
}

/** Strips what judges wrap quotes in: surrounding quotes, ellipses, whitespace. */
export function cleanQuote(quote: string): string {
  return quote
    .trim()
    .replace(/^["'\u201c\u201d\u2018\u2019`]+|["'\u201c\u201d\u2018\u2019`]+$/g, '')
    .replace(/^(\.\.\.|\u2026)\s*|\s*(\.\.\.|\u2026)$/g, '')
    .trim();
}

/**
 * The span of `quote` in `text`, or `null` when it is not there.
 * @example locateQuote('The refund window is 30 days.', 'REFUND  window') // { start: 4, end: 17 }
 */
export function locateQuote(text: string, quote: string, foldedText: Folded = foldText(text)): Span | null {
  const needle = foldText(cleanQuote(quote)).text;
  if (needle.length === 0) return null;
  const at = foldedText.text.indexOf(needle);
  if (at < 0) return null;
  const start = foldedText.origin[at]!;
  const lastChar = foldedText.origin[at + needle.length - 1]!;
  return { start, end: lastChar + 1 };
}
